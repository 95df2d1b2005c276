-- Trigram indexes for substring search (db/search.ts). pg_trgm is a trusted extension: the
-- database owner may create it; PGlite loads it from its contrib bundle (db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "user_search_name_trgm_idx" ON "user" USING gin (lower(coalesce("display_username", "username", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "user_search_email_trgm_idx" ON "user" USING gin (lower("email") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "predictions_search_trgm_idx" ON "predictions" USING gin ("search_text" gin_trgm_ops);
