DROP INDEX "analytics_events_type_time_idx";--> statement-breakpoint
CREATE INDEX "analytics_events_type_time_session_idx" ON "analytics_events" USING btree ("event_type","occurred_at","session_id");--> statement-breakpoint
CREATE INDEX "chat_messages_created_idx" ON "chat_messages" USING btree ("created_at");