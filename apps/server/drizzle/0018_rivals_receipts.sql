CREATE TABLE "receipt_chain" (
	"id" integer PRIMARY KEY NOT NULL,
	"seq" bigint NOT NULL,
	"hash" text NOT NULL,
	"prev_hash" text NOT NULL,
	CONSTRAINT "receipt_chain_single_row" CHECK ("receipt_chain"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "receipts" (
	"seq" bigint PRIMARY KEY NOT NULL,
	"hash" text NOT NULL,
	"prev_hash" text NOT NULL,
	"kind" text NOT NULL,
	"prediction_id" text NOT NULL,
	"canonical" text NOT NULL,
	"sealed_at" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "receipts_hash_unique" UNIQUE("hash")
);
--> statement-breakpoint
CREATE TABLE "rival_meetings" (
	"kind" text NOT NULL,
	"ref_id" text NOT NULL,
	"winner_id" text NOT NULL,
	"loser_id" text NOT NULL,
	"title" text NOT NULL,
	"at" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "rival_meetings_kind_ref_id_winner_id_loser_id_pk" PRIMARY KEY("kind","ref_id","winner_id","loser_id")
);
--> statement-breakpoint
CREATE TABLE "rival_pairs" (
	"user_id" text NOT NULL,
	"other_id" text NOT NULL,
	"wins" integer DEFAULT 0 NOT NULL,
	"losses" integer DEFAULT 0 NOT NULL,
	"allied_wins" integer DEFAULT 0 NOT NULL,
	"last_met_at" timestamp (3) with time zone,
	CONSTRAINT "rival_pairs_user_id_other_id_pk" PRIMARY KEY("user_id","other_id"),
	CONSTRAINT "rival_pairs_counts_non_negative" CHECK ("rival_pairs"."wins" >= 0 and "rival_pairs"."losses" >= 0 and "rival_pairs"."allied_wins" >= 0),
	CONSTRAINT "rival_pairs_distinct" CHECK ("rival_pairs"."user_id" <> "rival_pairs"."other_id")
);
--> statement-breakpoint
ALTER TABLE "predictions" ADD COLUMN "seal_hash" text;--> statement-breakpoint
ALTER TABLE "rival_meetings" ADD CONSTRAINT "rival_meetings_winner_id_user_id_fk" FOREIGN KEY ("winner_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rival_meetings" ADD CONSTRAINT "rival_meetings_loser_id_user_id_fk" FOREIGN KEY ("loser_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rival_pairs" ADD CONSTRAINT "rival_pairs_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rival_pairs" ADD CONSTRAINT "rival_pairs_other_id_user_id_fk" FOREIGN KEY ("other_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "receipts_prediction_idx" ON "receipts" USING btree ("prediction_id","seq");--> statement-breakpoint
CREATE INDEX "rival_meetings_pair_idx" ON "rival_meetings" USING btree ("winner_id","loser_id","at");