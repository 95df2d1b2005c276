ALTER TABLE "user" ADD COLUMN "canonical_email" text;--> statement-breakpoint
ALTER TABLE "user" ADD CONSTRAINT "user_canonical_email_unique" UNIQUE("canonical_email");