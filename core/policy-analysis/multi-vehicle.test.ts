import { describe, expect, it } from "vitest";
import { extractPolicy } from "./extract-policy";
import { findMoney } from "./parse-money";
import { normalizeLine } from "./normalize-text";

const twoVehicles = `Northern Pines Insurance Company
CERTIFICATE OF AUTOMOBILE INSURANCE
Policy Number: NPI-58-220417
Policy Period: Sep 1, 2026 to Sep 1, 2027
Named Insured: Laura Petrenko
Address 15 Parkside Drive
Guelph, ON N1E 4Y9
 Vehicle   Year   Make      Model   VIN                 Principal Driver
 1         2019   TOYOTA    CAMRY   4T1B11HK6KU783026   Laura Petrenko
 2         2022   HYUNDAI   KONA    KM8K2CAA0NU703458   Mykola Petrenko
Automobile 1 - 2019 TOYOTA CAMRY
Third Party Liability $2,000,000 $470.00
Collision or Upset $500 $289.00
Automobile 1 premium $759.00
Automobile 2 - 2022 HYUNDAI KONA
Third Party Liability $2,000,000 $455.00
Collision or Upset $1,000 $201.00
Automobile 2 premium $656.00
TOTAL POLICY PREMIUM $1 415`;

describe("a policy on two vehicles", () => {
  const policy = extractPolicy(twoVehicles);

  it("lists both vehicles in the document's order", () => {
    expect(policy.vehicles.map((vehicle) => [vehicle.year.value, vehicle.make.value, vehicle.vin.value])).toEqual([
      [2019, "Toyota", "4T1B11HK6KU783026"],
      [2022, "Hyundai", "KM8K2CAA0NU703458"],
    ]);
  });

  it("keeps each vehicle's coverages apart, and the policy's total, not a vehicle's subtotal", () => {
    expect(policy.coverages.map((coverage) => [coverage.key, coverage.vehicle, coverage.deductible])).toEqual([
      ["third_party_liability", 1, null],
      ["collision", 1, 500],
      ["third_party_liability", 2, null],
      ["collision", 2, 1000],
    ]);
    expect(policy.totalPremium.value).toBe(1415);
  });
});

describe("amounts as Canadians print them", () => {
  it.each([
    ["$2 272", [2272]],
    ["$1\u00a0250.50", [1250.5]],
    ["Third Party Liability $1 000 000 $540", [1_000_000, 540]],
    ["CAD 1,250.00", [1250]],
    ["1,250.00 CAD", [1250]],
    ["1 347,50 $", [1347.5]],
    ["$1,000 402", [1000]],
  ])("reads %s", (printed, values) => {
    expect(findMoney(normalizeLine(printed)).map((token) => token.value)).toEqual(values);
  });
});
