import { afterEach, describe, expect, it } from "vitest";
import { setLanguageSource } from "../i18n/translate";
import { nextTurn, startConversation, type TurnResult } from "./engine";
import { questionShape } from "./text";
import { analyzeText } from "./retrieval/tokenize";

/**
 * What the assistant reads in visitors' own words (issue 22, batch i of the evaluation set): places
 * whose province comes later, texting without apostrophes, Quebec's chapter B, a bare deductible in a
 * list, someone else's record, and questions asked as statements.
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

describe("places", () => {
  it("keeps a town several provinces have until the visitor says which", () => {
    const souris = play("en", "I live in Souris", "the one on PEI, not the one in Manitoba");
    expect([souris.fields.region?.province, souris.fields.location?.city]).toEqual(["PE", "Souris"]);
    // Another province said later moves the town there when it has one of that name.
    const woodstock = play("en", "Hi, I'm in Woodstock", "New Brunswick. My son goes to school in Fredericton");
    expect([woodstock.fields.region?.province, woodstock.fields.location?.city]).toEqual(["NB", "Woodstock"]);
    // A town the new province lacks is dropped.
    const barrie = play("en", "Barrie", "sorry, Alberta");
    expect([barrie.fields.region?.province, barrie.fields.location?.city]).toEqual(["AB", undefined]);
  });

  it("reads a hyphenated town after a greeting, and a town named after its province", () => {
    expect(play("fr", "bonjour baie-comeau ici").fields.location?.city).toBe("Baie-Comeau");
    expect(play("fr", "salut val-d'or, toyota tundra 2021").fields.location?.city).toBe("Val-d'Or");
    const labrador = play("en", "What's insurance cost for a 2017 Kia Soul in Labrador City?");
    expect([labrador.fields.region?.province, labrador.fields.location?.city]).toEqual(["NL", "Labrador City"]);
    expect(play("en", "2010 toyota corolla ce, PG bc").fields.location?.city).toBe("Prince George");
  });

  it("refuses a home abroad even when a Canadian landmark is named beside it", () => {
    const calais = play("en", "I live in Calais, Maine, right across the river from St. Stephen NB");
    expect(calais.fields.region?.province).toBeUndefined();
    expect(calais.rejected.map((entry) => entry.key)).toContain("region.province");
  });

  it("reads a province's French name in a message with no other French", () => {
    expect(play("fr", "Combien ça coûte?", "Terre-Neuve, Honda Fit 2014").fields.region?.province).toBe("NL");
  });
});

describe("the driver", () => {
  it("reads French texting without apostrophes, and 'ça fait … que je drive'", () => {
    expect(
      play("fr", "Sept-Îles, Jeep Wrangler 2020", "permis depuis lage de 16 ans, jai 29 ans").fields.driver,
    ).toEqual({ years_licensed: 13 });
    expect(play("fr", "Tracadie, F-150 2015", "Ça fait trente ans que je drive").fields.driver).toEqual({
      years_licensed: 30,
    });
  });

  it("asks again after 'a couple of years', then takes the exact count", () => {
    const vague = play("en", "Saskatoon, 2017 Ram 2500", "been driving a couple years");
    expect(vague.fields.driver?.years_licensed).toBeUndefined();
    expect(vague.rejected.map((entry) => entry.key)).toEqual(["driver.years_licensed"]);
    const exact = play(
      "en",
      "Saskatoon, 2017 Ram 2500",
      "been driving a couple years",
      "ok actually it's 4 years exactly",
    );
    expect(exact.fields.driver).toEqual({ years_licensed: 4 });
  });

  it("counts none for the visitor after someone else's accident and 'but I don't'", () => {
    const result = play(
      "en",
      "Regina, 2017 Kia Soul",
      "I've been driving 5 years. my husband has an accident on his record but I don't",
    );
    expect(result.fields.driver).toEqual({ years_licensed: 5, accidents_last_6y: 0 });
  });
});

describe("coverage", () => {
  it("takes a bare 300, 500 or 1000 in a list of coverage as the deductible", () => {
    const english = play("en", "Saskatoon, 2017 Ram 2500", "4 years", "1 million, collision and comprehensive, 500");
    expect(english.fields.coverage).toEqual({
      liability_limit: "1000000",
      collision: true,
      comprehensive: true,
      deductible: 500,
    });
    const french = play(
      "fr",
      "Prince Albert en Saskatchewan, Ram 2500 2017",
      "permis depuis 20 ans",
      "1 million, tous risques, 500",
    );
    expect(french.fields.coverage?.deductible).toBe(500);
  });

  it("reads Quebec's chapter B and 'pas les autres risques'", () => {
    const none = play(
      "fr",
      "Shawinigan, Toyota Yaris 2009",
      "Je veux juste la responsabilité civile, 1 million, pas de chapitre B",
    );
    expect(none.fields.coverage).toEqual({ liability_limit: "1000000", collision: false, comprehensive: false });
    const collision = play(
      "fr",
      "baie-comeau, Silverado 2018",
      "responsabilité 2 millions, collision seulement, pas les autres risques, franchise 500",
    );
    expect(collision.fields.coverage).toEqual({
      liability_limit: "2000000",
      collision: true,
      comprehensive: false,
      deductible: 500,
    });
  });

  it("takes 'the normal coverage' as the standard one, but not 'normal commuting'", () => {
    const taken = play("en", "Toronto, 2019 Rogue, licensed 4 years, no tickets no accidents", "I take normal");
    expect(taken.fields.coverage).toEqual({
      liability_limit: "1000000",
      collision: true,
      comprehensive: true,
      deductible: 500,
    });
    const commute = play(
      "en",
      "Toronto, 2019 Rogue, licensed 4 years, no tickets no accidents",
      "it's for normal commuting",
    );
    expect(commute.fields.coverage).toBeUndefined();
  });
});

describe("questions in visitors' words", () => {
  it("hears a statement with a tag or a hearsay lead-in as a question", () => {
    expect(
      questionShape("someone told me for a fender bender I go to a collision reporting centre, is that right?"),
    ).toBe("word");
    expect(questionShape("on m'a dit que les pneus d'hiver sont obligatoires, c'est-tu vrai?")).toBe("word");
    expect(questionShape("2019 civic right?")).toBe("word");
    expect(questionShape("Toronto?")).toBe("mark");
    expect(questionShape("licensed 10 years")).toBeNull();
  });

  it("maps everyday words to what the pages call them, in both languages", () => {
    expect(analyzeText("I do DoorDash on weekends", "en").terms).toContain("delivery");
    expect(analyzeText("Deliveries, paying passengers or other business use", "en").terms).toContain("delivery");
    expect(analyzeText("je fais du DoorDash", "fr").terms).toEqual(expect.arrayContaining(["delivery"]));
    expect(analyzeText("je fais du DoorDash", "fr").terms).not.toContain("doordash");
    expect(analyzeText("Laisser l'assurance s'interrompre", "fr").terms).toContain("insurancegap");
    expect(analyzeText("j'ai pas eu d'assurance pendant 8 mois", "fr").terms).toContain("insurancegap");
    // An uninsured driver is not a gap in one's own insurance.
    expect(analyzeText("un conducteur sans assurance", "fr").terms).not.toContain("insurancegap");
  });
});
