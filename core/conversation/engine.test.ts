import { describe, expect, it } from "vitest";
import { MESSAGES_EN } from "../i18n/messages-en";
import { setLanguageSource } from "../i18n/translate";
import {
  chooseProvince,
  type ConversationState,
  initialState,
  isResetPhrase,
  nextTurn,
  RESET_PHRASES,
  startConversation,
  toQuoteRequest,
  type TurnResult,
} from "./engine";
import { type CollectedFields, type SlotKey } from "./slots";

const context = { currentYear: 2026 };

/** Plays a conversation from its opening, returning every turn. */
function play(...messages: string[]): TurnResult[] {
  let state = startConversation().state;
  return messages.map((text) => {
    const result = nextTurn(state, text, context);
    state = result.state;
    return result;
  });
}

function last(turns: TurnResult[]): TurnResult {
  return turns[turns.length - 1] as TurnResult;
}

function keys(result: TurnResult): string[] {
  return result.reply.map((reply) => reply.key);
}

/** The standard coverage the assistant offers: $1M liability, collision and comprehensive, $500 deductible. */
const STANDARD_COVERAGE = {
  liability_limit: "1000000",
  collision: true,
  comprehensive: true,
  deductible: 500,
} as const;

const COMPLETE: CollectedFields = {
  region: { country: "CA", province: "ON", postal_fsa: "M5V" },
  location: { city: "Toronto" },
  vehicle: { year: 2020, make: "Honda", model: "Civic" },
  driver: { years_licensed: 12, tickets_last_3y: 0, accidents_last_6y: 0 },
  coverage: { ...STANDARD_COVERAGE },
};

describe("reset phrases", () => {
  it.each([...RESET_PHRASES])("'%s' resets", (phrase) => {
    expect(isResetPhrase(`please ${phrase.toUpperCase()} now`)).toBe(true);
  });

  it.each(["2019 Honda Civic", "Toronto", "no tickets", "yes", ""])("'%s' does not reset", (text) => {
    expect(isResetPhrase(text)).toBe(false);
  });

  it("clears the session and says so", () => {
    const turns = play("Toronto", "2019 Honda Civic", "take me to the main menu");
    const result = last(turns);
    expect(result.reset).toBe(true);
    expect(result.fields).toEqual({});
    expect(result.state).toEqual(initialState());
    expect(keys(result)).toEqual(["chat.reset"]);
  });
});

describe("province picker", () => {
  it("appears after two consecutive rejections while no province is stored", () => {
    const [first, second] = play("Narnia", "Yukon");
    expect(first?.rejected.map((entry) => entry.key)).toEqual(["region.province"]);
    expect(first?.showProvincePicker).toBe(false);
    expect(second?.showProvincePicker).toBe(true);
    expect(second?.state.provinceRejections).toBe(2);
  });

  it("counts an unanswered location question as a rejection", () => {
    const turns = play("what's the weather", "I'm from California");
    expect(last(turns).showProvincePicker).toBe(true);
  });

  it("hides and resets the counter when a province is accepted", () => {
    const turns = play("Narnia", "Narnia", "Manitoba");
    const result = last(turns);
    expect(result.showProvincePicker).toBe(false);
    expect(result.state.provinceRejections).toBe(0);
    expect(result.fields.region?.province).toBe("MB");
  });

  it("hides when a province button is chosen", () => {
    const turns = play("Narnia", "Atlantis");
    const chosen = chooseProvince(last(turns).state, "NS", context);
    expect(chosen.showProvincePicker).toBe(false);
    expect(chosen.fields.region?.province).toBe("NS");
    expect(chosen.state.provinceRejections).toBe(0);
  });

  it("needs the rejections to be consecutive", () => {
    const turns = play("Narnia", "2019 Honda Civic", "Atlantis");
    expect(last(turns).showProvincePicker).toBe(false);
    expect(last(turns).state.provinceRejections).toBe(1);
  });

  it("does not count rejections once a province is stored", () => {
    const turns = play("Ottawa", "my postal code is T2P", "my postal code is V6B");
    expect(last(turns).showProvincePicker).toBe(false);
    expect(last(turns).rejected.map((entry) => entry.key)).toEqual(["region.postal_fsa"]);
  });
});

describe("consent readiness", () => {
  it("is ready at once when one message holds everything", () => {
    const [result] = play(
      "I'm in Toronto M5V, 2020 Honda Civic, licensed 12 years, no tickets or accidents, standard coverage",
    );
    expect(result?.readyForConsent).toBe(true);
    expect(result?.fields).toEqual(COMPLETE);
    expect(keys(result as TurnResult)).toContain("chat.ready");
    expect(keys(result as TurnResult)).toContain("chat.confirm.coverageStandard");
    expect(result?.state.lastAsked).toBeNull();
  });

  it("is not ready while a required field is missing", () => {
    const [result] = play("I'm in Toronto M5V, 2020 Honda Civic, licensed 12 years, no tickets or accidents");
    expect(result?.readyForConsent).toBe(false);
    expect(result?.state.lastAsked).toBe("coverage");
  });

  it("toQuoteRequest validates with the shared schema", () => {
    const ok = toQuoteRequest(COMPLETE, 2026);
    expect(ok.ok && ok.request.coverage.liability_limit).toBe(1_000_000);
    const missing = toQuoteRequest({ region: { province: "ON" } }, 2026);
    expect(missing.ok).toBe(false);
    if (!missing.ok) expect(missing.issues.map((issue) => issue.key)).toContain("vehicle.year");
    const mismatch = toQuoteRequest(
      { ...COMPLETE, region: { country: "CA", province: "AB", postal_fsa: "M5V" } },
      2026,
    );
    expect(mismatch.ok).toBe(false);
  });
});

describe("question order", () => {
  it("asks one question at a time: location, vehicle, driver record, coverage", () => {
    const turns = play("Ottawa", "2018 Mazda CX-5", "8", "0", "1", "yes");
    expect(turns.map((turn) => turn.state.lastAsked)).toEqual<(SlotKey | null)[]>([
      "vehicle",
      "driver.years_licensed",
      "driver.tickets_last_3y",
      "driver.accidents_last_6y",
      "coverage",
      null,
    ]);
    expect(last(turns).readyForConsent).toBe(true);
  });

  it("takes the oui and non the French questions ask for (issue 21)", () => {
    expect(last(play("Ottawa", "2018 Mazda CX-5", "8", "0", "1", "oui")).readyForConsent).toBe(true);
    const declined = play("Ottawa", "2018 Mazda CX-5", "8", "0", "1", "non");
    expect(last(declined).readyForConsent).toBe(false);
    expect(last(declined).state.lastAsked).toBe("coverage.liability_limit");
  });

  it("asks for the missing part of the vehicle only", () => {
    expect(play("Ottawa", "a Honda").map((turn) => turn.state.lastAsked)).toEqual(["vehicle", "vehicle.model"]);
    expect(play("Ottawa", "Toyota Corolla")[1]?.state.lastAsked).toBe("vehicle.year");
    expect(play("Ottawa", "2015")[1]?.state.lastAsked).toBe("vehicle.make");
  });

  it("keeps a model missing from its list: a number, or two capitalized words", () => {
    expect(last(play("Drummondville", "Volvo 240 1990")).fields.vehicle).toMatchObject({ make: "Volvo", model: "240" });
    expect(last(play("Ottawa", "a 2004 Peugeot 206")).fields.vehicle).toMatchObject({ model: "206", year: 2004 });
    expect(last(play("Ottawa", "Chevrolet Bel Air 1995")).fields.vehicle).toMatchObject({ model: "Bel Air" });
    // A number that is a count or an amount is not a model.
    expect(last(play("Ottawa", "a Volvo, 240 km a week")).fields.vehicle?.model).toBeUndefined();
    expect(last(play("Ottawa", "Volvo 2 years old")).fields.vehicle?.model).toBeUndefined();
  });

  it("refuses years licensed that the visitor's age rules out, then and later", () => {
    const turns = play("Kelowna BC", "2016 VW Tiguan", "I'm 24 and I've been driving for 30 years", "yes 30 years");
    expect(turns[2]?.rejected.map((entry) => entry.message.key)).toEqual(["chat.reason.licenceLongerThanAge"]);
    expect(last(turns).fields.driver?.years_licensed).toBeUndefined();
    expect(last(turns).state.lastAsked).toBe("driver.years_licensed");
    expect(last(play("Kelowna BC", "I'm 24, licensed 8 years")).fields.driver?.years_licensed).toBe(8);
    // Someone else's age bounds nothing.
    expect(last(play("Kelowna BC", "my son is 17 years old; I've been licensed 30 years")).fields.driver).toEqual({
      years_licensed: 30,
    });
  });

  it("takes an acknowledging ok before coverage choices as those choices, not a yes to the standard", () => {
    const before = ["Ottawa", "2018 Mazda CX-5", "8", "0", "0"];
    const chosen = last(play(...before, "ok. $2,000,000 liability with collision and comprehensive"));
    expect(chosen.fields.coverage).toEqual({ liability_limit: "2000000", collision: true, comprehensive: true });
    expect(chosen.state.lastAsked).toBe("coverage.deductible");
    expect(last(play(...before, "ok")).fields.coverage).toEqual(STANDARD_COVERAGE);
    expect(last(play(...before, "ok, $1000 deductible")).fields.coverage).toEqual({
      ...STANDARD_COVERAGE,
      deductible: 1000,
    });
  });

  it("reads record and coverage words careful visitors use", () => {
    const fields = (...messages: string[]) => last(play(...messages)).fields;
    // "collisions" on the record are accidents; "collision" alone is the coverage.
    expect(fields("Ottawa", "No convictions and no collisions.").driver).toEqual({
      tickets_last_3y: 0,
      accidents_last_6y: 0,
    });
    expect(fields("Ottawa", "neither of us has had an accident").driver).toEqual({ accidents_last_6y: 0 });
    expect(fields("Ottawa", "million liability, 500 deductible").coverage).toEqual({
      liability_limit: "1000000",
      deductible: 500,
    });
    expect(fields("Ottawa", "no collision, comprehensive yes").coverage).toEqual({
      collision: false,
      comprehensive: true,
    });
  });

  it("keeps the visitor's car, not a spouse's or a sold one", () => {
    const vehicle = (...messages: string[]) => last(play(...messages)).fields.vehicle;
    expect(vehicle("Halifax", "mine's a 2020 VW Golf. his is a 2015 F-150 but don't worry about that one")).toEqual({
      year: 2020,
      make: "Volkswagen",
      model: "Golf",
    });
    expect(
      vehicle("Gatineau", "moi j'ai une Kia Soul 2020; ma blonde a une Civic 2012 mais on l'assure pas ici"),
    ).toEqual({ year: 2020, make: "Kia", model: "Soul" });
    expect(
      vehicle("Edmonton AB, 2016 Jeep Cherokee", "sorry, Wrangler. the Cherokee was my last one, sold it"),
    ).toEqual({
      year: 2016,
      make: "Jeep",
      model: "Wrangler",
    });
  });

  it("finds the home town through typos, nicknames and other people's places", () => {
    const where = (text: string) => {
      const fields = last(play(text)).fields;
      return [fields.region?.province, fields.location?.city];
    };
    expect(where("Ottowa, Ontario")).toEqual(["ON", "Ottawa"]);
    expect(where("PEI, Charlottown")).toEqual(["PE", "Charlottetown"]);
    expect(where("Ontario, thanks")).toEqual(["ON", undefined]);
    expect(where("Regina, Sask")).toEqual(["SK", "Regina"]);
    expect(where("hey, in van, V6K 2G4")).toEqual(["BC", "Vancouver"]);
    expect(where("hi, I'm in Sherby")).toEqual(["QC", "Sherbrooke"]);
    expect(where("I live in Pointe-Claire QC, my daughter is in Toronto for school")).toEqual(["QC", "Pointe-Claire"]);
    expect(where("I'm at cegep in Rimouski but I live with my parents in Matane")).toEqual(["QC", "Matane"]);
  });

  it("reads a pasted renewal notice and other real-life ways of giving details", () => {
    const fields = (...messages: string[]) => last(play(...messages)).fields;
    const renewal = fields(
      "Copying this off my renewal. Policy period: 2025-12-14 to 2026-12-14 Vehicle: 2013 Volkswagen Golf " +
        "Principal operator: years licensed 19 Convictions (3 yrs): 0 At-fault claims: 1 (2017) " +
        "Liability: $1000000 Collision: $1000 deductible Comprehensive: $1000 deductible",
    );
    expect(renewal.vehicle).toEqual({ year: 2013, make: "Volkswagen", model: "Golf" });
    expect(renewal.driver).toEqual({ years_licensed: 19, tickets_last_3y: 0, accidents_last_6y: 0 });
    expect(fields("quote pls Lethbridge AB 2020 subaru crosstrek, 1000 ded").coverage).toEqual({ deductible: 1000 });
    expect(
      fields("Ottawa", "2019 Civic", "licensed since 2005... no wait, 2006, I failed my road test").driver,
    ).toEqual({
      years_licensed: 20,
    });
    expect(
      fields("I'm 47, got my licence at 16 back home in Newfoundland, moved to Fort McMurray in 2010"),
    ).toMatchObject({
      region: { province: "AB" },
      location: { city: "Fort McMurray" },
      driver: { years_licensed: 31 },
    });
    expect(fields("Hello from Victoria! The one on Vancouver Island, not the one on PEI").region?.province).toBe("BC");
    expect(fields("let's start with my truck and do the wife's Nissan Rogue after").vehicle).toBeUndefined();
    expect(fields("I drive a 2008 Buick Allure. How much would you charge?").vehicle).toEqual({
      year: 2008,
      make: "Buick",
      model: "Allure",
    });
    expect(
      fields("Ottawa, 2019 Civic, 10 years", "4 speeding tickets total: 2019, 2021, March 2024 and one this October")
        .driver,
    ).toEqual({
      tickets_last_3y: 2,
    });
    expect(
      fields("Ottawa, 2019 Civic, 10 years", "I did back into a post in 2015, that one was my fault, but nothing since")
        .driver,
    ).toEqual({
      accidents_last_6y: 0,
    });
    expect(fields("Ottawa", "liability 1000000... actually no, make it 2").coverage).toEqual({
      liability_limit: "2000000",
    });
    expect(
      fields("Sherbrooke", "responsabilité 1 million, collision pis accident sans collision oui").coverage,
    ).toEqual({
      liability_limit: "1000000",
      collision: true,
      comprehensive: true,
    });
    expect(fields("Ottawa", "2000000 liability with collision + comp and a 300 deductible").coverage).toEqual({
      liability_limit: "2000000",
      collision: true,
      comprehensive: true,
      deductible: 300,
    });
    expect(fields("C'est combien pour assurer un char 2019 à Sherbrooke?").vehicle).toEqual({ year: 2019 });
  });

  it("takes a town several provinces share as Quebec's in a French conversation, and none in English", () => {
    expect(last(play("I live in Westmount")).fields.region?.province).toBeUndefined();
    setLanguageSource(() => "fr");
    try {
      expect(last(play("j'habite à Westmount")).fields).toMatchObject({
        region: { province: "QC" },
        location: { city: "Westmount" },
      });
    } finally {
      setLanguageSource(() => "en");
    }
  });

  it("never asks again for what it already knows, whatever the order of answers", () => {
    const turns = play(
      "no tickets and I've been licensed 9 years",
      "Calgary",
      "2021 Kia Soul",
      "one accident",
      "$1000 deductible",
    );
    const asked = turns.map((turn) => turn.state.lastAsked);
    expect(asked).toEqual<(SlotKey | null)[]>([
      "region.province",
      "vehicle",
      "driver.accidents_last_6y",
      "coverage",
      null,
    ]);
    // A change named in answer to "keep the standard coverage?" keeps the rest standard, and says so.
    expect(keys(last(turns))).toEqual([
      "chat.confirm.deductible",
      "chat.confirm.coverageRestStandard",
      "chat.ready",
      "chat.household.offer",
    ]);
    expect(last(turns).fields.coverage).toEqual({ ...STANDARD_COVERAGE, deductible: 1000 });
  });

  it("asks coverage field by field when the visitor declines the standard", () => {
    const turns = play("Ottawa", "2018 Mazda CX-5", "8", "0", "0", "no", "500k", "yes", "no", "300");
    expect(turns.slice(5).map((turn) => turn.state.lastAsked)).toEqual<(SlotKey | null)[]>([
      "coverage.liability_limit",
      "coverage.collision",
      "coverage.comprehensive",
      "coverage.deductible",
      null,
    ]);
    expect(last(turns).fields.coverage).toEqual({
      liability_limit: "500000",
      collision: true,
      comprehensive: false,
      deductible: 300,
    });
  });

  it("asks about the rest of the coverage when some of it is already known", () => {
    const turns = play("Ottawa", "2018 Mazda CX-5 with a $1000 deductible", "8", "0", "0");
    expect(keys(last(turns))).toEqual(["chat.confirm.accidents.zero", "chat.ask.coverageRest"]);
    const done = nextTurn(last(turns).state, "yes", context);
    expect(done.readyForConsent).toBe(true);
    expect(done.fields.coverage?.deductible).toBe(1000);
  });

  it("does not apologise for small talk once everything is known", () => {
    const [ready] = play(
      "I'm in Toronto M5V, 2020 Honda Civic, licensed 12 years, no tickets or accidents, standard coverage",
    );
    const thanks = nextTurn((ready as TurnResult).state, "thanks!", context);
    expect(keys(thanks)).toEqual(["chat.ready", "chat.household.offer"]);
    expect(thanks.readyForConsent).toBe(true);
  });

  it("re-asks the same question after an answer it did not understand", () => {
    const turns = play("Ottawa", "what's the weather like?");
    expect(keys(last(turns))).toEqual(["chat.notUnderstood", "chat.ask.vehicle"]);
  });

  it("answers a vague count by asking for a number instead of guessing", () => {
    const turns = play("Ottawa", "2018 Mazda CX-5", "8", "a few");
    expect(last(turns).rejected.map((entry) => entry.key)).toEqual(["driver.tickets_last_3y"]);
    expect(keys(last(turns))).toEqual(["chat.reason.vagueTickets"]);
    expect(last(turns).state.lastAsked).toBe("driver.tickets_last_3y");
  });
});

describe("corrections", () => {
  function stateWith(fields: CollectedFields, lastAsked: SlotKey | null = null): ConversationState {
    return { ...initialState(), fields, lastAsked };
  }

  it("replaces the vehicle year", () => {
    const result = nextTurn(stateWith({ ...COMPLETE }), "actually it's a 2019", context);
    expect(result.fields.vehicle).toEqual({ year: 2019, make: "Honda", model: "Civic" });
    expect(result.changed).toEqual(["vehicle.year"]);
    expect(keys(result)[0]).toBe("chat.confirm.updated");
    expect(result.readyForConsent).toBe(true);
  });

  it("replaces the province and drops the postal code and city of the old one", () => {
    const result = nextTurn(stateWith({ ...COMPLETE }), "sorry, Alberta not Ontario", context);
    expect(result.fields.region).toEqual({ country: "CA", province: "AB" });
    expect(result.fields.location).toBeUndefined();
  });

  it("replaces a count", () => {
    const result = nextTurn(stateWith({ ...COMPLETE }), "make that 2 tickets", context);
    expect(result.fields.driver?.tickets_last_3y).toBe(2);
  });

  it("drops a model that does not belong to a corrected make", () => {
    const result = nextTurn(stateWith({ ...COMPLETE }), "oh wait, it's a Toyota", context);
    expect(result.fields.vehicle).toEqual({ year: 2020, make: "Toyota" });
    expect(result.state.lastAsked).toBe("vehicle.model");
    expect(result.readyForConsent).toBe(false);
  });

  it("rejects a postal code from another province than the one given earlier", () => {
    const result = nextTurn(stateWith({ region: { country: "CA", province: "ON" } }), "my postal code is T5J", context);
    expect(result.fields.region).toEqual({ country: "CA", province: "ON" });
    expect(result.rejected[0]?.key).toBe("region.postal_fsa");
    expect(result.rejected[0]?.reason).toContain("T5J");
  });
});

describe("replies", () => {
  it("uses only catalogue keys", () => {
    const turns = play(
      "hi",
      "Narnia",
      "Toronto M5V",
      "Hoda Civic 1985",
      "2016",
      "licensed for 90 years",
      "10",
      "a few",
      "2",
      "none",
      "no",
      "3 million",
      "2 million",
      "no",
      "yes",
      "$250 deductible",
      "500",
      "start over",
    );
    for (const turn of turns) {
      for (const reply of turn.reply) expect(MESSAGES_EN).toHaveProperty(reply.key);
    }
  });

  it("opens with a greeting and the location question", () => {
    const opening = startConversation();
    expect(opening.reply.map((reply) => reply.key)).toEqual(["chat.intro", "chat.ask.location"]);
    expect(opening.state.lastAsked).toBe("region.province");
  });
});

describe("a provider's reading laid over the built-in one", () => {
  const opening = startConversation().state;

  it("takes the provider's values field by field and keeps the built-in reading of the rest", () => {
    const turn = nextTurn(opening, "Toronto, and it's the family car", context, {
      values: { vehicle: { year: 2017, make: "Kia", model: "Soul" } },
      rejected: [],
    });
    expect(turn.fields.region).toMatchObject({ province: "ON" });
    expect(turn.fields.vehicle).toEqual({ year: 2017, make: "Kia", model: "Soul" });
    expect(turn.changed).toEqual(expect.arrayContaining(["region.province", "vehicle.year"]));
    expect(keys(turn)).toContain("chat.confirm.vehicle");
  });

  it("lets the provider's value win over the built-in one for the same field", () => {
    const turn = nextTurn(opening, "Toronto, 2015 Honda Civic", context, {
      values: { vehicle: { year: 2016 } },
      rejected: [],
    });
    expect(turn.fields.vehicle).toEqual({ year: 2016, make: "Honda", model: "Civic" });
  });

  it("reports the provider's rejections with the field key, unless a value was found for it", () => {
    const rejectedYear = {
      key: "vehicle.year",
      reason: "too old",
      message: { key: "chat.reason.invalid" as const, params: { reason: "too old" } },
    };
    const turn = nextTurn(opening, "Toronto", context, { values: {}, rejected: [rejectedYear] });
    expect(turn.rejected.map((entry) => entry.key)).toEqual(["vehicle.year"]);
    const overruled = nextTurn(opening, "Toronto, 2015 Honda Civic", context, { values: {}, rejected: [rejectedYear] });
    expect(overruled.rejected).toEqual([]);
  });
});
