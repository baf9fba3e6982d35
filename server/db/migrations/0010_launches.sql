CREATE TABLE "launch_businesses" (
	"user_id" text NOT NULL,
	"row" integer NOT NULL,
	"name" text NOT NULL,
	"category" text NOT NULL,
	"address" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"website" text DEFAULT '' NOT NULL,
	"hours" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	CONSTRAINT "launch_businesses_user_id_row_pk" PRIMARY KEY("user_id","row")
);
--> statement-breakpoint
CREATE TABLE "launches" (
	"user_id" text PRIMARY KEY NOT NULL,
	"display_name" text,
	"state" text,
	"domain" text,
	"logo" "bytea",
	"logo_mime" text,
	"brand_color" text,
	"brand_saved_at" timestamp with time zone,
	"business_count" integer DEFAULT 0 NOT NULL,
	"imported_at" timestamp with time zone,
	"review" text DEFAULT 'none' NOT NULL,
	"requested_at" timestamp with time zone,
	"reviewed_at" timestamp with time zone,
	"review_note" text,
	"live_address" text,
	"live_since" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "launch_businesses" ADD CONSTRAINT "launch_businesses_user_id_launches_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."launches"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "launches" ADD CONSTRAINT "launches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "launches_review" ON "launches" USING btree ("review","requested_at");