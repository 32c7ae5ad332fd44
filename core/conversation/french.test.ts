import { describe, expect, it } from "vitest";
import { extractSlots } from "./extract";
import { fromFrench, looksFrench } from "./french";
import { cleanMessage } from "./text";

const read = (text: string) =>
  extractSlots(text, { currentYear: 2026, known: {}, lastAsked: null }).values as Record<
    string,
    Record<string, unknown>
  >;

describe("fromFrench", () => {
  it("leaves English, names and short answers as they are", () => {
    for (const text of ["I live in Laval, 2019 Civic", "Toyota", "2019", "Trois-Rivieres", "no accidents"]) {
      expect(fromFrench(cleanMessage(text))).toBe(cleanMessage(text));
    }
  });

  it("tells French from English", () => {
    expect(looksFrench(cleanMessage("aucun accident"))).toBe(true);
    expect(looksFrench(cleanMessage("un accident responsable en 2024"))).toBe(true);
    expect(looksFrench(cleanMessage("I had an accident in 2024"))).toBe(false);
  });

  it("reads French number words, keeping places that hold one", () => {
    expect(fromFrench(cleanMessage("Mazda CX-5 deux mille vingt et un"))).toContain("2021");
    expect(fromFrench(cleanMessage("ça fait vingt-deux ans que j'ai mon permis"))).toContain("licensed for 22 years");
    expect(fromFrench(cleanMessage("je reste à trois rivières pis j'ai une Civic"))).toContain("Trois-Rivieres");
  });
});

describe("French quote details", () => {
  it("reads the record as francophones across Canada tell it", () => {
    const at = (text: string) =>
      extractSlots(text, { currentYear: 2026, currentMonth: 11, known: {}, lastAsked: null }).values.driver;
    expect(at("une contravention pour vitesse en 2021 pis une autre au mois de mai passé")).toEqual({
      tickets_last_3y: 1,
    });
    expect(at("Je me suis trompé, l'accident c'était en 2019")).toEqual({ accidents_last_6y: 0 });
    expect(at("Moi j'ai rien à mon dossier, mais le petit a eu un ticket de vitesse cet été")).toEqual({
      tickets_last_3y: 0,
      accidents_last_6y: 0,
    });
    expect(at("pas de billets, pas d'accidents")).toEqual({ tickets_last_3y: 0, accidents_last_6y: 0 });
    expect(at("J'ai le permis de conduire pour dix ans. Je n'ai pas de tickets et pas des accidents.")).toEqual({
      years_licensed: 10,
      tickets_last_3y: 0,
      accidents_last_6y: 0,
    });
    expect(at("permis depuis l'été 2015")).toEqual({ years_licensed: 11 });
    expect(at("mais pas moi, ni accident ni ticket")).toEqual({ tickets_last_3y: 0, accidents_last_6y: 0 });
    expect(at("un ticket y'a comme un an pis j'ai backé dans un char au Sobeys en 2024, c'tait ma faute")).toEqual({
      tickets_last_3y: 1,
      accidents_last_6y: 1,
    });
    expect(at("Mon chum a eu un accident l'an passé mais moi, aucun accident ni contravention.")).toEqual({
      tickets_last_3y: 0,
      accidents_last_6y: 0,
    });
    expect(at("Trois tickets : un en janvier 2023, un l'automne passé, pis un au mois d'août cette année.")).toEqual({
      tickets_last_3y: 2,
    });
    expect(at("3 tickets: one in january 2023, one last fall, and one in august this year")).toEqual({
      tickets_last_3y: 2,
    });
    expect(at("My wife has 2 tickets from this year but she doesn't drive my car; I've got none.")).toEqual({
      tickets_last_3y: 0,
    });
    expect(
      at(
        "J'ai eu 3 accidents: un en 2018 de ma faute, un en 2022 de ma faute pis un en 2024 où l'autre m'a rentré dedans",
      ),
    ).toEqual({
      accidents_last_6y: 1,
    });
    expect(
      at(
        "2 accidents : un en 2022, l'autre conducteur a passé sur un rouge, pas ma faute. Un autre en janvier 2025 où c'était ma faute.",
      ),
    ).toEqual({
      accidents_last_6y: 1,
    });
    expect(at("Mon mari a eu deux contraventions cette année, mais moi aucune.")).toEqual({ tickets_last_3y: 0 });
    expect(at("got rear-ended last year, wasn't my fault. I backed into a pole in 2022, that one was on me")).toEqual({
      accidents_last_6y: 1,
    });
  });

  it("reads where, what car, the licence, the record and the coverage", () => {
    expect(read("Je reste à Laval").region).toMatchObject({ province: "QC" });
    expect(read("c'est une Kia Soul 2016").vehicle).toMatchObject({ year: 2016, make: "Kia", model: "Soul" });
    expect(read("permis depuis 2010").driver).toEqual({ years_licensed: 16 });
    expect(read("j'ai mon permis depuis 12 ans").driver).toEqual({ years_licensed: 12 });
    expect(read("aucune contravention ni accident").driver).toEqual({ tickets_last_3y: 0, accidents_last_6y: 0 });
    expect(read("deux contraventions").driver).toEqual({ tickets_last_3y: 2 });
    expect(read("1 million de responsabilité civile, franchise de 1000$").coverage).toMatchObject({
      liability_limit: "1000000",
      deductible: 1000,
    });
    expect(read("la protection standard, ça me va").coverage).toEqual({
      liability_limit: "1000000",
      collision: true,
      comprehensive: true,
      deductible: 500,
    });
  });
});

describe("places beyond the list of cities", () => {
  const where = (text: string, lastAsked: "region.province" | null = null) =>
    extractSlots(text, { currentYear: 2026, known: {}, lastAsked }).values as Record<string, Record<string, unknown>>;

  it("finds gazetteer towns where a place is expected, in any spelling of their letters", () => {
    expect(where("je reste à Shawinigan")).toMatchObject({
      region: { province: "QC" },
      location: { city: "Shawinigan" },
    });
    expect(where("Val-d'Or", "region.province").location).toEqual({ city: "Val-d'Or" });
    expect(where("I live in st jerome").location?.city).toMatch(/^Saint-J[eé]r[oô]me$/);
    expect(where("I live in St-Jean-sur-Richelieu").location?.city).toMatch(/^Saint-Jean-sur-Richelieu$/);
    expect(where("Hawkesbury", "region.province").region).toMatchObject({ province: "ON" });
  });

  it("reads one-letter typos of long names and nicknames", () => {
    expect(where("Kitchner, ON").location).toEqual({ city: "Kitchener" });
    expect(where("I live in Drummondvile").location?.city).toBe("Drummondville");
    expect(where("j'habite à Mtl").location).toEqual({ city: "Montreal" });
    expect(where("J'habite à Québec").location).toEqual({ city: "Québec" });
  });

  it("does not take a word for a town without a place cue", () => {
    expect(where("I hope you can help, my car is a 2019 Civic").location).toBeUndefined();
  });
});
