import { describe, expect, it } from "vitest";
import { extractSlots } from "./extract";
import { type FieldKey } from "./slots";
import { questionTopic } from "./topic";

const read = (text: string, topic: FieldKey | null) =>
  extractSlots(text, { currentYear: 2026, currentMonth: 11, known: {}, lastAsked: "coverage", topic }).values;

describe("the topic of the question just answered", () => {
  it("is the one field a question names", () => {
    expect(questionTopic("c'est quoi la collision exactement?")).toBe("coverage.collision");
    expect(questionTopic("How long does a speeding ticket stay on my insurance?")).toBe("driver.tickets_last_3y");
    expect(questionTopic("what's a deductible?")).toBe("coverage.deductible");
    expect(questionTopic("what's the difference between collision and comprehensive?")).toBeNull();
    expect(questionTopic("are you a broker?")).toBeNull();
  });

  it("is what 'I'll take it' and 'mine was in 2022' point back at", () => {
    expect(read("ok je la prends, avec 1 million de responsabilité", "coverage.collision").coverage).toMatchObject({
      collision: true,
      liability_limit: "1000000",
    });
    expect(read("skip it, and a $1000 deductible", "coverage.comprehensive").coverage).toEqual({
      comprehensive: false,
      deductible: 1000,
    });
    expect(read("OK, mine was in 2022 and nothing since", "driver.tickets_last_3y").driver).toEqual({
      tickets_last_3y: 0,
    });
    expect(read("ok le mien c'était l'an passé", "driver.tickets_last_3y").driver).toEqual({ tickets_last_3y: 1 });
    // Without a topic, the same words set nothing.
    expect(read("OK, mine was in 2022 and nothing since", null).driver).toBeUndefined();
  });
});
