import { all, car, cover, type CorpusEntry, driver, off, ON, place, STANDARD } from "./corpus-kit";

/**
 * Held-out visitor messages for corpus-holdout.test.ts, written independently of the extractor (from the
 * corpus format and conventions only) and never tuned against it. Read with CORPUS_YEAR (2026).
 * Do not edit entries to make the engine pass: this set measures, it does not train.
 */

const LOCATION: CorpusEntry[] = [
  { text: "i'm in sudbury", expect: ON("Sudbury") },
  { text: "up in Thunder Bay", lastAsked: "region.province", expect: ON("Thunder Bay") },
  { text: "barrie ont, L4M 3B2", expect: ON("Barrie", "L4M") },
  { text: "postal is m4c1b5", lastAsked: "region.postal_fsa", expect: ON(undefined, "M4C") },
  { text: "K1P 5J2", lastAsked: "region.postal_fsa", expect: ON(undefined, "K1P") },
  { text: "Trois-Rivières, Québec", expect: place({ province: "QC" }, "Trois-Rivieres") },
  { text: "on habite à Sherbrooke", expect: place({ province: "QC" }, "Sherbrooke") },
  { text: "Montréal QC H2X 1Y4", expect: place({ province: "QC", postal_fsa: "H2X" }, "Montreal") },
  { text: "burnaby", lastAsked: "location.city", expect: place({ province: "BC" }, "Burnaby") },
  { text: "red deer alberta", expect: place({ province: "AB" }, "Red Deer") },
  { text: "lethbrige alberta", expect: place({ province: "AB" }, "Lethbridge") },
  { text: "moose jaw sask", expect: place({ province: "SK" }, "Moose Jaw") },
  { text: "Brandon, Manitoba R7A 5Y1", expect: place({ province: "MB", postal_fsa: "R7A" }, "Brandon") },
  { text: "Fredericton N.B.", expect: place({ province: "NB" }, "Fredericton") },
  { text: "Dartmouth, Nova Scotia", expect: place({ province: "NS" }, "Dartmouth") },
  { text: "summerside PEI", expect: place({ province: "PE" }, "Summerside") },
  { text: "corner brook newfoundland", expect: place({ province: "NL" }, "Corner Brook") },
];

const VEHICLE: CorpusEntry[] = [
  { text: "2018 chevy silverado", expect: car(2018, "Chevrolet", "Silverado") },
  { text: "its a vw golf 2015", expect: car(2015, "Volkswagen", "Golf") },
  { text: "2022 merc GLC", expect: car(2022, "Mercedes-Benz", "GLC") },
  { text: "Tesla Model Y, 2023", expect: car(2023, "Tesla", "Model Y") },
  { text: "twenty nineteen toyota rav4", expect: car(2019, "Toyota", "RAV4") },
  { text: "F150, 2017", lastAsked: "vehicle", expect: car(2017, "Ford", "F-150") },
  { text: "a 2021 Ram 1500", expect: car(2021, "Ram", "1500") },
  { text: "2016 Honda CRV", expect: car(2016, "Honda", "CR-V") },
  { text: "2024 Kia EV6", expect: car(2024, "Kia", "EV6") },
  { text: "mazda cx5 2014", expect: car(2014, "Mazda", "CX-5") },
  { text: "2012", lastAsked: "vehicle.year", expect: car(2012) },
  {
    text: "Outback",
    lastAsked: "vehicle.model",
    known: car(undefined, "Subaru"),
    expect: car(undefined, undefined, "Outback"),
  },
  { text: "drive an '09 corolla", expect: car(2009, "Toyota", "Corolla") },
  { text: "nissan leaf 2019", expect: car(2019, "Nissan", "Leaf") },
  { text: "1987 Jeep Wrangler", expect: car(undefined, "Jeep", "Wrangler"), expectRejected: ["vehicle.year"] },
  { text: "just ordered a 2027 tacoma", expect: car(2027, "Toyota", "Tacoma") },
];

const DRIVER: CorpusEntry[] = [
  { text: "licenced 12 yrs", expect: driver({ years_licensed: 12 }) },
  { text: "twenty years", lastAsked: "driver.years_licensed", expect: driver({ years_licensed: 20 }) },
  { text: "got my licence in 2015", expect: driver({ years_licensed: 11 }) },
  { text: "nope none", lastAsked: "driver.tickets_last_3y", expect: driver({ tickets_last_3y: 0 }) },
  { text: "one speeding ticket last spring", expect: driver({ tickets_last_3y: 1 }) },
  { text: "2 tix", lastAsked: "driver.tickets_last_3y", expect: driver({ tickets_last_3y: 2 }) },
  { text: "no accidents ever", expect: driver({ accidents_last_6y: 0 }) },
  {
    text: "had one fender bender in 2022",
    lastAsked: "driver.accidents_last_6y",
    expect: driver({ accidents_last_6y: 1 }),
  },
  { text: "clean record - no tickets, no accidents", expect: driver({ tickets_last_3y: 0, accidents_last_6y: 0 }) },
  { text: "been driving since '98", expect: driver({ years_licensed: 28 }) },
];

const COVERAGE: CorpusEntry[] = [
  { text: "standard's fine", lastAsked: "coverage", expect: STANDARD },
  { text: "yeah just use the defaults", lastAsked: "coverage", expect: STANDARD },
  { text: "2 mil liability", expect: cover({ liability_limit: "2000000" }) },
  { text: "$1,000 deductible", expect: cover({ deductible: 1000 }) },
  {
    text: "500 thousand is enough",
    lastAsked: "coverage.liability_limit",
    expect: cover({ liability_limit: "500000" }),
  },
  { text: "yep", lastAsked: "coverage.collision", expect: cover({ collision: true }) },
  { text: "nah skip comprehensive", expect: cover({ comprehensive: false }) },
  { text: "three hundred", lastAsked: "coverage.deductible", expect: cover({ deductible: 300 }) },
  {
    text: "full coverage with a 1000 deductible",
    expect: cover({ collision: true, comprehensive: true, deductible: 1000 }),
  },
];

const MIXED: CorpusEntry[] = [
  {
    text: "hi! 2019 honda civic, live in markham, licensed 8 years, no tickets or accidents",
    expect: all(
      ON("Markham"),
      car(2019, "Honda", "Civic"),
      driver({ years_licensed: 8, tickets_last_3y: 0, accidents_last_6y: 0 }),
    ),
  },
  { text: "oops, actually its a 2019 not a 2017", known: car(2017, "Ford", "Escape"), expect: car(2019) },
  { text: "sorry I meant Burlington not Oakville", known: ON("Oakville"), expect: ON("Burlington") },
  {
    text: "Je reste à Lévis, j'ai une Toyota Camry 2020",
    expect: all(place({ province: "QC" }, "Levis"), car(2020, "Toyota", "Camry")),
  },
  {
    text: "Calgary T2P, 2023 Ford Maverick, 15 years licenced",
    expect: all(
      place({ province: "AB", postal_fsa: "T2P" }, "Calgary"),
      car(2023, "Ford", "Maverick"),
      driver({ years_licensed: 15 }),
    ),
  },
  {
    text: "Halifax, 2 mil liability, $300 deductible",
    expect: all(place({ province: "NS" }, "Halifax"), cover({ liability_limit: "2000000", deductible: 300 })),
  },
  {
    text: "no wait, 2 accidents not 1",
    known: driver({ accidents_last_6y: 1 }),
    expect: driver({ accidents_last_6y: 2 }),
  },
  {
    text: "prince george bc, 2015 toyota tacoma, been driving 30 yrs",
    expect: all(
      place({ province: "BC" }, "Prince George"),
      car(2015, "Toyota", "Tacoma"),
      driver({ years_licensed: 30 }),
    ),
  },
  {
    text: "st. catharines ontario L2R, 2022 hyundai ioniq 5",
    expect: all(ON("St. Catharines", "L2R"), car(2022, "Hyundai", "Ioniq 5")),
  },
  {
    text: "oshawa, 2010 chev cruze, licensed since 2005",
    expect: all(ON("Oshawa"), car(2010, "Chevrolet", "Cruze"), driver({ years_licensed: 21 })),
  },
  {
    text: "I'm in Regina with a 2017 ford f-250 and a clean record",
    expect: all(
      place({ province: "SK" }, "Regina"),
      car(2017, "Ford", "F-250"),
      driver({ tickets_last_3y: 0, accidents_last_6y: 0 }),
    ),
  },
  { text: "my car's a 2016 Mazda CX-3 - correction, 2018", expect: car(2018, "Mazda", "CX-3") },
  {
    text: "Mount Pearl NL A1N, 2019 subaru crosstrek, standard coverage",
    expect: all(
      place({ province: "NL", postal_fsa: "A1N" }, "Mount Pearl"),
      car(2019, "Subaru", "Crosstrek"),
      STANDARD,
    ),
  },
];

const OFF_TOPIC: CorpusEntry[] = [
  off("how do I file a claim?"),
  off("what's your phone number"),
  off("lol ok"),
  off("is this site legit?"),
  off("what does comprehensive even cover?"),
  off("whats the difference between collision and comprehensive"),
  off("can i talk to a real person"),
  off("do you guys do home insurance too?"),
  off("why is insurance so expensive here 😩"),
  off("thanks!!"),
  off("how long does this take?"),
  off("brb", "vehicle"),
  off("what info do you need from me?"),
  off("hmm let me check", "driver.years_licensed"),
  off("is a higher deductible cheaper?"),
];

export const HOLDOUT: CorpusEntry[] = [...LOCATION, ...VEHICLE, ...DRIVER, ...COVERAGE, ...MIXED, ...OFF_TOPIC];
