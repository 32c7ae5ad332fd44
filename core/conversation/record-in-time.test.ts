import { describe, expect, it } from "vitest";
import { nextTurn, startConversation, type ConversationState } from "./engine";
import { extractSlots } from "./extract";

const driver = (text: string) =>
  (extractSlots(text, { currentYear: 2026, known: {}, lastAsked: null }).values.driver ?? {}) as Record<string, number>;

describe("events placed in time (issue 22)", () => {
  it("counts tickets within 3 years and accidents within 6 years of today", () => {
    expect(driver("I had a speeding ticket 5 years ago, nothing since")).toEqual({ tickets_last_3y: 0 });
    expect(driver("a fender bender that was my fault about 7 years ago")).toEqual({ accidents_last_6y: 0 });
    expect(driver("I've had 3 at-fault accidents: in 2009, 2016 and last year")).toEqual({ accidents_last_6y: 1 });
    expect(driver("a ticket 2 years ago")).toEqual({ tickets_last_3y: 1 });
    expect(driver("un accident responsable en 2015 pis un autre l'année passée")).toEqual({ accidents_last_6y: 1 });
    expect(driver("two speeding tickets in the past year")).toEqual({ tickets_last_3y: 2 });
  });

  it("does not count someone else's record, nor an accident that was not the visitor's fault", () => {
    expect(driver("I have no tickets but my husband has 2 speeding tickets")).toEqual({ tickets_last_3y: 0 });
    expect(driver("my wife had an accident last year but I never had one")).toEqual({ accidents_last_6y: 0 });
    expect(driver("my wife had an accident last year")).toEqual({});
    expect(driver("one accident, but it was not my fault")).toEqual({ accidents_last_6y: 0 });
    expect(driver("ma femme a eu un accident responsable l'an passé, moi j'en ai jamais eu")).toEqual({
      accidents_last_6y: 0,
    });
  });

  it("turns the age at the licence and the age now into years licensed", () => {
    expect(driver("got my licence at 19 and I'm 52 now")).toEqual({ years_licensed: 33 });
    expect(driver("licensed since I was 18, I'm 45")).toEqual({ years_licensed: 27 });
    expect(driver("j'ai 45 ans, j'ai eu mon permis à 17 ans")).toEqual({ years_licensed: 28 });
    expect(driver("got my licence at 19")).toEqual({});
  });
});

describe("a refused value is never replaced by a default", () => {
  function play(messages: string[]): ConversationState {
    let state = startConversation().state;
    for (const text of messages) state = nextTurn(state, text, { currentYear: 2026 }).state;
    return state;
  }

  it("keeps a refused coverage empty when the rest is made standard", () => {
    const state = play([
      "Edmonton AB",
      "2018 Mazda CX-5",
      "licensed 16 years",
      "no tickets",
      "no accidents",
      "$1M liability, $250 deductible, collision and comprehensive",
    ]);
    expect(state.fields.coverage?.deductible).toBeUndefined();
    expect(state.readyForConsent).toBe(false);
    expect(state.lastAsked).toBe("coverage.deductible");
  });

  it("does not take 'no accidents' for an answer to the tickets question", () => {
    const state = play(["Winnipeg MB", "2019 Kia Sorento", "licensed 10 years", "25 tickets", "no accidents"]);
    expect(state.fields.driver).toEqual({ years_licensed: 10, accidents_last_6y: 0 });
  });
});

describe("what a visitor says twice or in pieces", () => {
  it("adds up separate events, and takes a correction as the number meant", () => {
    expect(driver("a speeding ticket in 2025 and a distracted driving ticket in 2024")).toEqual({ tickets_last_3y: 2 });
    expect(driver("1 speeding ticket in 2022, 1 in 2025")).toEqual({ tickets_last_3y: 1 });
    expect(driver("3 tickets, sorry, 2 tickets")).toEqual({ tickets_last_3y: 2 });
    expect(driver("licensed for 12 years, no wait, 14 years")).toEqual({ years_licensed: 14 });
  });

  it("places an event to the month when it is given", () => {
    expect(
      (extractSlots("one ticket, in february 2023", { currentYear: 2026, currentMonth: 11, known: {}, lastAsked: null })
        .values.driver ?? {}) as Record<string, number>,
    ).toEqual({ tickets_last_3y: 0 });
    expect(driver("my last ticket was back in 2015")).toEqual({ tickets_last_3y: 0 });
  });
});
