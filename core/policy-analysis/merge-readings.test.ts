import { describe, expect, it } from "vitest";
import { extractPolicy } from "./extract-policy";
import { withGapsFilled } from "./merge-readings";

/** A declarations page as one reading read it, with some of its lines lost. */
function reading(lines: Record<string, string | null>): string {
  return Object.values(lines)
    .filter((line): line is string => line !== null)
    .join("\n");
}

const page = {
  provider: "Northern Maple Insurance Company",
  number: "Policy Number: NM-4410-2291",
  term: "Policy Period: 2026-03-01 to 2027-03-01",
  insured: "Named Insured: Jordan Tremblay",
  street: "12 Elm Street",
  city: "Kingston, ON K7L 3N6",
  vehicle: "2021 HONDA CIVIC  VIN 2HGFE2F59MH512345",
  liability: "Third Party Liability          $2,000,000          $612.00",
  collision: "Collision                      Deductible $1,000   $410.00",
  comprehensive: "Comprehensive                  Deductible $500     $120.00",
  total: "Total Annual Premium           $1,142.00",
};

describe("an image's readings: the best one's empty fields from another", () => {
  it("takes the policy number and premium the best reading lost from the other reading", () => {
    const best = extractPolicy(reading({ ...page, number: null, total: null }));
    const other = extractPolicy(reading({ ...page, liability: null, collision: null }));
    expect(best.policyNumber.value).toBeNull();
    const merged = withGapsFilled(best, [best, other]);
    expect(merged.policyNumber.value).toBe("NM-4410-2291");
    expect(merged.totalPremium.value).toBe(1142);
    // The best reading's own rows stay, and none is added.
    expect(merged.coverages.map((coverage) => coverage.key)).toEqual(best.coverages.map((coverage) => coverage.key));
  });

  it("never replaces what the best reading read", () => {
    const best = extractPolicy(reading(page));
    const other = extractPolicy(
      reading({ ...page, number: "Policy Number: NM-9999-0000", total: "Total Annual Premium  $9.00" }),
    );
    const merged = withGapsFilled(best, [best, other]);
    expect(merged.policyNumber.value).toBe("NM-4410-2291");
    expect(merged.totalPremium.value).toBe(1142);
  });

  it("fills an empty deductible from the same coverage in the other reading", () => {
    const best = extractPolicy(
      reading({ ...page, collision: "Collision                                         $410.00" }),
    );
    const other = extractPolicy(reading(page));
    expect(best.coverages.find((coverage) => coverage.key === "collision")?.deductible).toBeNull();
    const merged = withGapsFilled(best, [best, other]);
    expect(merged.coverages.find((coverage) => coverage.key === "collision")?.deductible).toBe(1000);
  });

  it("takes nothing from a reading that is not a policy's", () => {
    const best = extractPolicy(reading({ ...page, number: null }));
    const noise = extractPolicy("Policy Number: NM-4410-2291");
    expect(noise.isPolicy.value).toBe(false);
    expect(withGapsFilled(best, [best, noise]).policyNumber.value).toBeNull();
  });

  it("takes the insured's address whole, never a city from one reading and a postal code from another", () => {
    const best = extractPolicy(reading({ ...page, city: null }));
    const other = extractPolicy(reading(page));
    const merged = withGapsFilled(best, [best, other]);
    expect([merged.city.value, merged.postalCode.value]).toEqual([other.city.value, other.postalCode.value]);
    expect(merged.postalCode.value).toBe("K7L 3N6");
  });

  it("fills a coverage's deductible from the other reading when one reading lost the heading of its layer", () => {
    const icbc = [
      "ICBC Autoplan Owner's Certificate",
      "Policy Number: AP 5562 0391",
      "Victoria, BC V8V 3K5",
      "BASIC AUTOPLAN (compulsory)",
      "Third Party Liability   $200,000",
    ];
    const withHeading = [...icbc, "OPTIONAL AUTOPLAN", "Coverage   Deductible   Premium", "Collision   $300   $455.00"];
    const without = [...icbc, "Collision", "Total premium $1,679.00"];
    const best = extractPolicy(without.join("\n"));
    const other = extractPolicy(withHeading.join("\n"));
    const bestCollision = best.coverages.find((coverage) => coverage.key === "collision");
    const otherCollision = other.coverages.find((coverage) => coverage.key === "collision");
    expect(bestCollision?.deductible ?? null).toBeNull();
    expect(otherCollision?.deductible).toBe(300);
    expect(bestCollision?.layer).not.toBe(otherCollision?.layer);
    const merged = withGapsFilled(best, [best, other]);
    expect(merged.coverages.find((coverage) => coverage.key === "collision")?.deductible).toBe(300);
  });

  it("repairs a VIN taken from the other reading with the make and year of the best one", () => {
    const best = extractPolicy(reading({ ...page, vehicle: "2022 MAZDA CX-5 4DR SUV" }));
    const other = extractPolicy(reading({ ...page, vehicle: "1  2022  MAZ  4DR SUV  VIN JM3KFBDMEN0611584" }));
    expect(best.vehicles[0]?.vin.value ?? null).toBeNull();
    expect(other.vehicles[0]?.make.value ?? null).not.toBe("Mazda");
    const merged = withGapsFilled(best, [best, other]);
    expect(merged.vehicles[0]?.vin.value).toBe("JM3KFBDM6N0611584");
    expect(merged.vehicles[0]?.vinValid.value).toBe(true);
  });
});
