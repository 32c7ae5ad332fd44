import { describe, expect, it } from "vitest";
import { CORPUS, CORPUS_YEAR, type CorpusEntry } from "./corpus";
import { HOLDOUT } from "./corpus-holdout";
import { extractSlots } from "./extract";
import { filledKeys, getSlot } from "./slots";

/**
 * Held-out measurement of the extractor: the same scoring as corpus.test.ts over utterances written
 * without looking at the extractor. It asserts only a floor; the printed line is the measurement.
 */

type Outcome = { entry: CorpusEntry; expected: number; correct: number; problems: string[]; extracted: number };

function run(entry: CorpusEntry): Outcome {
  const result = extractSlots(entry.text, {
    currentYear: CORPUS_YEAR,
    known: entry.known ?? {},
    lastAsked: entry.lastAsked ?? null,
  });
  const problems: string[] = [];
  const expectedKeys = filledKeys(entry.expect);
  let correct = 0;
  for (const key of expectedKeys) {
    const want = getSlot(entry.expect, key);
    const got = getSlot(result.values, key);
    if (got === want) correct += 1;
    else problems.push(`${key}: expected ${JSON.stringify(want)}, got ${JSON.stringify(got)}`);
  }
  for (const key of filledKeys(result.values)) {
    if (!expectedKeys.includes(key)) problems.push(`${key}: unexpected ${JSON.stringify(getSlot(result.values, key))}`);
  }
  const wantRejected = [...(entry.expectRejected ?? [])].sort();
  const gotRejected = result.rejected.map((rejected) => rejected.key).sort();
  if (JSON.stringify(wantRejected) !== JSON.stringify(gotRejected)) {
    problems.push(`rejected: expected [${wantRejected.join(", ")}], got [${gotRejected.join(", ")}]`);
  }
  return { entry, expected: expectedKeys.length, correct, problems, extracted: filledKeys(result.values).length };
}

const keyOf = (entry: CorpusEntry): string => `${entry.text}|${entry.lastAsked ?? ""}`;

describe("held-out extraction corpus", () => {
  const outcomes = HOLDOUT.map(run);

  it("holds 80 distinct utterances, none taken from the development corpus", () => {
    expect(HOLDOUT.length).toBe(80);
    expect(new Set(HOLDOUT.map(keyOf)).size).toBe(HOLDOUT.length);
    const devTexts = new Set(CORPUS.map((entry) => entry.text.trim().toLowerCase()));
    expect(HOLDOUT.filter((entry) => devTexts.has(entry.text.trim().toLowerCase())).map((entry) => entry.text)).toEqual(
      [],
    );
  });

  it("reads the expected slot values above a floor (held-out slot accuracy)", () => {
    const expected = outcomes.reduce((sum, outcome) => sum + outcome.expected, 0);
    const correct = outcomes.reduce((sum, outcome) => sum + outcome.correct, 0);
    const falseExtractions = outcomes.filter((outcome) => outcome.entry.offTopic && outcome.extracted > 0);
    const failing = outcomes.filter((outcome) => outcome.problems.length > 0);
    const accuracy = correct / expected;
    console.log(
      `Held-out corpus: ${HOLDOUT.length} utterances, slot accuracy ${(accuracy * 100).toFixed(1)}% ` +
        `(${correct}/${expected}), off-topic false extractions ${falseExtractions.length}`,
    );
    for (const outcome of failing) {
      const asked = outcome.entry.lastAsked ? ` [after ${outcome.entry.lastAsked}]` : "";
      console.log(`  MISS ${JSON.stringify(outcome.entry.text)}${asked}: ${outcome.problems.join("; ")}`);
    }
    expect(accuracy).toBeGreaterThanOrEqual(0.75);
  });

  it("extracts nothing from at most two off-topic messages", () => {
    const falseExtractions = outcomes.filter((outcome) => outcome.entry.offTopic && outcome.extracted > 0);
    expect(falseExtractions.length).toBeLessThanOrEqual(2);
  });
});
