import { isHouseholdField } from "./quote-draft-household";
import { describe, expect, it } from "vitest";
import { t } from "../i18n/translate";
import { carQuoteForm, carWizardDraft } from "../../tests/helpers/quote-forms";
import { CATEGORY_SLUGS, quoteFormSchema } from "./quote-form";
import { toFieldErrors, toRequestBody } from "./quote-draft-body";
import {
  isBundleField,
  EMPTY_DRAFT,
  REVIEW,
  canContinue,
  nextPosition,
  positionIn,
  previousPosition,
  reachablePosition,
  whereToFix,
  readDraft,
  firstStepWith,
  stepFields,
  stepsFor,
  type StepId,
  type WizardDraft,
} from "./quote-draft";
import { validateSteps } from "./quote-draft-validation";

const YEAR = 2026;

/** A complete, valid car draft, as the visitor would have typed it. */
const CAR: WizardDraft = carWizardDraft();

const HOME: WizardDraft = {
  ...EMPTY_DRAFT,
  category: "home",
  province: "ON",
  city: "Ottawa",
  homeAge: "15",
  postalCode: "K1A 0B1",
  consentDataSharing: true,
};

const CAR_STEPS: StepId[] = ["type", "vehicle", "driver", "consent"];
const OTHER_STEPS: StepId[] = ["type", "details", "consent"];

describe("stepsFor", () => {
  it("gives car four steps: type, vehicle, driver, consent", () => {
    expect(stepsFor("car")).toEqual(CAR_STEPS);
  });

  it("gives the car steps while no category is chosen yet", () => {
    expect(stepsFor("")).toEqual(CAR_STEPS);
  });

  it.each(["home", "travel", "business", "life"] as const)(
    "gives %s three steps: type, details, consent",
    (category) => {
      expect(stepsFor(category)).toEqual(OTHER_STEPS);
    },
  );
});

describe("stepFields", () => {
  it("asks for the category, province and city on the first step", () => {
    expect(stepFields("type", "car")).toEqual(["category", "province", "city"]);
  });

  it("asks for the vehicle and the driving record on the car steps, then a household's added ones", () => {
    const single = (step: "vehicle" | "driver") =>
      stepFields(step, "car").filter((field) => !isHouseholdField(field) && !isBundleField(field));
    expect(stepFields("vehicle", "car")).toEqual(expect.arrayContaining(["vehicles.1.year", "vehicles.0.use"]));
    expect(stepFields("driver", "car")).toEqual(
      expect.arrayContaining(["drivers.3.accidentsLast6y", "vehicles.2.principalDriver"]),
    );
    expect(single("vehicle")).toEqual(["vehicleYear", "vehicleMake", "vehicleModel", "vehicleTrim"]);
    expect(single("driver")).toEqual(["driverAge", "postalCode", "yearsLicensed", "ticketsLast3y", "accidentsLast6y"]);
  });

  it("asks on the car's driver step, last, whether to price the home too and its age (issue 25)", () => {
    expect(stepFields("driver", "car").slice(-2)).toEqual(["bundleHome", "homeAge"]);
    expect(stepFields("vehicle", "car")).not.toContain("bundleHome");
  });

  it("asks for the age of the home on the home details step", () => {
    expect(stepFields("details", "home")).toEqual(["homeAge", "postalCode"]);
  });

  it.each(["travel", "business", "life"] as const)("asks for the visitor's age on the %s details step", (category) => {
    expect(stepFields("details", category)).toEqual(["driverAge", "postalCode"]);
  });

  it("asks for both consents on the consent step", () => {
    expect(stepFields("consent", "home")).toEqual(["consentDataSharing", "consentContact"]);
  });
});

describe("canContinue", () => {
  describe("type step", () => {
    it("needs a category, a province and a city", () => {
      expect(canContinue("type", CAR)).toBe(true);
      expect(canContinue("type", { ...CAR, category: "" })).toBe(false);
      expect(canContinue("type", { ...CAR, province: "" })).toBe(false);
      expect(canContinue("type", { ...CAR, city: "" })).toBe(false);
    });

    it("does not count a whitespace-only city as filled", () => {
      expect(canContinue("type", { ...CAR, city: "   " })).toBe(false);
      expect(canContinue("type", { ...CAR, city: "\t\n" })).toBe(false);
    });

    it("is closed on an empty draft", () => {
      expect(canContinue("type", EMPTY_DRAFT)).toBe(false);
    });
  });

  describe("vehicle step", () => {
    it("needs the year, make and model", () => {
      expect(canContinue("vehicle", CAR)).toBe(true);
      expect(canContinue("vehicle", { ...CAR, vehicleYear: "" })).toBe(false);
      expect(canContinue("vehicle", { ...CAR, vehicleMake: "  " })).toBe(false);
      expect(canContinue("vehicle", { ...CAR, vehicleModel: "" })).toBe(false);
    });

    it("does not need the trim", () => {
      expect(canContinue("vehicle", { ...CAR, vehicleTrim: "" })).toBe(true);
      expect(canContinue("vehicle", { ...CAR, vehicleTrim: "XLE" })).toBe(true);
    });
  });

  describe("driver step", () => {
    it("is open when age, postal code, years licensed, tickets and accidents are given", () => {
      expect(canContinue("driver", CAR)).toBe(true);
    });

    it.each(["driverAge", "postalCode", "yearsLicensed", "ticketsLast3y", "accidentsLast6y"] as const)(
      "is closed without %s",
      (field) => {
        expect(canContinue("driver", { ...CAR, [field]: "" })).toBe(false);
        expect(canContinue("driver", { ...CAR, [field]: "  " })).toBe(false);
      },
    );

    it("counts zero tickets and zero accidents as answers", () => {
      expect(canContinue("driver", { ...CAR, ticketsLast3y: "0", accidentsLast6y: "0" })).toBe(true);
    });
  });

  describe("details step", () => {
    it("needs the visitor's age and postal code for travel, business and life", () => {
      for (const category of ["travel", "business", "life"] as const) {
        const draft = { ...EMPTY_DRAFT, category, driverAge: "40", postalCode: "M5V 2T6" };
        expect(canContinue("details", draft)).toBe(true);
        expect(canContinue("details", { ...draft, driverAge: "" })).toBe(false);
        expect(canContinue("details", { ...draft, postalCode: " " })).toBe(false);
        // The age of a home does not stand in for the visitor's age.
        expect(canContinue("details", { ...draft, driverAge: "", homeAge: "40" })).toBe(false);
      }
    });

    it("needs the age of the home (not the visitor's age) and postal code for home", () => {
      expect(canContinue("details", HOME)).toBe(true);
      expect(canContinue("details", { ...HOME, homeAge: "" })).toBe(false);
      expect(canContinue("details", { ...HOME, homeAge: "", driverAge: "40" })).toBe(false);
      expect(canContinue("details", { ...HOME, postalCode: "" })).toBe(false);
    });

    it("accepts a home age of 0 (a new build)", () => {
      expect(canContinue("details", { ...HOME, homeAge: "0" })).toBe(true);
    });
  });

  describe("consent step", () => {
    it("needs the data-sharing consent", () => {
      expect(canContinue("consent", { ...CAR, consentDataSharing: false })).toBe(false);
      expect(canContinue("consent", { ...CAR, consentDataSharing: false, consentContact: true })).toBe(false);
    });

    it("does not need the contact consent", () => {
      expect(canContinue("consent", { ...CAR, consentDataSharing: true, consentContact: false })).toBe(true);
      expect(canContinue("consent", { ...CAR, consentDataSharing: true, consentContact: true })).toBe(true);
    });
  });
});

describe("toRequestBody", () => {
  it("builds the full car body with numbers converted", () => {
    // The draft is the example car request as typed, so its body is that request, contact consent refused.
    expect(toRequestBody(CAR, {})).toEqual(carQuoteForm({ consentContact: false }));
  });

  it('turns "42" into 42 and trims the digits first', () => {
    expect(toRequestBody({ ...CAR, driverAge: "42" }, {}).driverAge).toBe(42);
    expect(toRequestBody({ ...CAR, driverAge: " 42 " }, {}).driverAge).toBe(42);
  });

  it("omits a number that was left empty", () => {
    const body = toRequestBody({ ...CAR, driverAge: "", yearsLicensed: "  " }, {});
    expect(body).not.toHaveProperty("driverAge");
    expect(body).not.toHaveProperty("yearsLicensed");
  });

  it('passes "4x" on as text so the schema rejects it', () => {
    const body = toRequestBody({ ...CAR, driverAge: "4x" }, {});
    expect(body.driverAge).toBe("4x");
    const result = quoteFormSchema(YEAR).safeParse(body);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path[0])).toContain("driverAge");
  });

  it("derives productType: home for home, auto for every other type", () => {
    for (const category of CATEGORY_SLUGS) {
      expect(toRequestBody({ ...CAR, category }, {}).productType).toBe(category === "home" ? "home" : "auto");
    }
  });

  it("sends the car-only answers for car only", () => {
    const carOnly = [
      "vehicleYear",
      "vehicleMake",
      "vehicleModel",
      "vehicleTrim",
      "yearsLicensed",
      "ticketsLast3y",
      "accidentsLast6y",
    ];
    const withTrim = { ...CAR, vehicleTrim: "XLE", homeAge: "20" };
    for (const category of ["home", "travel", "business", "life"] as const) {
      const body = toRequestBody({ ...withTrim, category }, {});
      for (const field of carOnly) expect(body).not.toHaveProperty(field);
    }
    expect(toRequestBody(withTrim, {})).toMatchObject({ vehicleYear: 2021, vehicleTrim: "XLE", yearsLicensed: 12 });
  });

  it("sends the age of the home for home, and the visitor's age for every other type", () => {
    const draft = { ...CAR, homeAge: "20" };
    const home = toRequestBody({ ...draft, category: "home" }, {});
    expect(home.homeAge).toBe(20);
    expect(home).not.toHaveProperty("driverAge");
    for (const category of ["car", "travel", "business", "life"] as const) {
      const body = toRequestBody({ ...draft, category }, {});
      expect(body.driverAge).toBe(35);
      expect(body).not.toHaveProperty("homeAge");
    }
  });

  it("omits the trim when it is blank", () => {
    expect(toRequestBody({ ...CAR, vehicleTrim: "" }, {})).not.toHaveProperty("vehicleTrim");
    expect(toRequestBody({ ...CAR, vehicleTrim: "   " }, {})).not.toHaveProperty("vehicleTrim");
    expect(toRequestBody({ ...CAR, vehicleTrim: "XLE" }, {}).vehicleTrim).toBe("XLE");
  });

  it("passes the entry point and the blog slug through", () => {
    const body = toRequestBody(CAR, { from: "blog", blog: "how-car-insurance-premiums-are-calculated-in-canada" });
    expect(body.from).toBe("blog");
    expect(body.blog).toBe("how-car-insurance-premiums-are-calculated-in-canada");
  });

  it("leaves out an absent entry point and blog slug", () => {
    const body = toRequestBody(CAR, { from: undefined, blog: undefined });
    expect(body).not.toHaveProperty("from");
    expect(body).not.toHaveProperty("blog");
  });

  it("never holds an undefined value", () => {
    for (const draft of [EMPTY_DRAFT, CAR, HOME, { ...EMPTY_DRAFT, category: "life" as const }]) {
      const body = toRequestBody(draft, { from: undefined, blog: undefined });
      expect(Object.entries(body).filter(([, value]) => value === undefined)).toEqual([]);
    }
  });

  it("builds a body for a complete car draft that passes quoteFormSchema(2026)", () => {
    const result = quoteFormSchema(YEAR).safeParse(toRequestBody(CAR, { from: "province" }));
    expect(result.error?.issues).toBeUndefined();
    expect(result.success).toBe(true);
    expect(result.data?.car?.vehicle).toEqual({ year: 2021, make: "Toyota", model: "RAV4" });
  });

  it("builds bodies for complete home and travel drafts that pass quoteFormSchema(2026)", () => {
    expect(quoteFormSchema(YEAR).safeParse(toRequestBody(HOME, {})).success).toBe(true);
    const travel = { ...EMPTY_DRAFT, category: "travel" as const, province: "QC" as const, city: "Montréal" };
    const body = toRequestBody({ ...travel, driverAge: "28", postalCode: "H2X 1Y4", consentDataSharing: true }, {});
    expect(quoteFormSchema(YEAR).safeParse(body).success).toBe(true);
  });
});

describe("validateSteps", () => {
  it("finds nothing wrong with a complete car draft", () => {
    expect(validateSteps(CAR_STEPS, CAR, YEAR)).toEqual({});
  });

  it("finds nothing wrong with a complete home draft", () => {
    expect(validateSteps(OTHER_STEPS, HOME, YEAR)).toEqual({});
  });

  it("reports only the requested steps' fields: a bad postal code does not show on the vehicle step", () => {
    const draft = { ...CAR, postalCode: "12345" };
    expect(validateSteps(["vehicle"], draft, YEAR)).toEqual({});
    expect(validateSteps(["driver"], draft, YEAR)).toEqual({ postalCode: t("quote.validation.postalCode") });
  });

  it("reports vehicle year 1989 on vehicleYear when the vehicle step is checked", () => {
    const errors = validateSteps(["vehicle"], { ...CAR, vehicleYear: "1989" }, YEAR);
    expect(errors).toEqual({
      vehicleYear: t("quote.validation.atLeast", { field: t("quote.field.vehicleYear"), min: 1990 }),
    });
  });

  it("reports the vehicle year before the driver step is filled in", () => {
    const draft: WizardDraft = {
      ...CAR,
      vehicleYear: "1989",
      driverAge: "",
      postalCode: "",
      yearsLicensed: "",
      ticketsLast3y: "",
      accidentsLast6y: "",
      consentDataSharing: false,
    };
    expect(validateSteps(["vehicle"], draft, YEAR)).toEqual({
      vehicleYear: t("quote.validation.atLeast", { field: t("quote.field.vehicleYear"), min: 1990 }),
    });
  });

  it("allows next year's models but not the year after (current year 2026)", () => {
    expect(validateSteps(["vehicle"], { ...CAR, vehicleYear: "2027" }, YEAR)).toEqual({});
    expect(validateSteps(["vehicle"], { ...CAR, vehicleYear: "2028" }, YEAR)).toHaveProperty("vehicleYear");
  });

  it("reports a postal code from another province on postalCode when the driver step is checked", () => {
    const draft = { ...CAR, province: "QC" as const };
    expect(validateSteps(["driver"], draft, YEAR)).toEqual({
      postalCode: t("quote.validation.postalProvince", { postal: "M5V", province: "Quebec" }),
    });
    // The vehicle step has nothing to say about it.
    expect(validateSteps(["vehicle"], draft, YEAR)).toEqual({});
  });

  it("accepts a lowercase postal code without the space", () => {
    expect(validateSteps(["driver"], { ...CAR, postalCode: "m5v2t6" }, YEAR)).toEqual({});
  });

  it("does not require consent until the consent step is checked", () => {
    const draft = { ...CAR, consentDataSharing: false };
    expect(validateSteps(["type", "vehicle", "driver"], draft, YEAR)).toEqual({});
    expect(validateSteps(["consent"], draft, YEAR)).toEqual({
      consentDataSharing: t("quote.validation.consentDataSharing"),
    });
    expect(validateSteps(CAR_STEPS, draft, YEAR)).toEqual({
      consentDataSharing: t("quote.validation.consentDataSharing"),
    });
  });

  it("does not require the contact consent on the consent step", () => {
    expect(validateSteps(["consent"], { ...CAR, consentContact: false }, YEAR)).toEqual({});
  });

  it("reports a whitespace-only city on the type step", () => {
    expect(validateSteps(["type"], { ...CAR, city: "   " }, YEAR)).toEqual({ city: t("quote.validation.city") });
  });

  it("reports years licensed beyond the driver's age on the driver step", () => {
    expect(validateSteps(["driver"], { ...CAR, driverAge: "20", yearsLicensed: "10" }, YEAR)).toEqual({
      yearsLicensed: t("quote.validation.licensedVsAge", { age: 20, max: 6 }),
    });
  });

  it("reports a fractional age as not a whole number", () => {
    expect(validateSteps(["driver"], { ...CAR, driverAge: "4.5" }, YEAR)).toEqual({
      driverAge: t("quote.validation.wholeNumber", { field: t("quote.field.driverAge") }),
    });
  });

  it("asks for the age of the home on the home details step", () => {
    expect(validateSteps(["details"], { ...HOME, homeAge: "" }, YEAR)).toEqual({
      homeAge: t("quote.validation.homeAge"),
    });
  });

  it("asks for the visitor's age on the details step of the other types", () => {
    const draft = { ...HOME, category: "life" as const, homeAge: "" };
    expect(validateSteps(["details"], draft, YEAR)).toEqual({ driverAge: t("quote.validation.driverAge") });
  });
});

describe("toFieldErrors", () => {
  it("keeps the first message for each field", () => {
    expect(
      toFieldErrors([
        { field: "city", message: "first" },
        { field: "city", message: "second" },
        { field: "postalCode", message: "postal" },
      ]),
    ).toEqual({ city: "first", postalCode: "postal" });
  });

  it("ignores fields the wizard does not have", () => {
    expect(
      toFieldErrors([
        { field: "liabilityLimit", message: "no" },
        { field: "region.province", message: "no" },
        { field: "", message: "no" },
        { field: "toString", message: "no" },
        { field: "__proto__", message: "no" },
        { field: "vehicleMake", message: "yes" },
      ]),
    ).toEqual({ vehicleMake: "yes" });
  });

  it("returns no errors for no problems", () => {
    expect(toFieldErrors([])).toEqual({});
  });
});

describe("firstStepWith", () => {
  it("returns the earliest step holding an error", () => {
    expect(firstStepWith({ postalCode: "x", vehicleMake: "y" }, CAR_STEPS, "car")).toBe(1);
    expect(firstStepWith({ consentDataSharing: "x", postalCode: "y" }, CAR_STEPS, "car")).toBe(2);
    expect(firstStepWith({ consentDataSharing: "x", city: "y" }, CAR_STEPS, "car")).toBe(0);
    expect(firstStepWith({ consentDataSharing: "x" }, CAR_STEPS, "car")).toBe(3);
  });

  it("finds the postal code on the details step for the other types", () => {
    expect(firstStepWith({ postalCode: "x" }, OTHER_STEPS, "home")).toBe(1);
    expect(firstStepWith({ homeAge: "x" }, OTHER_STEPS, "home")).toBe(1);
    expect(firstStepWith({ driverAge: "x" }, OTHER_STEPS, "travel")).toBe(1);
  });

  it("returns 0 when there is no error", () => {
    expect(firstStepWith({}, CAR_STEPS, "car")).toBe(0);
    expect(firstStepWith({ postalCode: undefined }, CAR_STEPS, "car")).toBe(0);
  });

  it("returns 0 when the error is on a field no step asks for", () => {
    expect(firstStepWith({ vehicleMake: "x" }, ["type", "details", "consent"], "travel")).toBe(0);
  });
});

describe("readDraft", () => {
  it("keeps what the form could hold and empties the rest", () => {
    const posted: Record<string, unknown> = {
      ...CAR,
      category: "spaceship",
      province: "on",
      city: "x".repeat(101),
      vehicleMake: "Toy\u0000ota",
      vehicleModel: 42,
      consentDataSharing: "on",
      consentContact: "yes",
    };
    const draft = readDraft((field) => posted[field]);
    expect(draft).toEqual({
      ...CAR,
      category: "",
      province: "",
      city: "",
      vehicleMake: "",
      vehicleModel: "",
      consentDataSharing: true,
      consentContact: false,
    });
  });

  it("reads its own output back unchanged (stored JSON, the tab's copy)", () => {
    expect(readDraft((field) => JSON.parse(JSON.stringify(CAR))[field])).toEqual(CAR);
    expect(readDraft(() => undefined)).toEqual(EMPTY_DRAFT);
  });
});

describe("wizard positions", () => {
  it("moves on to the review after the last step and back from it to the last", () => {
    expect(nextPosition(CAR_STEPS, "driver")).toBe("consent");
    expect(nextPosition(CAR_STEPS, "consent")).toBe(REVIEW);
    expect(nextPosition(CAR_STEPS, REVIEW)).toBe(REVIEW);
    expect(previousPosition(CAR_STEPS, REVIEW)).toBe("consent");
    expect(previousPosition(CAR_STEPS, "type")).toBe("type");
  });

  it("reads a posted or linked step name only when these steps have it", () => {
    expect(positionIn(CAR_STEPS, "vehicle")).toBe("vehicle");
    expect(positionIn(OTHER_STEPS, "vehicle")).toBeNull();
    expect(positionIn(CAR_STEPS, "review")).toBe(REVIEW);
    expect(positionIn(CAR_STEPS, null)).toBeNull();
    expect(positionIn(CAR_STEPS, "__proto__")).toBeNull();
  });

  it("holds a visitor at the first step that still lacks a required answer", () => {
    expect(reachablePosition(CAR, REVIEW)).toBe(REVIEW);
    expect(reachablePosition({ ...CAR, vehicleMake: "" }, REVIEW)).toBe("vehicle");
    expect(reachablePosition({ ...CAR, vehicleMake: "" }, "vehicle")).toBe("vehicle");
    expect(reachablePosition(EMPTY_DRAFT, "driver")).toBe("type");
    // The consent is asked again on the review screen.
    expect(reachablePosition({ ...CAR, consentDataSharing: false }, REVIEW)).toBe(REVIEW);
  });
});

describe("validateSteps without a chosen type", () => {
  it("says the type is missing instead of judging the answers as a car's", () => {
    const errors = validateSteps(["type"], { ...EMPTY_DRAFT, province: "ON", city: "Toronto" }, YEAR);
    expect(errors.category).toBe(t("quote.validation.category"));
  });
});

describe("whereToFix", () => {
  it("sends a missing consent to the review screen and anything else to its first step", () => {
    expect(whereToFix({ consentDataSharing: "x" }, "car")).toBe(REVIEW);
    expect(whereToFix({ consentDataSharing: "x", postalCode: "y" }, "car")).toBe("driver");
    expect(whereToFix({ vehicleMake: "x", postalCode: "y" }, "car")).toBe("vehicle");
    expect(whereToFix({ homeAge: "x" }, "home")).toBe("details");
  });
});

describe("home and car together in the wizard (issue 25)", () => {
  const bundled = { ...carWizardDraft(), bundleHome: true, homeAge: "30" };

  it("sends the home part beside the car only when the box is ticked", () => {
    expect(toRequestBody(bundled, {})).toMatchObject({ category: "car", home: { homeAge: 30 } });
    expect(toRequestBody({ ...bundled, bundleHome: false }, {})).not.toHaveProperty("home");
    expect(toRequestBody({ ...bundled, category: "home" }, {})).not.toHaveProperty("home");
  });

  it("holds the driver step until the home's age is given, once the box is ticked", () => {
    expect(canContinue("driver", { ...bundled, homeAge: "" })).toBe(false);
    expect(canContinue("driver", bundled)).toBe(true);
    expect(canContinue("driver", { ...bundled, bundleHome: false, homeAge: "" })).toBe(true);
  });

  it("shows the schema's problem with the home part on the home's age, on the driver step", () => {
    expect(validateSteps(["driver"], { ...bundled, homeAge: "" }, 2026)).toEqual({
      homeAge: t("quote.validation.homeAge"),
    });
    expect(validateSteps(["driver"], { ...bundled, homeAge: "999" }, 2026).homeAge).toBe(
      t("quote.validation.atMost", { field: t("quote.field.homeAge"), max: 300 }),
    );
    expect(toFieldErrors([{ field: "home", message: "m" }])).toEqual({ homeAge: "m" });
  });

  it("reads the ticked box back from a form post", () => {
    expect(readDraft((field) => (field === "bundleHome" ? "on" : undefined)).bundleHome).toBe(true);
  });
});
