import { describe, expect, it } from "vitest";
import { t } from "../i18n/translate";
import {
  carQuoteForm,
  carQuoteRequest,
  carWizardDraft,
  homeQuoteForm,
  householdQuoteForm,
  PROVINCE_PLACES,
} from "../../tests/helpers/quote-forms";
import { quoteFormSchema } from "./quote-form";
import { coverageChoicesOf, quoteRequestSchema } from "./quote-request";
import { ONTARIO_OPTIONAL_BENEFITS } from "./quote-request-fields";
import { toRequestBody } from "./quote-draft-body";
import { leftOutChoices } from "./quote-draft-ontario";

// Ontario's coverage choices in the one schema (issue 25, section 3; decision 0060).

const requestSchema = quoteRequestSchema(2026);
const formSchema = quoteFormSchema(2026);

/** The problems of a refused value, as { path: message }. */
function problems(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  expect(result.success).toBe(false);
  return Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join("."), issue.message]));
}

describe("the Quote request's Ontario choices", () => {
  const withCoverage = (coverage: Record<string, unknown>, province = "ON") => {
    const request = carQuoteRequest();
    return {
      ...request,
      ...(province === "ON" ? {} : { region: { country: "CA", province }, location: { city: "Vancouver" } }),
      coverage: { ...request.coverage, liability_limit: "1000000", ...coverage },
    };
  };

  it("takes every optional benefit and the DCPD opt-out, and nothing given means the standard package", () => {
    const parsed = requestSchema.parse(
      withCoverage({ declined_benefits: [...ONTARIO_OPTIONAL_BENEFITS], dcpd_opt_out: true }),
    );
    expect(coverageChoicesOf(parsed.coverage)).toEqual([...ONTARIO_OPTIONAL_BENEFITS, "dcpd"]);
    const standard = requestSchema.parse(withCoverage({}));
    expect(standard.coverage).toEqual(carQuoteRequest().coverage);
    expect(coverageChoicesOf(standard.coverage)).toEqual([]);
  });

  it("refuses a benefit that is not optional, naming the ones that are", () => {
    const found = problems(requestSchema.safeParse(withCoverage({ declined_benefits: ["medical_rehabilitation"] })));
    expect(found["coverage.declined_benefits.0"]).toBe(
      t("quote.validation.declinedBenefit", { allowed: ONTARIO_OPTIONAL_BENEFITS.join(", ") }),
    );
  });

  it("refuses a list that is not a list, a benefit named twice and an opt-out that is not yes or no", () => {
    expect(problems(requestSchema.safeParse(withCoverage({ declined_benefits: "caregiver" })))).toEqual({
      "coverage.declined_benefits": t("quote.validation.declinedBenefits"),
    });
    expect(problems(requestSchema.safeParse(withCoverage({ declined_benefits: ["caregiver", "caregiver"] })))).toEqual({
      "coverage.declined_benefits": t("quote.validation.declinedTwice"),
    });
    expect(problems(requestSchema.safeParse(withCoverage({ dcpd_opt_out: "yes" })))).toEqual({
      "coverage.dcpd_opt_out": t("quote.validation.dcpdOptOut"),
    });
  });

  it("refuses the choices outside Ontario, where they are not the driver's, but takes the standard package", () => {
    const found = problems(
      requestSchema.safeParse(withCoverage({ declined_benefits: ["caregiver"], dcpd_opt_out: true }, "BC")),
    );
    expect(found["coverage.declined_benefits"]).toBe(t("quote.validation.ontarioOnly"));
    expect(found["coverage.dcpd_opt_out"]).toBe(t("quote.validation.ontarioOnly"));
    expect(requestSchema.safeParse(withCoverage({ declined_benefits: [], dcpd_opt_out: false }, "BC")).success).toBe(
      true,
    );
  });
});

describe("the form of POST /api/session/start", () => {
  it("carries declinedBenefits and dcpdOptOut into the request's coverage, single or household", () => {
    const single = formSchema.parse(carQuoteForm({ declinedBenefits: ["income_replacement"], dcpdOptOut: true }));
    expect(single.car?.coverage).toMatchObject({ declined_benefits: ["income_replacement"], dcpd_opt_out: true });
    const household = formSchema.parse(householdQuoteForm({ declinedBenefits: ["non_earner", "caregiver"] }));
    expect(household.car?.coverage.declined_benefits).toEqual(["non_earner", "caregiver"]);
    // Without them, the request is as it always was.
    expect(formSchema.parse(carQuoteForm()).car).toEqual(carQuoteRequest());
  });

  it("reports a bad value on the form's own field", () => {
    expect(problems(formSchema.safeParse(carQuoteForm({ declinedBenefits: ["tow_truck"] })))).toEqual({
      declinedBenefits: t("quote.validation.declinedBenefit", { allowed: ONTARIO_OPTIONAL_BENEFITS.join(", ") }),
    });
    expect(problems(formSchema.safeParse(carQuoteForm({ dcpdOptOut: "no" })))).toEqual({
      dcpdOptOut: t("quote.validation.dcpdOptOut"),
    });
    const quebec = carQuoteForm({ province: "QC", ...PROVINCE_PLACES.QC, dcpdOptOut: true });
    expect(problems(formSchema.safeParse(quebec))).toEqual({ dcpdOptOut: t("quote.validation.ontarioOnly") });
  });

  it("refuses them on a home quote, as every car-only answer", () => {
    expect(problems(formSchema.safeParse(homeQuoteForm({ declinedBenefits: [] })))).toEqual({
      declinedBenefits: t("quote.validation.carOnly", { category: "home" }),
    });
  });
});

describe("the wizard's draft", () => {
  it("sends nothing for the standard package, so its body is as before", () => {
    const body = toRequestBody(carWizardDraft({ "choice.caregiver": "keep" }), {});
    expect(body).not.toHaveProperty("declinedBenefits");
    expect(body).not.toHaveProperty("dcpdOptOut");
    expect(body).toEqual(toRequestBody(carWizardDraft(), {}));
  });

  it("sends what was left out, in the table's order", () => {
    const draft = carWizardDraft({ "choice.dcpd": "out", "choice.visitor_expenses": "out", "choice.caregiver": "out" });
    expect(toRequestBody(draft, {})).toMatchObject({
      declinedBenefits: ["caregiver", "visitor_expenses"],
      dcpdOptOut: true,
    });
    expect(formSchema.safeParse(toRequestBody(draft, {})).success).toBe(true);
  });

  it("drops Ontario's choices once the province is another one", () => {
    const draft = carWizardDraft({ ...PROVINCE_PLACES.BC, province: "BC", "choice.dcpd": "out" });
    expect(leftOutChoices(draft)).toEqual([]);
    expect(toRequestBody(draft, {})).not.toHaveProperty("dcpdOptOut");
  });
});
