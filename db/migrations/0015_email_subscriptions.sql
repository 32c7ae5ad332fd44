ALTER TYPE "public"."consent_channel" ADD VALUE 'results_page';--> statement-breakpoint
ALTER TYPE "public"."consent_channel" ADD VALUE 'email_link';--> statement-breakpoint
ALTER TYPE "public"."consent_purpose" ADD VALUE 'results_email';--> statement-breakpoint
ALTER TYPE "public"."consent_purpose" ADD VALUE 'renewal_reminder';--> statement-breakpoint
CREATE TABLE "email_link_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"subscription_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"quote_session_id" uuid NOT NULL,
	"email" text NOT NULL,
	"email_hash" text NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"renewal_month" text,
	"next_reminder_at" timestamp with time zone,
	"last_reminded_at" timestamp with time zone,
	"last_annual_premium" integer,
	"unsubscribed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_suppressions" (
	"email_hash" text PRIMARY KEY NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "headers" jsonb;--> statement-breakpoint
ALTER TABLE "email_link_tokens" ADD CONSTRAINT "email_link_tokens_subscription_id_email_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."email_subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_subscriptions" ADD CONSTRAINT "email_subscriptions_quote_session_id_quote_sessions_id_fk" FOREIGN KEY ("quote_session_id") REFERENCES "public"."quote_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_link_tokens_subscription_idx" ON "email_link_tokens" USING btree ("subscription_id");--> statement-breakpoint
CREATE INDEX "email_subscriptions_session_idx" ON "email_subscriptions" USING btree ("quote_session_id");--> statement-breakpoint
CREATE INDEX "email_subscriptions_email_hash_idx" ON "email_subscriptions" USING btree ("email_hash");--> statement-breakpoint
CREATE INDEX "email_subscriptions_due_idx" ON "email_subscriptions" USING btree ("next_reminder_at");--> statement-breakpoint
CREATE INDEX "email_subscriptions_created_idx" ON "email_subscriptions" USING btree ("created_at");