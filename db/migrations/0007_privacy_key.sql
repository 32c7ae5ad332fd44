ALTER TABLE "chat_sessions" ADD COLUMN "privacy_key_hash" text;--> statement-breakpoint
ALTER TABLE "quote_sessions" ADD COLUMN "privacy_key_hash" text;--> statement-breakpoint
CREATE INDEX "chat_sessions_privacy_key_idx" ON "chat_sessions" USING btree ("privacy_key_hash");--> statement-breakpoint
CREATE INDEX "quote_sessions_privacy_key_idx" ON "quote_sessions" USING btree ("privacy_key_hash");