import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  buildKnowledgeIndex,
  citationUrl,
  findAnswer,
  isAnswer,
  type FindAnswerResult,
  type KnowledgeAnswer,
  type KnowledgeIndex,
  type Passage,
} from "../../core/conversation/retrieval";
import { posts, provincePages } from "../../db/schema";
import { createKnowledgeCache, loadKnowledgePassages } from "../../server/services/chat-knowledge";
import { createTestDatabase, type TestDatabase } from "../helpers/test-database";

let database: TestDatabase;
let passages: Passage[];
let index: KnowledgeIndex;

beforeAll(async () => {
  database = await createTestDatabase({ seed: true });
  passages = await loadKnowledgePassages(database.db);
  index = buildKnowledgeIndex(passages);
});

afterAll(async () => {
  await database.destroy();
});

function answered(result: FindAnswerResult): KnowledgeAnswer {
  if (!isAnswer(result)) throw new Error(`expected an answer, got ${result.reason}`);
  return result;
}

function expectVerbatim(answer: KnowledgeAnswer): void {
  expect(answer.snippet.length).toBeGreaterThan(0);
  expect(answer.passage.text).toContain(answer.snippet);
}

describe("loadKnowledgePassages", () => {
  it("reads every kind of published page, each passage with its page's address", () => {
    const kinds = new Set(passages.map((passage) => passage.kind));
    expect([...kinds].sort()).toEqual(["company", "compare", "faq", "learn", "post", "province"]);
    expect(new Set(passages.map((passage) => passage.id)).size).toBe(passages.length);
    const urls = new Set(passages.map((passage) => passage.url));
    for (const url of [
      "/ontario-auto-insurance-quote",
      "/learn/car-insurance",
      "/compare/car",
      "/compare/car/alberta",
      "/blog/car-insurance-glossary",
      "/company/how-it-works",
    ]) {
      expect(urls).toContain(url);
    }
    for (const passage of passages) {
      expect(passage.url).toMatch(/^\/[a-z0-9/-]*$/);
      expect(passage.text.trim()).not.toBe("");
      expect(passage.text).not.toMatch(/\*\*|\]\(|\[\/?(TIP|NOTE|FAQ|DISCLAIMER|CTA)/);
    }
  });

  it("keeps passages short", () => {
    const longest = Math.max(...passages.map((passage) => passage.text.split(/\s+/).length));
    expect(longest).toBeLessThanOrEqual(120);
  });

  it("indexes a repeated FAQ once, on the province page rather than the FAQ page", () => {
    const copies = passages.filter((passage) => passage.heading === "Is car insurance mandatory in Ontario?");
    expect(copies.map((passage) => passage.url)).toEqual(["/ontario-auto-insurance-quote"]);
  });

  it("leaves out unpublished posts and province pages", async () => {
    await database.db.update(posts).set({ status: "draft" }).where(eq(posts.slug, "car-insurance-glossary"));
    await database.db
      .update(provincePages)
      .set({ published: false })
      .where(eq(provincePages.slug, "ontario-auto-insurance-quote"));
    try {
      const urls = new Set((await loadKnowledgePassages(database.db)).map((passage) => passage.url));
      expect(urls).not.toContain("/blog/car-insurance-glossary");
      expect(urls).not.toContain("/ontario-auto-insurance-quote");
      expect(urls).toContain("/alberta-car-insurance-quote");
    } finally {
      await database.db.update(posts).set({ status: "published" }).where(eq(posts.slug, "car-insurance-glossary"));
      await database.db
        .update(provincePages)
        .set({ published: true })
        .where(eq(provincePages.slug, "ontario-auto-insurance-quote"));
    }
  });
});

describe("answers from the seeded content", () => {
  it("what is DCPD → the glossary's definition", () => {
    const answer = answered(findAnswer(index, "what is DCPD"));
    expect(citationUrl(answer.passage)).toBe("/blog/car-insurance-glossary#core-coverages");
    expect(answer.snippet).toContain("Direct Compensation – Property Damage (DCPD)");
    expect(answer.confidence).toBe("high");
    expectVerbatim(answer);
  });

  it("is car insurance mandatory in Ontario → the Ontario page's FAQ", () => {
    const answer = answered(findAnswer(index, "is car insurance mandatory in Ontario"));
    expect(answer.passage.url).toBe("/ontario-auto-insurance-quote");
    expect(answer.passage.heading).toBe("Is car insurance mandatory in Ontario?");
    expect(answer.snippet).toMatch(/^Yes\. Every vehicle driven in Ontario must be insured/);
    expect(answer.provinceCode).toBe("ON");
    expect(answer.confidence).toBe("high");
    expectVerbatim(answer);
  });

  it("what does collision cover → a passage that defines collision coverage", () => {
    const answer = answered(findAnswer(index, "what does collision cover"));
    expect(answer.passage.url).toBe("/compare/car");
    expect(answer.snippet).toMatch(/^Collision covers damage to your own car/);
    expectVerbatim(answer);
  });

  it("how do I lower my premium in Alberta → Alberta's ways to save", () => {
    const answer = answered(findAnswer(index, "how do I lower my premium in Alberta"));
    expect(["/alberta-car-insurance-quote", "/compare/car/alberta"]).toContain(answer.passage.url);
    expect(answer.passage.provinceCode).toBe("AB");
    expect(answer.passage.heading).toMatch(/^Ways to save/);
    expect(answer.snippet).toMatch(/discount/);
    expectVerbatim(answer);
  });

  it("what is the minimum liability in Quebec → a Quebec page stating the $50,000 minimum", () => {
    const answer = answered(findAnswer(index, "what is the minimum liability in Quebec"));
    expect(["/quebec-car-insurance-quote", "/compare/car/quebec"]).toContain(answer.passage.url);
    expect(`${answer.passage.heading ?? ""} ${answer.passage.text}`).toContain("$50,000");
    expect(answer.provinceCode).toBe("QC");
    expectVerbatim(answer);
  });

  it("how much does car insurance cost in Ontario → the published average, not a price for the visitor", () => {
    const answer = answered(findAnswer(index, "how much does car insurance cost in Ontario"));
    expect(answer.passage.url).toBe("/ontario-auto-insurance-quote");
    expect(answer.snippet).toContain("The average car insurance premium in Ontario was $1,683 a year in 2022");
    expectVerbatim(answer);
  });

  it("has no answer for questions the content doesn't cover", () => {
    expect(findAnswer(index, "what's the capital of France")).toMatchObject({ passage: null, reason: "no_match" });
    expect(findAnswer(index, "what's the weather in Toronto")).toMatchObject({ passage: null, reason: "no_match" });
    expect(findAnswer(index, "best pizza in Montreal")).toMatchObject({ passage: null, reason: "no_match" });
  });

  it("sends a question about the visitor's own price to a quote", () => {
    expect(findAnswer(index, "how much would I pay for a 2019 civic")).toEqual({
      passage: null,
      reason: "needs_quote",
      provinceCode: null,
    });
  });

  it("answers through the cache the same way", async () => {
    const cache = createKnowledgeCache(database.db, 60_000);
    expect(await cache.answer("what is DCPD")).toEqual(findAnswer(index, "what is DCPD"));
  });
});

describe("the French pages (issue 21: answers come from our pages in the conversation's language)", () => {
  let french: Passage[];
  let frenchIndex: KnowledgeIndex;

  beforeAll(async () => {
    french = await loadKnowledgePassages(database.db, "fr");
    frenchIndex = buildKnowledgeIndex(french, {}, "fr");
  });

  it("indexes the translated pages at their French addresses, and no French post in English", () => {
    const kinds = new Set(french.map((passage) => passage.kind));
    expect([...kinds].sort()).toEqual(["company", "compare", "faq", "learn", "post", "province"]);
    for (const passage of french) expect(passage.url).toMatch(/^\/fr\/[a-z0-9/-]*$/);
    const urls = new Set(french.map((passage) => passage.url));
    for (const url of [
      "/fr/soumission-assurance-auto-ontario",
      "/fr/guides/assurance-auto",
      "/fr/comparer/auto",
      "/fr/blogue/lexique-assurance-auto",
    ]) {
      expect(urls).toContain(url);
    }
    expect([...urls].some((url) => url.includes("car-insurance-glossary"))).toBe(false);
    expect(passages.some((passage) => passage.url.includes("lexique"))).toBe(false);
  });

  it("is car insurance mandatory in Ontario, in French → the French Ontario page's FAQ", () => {
    const answer = answered(findAnswer(frenchIndex, "Est-ce que l'assurance auto est obligatoire en Ontario?"));
    expect(answer.passage.url).toBe("/fr/soumission-assurance-auto-ontario");
    expect(answer.passage.heading).toBe("L'assurance auto est-elle obligatoire en Ontario?");
    expect(answer.snippet).toMatch(/^Oui\./);
    expectVerbatim(answer);
  });

  it("what is DCPD, in French → a French page that explains it", () => {
    const answer = answered(findAnswer(frenchIndex, "C'est quoi l'indemnisation directe?"));
    expect(answer.passage.url).toMatch(/^\/fr\//);
    expect(`${answer.passage.heading ?? ""} ${answer.passage.text}`).toMatch(/IDDM|indemnisation directe/i);
    expectVerbatim(answer);
  });

  it("sends a French request for the visitor's own price to a quote, and admits what it does not know", () => {
    expect(findAnswer(frenchIndex, "Combien vais-je payer pour ma Civic 2019?")).toMatchObject({
      reason: "needs_quote",
    });
    expect(findAnswer(frenchIndex, "Quelle est la capitale de la France?")).toMatchObject({ reason: "no_match" });
  });

  it("keeps one index a language in the cache", async () => {
    const cache = createKnowledgeCache(database.db, 60_000);
    const question = "Est-ce que l'assurance auto est obligatoire en Ontario?";
    expect(await cache.answer(question, {}, "fr")).toEqual(findAnswer(frenchIndex, question));
    expect((await cache.getIndex("en")).language).toBe("en");
    expect((await cache.getIndex("fr")).language).toBe("fr");
  });
});
