ALTER TABLE "quotes" ALTER COLUMN "annual_premium" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "quotes" ALTER COLUMN "monthly_premium" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "quote_sessions" ADD COLUMN "pricing" jsonb;--> statement-breakpoint
ALTER TABLE "quote_sessions" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "kind" text DEFAULT 'priced' NOT NULL;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "superseded_at" timestamp with time zone;