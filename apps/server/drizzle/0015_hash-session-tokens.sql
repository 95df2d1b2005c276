-- Session tokens are stored as SHA-256 hex digests (modules/auth/hashed-sessions.ts): hash the
-- tokens of sessions that exist already, so they keep working and no table or backup made from
-- now on holds a usable token. Raw tokens are 32 characters; digests are 64 hex characters.
UPDATE "session" SET "token" = encode(sha256(convert_to("token", 'UTF8')), 'hex')
WHERE "token" !~ '^[0-9a-f]{64}$';
