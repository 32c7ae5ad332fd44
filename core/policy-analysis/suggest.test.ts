import { describe, expect, it } from "vitest";
import { MESSAGES_EN } from "../i18n/messages-en";
import { t } from "../i18n/translate";
import {
  ALBERTA_POLICY,
  ICBC_AUTOPLAN,
  NOT_A_POLICY,
  NOVA_SCOTIA_POLICY,
  ONTARIO_CERTIFICATE,
  QUEBEC_POLICY,
  type PolicyDocument,
} from "../../tests/fixtures/policies/documents";
import { extractPolicy } from "./extract-policy";
import { suggestImprovements } from "./suggest";
import type { PolicyExtraction } from "./types";

const extract = (document: { lines: string[] }) => extractPolicy(document.lines.join("\n"));
const ids = (extraction: PolicyExtraction, comparison?: Parameters<typeof suggestImprovements>[1]) =>
  suggestImprovements(extraction, comparison).map((item) => item.id);

/** Applies a change to a copy of a document's extraction. */
function changed(document: PolicyDocument, change: (extraction: PolicyExtraction) => void): PolicyExtraction {
  const extraction = structuredClone(extract(document));
  change(extraction);
  return extraction;
}

// Expected from each document's truth (all policies start in 2026):
// - Ontario: $1M liability (below $2M); no OPCF 44R; deductibles $1,000/$500; has OPCF 20 and 43; 2021 car.
// - Alberta: $2M; has SEF 44; $500 all perils; no SEF 20; 2019 truck.
// - Nova Scotia: $1M; no SEF 44; $300 comprehensive; has SEF 20; 2016 car.
// - Quebec: $2M; no family protection form exists (SAAQ covers injury); $500; Q.E.F. 20 and 43.
// - ICBC: $3M; UMP is in Basic, no form to add; $300 comprehensive; loss of use is not an endorsement there.
const EXPECTED: [PolicyDocument, string[]][] = [
  [ONTARIO_CERTIFICATE, ["liability-below-2m", "family-protection"]],
  [ALBERTA_POLICY, ["loss-of-use"]],
  [NOVA_SCOTIA_POLICY, ["liability-below-2m", "family-protection", "low-deductible-comprehensive"]],
  [QUEBEC_POLICY, []],
  [ICBC_AUTOPLAN, ["low-deductible-comprehensive"]],
];

describe("suggestImprovements on the fixture policies", () => {
  it.each(EXPECTED.map(([document, expected]) => [document.id, document, expected] as const))(
    "%s gets the suggestions its coverage calls for",
    (_id, document, expected) => {
      expect(ids(extract(document))).toEqual(expected);
    },
  );

  it("names the limit found and the form that would add family protection", () => {
    const suggestions = suggestImprovements(extract(ONTARIO_CERTIFICATE));
    expect(suggestions[0]).toEqual({
      id: "liability-below-2m",
      severity: "consider",
      message: { key: "policy.suggestion.liabilityBelow2m", params: { limit: "1,000,000", recommended: "2,000,000" } },
    });
    expect(suggestions[1]?.message.params).toEqual({ form: "OPCF 44R" });
    expect(suggestImprovements(extract(NOVA_SCOTIA_POLICY))[1]?.message.params).toEqual({ form: "SEF 44" });
  });

  it("renders every suggestion from the catalogue with all its placeholders filled", () => {
    for (const [document] of EXPECTED) {
      for (const suggestion of suggestImprovements(extract(document), { estimateAnnual: 900, low: 780, high: 1020 })) {
        expect(MESSAGES_EN[suggestion.message.key]).toBeDefined();
        const text = t(suggestion.message.key, suggestion.message.params);
        expect(text).not.toMatch(/\{\w+\}/);
      }
    }
    expect(t("policy.suggestion.lowDeductible", { coverage: "comprehensive", deductible: "300" })).toContain(
      "Your comprehensive deductible is $300.",
    );
  });
});

describe("suggestImprovements rules", () => {
  it("rates a liability limit under $1M as important", () => {
    const extraction = changed(ONTARIO_CERTIFICATE, (item) => {
      const liability = item.coverages.find((coverage) => coverage.key === "third_party_liability");
      if (liability) liability.limit = 500_000;
    });
    expect(suggestImprovements(extraction)[0]).toMatchObject({ id: "liability-below-2m", severity: "important" });
  });

  it("suggests waiver of depreciation and the missing physical damage on a new car", () => {
    const extraction = changed(ALBERTA_POLICY, (item) => {
      item.vehicle.year = { value: 2025, confidence: 0.9 };
      item.coverages = item.coverages.filter((coverage) => coverage.key !== "all_perils");
    });
    const suggestions = suggestImprovements(extraction);
    expect(suggestions.map((item) => item.id)).toEqual([
      "collision-missing",
      "comprehensive-missing",
      "waiver-of-depreciation",
    ]);
    expect(suggestions[2]?.message.params).toEqual({ form: "SEF 43", year: 2025, age: 2 });
  });

  it("does not suggest waiver of depreciation when the policy has it", () => {
    const extraction = changed(ONTARIO_CERTIFICATE, (item) => {
      item.vehicle.year = { value: 2026, confidence: 0.9 };
    });
    expect(ids(extraction)).not.toContain("waiver-of-depreciation");
  });

  it("asks to check a VIN that fails its check digit, first", () => {
    const extraction = extract({
      lines: QUEBEC_POLICY.lines.map((line) => line.replace("KMHD84LF6LU123456", "KMHD84LF7LU123456")),
    });
    const suggestions = suggestImprovements(extraction);
    expect(suggestions[0]).toMatchObject({
      id: "vin-check-digit",
      severity: "important",
      message: { params: { vin: "KMHD84LF7LU123456" } },
    });
  });

  it("says how much a premium more than 10% above our estimate is, and nothing at 10% or less", () => {
    const extraction = extract(ONTARIO_CERTIFICATE);
    const above = suggestImprovements(extraction, { estimateAnnual: 1500, low: 1275, high: 1725 });
    expect(above[0]).toMatchObject({
      id: "premium-above-estimate",
      severity: "important",
      message: { params: { total: "1,936", difference: "436", percent: 29, estimate: "1,500" } },
    });
    const slightly = suggestImprovements(extraction, { estimateAnnual: 1700, low: 1445, high: 1955 });
    expect(slightly.find((item) => item.id === "premium-above-estimate")?.severity).toBe("consider");
    expect(ids(extraction, { estimateAnnual: 1800, low: 1530, high: 2070 })).not.toContain("premium-above-estimate");
  });

  it("says a policy's coverages could not be read, and claims nothing is missing", () => {
    const unread = extractPolicy(`Policy Number: TRL-882-1045
Policy Period: 2026-03-01 to 2027-03-01
Province: Ontario
Described Automobile 2025 TOYOTA RAV4 VIN JTMBFREV4KD123456
Collision`);
    expect(unread.isPolicy.value).toBe(true);
    expect(ids(unread)).toEqual(["coverages-unread"]);
  });

  it("says that a business's policy is not compared with our personal estimates", () => {
    const extraction = changed(ONTARIO_CERTIFICATE, (draft) => {
      draft.businessUse = { value: true, confidence: 0.9 };
    });
    expect(ids(extraction)).toContain("business-policy");
    expect(ids(extract(ONTARIO_CERTIFICATE))).not.toContain("business-policy");
  });

  it("never suggests from a field whose value is null", () => {
    const extraction = changed(NOVA_SCOTIA_POLICY, (item) => {
      item.province = { value: null, confidence: 0 };
      item.vehicle.year = { value: null, confidence: 0 };
      item.totalPremium = { value: null, confidence: 0 };
      for (const coverage of item.coverages) {
        coverage.limit = null;
        coverage.deductible = null;
      }
    });
    expect(ids(extraction, { estimateAnnual: 100, low: 80, high: 120 })).toEqual([]);
  });

  it("gives nothing for a document that is not a policy", () => {
    for (const document of NOT_A_POLICY) expect(suggestImprovements(extract(document))).toEqual([]);
  });
});
