import { describe, expect, it } from "vitest";
import {
  DEFAULT_INDEX_SETTINGS,
  analyzeQuery,
  buildKnowledgeIndex,
  inverseDocumentFrequency,
  scoreEntry,
  searchIndex,
} from "./build-index";
import { analyzeText } from "./tokenize";
import type { Passage } from "./types";

function passage(id: string, text: string, extra: Partial<Passage> = {}): Passage {
  return { id, title: "Guide", url: `/learn/${id}`, text, kind: "learn", ...extra };
}

const CORPUS: Passage[] = [
  passage("collision", "Collision pays to repair your car after it hits another vehicle or object."),
  passage("comprehensive", "Comprehensive covers theft, vandalism, fire and hail damage to your car."),
  passage("liability", "Third-party liability pays for injuries and damage you cause to other people."),
  passage(
    "long",
    "Collision is one of many coverages. Liability, accident benefits, uninsured automobile coverage, " +
      "comprehensive, endorsements, loss of use, waiver of depreciation, rental cars, towing and roadside " +
      "assistance are others you may see on a policy, along with the deductible and the premium.",
  ),
  passage("dcpd", "Direct Compensation – Property Damage (DCPD) pays through your own insurer.", {
    heading: "Direct compensation",
  }),
  passage("heading", "It pays for a rental car while yours is repaired.", { heading: "Loss of use endorsement" }),
  passage("body", "A loss of use endorsement is an option some drivers choose."),
];

describe("buildKnowledgeIndex", () => {
  const index = buildKnowledgeIndex(CORPUS);

  it("uses BM25 with k1 1.2 and b 0.75 by default", () => {
    expect(index.settings).toMatchObject({ k1: 1.2, b: 0.75 });
    expect(index.entries).toHaveLength(CORPUS.length);
  });

  it("counts in how many passages each term appears, and gives rarer terms a higher idf", () => {
    expect(index.documentFrequency.get("collision")).toBe(2);
    expect(inverseDocumentFrequency(index, "hail")).toBeGreaterThan(inverseDocumentFrequency(index, "collision"));
    expect(inverseDocumentFrequency(index, "unknownword")).toBeGreaterThan(inverseDocumentFrequency(index, "hail"));
    expect(inverseDocumentFrequency(index, "car")).toBeGreaterThan(0);
  });

  it("matches one BM25 formula for a single-term query", () => {
    const entry = index.entries[0]!;
    const query = analyzeQuery(index, "collision");
    const idf = Math.log(1 + (CORPUS.length - 2 + 0.5) / (2 + 0.5));
    const tf = entry.termFrequencies.get("collision")!;
    const { k1, b } = DEFAULT_INDEX_SETTINGS;
    const expected = (idf * tf * (k1 + 1)) / (tf + k1 * (1 - b + (b * entry.length) / index.averageLength));
    expect(scoreEntry(index, entry, query).score).toBeCloseTo(expected, 10);
  });
});

describe("searchIndex", () => {
  const index = buildKnowledgeIndex(CORPUS);
  const ids = (question: string) => searchIndex(index, question).map((scored) => scored.entry.passage.id);

  it("ranks the passage about the asked term first", () => {
    expect(ids("what does collision pay for")[0]).toBe("collision");
    expect(ids("is hail damage covered")[0]).toBe("comprehensive");
    expect(ids("what is third party liability")[0]).toBe("liability");
  });

  it("prefers the shorter passage when both mention the term once (length normalisation)", () => {
    const ranked = ids("collision");
    expect(ranked.indexOf("collision")).toBeLessThan(ranked.indexOf("long"));
  });

  it("finds a short form through its long form, and the reverse", () => {
    expect(ids("what is dcpd")[0]).toBe("dcpd");
    expect(ids("direct compensation")[0]).toBe("dcpd");
  });

  it("boosts a match in the heading over the same words in the text", () => {
    expect(ids("loss of use endorsement").slice(0, 2)).toEqual(["heading", "body"]);
  });

  it("adds a bonus when the question's words appear together, as written", () => {
    const together = buildKnowledgeIndex([
      passage("a", "Pays for water damage from a burst pipe in your home."),
      passage("b", "Pays for damage caused by water entering from a river in your home."),
    ]);
    const [first, second] = searchIndex(together, "water damage");
    expect(first?.entry.passage.id).toBe("a");
    expect(first!.score).toBeGreaterThan(second!.score);
  });

  it("reports the share of the question's weight each passage matches", () => {
    const [top] = searchIndex(index, "collision vandalism");
    expect(top!.coverage).toBeGreaterThan(0);
    expect(top!.coverage).toBeLessThan(1);
    expect(searchIndex(index, "collision")[0]!.coverage).toBe(1);
  });

  it("returns nothing for questions without known or searchable words", () => {
    expect(searchIndex(index, "the of and")).toEqual([]);
    expect(searchIndex(index, "capital of France")).toEqual([]);
  });

  it("is deterministic: the same input gives the same ranking, ties broken by id", () => {
    const twins = buildKnowledgeIndex([passage("b", "Hail damage."), passage("a", "Hail damage.")]);
    expect(searchIndex(twins, "hail").map((scored) => scored.entry.passage.id)).toEqual(["a", "b"]);
    expect(searchIndex(buildKnowledgeIndex(CORPUS), "car damage")).toEqual(searchIndex(index, "car damage"));
  });
});

describe("a French question texted without its elisions' apostrophes", () => {
  const french = buildKnowledgeIndex(
    [
      passage("hiver", "Les véhicules doivent être munis de pneus d'hiver du 1er décembre au 15 mars."),
      passage("assurance", "L'assurance responsabilité civile est obligatoire pour tous les véhicules."),
      passage("ville", "La prime dépend de la ville où vous habitez et de votre dossier de conduite."),
    ],
    {},
    "fr",
  );

  it("reads a word the pages never use as its elision when the pages use the rest", () => {
    expect(analyzeQuery(french, "pneus dhiver").terms).toEqual(analyzeQuery(french, "pneus d'hiver").terms);
    expect(analyzeQuery(french, "lassurance cest obligatoire?").terms).toEqual(
      analyzeQuery(french, "l'assurance c'est obligatoire?").terms,
    );
    expect(searchIndex(french, "les pneus dhiver jusqua quand")[0]?.entry.passage.id).toBe("hiver");
  });

  it("leaves a word the pages use, and English questions, as written", () => {
    // "dossier" is a word of the pages: never "d'ossier".
    expect(analyzeQuery(french, "dossier").terms).toEqual(analyzeText("dossier", "fr").terms);
    const english = buildKnowledgeIndex([passage("x", "Winter tires are required in Quebec.")]);
    expect(analyzeQuery(english, "dwinter").terms).toEqual(["dwinter"]);
  });
});
