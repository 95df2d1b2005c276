-- Codes used before the referral bonus waited for the first settled call were paid at the
-- invitee's verification: mark them paid so no settlement pays them a second time.
UPDATE "invitations" SET "bonus_paid_at" = "used_at" WHERE "used_at" IS NOT NULL AND "bonus_paid_at" IS NULL;
