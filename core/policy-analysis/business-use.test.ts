import { describe, expect, it } from "vitest";
import { POLICY_DOCUMENTS } from "../../tests/fixtures/policies/documents";
import { readsAsBusinessPolicy } from "./business-use";
import { extractPolicy } from "./extract-policy";
import { known, unknown } from "./types";

const business = (lines: string[], insured: string | null = null) =>
  readsAsBusinessPolicy(lines, insured === null ? unknown() : known(insured, 0.9)).value;

describe("readsAsBusinessPolicy", () => {
  it("knows a fleet or commercial schedule, in English and French", () => {
    expect(business(["COMMERCIAL AUTOMOBILE POLICY", "Schedule of Vehicles"])).toBe(true);
    expect(business(["Déclarations – Assurance des entreprises", "Véhicules désignés"])).toBe(true);
    expect(business(["Vehicle 1: 2023 Ram ProMaster   Use: Commercial"])).toBe(true);
    expect(business(["Usage : affaires"])).toBe(true);
    expect(business(["Rabais de flotte appliqué"])).toBe(true);
  });

  it("knows a company as the named insured, and not a person", () => {
    expect(business(["Named Insured: Ridgeback Landscaping Ltd."], "Ridgeback Landscaping Ltd.")).toBe(true);
    expect(business([], "Déneigement Gagnon Ltée")).toBe(true);
    expect(business([], "Sunrise Bakery Inc")).toBe(true);
    expect(business([], "Linda Incognito")).toBe(false);
    expect(business([], "Marc-André Corbeil")).toBe(false);
  });

  it("does not take an exclusion of commercial use for a business policy", () => {
    expect(business(["Exclusions: commercial policy uses such as delivery are not covered"])).toBe(false);
    expect(business(["Use: Pleasure", "Not covered: use as a commercial vehicle"])).toBe(false);
    expect(business(["Usage : agrément"])).toBe(false);
  });

  it("reads every personal policy of the fixtures as personal", () => {
    for (const document of POLICY_DOCUMENTS) {
      expect(extractPolicy(document.lines.join("\n")).businessUse.value, document.id).toBe(false);
    }
  });
});
