import { describe, expect, it } from "vitest";
import { playConversation, resetLanguageAfterEach } from "../../tests/helpers/play-conversation";
import { spellDates } from "./dates";
import { numberize } from "./numbers";
import { cleanMessage } from "./text";

/**
 * The eighth round's robustness pass (issue 22, decision 0070): each slot reader against what a
 * careless visitor types, whatever the evaluation set holds: units glued to counts, ranges and
 * round guesses, slang and French for none, fillers after a count, a counted French offence, a
 * collision placed in time, and the age at the licence said first. Every wording here was written
 * for these tests from the rules; none comes from the evaluation set.
 */
const play = playConversation;

resetLanguageAfterEach();

/** Answers up to the question of `field`, in English (Truro NS, a Corolla) or French (Magog, a Soul). */
const BEFORE: Record<"en" | "fr", Record<"licence" | "tickets" | "accidents", string[]>> = {
  en: {
    licence: ["Truro NS", "2016 Toyota Corolla"],
    tickets: ["Truro NS", "2016 Toyota Corolla", "licensed 12 years"],
    accidents: ["Truro NS", "2016 Toyota Corolla", "licensed 12 years", "no tickets"],
  },
  fr: {
    licence: ["Magog", "Kia Soul 2018"],
    tickets: ["Magog", "Kia Soul 2018", "permis depuis 2008"],
    accidents: ["Magog", "Kia Soul 2018", "permis depuis 2008", "aucune contravention"],
  },
};

function answer(language: "en" | "fr", field: "licence" | "tickets" | "accidents", text: string) {
  const result = play(language, ...BEFORE[language][field], text);
  const driver = result.fields.driver ?? {};
  const value =
    field === "licence"
      ? driver.years_licensed
      : field === "tickets"
        ? driver.tickets_last_3y
        : driver.accidents_last_6y;
  return { value, asked: result.state.lastAsked, replies: result.reply.map((reply) => reply.key) };
}

describe("a count glued to its unit", () => {
  it("splits digits from the unit word that follows them", () => {
    expect(cleanMessage("22yrs")).toBe("22 yrs");
    expect(cleanMessage("2tickets")).toBe("2 tickets");
    expect(cleanMessage("9ans")).toBe("9 ans");
    for (const code of ["K2M 1A1", "G2 licence", "the 2nd one", "CX5"]) expect(cleanMessage(code)).toBe(code);
  });

  it("reads the count in either language", () => {
    expect(answer("en", "licence", "22yrs").value).toBe(22);
    expect(answer("en", "tickets", "1ticket, for speeding").value).toBe(1);
    expect(answer("fr", "licence", "ca fait 9ans").value).toBe(9);
  });
});

describe("a range or a round guess is not a count", () => {
  it("reads two counts joined as a range as vague", () => {
    for (const range of ["3 or 4", "7-9", "between 1 and 3", "4 ou 5", "entre 6 et 8", "5 to 6"]) {
      expect(numberize(range), range).toBe("few");
    }
    // A range of times, an amount and a code keep their numbers; so do two separate counts.
    for (const kept of ["a ticket 3 or 4 years ago", "1 or 2 million", "613-555-0199", "3 and 4", "5 or 5"]) {
      expect(numberize(kept), kept).not.toContain("few");
    }
  });

  it("asks again for a range, 'a couple' or a French round number, in either language", () => {
    for (const [language, field, text] of [
      ["en", "tickets", "3 or 4 I think"],
      ["en", "accidents", "a couple maybe"],
      ["en", "tickets", "a couple of speeding tickets"],
      ["en", "licence", "11-13 years"],
      ["fr", "tickets", "trois ou quatre"],
      ["fr", "tickets", "une couple de billets"],
      ["fr", "licence", "une vingtaine d'années"],
      ["fr", "accidents", "quelques-uns"],
    ] as const) {
      const read = answer(language, field, text);
      expect(read.value, text).toBeUndefined();
      expect(read.replies.join(" "), text).toMatch(/vague/);
    }
    // "a couple of months ago" still places one event.
    expect(answer("en", "tickets", "one, a couple of months ago").value).toBe(1);
  });
});

describe("none, said carelessly", () => {
  it("reads slang, French and negated having as zero in answer to a count", () => {
    for (const text of ["zilch", "Nada.", "zip lol", "not a single one", "don't have any", "havent had any"]) {
      expect(answer("en", "tickets", text).value, text).toBe(0);
    }
    for (const text of ["rien", "jamais", "nan", "pas pantoute"]) {
      expect(answer("fr", "accidents", text).value, text).toBe(0);
    }
  });

  it("keeps a no that leads another detail from counting as none", () => {
    const result = play("en", ...BEFORE.en.tickets, "no, the car is a 2015 actually");
    expect(result.fields.driver?.tickets_last_3y).toBeUndefined();
    expect(result.fields.vehicle?.year).toBe(2015);
  });
});

describe("chatter around a count", () => {
  it("reads a count with a filler after it", () => {
    expect(answer("en", "licence", "22 years now").value).toBe(22);
    expect(answer("en", "tickets", "2 so far lol").value).toBe(2);
    expect(answer("fr", "licence", "9 ans là").value).toBe(9);
  });
});

describe("the record's words in French and English", () => {
  it("counts each French offence said with its number", () => {
    expect(answer("fr", "tickets", "trois excès de vitesse cette année").value).toBe(3);
    expect(answer("fr", "tickets", "un excès de vitesse en 2025").value).toBe(1);
  });

  it("reads a collision placed in time as an accident, and a bare collision as the coverage", () => {
    expect(answer("en", "accidents", "a collision last summer").value).toBe(1);
    expect(answer("fr", "accidents", "une petite collision en 2024").value).toBe(1);
    expect(answer("en", "accidents", "one collision in 2017").value).toBe(0);
    const coverage = play("en", ...BEFORE.en.accidents, "none", "no", "1 million, 500, collision only");
    expect(coverage.fields.coverage?.collision).toBe(true);
    expect(coverage.fields.driver?.accidents_last_6y).toBe(0);
  });
});

describe("the licence's age said before the licence", () => {
  it("counts from 'I was N when I got it' and the age now", () => {
    expect(answer("en", "licence", "i was 17 when i got it, im 29 now").value).toBe(12);
    expect(answer("en", "licence", "I'm 40. Was 16 when I got my G2").value).toBe(24);
  });

  it("reads Quebec's 'chauffer' as driving", () => {
    expect(answer("fr", "licence", "je chauffe depuis 9 ans").value).toBe(9);
    expect(answer("fr", "licence", "j'chauffe depuis 2011").value).toBe(15);
  });
});

describe("the question's own words repeated in the answer", () => {
  it("drops a look-back inside the kind's window, in either language", () => {
    expect(answer("en", "tickets", "speeding tickets over the past three years: zero").value).toBe(0);
    expect(answer("en", "accidents", "claims in the last 5 yrs = none").value).toBe(0);
    expect(answer("fr", "tickets", "billets dans les trois dernières années : aucun").value).toBe(0);
    // A look-back wider than the kind's window is kept: it says something the window does not.
    expect(cleanMessage("tickets in the last 10 years")).toContain("10 years");
  });

  it("reads 'N years ago' alone, asked the licence, as when it came", () => {
    expect(answer("en", "licence", "about 23 years ago").value).toBe(23);
    expect(answer("fr", "licence", "il y a 8 ans").value).toBe(8);
  });

  it("reads a number written in words and again in digits once", () => {
    expect(numberize("twelve (12) years")).toBe("12 years");
    expect(answer("en", "licence", "licensed for thirty-one (31) years").value).toBe(31);
  });
});

describe("a coverage answer said carelessly", () => {
  const afterRecord = { en: [...BEFORE.en.accidents, "none"], fr: [...BEFORE.fr.accidents, "aucun"] };

  it("reads 'both' and 'les deux' as collision and comprehensive, beside a liability and deductible", () => {
    for (const [language, text] of [
      ["en", "no, 2 million / 300 / both"],
      ["en", "2M liability and a $300 deductible, and yes to both please"],
      ["fr", "non, 2 millions, franchise 300, les deux protections"],
      ["fr", "2 millions pis 300 de franchise, oui les 2"],
    ] as const) {
      const result = play(language, ...afterRecord[language], text);
      expect(result.fields.coverage, text).toEqual({
        liability_limit: "2000000",
        deductible: 300,
        collision: true,
        comprehensive: true,
      });
    }
    // Control: "both" about something else sets no coverage.
    const record = play("en", ...BEFORE.en.accidents, "both in 2025");
    expect(record.fields.coverage).toBeUndefined();
  });

  it("reads '2mil' as two million and 'ouais' as a yes", () => {
    expect(numberize("2mil")).toBe("2000000");
    const yes = play("fr", ...afterRecord.fr, "ouais");
    expect(yes.fields.coverage?.liability_limit).toBe("1000000");
    expect(yes.readyForConsent).toBe(true);
  });
});

describe("a recount after a retraction, and events told one by one", () => {
  it("replaces what stands before 'scratch that', 'forget that', 'oublie ça', field by field", () => {
    const english = answer("en", "tickets", "3 tickets in 2025, scratch that, one in 2025 and the other two in 2019");
    expect(english.value).toBe(1);
    const french = answer("fr", "tickets", "deux billets cette année. Oublie ça, un en 2026 pis l'autre en 2018");
    expect(french.value).toBe(1);
    // Fields the retraction leaves alone stay: the car said before it is kept.
    const kept = play("en", "Truro NS", "2016 Toyota Corolla, licensed 9 years, 2 tickets. never mind, just one");
    expect(kept.fields.driver?.tickets_last_3y).toBe(1);
    expect(kept.fields.driver?.years_licensed).toBe(9);
    expect(kept.fields.vehicle?.model).toBe("Corolla");
  });

  it("takes back the previous message when a retraction opens the message", () => {
    const result = play("en", ...BEFORE.en.tickets, "2 tickets", "forget that, one in 2026 and one in 2017");
    expect(result.fields.driver?.tickets_last_3y).toBe(1);
    expect(result.fields.driver?.accidents_last_6y).toBeUndefined();
  });

  it("counts the rest of a recount after a single event, not after a count of two", () => {
    expect(answer("en", "tickets", "one in 2026 and the other back in 2025").value).toBe(2);
    expect(answer("fr", "tickets", "un en 2024 pis l'autre en 2026").value).toBe(2);
    expect(answer("en", "tickets", "2 tickets: one in 2026, the other in 2017").value).toBe(1);
  });

  it("leaves out the other event said not to be one of the kind", () => {
    const result = play(
      "en",
      ...BEFORE.en.accidents,
      "accidents: 2",
      "oops I mean 1, the other one was a moose, not a crash",
    );
    expect(result.fields.driver?.accidents_last_6y).toBe(1);
  });

  it("judges each of two events by its own fault across a 'but'", () => {
    expect(
      answer("en", "accidents", "a crash in 2023 but not my fault, and another in 2025 that was my fault").value,
    ).toBe(1);
    expect(
      answer("fr", "accidents", "un accident en 2022 mais pas ma faute, pis un autre en 2024 où c'était moi").value,
    ).toBe(1);
    expect(answer("fr", "accidents", "un accrochage en 2025, j'étais en tort").value).toBe(1);
  });
});

describe("a licence corrected with its reasoning", () => {
  it("reads the count said after the licence's age, and 'got it at N' asked the licence", () => {
    expect(answer("en", "licence", "got my licence at 18 so it's 21 years").value).toBe(21);
    expect(answer("en", "licence", "got it at 16 and I'm 47").value).toBe(31);
    const corrected = play(
      "en",
      ...BEFORE.en.licence,
      "licensed 25 years",
      "sorry, not 25. I'm 44 and got it at 17 so 27",
    );
    expect(corrected.fields.driver?.years_licensed).toBe(27);
    // Control: "got it at" asked something else is no licence.
    expect(play("en", ...BEFORE.en.tickets, "got it at 16").fields.driver?.years_licensed).toBe(12);
  });
});

describe("kinds from batch n's dev part, in wordings of their own", () => {
  it("places an event by a year then its month, said apart", () => {
    expect(spellDates("a ticket 2023 feb, nothing after")).toBe("a ticket February 2023, nothing after");
    expect(spellDates("un accident, 2020, en avril")).toBe("un accident, April 2020");
    // Controls: a year before a verb "may", and a date to the day, are left alone.
    expect(spellDates("the 2019 may be cheaper")).toBe("the 2019 may be cheaper");
    expect(answer("en", "tickets", "one in 2023 feb, none since").value).toBe(0);
    expect(answer("en", "accidents", "one crash, 2020, in April, my fault").value).toBe(0);
  });

  it("reads a kind then 'jamais', 'never', 'rien' as none, and an acknowledgement before none", () => {
    const french = answer("fr", "tickets", "Un billet en 2025. Accidents, jamais.");
    expect(french.value).toBe(1);
    expect(
      play("fr", ...BEFORE.fr.tickets, "Un billet en 2025. Accidents, jamais.").fields.driver?.accidents_last_6y,
    ).toBe(0);
    expect(answer("en", "accidents", "alright alright, zero on the road").value).toBe(0);
  });

  it("reads a rolled or totalled vehicle as an accident, placed in time", () => {
    expect(answer("en", "accidents", "I flipped my Jeep in 2025, my fault").value).toBe(1);
    expect(answer("en", "accidents", "I totalled a car back in 2016").value).toBe(0);
    // A head-on with an animal is no at-fault accident.
    expect(answer("fr", "accidents", "un face-à-face avec un chevreuil en 2024").value).toBe(0);
  });

  it("reads the visitor's own licence year said after someone else's", () => {
    expect(answer("en", "licence", "My mom's been driving since 1975, me since 2011").value).toBe(15);
    expect(answer("fr", "licence", "ma blonde a son permis depuis 2000, moi depuis 2012").value).toBe(14);
    // Control: the visitor's year alone, with "me" in it, is read as before.
    expect(answer("en", "licence", "me? since 2011").value).toBe(15);
  });

  it("reads a count that opens the answer with its events, the other kind given after it", () => {
    const french = play("fr", ...BEFORE.fr.tickets, "2, une en 2026 pis l'autre en 2018. Accidents : aucun");
    expect(french.fields.driver?.tickets_last_3y).toBe(1);
    expect(french.fields.driver?.accidents_last_6y).toBe(0);
    const english = play("en", ...BEFORE.en.tickets, "one, this past spring. zero accidents");
    expect(english.fields.driver?.tickets_last_3y).toBe(1);
    expect(english.fields.driver?.accidents_last_6y).toBe(0);
    // Control: the other kind's count alone does not answer the one asked.
    expect(play("en", ...BEFORE.en.tickets, "2 accidents").fields.driver?.tickets_last_3y).toBeUndefined();
  });

  it("counts 'one for <offence>' placed in time as one more event", () => {
    expect(answer("en", "tickets", "a ticket in 2026, one for an illegal U-turn last year").value).toBe(2);
    expect(answer("en", "tickets", "a ticket in 2018, one for a red light this summer").value).toBe(1);
  });
});

describe("a licence told by reasoning, and a landmark across from home", () => {
  it("reads half the visitor's life, and the year a reasoning ends on", () => {
    expect(answer("en", "licence", "licensed about half my life, I'm 44").value).toBe(22);
    expect(answer("fr", "licence", "la moitié de ma vie, j'ai 30 ans").value).toBe(15);
    expect(answer("en", "licence", "got my licence after college, which I finished in 2012, so since 2013").value).toBe(
      13,
    );
    expect(answer("en", "licence", "licence came the year we arrived in Canada, 2021").value).toBe(5);
    // Control: "so" before a count of tickets is no licence year.
    expect(answer("en", "tickets", "licensed a while, so 2 tickets").value).toBe(2);
  });

  it("reads a town 'across from' as a landmark, so a home abroad is refused", () => {
    const abroad = play("en", "I'm in Calais, Maine, across from St. Stephen NB");
    expect(abroad.fields.region?.province).toBeUndefined();
    const home = play("en", "Lévis, right across from Quebec City");
    expect(home.fields.location?.city).toMatch(/^L[eé]vis$/);
    expect(home.fields.region?.province).toBe("QC");
  });
});
