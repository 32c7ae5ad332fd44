import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { and, eq } from "drizzle-orm";
import matter from "gray-matter";
import { toHtml } from "hast-util-to-html";
import { z } from "../../core/shared/zod";
import { POST_CATEGORIES, POST_INSURANCE_TYPES } from "../../core/content/blog-rules";
import { FEATURED_ORDER_CAP } from "../../core/content/featured-order";
import { renderMarkdownToTree } from "../../core/content/markdown";
import { PROVINCE_CODES, PROVINCES } from "../../core/shared/provinces";
import type { Database } from "../client";
import { buildPost } from "../factories/post-factory";
import { CONTENT_DIR } from "../project-root";
import {
  categories,
  categoryProvinceContent,
  companyPages,
  partners,
  posts,
  provinceFaqs,
  provincePages,
  provinces,
  testimonials,
} from "../schema";
import { byColumn, seedRows, type SeedCounts } from "./seed-rows";

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
  return parseFrontMatter(file, matter(`---\n${text}\n---\n`).data, schema);
}

export function parseFrontMatter<Schema extends z.ZodType>(
  file: string,
  data: unknown,
  schema: Schema,
): z.output<Schema> {
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
    byColumn(provinces.code, (row) => row.code),
    PROVINCES.map(({ code, name, slug }) => ({ code, name, slug, active: true })),
  );
}

const faqListSchema = z.array(z.object({ question: z.string().min(1), answer: z.string().min(1) }).strict());

export const learnGuideSeedSchema = z
  .object({
    category: z.string().regex(/^[a-z0-9-]+$/),
    article_slug: z.string().regex(/^[a-z0-9-]+$/),
    article_title: z.string().min(1).max(90),
    article_og_image_url: sitePath.nullish(),
    last_updated: z
      .union([z.date(), z.iso.date()])
      .transform((value) => (typeof value === "string" ? value : value.toISOString().slice(0, 10))),
    faq: z.array(z.object({ q: z.string().min(1), a: z.string().min(1) }).strict()),
  })
  .strict();

export const comparisonSeedSchema = z
  .object({
    category: z.string().regex(/^[a-z0-9-]+$/),
    hero_label: z.string().min(1),
    hero_heading: z.string().min(1),
    hero_subtext: z.string().min(1),
    coverage_points: z.array(z.string().min(1)),
    save_tips: z.array(z.string().min(1)),
    faq: faqListSchema,
    seo_title: z.string().max(70),
    meta_description: z.string().max(200),
  })
  .strict();

export const comparisonOverrideSeedSchema = comparisonSeedSchema
  .omit({ hero_label: true })
  .extend({ province_code: z.enum(PROVINCE_CODES), published: z.boolean(), hero_label: z.string().min(1).optional() })
  .strict();

function optionalContentFile(folder: string, name: string): { file: string; text: string } | null {
  const file = join(CONTENT_DIR, folder, name);
  return existsSync(file) ? { file, text: readFileSync(file, "utf8") } : null;
}

/** A category row joins its basic file, its learn guide and its comparison content. */
export async function seedCategories(db: Database): Promise<SeedCounts> {
  const records = readContentFiles("categories", ".yaml").map(({ file, text }) => {
    const category = parseYamlFile(file, text, categorySeedSchema);
    const guideFile = optionalContentFile("learn", `${category.slug}.md`);
    const compareFile = optionalContentFile("compare", `${category.slug}.yaml`);
    const guide = guideFile ? matter(guideFile.text) : null;
    const guideFront = guide && guideFile ? parseFrontMatter(guideFile.file, guide.data, learnGuideSeedSchema) : null;
    const comparison = compareFile ? parseYamlFile(compareFile.file, compareFile.text, comparisonSeedSchema) : null;
    return {
      slug: category.slug,
      title: category.title,
      active: category.active,
      sortOrder: category.sort_order,
      displayOrder: category.display_order,
      ...(guide && guideFront
        ? {
            articleSlug: guideFront.article_slug,
            articleTitle: guideFront.article_title,
            articleMd: guide.content.trim(),
            articleOgImageUrl: guideFront.article_og_image_url ?? null,
            articleLastUpdated: guideFront.last_updated,
            articleFaq: guideFront.faq,
          }
        : {}),
      ...(comparison
        ? {
            heroLabel: comparison.hero_label,
            heroHeading: comparison.hero_heading,
            heroSubtext: comparison.hero_subtext,
            coveragePoints: comparison.coverage_points,
            saveTips: comparison.save_tips,
            faq: comparison.faq,
            seoTitle: comparison.seo_title,
            metaDescription: comparison.meta_description,
          }
        : {}),
    };
  });
  return seedRows(
    db,
    categories,
    byColumn(categories.slug, (row) => row.slug),
    records,
  );
}

/** Province-specific comparison content: content/compare/{category}/{province code}.yaml. */
export async function seedCategoryProvinceContent(db: Database): Promise<SeedCounts> {
  const compareDir = join(CONTENT_DIR, "compare");
  const folders = readdirSync(compareDir, { withFileTypes: true }).filter((entry) => entry.isDirectory());
  const records = folders.flatMap((folder) =>
    readContentFiles(join("compare", folder.name), ".yaml").map(({ file, text }) => {
      const content = parseYamlFile(file, text, comparisonOverrideSeedSchema);
      return {
        categorySlug: content.category,
        provinceCode: content.province_code,
        published: content.published,
        heroLabel: content.hero_label ?? null,
        heroHeading: content.hero_heading,
        heroSubtext: content.hero_subtext,
        coveragePoints: content.coverage_points,
        saveTips: content.save_tips,
        faq: content.faq,
        seoTitle: content.seo_title,
        metaDescription: content.meta_description,
      };
    }),
  );
  return seedRows(
    db,
    categoryProvinceContent,
    (row) =>
      and(
        eq(categoryProvinceContent.categorySlug, row.categorySlug),
        eq(categoryProvinceContent.provinceCode, row.provinceCode),
      ),
    records,
  );
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
  return seedRows(
    db,
    companyPages,
    byColumn(companyPages.slug, (row) => row.slug),
    records,
  );
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
  return seedRows(
    db,
    posts,
    byColumn(posts.slug, (row) => row.slug),
    records,
  );
}

const provinceCode = z.enum(PROVINCE_CODES);

export const provincePageSeedSchema = z
  .object({
    province_code: provinceCode,
    slug: z.string().regex(/^[a-z0-9-]+$/),
    name: z.string().min(1),
    blog_tag: z.string().regex(/^[a-z0-9-]+$/),
    hero_title: z.string().min(1).max(80),
    hero_intro: z.string().min(1).max(400),
    seo_title: z.string().max(70),
    seo_description: z.string().max(200),
    min_coverage: z.string().min(1),
    local_factors: z.string().min(1),
    avg_cost_copy: z.string().min(1),
    savings_tips: z.array(z.string().min(1)).min(1),
    faqs: z.array(z.object({ q: z.string().min(1), a: z.string().min(1) }).strict()).min(1),
  })
  .strict();

export type ProvincePageSeed = z.output<typeof provincePageSeedSchema>;

export function readProvincePageSeeds(): ProvincePageSeed[] {
  return readContentFiles("provinces", ".yaml").map(({ file, text }) =>
    parseYamlFile(file, text, provincePageSeedSchema),
  );
}

/** Province pages store their rich text as sanitized HTML (quote-side spec: min_coverage_html, local_factors_html). */
export async function seedProvincePages(db: Database): Promise<SeedCounts> {
  const records = readProvincePageSeeds().map((page) => ({
    slug: page.slug,
    provinceCode: page.province_code,
    name: page.name,
    blogTag: page.blog_tag,
    heroTitle: page.hero_title,
    heroIntro: page.hero_intro,
    seoTitle: page.seo_title,
    seoDescription: page.seo_description,
    minCoverageHtml: toHtml(renderMarkdownToTree(page.min_coverage)),
    localFactorsHtml: toHtml(renderMarkdownToTree(page.local_factors)),
    avgCostCopy: page.avg_cost_copy,
    savingsTips: page.savings_tips,
    faqs: page.faqs,
    published: true,
  }));
  return seedRows(
    db,
    provincePages,
    byColumn(provincePages.slug, (row) => row.slug),
    records,
  );
}

/** The FAQ page reads province FAQs from their own table; they come from the province files. */
export async function seedProvinceFaqs(db: Database): Promise<SeedCounts> {
  const records = readProvincePageSeeds().flatMap((page) =>
    page.faqs.map((faq, index) => ({
      provinceCode: page.province_code,
      question: faq.q,
      answer: faq.a,
      displayOrder: index + 1,
    })),
  );
  return seedRows(
    db,
    provinceFaqs,
    (row) => and(eq(provinceFaqs.provinceCode, row.provinceCode), eq(provinceFaqs.question, row.question)),
    records,
  );
}

export const testimonialSeedSchema = z
  .object({
    name: z.string().min(1),
    province_code: provinceCode,
    rating: z.number().int().min(1).max(5),
    quote: z.string().min(1),
    avatar_initials: z.string().min(1).max(3),
    illustrative: z.boolean(),
    display_order: z.number().int(),
  })
  .strict();

export async function seedTestimonials(db: Database): Promise<SeedCounts> {
  const records = readContentFiles("testimonials", ".yaml").map(({ file, text }) => {
    const item = parseYamlFile(file, text, testimonialSeedSchema);
    return {
      name: item.name,
      provinceCode: item.province_code,
      rating: item.rating,
      quote: item.quote,
      avatarInitials: item.avatar_initials,
      isIllustrative: item.illustrative,
      displayOrder: item.display_order,
      active: true,
    };
  });
  return seedRows(
    db,
    testimonials,
    (row) => and(eq(testimonials.name, row.name), eq(testimonials.provinceCode, row.provinceCode)),
    records,
  );
}

export const partnerSeedSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9-]+$/),
    name: z.string().min(1),
    kind: z.enum(["rating_table", "http"]),
    lines: z.array(z.enum(["car", "home", "travel", "business", "life"])).min(1),
    provinces: z.array(provinceCode).min(1),
    appetite: z
      .object({
        min_years_licensed: z.number().int().min(0),
        max_accidents: z.number().int().min(0),
        max_tickets: z.number().int().min(0),
        accepts_high_risk: z.boolean(),
      })
      .strict(),
    price_posture: z
      .object({
        multiplier: z.number().positive(),
        new_driver_multiplier: z.number().positive(),
        high_risk_multiplier: z.number().positive(),
      })
      .strict(),
    features: z.array(z.string().min(1)).min(1),
    handoff_url: sitePath,
    api_url: z.url().optional(),
  })
  .strict();

export type PartnerSeed = z.output<typeof partnerSeedSchema>;

export function readPartnerSeeds(): PartnerSeed[] {
  return readContentFiles("partners", ".yaml").map(({ file, text }) => parseYamlFile(file, text, partnerSeedSchema));
}

/** The partner catalogue: fictional partners that show how comparison works until real ones sign. */
export async function seedPartners(db: Database): Promise<SeedCounts> {
  const records = readPartnerSeeds().map((partner) => ({
    id: partner.id,
    name: partner.name,
    kind: partner.kind,
    lines: partner.lines,
    provinces: partner.provinces,
    appetite: partner.appetite,
    pricePosture: partner.price_posture,
    features: partner.features,
    handoffUrl: partner.handoff_url,
    apiUrl: partner.api_url ?? null,
    active: true,
  }));
  return seedRows(
    db,
    partners,
    byColumn(partners.id, (row) => row.id),
    records,
  );
}
