CREATE TYPE "public"."privacy_request_channel" AS ENUM('reference', 'email');--> statement-breakpoint
CREATE TYPE "public"."privacy_request_kind" AS ENUM('access', 'deletion');--> statement-breakpoint
CREATE TYPE "public"."privacy_request_status" AS ENUM('awaiting_confirmation', 'completed');--> statement-breakpoint
CREATE TABLE "job_leases" (
	"name" text PRIMARY KEY NOT NULL,
	"holder" text NOT NULL,
	"lease_until" timestamp with time zone NOT NULL,
	"last_completed_at" timestamp with time zone,
	"last_result" jsonb
);
--> statement-breakpoint
CREATE TABLE "privacy_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" "privacy_request_kind" NOT NULL,
	"channel" "privacy_request_channel" NOT NULL,
	"status" "privacy_request_status" NOT NULL,
	"subject_hash" text NOT NULL,
	"token_hash" text,
	"token_expires_at" timestamp with time zone,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	"outcome" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "privacy_requests_tokenHash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "chat_sessions" ADD COLUMN "anonymized_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "quote_sessions" ADD COLUMN "anonymized_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "privacy_requests_due_idx" ON "privacy_requests" USING btree ("due_at");