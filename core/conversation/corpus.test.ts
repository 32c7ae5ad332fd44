import { describe, expect, it } from "vitest";
import { CORPUS, CORPUS_YEAR, type CorpusEntry } from "./corpus";
import { extractSlots } from "./extract";
import { filledKeys, getSlot } from "./slots";

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
  const gotRejected = result.rejected.map((entry) => entry.key).sort();
  if (JSON.stringify(wantRejected) !== JSON.stringify(gotRejected)) {
    problems.push(`rejected: expected [${wantRejected.join(", ")}], got [${gotRejected.join(", ")}]`);
  }
  return { entry, expected: expectedKeys.length, correct, problems, extracted: filledKeys(result.values).length };
}

describe("extraction corpus", () => {
  const outcomes = CORPUS.map(run);

  it("holds at least 150 varied utterances", () => {
    expect(CORPUS.length).toBeGreaterThanOrEqual(150);
    expect(new Set(CORPUS.map((entry) => `${entry.text}|${entry.lastAsked ?? ""}`)).size).toBe(CORPUS.length);
  });

  it("reads the expected slot values (slot accuracy)", () => {
    const expected = outcomes.reduce((sum, outcome) => sum + outcome.expected, 0);
    const correct = outcomes.reduce((sum, outcome) => sum + outcome.correct, 0);
    const failing = outcomes.filter((outcome) => outcome.problems.length > 0);
    const accuracy = correct / expected;
    console.log(
      `Conversation corpus: ${CORPUS.length} utterances, slot accuracy ${(accuracy * 100).toFixed(1)}% ` +
        `(${correct}/${expected}), ${failing.length} entries with a difference`,
    );
    for (const outcome of failing) {
      const asked = outcome.entry.lastAsked ? ` [after ${outcome.entry.lastAsked}]` : "";
      console.log(`  FAIL ${JSON.stringify(outcome.entry.text)}${asked}: ${outcome.problems.join("; ")}`);
    }
    expect(accuracy).toBeGreaterThanOrEqual(0.9);
  });

  it("extracts nothing from off-topic messages", () => {
    const falseExtractions = outcomes.filter((outcome) => outcome.entry.offTopic && outcome.extracted > 0);
    expect(falseExtractions.map((outcome) => outcome.entry.text)).toEqual([]);
  });
});
