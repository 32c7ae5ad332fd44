CREATE TABLE "rendered_pages" (
	"build" text NOT NULL,
	"key" text NOT NULL,
	"path" text NOT NULL,
	"reads" jsonb NOT NULL,
	"generation" bigint NOT NULL,
	"headers" jsonb NOT NULL,
	"hash" text NOT NULL,
	"brotli" text NOT NULL,
	"gzip" text NOT NULL,
	"rendered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "rendered_pages_build_key_pk" PRIMARY KEY("build","key")
);
--> statement-breakpoint
CREATE TABLE "rendered_pages_generation" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"generation" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "rendered_pages_path_idx" ON "rendered_pages" USING btree ("build","path");--> statement-breakpoint
INSERT INTO "rendered_pages_generation" ("id", "generation") VALUES (1, 0) ON CONFLICT DO NOTHING;