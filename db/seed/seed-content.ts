import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import matter from "gray-matter";
import { z } from "zod";
import { POST_CATEGORIES, POST_INSURANCE_TYPES } from "../../core/content/blog-rules";
import { FEATURED_ORDER_CAP } from "../../core/content/featured-order";
import { PROVINCES } from "../../core/shared/provinces";
import type { Database } from "../client";
import { buildPost } from "../factories/post-factory";
import { CONTENT_DIR } from "../project-root";
import { categories, companyPages, posts, provinces } from "../schema";
import { seedRows, type SeedCounts } from "./seed-rows";

const sitePath = z.string().regex(/^\/[^\s]*$/, "must be a site path starting with /");

export const companyPageSeedSchema = z
  .object({
    slug: z.string().regex(/^[a-z0-9-]+$/),
    title: z.string().min(1),
    published: z.boolean(),
    meta_title: z.string().max(70).nullish(),
    meta_description: z.string().max(200).nullish(),
    hero_title: z.string().min(1),
    hero_subtitle: z.string().nullish(),
    sections: z.array(
      z.object({ title: z.string().min(1), body: z.string().min(1), image_url: sitePath.nullish() }).strict(),
    ),
    cta_title: z.string().nullish(),
    cta_subtitle: z.string().nullish(),
    cta_button_text: z.string().nullish(),
    cta_button_link: sitePath.nullish(),
  })
  .strict();

export const categorySeedSchema = z
  .object({
    slug: z.string().regex(/^[a-z0-9-]+$/),
    title: z.string().min(1),
    active: z.boolean(),
    sort_order: z.number().int(),
    display_order: z.number().int(),
  })
  .strict();

/** Reads every file with the given extension in a content folder, sorted by name. */
export function readContentFiles(folder: string, extension: string): { file: string; text: string }[] {
  const directory = join(CONTENT_DIR, folder);
  return readdirSync(directory)
    .filter((name) => name.endsWith(extension))
    .sort()
    .map((name) => ({ file: join(directory, name), text: readFileSync(join(directory, name), "utf8") }));
}

/** Parses a YAML file (read as front matter of an otherwise empty document) against a schema. */
export function parseYamlFile<Schema extends z.ZodType>(file: string, text: string, schema: Schema): z.output<Schema> {
  const data = matter(`---\n${text}\n---\n`).data;
  const result = schema.safeParse(data);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`).join("; ");
    throw new Error(`Seed file ${file} is invalid: ${problems}`);
  }
  return result.data;
}

export async function seedProvinces(db: Database): Promise<SeedCounts> {
  return seedRows(
    db,
    provinces,
    provinces.code,
    (row) => row.code,
    PROVINCES.map(({ code, name, slug }) => ({ code, name, slug, active: true })),
  );
}

export async function seedCategories(db: Database): Promise<SeedCounts> {
  const records = readContentFiles("categories", ".yaml").map(({ file, text }) => {
    const category = parseYamlFile(file, text, categorySeedSchema);
    return {
      slug: category.slug,
      title: category.title,
      active: category.active,
      sortOrder: category.sort_order,
      displayOrder: category.display_order,
    };
  });
  return seedRows(db, categories, categories.slug, (row) => row.slug, records);
}

export async function seedCompanyPages(db: Database): Promise<SeedCounts> {
  const records = readContentFiles("company", ".yaml").map(({ file, text }) => {
    const page = parseYamlFile(file, text, companyPageSeedSchema);
    return {
      slug: page.slug,
      title: page.title,
      published: page.published,
      metaTitle: page.meta_title ?? null,
      metaDescription: page.meta_description ?? null,
      heroTitle: page.hero_title,
      heroSubtitle: page.hero_subtitle ?? null,
      contentSections: page.sections.map((section) => ({
        title: section.title,
        body: section.body,
        image_url: section.image_url ?? null,
      })),
      ctaTitle: page.cta_title ?? null,
      ctaSubtitle: page.cta_subtitle ?? null,
      ctaButtonText: page.cta_button_text ?? null,
      ctaButtonLink: page.cta_button_link ?? null,
    };
  });
  return seedRows(db, companyPages, companyPages.slug, (row) => row.slug, records);
}

const isoDate = z
  .union([z.date(), z.iso.date()])
  .transform((value) => (typeof value === "string" ? new Date(`${value}T12:00:00Z`) : value));

export const postSeedSchema = z
  .object({
    title: z.string().min(1).max(200),
    slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
    subtitle: z.string().nullish(),
    excerpt: z.string().max(300).nullish(),
    category: z.enum(POST_CATEGORIES),
    insurance_type: z.enum(POST_INSURANCE_TYPES),
    tags: z.array(z.string().regex(/^[a-z0-9-]+$/)).default([]),
    cover_image_url: sitePath.nullish(),
    cover_image_caption: z.string().nullish(),
    published_at: isoDate,
    featured_order: z.number().int().min(1).max(FEATURED_ORDER_CAP).nullish(),
    seo_title: z.string().max(70).nullish(),
    seo_description: z.string().max(200).nullish(),
  })
  .strict();

export async function seedPosts(db: Database): Promise<SeedCounts> {
  const records = readContentFiles("posts", ".md").map(({ file, text }) => {
    const parsed = matter(text);
    const result = postSeedSchema.safeParse(parsed.data);
    if (!result.success) {
      const problems = result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`).join("; ");
      throw new Error(`Seed file ${file} is invalid: ${problems}`);
    }
    const post = result.data;
    return buildPost({
      slug: post.slug,
      title: post.title,
      subtitle: post.subtitle ?? null,
      contentMd: parsed.content.trim(),
      excerpt: post.excerpt ?? null,
      coverImageUrl: post.cover_image_url ?? null,
      coverImageCaption: post.cover_image_caption ?? null,
      category: post.category,
      insuranceType: post.insurance_type,
      tags: post.tags,
      status: "published",
      publishedAt: post.published_at,
      isFeatured: post.featured_order != null,
      featuredOrder: post.featured_order ?? null,
      seoTitle: post.seo_title ?? null,
      seoDescription: post.seo_description ?? null,
    });
  });
  return seedRows(db, posts, posts.slug, (row) => row.slug, records);
}
