import { describe, expect, it } from "vitest";
import { MESSAGES_EN } from "../i18n/messages-en";
import { estimatePremium } from "../pricing/estimate-premium";
import { ESTIMATES_2025_V1 } from "../pricing/rate-tables/estimates-2025-v1";
import {
  ALBERTA_POLICY,
  ICBC_AUTOPLAN,
  NOT_A_POLICY,
  NOVA_SCOTIA_POLICY,
  ONTARIO_CERTIFICATE,
  POLICY_DOCUMENTS,
  QUEBEC_POLICY,
  type PolicyDocument,
} from "../../tests/fixtures/policies/documents";
import { ONTARIO_PREFILL_QUERY } from "../../tests/fixtures/policies/prefill";
import { estimateRequestFrom, nearestDeductible, nearestLiabilityLimit, quotePrefill } from "./compare-estimate";
import { extractPolicy } from "./extract-policy";
import { suggestImprovements } from "./suggest";

const CURRENT_YEAR = 2026;
const extract = (document: { lines: string[] }) => extractPolicy(document.lines.join("\n"));
/** An estimate request's coverage with both collision and comprehensive. */
const fullCoverage = (liability_limit: number, deductible: number) => ({
  liability_limit,
  collision: true,
  comprehensive: true,
  deductible,
});
const keys = (result: ReturnType<typeof estimateRequestFrom>) => result?.assumptions.map((item) => item.key) ?? [];

describe("rounding to the values our estimate prices", () => {
  it.each([
    [200_000, "500000"],
    [500_000, "500000"],
    [1_000_000, "1000000"],
    [1_500_000, "2000000"],
    [3_000_000, "2000000"],
    [5_000_000, "2000000"],
  ])("liability %d -> %s", (limit, expected) => {
    expect(nearestLiabilityLimit(limit)).toBe(expected);
  });

  it.each([
    [0, 300],
    [250, 300],
    [500, 500],
    [750, 1000],
    [2500, 1000],
  ])("deductible %d -> %d", (deductible, expected) => {
    expect(nearestDeductible(deductible)).toBe(expected);
  });
});

describe("estimateRequestFrom", () => {
  it.each(POLICY_DOCUMENTS.map((document) => [document.id, document] as [string, PolicyDocument]))(
    "builds a valid request from %s that the pricing engine accepts",
    (_id, document) => {
      const result = estimateRequestFrom(extract(document), CURRENT_YEAR);
      expect(result).not.toBeNull();
      if (!result) return;
      expect(result.request.region).toEqual({
        country: "CA",
        province: document.truth.province,
        postal_fsa: document.truth.postalCode.slice(0, 3),
      });
      expect(result.request.vehicle).toEqual({
        year: document.truth.vehicle.year,
        make: document.truth.vehicle.make,
        model: document.truth.vehicle.model,
      });
      expect(result.request.driver).toEqual({ years_licensed: 10, tickets_last_3y: 0, accidents_last_6y: 0 });
      expect(keys(result).slice(0, 2)).toEqual(["policy.assumption.cleanRecord", "policy.assumption.yearsLicensed"]);
      for (const assumption of result.assumptions) expect(MESSAGES_EN[assumption.key]).toBeDefined();
      const estimate = estimatePremium(result.request, ESTIMATES_2025_V1, { currentYear: CURRENT_YEAR });
      expect(estimate.annual).toBeGreaterThan(0);
    },
  );

  it("uses Ontario's coverage as printed: $1M, collision $1,000 deductible, both physical coverages", () => {
    const result = estimateRequestFrom(extract(ONTARIO_CERTIFICATE), CURRENT_YEAR);
    expect(result?.request.coverage).toEqual(fullCoverage(1_000_000, 1000));
    expect(result?.request.location).toEqual({ city: "Toronto" });
    expect(keys(result)).toEqual(["policy.assumption.cleanRecord", "policy.assumption.yearsLicensed"]);
  });

  it("counts Alberta's and Quebec's all perils as collision and comprehensive with their deductible", () => {
    for (const document of [ALBERTA_POLICY, QUEBEC_POLICY]) {
      const result = estimateRequestFrom(extract(document), CURRENT_YEAR);
      expect(result?.request.coverage).toEqual(fullCoverage(2_000_000, 500));
      expect(result?.request.location?.city).toBe(document === QUEBEC_POLICY ? "Montréal" : "Calgary");
    }
  });

  it("rounds ICBC's $3M total limit to $2M, says so, and says only the optional layer is compared", () => {
    const result = estimateRequestFrom(extract(ICBC_AUTOPLAN), CURRENT_YEAR);
    expect(result?.request.coverage).toEqual(fullCoverage(2_000_000, 500));
    expect(result?.assumptions).toContainEqual({
      key: "policy.assumption.liabilityRounded",
      params: { used: "$2,000,000", found: "$3,000,000" },
    });
    expect(result?.assumptions).toContainEqual({
      key: "policy.assumption.optionalLayer",
      params: { province: "British Columbia" },
    });
  });

  it("says when it uses our defaults because the policy does not show the coverage", () => {
    const extraction = structuredClone(extract(NOVA_SCOTIA_POLICY));
    extraction.coverages = [];
    const result = estimateRequestFrom(extraction, CURRENT_YEAR);
    expect(result?.request.coverage).toEqual(fullCoverage(1_000_000, 500));
    expect(keys(result)).toEqual([
      "policy.assumption.cleanRecord",
      "policy.assumption.yearsLicensed",
      "policy.assumption.liabilityDefault",
      "policy.assumption.deductibleDefault",
      "policy.assumption.physicalDamageDefault",
    ]);
  });

  it("returns null when the province or the vehicle is not known", () => {
    const noProvince = structuredClone(extract(ALBERTA_POLICY));
    noProvince.province = { value: null, confidence: 0 };
    expect(estimateRequestFrom(noProvince, CURRENT_YEAR)).toBeNull();
    const noModel = structuredClone(extract(ALBERTA_POLICY));
    noModel.vehicle.model = { value: null, confidence: 0 };
    expect(estimateRequestFrom(noModel, CURRENT_YEAR)).toBeNull();
    for (const document of NOT_A_POLICY) expect(estimateRequestFrom(extract(document), CURRENT_YEAR)).toBeNull();
  });

  it("returns null for a vehicle year the quote form would reject", () => {
    const extraction = structuredClone(extract(ALBERTA_POLICY));
    extraction.vehicle.year = { value: 1985, confidence: 0.9 };
    expect(estimateRequestFrom(extraction, CURRENT_YEAR)).toBeNull();
  });

  it("feeds the premium suggestion: Ontario's $1,936 compared with our estimate for the same coverage", () => {
    const extraction = extract(ONTARIO_CERTIFICATE);
    const result = estimateRequestFrom(extraction, CURRENT_YEAR);
    if (!result) throw new Error("expected a request");
    const estimate = estimatePremium(result.request, ESTIMATES_2025_V1, { currentYear: CURRENT_YEAR });
    const comparison = { estimateAnnual: estimate.annual, ...estimate.range };
    const above = (1936 - estimate.annual) / estimate.annual > 0.1;
    expect(suggestImprovements(extraction, comparison).some((item) => item.id === "premium-above-estimate")).toBe(
      above,
    );
  });
});

describe("quotePrefill", () => {
  it("pre-fills /quotes from the Ontario certificate", () => {
    expect(Object.fromEntries(quotePrefill(extract(ONTARIO_CERTIFICATE)))).toEqual(ONTARIO_PREFILL_QUERY);
  });

  it.each(POLICY_DOCUMENTS.map((document) => [document.id, document] as [string, PolicyDocument]))(
    "pre-fills the province code and vehicle of %s",
    (_id, document) => {
      const params = quotePrefill(extract(document));
      expect(params.get("category")).toBe("car");
      expect(params.get("from")).toBe("policy");
      expect(params.get("province")).toBe(document.truth.province);
      expect(params.get("postalCode")).toBe(document.truth.postalCode);
      expect(params.get("vehicleYear")).toBe(String(document.truth.vehicle.year));
      expect(params.get("vehicleModel")).toBe(document.truth.vehicle.model);
      expect(["500000", "1000000", "2000000"]).toContain(params.get("liabilityLimit"));
    },
  );

  it("rounds ICBC's limit for the form", () => {
    expect(quotePrefill(extract(ICBC_AUTOPLAN)).get("liabilityLimit")).toBe("2000000");
  });

  it("leaves out what it does not know", () => {
    const params = quotePrefill(extract(NOT_A_POLICY[1] as { lines: string[] }));
    expect(Object.fromEntries(params)).toEqual({ category: "car", from: "policy" });
  });
});

describe("quotePrefill for a business's policy", () => {
  it.each([
    "COMMERCIAL AUTOMOBILE POLICY\nSchedule of Vehicles\nNamed Insured: Ridgeback Landscaping Ltd.\n44 Mill Road, Guelph, ON N1H 3T2",
    "Déclarations – Assurance des entreprises\nAssuré désigné : Transports Beaulieu inc.\n12, rue du Port, Rimouski (Québec) G5L 1X9",
    "Named Insured: Coastal Plumbing Inc.\nUse: Commercial\n9 Harbour Drive, Halifax, NS B3H 1A1",
  ])("opens the business line with the province and address, no vehicle or coverage", (text) => {
    const extraction = extractPolicy(
      `${text}\nPolicy Number: BZ-2201-7710\nVehicle 2022 FORD TRANSIT\nThird Party Liability $2,000,000 $1,210.00\nCollision $1,000 $812.00`,
    );
    expect(extraction.businessUse.value).toBe(true);
    const params = quotePrefill(extraction);
    expect(params.get("category")).toBe("business");
    expect(params.get("from")).toBe("policy");
    expect(params.get("province")).not.toBeNull();
    expect([params.get("vehicleMake"), params.get("liabilityLimit"), params.get("collision")]).toEqual([
      null,
      null,
      null,
    ]);
  });
});
