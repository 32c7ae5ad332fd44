CREATE TABLE "quote_drafts" (
	"privacy_key_hash" text PRIMARY KEY NOT NULL,
	"answers" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "quote_drafts_updated_idx" ON "quote_drafts" USING btree ("updated_at");