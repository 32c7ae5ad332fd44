import { describe, expect, it } from "vitest";
import { asksForOwnPrice, findAnswer, isAnswer, pickSnippet } from "./answer";
import { buildKnowledgeIndex } from "./build-index";
import { detectProvinces } from "./detect-provinces";
import { citationUrl } from "./index";
import { sentenceRanges } from "./split-passages";
import type { FindAnswerResult, KnowledgeAnswer, Passage } from "./types";

/** What findAnswer gives when it has no passage to answer with, and why. */
const noAnswer = (reason: string, provinceCode: string | null = null) => ({ passage: null, reason, provinceCode });

const CORPUS: Passage[] = [
  {
    id: "on:faq1",
    title: "Compare Ontario Car Insurance Quotes",
    url: "/ontario-auto-insurance-quote",
    kind: "faq",
    heading: "Is car insurance mandatory in Ontario?",
    text: "Yes. Every vehicle driven in Ontario must be insured, and driving without insurance can lead to heavy fines.",
    provinceCode: "ON",
  },
  {
    id: "on:tips",
    title: "Compare Ontario Car Insurance Quotes",
    url: "/ontario-auto-insurance-quote",
    kind: "province",
    heading: "Ways to save in Ontario",
    text: "Ask for the winter tire discount, which Ontario insurers must offer.\nRaise your deductibles if you could pay a larger repair bill.",
    provinceCode: "ON",
  },
  {
    id: "ab:tips",
    title: "Compare Alberta Car Insurance Quotes",
    url: "/alberta-car-insurance-quote",
    kind: "province",
    heading: "Ways to save in Alberta",
    text: "Ask whether your insurer offers a winter tire discount, as in Alberta it's up to each insurer.\nRaise your deductibles if you could pay a larger repair bill.",
    provinceCode: "AB",
  },
  {
    id: "learn:save",
    title: "Car Insurance in Canada",
    url: "/learn/car-insurance",
    kind: "learn",
    heading: "How to compare and save",
    anchor: "how-to-compare-and-save",
    text: "Compare like with like. Shop at renewal, because insurers price the same driver very differently. A higher deductible lowers the physical-damage part of the premium.",
  },
  {
    id: "learn:mandatory",
    title: "Car Insurance in Canada",
    url: "/learn/car-insurance",
    kind: "faq",
    heading: "Is car insurance mandatory in Canada?",
    text: "Yes. Every province requires insurance on a registered vehicle, including a minimum amount of third-party liability.",
  },
  {
    id: "glossary:dcpd",
    title: "Car Insurance Glossary",
    url: "/blog/car-insurance-glossary",
    kind: "post",
    heading: "Direct Compensation – Property Damage (DCPD)",
    anchor: "core-coverages",
    text: "Direct Compensation – Property Damage (DCPD). Used in Ontario and several other provinces. If another driver is at fault, you claim damage to your car from your own insurer instead of theirs. Since January 2024, Ontario drivers can decline it.",
  },
  {
    id: "glossary:collision",
    title: "Car Insurance Glossary",
    url: "/blog/car-insurance-glossary",
    kind: "post",
    heading: "Collision",
    anchor: "coverage-for-your-own-vehicle",
    text: "Collision. Pays to repair or replace your car after it hits another vehicle or object, or rolls over. A deductible applies.",
  },
  {
    id: "tires:weather",
    title: "Winter Tires and Your Car Insurance",
    url: "/blog/winter-tires-and-your-car-insurance",
    kind: "faq",
    heading: "Do all-weather tires count as winter tires?",
    text: "All-weather tires with the mountain and snowflake symbol meet the winter standard in Quebec.",
  },
];

const index = buildKnowledgeIndex(CORPUS);

function answered(result: FindAnswerResult): KnowledgeAnswer {
  if (!isAnswer(result)) throw new Error(`expected an answer, got ${result.reason}`);
  return result;
}

describe("findAnswer", () => {
  it("answers from the best passage and cites its page", () => {
    const answer = answered(findAnswer(index, "What is DCPD?"));
    expect(answer.passage.id).toBe("glossary:dcpd");
    expect(citationUrl(answer.passage)).toBe("/blog/car-insurance-glossary#core-coverages");
    expect(answer.confidence).toBe("high");
    expect(answer.score).toBeGreaterThan(0);
  });

  it("quotes 1 to 3 consecutive sentences verbatim from the passage", () => {
    for (const question of ["What is DCPD?", "can I decline dcpd", "collision repair", "winter tire discount"]) {
      const answer = answered(findAnswer(index, question));
      expect(answer.passage.text).toContain(answer.snippet);
      const sentences = sentenceRanges(answer.snippet);
      expect(sentences.length).toBeGreaterThanOrEqual(1);
      expect(sentences.length).toBeLessThanOrEqual(3);
    }
    expect(answered(findAnswer(index, "since when can drivers decline dcpd")).snippet).toContain(
      "Since January 2024, Ontario drivers can decline it.",
    );
  });

  it("quotes a FAQ answer from its start", () => {
    const answer = answered(findAnswer(index, "Is car insurance mandatory in Ontario?"));
    expect(answer.passage.id).toBe("on:faq1");
    expect(answer.snippet.startsWith("Yes. Every vehicle driven in Ontario")).toBe(true);
  });

  it("offers up to two alternatives, each on another page", () => {
    const answer = answered(findAnswer(index, "how do I lower my premium"));
    expect(answer.alternatives.length).toBeLessThanOrEqual(2);
    const urls = [answer.passage.url, ...answer.alternatives.map((alternative) => alternative.passage.url)];
    expect(new Set(urls).size).toBe(urls.length);
    expect(answered(findAnswer(index, "how do I lower my premium", { maxAlternatives: 0 })).alternatives).toEqual([]);
  });

  it("prefers the passages of the province the question names", () => {
    expect(answered(findAnswer(index, "winter tire discount in Alberta")).passage.id).toBe("ab:tips");
    expect(answered(findAnswer(index, "winter tire discount in Ontario")).passage.id).toBe("on:tips");
    expect(answered(findAnswer(index, "Is car insurance mandatory in Ontario?")).provinceCode).toBe("ON");
    expect(answered(findAnswer(index, "is car insurance mandatory")).passage.id).toBe("learn:mandatory");
  });

  it("uses the visitor's known province when the question names none", () => {
    const answer = answered(findAnswer(index, "winter tire discount", { provinceCode: "AB" }));
    expect(answer.passage.id).toBe("ab:tips");
    expect(answer.provinceCode).toBe("AB");
    expect(answered(findAnswer(index, "winter tire discount in Ontario", { provinceCode: "AB" })).passage.id).toBe(
      "on:tips",
    );
  });

  it("returns no answer when nothing matches well enough", () => {
    expect(findAnswer(index, "What's the capital of France?")).toEqual(noAnswer("no_match"));
    // Matches only half of what is asked: no answer rather than a guess.
    expect(findAnswer(index, "does collision cover earthquakes tsunamis volcanoes")).toMatchObject({
      passage: null,
      reason: "no_match",
    });
    // One stray word in common with the content, and no insurance word in the question.
    expect(findAnswer(index, "what's the weather like in Toronto")).toEqual(noAnswer("no_match", "ON"));
  });

  it("reads past lead-ins and chatter no page contains", () => {
    // "quick question", "my neighbour said" and the visitor's own words weigh less than the question.
    const answer = answered(
      findAnswer(index, "Before I pick coverage, quick question: my neighbour said DCPD is a thing. What is DCPD?"),
    );
    expect(answer.passage.id).toBe("glossary:dcpd");
    // Off-topic questions still find nothing.
    expect(findAnswer(index, "my neighbour said the hockey game went to overtime, who won?")).toMatchObject({
      passage: null,
    });
  });

  it("answers on the question's subject: an accident question is not answered about tickets", () => {
    const tickets = buildKnowledgeIndex(
      [
        {
          id: "ticket",
          title: "How to Lower Your Car Insurance After a Ticket",
          url: "/blog/after-a-ticket",
          kind: "faq",
          heading: "How long does a ticket stay on my insurance record?",
          text: "Most insurers consider convictions for about three years from the conviction date.",
        },
        ...CORPUS,
      ],
      {},
      "en",
    );
    expect(answered(findAnswer(tickets, "How long does a ticket stay on my insurance record?")).passage.id).toBe(
      "ticket",
    );
    expect(findAnswer(tickets, "How long does an accident stay on my record?")).toMatchObject({ passage: null });
  });

  it("lets the caller raise or lower the thresholds", () => {
    expect(isAnswer(findAnswer(index, "collision", { minStrength: 100 }))).toBe(false);
    expect(isAnswer(findAnswer(index, "collision earthquakes", { minCoverage: 0.1 }))).toBe(true);
  });

  it("sends questions about the visitor's own price to a quote", () => {
    expect(findAnswer(index, "How much would I pay for a 2019 Civic?")).toEqual(noAnswer("needs_quote"));
    expect(findAnswer(index, "how much will my premium be in Ontario")).toMatchObject({
      reason: "needs_quote",
      provinceCode: "ON",
    });
  });

  it("says when the question has nothing to search for", () => {
    expect(findAnswer(index, "   ")).toMatchObject({ passage: null, reason: "empty_question" });
    expect(findAnswer(index, "what is it?")).toMatchObject({ passage: null, reason: "empty_question" });
  });

  it("is deterministic, whatever the order of the passages", () => {
    const reversed = buildKnowledgeIndex([...CORPUS].reverse());
    for (const question of [
      "how do I lower my premium in Alberta",
      "winter tire discount",
      "is car insurance mandatory",
    ]) {
      expect(findAnswer(reversed, question)).toEqual(findAnswer(index, question));
      expect(findAnswer(buildKnowledgeIndex(CORPUS), question)).toEqual(findAnswer(index, question));
    }
  });
});

describe("asksForOwnPrice", () => {
  it.each([
    "How much would I pay for a 2019 Civic?",
    "how much will I pay",
    "How much does insurance cost for a 2021 RAV4?",
    "What would my premium be?",
    "what's my rate",
    "Can you give me a quote?",
    "I want a quote for my house",
    "how much to insure my car",
    "How much would car insurance cost me in Ontario?",
  ])("yes: %s", (question) => {
    expect(asksForOwnPrice(question)).toBe(true);
  });

  it.each([
    "How much does car insurance cost in Ontario?",
    "How much liability coverage should I carry?",
    "How much life insurance do I need?",
    "How do I lower my premium?",
    "Why did my premium go up?",
    "Is a QuoteMaple estimate the price I will pay?",
    "What is the minimum liability in Quebec?",
    "How are premiums calculated?",
  ])("no: %s", (question) => {
    expect(asksForOwnPrice(question)).toBe(false);
  });

  it.each([
    "Combien vais-je payer pour une Civic 2019?",
    "Combien ça me coûterait d'assurer ma voiture?",
    "Quelle serait ma prime?",
    "Donnez-moi une soumission",
    "Je voudrais une soumission pour ma maison",
    "Quel serait le prix pour mon auto à Laval?",
  ])("oui : %s", (question) => {
    expect(asksForOwnPrice(question)).toBe(true);
  });

  it.each([
    "Combien coûte l'assurance auto en Ontario?",
    "Combien de responsabilité civile devrais-je avoir?",
    "Pourquoi ma prime a-t-elle augmenté?",
    "Comment baisser ma prime?",
    "Quelle est la responsabilité civile minimale au Québec?",
    "Comment les primes sont-elles calculées?",
  ])("non : %s", (question) => {
    expect(asksForOwnPrice(question)).toBe(false);
  });
});

describe("pickSnippet", () => {
  it("extends a very short best sentence with the next one", () => {
    const passage = CORPUS.find((candidate) => candidate.id === "glossary:collision")!;
    expect(pickSnippet(index, passage, "collision")).toBe(
      "Collision. Pays to repair or replace your car after it hits another vehicle or object, or rolls over.",
    );
  });
});

describe("detectProvinces", () => {
  it("finds names, short forms, cities and public insurers; two-letter words only in capitals", () => {
    expect(detectProvinces("Is car insurance mandatory in Québec?")).toEqual(["QC"]);
    expect(detectProvinces("ICBC or SGI?")).toEqual(["BC", "SK"]);
    expect(detectProvinces("rates in Calgary vs Toronto")).toEqual(["ON", "AB"]);
    expect(detectProvinces("driving in PEI and Nova Scotia")).toEqual(["NS", "PE"]);
    expect(detectProvinces("what's on my policy")).toEqual([]);
    expect(detectProvinces("moving to AB from ON")).toEqual(["ON", "AB"]);
  });

  it("finds French names, with elisions and hyphens", () => {
    expect(detectProvinces("L'assurance est-elle obligatoire en Colombie-Britannique?")).toEqual(["BC"]);
    expect(detectProvinces("à l'Île-du-Prince-Édouard et en Nouvelle-Écosse")).toEqual(["NS", "PE"]);
    expect(detectProvinces("de l'Ontario à Terre-Neuve-et-Labrador")).toEqual(["ON", "NL"]);
    expect(detectProvinces("au Nouveau-Brunswick, à Trois-Rivières")).toEqual(["QC", "NB"]);
  });
});
