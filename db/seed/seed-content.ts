import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { and, eq, inArray, isNotNull, notInArray } from "drizzle-orm";
import matter from "gray-matter";
import { toHtml } from "hast-util-to-html";
import { z } from "../../core/shared/zod";
import { POST_CATEGORIES, POST_INSURANCE_TYPES } from "../../core/content/blog-rules";
import { GENERAL_FAQ_LIMIT, GENERAL_FAQ_MINIMUM } from "../../core/content/faq-rules";
import { findProvinceMentions } from "../../core/content/province-mentions";
import { FEATURED_ORDER_CAP } from "../../core/content/featured-order";
import { renderMarkdownToTree } from "../../core/content/markdown";
import { PROVINCE_CODES, PROVINCES } from "../../core/shared/provinces";
import { storedAppetiteSchema, storedPostureSchema } from "../../core/pricing/partners";
import { featureTagsSchema } from "../../core/pricing/feature-tags";
import { CATEGORY_SLUGS } from "../../core/shared/insurance-categories";
import type { Language } from "../../core/i18n/languages";
import type { Database } from "../client";
import { buildPost } from "../factories/post-factory";
import { CONTENT_DIR } from "../project-root";
import {
  categories,
  categoryProvinceContent,
  companyPages,
  contentTranslations,
  generalFaqs,
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

/**
 * Where a language's content files live under content/: English at the top, another language in its
 * own folder with the same layout and file names (content/fr/provinces/qc.yaml; docs/french.md).
 */
export function contentFolder(language: Language, folder: string): string {
  return language === "en" ? folder : join(language, folder);
}

/** Reads every file with the given extension in a content folder, sorted by name. */
export function readContentFiles(folder: string, extension: string): { file: string; name: string; text: string }[] {
  const directory = join(CONTENT_DIR, folder);
  if (!existsSync(directory)) return [];
  return readdirSync(directory)
    .filter((name) => name.endsWith(extension))
    .sort()
    .map((name) => ({ file: join(directory, name), name, text: readFileSync(join(directory, name), "utf8") }));
}

/** A seed record and the file it came from (a translation is paired with its English twin by file name). */
export interface NamedRecord<Record> {
  name: string;
  record: Record;
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

/** A category row joins its basic file, its learn guide and its comparison content (by the file's name). */
export function categoryRecords(language: Language) {
  return readContentFiles(contentFolder(language, "categories"), ".yaml").map(({ file, name, text }) => {
    const category = parseYamlFile(file, text, categorySeedSchema);
    const base = name.replace(/\.yaml$/, "");
    const guideFile = optionalContentFile(contentFolder(language, "learn"), `${base}.md`);
    const compareFile = optionalContentFile(contentFolder(language, "compare"), `${base}.yaml`);
    const guide = guideFile ? matter(guideFile.text) : null;
    const guideFront = guide && guideFile ? parseFrontMatter(guideFile.file, guide.data, learnGuideSeedSchema) : null;
    const comparison = compareFile ? parseYamlFile(compareFile.file, compareFile.text, comparisonSeedSchema) : null;
    const record = {
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
    return { name, record };
  });
}

export async function seedCategories(db: Database): Promise<SeedCounts> {
  return seedRows(
    db,
    categories,
    byColumn(categories.slug, (row) => row.slug),
    categoryRecords("en").map(({ record }) => record),
  );
}

/** Province-specific comparison content: content/compare/{category}/{province code}.yaml. */
export function categoryProvinceRecords(language: Language) {
  const compareDir = join(CONTENT_DIR, contentFolder(language, "compare"));
  if (!existsSync(compareDir)) return [];
  const folders = readdirSync(compareDir, { withFileTypes: true }).filter((entry) => entry.isDirectory());
  return folders.flatMap((folder) =>
    readContentFiles(join(contentFolder(language, "compare"), folder.name), ".yaml").map(({ file, name, text }) => {
      const content = parseYamlFile(file, text, comparisonOverrideSeedSchema);
      const record = {
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
      return { name: `${folder.name}/${name}`, record };
    }),
  );
}

export async function seedCategoryProvinceContent(db: Database): Promise<SeedCounts> {
  const records = categoryProvinceRecords("en").map(({ record }) => record);
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

export function companyPageRecords(language: Language) {
  return readContentFiles(contentFolder(language, "company"), ".yaml").map(({ file, name, text }) => {
    const page = parseYamlFile(file, text, companyPageSeedSchema);
    const record = {
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
    return { name, record };
  });
}

export async function seedCompanyPages(db: Database): Promise<SeedCounts> {
  return seedRows(
    db,
    companyPages,
    byColumn(companyPages.slug, (row) => row.slug),
    companyPageRecords("en").map(({ record }) => record),
  );
}

const isoDate = z
  .union([z.date(), z.iso.date()])
  .transform((value) => (typeof value === "string" ? new Date(`${value}T12:00:00Z`) : value));

const postSeedFields = z
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
    /** The day the text last changed in substance, when after publication: the post's dateModified. */
    updated_at: isoDate.optional(),
    featured_order: z.number().int().min(1).max(FEATURED_ORDER_CAP).nullish(),
    seo_title: z.string().max(70).nullish(),
    seo_description: z.string().max(200).nullish(),
  })
  .strict();

const UPDATED_AFTER_PUBLISHED = {
  check: (post: { published_at: Date; updated_at?: Date | undefined }) =>
    !post.updated_at || post.updated_at >= post.published_at,
  message: { message: "updated_at must not be before published_at", path: ["updated_at"] },
};

export const postSeedSchema = postSeedFields.refine(UPDATED_AFTER_PUBLISHED.check, UPDATED_AFTER_PUBLISHED.message);

/** A translated post names the English post it translates (content/fr/posts, docs/french.md). */
export const translatedPostSeedSchema = postSeedFields
  .extend({ translation_of: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/) })
  .strict()
  .refine(UPDATED_AFTER_PUBLISHED.check, UPDATED_AFTER_PUBLISHED.message);

function readPostSeeds<Schema extends typeof postSeedSchema | typeof translatedPostSeedSchema>(
  folder: string,
  schema: Schema,
): { post: z.output<Schema>; contentMd: string }[] {
  return readContentFiles(folder, ".md").map(({ file, text }) => {
    const parsed = matter(text);
    return { post: parseFrontMatter(file, parsed.data, schema) as z.output<Schema>, contentMd: parsed.content.trim() };
  });
}

/** The front matter of one language's post files (the build draws each post's share image from it). */
export function readPostFrontMatter(language: Language): z.output<typeof postSeedSchema>[] {
  return language === "en"
    ? readPostSeeds("posts", postSeedSchema).map(({ post }) => post)
    : readPostSeeds(contentFolder(language, "posts"), translatedPostSeedSchema).map(({ post }) => post);
}

function postRecord(post: z.output<typeof postSeedSchema>, contentMd: string) {
  return buildPost({
    slug: post.slug,
    title: post.title,
    subtitle: post.subtitle ?? null,
    contentMd,
    excerpt: post.excerpt ?? null,
    coverImageUrl: post.cover_image_url ?? null,
    coverImageCaption: post.cover_image_caption ?? null,
    category: post.category,
    insuranceType: post.insurance_type,
    tags: post.tags,
    status: "published",
    publishedAt: post.published_at,
    // The content's own date, not the time of seeding (decision 0048): dateModified and the sitemap read it.
    updatedAt: post.updated_at ?? post.published_at,
    isFeatured: post.featured_order != null,
    featuredOrder: post.featured_order ?? null,
    seoTitle: post.seo_title ?? null,
    seoDescription: post.seo_description ?? null,
  });
}

/** English posts first, then each translation linked to the English post it names. */
export async function seedPosts(db: Database): Promise<SeedCounts> {
  const english = readPostSeeds("posts", postSeedSchema).map(({ post, contentMd }) => postRecord(post, contentMd));
  const counts = await seedRows(
    db,
    posts,
    byColumn(posts.slug, (row) => row.slug),
    english,
  );
  const french = readPostSeeds(contentFolder("fr", "posts"), translatedPostSeedSchema);
  if (french.length === 0) return counts;
  const originals = await db
    .select({ id: posts.id, slug: posts.slug })
    .from(posts)
    .where(inArray(posts.slug, [...new Set(french.map(({ post }) => post.translation_of))]));
  const idOf = new Map(originals.map((row) => [row.slug, row.id]));
  const records = french.map(({ post, contentMd }) => {
    const translationOf = idOf.get(post.translation_of);
    if (!translationOf)
      throw new Error(`Seed post ${post.slug} translates ${post.translation_of}, which is not a post`);
    const { translation_of: _original, ...fields } = post;
    return { ...postRecord(fields, contentMd), language: "fr", translationOf };
  });
  const translated = await seedRows(
    db,
    posts,
    byColumn(posts.slug, (row) => row.slug),
    records,
  );
  return {
    inserted: counts.inserted + translated.inserted,
    updated: counts.updated + translated.updated,
    unchanged: counts.unchanged + translated.unchanged,
    keptStaffEdits: counts.keptStaffEdits + translated.keptStaffEdits,
  };
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

export function readProvincePageSeeds(language: Language = "en"): ProvincePageSeed[] {
  return readContentFiles(contentFolder(language, "provinces"), ".yaml").map(({ file, text }) =>
    parseYamlFile(file, text, provincePageSeedSchema),
  );
}

/** Province pages store their rich text as sanitized HTML (quote-side spec: min_coverage_html, local_factors_html). */
export function provincePageRecords(language: Language) {
  return readProvincePageSeeds(language).map((page) => ({
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
}

export async function seedProvincePages(db: Database): Promise<SeedCounts> {
  return seedRows(
    db,
    provincePages,
    byColumn(provincePages.slug, (row) => row.slug),
    provincePageRecords("en"),
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

/**
 * The FAQ page's general questions: enough of them, each concerning every province, so none names a
 * province, a territory or one province's insurer (issue 24: they were the first Alberta and BC ones).
 */
export const generalFaqSeedSchema = z
  .object({
    questions: z
      .array(
        z
          .object({ id: z.string().regex(/^[a-z0-9-]+$/), q: z.string().min(1), a: z.string().min(1) })
          .strict()
          .superRefine((faq, context) => {
            const named = findProvinceMentions(`${faq.q}\n${faq.a}`);
            if (named.length > 0)
              context.addIssue({ code: "custom", message: `a general question names ${named.join(", ")}` });
          }),
      )
      .min(GENERAL_FAQ_MINIMUM)
      .max(GENERAL_FAQ_LIMIT)
      .refine((questions) => new Set(questions.map((faq) => faq.id)).size === questions.length, "ids must differ"),
  })
  .strict();

/** The general questions of one language's content/faq/general.yaml, in the page's order. */
export function generalFaqRecords(language: Language) {
  const file = optionalContentFile(contentFolder(language, "faq"), "general.yaml");
  if (!file) return [];
  return parseYamlFile(file.file, file.text, generalFaqSeedSchema).questions.map((faq, index) => ({
    slug: faq.id,
    question: faq.q,
    answer: faq.a,
    displayOrder: index + 1,
  }));
}

/** The English general questions; a question taken out of the file leaves the page too (unless staff edited it). */
export async function seedGeneralFaqs(db: Database): Promise<SeedCounts> {
  const records = generalFaqRecords("en");
  const counts = await seedRows(
    db,
    generalFaqs,
    byColumn(generalFaqs.slug, (row) => row.slug),
    records,
  );
  const removed = await db
    .delete(generalFaqs)
    .where(
      and(
        isNotNull(generalFaqs.seedHash),
        notInArray(
          generalFaqs.slug,
          records.map((record) => record.slug),
        ),
      ),
    )
    .returning({ slug: generalFaqs.slug });
  // A removed question changes the page as an edited one does (the page store is purged on either).
  return { ...counts, updated: counts.updated + removed.length };
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

export function testimonialRecords(language: Language) {
  return readContentFiles(contentFolder(language, "testimonials"), ".yaml").map(({ file, name, text }) => {
    const item = parseYamlFile(file, text, testimonialSeedSchema);
    const record = {
      name: item.name,
      provinceCode: item.province_code,
      rating: item.rating,
      quote: item.quote,
      avatarInitials: item.avatar_initials,
      isIllustrative: item.illustrative,
      displayOrder: item.display_order,
      active: true,
    };
    return { name, record };
  });
}

export async function seedTestimonials(db: Database): Promise<SeedCounts> {
  const records = testimonialRecords("en").map(({ record }) => record);
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
    lines: z.array(z.enum(CATEGORY_SLUGS)).min(1),
    provinces: z.array(provinceCode).min(1),
    appetite: storedAppetiteSchema.strict(),
    price_posture: storedPostureSchema.strict(),
    /** What the partner's product for each line it writes includes: every line, and no other. */
    features: z.partialRecord(z.enum(CATEGORY_SLUGS), z.array(z.string().min(1)).min(1)),
    /** What each line's product offers, in the words results are filtered and rated by (decision 0045). */
    feature_tags: featureTagsSchema.default({}),
    handoff_url: sitePath,
    api_url: z.url().optional(),
  })
  .strict()
  .superRefine((partner, context) => {
    const described = Object.keys(partner.features);
    for (const line of partner.lines) {
      if (!described.includes(line))
        context.addIssue({ code: "custom", path: ["features", line], message: `no features for ${line}` });
    }
    for (const line of described) {
      if (!(partner.lines as string[]).includes(line))
        context.addIssue({ code: "custom", path: ["features", line], message: `features for ${line}, not written` });
    }
    for (const line of Object.keys(partner.feature_tags)) {
      if (!(partner.lines as string[]).includes(line))
        context.addIssue({ code: "custom", path: ["feature_tags", line], message: `tags for ${line}, not written` });
    }
  });

export type PartnerSeed = z.output<typeof partnerSeedSchema>;

export function readPartnerSeeds(language: Language = "en"): PartnerSeed[] {
  return readContentFiles(contentFolder(language, "partners"), ".yaml").map(({ file, text }) =>
    parseYamlFile(file, text, partnerSeedSchema),
  );
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
    featureTags: partner.feature_tags,
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

type TranslationRecord = typeof contentTranslations.$inferInsert;

/** A comparison page's words, on a category and on a province's override alike. */
const COMPARISON_TEXT = [
  "heroLabel",
  "heroHeading",
  "heroSubtext",
  "coveragePoints",
  "saveTips",
  "faq",
  "seoTitle",
  "metaDescription",
] as const;

function pick<Record extends object, Key extends keyof Record>(record: Record, keys: readonly Key[]) {
  return Object.fromEntries(keys.filter((key) => key in record).map((key) => [key, record[key]])) as Pick<Record, Key>;
}

/** Pairs each translated file with its English twin of the same name; a file with no twin is an error. */
function pairByName<English, Translated>(
  kind: string,
  english: readonly NamedRecord<English>[],
  translated: readonly NamedRecord<Translated>[],
): { english: English; translated: Translated }[] {
  const byName = new Map(english.map((item) => [item.name, item.record]));
  return translated.map((item) => {
    const twin = byName.get(item.name);
    if (!twin) throw new Error(`Translated ${kind} ${item.name} has no English file of the same name`);
    return { english: twin, translated: item.record };
  });
}

/**
 * The text of one language's content files (content/fr/…) as translation rows over the English rows
 * (decision 0035): the columns a reader reads, keyed by the English row. Posts are rows of their own.
 */
export function translationRecords(language: Exclude<Language, "en">): TranslationRecord[] {
  const records: TranslationRecord[] = [];
  const add = (kind: string, key: string, slug: string | null, fields: object) =>
    records.push({ kind, key, language, slug, fields: fields as Record<string, unknown> });

  for (const page of provincePageRecords(language)) {
    add(
      "province_page",
      page.provinceCode,
      page.slug,
      pick(page, [
        "slug",
        "name",
        "heroTitle",
        "heroIntro",
        "seoTitle",
        "seoDescription",
        "minCoverageHtml",
        "localFactorsHtml",
        "avgCostCopy",
        "savingsTips",
        "faqs",
      ]),
    );
  }
  for (const { english, translated } of pairByName("category", categoryRecords("en"), categoryRecords(language))) {
    add(
      "category",
      english.slug,
      "articleSlug" in translated ? (translated.articleSlug ?? null) : null,
      pick(translated as Partial<CategoryRecord>, [
        "title",
        "articleSlug",
        "articleTitle",
        "articleMd",
        "articleFaq",
        "articleLastUpdated",
        ...COMPARISON_TEXT,
      ]),
    );
  }
  for (const { english, translated } of pairByName(
    "comparison override",
    categoryProvinceRecords("en"),
    categoryProvinceRecords(language),
  )) {
    add(
      "category_province",
      `${english.categorySlug}:${english.provinceCode}`,
      null,
      pick(translated, COMPARISON_TEXT),
    );
  }
  for (const { english, translated } of pairByName(
    "company page",
    companyPageRecords("en"),
    companyPageRecords(language),
  )) {
    add(
      "company_page",
      english.slug,
      translated.slug,
      pick(translated, [
        "slug",
        "title",
        "metaTitle",
        "metaDescription",
        "heroTitle",
        "heroSubtitle",
        "contentSections",
        "ctaTitle",
        "ctaSubtitle",
        "ctaButtonText",
        "ctaButtonLink",
      ]),
    );
  }
  for (const { english, translated } of pairByName(
    "testimonial",
    testimonialRecords("en"),
    testimonialRecords(language),
  )) {
    add("testimonial", `${english.name}:${english.provinceCode}`, null, pick(translated, ["quote"]));
  }
  const englishFaqs = new Set(generalFaqRecords("en").map((faq) => faq.slug));
  for (const faq of generalFaqRecords(language)) {
    if (!englishFaqs.has(faq.slug)) throw new Error(`Translated general question ${faq.slug} has no English twin`);
    add("general_faq", faq.slug, null, { question: faq.question, answer: faq.answer });
  }
  for (const partner of readPartnerSeeds(language)) {
    add("partner", partner.id, null, { name: partner.name, features: partner.features });
  }
  return records;
}

type CategoryRecord = ReturnType<typeof categoryRecords>[number]["record"] & {
  articleSlug?: string;
  articleTitle?: string;
  articleMd?: string;
  articleFaq?: unknown;
  articleLastUpdated?: string;
};

export async function seedTranslations(db: Database): Promise<SeedCounts> {
  return seedRows(
    db,
    contentTranslations,
    (row) =>
      and(
        eq(contentTranslations.kind, row.kind),
        eq(contentTranslations.key, row.key),
        eq(contentTranslations.language, row.language),
      ),
    translationRecords("fr"),
  );
}
