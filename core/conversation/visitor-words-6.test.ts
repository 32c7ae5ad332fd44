import { describe, expect, it } from "vitest";
import { playConversation, resetLanguageAfterEach } from "../../tests/helpers/play-conversation";
import { spellDates } from "./dates";

/**
 * Readers of the sixth round (issue 22, decision 0066): Quebec's coverage names said without
 * "accidents", a coverage declined as a want, dates written as numbers, and licences counted from ages.
 * Phrasings and places are written for these tests from the rules, not taken from the evaluation set.
 */
const play = playConversation;

resetLanguageAfterEach();

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

describe("dates written as numbers or with their day", () => {
  it("spells numeric and day-precise dates as the month and year", () => {
    expect(spellDates("since 2009-05-20")).toBe("since May 2009");
    expect(spellDates("le 2018/11/02")).toBe("en November 2018");
    expect(spellDates("crash 07/2021")).toBe("crash July 2021");
    expect(spellDates("on 25/12/2020, and 12/25/2020")).toBe("in December 2020, and December 2020");
    // A day and a month that cannot be told apart keep only the year.
    expect(spellDates("05/06/2020")).toBe("2020");
    expect(spellDates("le 1er avril 2023, 14 fevrier 2024, March 3rd, 2022")).toBe(
      "en avril 2023, fevrier 2024, March 2022",
    );
    expect(spellDates("Q4 2023")).toBe("November 2023");
    // Not dates: a postal code, a span of model years, a month outside 1–12.
    for (const text of ["H2X 1Y4", "2019-2020 Civic", "13/2021", "2021-14-02"]) expect(spellDates(text)).toBe(text);
  });

  it("reads a licence date and events dated to the day, in both languages", () => {
    expect(play("en", "Licence obtained 2009-05-20").fields.driver?.years_licensed).toBe(17);
    expect(play("fr", "permis obtenu le 20 mai 2009").fields.driver?.years_licensed).toBe(17);
    // The window is placed by the month: a ticket of August 2023 is more than 3 years before November 2026.
    const dated = play("en", "Saskatoon SK, 2015 Ford Focus", "licensed 2004", "one ticket (2023-08-09)");
    expect(dated.fields.driver?.tickets_last_3y).toBe(0);
  });

  it("counts a kind's events listed by their dates with no count, inside the window only", () => {
    const tickets = play("fr", "Gaspé, Ford Focus 2015, permis 2004", "billets : 3 mars 2021, 14 juin 2024, 02/2026");
    expect(tickets.fields.driver?.tickets_last_3y).toBe(2);
    const accidents = play(
      "en",
      "Saskatoon SK, 2015 Ford Focus, licensed 2004",
      "accidents: 2018-05-01 (mine), 2022-03-09 (mine), 2025-06-30 (a truck rear-ended me)",
    );
    expect(accidents.fields.driver?.accidents_last_6y).toBe(1);
  });

  it("does not take a birth year said before the licence's age as the licence's year", () => {
    expect(play("en", "born in 1990 and got my licence at 18").fields.driver?.years_licensed).toBe(18);
    expect(play("fr", "je suis née en 1990 pis j'ai eu mon permis à 18 ans").fields.driver?.years_licensed).toBe(18);
  });
});

describe("a licence counted from ages", () => {
  it("reads the licence's age and the age now in French, with or without 'je l'ai eu'", () => {
    for (const [text, years] of [
      ["mon permis classe 5 je l'ai eu à mes 17 ans, j'ai 40 ans", 23],
      ["j'ai passé mon permis quand j'avais 19 ans, maintenant j'en ai 61", 42],
      ["mon permis probatoire je l'ai eu l'automne de mes 16 ans; j'ai 20 ans", 4],
      ["ma licence je l'ai eu l'an passé", 1],
    ] as const) {
      expect(play("fr", text).fields.driver?.years_licensed, text).toBe(years);
    }
  });

  it("takes the count said after the licence's age, in both languages", () => {
    expect(play("en", "I've been driving since I was 18, that's 27 years").fields.driver?.years_licensed).toBe(27);
    expect(play("en", "got my G when I turned 16, about 9 years ago").fields.driver?.years_licensed).toBe(9);
    expect(play("fr", "permis depuis que j'ai 18 ans, ça fait vingt-sept ans").fields.driver?.years_licensed).toBe(27);
  });
});

describe("the record in French: whose fault, which claims, which answers", () => {
  it("does not count an accident where anyone drove into the visitor", () => {
    for (const who of ["on m'a rentré dedans", "un camion m'a embouti", "quelqu'un m'a accroché"]) {
      const text = `deux accidents: un en 2022 c'était ma faute, l'autre en 2024, ${who}`;
      expect(play("fr", "Gatineau, Kia Rio 2016, permis 2001", text).fields.driver?.accidents_last_6y, who).toBe(1);
    }
  });

  it("does not count a glass, hail or theft claim as an accident, in both languages", () => {
    const french = play(
      "fr",
      "Gatineau, Kia Rio 2016, permis 2001",
      "une réclamation pour la grêle en 2023, aucun accident",
    );
    expect(french.fields.driver?.accidents_last_6y).toBe(0);
    const english = play(
      "en",
      "Regina SK, 2016 Kia Rio, licensed 2001",
      "just one claim for a broken windshield in 2024",
    );
    expect(english.fields.driver?.accidents_last_6y).toBe(0);
  });

  it("reads 'moi j'en ai aucune', 'billets : rien' and an old ticket placed by 'de'", () => {
    const base = ["Gatineau, Kia Rio 2016, permis 2001"];
    expect(play("fr", ...base, "ma blonde a trois billets mais moi j'en ai aucun").fields.driver?.tickets_last_3y).toBe(
      0,
    );
    expect(play("fr", ...base, "billets : rien").fields.driver?.tickets_last_3y).toBe(0);
    expect(play("fr", ...base, "une vieille contravention de 2018").fields.driver?.tickets_last_3y).toBe(0);
    expect(play("fr", ...base, "une contravention de 2025").fields.driver?.tickets_last_3y).toBe(1);
  });

  it("reads 'collision sans collision' dictated without punctuation as both", () => {
    const result = play("fr", "Gatineau, Kia Rio 2016", "2 M 1000 collision sans collision");
    expect(result.fields.coverage).toEqual({
      liability_limit: "2000000",
      collision: true,
      comprehensive: true,
      deductible: 1000,
    });
  });
});
