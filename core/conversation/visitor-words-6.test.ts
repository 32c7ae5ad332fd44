import { afterEach, describe, expect, it } from "vitest";
import { setLanguageSource } from "../i18n/translate";
import { nextTurn, startConversation, type TurnResult } from "./engine";

/**
 * Readers of the sixth round (issue 22, decision 0066): Quebec's coverage names said without
 * "accidents", a coverage declined as a want, dates written as numbers, and licences counted from ages.
 * Phrasings and places are written for these tests from the rules, not taken from the evaluation set.
 */
const context = { currentYear: 2026, currentMonth: 11 };

function play(language: "en" | "fr", ...messages: string[]): TurnResult {
  setLanguageSource(() => language);
  let state = startConversation().state;
  let result: TurnResult | undefined;
  for (const text of messages) {
    result = nextTurn(state, text, context);
    state = result.state;
  }
  return result as TurnResult;
}

afterEach(() => setLanguageSource(() => "en"));

describe("Quebec's 'sans collision' as the name of a coverage", () => {
  it("reads a bare 'sans collision' beside collision, or with a yes, as comprehensive", () => {
    for (const list of [
      "2 M$, franchise 300, collision pis sans collision",
      "2M / 300 / collision / sans collision",
      "2M, 300, collision: oui, sans collision: oui",
      "2 millions, 300, collision + le sans collision",
      "2 millions, franchise 300, sans collision ni versement et collision",
    ]) {
      const result = play("fr", "Rimouski, Mazda 3 2017", list);
      expect(result.fields.coverage, list).toEqual({
        liability_limit: "2000000",
        collision: true,
        comprehensive: true,
        deductible: 300,
      });
    }
  });

  it("still reads 'sans collision' alone as declining collision", () => {
    const result = play("fr", "Rimouski, Mazda 3 2017", "2 millions, franchise 300, sans collision");
    expect(result.fields.coverage?.collision).toBe(false);
    expect(result.fields.coverage?.comprehensive).toBeUndefined();
  });

  it("reads a coverage declined as a want", () => {
    for (const decline of [
      "pas besoin du vol-incendie",
      "je veux pas les autres risques",
      "pas besoin des autres risques",
    ]) {
      const result = play("fr", "Rimouski, Mazda 3 2017", `1M, franchise 500, collision oui, ${decline}`);
      expect(result.fields.coverage?.collision, decline).toBe(true);
      expect(result.fields.coverage?.comprehensive, decline).toBe(false);
    }
  });

  it("takes a bare deductible in a list split by slashes or pluses, or dictated after the liability", () => {
    for (const list of [
      "2M / 300 / collision / comprehensive",
      "$2M + 300 + collision + comprehensive",
      "2 million 300 collision comprehensive",
    ]) {
      const result = play("en", "Kamloops BC, 2017 Mazda 3", list);
      expect(result.fields.coverage, list).toEqual({
        liability_limit: "2000000",
        collision: true,
        comprehensive: true,
        deductible: 300,
      });
    }
    // A count said after the liability is not a deductible.
    expect(
      play("en", "Kamloops BC, 2017 Mazda 3", "2 million 250 collision").fields.coverage?.deductible,
    ).toBeUndefined();
  });
});
