import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { POLICY_DOCUMENTS, type PolicyDocument } from "../../tests/fixtures/policies/documents";
import { extractPolicy } from "./extract-policy";
import { scoreExtraction } from "./score-extraction";
import {
  seededRandom,
  simulateOcrNoise,
  breakBeforeAmount,
  mergeLines,
} from "../../tests/fixtures/policies/simulate-ocr-noise";

const MIN_ACCURACY = 0.85;
const SEEDS = Array.from({ length: 25 }, (_, index) => index + 1);
const documents = POLICY_DOCUMENTS.map((document) => [document.id, document] as [string, PolicyDocument]);

/**
 * Fields checked against something else: dates against each other, the province against the
 * postal letter, the year against the VIN, the VIN against its check digit, premiums against the
 * total. (A postal code is only checked by its first letter, free text not at all.)
 */
const CROSS_CHECKED = /^(?:effective|expiry|province|vehicleYear|vin|totalPremium|endorsements|coverage:)/;

describe("simulateOcrNoise", () => {
  it("is deterministic: the same seed gives the same text", () => {
    const lines = (POLICY_DOCUMENTS[0] as PolicyDocument).lines;
    expect(simulateOcrNoise(lines, 42)).toBe(simulateOcrNoise(lines, 42));
    expect(simulateOcrNoise(lines, 42)).not.toBe(simulateOcrNoise(lines, 43));
  });

  it("damages the text the way it says: S for $, merged and broken lines, stray ends", () => {
    const lines = (POLICY_DOCUMENTS[1] as PolicyDocument).lines;
    const noisy = simulateOcrNoise(lines, 7, { strength: 2 });
    expect(noisy).not.toBe(lines.join("\n"));
    expect(noisy).toMatch(/S\d/);
    expect(mergeLines(lines, seededRandom(1), 2)).toHaveLength(lines.length - 2);
    expect(breakBeforeAmount(lines, seededRandom(1))).toHaveLength(lines.length + 1);
  });
});

describe.each(documents)("extractPolicy on OCR-damaged %s", (_id, document) => {
  it.each(SEEDS)(`stays at ${MIN_ACCURACY * 100}%+ accuracy with no confident mistake (seed %i)`, (seed) => {
    const score = scoreExtraction(extractPolicy(simulateOcrNoise(document.lines, seed)), document.truth);
    expect(score.ratio).toBeGreaterThanOrEqual(MIN_ACCURACY);
    expect(score.confidentMistakes).toEqual([]);
  });

  it("stays accurate under three times the damage, for any seed", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), (seed) => {
        const score = scoreExtraction(
          extractPolicy(simulateOcrNoise(document.lines, seed, { strength: 3 })),
          document.truth,
        );
        expect(score.ratio).toBeGreaterThanOrEqual(MIN_ACCURACY);
        expect(score.confidentMistakes).toEqual([]);
      }),
      { numRuns: 40 },
    );
  });

  it("prefers null to wrong on cross-checked fields when letters are misread and lines lost", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), (seed) => {
        const text = simulateOcrNoise(document.lines, seed, { letterSlips: 6, droppedLines: 1 });
        const mistakes = scoreExtraction(extractPolicy(text), document.truth).confidentMistakes;
        expect(mistakes.filter((field) => CROSS_CHECKED.test(field.field))).toEqual([]);
      }),
      // 173193807 read the Outback's "4S4BS…" as "454B5…", two slips whose check-digit effects cancel.
      // 1502905270 read the Civic's plant code "H" as "b"; swapped to "8" (which weighs what "H"
      // does) its check digit held. 1799904766 read "OPCF 20 Loss of Use" as "opcf 2a loss of use".
      // 1051315988 read the F-150's "…1EP4KFA…" as "…1cp4kfo…": the O put back as 0, the two slips'
      // effects on the check digit cancel.
      { numRuns: 40, examples: [[173193807], [1502905270], [1799904766], [1051315988]] },
    );
  });
});

describe("a rule read as a line of marks between labels and values", () => {
  it("reads the labels over the rule with the values under it", async () => {
    const { logicalLines } = await import("./segment-lines");
    const lines = logicalLines(
      [
        "Policy Number            Policy Effective Date     Policy Expiry Date",
        "——                              —_—",
        " AVO-77216504            March 22, 2026            March 22, 2027",
      ].join("\n"),
    );
    expect(lines).toContain("Policy Number: AVO-77216504");
    expect(lines).toContain("Policy Expiry Date: March 22, 2027");
  });
});
