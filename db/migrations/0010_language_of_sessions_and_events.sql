DROP INDEX "analytics_events_type_time_session_idx";--> statement-breakpoint
ALTER TABLE "analytics_events" ADD COLUMN "language" text GENERATED ALWAYS AS (case when event_data->>'language' = 'fr' then 'fr' else 'en' end) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_sessions" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "quote_sessions" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
CREATE INDEX "analytics_events_type_time_session_language_idx" ON "analytics_events" USING btree ("event_type","occurred_at","session_id","language");