-- The search's trigram GIN once more for open calls only: a word absent from the
-- filtered open calls is settled against the open calls' postings, not every row holding it.
CREATE INDEX "predictions_pending_search_trgm_idx" ON "predictions" USING gin ("category","search_text" gin_trgm_ops) WHERE "predictions"."status" = 'PENDING';