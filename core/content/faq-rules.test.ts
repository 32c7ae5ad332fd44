import { describe, expect, it } from "vitest";
import { pickGeneralQuestions } from "./faq-rules";

const entry = (question: string) => ({ question, answer: `About ${question}` });

describe("pickGeneralQuestions", () => {
  it("keeps the first of each question text, ignoring case and spacing", () => {
    const picked = pickGeneralQuestions([
      [entry("Is it mandatory?"), entry("How much?")],
      [entry("is it  MANDATORY?"), entry("Why?")],
    ]);
    expect(picked.map((item) => item.question)).toEqual(["Is it mandatory?", "How much?", "Why?"]);
  });

  it("stops at ten", () => {
    const groups = [
      Array.from({ length: 8 }, (_, index) => entry(`A${index}`)),
      Array.from({ length: 8 }, (_, index) => entry(`B${index}`)),
    ];
    expect(pickGeneralQuestions(groups)).toHaveLength(10);
  });
});
