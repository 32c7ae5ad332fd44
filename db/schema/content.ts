import { sql } from "drizzle-orm";
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  char,
  primaryKey,
  type AnyPgColumn,
} from "drizzle-orm/pg-core";
import { seedHash, timestamps } from "./columns";
import { insuranceType, postCategory, postStatus } from "./enums";

export interface QuestionAnswer {
  q: string;
  a: string;
}
export interface FaqItem {
  question: string;
  answer: string;
}
export interface ContentSection {
  title: string;
  body: string;
  image_url?: string | null;
}

export const provinces = pgTable("provinces", {
  code: char({ length: 2 }).primaryKey(),
  name: text().notNull().unique(),
  slug: text().notNull().unique(),
  active: boolean().notNull().default(true),
  ...seedHash,
  ...timestamps,
});

export const provinceFaqs = pgTable(
  "province_faqs",
  {
    id: serial().primaryKey(),
    provinceCode: char({ length: 2 })
      .notNull()
      .references(() => provinces.code, { onDelete: "cascade" }),
    question: text().notNull(),
    answer: text().notNull(),
    displayOrder: integer().notNull().default(0),
    ...seedHash,
    ...timestamps,
  },
  (table) => [
    index("province_faqs_province_order_idx").on(table.provinceCode, table.displayOrder),
    uniqueIndex("province_faqs_province_question_idx").on(table.provinceCode, table.question),
  ],
);

/**
 * The FAQ page's general questions (content/faq/general.yaml): questions that concern every province,
 * in their order on the page. French text is in content_translations (kind "general_faq").
 */
export const generalFaqs = pgTable("general_faqs", {
  slug: text().primaryKey(),
  question: text().notNull(),
  answer: text().notNull(),
  displayOrder: integer().notNull().default(0),
  ...seedHash,
  ...timestamps,
});

export const provincePages = pgTable("province_pages", {
  slug: text().primaryKey(),
  provinceCode: char({ length: 2 })
    .notNull()
    .unique()
    .references(() => provinces.code, { onDelete: "cascade" }),
  name: text().notNull(),
  blogTag: text().notNull(),
  heroTitle: text().notNull(),
  heroIntro: text().notNull(),
  seoTitle: text(),
  seoDescription: text(),
  faqs: jsonb().$type<QuestionAnswer[]>().notNull().default([]),
  minCoverageHtml: text(),
  localFactorsHtml: text(),
  avgCostCopy: text(),
  savingsTips: jsonb().$type<string[]>().notNull().default([]),
  published: boolean().notNull().default(true),
  ...seedHash,
  ...timestamps,
});

export const categories = pgTable(
  "categories",
  {
    slug: text().primaryKey(),
    title: text().notNull(),
    active: boolean().notNull().default(true),
    sortOrder: integer().notNull().default(0),
    displayOrder: integer().notNull().default(0),
    articleSlug: text().unique(),
    articleTitle: text(),
    articleMd: text(),
    articleOgImageUrl: text(),
    articleLastUpdated: date({ mode: "string" }),
    articleFaq: jsonb().$type<QuestionAnswer[]>().notNull().default([]),
    heroLabel: text(),
    heroHeading: text(),
    heroSubtext: text(),
    coveragePoints: jsonb().$type<string[]>().notNull().default([]),
    saveTips: jsonb().$type<string[]>().notNull().default([]),
    faq: jsonb().$type<FaqItem[]>().notNull().default([]),
    seoTitle: text(),
    metaDescription: text(),
    ogImageUrl: text(),
    ...seedHash,
    ...timestamps,
  },
  (table) => [
    index("categories_active_sort_idx").on(table.active, table.sortOrder),
    index("categories_active_display_idx").on(table.active, table.displayOrder),
  ],
);

export const categoryProvinceContent = pgTable(
  "category_province_content",
  {
    id: serial().primaryKey(),
    categorySlug: text()
      .notNull()
      .references(() => categories.slug, { onDelete: "cascade", onUpdate: "cascade" }),
    provinceCode: char({ length: 2 })
      .notNull()
      .references(() => provinces.code, { onDelete: "cascade" }),
    published: boolean().notNull().default(false),
    heroLabel: text(),
    heroHeading: text(),
    heroSubtext: text(),
    coveragePoints: jsonb().$type<string[]>(),
    saveTips: jsonb().$type<string[]>(),
    faq: jsonb().$type<FaqItem[]>(),
    seoTitle: text(),
    metaDescription: text(),
    ogImageUrl: text(),
    ...seedHash,
    ...timestamps,
  },
  (table) => [uniqueIndex("category_province_content_pair_idx").on(table.categorySlug, table.provinceCode)],
);

export const posts = pgTable(
  "posts",
  {
    id: uuid().primaryKey().defaultRandom(),
    title: text().notNull(),
    subtitle: text(),
    slug: text().notNull().unique(),
    contentMd: text().notNull(),
    contentHtml: text(),
    excerpt: text(),
    coverImageUrl: text(),
    coverImageCaption: text(),
    category: postCategory(),
    insuranceType: insuranceType(),
    status: postStatus().notNull().default("draft"),
    isFeatured: boolean().notNull().default(false),
    featuredOrder: smallint(),
    publishedAt: timestamp({ withTimezone: true }),
    readingMin: integer().notNull().default(1),
    tags: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    seoTitle: text(),
    seoDescription: text(),
    canonicalUrl: text(),
    ogImage: text(),
    twitterCard: text(),
    noindex: boolean().notNull().default(false),
    jsonld: jsonb().$type<Record<string, unknown>>(),
    tocHtml: text(),
    /** The post's language (decision 0035): "en" or "fr". */
    language: text().notNull().default("en"),
    /** The English post this one translates; its twin for hreflang and the language switcher. */
    translationOf: uuid().references((): AnyPgColumn => posts.id, { onDelete: "set null" }),
    ...seedHash,
    ...timestamps,
  },
  (table) => [
    index("posts_language_status_published_at_idx").on(table.language, table.status, table.publishedAt.desc()),
    uniqueIndex("posts_translation_language_idx")
      .on(table.translationOf, table.language)
      .where(sql`${table.translationOf} is not null`),
    index("posts_status_published_at_idx").on(table.status, table.publishedAt.desc()),
    index("posts_status_category_published_at_idx").on(table.status, table.category, table.publishedAt.desc()),
    index("posts_featured_idx").on(table.isFeatured, table.featuredOrder),
    index("posts_created_at_idx").on(table.createdAt.desc()),
    index("posts_tags_idx").using("gin", table.tags),
  ],
);

export const companyPages = pgTable("company_pages", {
  slug: text().primaryKey(),
  title: text().notNull(),
  published: boolean().notNull().default(false),
  metaTitle: text(),
  metaDescription: text(),
  heroTitle: text().notNull(),
  heroSubtitle: text(),
  contentSections: jsonb().$type<ContentSection[]>().notNull().default([]),
  ctaTitle: text(),
  ctaSubtitle: text(),
  ctaButtonText: text(),
  ctaButtonLink: text(),
  ...seedHash,
  ...timestamps,
});

export const testimonials = pgTable("testimonials", {
  id: serial().primaryKey(),
  name: text().notNull(),
  provinceCode: char({ length: 2 })
    .notNull()
    .references(() => provinces.code),
  rating: smallint().notNull(),
  quote: text().notNull(),
  avatarInitials: text().notNull(),
  /** True for examples written by us rather than a verified customer review (shown as such). */
  isIllustrative: boolean().notNull().default(false),
  displayOrder: integer().notNull().default(0),
  active: boolean().notNull().default(true),
  ...seedHash,
  ...timestamps,
});

/**
 * The French (or any other language's) text of a content row that has one row per thing: a province
 * page, a category's guide and comparison page, a province's comparison override, a company page, a
 * testimonial, a partner (decision 0035). `fields` holds the translated columns under the row's own
 * column names; the English row keeps everything else (order, flags, codes). `slug` is the page's
 * address in that language, where it has one.
 */
export const contentTranslations = pgTable(
  "content_translations",
  {
    kind: text().notNull(),
    key: text().notNull(),
    language: text().notNull(),
    slug: text(),
    fields: jsonb().$type<Record<string, unknown>>().notNull(),
    ...seedHash,
    ...timestamps,
  },
  (table) => [
    primaryKey({ columns: [table.kind, table.key, table.language] }),
    uniqueIndex("content_translations_slug_idx").on(table.kind, table.language, table.slug),
  ],
);
