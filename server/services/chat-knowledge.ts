import type { ElementContent, Root, RootContent } from "hast";
import { fromHtml } from "hast-util-from-html";
import { toText } from "hast-util-to-text";
import { learnTitle } from "../../core/content/learn-rules";
import {
  buildKnowledgeIndex,
  faqPassage,
  findAnswer,
  splitIntoPassages,
  type FindAnswerOptions,
  type FindAnswerResult,
  type KnowledgeIndex,
  type Passage,
} from "../../core/conversation/retrieval";
import type { Language } from "../../core/i18n/languages";
import { createTranslator } from "../../core/i18n/translate";
import { comparePagePath, localizePath, provincePath, sectionPath } from "../../core/shared/localized-paths";
import { PATHS } from "../../core/shared/paths";
import { findProvinceByCode, type ProvinceCode } from "../../core/shared/provinces";
import type { Database } from "../../db/client";
import type { Logger } from "../logger";
import type { CategoryRow } from "../repositories/category-repository";
import type { CompanyPageRow } from "../repositories/company-page-repository";
import { listKnowledgeSources, type CategoryProvinceRow } from "../repositories/knowledge-repository";
import type { ProvincePageRow } from "../repositories/province-repository";
import { provinceUrlSlug } from "./get-comparison-page";
// The section headings passages are indexed under (their French part is registered with the server's).
import "../../core/i18n/messages/learn";

/**
 * The address of a comparison page (the route is /compare/:category and /compare/:category/:province),
 * in `language` (the French twin of the English address).
 */
export function comparePath(categorySlug: string, provinceCode?: string, language: Language = "en"): string {
  const province = provinceCode ? findProvinceByCode(provinceCode) : undefined;
  return comparePagePath(categorySlug, province ? provinceUrlSlug(province) : null, language);
}

/** Escapes what the passage splitter would read as markdown block syntax at the start of text. */
function escapeBlockStart(text: string): string {
  return text.replace(/^([#>|*+-])/, "\\$1").replace(/^(\d{1,3})([.)])(\s)/, "$1\\$2$3");
}

function blockChildren(nodes: (RootContent | ElementContent)[], blocks: string[]): void {
  for (const node of nodes) {
    if (node.type === "text") {
      const text = node.value.replace(/\s+/g, " ").trim();
      if (text) blocks.push(escapeBlockStart(text));
      continue;
    }
    if (node.type !== "element") continue;
    const heading = /^h([1-6])$/.exec(node.tagName);
    const text = () => toText(node).replace(/\s+/g, " ").trim();
    if (heading) {
      blocks.push(`${"#".repeat(Number(heading[1]))} ${text()}`);
    } else if (node.tagName === "li") {
      const nested = node.children.some(
        (child) => child.type === "element" && (child.tagName === "ul" || child.tagName === "ol"),
      );
      if (nested) blockChildren(node.children, blocks);
      else if (text()) blocks.push(`- ${text()}`);
    } else if (node.tagName === "p" || node.tagName === "blockquote" || node.tagName === "tr") {
      if (text()) blocks.push(escapeBlockStart(text()));
    } else {
      blockChildren(node.children, blocks);
    }
  }
}

/**
 * Stored HTML (province pages keep sanitized HTML) as simple markdown the passage splitter reads:
 * headings, paragraphs and list items, each on its own block, text only (no markup survives).
 */
export function htmlToPassageMarkdown(html: string): string {
  const tree: Root = fromHtml(html, { fragment: true });
  const blocks: string[] = [];
  blockChildren(tree.children, blocks);
  return blocks.join("\n\n");
}

function listMarkdown(heading: string, items: readonly string[]): string {
  const clean = items.map((item) => item.replace(/\s+/g, " ").trim()).filter(Boolean);
  return clean.length > 0 ? `## ${heading}\n\n${clean.map((item) => `- ${item}`).join("\n")}\n` : "";
}

/**
 * A province landing page: hero, minimum coverage, local factors, average cost, tips and FAQs; `page`
 * in `language` (a French page is the row with its translation over it, its slug French).
 */
export function provincePagePassages(page: ProvincePageRow, language: Language = "en"): Passage[] {
  const t = createTranslator(language);
  const province = page.name;
  const code = page.provinceCode as ProvinceCode;
  const url = provincePath(page.slug, language);
  const title = page.heroTitle;
  const markdown = [
    page.heroIntro,
    page.minCoverageHtml
      ? `## ${t("province.minCoverageTitle", { province })}\n\n${htmlToPassageMarkdown(page.minCoverageHtml)}`
      : "",
    page.localFactorsHtml
      ? `## ${t("province.localFactorsTitle", { province })}\n\n${htmlToPassageMarkdown(page.localFactorsHtml)}`
      : "",
    page.avgCostCopy ? `## ${t("province.avgCostTitle")}\n\n${page.avgCostCopy}` : "",
    listMarkdown(t("province.tipsTitle", { province }), page.savingsTips),
  ]
    .filter(Boolean)
    .join("\n\n");
  const idPrefix = `province:${code}`;
  return [
    ...splitIntoPassages(markdown, {
      title,
      url,
      kind: "province",
      provinceCode: code,
      idPrefix,
      headingAnchors: false,
    }),
    ...page.faqs.map((faq, index) =>
      faqPassage({ id: `${idPrefix}:faq${index + 1}`, title, url, question: faq.q, answer: faq.a, provinceCode: code }),
    ),
  ];
}

interface ComparisonFields {
  heroHeading: string | null;
  heroSubtext: string | null;
  coveragePoints: string[] | null;
  saveTips: string[] | null;
  faq: { question: string; answer: string }[] | null;
}

function comparisonPassages(
  fields: ComparisonFields,
  page: { title: string; url: string; idPrefix: string; provinceCode?: ProvinceCode },
  language: Language,
): Passage[] {
  const t = createTranslator(language);
  const markdown = [
    fields.heroSubtext ?? "",
    listMarkdown(t("compare.coverageTitle"), fields.coveragePoints ?? []),
    listMarkdown(t("compare.tipsTitle"), fields.saveTips ?? []),
  ]
    .filter(Boolean)
    .join("\n\n");
  const common = { title: page.title, url: page.url, provinceCode: page.provinceCode };
  return [
    ...splitIntoPassages(markdown, { ...common, kind: "compare", idPrefix: page.idPrefix, headingAnchors: false }),
    ...(fields.faq ?? []).map((faq, index) =>
      faqPassage({ ...common, id: `${page.idPrefix}:faq${index + 1}`, question: faq.question, answer: faq.answer }),
    ),
  ];
}

/** A category's comparison page (/compare/{category}). */
export function categoryComparePassages(category: CategoryRow, language: Language = "en"): Passage[] {
  return comparisonPassages(
    category,
    {
      title: category.heroHeading ?? category.title,
      url: comparePath(category.slug, undefined, language),
      idPrefix: `compare:${category.slug}`,
    },
    language,
  );
}

/**
 * A province comparison page (/compare/{category}/{province}). Only the fields the province
 * replaces are indexed: the rest is the category page's content, indexed once under its own page.
 */
export function provinceComparePassages(
  category: CategoryRow,
  override: CategoryProvinceRow,
  language: Language = "en",
): Passage[] {
  if (!override.published) return [];
  const code = override.provinceCode as ProvinceCode;
  const nonEmpty = <T>(value: T[] | null): T[] | null => (value && value.length > 0 ? value : null);
  return comparisonPassages(
    {
      heroHeading: override.heroHeading,
      heroSubtext: override.heroSubtext?.trim() ? override.heroSubtext : null,
      coveragePoints: nonEmpty(override.coveragePoints),
      saveTips: nonEmpty(override.saveTips),
      faq: nonEmpty(override.faq),
    },
    {
      title: override.heroHeading?.trim() || category.heroHeading || category.title,
      url: comparePath(category.slug, code, language),
      idPrefix: `compare:${category.slug}:${code}`,
      provinceCode: code,
    },
    language,
  );
}

/** A category's learn guide (/learn/{slug}) and its FAQ. */
export function learnPassages(category: CategoryRow, language: Language = "en"): Passage[] {
  if (!category.articleMd) return [];
  const title = learnTitle(category.articleTitle, category.title);
  const url = sectionPath("learn", category.articleSlug ?? category.slug, language);
  const idPrefix = `learn:${category.slug}`;
  return [
    ...splitIntoPassages(category.articleMd, { title, url, kind: "learn", idPrefix }),
    ...category.articleFaq.map((faq, index) =>
      faqPassage({ id: `${idPrefix}:faq${index + 1}`, title, url, question: faq.q, answer: faq.a }),
    ),
  ];
}

export function companyPagePassages(page: CompanyPageRow, language: Language = "en"): Passage[] {
  const markdown = [
    page.heroSubtitle ?? "",
    ...page.contentSections.map((section) => `## ${section.title}\n\n${section.body}`),
  ].join("\n\n");
  return splitIntoPassages(markdown, {
    title: page.title,
    url: sectionPath("company", page.slug, language),
    kind: "company",
    idPrefix: `company:${page.slug}`,
    headingAnchors: false,
  });
}

/** The same question and answer on two pages is indexed once, on the first (most specific) page. */
function withoutDuplicates(passages: Passage[]): Passage[] {
  const seen = new Set<string>();
  return passages.filter((passage) => {
    const key = `${passage.heading ?? ""}\u0000${passage.text}`.toLowerCase().replace(/\s+/g, " ");
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * Every published page's content in `language` as passages, with the address of the page it is on:
 * province pages, province and category comparison pages, learn guides, published blog posts, the
 * FAQ page's province questions and published company pages. Order sets which copy of a repeated
 * FAQ is kept (the province page's, before the FAQ page's). French has the pages translated.
 */
export async function loadKnowledgePassages(db: Database, language: Language = "en"): Promise<Passage[]> {
  const sources = await listKnowledgeSources(db, language);
  const categoriesBySlug = new Map(sources.categories.map((row) => [row.slug, row]));
  const faqTitle = createTranslator(language)("faq.title");
  return withoutDuplicates([
    ...sources.provincePages.flatMap((page) => provincePagePassages(page, language)),
    ...sources.categoryProvinces.flatMap((row) => {
      const category = categoriesBySlug.get(row.categorySlug);
      return category ? provinceComparePassages(category, row, language) : [];
    }),
    ...sources.categories.flatMap((category) => learnPassages(category, language)),
    ...sources.categories.flatMap((category) => categoryComparePassages(category, language)),
    ...sources.posts.flatMap((post) =>
      splitIntoPassages(post.contentMd, {
        title: post.title,
        url: sectionPath("blog", post.slug, language),
        kind: "post",
        idPrefix: `post:${post.slug}`,
      }),
    ),
    ...sources.provinceFaqs.map((faq, index) =>
      faqPassage({
        id: `faq:${faq.code}:${index + 1}`,
        title: faqTitle,
        url: localizePath(PATHS.faq, language),
        question: faq.question,
        answer: faq.answer,
        provinceCode: faq.code as ProvinceCode,
      }),
    ),
    ...sources.companyPages.flatMap((page) => companyPagePassages(page, language)),
  ]);
}

/** After a failed rebuild, the previous index serves for this long before the next attempt. */
export const REBUILD_RETRY_MS = 30_000;

export interface KnowledgeCache {
  /** The current index of a language's pages: built on first use and again once older than ttlMs. */
  getIndex(language?: Language): Promise<KnowledgeIndex>;
  /** findAnswer on the current index of that language. */
  answer(question: string, options?: FindAnswerOptions, language?: Language): Promise<FindAnswerResult>;
  /** Forces a rebuild of every language's index on next use (for example after content is published). */
  invalidate(): void;
}

export interface KnowledgeCacheOptions {
  /** Where passages come from (default: loadKnowledgePassages). */
  load?: (db: Database, language: Language) => Promise<Passage[]>;
  /** The clock, in milliseconds (default Date.now). */
  now?: () => number;
  /** When a rebuild fails and an older index exists, the error is logged and the old index kept. */
  logger?: Pick<Logger, "error">;
}

/**
 * One index a language, each built once and rebuilt when older than ttlMs. Concurrent callers share
 * one build; if a rebuild fails, the previous index keeps serving until the next attempt.
 */
export function createKnowledgeCache(db: Database, ttlMs: number, options: KnowledgeCacheOptions = {}): KnowledgeCache {
  const load = options.load ?? loadKnowledgePassages;
  const now = options.now ?? Date.now;
  const languages = new Map<Language, ReturnType<typeof languageCache>>();

  function languageCache(language: Language) {
    let current: { index: KnowledgeIndex; expiresAt: number } | null = null;
    let building: Promise<KnowledgeIndex> | null = null;

    const rebuild = (): Promise<KnowledgeIndex> => {
      building ??= (async () => {
        try {
          const startedAt = now();
          const index = buildKnowledgeIndex(await load(db, language), {}, language);
          current = { index, expiresAt: startedAt + ttlMs };
          return index;
        } catch (error) {
          if (!current) throw error;
          options.logger?.error({ err: error, language }, "knowledge index rebuild failed; keeping the previous index");
          // Try again after a short pause rather than on every question while the database is down.
          current = { index: current.index, expiresAt: now() + Math.min(ttlMs, REBUILD_RETRY_MS) };
          return current.index;
        } finally {
          building = null;
        }
      })();
      return building;
    };

    return {
      getIndex: async (): Promise<KnowledgeIndex> => {
        if (current && now() < current.expiresAt) return current.index;
        return rebuild();
      },
      invalidate() {
        if (current) current = { index: current.index, expiresAt: -Infinity };
      },
    };
  }

  const forLanguage = (language: Language) => {
    let cache = languages.get(language);
    if (!cache) {
      cache = languageCache(language);
      languages.set(language, cache);
    }
    return cache;
  };

  return {
    getIndex: (language = "en") => forLanguage(language).getIndex(),
    async answer(question, answerOptions, language = "en") {
      return findAnswer(await forLanguage(language).getIndex(), question, answerOptions);
    },
    invalidate() {
      for (const cache of languages.values()) cache.invalidate();
    },
  };
}
