import { extractSlots } from "./extract";
import { type CollectedFields, filledKeys, getSlot, type SlotKey } from "./slots";

/**
 * What the transcript corpora share: the entry type, the builders their expectations are written
 * with, and the scoring both tests use (corpus.test.ts, corpus-holdout.test.ts).
 * `lastAsked` is the question the message answers; `known` what the conversation held before it.
 * Off-topic entries must extract nothing. Read with currentYear 2026.
 */
export type CorpusEntry = {
  text: string;
  lastAsked?: SlotKey;
  known?: CollectedFields;
  expect: CollectedFields;
  expectRejected?: string[];
  offTopic?: boolean;
};

export const CORPUS_YEAR = 2026;

export const ON = (city?: string, postal_fsa?: string): CollectedFields => ({
  region: { country: "CA", province: "ON", ...(postal_fsa ? { postal_fsa } : {}) },
  ...(city ? { location: { city } } : {}),
});

export const place = (region: CollectedFields["region"] & object, city?: string): CollectedFields => ({
  region: { country: "CA", ...region },
  ...(city ? { location: { city } } : {}),
});

export const car = (year?: number, make?: string, model?: string, trim?: string): CollectedFields => ({
  vehicle: {
    ...(year !== undefined ? { year } : {}),
    ...(make ? { make } : {}),
    ...(model ? { model } : {}),
    ...(trim ? { trim } : {}),
  },
});

export const driver = (fields: NonNullable<CollectedFields["driver"]>): CollectedFields => ({ driver: fields });
export const cover = (fields: NonNullable<CollectedFields["coverage"]>): CollectedFields => ({ coverage: fields });
export const STANDARD = cover({ liability_limit: "1000000", collision: true, comprehensive: true, deductible: 500 });

export const all = (...parts: CollectedFields[]): CollectedFields => Object.assign({}, ...parts) as CollectedFields;

export const off = (text: string, lastAsked?: SlotKey): CorpusEntry => ({
  text,
  expect: {},
  offTopic: true,
  ...(lastAsked ? { lastAsked } : {}),
});

export type CorpusOutcome = {
  entry: CorpusEntry;
  expected: number;
  correct: number;
  problems: string[];
  extracted: number;
};

/** One entry read by the extractor: expected values found, differences, and how many values it took. */
export function scoreEntry(entry: CorpusEntry): CorpusOutcome {
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

/** A corpus's slot accuracy and its off-topic false extractions, printed with every difference. */
export function scoreCorpus(name: string, entries: readonly CorpusEntry[]) {
  const outcomes = entries.map(scoreEntry);
  const expected = outcomes.reduce((sum, outcome) => sum + outcome.expected, 0);
  const correct = outcomes.reduce((sum, outcome) => sum + outcome.correct, 0);
  const falseExtractions = outcomes.filter((outcome) => outcome.entry.offTopic && outcome.extracted > 0);
  const failing = outcomes.filter((outcome) => outcome.problems.length > 0);
  const accuracy = correct / expected;
  console.log(
    `${name}: ${entries.length} utterances, slot accuracy ${(accuracy * 100).toFixed(1)}% (${correct}/${expected}), ` +
      `${failing.length} entries with a difference, off-topic false extractions ${falseExtractions.length}`,
  );
  for (const outcome of failing) {
    const asked = outcome.entry.lastAsked ? ` [after ${outcome.entry.lastAsked}]` : "";
    console.log(`  MISS ${JSON.stringify(outcome.entry.text)}${asked}: ${outcome.problems.join("; ")}`);
  }
  return { accuracy, falseExtractions: falseExtractions.map((outcome) => outcome.entry.text) };
}
