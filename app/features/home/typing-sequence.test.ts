import { describe, expect, it } from "vitest";
import { nextTypingStep, type TypingState } from "./typing-sequence";

function run(words: string[], steps: number) {
  let state: TypingState = { wordIndex: 0, length: 0, phase: "typing" };
  const frames: { text: string; delayMs: number }[] = [];
  for (let index = 0; index < steps; index += 1) {
    const next = nextTypingStep(state, words);
    state = next.state;
    frames.push({ text: (words[state.wordIndex] ?? "").slice(0, state.length), delayMs: next.delayMs });
  }
  return frames;
}

describe("nextTypingStep", () => {
  it("types at 100 ms, pauses 1500 ms, deletes at 50 ms and waits 300 ms before the next word", () => {
    expect(run(["Car", "Home"], 9)).toEqual([
      { text: "C", delayMs: 100 },
      { text: "Ca", delayMs: 100 },
      { text: "Car", delayMs: 100 },
      { text: "Ca", delayMs: 1500 },
      { text: "C", delayMs: 50 },
      { text: "", delayMs: 50 },
      { text: "H", delayMs: 300 },
      { text: "Ho", delayMs: 100 },
      { text: "Hom", delayMs: 100 },
    ]);
  });

  it("wraps to the first word after the last", () => {
    const frames = run(["A", "B"], 12);
    expect(frames.map((frame) => frame.text).join(",")).toBe("A,,B,,A,,B,,A,,B,");
  });
});
