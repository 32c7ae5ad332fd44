CREATE TYPE "public"."chat_mode" AS ENUM('quote_flow', 'chat');--> statement-breakpoint
CREATE TYPE "public"."chat_role" AS ENUM('user', 'assistant');--> statement-breakpoint
CREATE TYPE "public"."consent_channel" AS ENUM('wizard', 'assistant', 'policy_analyzer', 'contact_form');--> statement-breakpoint
CREATE TYPE "public"."consent_purpose" AS ENUM('data_sharing', 'contact_email', 'contact_sms', 'contact_phone', 'policy_analysis');--> statement-breakpoint
CREATE TYPE "public"."contact_subject" AS ENUM('general', 'quote', 'coverage', 'claims', 'technical', 'other');--> statement-breakpoint
CREATE TYPE "public"."insurance_type" AS ENUM('car', 'home', 'tenant', 'condo', 'travel', 'life');--> statement-breakpoint
CREATE TYPE "public"."partner_kind" AS ENUM('rating_table', 'http');--> statement-breakpoint
CREATE TYPE "public"."post_category" AS ENUM('guides', 'tips', 'news', 'resources');--> statement-breakpoint
CREATE TYPE "public"."post_status" AS ENUM('draft', 'review', 'published');--> statement-breakpoint
CREATE TYPE "public"."product_type" AS ENUM('auto', 'home');--> statement-breakpoint
CREATE TYPE "public"."staff_role" AS ENUM('admin', 'editor');--> statement-breakpoint
CREATE TABLE "categories" (
	"slug" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL,
	"article_slug" text,
	"article_title" text,
	"article_md" text,
	"article_og_image_url" text,
	"article_last_updated" date,
	"article_faq" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"hero_label" text,
	"hero_heading" text,
	"hero_subtext" text,
	"coverage_points" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"save_tips" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"faq" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"seo_title" text,
	"meta_description" text,
	"og_image_url" text,
	"seed_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "categories_articleSlug_unique" UNIQUE("article_slug")
);
--> statement-breakpoint
CREATE TABLE "category_province_content" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_slug" text NOT NULL,
	"province_code" char(2) NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"hero_label" text,
	"hero_heading" text,
	"hero_subtext" text,
	"coverage_points" jsonb,
	"save_tips" jsonb,
	"faq" jsonb,
	"seo_title" text,
	"meta_description" text,
	"og_image_url" text,
	"seed_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_pages" (
	"slug" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"meta_title" text,
	"meta_description" text,
	"hero_title" text NOT NULL,
	"hero_subtitle" text,
	"content_sections" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"cta_title" text,
	"cta_subtitle" text,
	"cta_button_text" text,
	"cta_button_link" text,
	"seed_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "posts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"subtitle" text,
	"slug" text NOT NULL,
	"content_md" text NOT NULL,
	"content_html" text,
	"excerpt" text,
	"cover_image_url" text,
	"cover_image_caption" text,
	"category" "post_category",
	"insurance_type" "insurance_type",
	"status" "post_status" DEFAULT 'draft' NOT NULL,
	"is_featured" boolean DEFAULT false NOT NULL,
	"featured_order" smallint,
	"published_at" timestamp with time zone,
	"reading_min" integer DEFAULT 1 NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"seo_title" text,
	"seo_description" text,
	"canonical_url" text,
	"og_image" text,
	"twitter_card" text,
	"noindex" boolean DEFAULT false NOT NULL,
	"jsonld" jsonb,
	"toc_html" text,
	"seed_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "posts_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "province_faqs" (
	"id" serial PRIMARY KEY NOT NULL,
	"province_code" char(2) NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL,
	"seed_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "province_pages" (
	"slug" text PRIMARY KEY NOT NULL,
	"province_code" char(2) NOT NULL,
	"name" text NOT NULL,
	"blog_tag" text NOT NULL,
	"hero_title" text NOT NULL,
	"hero_intro" text NOT NULL,
	"seo_title" text,
	"seo_description" text,
	"faqs" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"min_coverage_html" text,
	"local_factors_html" text,
	"avg_cost_copy" text,
	"savings_tips" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"seed_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "province_pages_provinceCode_unique" UNIQUE("province_code")
);
--> statement-breakpoint
CREATE TABLE "provinces" (
	"code" char(2) PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"seed_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "provinces_name_unique" UNIQUE("name"),
	CONSTRAINT "provinces_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "testimonials" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"province_code" char(2) NOT NULL,
	"rating" smallint NOT NULL,
	"quote" text NOT NULL,
	"avatar_initials" text NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"seed_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"session_id" text NOT NULL,
	"event_type" text NOT NULL,
	"event_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"chat_session_id" uuid NOT NULL,
	"role" "chat_role" NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"mode" "chat_mode" NOT NULL,
	"fields" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"ready_for_consent" boolean DEFAULT false NOT NULL,
	"province_rejections" integer DEFAULT 0 NOT NULL,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "consent_records" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"quote_session_id" uuid,
	"chat_session_id" uuid,
	"purpose" "consent_purpose" NOT NULL,
	"channel" "consent_channel" NOT NULL,
	"granted" boolean NOT NULL,
	"wording_version" text NOT NULL,
	"wording" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"subject" "contact_subject" NOT NULL,
	"message" text NOT NULL,
	"source" text DEFAULT 'contact_page' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partners" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"kind" "partner_kind" DEFAULT 'rating_table' NOT NULL,
	"lines" text[] NOT NULL,
	"provinces" text[] NOT NULL,
	"appetite" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"price_posture" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"features" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"handoff_url" text NOT NULL,
	"api_url" text,
	"active" boolean DEFAULT true NOT NULL,
	"seed_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quote_clicks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id" uuid NOT NULL,
	"quote_id" uuid NOT NULL,
	"partner_id" text NOT NULL,
	"redirect_url" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quote_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"aggregator_session_id" text NOT NULL,
	"product_type" "product_type" NOT NULL,
	"category" text NOT NULL,
	"province_code" char(2) NOT NULL,
	"city" text,
	"postal_fsa" char(3),
	"request" jsonb NOT NULL,
	"form_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"entry_point" text,
	"blog_slug" text,
	"chat_session_id" uuid,
	"rate_table_version" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quote_sessions_aggregatorSessionId_unique" UNIQUE("aggregator_session_id")
);
--> statement-breakpoint
CREATE TABLE "quotes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id" uuid NOT NULL,
	"partner_id" text NOT NULL,
	"partner_name" text NOT NULL,
	"coverage_type" text NOT NULL,
	"coverage_limit" integer,
	"deductible" integer,
	"features" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"annual_premium" integer NOT NULL,
	"monthly_premium" integer NOT NULL,
	"factors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"range" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limit_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_sessions" (
	"id_hash" text PRIMARY KEY NOT NULL,
	"staff_user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"role" "staff_role" NOT NULL,
	"password_hash" text NOT NULL,
	"last_login_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
ALTER TABLE "category_province_content" ADD CONSTRAINT "category_province_content_category_slug_categories_slug_fk" FOREIGN KEY ("category_slug") REFERENCES "public"."categories"("slug") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "category_province_content" ADD CONSTRAINT "category_province_content_province_code_provinces_code_fk" FOREIGN KEY ("province_code") REFERENCES "public"."provinces"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "province_faqs" ADD CONSTRAINT "province_faqs_province_code_provinces_code_fk" FOREIGN KEY ("province_code") REFERENCES "public"."provinces"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "province_pages" ADD CONSTRAINT "province_pages_province_code_provinces_code_fk" FOREIGN KEY ("province_code") REFERENCES "public"."provinces"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "testimonials" ADD CONSTRAINT "testimonials_province_code_provinces_code_fk" FOREIGN KEY ("province_code") REFERENCES "public"."provinces"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_chat_session_id_chat_sessions_id_fk" FOREIGN KEY ("chat_session_id") REFERENCES "public"."chat_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consent_records" ADD CONSTRAINT "consent_records_quote_session_id_quote_sessions_id_fk" FOREIGN KEY ("quote_session_id") REFERENCES "public"."quote_sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consent_records" ADD CONSTRAINT "consent_records_chat_session_id_chat_sessions_id_fk" FOREIGN KEY ("chat_session_id") REFERENCES "public"."chat_sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_clicks" ADD CONSTRAINT "quote_clicks_session_id_quote_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."quote_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_clicks" ADD CONSTRAINT "quote_clicks_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_clicks" ADD CONSTRAINT "quote_clicks_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_sessions" ADD CONSTRAINT "quote_sessions_chat_session_id_chat_sessions_id_fk" FOREIGN KEY ("chat_session_id") REFERENCES "public"."chat_sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_session_id_quote_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."quote_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_sessions" ADD CONSTRAINT "staff_sessions_staff_user_id_staff_users_id_fk" FOREIGN KEY ("staff_user_id") REFERENCES "public"."staff_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "categories_active_sort_idx" ON "categories" USING btree ("active","sort_order");--> statement-breakpoint
CREATE INDEX "categories_active_display_idx" ON "categories" USING btree ("active","display_order");--> statement-breakpoint
CREATE UNIQUE INDEX "category_province_content_pair_idx" ON "category_province_content" USING btree ("category_slug","province_code");--> statement-breakpoint
CREATE INDEX "posts_status_published_at_idx" ON "posts" USING btree ("status","published_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "posts_status_category_published_at_idx" ON "posts" USING btree ("status","category","published_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "posts_featured_idx" ON "posts" USING btree ("is_featured","featured_order");--> statement-breakpoint
CREATE INDEX "posts_created_at_idx" ON "posts" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "posts_tags_idx" ON "posts" USING gin ("tags");--> statement-breakpoint
CREATE INDEX "province_faqs_province_order_idx" ON "province_faqs" USING btree ("province_code","display_order");--> statement-breakpoint
CREATE UNIQUE INDEX "province_faqs_province_question_idx" ON "province_faqs" USING btree ("province_code","question");--> statement-breakpoint
CREATE INDEX "analytics_events_type_time_idx" ON "analytics_events" USING btree ("event_type","occurred_at");--> statement-breakpoint
CREATE INDEX "analytics_events_time_idx" ON "analytics_events" USING btree ("occurred_at");--> statement-breakpoint
CREATE INDEX "analytics_events_session_idx" ON "analytics_events" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "chat_messages_session_idx" ON "chat_messages" USING btree ("chat_session_id","id");--> statement-breakpoint
CREATE INDEX "chat_sessions_created_idx" ON "chat_sessions" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "consent_records_quote_session_idx" ON "consent_records" USING btree ("quote_session_id");--> statement-breakpoint
CREATE INDEX "consent_records_chat_session_idx" ON "consent_records" USING btree ("chat_session_id");--> statement-breakpoint
CREATE INDEX "contact_messages_created_idx" ON "contact_messages" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "contact_messages_email_idx" ON "contact_messages" USING btree ("email");--> statement-breakpoint
CREATE INDEX "quote_clicks_session_idx" ON "quote_clicks" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "quote_clicks_created_idx" ON "quote_clicks" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "quote_sessions_created_idx" ON "quote_sessions" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "quote_sessions_province_created_idx" ON "quote_sessions" USING btree ("province_code","created_at");--> statement-breakpoint
CREATE INDEX "quotes_session_idx" ON "quotes" USING btree ("session_id","annual_premium");--> statement-breakpoint
CREATE INDEX "rate_limit_counters_window_idx" ON "rate_limit_counters" USING btree ("window_start");--> statement-breakpoint
CREATE INDEX "staff_sessions_user_idx" ON "staff_sessions" USING btree ("staff_user_id");--> statement-breakpoint
CREATE INDEX "staff_sessions_expires_idx" ON "staff_sessions" USING btree ("expires_at");