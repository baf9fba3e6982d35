ALTER TABLE "form_submissions" drop column "search_text";--> statement-breakpoint
ALTER TABLE "form_submissions" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(jsonb_path_query_array(data, '$.*')::text)) STORED;--> statement-breakpoint
CREATE INDEX "form_submissions_search" ON "form_submissions" USING gin ("search_text" gin_trgm_ops);
