-- The inbox search indexes trigrams (form_submissions_search). pg_trgm is a trusted extension: the
-- database owner may create it; PGlite loads it in server/db/pglite-worker.mjs.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"actor_id" text,
	"actor" text NOT NULL,
	"action" text NOT NULL,
	"target" text NOT NULL,
	"detail" jsonb,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "form_submissions_created";--> statement-breakpoint
ALTER TABLE "form_submissions" ADD COLUMN "handled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "form_submissions" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "form_submissions" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce(data->>'firstName', '') || ' ' || coalesce(data->>'lastName', '') || ' ' || coalesce(data->>'name', '') || ' ' || coalesce(data->>'contactName', '') || ' ' || coalesce(data->>'email', '') || ' ' || coalesce(data->>'company', '') || ' ' || coalesce(data->>'companyName', '') || ' ' || coalesce(data->>'municipality', '') || ' ' || coalesce(data->>'municipalityName', '') || ' ' || coalesce(data->>'cityName', '') || ' ' || coalesce(data->>'message', '') || ' ' || coalesce(data->>'notes', '') || ' ' || coalesce(data->>'additionalInfo', ''))) STORED;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "impersonated_by" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "role" text DEFAULT 'user' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "banned" boolean DEFAULT false;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "ban_reason" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "ban_expires" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "audit_log_at" ON "audit_log" USING btree ("at","id");--> statement-breakpoint
CREATE INDEX "audit_log_target" ON "audit_log" USING btree ("target");--> statement-breakpoint
CREATE INDEX "form_submissions_type_created" ON "form_submissions" USING btree ("type","created_at","id");--> statement-breakpoint
CREATE INDEX "form_submissions_search" ON "form_submissions" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "form_submissions_created" ON "form_submissions" USING btree ("created_at","id");