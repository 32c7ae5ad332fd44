CREATE TABLE "content_translations" (
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"language" text NOT NULL,
	"slug" text,
	"fields" jsonb NOT NULL,
	"seed_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_translations_kind_key_language_pk" PRIMARY KEY("kind","key","language")
);
--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "translation_of" uuid;--> statement-breakpoint
CREATE UNIQUE INDEX "content_translations_slug_idx" ON "content_translations" USING btree ("kind","language","slug");--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_translation_of_posts_id_fk" FOREIGN KEY ("translation_of") REFERENCES "public"."posts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "posts_language_status_published_at_idx" ON "posts" USING btree ("language","status","published_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "posts_translation_language_idx" ON "posts" USING btree ("translation_of","language") WHERE "posts"."translation_of" is not null;