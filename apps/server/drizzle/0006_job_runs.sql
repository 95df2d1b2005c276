CREATE TABLE "job_runs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"period" text NOT NULL,
	"status" text NOT NULL,
	"instance" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"result" jsonb,
	"error" text
);
--> statement-breakpoint
CREATE UNIQUE INDEX "job_runs_succeeded_once" ON "job_runs" USING btree ("name","period") WHERE "job_runs"."status" = 'succeeded';--> statement-breakpoint
CREATE INDEX "job_runs_name_started" ON "job_runs" USING btree ("name","started_at");