import { describe, expect, it } from "vitest";
import { CORPUS } from "../../tests/fixtures/conversation/corpus";
import { scoreCorpus } from "../../tests/fixtures/conversation/corpus-kit";

describe("extraction corpus", () => {
  it("holds at least 150 varied utterances", () => {
    expect(CORPUS.length).toBeGreaterThanOrEqual(150);
    expect(new Set(CORPUS.map((entry) => `${entry.text}|${entry.lastAsked ?? ""}`)).size).toBe(CORPUS.length);
  });

  const score = scoreCorpus("Conversation corpus", CORPUS);

  it("reads the expected slot values (slot accuracy)", () => {
    expect(score.accuracy).toBeGreaterThanOrEqual(0.9);
  });

  it("extracts nothing from off-topic messages", () => {
    expect(score.falseExtractions).toEqual([]);
  });
});
