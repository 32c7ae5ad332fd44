import { describe, expect, it } from "vitest";
import { playConversation, resetLanguageAfterEach } from "../../tests/helpers/play-conversation";

/**
 * Twenty whole quote flows written for the ninth round (issue 22, decision 0074), ten in English and
 * ten in French (five of them in texting French without accents), none taken from the evaluation
 * set: answers to an earlier question, corrections after the summary, events listed with their dates,
 * numbers spelled out and voice-to-text without punctuation. Each ends with every detail it gave, in
 * November 2026 (a ticket counts from late 2023, an accident from late 2020), and a town typed with or
 * without its accents under its official name.
 */
resetLanguageAfterEach();

const STANDARD = { liability_limit: "1000000", collision: true, comprehensive: true, deductible: 500 };

type Flow = {
  language: "en" | "fr";
  turns: string[];
  province: string;
  city?: string;
  vehicle: { year: number; make: string; model: string };
  driver: { years_licensed: number; tickets_last_3y: number; accidents_last_6y: number };
  coverage:
    typeof STANDARD | { liability_limit: string; collision: boolean; comprehensive: boolean; deductible: number };
};

const FLOWS: Flow[] = [
  {
    language: "en",
    turns: [
      "hey there",
      "Kingston Ontario",
      "its a 2020 mazda cx-30",
      "been driving since 2009",
      "2 tickets: one in March, one last summer",
      "zero accidents",
      "standard",
    ],
    province: "ON",
    city: "Kingston",
    vehicle: { year: 2020, make: "Mazda", model: "CX-30" },
    driver: { years_licensed: 17, tickets_last_3y: 2, accidents_last_6y: 0 },
    coverage: STANDARD,
  },
  {
    language: "en",
    turns: [
      "Halifax NS",
      "2018 Toyota Corolla",
      "licensed 2012",
      "none",
      "none",
      "yes",
      "actually the car is a 2019 not 2018",
    ],
    province: "NS",
    city: "Halifax",
    vehicle: { year: 2019, make: "Toyota", model: "Corolla" },
    driver: { years_licensed: 14, tickets_last_3y: 0, accidents_last_6y: 0 },
    coverage: STANDARD,
  },
  {
    language: "en",
    turns: [
      "i live in red deer alberta i drive a twenty nineteen ford escape ive had my license for twelve years no tickets no accidents standard coverage please",
    ],
    province: "AB",
    city: "Red Deer",
    vehicle: { year: 2019, make: "Ford", model: "Escape" },
    driver: { years_licensed: 12, tickets_last_3y: 0, accidents_last_6y: 0 },
    coverage: STANDARD,
  },
  {
    language: "en",
    turns: [
      "Saskatoon",
      "2016 Honda Civic",
      "licensed since I was 17, I'm 35 now",
      "one ticket in 2022",
      "none",
      "1 million, 1000 deductible, collision and comprehensive",
      "wait I was licensed at 16 not 17",
    ],
    province: "SK",
    city: "Saskatoon",
    vehicle: { year: 2016, make: "Honda", model: "Civic" },
    driver: { years_licensed: 19, tickets_last_3y: 0, accidents_last_6y: 0 },
    coverage: { liability_limit: "1000000", collision: true, comprehensive: true, deductible: 1000 },
  },
  {
    language: "en",
    turns: [
      "Winnipeg MB",
      "2021 Kia Seltos",
      "10 years",
      "oh and I forgot to say, no accidents",
      "no tickets either",
      "standard",
    ],
    province: "MB",
    city: "Winnipeg",
    vehicle: { year: 2021, make: "Kia", model: "Seltos" },
    driver: { years_licensed: 10, tickets_last_3y: 0, accidents_last_6y: 0 },
    coverage: STANDARD,
  },
  {
    language: "en",
    turns: [
      "Victoria BC",
      "2015 Subaru Outback",
      "licensed twenty two years",
      "1 accident in 2019 and one last year, both my fault",
      "no tickets",
      "standard",
    ],
    province: "BC",
    city: "Victoria",
    vehicle: { year: 2015, make: "Subaru", model: "Outback" },
    driver: { years_licensed: 22, tickets_last_3y: 0, accidents_last_6y: 1 },
    coverage: STANDARD,
  },
  {
    language: "en",
    turns: [
      "London Ontario",
      "2017 Hyundai Elantra",
      "licensed for 5 years",
      "a speeding ticket two years ago and a red light one in 2021",
      "no accidents",
      "standard",
    ],
    province: "ON",
    city: "London",
    vehicle: { year: 2017, make: "Hyundai", model: "Elantra" },
    driver: { years_licensed: 5, tickets_last_3y: 1, accidents_last_6y: 0 },
    coverage: STANDARD,
  },
  {
    language: "en",
    turns: [
      "Moncton",
      "2022 Toyota RAV4",
      "I got my licence in twenty fifteen",
      "nope",
      "nope",
      "2 million and everything else standard",
    ],
    province: "NB",
    city: "Moncton",
    vehicle: { year: 2022, make: "Toyota", model: "RAV4" },
    driver: { years_licensed: 11, tickets_last_3y: 0, accidents_last_6y: 0 },
    coverage: { ...STANDARD, liability_limit: "2000000" },
  },
  {
    language: "en",
    turns: [
      "Ottawa",
      "2019 Honda CR-V",
      "licensed 14 years",
      "no tickets",
      "no accidents",
      "standard",
      "change the deductible to 1000",
    ],
    province: "ON",
    city: "Ottawa",
    vehicle: { year: 2019, make: "Honda", model: "CR-V" },
    driver: { years_licensed: 14, tickets_last_3y: 0, accidents_last_6y: 0 },
    coverage: { ...STANDARD, deductible: 1000 },
  },
  {
    language: "en",
    turns: [
      "Calgary",
      "2014 Ford F-150",
      "since 1998",
      "no tickets",
      "one accident 3 years ago not my fault",
      "standard",
    ],
    province: "AB",
    city: "Calgary",
    vehicle: { year: 2014, make: "Ford", model: "F-150" },
    driver: { years_licensed: 28, tickets_last_3y: 0, accidents_last_6y: 0 },
    coverage: STANDARD,
  },
  {
    language: "fr",
    turns: [
      "Bonjour",
      "Je reste à Longueuil",
      "Une Toyota Corolla deux mille dix-neuf",
      "J'ai mon permis depuis deux mille huit",
      "Aucune contravention",
      "Aucun accident",
      "La protection standard svp",
    ],
    province: "QC",
    city: "Longueuil",
    vehicle: { year: 2019, make: "Toyota", model: "Corolla" },
    driver: { years_licensed: 18, tickets_last_3y: 0, accidents_last_6y: 0 },
    coverage: STANDARD,
  },
  {
    language: "fr",
    turns: [
      "Lévis",
      "Honda Civic 2017",
      "permis depuis 15 ans",
      "deux contraventions : une en mars, l'autre l'été passé",
      "aucun accident",
      "oui",
    ],
    province: "QC",
    city: "Lévis",
    vehicle: { year: 2017, make: "Honda", model: "Civic" },
    driver: { years_licensed: 15, tickets_last_3y: 2, accidents_last_6y: 0 },
    coverage: STANDARD,
  },
  {
    language: "fr",
    turns: [
      "Gatineau",
      "Mazda CX-5 2020",
      "permis depuis 2010",
      "aucun billet",
      "un accident responsable en 2022",
      "standard",
      "en fait l'accident c'était pas de ma faute",
    ],
    province: "QC",
    city: "Gatineau",
    vehicle: { year: 2020, make: "Mazda", model: "CX-5" },
    driver: { years_licensed: 16, tickets_last_3y: 0, accidents_last_6y: 0 },
    coverage: STANDARD,
  },
  {
    language: "fr",
    turns: [
      "Saguenay",
      "Ford Escape 2016",
      "j'ai eu mon permis à 18 ans pis j'en ai 40",
      "aucune",
      "aucun",
      "2 millions, franchise de 1000, collision et autres risques",
      "oups la franchise c'est 500",
    ],
    province: "QC",
    city: "Saguenay",
    vehicle: { year: 2016, make: "Ford", model: "Escape" },
    driver: { years_licensed: 22, tickets_last_3y: 0, accidents_last_6y: 0 },
    coverage: { ...STANDARD, liability_limit: "2000000" },
  },
  {
    language: "fr",
    turns: [
      "Trois-Rivières",
      "Kia Soul 2021",
      "permis depuis 2016",
      "pas de contravention pis pas d'accident",
      "oui",
      "finalement c'est une Soul 2020",
    ],
    province: "QC",
    city: "Trois-Rivières",
    vehicle: { year: 2020, make: "Kia", model: "Soul" },
    driver: { years_licensed: 10, tickets_last_3y: 0, accidents_last_6y: 0 },
    coverage: STANDARD,
  },
  {
    language: "fr",
    turns: [
      "salut jreste a sherbrooke",
      "jai un civic 2018",
      "permis depuis 2011",
      "aucun ticket",
      "aucun accident",
      "standard",
    ],
    province: "QC",
    city: "Sherbrooke",
    vehicle: { year: 2018, make: "Honda", model: "Civic" },
    driver: { years_licensed: 15, tickets_last_3y: 0, accidents_last_6y: 0 },
    coverage: STANDARD,
  },
  {
    language: "fr",
    turns: [
      "allo",
      "chu a levis",
      "mazda 3 deux mille seize",
      "jai mon permis depuis dix ans",
      "1 ticket lete passe",
      "pas daccident",
      "oui cest correct",
    ],
    province: "QC",
    city: "Lévis",
    vehicle: { year: 2016, make: "Mazda", model: "Mazda3" },
    driver: { years_licensed: 10, tickets_last_3y: 1, accidents_last_6y: 0 },
    coverage: STANDARD,
  },
  {
    language: "fr",
    turns: [
      "bonjour jhabite a granby jai une hyundai elantra 2019 permis depuis 2005 aucun ticket aucun accident protection standard",
    ],
    province: "QC",
    city: "Granby",
    vehicle: { year: 2019, make: "Hyundai", model: "Elantra" },
    driver: { years_licensed: 21, tickets_last_3y: 0, accidents_last_6y: 0 },
    coverage: STANDARD,
  },
  {
    language: "fr",
    turns: [
      "rimouski",
      "toyota rav4 2022",
      "ca fait 20 ans que jai mon permis",
      "2 tickets un en 2024 pis un en 2019",
      "aucun",
      "oui",
    ],
    province: "QC",
    city: "Rimouski",
    vehicle: { year: 2022, make: "Toyota", model: "RAV4" },
    driver: { years_licensed: 20, tickets_last_3y: 1, accidents_last_6y: 0 },
    coverage: STANDARD,
  },
  {
    language: "fr",
    turns: [
      "st-jerome",
      "honda crv 2017",
      "permis depuis 2009",
      "pas de ticket",
      "un accrochage en 2023 cetait ma faute",
      "1 million franchise 500 collision pis le reste",
    ],
    province: "QC",
    city: "Saint-Jérôme",
    vehicle: { year: 2017, make: "Honda", model: "CR-V" },
    driver: { years_licensed: 17, tickets_last_3y: 0, accidents_last_6y: 1 },
    coverage: STANDARD,
  },
];

describe("twenty quote flows of the ninth round", () => {
  it("holds ten in each language, five of the French ones texted without accents", () => {
    expect(FLOWS.filter((flow) => flow.language === "en")).toHaveLength(10);
    expect(FLOWS.filter((flow) => flow.language === "fr")).toHaveLength(10);
  });

  for (const flow of FLOWS) {
    it(`ends with every detail: ${flow.turns.join(" | ").slice(0, 90)}`, () => {
      const result = playConversation(flow.language, ...flow.turns);
      expect(result.fields.region?.province).toBe(flow.province);
      if (flow.city) expect(result.fields.location?.city).toBe(flow.city);
      expect(result.fields.vehicle).toMatchObject(flow.vehicle);
      expect(result.fields.driver).toMatchObject(flow.driver);
      expect(result.fields.coverage).toEqual(flow.coverage);
      expect(result.readyForConsent).toBe(true);
    });
  }
});
