import { describe, expect, it } from "vitest";
import { CONVERSATION_CONTEXT, playConversation, resetLanguageAfterEach } from "../../tests/helpers/play-conversation";
import { setLanguageSource } from "../i18n/translate";
import { nextTurn } from "./engine";

/**
 * The ninth round (issue 22, decision 0074): kinds of answers, each stated as a rule and tried with
 * wordings written for these tests (none comes from the evaluation set), in English and French.
 */
const play = playConversation;

resetLanguageAfterEach();

const EN = { licence: ["Kelowna BC", "2017 Mazda 3"], tickets: ["Kelowna BC", "2017 Mazda 3", "licensed 10 years"] };
const FR = { licence: ["Sherbrooke", "Mazda 3 2017"], tickets: ["Sherbrooke", "Mazda 3 2017", "permis depuis 2010"] };
const COVERAGE_EN = ["Kelowna BC", "2017 Mazda 3", "licensed 10 years", "none", "none"];
const COVERAGE_FR = ["Sherbrooke", "Mazda 3 2017", "permis depuis 2010", "rien", "rien"];

describe("a lead-in up to a colon that carries nothing is chatter", () => {
  it("reads the answer after the colon, in either language", () => {
    expect(
      play("fr", ...FR.tickets, "bon j'ai regardé : 2, une en 2025 pis une en 2024").fields.driver?.tickets_last_3y,
    ).toBe(2);
    expect(play("fr", ...FR.licence, "voici : 12 ans").fields.driver?.years_licensed).toBe(12);
    expect(play("en", ...EN.tickets, "so here goes: one, last spring").fields.driver?.tickets_last_3y).toBe(1);
    expect(play("en", ...EN.licence, "right, let me see: 14 years").fields.driver?.years_licensed).toBe(14);
  });

  it("keeps a lead-in that names its field or gives a value", () => {
    expect(play("fr", ...FR.licence, "Permis : 1999").fields.driver?.years_licensed).toBe(27);
    const both = play("en", ...EN.tickets, "tickets: 1, accidents: none");
    expect(both.fields.driver?.tickets_last_3y).toBe(1);
    expect(both.fields.driver?.accidents_last_6y).toBe(0);
  });
});

describe("a lone amount right after a question about the deductible", () => {
  function afterQuestion(language: "en" | "fr", text: string) {
    setLanguageSource(() => language);
    const state = play(language, ...(language === "en" ? EN.tickets : FR.tickets)).state;
    return nextTurn({ ...state, topic: "coverage.deductible" }, text, CONVERSATION_CONTEXT);
  }

  it("is the deductible, not a count of the question pending", () => {
    for (const [language, text, amount] of [
      ["en", "alright, 1000 then", 1000],
      ["en", "fine, I'd go $300", 300],
      ["fr", "ok mettons 300", 300],
      ["fr", "correct, 1 000 $ d'abord", 1000],
    ] as const) {
      const result = afterQuestion(language, text);
      expect(result.fields.coverage?.deductible, text).toBe(amount);
      expect(result.fields.driver?.tickets_last_3y, text).toBeUndefined();
      expect(result.rejected, text).toEqual([]);
      expect(result.state.lastAsked, text).toBe("driver.tickets_last_3y");
    }
  });

  it("leaves a small count to the question pending", () => {
    const result = afterQuestion("en", "ok, 2");
    expect(result.fields.driver?.tickets_last_3y).toBe(2);
    expect(result.fields.coverage?.deductible).toBeUndefined();
  });
});

describe("coverage lists", () => {
  it("reads a deductible dictated last, after the kinds", () => {
    expect(play("en", ...COVERAGE_EN, "2M collision and comprehensive 1000").fields.coverage).toEqual({
      liability_limit: "2000000",
      collision: true,
      comprehensive: true,
      deductible: 1000,
    });
    expect(play("fr", ...COVERAGE_FR, "2 millions collision et autres risques 300").fields.coverage?.deductible).toBe(
      300,
    );
  });

  it("reads coll and comp as the two kinds in a list", () => {
    expect(play("en", ...COVERAGE_EN, "2M / 1000 / coll / comp").fields.coverage).toEqual({
      liability_limit: "2000000",
      collision: true,
      comprehensive: true,
      deductible: 1000,
    });
    const labelled = play("en", ...COVERAGE_EN, "liab 500k, coll yes, comp no, ded 300").fields.coverage;
    expect(labelled).toEqual({ liability_limit: "500000", collision: true, comprehensive: false, deductible: 300 });
    // "coll" alone, with no coverage beside it, is no coverage.
    expect(play("en", ...EN.licence, "coll").fields.coverage).toBeUndefined();
  });

  it("reads one kind and the rest as both kinds", () => {
    for (const [language, text] of [
      ["fr", "2 millions, franchise 1000, collision avec tout le reste"],
      ["fr", "un million, 300 de franchise, collision et les autres"],
      ["en", "1M, 300 deductible, collision plus the rest"],
    ] as const) {
      const coverage = play(language, ...(language === "en" ? COVERAGE_EN : COVERAGE_FR), text).fields.coverage;
      expect(coverage?.collision, text).toBe(true);
      expect(coverage?.comprehensive, text).toBe(true);
    }
    // Declining the rest still declines it.
    expect(play("en", ...COVERAGE_EN, "collision, not the rest").fields.coverage?.comprehensive).toBe(false);
  });

  it("keeps kinds chosen in a statement followed by a question in another sentence", () => {
    const en = play(
      "en",
      ...COVERAGE_EN,
      "2M liability, 1000 deductible, collision and comprehensive. what would that cost?",
    );
    expect(en.fields.coverage).toEqual({
      liability_limit: "2000000",
      collision: true,
      comprehensive: true,
      deductible: 1000,
    });
    const fr = play("fr", ...COVERAGE_FR, "1 million, franchise 500, collision et autres risques. C'est combien?");
    expect(fr.fields.coverage?.collision).toBe(true);
    expect(fr.fields.coverage?.comprehensive).toBe(true);
    // A question about the kinds sets neither.
    const asked = play("en", ...COVERAGE_EN, "what's the difference between collision and comprehensive?");
    expect(asked.fields.coverage).toBeUndefined();
  });
});

describe("trims and variants after a model", () => {
  it("reads a trim after the model, after the model's year, or by its label", () => {
    for (const [language, text, model, trim] of [
      ["en", "2021 toyota rav4 prime", "RAV4", "Prime"],
      ["en", "2023 Ford F-150 Lightning", "F-150", "Lightning"],
      ["fr", "Hyundai Tucson hybride 2022", "Tucson", "Hybrid"],
      ["en", "Jeep Wrangler 2020 Rubicon", "Wrangler", "Rubicon"],
      ["fr", "une Mazda CX-5 2020, version GT", "CX-5", "GT"],
      ["en", "2019 Kia Soul, trim level EX", "Soul", "EX"],
    ] as const) {
      const vehicle = play(language, language === "en" ? "Kelowna BC" : "Sherbrooke", text).fields.vehicle;
      expect(vehicle?.model, text).toBe(model);
      expect(vehicle?.trim, text).toBe(trim);
      expect(vehicle?.year, text).toBeDefined();
    }
  });

  it("reads no second make from a word that is only a typo of one", () => {
    const vehicle = play("en", "Kelowna BC", "2004 toyota corolla, old beater").fields.vehicle;
    expect(vehicle).toEqual({ year: 2004, make: "Toyota", model: "Corolla" });
  });
});

describe("counts said in other ways", () => {
  it("reads Acadian 'point' as a no", () => {
    const result = play(
      "fr",
      "Moncton",
      "Ford Escape 2018",
      "permis depuis 2000",
      "j'ai point eu de contravention",
      "non, point d'accident",
    );
    expect(result.fields.driver?.tickets_last_3y).toBe(0);
    expect(result.fields.driver?.accidents_last_6y).toBe(0);
    const both = play("fr", "Moncton", "Ford Escape 2018", "permis depuis 2000", "point de billets, point d'accidents");
    expect(both.fields.driver?.tickets_last_3y).toBe(0);
    expect(both.fields.driver?.accidents_last_6y).toBe(0);
  });

  it("reads two bare counts in answer to the tickets as tickets then accidents", () => {
    for (const [language, text, tickets, accidents] of [
      ["fr", "0 pis 0", 0, 0],
      ["en", "none and none", 0, 0],
      ["en", "1 / 0", 1, 0],
      ["fr", "2, 1", 2, 1],
    ] as const) {
      const driver = play(language, ...(language === "en" ? EN.tickets : FR.tickets), text).fields.driver;
      expect(driver?.tickets_last_3y, text).toBe(tickets);
      expect(driver?.accidents_last_6y, text).toBe(accidents);
    }
  });

  it("reads a kind joined to its count by a word", () => {
    const driver = play("en", ...EN.licence, "no accidents, 9 years licensed, and tickets also none").fields.driver;
    expect(driver).toEqual({ years_licensed: 9, tickets_last_3y: 0, accidents_last_6y: 0 });
    expect(play("en", ...EN.tickets, "tickets are 2").fields.driver?.tickets_last_3y).toBe(2);
  });

  it("reads being pulled over for an offence as a ticket for it, even after the summary", () => {
    const late = play("en", ...COVERAGE_EN, "standard", "oh wait, I got pulled over for speeding in March");
    expect(late.fields.driver?.tickets_last_3y).toBe(1);
    expect(
      play("en", ...EN.tickets, "was stopped for running a red light last year").fields.driver?.tickets_last_3y,
    ).toBe(1);
    // A ticket being fought is no conviction yet.
    expect(
      play("en", ...EN.tickets, "got pulled over for speeding yesterday, I'm contesting it in court").fields.driver
        ?.tickets_last_3y,
    ).toBeUndefined();
    // Pulled over with no offence named is no ticket.
    expect(
      play("en", ...EN.tickets, "got stopped for a random check, no tickets though").fields.driver?.tickets_last_3y,
    ).toBe(0);
  });
});

describe("someone else's events and places", () => {
  const ACCIDENTS_EN = [...EN.tickets, "no tickets"];
  const ACCIDENTS_FR = [...FR.tickets, "aucun ticket"];

  it("never reads a calendar year as a count, and leaves someone else's event to the visitor's own answer", () => {
    for (const [language, text] of [
      ["en", "this is for me, my son had an at-fault crash in 2025 but he has his own car"],
      ["fr", "c'est pour moi, ma femme a eu un accident responsable en 2024 mais elle conduit jamais mon char"],
      ["en", "my dad had a crash in 2021 but he does not drive my car"],
    ] as const) {
      const result = play(language, ...(language === "en" ? ACCIDENTS_EN : ACCIDENTS_FR), text);
      // Not refused as 2024 accidents, and not filled with a count nobody gave: asked again.
      expect(result.rejected, text).toEqual([]);
      expect(result.fields.driver?.accidents_last_6y, text).toBeUndefined();
      expect(result.state.lastAsked, text).toBe("driver.accidents_last_6y");
    }
  });

  it("does not take a place called a workplace or taken back by name as home", () => {
    const fr = play("fr", ...COVERAGE_FR, "oups, j'ai dit Sherbrooke mais j'habite a Magog, Sherbrooke c'est ma job");
    expect(fr.fields.location?.city).toBe("Magog");
    const en = play(
      "en",
      "Surrey BC",
      "2019 Kia Soul",
      "sorry, I said Surrey but I actually live in Langley, Surrey is where I work",
    );
    expect(en.fields.location?.city).toBe("Langley");
    expect(play("en", "I live in Burnaby, Vancouver is where I work").fields.location?.city).toBe("Burnaby");
  });

  it("does not take a place named with a driving-record event as home", () => {
    const fr = play(
      "fr",
      "Bonjour, je demeure a Victoriaville depuis 20 ans. J'ai une Honda CR-V 2018, permis depuis 1990, aucun accident, pis aucune contravention sauf un stationnement a Drummondville l'an passe.",
    );
    expect(fr.fields.location?.city).toBe("Victoriaville");
    const en = play(
      "en",
      "I've lived in Red Deer AB all my life. 2015 Ford Escape, licensed 20 years, no accidents, and no tickets except a parking fine in Calgary last spring",
    );
    expect(en.fields.location?.city).toBe("Red Deer");
    const later = play(
      "fr",
      "j'habite a Rimouski",
      "Kia Soul 2019",
      "permis depuis 2005",
      "un ticket de vitesse a Matane en 2025",
    );
    expect(later.fields.location?.city).toBe("Rimouski");
    expect(later.fields.driver?.tickets_last_3y).toBe(1);
  });
});

describe("the field-by-field notice", () => {
  it("is said only when a coverage item is left to ask", () => {
    const all = play("en", ...COVERAGE_EN, "2M liability, collision yes, comprehensive no, 1000 deductible");
    expect(all.reply.map((reply) => reply.key)).not.toContain("chat.confirm.coverageCustom");
    expect(all.readyForConsent).toBe(true);
    const some = play("fr", ...COVERAGE_FR, "2 millions, collision oui, autres risques non");
    expect(some.reply.map((reply) => reply.key)).toContain("chat.confirm.coverageCustom");
    expect(some.state.lastAsked).toBe("coverage.deductible");
  });
});
