import { COMPANY_SLUGS_FR, LEARN_SLUGS_FR } from "../../core/shared/localized-paths";
import { PROVINCE_CODES, PROVINCES } from "../../core/shared/provinces";
import { existsSync } from "node:fs";
import { join } from "node:path";
import matter from "gray-matter";
import { describe, expect, it } from "vitest";
import { renderArticle } from "../../core/content/article";
import { GENERAL_FAQ_LIMIT, GENERAL_FAQ_MINIMUM } from "../../core/content/faq-rules";
import { findProvinceMentions } from "../../core/content/province-mentions";
import { PROJECT_ROOT } from "../project-root";
import {
  categoryProvinceRecords,
  categoryRecords,
  companyPageSeedSchema,
  generalFaqRecords,
  generalFaqSeedSchema,
  parseYamlFile,
  postSeedSchema,
  readContentFiles,
  translationRecords,
} from "./seed-content";

const postFiles = readContentFiles("posts", ".md").map(({ file, text }) => {
  const parsed = matter(text);
  return { file, front: postSeedSchema.parse(parsed.data), body: parsed.content };
});

describe("seed posts", () => {
  it("has at least 15 published articles across all four categories", () => {
    expect(postFiles.length).toBeGreaterThanOrEqual(15);
    expect(new Set(postFiles.map((post) => post.front.category))).toEqual(
      new Set(["guides", "tips", "news", "resources"]),
    );
  });

  it("features six posts with orders 1 to 6", () => {
    const orders = postFiles.flatMap((post) => (post.front.featured_order ? [post.front.featured_order] : []));
    expect(orders.sort()).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it.each(postFiles.map((post) => [post.front.slug, post] as const))("%s is a real article", (_slug, post) => {
    const rendered = renderArticle(post.body);
    expect(rendered.plainText.split(/\s+/).length).toBeGreaterThanOrEqual(600);
    expect(rendered.headings.filter((heading) => heading.depth === 2).length).toBeGreaterThanOrEqual(3);
    expect(rendered.warnings).toEqual({ leadingHeading: false, leadingImage: false, ctaMarkers: 0, imageLines: 0 });
    expect(post.front.excerpt?.length ?? 0).toBeGreaterThan(60);
    expect(post.front.tags.length).toBeGreaterThan(0);
    expect(post.file.endsWith(`${post.front.slug}.md`)).toBe(true);
    const cover = post.front.cover_image_url;
    expect(cover && existsSync(join(PROJECT_ROOT, "public", cover))).toBe(true);
    expect(post.body).not.toMatch(/lorem ipsum/i);
  });

  it("dates a post by its file: updated_at when the text changed after publication, else published_at", () => {
    const front = { ...postFiles[0]!.front };
    const parse = (extra: Record<string, unknown>) => postSeedSchema.safeParse({ ...front, ...extra });
    expect(parse({ published_at: "2026-03-01", updated_at: "2026-04-02" }).data?.updated_at).toEqual(
      new Date("2026-04-02T12:00:00Z"),
    );
    expect(parse({ published_at: "2026-03-01", updated_at: "2026-02-01" }).success).toBe(false);
  });

  it("tags province articles with the province slugs the province pages use", () => {
    const tags = new Set(postFiles.flatMap((post) => post.front.tags));
    for (const province of ["ontario", "british-columbia", "alberta", "quebec"]) expect(tags.has(province)).toBe(true);
  });
});

describe("seed company pages", () => {
  it("parses and points only at existing images", () => {
    for (const { file, text } of readContentFiles("company", ".yaml")) {
      const page = parseYamlFile(file, text, companyPageSeedSchema);
      for (const section of page.sections) {
        if (section.image_url) expect(existsSync(join(PROJECT_ROOT, "public", section.image_url))).toBe(true);
      }
    }
  });
});

describe("seed province pages", () => {
  it("covers the ten provinces with at least five tips and five FAQs each", async () => {
    const { readProvincePageSeeds } = await import("./seed-content");
    const { PROVINCES } = await import("../../core/shared/provinces");
    const pages = readProvincePageSeeds();
    expect(pages.map((page) => page.province_code).sort()).toEqual(PROVINCES.map((province) => province.code).sort());
    for (const page of pages) {
      const province = PROVINCES.find((candidate) => candidate.code === page.province_code);
      expect(page.slug).toBe(province?.slug);
      expect(page.savings_tips.length).toBeGreaterThanOrEqual(5);
      expect(page.faqs.length).toBeGreaterThanOrEqual(5);
      expect(page.avg_cost_copy).toMatch(/2022/);
    }
  });
});

describe("seed learn guides and comparison content", () => {
  it("has five guides of 1,000+ words with at least six FAQs each", async () => {
    const { learnGuideSeedSchema } = await import("./seed-content");
    const guides = readContentFiles("learn", ".md");
    expect(guides.map(({ file }) => file.split("/").pop()).sort()).toEqual([
      "business.md",
      "car.md",
      "home.md",
      "life.md",
      "travel.md",
    ]);
    for (const { text } of guides) {
      const parsed = matter(text);
      const front = learnGuideSeedSchema.parse(parsed.data);
      expect(front.faq.length).toBeGreaterThanOrEqual(6);
      expect(renderArticle(parsed.content).plainText.split(/\s+/).length).toBeGreaterThanOrEqual(1000);
    }
  });

  it("has comparison content for every category and published car overrides for all ten provinces", async () => {
    const { comparisonOverrideSeedSchema, comparisonSeedSchema } = await import("./seed-content");
    const categories = readContentFiles("compare", ".yaml").map(({ file, text }) =>
      parseYamlFile(file, text, comparisonSeedSchema),
    );
    expect(categories.map((category) => category.category).sort()).toEqual([
      "business",
      "car",
      "home",
      "life",
      "travel",
    ]);
    const overrides = readContentFiles("compare/car", ".yaml").map(({ file, text }) =>
      parseYamlFile(file, text, comparisonOverrideSeedSchema),
    );
    expect(overrides).toHaveLength(10);
    expect(overrides.every((override) => override.published)).toBe(true);
    for (const code of ["BC", "MB", "SK", "QC"]) {
      const override = overrides.find((candidate) => candidate.province_code === code);
      expect(override?.hero_subtext).toMatch(/ICBC|MPI|Autopac|SGI|SAAQ|public/i);
    }
  });
});

describe("French content (decision 0035)", () => {
  const records = translationRecords("fr");
  const byKind = (kind: string) => records.filter((record) => record.kind === kind);

  it("translates every province page, category, override, company page, testimonial and partner", () => {
    expect(
      byKind("province_page")
        .map((record) => record.key)
        .sort(),
    ).toEqual([...PROVINCE_CODES].sort());
    expect(byKind("category").length).toBe(readContentFiles("categories", ".yaml").length);
    expect(byKind("category_province").length).toBe(categoryProvinceRecords("en").length);
    expect(byKind("company_page").length).toBe(readContentFiles("company", ".yaml").length);
    expect(byKind("testimonial").length).toBe(readContentFiles("testimonials", ".yaml").length);
    expect(byKind("partner").length).toBe(readContentFiles("partners", ".yaml").length);
  });

  it("gives each page the French address the address table knows", () => {
    for (const record of byKind("province_page")) {
      expect(record.slug).toBe(PROVINCES.find((province) => province.code === record.key)?.slugFr);
    }
    for (const record of byKind("company_page")) expect(record.slug).toBe(COMPANY_SLUGS_FR[record.key]);
    for (const record of byKind("category")) {
      const english = categoryRecords("en").find(({ record: row }) => row.slug === record.key)?.record as
        { articleSlug?: string } | undefined;
      if (english?.articleSlug) expect(record.slug).toBe(LEARN_SLUGS_FR[english.articleSlug]);
    }
  });
});

describe("the FAQ page's general questions", () => {
  const languages = ["en", "fr"] as const;

  it.each(languages)("are about ten in %s, each written for every province", (language) => {
    const questions = generalFaqRecords(language);
    expect(questions.length).toBeGreaterThanOrEqual(GENERAL_FAQ_MINIMUM);
    expect(questions.length).toBeLessThanOrEqual(GENERAL_FAQ_LIMIT);
    for (const faq of questions) {
      expect(findProvinceMentions(`${faq.question} ${faq.answer}`), faq.question).toEqual([]);
    }
    expect(new Set(questions.map((faq) => faq.question.toLowerCase())).size).toBe(questions.length);
  });

  it("are the same questions in French, in the same order", () => {
    expect(generalFaqRecords("fr").map((faq) => faq.slug)).toEqual(generalFaqRecords("en").map((faq) => faq.slug));
  });

  it("refuses a file with a question that names a province or territory, or too few questions", () => {
    const questions = Array.from({ length: GENERAL_FAQ_MINIMUM }, (_, index) => ({
      id: `question-${index}`,
      q: `Question ${index}?`,
      a: "An answer for every driver.",
    }));
    expect(generalFaqSeedSchema.safeParse({ questions }).success).toBe(true);
    for (const named of ["Is hail covered in Alberta?", "Que couvre la SAAQ?", "Do the rules differ in the N.W.T.?"]) {
      const withProvince = [{ ...questions[0]!, q: named }, ...questions.slice(1)];
      expect(generalFaqSeedSchema.safeParse({ questions: withProvince }).success, named).toBe(false);
    }
    expect(generalFaqSeedSchema.safeParse({ questions: questions.slice(1) }).success).toBe(false);
  });
});
