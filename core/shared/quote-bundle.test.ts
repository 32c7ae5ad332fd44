import { afterEach, describe, expect, it } from "vitest";
import { createTranslator, setLanguageSource, t } from "../i18n/translate";
import { bundleQuoteForm, carQuoteForm, homeQuoteForm, householdQuoteForm } from "../../tests/helpers/quote-forms";
import { quoteFormSchema } from "./quote-form";
import { HOME_PART, HOME_PART_FIELDS, formFieldForPath } from "./quote-fields";
import { quoteRequestSchema } from "./quote-request";

// Home and car together (issue 25, section 2): the home part, one schema from the field table.

const CURRENT_YEAR = 2026;

function problems(body: unknown): { path: string; message: string }[] {
  const result = quoteFormSchema(CURRENT_YEAR).safeParse(body);
  return result.success
    ? []
    : result.error.issues.map((issue) => ({ path: issue.path.join("."), message: issue.message }));
}

function parsed(body: unknown) {
  const result = quoteFormSchema(CURRENT_YEAR).safeParse(body);
  if (!result.success) throw new Error(`expected success, got ${JSON.stringify(result.error.issues)}`);
  return result.data;
}

afterEach(() => setLanguageSource(() => "en"));

describe("the home part's field table", () => {
  it("names the part and each field in the form and in the request", () => {
    expect(HOME_PART).toMatchObject({ request: "home", form: "home" });
    expect(HOME_PART_FIELDS.map((field) => [field.request, field.form])).toEqual([["home_age", "homeAge"]]);
  });

  it("reports a request path of the home part on the form's field", () => {
    expect(formFieldForPath(["home", "home_age"])).toBe("home.homeAge");
    expect(formFieldForPath(["home"])).toBe("home");
  });
});

describe("a car form with a home part", () => {
  it("gives the structured request the home beside the car", () => {
    const form = parsed(bundleQuoteForm());
    expect(form.car?.home).toEqual({ home_age: 30 });
    expect(form.car?.vehicle).toEqual({ year: 2021, make: "Toyota", model: "RAV4" });
    expect(form.home).toBeNull();
    expect(form.category).toBe("car");
  });

  it("leaves a car alone as it was: no home part", () => {
    const form = parsed(carQuoteForm());
    expect(form.car).not.toHaveProperty("home");
  });

  it("takes a home part beside a household's lists", () => {
    const form = parsed({ ...householdQuoteForm(), home: { homeAge: 0 } });
    expect(form.car?.home).toEqual({ home_age: 0 });
    expect(form.car?.vehicles).toHaveLength(2);
  });

  it("refuses a home part without the home's age, on its field", () => {
    expect(problems(bundleQuoteForm({ home: {} }))).toEqual([
      { path: "home.homeAge", message: t("quote.validation.homeAge") },
    ]);
  });

  it.each([
    [{ homeAge: -1 }, "home.homeAge", "Age of the home must be at least 0."],
    [{ homeAge: 301 }, "home.homeAge", "Age of the home must be at most 300."],
    [{ homeAge: 12.5 }, "home.homeAge", "Age of the home must be a whole number."],
    [{ homeAge: "old" }, "home.homeAge", "Age of the home must be a number."],
    [{ homeAge: 30, rooms: 4 }, "home", "The home's part takes only the age of the home (homeAge)."],
    ["yes", "home", "The home's part must be an object with the age of the home (homeAge)."],
    [null, "home", "The home's part must be an object with the age of the home (homeAge)."],
  ])("refuses the home part %j", (home, path, message) => {
    expect(problems(bundleQuoteForm({ home }))).toEqual([{ path, message }]);
  });

  it("refuses a home part on any line but car", () => {
    expect(problems({ ...homeQuoteForm(), home: { homeAge: 30 } })).toEqual([
      { path: "home", message: t("quote.validation.homeWithCarOnly") },
    ]);
  });

  it("says it in French to a French visitor", () => {
    setLanguageSource(() => "fr");
    const french = createTranslator("fr");
    expect(problems(bundleQuoteForm({ home: {} }))).toEqual([
      { path: "home.homeAge", message: french("quote.validation.homeAge") },
    ]);
    expect(problems(bundleQuoteForm({ home: { homeAge: -1 } }))[0]?.message).toBe(
      french("quote.validation.atLeast", { field: french("quote.field.homeAge"), min: 0 }),
    );
    expect(french("quote.validation.homeAge")).not.toBe(createTranslator("en")("quote.validation.homeAge"));
  });
});

describe("the structured Quote request's home part", () => {
  const request = {
    region: { country: "CA", province: "ON", postal_fsa: "M5V" },
    vehicle: { year: 2021, make: "Toyota", model: "RAV4" },
    driver: { years_licensed: 12, tickets_last_3y: 0, accidents_last_6y: 0 },
    coverage: { liability_limit: "1000000", collision: true, comprehensive: true, deductible: 500 },
  };

  it("is optional and takes the home's age", () => {
    expect(quoteRequestSchema(CURRENT_YEAR).safeParse(request).success).toBe(true);
    const withHome = quoteRequestSchema(CURRENT_YEAR).safeParse({ ...request, home: { home_age: 45 } });
    expect(withHome.success && withHome.data.home).toEqual({ home_age: 45 });
  });

  it("refuses an unknown key in the home part", () => {
    const result = quoteRequestSchema(CURRENT_YEAR).safeParse({ ...request, home: { home_age: 45, homeAge: 45 } });
    expect(result.success).toBe(false);
  });
});
