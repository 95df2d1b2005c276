-- Status and category join the search's trigram GIN (decision 023), so a word that is rare among
-- the filtered rows is found from the index alone. btree_gin gives GIN the plain equality of
-- text columns; like pg_trgm it is a trusted extension the database owner may create.
CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
DROP INDEX "predictions_search_trgm_idx";--> statement-breakpoint
CREATE INDEX "predictions_search_trgm_idx" ON "predictions" USING gin ("status","category","search_text" gin_trgm_ops);
