import { describe, expect, it } from "vitest";
import { CONVERSATION_CONTEXT, playConversation, resetLanguageAfterEach } from "../../tests/helpers/play-conversation";
import { setLanguageSource } from "../i18n/translate";
import { isCorrection, namedField } from "./answer-target";
import { nextTurn } from "./engine";
import { officialName } from "../shared/gazetteer";
import { cleanMessage } from "./text";

/**
 * The dialogue's kinds of the seventh round (issue 22, decision 0067): which question a message answers
 * (a correction of what was just said, a field named apart from its value, after the summary too),
 * whose car a sentence names, a town beside a bigger place, and a town corrected by an asterisk.
 * Phrasings, cars and places are written for these tests from the rules, not taken from the evaluation set.
 */
const context = CONVERSATION_CONTEXT;
const play = playConversation;

resetLanguageAfterEach();

const READY_EN = ["Moncton NB", "2017 Mazda CX-5", "licensed 15 years", "no tickets, no accidents", "standard"];
const READY_FR = ["Joliette", "Hyundai Kona 2022", "permis depuis 2009", "aucun billet ni accident", "oui"];

describe("a correction of what was said before", () => {
  it("tells a correction's lead from an answer", () => {
    for (const text of ["*2016", "Gatineau*", "non, c'est plutôt 3", "sorry I meant 2019", "rectification : 1000"]) {
      expect(isCorrection(text), text).toBe(true);
    }
    for (const text of ["2016", "non", "no tickets", "3 ans", "2 * 3"]) expect(isCorrection(text), text).toBe(false);
  });

  it("applies a bare corrected value to the field the previous message set, not to the question asked", () => {
    const year = play("en", "Moncton NB", "2014 Kia Rio", "*2015");
    expect(year.fields.vehicle?.year).toBe(2015);
    expect(year.fields.driver?.years_licensed).toBeUndefined();
    expect(year.state.lastAsked).toBe("driver.years_licensed");

    const licence = play("fr", "Joliette", "Hyundai Kona 2022", "permis depuis 11 ans", "non, plutôt 13");
    expect(licence.fields.driver?.years_licensed).toBe(13);
    expect(licence.fields.driver?.tickets_last_3y).toBeUndefined();
  });

  it("applies a correction of a refused value to the refused field", () => {
    const result = play("fr", "Joliette", "Hyundai Kona 2022", "permis depuis 1920", "oups, je voulais dire 1992");
    expect(result.fields.driver?.years_licensed).toBe(34);
    expect(result.fields.vehicle?.year).toBe(2022);
  });

  it("changes a value after the summary, in either language, and stays ready", () => {
    const english = play("en", ...READY_EN, "500 deductible", "no wait, make that 1000");
    expect(english.fields.coverage?.deductible).toBe(1000);
    expect(english.readyForConsent).toBe(true);

    const french = play("fr", ...READY_FR, "franchise 300", "euh non, c'est plutôt 1000");
    expect(french.fields.coverage?.deductible).toBe(1000);
    expect(french.readyForConsent).toBe(true);
  });

  it("reads a field named apart from its value", () => {
    const after = play("fr", ...READY_FR, "laisse faire ce que j'ai dit pour la franchise, on met 1000");
    expect(after.fields.coverage?.deductible).toBe(1000);
    const english = play("en", ...READY_EN, "about that deductible you have there, let's go 300");
    expect(english.fields.coverage?.deductible).toBe(300);
    expect(namedField("pour la franchise, 1000")).toBe("coverage.deductible");
    expect(namedField("1 ticket and 1 accident")).toBeNull();
  });

  it("still refuses a corrected value outside the schema and asks again", () => {
    const result = play("en", ...READY_EN, "300 deductible", "oops, I meant 750");
    expect(result.fields.coverage?.deductible).toBeUndefined();
    expect(result.readyForConsent).toBe(false);
  });

  it("leaves a plain answer to the question asked alone", () => {
    const result = play("en", "Moncton NB", "2014 Kia Rio", "2009");
    expect(result.fields.vehicle?.year).toBe(2014);
    expect(result.fields.driver?.years_licensed).toBe(17);
  });
});

describe("a town corrected by an asterisk", () => {
  it("drops the asterisk marking a word", () => {
    expect(cleanMessage("*Rimouskii*")).toBe("Rimouskii");
    expect(cleanMessage("*2016")).toBe("2016");
    expect(cleanMessage("2 * 3")).toBe("2 * 3");
  });

  it("reads the corrected town", () => {
    const result = play("fr", "j'habite a rimousk", "*rimouski");
    expect(result.fields.location?.city).toBe("Rimouski");
    expect(result.fields.region?.province).toBe("QC");
  });
});

describe("whose car a sentence names", () => {
  it("keeps the visitor's car when someone else's is named before it", () => {
    const english = play("en", "Moncton NB", "my husband's truck is a Silverado, mine is a 2020 Honda Fit");
    expect(english.fields.vehicle).toMatchObject({ year: 2020, make: "Honda", model: "Fit" });
    const french = play("fr", "Joliette", "ma fille a une Yaris, moi j'ai un Nissan Kicks 2021");
    expect(french.fields.vehicle).toMatchObject({ year: 2021, make: "Nissan", model: "Kicks" });
  });

  it("keeps the visitor's car when someone else's is named after it by a pronoun", () => {
    const french = play("fr", "Joliette", "la mienne c'est une Mazda 3 2018, lui un Silverado");
    expect(french.fields.vehicle).toMatchObject({ year: 2018, make: "Mazda" });
    expect(french.fields.vehicle?.model).not.toBe("Silverado");
    const english = play("en", "Moncton NB", "2015 Ford Focus, and she drives a Jeep Compass");
    expect(english.fields.vehicle).toMatchObject({ year: 2015, make: "Ford", model: "Focus" });
  });

  it("still takes someone else's car alone as no car of the visitor's", () => {
    const result = play("en", "Moncton NB", "my brother's car is a Jeep Compass");
    expect(result.fields.vehicle).toBeUndefined();
  });
});

describe("a town beside a bigger place", () => {
  it("keeps the town named as home, not the place it is near", () => {
    const english = play("en", "I live in Cochrane, out by Calgary");
    expect(english.fields.location?.city).toBe("Cochrane");
    const french = play("fr", "j'habite à Saint-Zotique, à l'ouest de Montréal");
    expect(french.fields.location?.city).toBe("Saint-Zotique");
    const open = play("fr", "je reste à Plamondon, au nord-est d'Edmonton en Alberta");
    expect(open.fields.location?.city).toBe("Plamondon");
    expect(open.fields.region?.province).toBe("AB");
  });

  it("places a town left unnamed in the province of the place it is near, without taking that place", () => {
    for (const text of ["a little village near Rimouski", "un petit village pas loin de Rimouski"]) {
      const result = play("en", text);
      expect(result.fields.region?.province, text).toBe("QC");
      expect(result.fields.location?.city, text).toBeUndefined();
    }
  });
});

describe("'same' in answer to the second count", () => {
  it("takes the count just given for the other kind", () => {
    for (const answer of ["same", "same here", "pareil", "idem pour les accidents", "la même chose"]) {
      const result = play("fr", "Joliette", "Hyundai Kona 2022", "permis depuis 2009", "un seul billet", answer);
      expect(result.fields.driver?.accidents_last_6y, answer).toBe(1);
    }
  });

  it("is not read as a count when nothing was given before it", () => {
    const result = play("en", "Moncton NB", "2017 Mazda CX-5", "licensed 15 years", "same");
    expect(result.fields.driver?.tickets_last_3y).toBeUndefined();
  });
});

describe("a bare 'no' before a value", () => {
  it("corrects the field just given when the question asked is no count", () => {
    const result = play("fr", "Joliette", "Kia Forte 2013", "non, 2012, je me suis mêlé");
    expect(result.fields.vehicle?.year).toBe(2012);
    expect(result.fields.driver?.years_licensed).toBeUndefined();
  });

  it("leaves a count's answer alone", () => {
    const result = play("en", "Moncton NB", "2017 Mazda CX-5", "licensed 15 years", "no, 1");
    expect(result.fields.driver?.years_licensed).toBe(15);
  });
});

describe("full coverage said bare, as an item of a coverage answer", () => {
  it("is collision and comprehensive, and yes to the standard when nothing else is named", () => {
    const alone = play("fr", ...READY_FR.slice(0, 4), "la totale");
    expect(alone.fields.coverage).toEqual({
      liability_limit: "1000000",
      collision: true,
      comprehensive: true,
      deductible: 500,
    });
    expect(alone.readyForConsent).toBe(true);
    const list = play("en", ...READY_EN.slice(0, 4), "2 million, full, 300 deductible");
    expect(list.fields.coverage).toEqual({
      liability_limit: "2000000",
      collision: true,
      comprehensive: true,
      deductible: 300,
    });
  });

  it("is not read in other senses of the word", () => {
    const result = play("en", "Moncton NB", "a full-size 2018 GMC Sierra", "full licence since 2011");
    expect(result.fields.coverage).toBeUndefined();
    expect(result.fields.driver?.years_licensed).toBe(15);
  });
});

describe("French licence and coverage wordings of the round", () => {
  it("reads a licence qualified by where it is from, and one had at an age", () => {
    const from = play("fr", "Joliette", "Kia Forte 2013", "permis de l'Ontario depuis 2016");
    expect(from.fields.driver?.years_licensed).toBe(10);
    const adjective = play("fr", "Joliette", "Kia Forte 2013", "permis québécois depuis 2021");
    expect(adjective.fields.driver?.years_licensed).toBe(5);
    const ages = play("fr", "Joliette", "Kia Forte 2013", "je l'ai eu à 17 ans et là j'en ai 40");
    expect(ages.fields.driver?.years_licensed).toBe(23);
  });

  it("keeps a deductible's amount said right after a question about the deductible", () => {
    setLanguageSource(() => "fr");
    let state = play("fr", ...READY_FR.slice(0, 4)).state;
    state = { ...state, topic: "coverage.deductible" };
    const result = nextTurn(state, "bon, on garde 1000. Deux millions, collision pis autres risques", context);
    expect(result.fields.coverage?.deductible).toBe(1000);
    expect(result.fields.coverage?.liability_limit).toBe("2000000");
  });

  it("reads full coverage dictated before the amounts", () => {
    const result = play("fr", ...READY_FR.slice(0, 4), "full 2 millions 1000");
    expect(result.fields.coverage).toEqual({
      liability_limit: "2000000",
      collision: true,
      comprehensive: true,
      deductible: 1000,
    });
  });

  it("reads Acadian 'yinque' as only", () => {
    const result = play("fr", "Caraquet", "Toyota Corolla 2015", "permis depuis 2000", "yinque un ticket en 2025");
    expect(result.fields.driver?.tickets_last_3y).toBe(1);
  });
});

describe("a Quebec town's name as Quebec writes it", () => {
  it("spells Saint and Sainte in full", () => {
    expect(officialName("St-Jean-Port-Joli", "QC")).toBe("Saint-Jean-Port-Joli");
    expect(officialName("Notre-Dame-de-Ste-Croix", "QC")).toBe("Notre-Dame-de-Sainte-Croix");
    expect(officialName("St. Stephen", "NB")).toBe("St. Stephen");
    expect(officialName("Stanstead", "QC")).toBe("Stanstead");
    const result = play("fr", "j'habite à St-Jean-Port-Joli");
    expect(result.fields.location?.city).toBe("Saint-Jean-Port-Joli");
  });
});

describe("English record and coverage wordings of the round", () => {
  const asked = ["Moncton NB", "2017 Mazda CX-5", "licensed 15 years"];

  it("reads 'I didn't' after someone else's count as none for the visitor", () => {
    const result = play("en", ...asked, "my son got two tickets last year, I didn't.");
    expect(result.fields.driver?.tickets_last_3y).toBe(0);
  });

  it("reads any vehicle or person driving into the visitor as not at fault", () => {
    for (const text of [
      "one accident in 2024, a pickup rear-ended me at a light",
      "1 crash in 2023, the other van sideswiped me",
    ]) {
      const result = play("en", ...asked, "no tickets", text);
      expect(result.fields.driver?.accidents_last_6y, text).toBe(0);
    }
    const own = play("en", ...asked, "no tickets", "one accident in 2024, I backed into a post");
    expect(own.fields.driver?.accidents_last_6y).toBe(1);
  });

  it("reads no trouble with the police as no tickets", () => {
    const result = play("en", ...asked, "never any trouble with the cops, and no accidents either");
    expect(result.fields.driver?.tickets_last_3y).toBe(0);
    expect(result.fields.driver?.accidents_last_6y).toBe(0);
  });

  it("checks the amount given as an example of an extreme deductible", () => {
    const refused = play("en", ...asked, "no tickets, no accidents", "the lowest deductible there is, like $100");
    expect(refused.fields.coverage?.deductible).toBeUndefined();
    expect(refused.readyForConsent).toBe(false);
    const taken = play("en", ...asked, "no tickets, no accidents", "the highest deductible, say 1000");
    expect(taken.fields.coverage?.deductible).toBe(1000);
  });
});

describe("a count's answer led by its label or 'only', and an event placed again", () => {
  const asked = ["Caraquet", "Toyota Corolla 2015", "permis depuis 2000", "aucun ticket"];

  it("reads the count after the kind's label and 'only'", () => {
    const french = play("fr", ...asked, "les accidents : juste un en 2024, ma faute");
    expect(french.fields.driver?.accidents_last_6y).toBe(1);
    const english = play("en", "Moncton NB", "2017 Mazda CX-5", "licensed 15 years", "only one in 2025");
    expect(english.fields.driver?.tickets_last_3y).toBe(1);
  });

  it("does not take the other kind's label as the answer", () => {
    const result = play("en", "Moncton NB", "2017 Mazda CX-5", "licensed 15 years", "no tickets", "tickets: just one");
    expect(result.fields.driver?.accidents_last_6y).toBeUndefined();
  });

  it("places the one event again by the date a correction says", () => {
    const out = play("fr", ...asked, "un accident en 2023, ma faute", "non, l'accident c'était il y a 9 ans");
    expect(out.fields.driver?.accidents_last_6y).toBe(0);
    const english = play("en", "Moncton NB", "2017 Mazda CX-5", "licensed 15 years", "one ticket in 2025");
    const moved = nextTurn(english.state, "wait, that ticket was back in the spring of 2019", context);
    expect(moved.fields.driver?.tickets_last_3y).toBe(0);
  });
});
