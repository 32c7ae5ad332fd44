import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { t } from "../i18n/translate";
import { carQuoteForm, carQuoteRequest, homeQuoteForm, travelQuoteForm } from "../../tests/helpers/quote-forms";
import { PROVINCES, PROVINCE_CODES } from "./provinces";
import {
  CATEGORY_SLUGS,
  coverageChangeSchema,
  formatPostalCode,
  isPricedCategory,
  productTypeFor,
  quoteFormSchema,
} from "./quote-form";
import { postalProvinceMismatch } from "./quote-request";

const CURRENT_YEAR = 2026;
const schema = quoteFormSchema(CURRENT_YEAR);

type Body = Record<string, unknown>;

/** The example car request, with the postal code as a visitor might type it. */
const carBody: Body = carQuoteForm({ postalCode: "m5v2t6" });

const homeBody: Body = homeQuoteForm();

/** A travel, business or life form (lines we refer): the same answers whatever the line. */
const otherLineBody = (category: string): Body => ({ ...travelQuoteForm(), category });

/** A copy of `base` with some fields replaced; a value of undefined removes the field. */
function withFields(base: Body, changes: Body): Body {
  const body: Body = { ...base };
  for (const [key, value] of Object.entries(changes)) {
    if (value === undefined) delete body[key];
    else body[key] = value;
  }
  return body;
}

function issues(body: unknown): { path: string; message: string }[] {
  const result = schema.safeParse(body);
  return result.success
    ? []
    : result.error.issues.map((issue) => ({ path: issue.path.join("."), message: issue.message }));
}

function parsed(body: unknown) {
  const result = schema.safeParse(body);
  if (!result.success) throw new Error(`expected success, got ${JSON.stringify(result.error.issues)}`);
  return result.data;
}

const field = {
  vehicleYear: t("quote.field.vehicleYear"),
  yearsLicensed: t("quote.field.yearsLicensed"),
  tickets: t("quote.field.tickets"),
  accidents: t("quote.field.accidents"),
  driverAge: t("quote.field.driverAge"),
  homeAge: t("quote.field.homeAge"),
};
const atLeast = (label: string, min: number) => t("quote.validation.atLeast", { field: label, min });
const atMost = (label: string, max: number) => t("quote.validation.atMost", { field: label, max });
const wholeNumber = (label: string) => t("quote.validation.wholeNumber", { field: label });
const aNumber = (label: string) => t("quote.validation.number", { field: label });

describe("quoteFormSchema: a valid car form", () => {
  it("parses, formats the postal code and builds the car request with the coverage defaults", () => {
    expect(parsed(carBody)).toEqual({
      category: "car",
      productType: "auto",
      province: "ON",
      city: "Toronto",
      postalCode: "M5V 2T6",
      fsa: "M5V",
      driverAge: 35,
      consentDataSharing: true,
      consentContact: false,
      from: null,
      blog: null,
      car: carQuoteRequest(),
      home: null,
    });
  });

  it("gives the liability limit as a number in the car request", () => {
    expect(typeof parsed(carBody).car?.coverage.liability_limit).toBe("number");
  });

  it.each([["m5v 2t6"], ["M5V2T6"], ["  m5v 2T6  "], ["M5V 2T6"]])(
    "accepts the postal code %j and formats it as M5V 2T6",
    (postalCode) => {
      const form = parsed(withFields(carBody, { postalCode }));
      expect(form.postalCode).toBe("M5V 2T6");
      expect(form.fsa).toBe("M5V");
      expect(form.car?.region.postal_fsa).toBe("M5V");
    },
  );

  it("uses the coverage the visitor chose instead of the defaults", () => {
    const form = parsed(
      withFields(carBody, { liabilityLimit: "2000000", collision: false, comprehensive: false, deductible: 1000 }),
    );
    expect(form.car?.coverage).toEqual({
      liability_limit: 2_000_000,
      collision: false,
      comprehensive: false,
      deductible: 1000,
    });
  });

  it("keeps a trim when given and drops a blank one", () => {
    expect(parsed(withFields(carBody, { vehicleTrim: "LE" })).car?.vehicle).toEqual({
      year: 2021,
      make: "Toyota",
      model: "RAV4",
      trim: "LE",
    });
    expect(parsed(withFields(carBody, { vehicleTrim: "   " })).car?.vehicle).not.toHaveProperty("trim");
    expect(parsed(withFields(carBody, { vehicleTrim: "" })).car?.vehicle).not.toHaveProperty("trim");
  });

  it("rejects a trim longer than 60 characters on vehicleTrim", () => {
    expect(issues(withFields(carBody, { vehicleTrim: "t".repeat(61) }))).toEqual([
      { path: "vehicleTrim", message: t("quote.validation.trimMax", { max: 60 }) },
    ]);
  });

  it("keeps the contact consent, the entry point and the blog slug when given", () => {
    const form = parsed(
      withFields(carBody, { consentContact: true, from: "blog", blog: "how-to-save-on-car-insurance" }),
    );
    expect(form.consentContact).toBe(true);
    expect(form.from).toBe("blog");
    expect(form.blog).toBe("how-to-save-on-car-insurance");
  });

  it("accepts every entry point", () => {
    for (const from of ["home", "province", "blog", "learn", "compare", "assistant", "direct"]) {
      expect(parsed(withFields(carBody, { from })).from).toBe(from);
    }
  });

  it("trims the city", () => {
    const form = parsed(withFields(carBody, { city: "  Toronto  " }));
    expect(form.city).toBe("Toronto");
    expect(form.car?.location?.city).toBe("Toronto");
  });

  it("accepts any valid car form built from in-range answers", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1990, max: CURRENT_YEAR + 1 }),
        fc.integer({ min: 16, max: 100 }),
        fc.integer({ min: 0, max: 80 }),
        fc.integer({ min: 0, max: 20 }),
        fc.integer({ min: 0, max: 20 }),
        fc.constantFrom("500000", "1000000", "2000000"),
        fc.constantFrom(300, 500, 1000),
        (vehicleYear, driverAge, years, ticketsLast3y, accidentsLast6y, liabilityLimit, deductible) => {
          const yearsLicensed = Math.min(years, driverAge - 14);
          const form = parsed(
            withFields(carBody, {
              vehicleYear,
              driverAge,
              yearsLicensed,
              ticketsLast3y,
              accidentsLast6y,
              liabilityLimit,
              deductible,
            }),
          );
          expect(form.car?.vehicle.year).toBe(vehicleYear);
          expect(form.car?.driver).toEqual({
            years_licensed: yearsLicensed,
            tickets_last_3y: ticketsLast3y,
            accidents_last_6y: accidentsLast6y,
          });
          expect(form.car?.coverage.liability_limit).toBe(Number(liabilityLimit));
          expect(form.car?.coverage.deductible).toBe(deductible);
          expect(form.driverAge).toBe(driverAge);
        },
      ),
    );
  });
});

describe("quoteFormSchema: boundaries, reported on the form field with the catalogue message", () => {
  it("uses the catalogue wording for the number messages", () => {
    expect(issues(withFields(carBody, { vehicleYear: 1989 }))).toEqual([
      { path: "vehicleYear", message: "Vehicle year must be at least 1990." },
    ]);
  });

  it.each([
    [1989, [{ path: "vehicleYear", message: atLeast(field.vehicleYear, 1990) }]],
    [1990, []],
    [CURRENT_YEAR + 1, []],
    [CURRENT_YEAR + 2, [{ path: "vehicleYear", message: atMost(field.vehicleYear, CURRENT_YEAR + 1) }]],
    [2020.5, [{ path: "vehicleYear", message: wholeNumber(field.vehicleYear) }]],
  ])("vehicle year %s", (vehicleYear, expected) => {
    expect(issues(withFields(carBody, { vehicleYear }))).toEqual(expected);
  });

  it("takes the newest allowed vehicle year from the year passed in", () => {
    const later = quoteFormSchema(2030);
    expect(later.safeParse(withFields(carBody, { vehicleYear: 2031 })).success).toBe(true);
    expect(later.safeParse(withFields(carBody, { vehicleYear: 2032 })).success).toBe(false);
  });

  it.each([
    ["T", [{ path: "vehicleMake", message: t("quote.validation.makeMin", { min: 2 }) }]],
    ["  T  ", [{ path: "vehicleMake", message: t("quote.validation.makeMin", { min: 2 }) }]],
    ["VW", []],
    ["m".repeat(40), []],
    ["m".repeat(41), [{ path: "vehicleMake", message: t("quote.validation.makeMax", { max: 40 }) }]],
  ])("make %j", (vehicleMake, expected) => {
    expect(issues(withFields(carBody, { vehicleMake }))).toEqual(expected);
  });

  it("reports a missing make on vehicleMake", () => {
    expect(issues(withFields(carBody, { vehicleMake: undefined }))).toEqual([
      { path: "vehicleMake", message: t("quote.validation.make") },
    ]);
  });

  it.each([
    ["", [{ path: "vehicleModel", message: t("quote.validation.model") }]],
    ["   ", [{ path: "vehicleModel", message: t("quote.validation.model") }]],
    ["Z", []],
    ["m".repeat(60), []],
    ["m".repeat(61), [{ path: "vehicleModel", message: t("quote.validation.modelMax", { max: 60 }) }]],
  ])("model %j", (vehicleModel, expected) => {
    expect(issues(withFields(carBody, { vehicleModel }))).toEqual(expected);
  });

  it.each([
    [-1, 35, [{ path: "yearsLicensed", message: atLeast(field.yearsLicensed, 0) }]],
    [0, 35, []],
    [80, 100, []],
    [81, 100, [{ path: "yearsLicensed", message: atMost(field.yearsLicensed, 80) }]],
    [2.5, 35, [{ path: "yearsLicensed", message: wholeNumber(field.yearsLicensed) }]],
  ])("years licensed %s at age %s", (yearsLicensed, driverAge, expected) => {
    expect(issues(withFields(carBody, { yearsLicensed, driverAge }))).toEqual(expected);
  });

  it.each([
    ["ticketsLast3y", field.tickets],
    ["accidentsLast6y", field.accidents],
  ])("%s accepts 0 to 20 whole numbers only", (name, label) => {
    expect(issues(withFields(carBody, { [name]: 0 }))).toEqual([]);
    expect(issues(withFields(carBody, { [name]: 20 }))).toEqual([]);
    expect(issues(withFields(carBody, { [name]: 21 }))).toEqual([{ path: name, message: atMost(label, 20) }]);
    expect(issues(withFields(carBody, { [name]: -1 }))).toEqual([{ path: name, message: atLeast(label, 0) }]);
    expect(issues(withFields(carBody, { [name]: 2.5 }))).toEqual([{ path: name, message: wholeNumber(label) }]);
  });

  it.each([
    [15, [{ path: "driverAge", message: atLeast(field.driverAge, 16) }]],
    [16, []],
    [100, []],
    [101, [{ path: "driverAge", message: atMost(field.driverAge, 100) }]],
    [35.5, [{ path: "driverAge", message: wholeNumber(field.driverAge) }]],
  ])("driver age %s (licensed 0 years)", (driverAge, expected) => {
    expect(issues(withFields(carBody, { driverAge, yearsLicensed: 0 }))).toEqual(expected);
  });

  it("rejects a city that is empty or longer than 80 characters", () => {
    const travel = otherLineBody("travel");
    expect(issues(withFields(travel, { city: "   " }))).toEqual([
      { path: "city", message: t("quote.validation.city") },
    ]);
    expect(issues(withFields(travel, { city: "c".repeat(80) }))).toEqual([]);
    expect(issues(withFields(travel, { city: "c".repeat(81) }))).toEqual([
      { path: "city", message: t("quote.validation.cityMax", { max: 80 }) },
    ]);
  });

  it("reports a bad city on a car form on city with the catalogue message", () => {
    expect(issues(withFields(carBody, { city: "c".repeat(80) }))).toEqual([]);
    const empty = issues(withFields(carBody, { city: "   " }));
    expect(empty).toEqual([{ path: "city", message: t("quote.validation.city") }]);
    expect(empty.every((issue) => issue.path === "city")).toBe(true);
    const long = issues(withFields(carBody, { city: "c".repeat(81) }));
    expect(long).toEqual([{ path: "city", message: t("quote.validation.cityMax", { max: 80 }) }]);
    expect(long.every((issue) => issue.path === "city")).toBe(true);
  });
});

describe("quoteFormSchema: the licence and age cross rule", () => {
  it("rejects more years licensed than the age allows, with the largest possible number", () => {
    expect(issues(withFields(carBody, { yearsLicensed: 30, driverAge: 40 }))).toEqual([
      { path: "yearsLicensed", message: t("quote.validation.licensedVsAge", { age: 40, max: 26 }) },
    ]);
    expect(issues(withFields(carBody, { yearsLicensed: 30, driverAge: 40 }))[0]?.message).toBe(
      "At age 40 you can have held a licence for at most 26 years.",
    );
  });

  it("accepts exactly the age minus 14 years licensed", () => {
    expect(issues(withFields(carBody, { yearsLicensed: 26, driverAge: 40 }))).toEqual([]);
    expect(issues(withFields(carBody, { yearsLicensed: 2, driverAge: 16 }))).toEqual([]);
    expect(issues(withFields(carBody, { yearsLicensed: 3, driverAge: 16 }))).toEqual([
      { path: "yearsLicensed", message: t("quote.validation.licensedVsAge", { age: 16, max: 2 }) },
    ]);
  });

  it("holds for every valid age", () => {
    fc.assert(
      fc.property(fc.integer({ min: 16, max: 100 }), fc.integer({ min: 0, max: 80 }), (driverAge, yearsLicensed) => {
        const ok = yearsLicensed <= driverAge - 14;
        expect(issues(withFields(carBody, { driverAge, yearsLicensed })).length === 0).toBe(ok);
      }),
    );
  });
});

describe("quoteFormSchema: errors use the form's field names", () => {
  it("maps every structured problem back to the form field it came from", () => {
    // One bad value per field: each field must be named by its own problem, and by no other name.
    const changes = {
      vehicleYear: 1800,
      vehicleMake: "",
      vehicleModel: "",
      vehicleTrim: "t".repeat(61),
      yearsLicensed: -1,
      ticketsLast3y: 99,
      accidentsLast6y: 99,
      liabilityLimit: "1",
      collision: "yes",
      comprehensive: "no",
      deductible: 250,
    };
    const paths = new Set(issues(withFields(carBody, changes)).map((issue) => issue.path));
    expect(paths).toEqual(new Set(Object.keys(changes)));
  });

  it("reports a car form without vehicle answers on each missing field", () => {
    const body = withFields(carBody, {
      vehicleYear: undefined,
      vehicleModel: undefined,
      yearsLicensed: undefined,
      ticketsLast3y: undefined,
      accidentsLast6y: undefined,
    });
    expect(issues(body)).toEqual(
      expect.arrayContaining([
        { path: "vehicleYear", message: aNumber(field.vehicleYear) },
        { path: "vehicleModel", message: t("quote.validation.model") },
        { path: "yearsLicensed", message: aNumber(field.yearsLicensed) },
        { path: "ticketsLast3y", message: aNumber(field.tickets) },
        { path: "accidentsLast6y", message: aNumber(field.accidents) },
      ]),
    );
    expect(issues(body)).toHaveLength(5);
  });

  it("asks for the driver's age on a car form", () => {
    expect(issues(withFields(carBody, { driverAge: undefined }))).toEqual([
      { path: "driverAge", message: t("quote.validation.driverAge") },
    ]);
  });
});

describe("quoteFormSchema: postal code and province", () => {
  const mismatch = [{ path: "postalCode", message: postalProvinceMismatch("V6B", "ON") }];

  it("reports a postal code from another province once, on postalCode", () => {
    expect(issues(withFields(carBody, { postalCode: "V6B 1A1" }))).toEqual(mismatch);
    expect(mismatch[0]?.message).toBe("Postal code V6B is not in Ontario. Check the postal code or the province.");
  });

  it("applies the same rule to home and travel forms", () => {
    expect(issues(withFields(homeBody, { postalCode: "V6B 1A1" }))).toEqual(mismatch);
    expect(issues(withFields(otherLineBody("travel"), { postalCode: "V6B 1A1" }))).toEqual(mismatch);
  });

  it("accepts the same postal code with its own province", () => {
    const form = parsed(withFields(carBody, { postalCode: "v6b1a1", province: "BC", city: "Vancouver" }));
    expect(form.postalCode).toBe("V6B 1A1");
    expect(form.car?.region).toEqual({ country: "CA", province: "BC", postal_fsa: "V6B" });
  });

  it("accepts each province's postal letters with that province and rejects them with any other", () => {
    fc.assert(
      fc.property(
        fc
          .constantFrom(...PROVINCES)
          .chain((province) => fc.tuple(fc.constant(province), fc.constantFrom(...province.postalLetters))),
        fc.constantFrom(...PROVINCE_CODES),
        fc.integer({ min: 0, max: 9 }),
        ([province, letter], chosen, digit) => {
          const postalCode = `${letter}${digit}B 1A1`;
          const result = issues(withFields(carBody, { postalCode, province: chosen }));
          if (chosen === province.code) expect(result).toEqual([]);
          else
            expect(result).toEqual([
              { path: "postalCode", message: postalProvinceMismatch(`${letter}${digit}B`, chosen) },
            ]);
        },
      ),
    );
  });

  it.each([["D1A 1A1"], ["M5V"], ["12345"], ["M5V 2T"], ["W1A 1A1"], ["M5V-2T6"], [""]])(
    "rejects the postal code %j with the catalogue message",
    (postalCode) => {
      const found = issues(withFields(carBody, { postalCode }));
      expect(found.length).toBeGreaterThan(0);
      expect(found).toEqual([{ path: "postalCode", message: t("quote.validation.postalCode") }]);
      expect(found.every((issue) => issue.path === "postalCode")).toBe(true);
    },
  );

  it("rejects a postal code that is not text with the catalogue message", () => {
    expect(issues(withFields(carBody, { postalCode: 12345 }))).toEqual([
      { path: "postalCode", message: t("quote.validation.postalCode") },
    ]);
  });

  it("rejects an unknown province", () => {
    expect(issues(withFields(carBody, { province: "YT" }))).toEqual([
      { path: "province", message: t("quote.validation.province") },
    ]);
  });
});

describe("quoteFormSchema: category and productType", () => {
  it("rejects home insurance sent as productType auto", () => {
    expect(issues(withFields(homeBody, { productType: "auto" }))).toEqual([
      { path: "productType", message: t("quote.validation.productType") },
    ]);
  });

  it("rejects travel insurance sent as productType home", () => {
    expect(issues(withFields(otherLineBody("travel"), { productType: "home" }))).toEqual([
      { path: "productType", message: t("quote.validation.productType") },
    ]);
  });

  it("rejects car insurance sent as productType home", () => {
    expect(issues(withFields(carBody, { productType: "home" }))).toContainEqual({
      path: "productType",
      message: t("quote.validation.productType"),
    });
  });

  it("rejects an unknown category or productType", () => {
    expect(issues(withFields(carBody, { category: "pet" }))).toEqual([
      { path: "category", message: t("quote.validation.category") },
    ]);
    expect(issues(withFields(carBody, { productType: "boat" }))).toEqual([
      { path: "productType", message: t("quote.validation.productType") },
    ]);
  });
});

describe("quoteFormSchema: home forms", () => {
  it("parses a home form into the home request, without a car request", () => {
    const form = parsed(homeBody);
    expect(form.home).toEqual({ province: "ON", postal_fsa: "M5V", city: "Toronto", home_age: 30 });
    expect(form.car).toBeNull();
    expect(form.driverAge).toBeNull();
    expect(form.category).toBe("home");
    expect(form.productType).toBe("home");
    expect(form.postalCode).toBe("M5V 2T6");
  });

  it("asks for the age of the home", () => {
    expect(issues(withFields(homeBody, { homeAge: undefined }))).toEqual([
      { path: "homeAge", message: t("quote.validation.homeAge") },
    ]);
  });

  it.each([
    [-1, [{ path: "homeAge", message: atLeast(field.homeAge, 0) }]],
    [0, []],
    [300, []],
    [301, [{ path: "homeAge", message: atMost(field.homeAge, 300) }]],
    [2.5, [{ path: "homeAge", message: wholeNumber(field.homeAge) }]],
    ["30", [{ path: "homeAge", message: aNumber(field.homeAge) }]],
  ])("home age %j", (homeAge, expected) => {
    expect(issues(withFields(homeBody, { homeAge }))).toEqual(expected);
  });

  it("does not need a driver's age and leaves it out of the result", () => {
    expect(parsed(withFields(homeBody, { driverAge: 50 })).driverAge).toBeNull();
  });
});

describe("quoteFormSchema: travel, business and life forms", () => {
  it.each([["travel"], ["business"], ["life"]])("parses a %s form without a car or home request", (category) => {
    const form = parsed(otherLineBody(category));
    expect(form.category).toBe(category);
    expect(form.productType).toBe("auto");
    expect(form.driverAge).toBe(35);
    expect(form.car).toBeNull();
    expect(form.home).toBeNull();
  });

  it.each([["travel"], ["business"], ["life"]])("asks for the age on a %s form", (category) => {
    expect(issues(withFields(otherLineBody(category), { driverAge: undefined }))).toEqual([
      { path: "driverAge", message: t("quote.validation.driverAge") },
    ]);
  });
});

describe("quoteFormSchema: consents", () => {
  it.each([[false], [undefined], ["true"]])("rejects consentDataSharing %j", (consentDataSharing) => {
    expect(issues(withFields(carBody, { consentDataSharing }))).toEqual([
      { path: "consentDataSharing", message: t("quote.validation.consentDataSharing") },
    ]);
  });

  it("rejects a contact consent that is not a boolean", () => {
    expect(issues(withFields(carBody, { consentContact: "yes" }))).toEqual([
      { path: "consentContact", message: t("quote.validation.consentContact") },
    ]);
  });

  it("defaults the contact consent to false and keeps an explicit answer", () => {
    expect(parsed(carBody).consentContact).toBe(false);
    expect(parsed(withFields(carBody, { consentContact: false })).consentContact).toBe(false);
    expect(parsed(withFields(carBody, { consentContact: true })).consentContact).toBe(true);
  });
});

describe("quoteFormSchema: hostile and malformed bodies", () => {
  it("rejects unknown keys", () => {
    const result = schema.safeParse(withFields(carBody, { isAdmin: true }));
    expect(result.success).toBe(false);
    expect(schema.safeParse(withFields(homeBody, { price: 1 })).success).toBe(false);
  });

  it("rejects a vehicle year sent as text with a message instead of throwing", () => {
    expect(() => schema.safeParse(withFields(carBody, { vehicleYear: "2020" }))).not.toThrow();
    expect(issues(withFields(carBody, { vehicleYear: "2020" }))).toEqual([
      { path: "vehicleYear", message: aNumber(field.vehicleYear) },
    ]);
  });

  it("rejects a driver's age sent as text", () => {
    expect(issues(withFields(carBody, { driverAge: "35" }))).toEqual([
      { path: "driverAge", message: aNumber(field.driverAge) },
    ]);
  });

  it("rejects a liability limit outside the list or given as a number", () => {
    expect(issues(withFields(carBody, { liabilityLimit: "750000" }))).toEqual([
      { path: "liabilityLimit", message: t("quote.validation.liability") },
    ]);
    expect(issues(withFields(carBody, { liabilityLimit: 1_000_000 }))).toEqual([
      { path: "liabilityLimit", message: t("quote.validation.liability") },
    ]);
  });

  it("rejects a deductible outside the list", () => {
    expect(issues(withFields(carBody, { deductible: 250 }))).toEqual([
      { path: "deductible", message: t("quote.validation.deductible") },
    ]);
    expect(issues(withFields(carBody, { deductible: "500" }))).toEqual([
      { path: "deductible", message: t("quote.validation.deductible") },
    ]);
  });

  it("rejects collision or comprehensive that are not booleans", () => {
    expect(issues(withFields(carBody, { collision: "yes" }))).toEqual([
      { path: "collision", message: t("quote.validation.collision") },
    ]);
    expect(issues(withFields(carBody, { comprehensive: 1 }))).toEqual([
      { path: "comprehensive", message: t("quote.validation.comprehensive") },
    ]);
  });

  it("rejects an unknown entry point", () => {
    expect(issues(withFields(carBody, { from: "evil" }))).toEqual([
      { path: "from", message: t("quote.validation.from") },
    ]);
  });

  it.each([["../x"], ["Has-Capitals"], ["trailing-"], ["a--b"], [""], ["a".repeat(201)]])(
    "rejects the blog slug %j",
    (blog) => {
      const found = issues(withFields(carBody, { blog }));
      expect(found.length).toBeGreaterThan(0);
      expect(found.every((issue) => issue.path === "blog" && issue.message === t("quote.validation.blog"))).toBe(true);
    },
  );

  it("accepts a blog slug of exactly 200 characters", () => {
    expect(parsed(withFields(carBody, { blog: "a".repeat(200) })).blog).toBe("a".repeat(200));
  });

  it.each([[null], [undefined], ["a string"], [42], [[]], [[carBody]]])("rejects the body %j", (body) => {
    expect(schema.safeParse(body).success).toBe(false);
  });

  it("never throws on arbitrary values", () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        expect(() => schema.safeParse(value)).not.toThrow();
      }),
      { numRuns: 500 },
    );
  });

  it("never throws on arbitrary objects", () => {
    fc.assert(
      fc.property(fc.object(), (value) => {
        expect(() => schema.safeParse(value)).not.toThrow();
      }),
      { numRuns: 300 },
    );
  });

  it("never throws when any field of a valid car, home or travel form is replaced by an arbitrary value", () => {
    const fields = [...new Set([...Object.keys(carBody), ...Object.keys(homeBody), "vehicleTrim", "liabilityLimit"])];
    fc.assert(
      fc.property(
        fc.constantFrom(carBody, homeBody, otherLineBody("travel")),
        fc.dictionary(fc.constantFrom(...fields), fc.anything()),
        (base, changes) => {
          const body = { ...base, ...changes };
          let result: ReturnType<typeof schema.safeParse> | undefined;
          expect(() => (result = schema.safeParse(body))).not.toThrow();
          if (result && !result.success) {
            for (const issue of result.error.issues) expect(typeof issue.message).toBe("string");
          }
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe("coverageChangeSchema", () => {
  const change = { liabilityLimit: "2000000", collision: false, comprehensive: true, deductible: 1000 };

  it("accepts a complete coverage change", () => {
    expect(coverageChangeSchema.parse(change)).toEqual(change);
  });

  it("rejects a liability limit given as a number", () => {
    const result = coverageChangeSchema.safeParse({ ...change, liabilityLimit: 2_000_000 });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["liabilityLimit", t("quote.validation.liability")],
    ]);
  });

  it("rejects extra keys", () => {
    expect(coverageChangeSchema.safeParse({ ...change, price: 1 }).success).toBe(false);
  });

  it("rejects a deductible outside the list and a missing field", () => {
    const result = coverageChangeSchema.safeParse({ ...change, deductible: 250 });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([t("quote.validation.deductible")]);
    const { collision: _collision, ...withoutCollision } = change;
    expect(coverageChangeSchema.safeParse(withoutCollision).success).toBe(false);
  });
});

describe("formatPostalCode", () => {
  it.each([
    ["m5v2t6", "M5V 2T6"],
    ["m5v 2t6", "M5V 2T6"],
    ["  M5V   2T6 ", "M5V 2T6"],
    ["k1a0b1", "K1A 0B1"],
    ["m5v", "M5V"],
    [" abc ", "ABC"],
  ])("formats %j as %j", (input, expected) => {
    expect(formatPostalCode(input)).toBe(expected);
  });
});

describe("productTypeFor and isPricedCategory", () => {
  it("lists the five categories in order", () => {
    expect(CATEGORY_SLUGS).toEqual(["car", "home", "travel", "business", "life"]);
  });

  it("maps home to home and every other category to auto", () => {
    expect(productTypeFor("home")).toBe("home");
    for (const category of ["car", "travel", "business", "life"] as const)
      expect(productTypeFor(category)).toBe("auto");
  });

  it("prices car and home only", () => {
    expect(CATEGORY_SLUGS.filter(isPricedCategory)).toEqual(["car", "home"]);
  });
});

describe("explicit nulls and odd types in a car form", () => {
  it("rejects null coverage answers instead of replacing them with defaults", () => {
    for (const field of ["liabilityLimit", "collision", "comprehensive", "deductible"] as const) {
      const found = issues(withFields(carBody, { [field]: null }));
      expect(found.map((issue) => issue.path)).toEqual([field]);
    }
  });

  it("rejects a trim that is not text with the catalogue message", () => {
    expect(issues(withFields(carBody, { vehicleTrim: 5 }))).toEqual([
      { path: "vehicleTrim", message: t("quote.validation.trimText") },
    ]);
  });
});

describe("car-only answers on other insurance types", () => {
  it("rejects each car answer sent with a home form, naming the type", () => {
    expect(issues(withFields(homeBody, { vehicleMake: "Toyota", accidentsLast6y: "lots" }))).toEqual([
      { path: "vehicleMake", message: t("quote.validation.carOnly", { category: "home" }) },
      { path: "accidentsLast6y", message: t("quote.validation.carOnly", { category: "home" }) },
    ]);
  });
});
