-- Hand-written: every notification is routed by its recipient's settings as it is inserted, in
-- the transaction of what caused it (docs/rules/notifications.md). The reason of each kind and
-- the defaults are the shared rules' (packages/shared/src/rules/notifications.ts);
-- notifications.routing.test.ts fails when the two disagree.
CREATE OR REPLACE FUNCTION "boldcall_notification_reason"(kind text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN kind IN ('resolved', 'nfl_settled', 'rivalry') THEN 'results'
    WHEN kind IN ('joined', 'jumped_on', 'bet_against') THEN 'positions'
    WHEN kind = 'comment' THEN 'comments'
    WHEN kind = 'mention' THEN 'mentions'
    WHEN kind = 'reminder' THEN 'reminders'
    WHEN kind IN ('league_joined', 'league_removed', 'league_owner', 'league_deleted') THEN 'leagues'
    WHEN kind = 'followed_call' THEN 'follows'
    WHEN kind = 'invite_used' THEN 'invitations'
    ELSE NULL
  END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "boldcall_notification_defaults"() RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT '{"results":{"inApp":true,"email":false,"push":true},"positions":{"inApp":true,"email":false,"push":false},"comments":{"inApp":true,"email":false,"push":false},"mentions":{"inApp":true,"email":false,"push":true},"reminders":{"inApp":true,"email":false,"push":true},"leagues":{"inApp":true,"email":false,"push":false},"follows":{"inApp":true,"email":false,"push":false},"invitations":{"inApp":true,"email":false,"push":false},"digest":{"inApp":false,"email":true,"push":false}}'::jsonb
$$;
--> statement-breakpoint
-- Push goes to the outbox when the player wants it and has a device; e-mail when they want it
-- and the reason is one of the instant lane's (the others wait for the digest); the row itself
-- is kept only when the player wants it in-app. A reminder (dedupe_key set) keeps one message
-- per channel even when it is written again: the second notification is not inserted (its
-- unique index) and its outbox rows share the first one's keys. Notices without a reason (moderation, merge,
-- delete of their own calls) are always in-app only.
CREATE OR REPLACE FUNCTION "boldcall_route_notification"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  r text := boldcall_notification_reason(NEW.kind);
  chosen jsonb;
  dflt jsonb;
BEGIN
  IF r IS NULL THEN RETURN NEW; END IF;
  SELECT s.channels -> r INTO chosen FROM notification_settings s WHERE s.user_id = NEW.user_id;
  chosen := coalesce(chosen, '{}'::jsonb);
  dflt := boldcall_notification_defaults() -> r;
  IF coalesce((chosen ->> 'push')::boolean, (dflt ->> 'push')::boolean)
     AND EXISTS (SELECT 1 FROM push_subscriptions p WHERE p.user_id = NEW.user_id) THEN
    INSERT INTO notification_outbox (id, user_id, reason, channel, dedupe_key, kind, prediction_id, link, message, due_at)
    VALUES (gen_random_uuid()::text, NEW.user_id, r, 'push', coalesce(NEW.user_id || ':' || NEW.dedupe_key, NEW.id) || ':push', NEW.kind, NEW.prediction_id, NEW.link, NEW.message, NEW.created_at)
    ON CONFLICT (dedupe_key) DO NOTHING;
  END IF;
  IF r IN ('mentions', 'results', 'reminders')
     AND coalesce((chosen ->> 'email')::boolean, (dflt ->> 'email')::boolean) THEN
    INSERT INTO notification_outbox (id, user_id, reason, channel, dedupe_key, kind, prediction_id, link, message, due_at)
    VALUES (gen_random_uuid()::text, NEW.user_id, r, 'email', coalesce(NEW.user_id || ':' || NEW.dedupe_key, NEW.id) || ':email', NEW.kind, NEW.prediction_id, NEW.link, NEW.message, NEW.created_at)
    ON CONFLICT (dedupe_key) DO NOTHING;
  END IF;
  IF NOT coalesce((chosen ->> 'inApp')::boolean, (dflt ->> 'inApp')::boolean) THEN
    RETURN NULL;
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "notifications_route" BEFORE INSERT ON "notifications" FOR EACH ROW EXECUTE FUNCTION "boldcall_route_notification"();
