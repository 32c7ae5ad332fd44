import { describe, expect, it, vi } from "vitest";
import type { Passage } from "../../core/conversation/retrieval";
import type { Database } from "../../db/client";
import type { categories, categoryProvinceContent, provincePages } from "../../db/schema";
import {
  categoryComparePassages,
  comparePath,
  createKnowledgeCache,
  htmlToPassageMarkdown,
  provinceComparePassages,
  provincePagePassages,
} from "./chat-knowledge";

const stamps = { seedHash: null, createdAt: new Date(0), updatedAt: new Date(0) };

const ALBERTA_PAGE: typeof provincePages.$inferSelect = {
  slug: "alberta-car-insurance-quote",
  provinceCode: "AB",
  name: "Alberta",
  blogTag: "alberta",
  heroTitle: "Compare Alberta Car Insurance Quotes",
  heroIntro: "Alberta car insurance is sold by private insurers.",
  seoTitle: null,
  seoDescription: null,
  faqs: [{ q: "Is hail damage covered?", a: "Yes, by **comprehensive** coverage." }],
  minCoverageHtml:
    "<p>Car insurance is mandatory.</p><ul><li><strong>Section A</strong>, liability of $200,000.</li></ul>",
  localFactorsHtml: null,
  avgCostCopy: "The average premium was $1,587 a year in 2022.",
  savingsTips: ["Ask about a winter tire discount."],
  published: true,
  ...stamps,
};

const CAR: typeof categories.$inferSelect = {
  slug: "car",
  title: "Car Insurance",
  active: true,
  sortOrder: 1,
  displayOrder: 1,
  articleSlug: "car-insurance",
  articleTitle: null,
  articleMd: null,
  articleOgImageUrl: null,
  articleLastUpdated: null,
  articleFaq: [],
  heroLabel: "Car insurance",
  heroHeading: "Compare car insurance across Canada",
  heroSubtext: "See estimates from licensed providers.",
  coveragePoints: ["Collision covers damage to your own car."],
  saveTips: ["Compare quotes at every renewal."],
  faq: [{ question: "Are the prices final?", answer: "No. They are estimates." }],
  seoTitle: null,
  metaDescription: null,
  ogImageUrl: null,
  ...stamps,
};

describe("htmlToPassageMarkdown", () => {
  it("keeps headings, paragraphs and list items as blocks of plain text", () => {
    expect(
      htmlToPassageMarkdown(
        "<p>Intro <em>text</em>.</p><h3>Public: the SAAQ</h3><ul><li><strong>Civil liability</strong> is mandatory.</li><li>Optional.</li></ul><p>- not a list</p>",
      ),
    ).toBe("Intro text.\n\n### Public: the SAAQ\n\n- Civil liability is mandatory.\n\n- Optional.\n\n\\- not a list");
  });
});

describe("passages from rows", () => {
  it("indexes a province page by section, with its FAQ, under the page's address", () => {
    const passages = provincePagePassages(ALBERTA_PAGE);
    expect(passages.map((passage) => [passage.kind, passage.heading ?? null, passage.text])).toEqual([
      ["province", null, "Alberta car insurance is sold by private insurers."],
      ["province", "Minimum coverage in Alberta", "Car insurance is mandatory.\nSection A, liability of $200,000."],
      ["province", "What drivers pay", "The average premium was $1,587 a year in 2022."],
      ["province", "Ways to save in Alberta", "Ask about a winter tire discount."],
      ["faq", "Is hail damage covered?", "Yes, by comprehensive coverage."],
    ]);
    expect(
      passages.every(
        (passage) =>
          passage.url === "/alberta-car-insurance-quote" &&
          passage.provinceCode === "AB" &&
          passage.title === "Compare Alberta Car Insurance Quotes" &&
          passage.anchor === undefined,
      ),
    ).toBe(true);
  });

  it("indexes a category's comparison page", () => {
    const passages = categoryComparePassages(CAR);
    expect(passages.map((passage) => passage.url)).toEqual(Array(4).fill("/compare/car"));
    expect(passages.map((passage) => passage.heading ?? null)).toEqual([
      null,
      "Coverage worth understanding",
      "Ways to save",
      "Are the prices final?",
    ]);
  });

  it("indexes only the fields a published province comparison page replaces", () => {
    const override: typeof categoryProvinceContent.$inferSelect = {
      id: 1,
      categorySlug: "car",
      provinceCode: "BC",
      published: true,
      heroLabel: null,
      heroHeading: "Compare optional car insurance in British Columbia",
      heroSubtext: null,
      coveragePoints: ["Basic Autoplan is sold only by ICBC."],
      saveTips: [],
      faq: null,
      seoTitle: null,
      metaDescription: null,
      ogImageUrl: null,
      ...stamps,
    };
    expect(comparePath("car", "BC")).toBe("/compare/car/british-columbia");
    expect(provinceComparePassages(CAR, override)).toEqual([
      {
        id: "compare:car:BC#1",
        title: "Compare optional car insurance in British Columbia",
        url: "/compare/car/british-columbia",
        text: "Basic Autoplan is sold only by ICBC.",
        kind: "compare",
        heading: "Coverage worth understanding",
        provinceCode: "BC",
      },
    ]);
    expect(provinceComparePassages(CAR, { ...override, published: false })).toEqual([]);
  });
});

describe("createKnowledgeCache", () => {
  const db = {} as Database;
  const passage = (text: string): Passage => ({
    id: text,
    title: "Guide",
    url: "/learn/car-insurance",
    text,
    kind: "learn",
  });

  it("builds the index once, then again after the time to live", async () => {
    let clock = 1_000;
    const load = vi.fn(async () => [passage(`Collision coverage, version ${load.mock.calls.length}.`)]);
    const cache = createKnowledgeCache(db, 60_000, { load, now: () => clock });

    const [first, concurrent] = await Promise.all([cache.getIndex(), cache.getIndex()]);
    expect(first).toBe(concurrent);
    expect(load).toHaveBeenCalledTimes(1);
    clock += 59_999;
    expect(await cache.getIndex()).toBe(first);
    expect(load).toHaveBeenCalledTimes(1);

    clock += 1;
    const second = await cache.getIndex();
    expect(second).not.toBe(first);
    expect(load).toHaveBeenCalledTimes(2);
    expect(load).toHaveBeenCalledWith(db, "en");

    cache.invalidate();
    await cache.getIndex();
    expect(load).toHaveBeenCalledTimes(3);
  });

  it("answers from the cached index", async () => {
    const cache = createKnowledgeCache(db, 60_000, {
      load: async () => [passage("Collision pays to repair your car after a crash.")],
    });
    const result = await cache.answer("what does collision pay for");
    expect(result.passage?.url).toBe("/learn/car-insurance");
    expect(await cache.answer("how much would I pay")).toMatchObject({ passage: null, reason: "needs_quote" });
  });

  it("keeps the previous index when a rebuild fails, and fails when there is none", async () => {
    let clock = 0;
    const error = vi.fn();
    const load = vi
      .fn<(db: Database) => Promise<Passage[]>>()
      .mockRejectedValueOnce(new Error("database down"))
      .mockResolvedValueOnce([passage("Collision coverage.")])
      .mockRejectedValueOnce(new Error("database down"));
    const cache = createKnowledgeCache(db, 1_000, { load, now: () => clock, logger: { error } });

    await expect(cache.getIndex()).rejects.toThrow("database down");
    const index = await cache.getIndex();
    clock += 1_000;
    expect(await cache.getIndex()).toBe(index);
    expect(error).toHaveBeenCalledTimes(1);
    // No new attempt until the retry pause is over.
    expect(await cache.getIndex()).toBe(index);
    expect(load).toHaveBeenCalledTimes(3);
  });
});
