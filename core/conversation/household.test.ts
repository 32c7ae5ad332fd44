import { describe, expect, it } from "vitest";
import { nextTurn, startConversation, toQuoteRequest, type ConversationState, type TurnResult } from "./engine";
import { addToHousehold, readAddRequests, readAge, readPrincipal, EMPTY_HOUSEHOLD } from "./household";

// The assistant's household (issue 25, decision 0062), written from the rule: more drivers and
// vehicles are added only on request, after the visitor's own details; each is asked one question at
// a time and checked with the Quote request schema; the single path stays as long as it was.

const context = { currentYear: 2026, currentMonth: 11 };

function play(state: ConversationState, ...messages: string[]): TurnResult {
  let result: TurnResult | null = null;
  let current = state;
  for (const text of messages) {
    result = nextTurn(current, text, context);
    current = result.state;
  }
  return result as TurnResult;
}

const keys = (result: TurnResult) => result.reply.map((reply) => reply.key);

/** A single driver's conversation to the point of consent: Regina, a 2018 Ford Escape, standard coverage. */
function singleReady(): TurnResult {
  return play(startConversation().state, "Regina SK", "2018 Ford Escape", "11 years", "0", "0", "yes");
}

describe("what asks to add someone or something", () => {
  it.each([
    ["add a driver", ["drivers"]],
    ["Please add my husband as a driver", ["drivers"]],
    ["can you add another car to the quote", ["vehicles"]],
    ["add a second vehicle and add a driver", ["vehicles", "drivers"]],
    ["ajouter un conducteur", ["drivers"]],
    ["ajoutez ma fille comme conductrice", ["drivers"]],
    ["j'aimerais ajouter une autre voiture", ["vehicles"]],
  ])("'%s' asks to add %j", (text, lists) => {
    expect(readAddRequests(text)).toEqual(lists);
  });

  it.each([
    "my wife has two tickets, I have none",
    "Is it cheaper to insure a car in Brandon or Winnipeg?",
    "my other car is a 2009 Camry but I'm quoting the Civic",
    "ma blonde a un accident, moi aucun",
  ])("'%s' adds nobody", (text) => {
    expect(readAddRequests(text)).toEqual([]);
  });

  it("stops at 4 drivers and 3 vehicles in all", () => {
    const added = addToHousehold(EMPTY_HOUSEHOLD, [
      "drivers",
      "drivers",
      "drivers",
      "drivers",
      "vehicles",
      "vehicles",
      "vehicles",
    ]);
    expect(added.household.drivers).toHaveLength(3);
    expect(added.household.vehicles).toHaveLength(2);
    expect(added.full).toEqual(["drivers", "vehicles"]);
  });
});

describe("reading a household answer", () => {
  it.each([
    ["19", 19],
    ["she's nineteen", 19],
    ["he is 23 years old", 23],
    ["il a 64 ans", 64],
  ])("'%s' is the age %i", (text, age) => {
    expect(readAge(text)).toBe(age);
  });

  it("reads who drives a vehicle most", () => {
    const two = { drivers: [{}], vehicles: [{}] };
    const three = { drivers: [{}, {}], vehicles: [{}] };
    expect(readPrincipal("me", two)).toBe(0);
    expect(readPrincipal("moi", two)).toBe(0);
    expect(readPrincipal("driver 2", three)).toBe(1);
    expect(readPrincipal("the third one", three)).toBe(2);
    expect(readPrincipal("my daughter does", two)).toBe(1);
    expect(readPrincipal("driver 4", three)).toBeNull();
    expect(readPrincipal("my daughter does", three)).toBeNull();
  });
});

describe("the single driver's path", () => {
  it("is ready with no extra question, the offer said beside the consent", () => {
    const ready = singleReady();
    expect(ready.readyForConsent).toBe(true);
    expect(keys(ready).slice(-2)).toEqual(["chat.ready", "chat.household.offer"]);
    expect(ready.fields.drivers).toBeUndefined();
    expect(ready.fields.vehicles).toBeUndefined();
  });

  it("a spouse's record said in passing asks nothing more", () => {
    const result = play(
      startConversation().state,
      "Regina SK, 2018 Ford Escape",
      "licensed 11 years, my wife has 2 tickets but I have none",
      "0",
      "yes",
    );
    expect(result.readyForConsent).toBe(true);
    expect(result.fields.drivers).toBeUndefined();
  });
});

describe("adding a driver and a vehicle", () => {
  it("asks the visitor's age, then each of the new driver's answers, then the summary", () => {
    const ready = singleReady();
    const askAge = play(ready.state, "add a driver");
    expect(askAge.readyForConsent).toBe(false);
    expect(keys(askAge)).toEqual(["chat.household.askSelfAge"]);
    const done = play(askAge.state, "I'm 44", "17", "licensed 1 year", "none", "0");
    expect(done.readyForConsent).toBe(true);
    expect(keys(done)).toContain("chat.household.summary");
    expect(keys(done)).toContain("chat.household.occasional");
    expect(done.fields.drivers).toEqual([
      { age: 44, years_licensed: 11, tickets_last_3y: 0, accidents_last_6y: 0 },
      { age: 17, years_licensed: 1, tickets_last_3y: 0, accidents_last_6y: 0 },
    ]);
    // The single keys still mean the visitor's own driver and vehicle.
    expect(done.fields.driver).toEqual({ years_licensed: 11, tickets_last_3y: 0, accidents_last_6y: 0 });
    const request = toQuoteRequest(done.fields, 2026);
    expect(request.ok && request.request.drivers?.length).toBe(2);
  });

  it("a second vehicle names who drives it most, and the request lists both", () => {
    const done = play(
      singleReady().state,
      "add a driver",
      "44",
      "21",
      "3 years",
      "she has one ticket",
      "none",
      "add a vehicle",
      "2015 Kia Soul",
      "2",
    );
    expect(done.readyForConsent).toBe(true);
    expect(done.fields.vehicles).toEqual([
      { year: 2018, make: "Ford", model: "Escape", principal_driver: 0 },
      { year: 2015, make: "Kia", model: "Soul", principal_driver: 1 },
    ]);
    expect(done.fields.drivers?.[1]).toEqual({ age: 21, years_licensed: 3, tickets_last_3y: 1, accidents_last_6y: 0 });
    const request = toQuoteRequest(done.fields, 2026);
    expect(request.ok).toBe(true);
  });

  it("a vehicle added without another driver is the visitor's, with no question of who drives it", () => {
    const done = play(singleReady().state, "add another car to the quote", "2021 Toyota RAV4");
    expect(done.readyForConsent).toBe(true);
    expect(done.fields.vehicles?.[1]).toEqual({ year: 2021, make: "Toyota", model: "RAV4", principal_driver: 0 });
    expect(done.fields.drivers).toBeUndefined();
  });

  it("refuses what the shared schema refuses, and asks again", () => {
    const askAge = play(singleReady().state, "add a driver", "44");
    const tooYoung = play(askAge.state, "12");
    expect(tooYoung.readyForConsent).toBe(false);
    expect(keys(tooYoung)).toEqual(["chat.household.invalid", "chat.household.askDriverAge"]);
    const tooLong = play(tooYoung.state, "18", "licensed 10 years");
    expect(keys(tooLong)[0]).toBe("chat.household.invalid");
    expect(tooLong.state.household?.drivers[0]?.years_licensed).toBeUndefined();
    const oldCar = play(singleReady().state, "add a vehicle", "1984 Ford Bronco");
    expect(oldCar.readyForConsent).toBe(false);
    expect(oldCar.state.household?.vehicles[0]?.year).toBeUndefined();
  });

  it("the visitor's age must allow their own years licensed", () => {
    const result = play(singleReady().state, "add a driver", "20");
    expect(keys(result)).toEqual(["chat.household.invalid", "chat.household.askSelfAge"]);
  });

  it("'cancel' at an added driver's first question leaves them off and is ready again", () => {
    const result = play(singleReady().state, "add a vehicle", "never mind");
    expect(result.readyForConsent).toBe(true);
    expect(result.fields.vehicles).toBeUndefined();
    expect(keys(result)[0]).toBe("chat.household.removed.vehicle");
  });

  it("a request made before the visitor's own details is kept for after them", () => {
    const early = play(startConversation().state, "Regina SK, 2018 Ford Escape, and add a driver please");
    expect(keys(early)).toContain("chat.household.later");
    expect(early.state.lastAsked).toBe("driver.years_licensed");
    const after = play(early.state, "11 years", "0", "0", "yes");
    expect(after.readyForConsent).toBe(false);
    expect(keys(after).at(-1)).toBe("chat.household.askSelfAge");
  });

  it("says a list is full", () => {
    const result = play(
      singleReady().state,
      "add a vehicle",
      "2015 Kia Soul",
      "add a vehicle",
      "2012 Mazda 3",
      "add a vehicle",
    );
    expect(keys(result)[0]).toBe("chat.household.full.vehicles");
    expect(result.readyForConsent).toBe(true);
    expect(result.fields.vehicles).toHaveLength(3);
  });
});
