import { describe, expect, it } from "vitest";
import { CORPUS } from "../../tests/fixtures/conversation/corpus";
import { HOLDOUT } from "../../tests/fixtures/conversation/corpus-holdout";
import { type CorpusEntry, scoreCorpus } from "../../tests/fixtures/conversation/corpus-kit";

/**
 * Held-out measurement of the extractor: the same scoring as corpus.test.ts over utterances written
 * without looking at the extractor. It asserts only a floor; the printed line is the measurement.
 */

const keyOf = (entry: CorpusEntry): string => `${entry.text}|${entry.lastAsked ?? ""}`;

describe("held-out extraction corpus", () => {
  it("holds 80 distinct utterances, none taken from the development corpus", () => {
    expect(HOLDOUT.length).toBe(80);
    expect(new Set(HOLDOUT.map(keyOf)).size).toBe(HOLDOUT.length);
    const devTexts = new Set(CORPUS.map((entry) => entry.text.trim().toLowerCase()));
    expect(HOLDOUT.filter((entry) => devTexts.has(entry.text.trim().toLowerCase())).map((entry) => entry.text)).toEqual(
      [],
    );
  });

  const score = scoreCorpus("Held-out corpus", HOLDOUT);

  it("reads the expected slot values above a floor (held-out slot accuracy)", () => {
    expect(score.accuracy).toBeGreaterThanOrEqual(0.75);
  });

  it("extracts nothing from at most two off-topic messages", () => {
    expect(score.falseExtractions.length).toBeLessThanOrEqual(2);
  });
});
