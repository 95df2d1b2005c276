-- Session tokens are stored as SHA-256 hex digests (modules/auth/hashed-sessions.ts): hash the
-- tokens of sessions that exist already, so they keep working and no table or backup made from
-- now on holds a usable token. Raw tokens are 32 characters; digests are 64 hex characters.
UPDATE "session" SET "token" = encode(sha256(convert_to("token", 'UTF8')), 'hex')
WHERE "token" !~ '^[0-9a-f]{64}$';
--> statement-breakpoint
-- One account per mailbox (docs/security.md, "Farming"): an address as its mailbox sees it.
-- Lower case, the "+tag" dropped, and for Gmail (gmail.com, googlemail.com) the dots dropped and
-- the domain made gmail.com. The one definition: the trigger below and the sign-up check both
-- call it.
CREATE FUNCTION "boldcall_canonical_email"("email" text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE
    WHEN position('@' in e) = 0 THEN e
    WHEN dom IN ('gmail.com', 'googlemail.com')
      THEN replace(split_part(loc, '+', 1), '.', '') || '@gmail.com'
    ELSE split_part(loc, '+', 1) || '@' || dom
  END
  FROM (
    SELECT e,
      substring(e from '^(.*)@[^@]*$') AS loc,
      substring(e from '@([^@]*)$') AS dom
    FROM (SELECT lower(btrim("email")) AS e) lowered
  ) parts
$$;
--> statement-breakpoint
CREATE FUNCTION "boldcall_set_canonical_email"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."canonical_email" := "boldcall_canonical_email"(NEW."email");
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "boldcall_set_canonical_email" BEFORE INSERT OR UPDATE OF "email" ON "user"
FOR EACH ROW EXECUTE FUNCTION "boldcall_set_canonical_email"();
--> statement-breakpoint
-- Existing accounts: the oldest of each mailbox keeps the canonical address; younger twins made
-- before this rule keep theirs NULL (they still sign in, they just are not the mailbox's account).
UPDATE "user" u SET "canonical_email" = c.canonical
FROM (
  SELECT "id", "boldcall_canonical_email"("email") AS canonical,
    row_number() OVER (PARTITION BY "boldcall_canonical_email"("email") ORDER BY "created_at", "id") AS n
  FROM "user"
) c
WHERE u."id" = c."id" AND c.n = 1;
