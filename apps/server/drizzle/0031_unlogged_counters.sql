-- Two tables whose rows need no crash durability stop writing the write-ahead log (decision 043):
-- the rate-limit counters (every write request and sign-in upserts one, in a transaction of its
-- own, which then waited for its own WAL flush) and the receipt queue (a row lives from a write
-- to its own commit, where the deferred trigger seals it and deletes it). After a crash
-- PostgreSQL empties both: the limit windows start again, and no queued row can outlive the
-- transaction that wrote it. Streaming replicas do not carry them; nothing reads either there.
ALTER TABLE "rate_limits" SET UNLOGGED;--> statement-breakpoint
ALTER TABLE "receipt_queue" SET UNLOGGED;
