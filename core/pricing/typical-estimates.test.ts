import { describe, expect, it } from "vitest";
import { PROVINCE_CODES } from "../shared/provinces";
import type { PricingTables } from "./price-quote-form";
import { HOME_ESTIMATES_2025_V1 } from "./rate-tables/home-estimates-2025-v1";
import { ESTIMATES_2025_V1 } from "./rate-tables/estimates-2025-v1";
import { isPricedLine } from "./reference-profiles";
import { cityEstimates, priceMovers, typicalEstimates } from "./typical-estimates";

const TABLES: PricingTables = { car: ESTIMATES_2025_V1, home: HOME_ESTIMATES_2025_V1, currentYear: 2026 };

describe("typical estimates for the reference profile", () => {
  it("are each province's reference premium, because the profile is the rate table's own reference", () => {
    const car = typicalEstimates("car", TABLES);
    expect(car.provinces.map((entry) => entry.province)).toEqual(PROVINCE_CODES);
    for (const entry of car.provinces) {
      const province = ESTIMATES_2025_V1.provinces[entry.province];
      // To the dollar: the engine rounds the sum of the premium's parts.
      expect(
        Math.abs(entry.estimate.annual - province.base * province.comparableShare),
        entry.province,
      ).toBeLessThanOrEqual(0.5);
      expect(entry.optionalLayerOnly, entry.province).toBe(province.system === "public_basic");
    }
    const home = typicalEstimates("home", TABLES);
    for (const entry of home.provinces) {
      expect(entry.estimate.annual, entry.province).toBe(HOME_ESTIMATES_2025_V1.provinces[entry.province]);
    }
  });

  it("give the engine's range, widest where nothing is known of the postal area or city", () => {
    const ontario = typicalEstimates("car", TABLES).provinces.find((entry) => entry.province === "ON")!;
    expect(ontario.estimate).toEqual({ annual: 2270, low: 1816, high: 2724 });
    const home = typicalEstimates("home", TABLES).provinces.find((entry) => entry.province === "ON")!;
    expect(home.estimate).toEqual({ annual: 1400, low: 1050, high: 1750 });
    expect(typicalEstimates("home", TABLES).coverage).toEqual({ liabilityLimit: 1_000_000, deductible: 1000 });
  });

  it("follow whatever tables they are given (a new year's tables change every figure)", () => {
    const next: PricingTables = {
      ...TABLES,
      car: {
        ...ESTIMATES_2025_V1,
        version: "estimates-2099-v1",
        provinces: { ...ESTIMATES_2025_V1.provinces, ON: { ...ESTIMATES_2025_V1.provinces.ON, base: 3000 } },
      },
      home: { ...HOME_ESTIMATES_2025_V1, provinces: { ...HOME_ESTIMATES_2025_V1.provinces, QC: 1234 } },
    };
    const car = typicalEstimates("car", next);
    expect(car.rateTableVersion).toBe("estimates-2099-v1");
    expect(car.provinces.find((entry) => entry.province === "ON")?.estimate.annual).toBe(3000);
    expect(typicalEstimates("home", next).provinces.find((entry) => entry.province === "QC")?.estimate.annual).toBe(
      1234,
    );
    expect(cityEstimates("car", next, "ON")[0]).toMatchObject({ city: { en: "Brampton" }, estimate: { annual: 5010 } });
  });

  it("only price car and home", () => {
    expect(["car", "home", "travel", "business", "life"].filter(isPricedLine)).toEqual(["car", "home"]);
  });
});

describe("city estimates", () => {
  it("list the cities the tables price apart, most expensive first, each with the engine's figure", () => {
    const ontario = cityEstimates("car", TABLES, "ON");
    expect(ontario.map((entry) => entry.city.en)).toEqual([
      "Brampton",
      "Mississauga",
      "Vaughan",
      "Markham",
      "Toronto",
      "Hamilton",
      "London",
      "Windsor",
      "Kitchener",
      "Ottawa",
      "Kingston",
    ]);
    // Brampton: the Ontario reference times its territory multiplier, with the range of a named city.
    expect(ontario[0]?.estimate).toEqual({ annual: 3791, low: 3147, high: 4435 });
  });

  it("leave out every city the tables price like the rest of the province", () => {
    for (const province of PROVINCE_CODES.filter((code) => code !== "ON")) {
      expect(cityEstimates("car", TABLES, province), province).toEqual([]);
    }
    for (const province of PROVINCE_CODES) expect(cityEstimates("home", TABLES, province), province).toEqual([]);
  });

  it("pick up a city as soon as a table prices it", () => {
    const withOshawa: PricingTables = {
      ...TABLES,
      car: { ...ESTIMATES_2025_V1, ontarioCities: { ...ESTIMATES_2025_V1.ontarioCities, oshawa: 1.2 } },
    };
    expect(cityEstimates("car", withOshawa, "ON").map((entry) => entry.city.en)).toContain("Oshawa");
  });
});

describe("what moves the estimate", () => {
  const keys = (province: (typeof PROVINCE_CODES)[number]) =>
    priceMovers("car", TABLES, province).map((mover) => `${mover.key}${mover.value === null ? "" : `:${mover.value}`}`);

  it("prices each change to the reference profile through the engine", () => {
    const ontario = priceMovers("car", TABLES, "ON");
    expect(ontario.find((mover) => mover.key === "yearsLicensed")).toEqual({
      key: "yearsLicensed",
      value: 2,
      annual: 4313,
      difference: 2043,
      percent: 90,
    });
    expect(ontario.find((mover) => mover.key === "deductible")?.difference).toBeLessThan(0);
    expect(ontario.find((mover) => mover.key === "accidents")?.percent).toBe(35);
  });

  it("says only what changes the price in that province", () => {
    // Theft is rated in Ontario and Quebec only.
    expect(keys("ON")).toContain("highTheftModel");
    expect(keys("QC")).toContain("highTheftModel");
    expect(keys("AB")).not.toContain("highTheftModel");
    // Manitoba's public plan includes collision and comprehensive: dropping them saves nothing.
    expect(keys("MB")).not.toContain("liabilityOnly");
    expect(keys("AB")).toEqual([
      "yearsLicensed:2",
      "accidents:1",
      "tickets:2",
      "vehicleAge:1",
      "vehicleAge:12",
      "ruralArea",
      "deductible:1000",
      "liability:2000000",
      "liabilityOnly",
    ]);
  });

  it("prices a home's age and a rural postal area", () => {
    const movers = priceMovers("home", TABLES, "AB");
    expect(movers.map((mover) => [mover.key, mover.value, mover.percent])).toEqual([
      ["homeAge", 5, -10],
      ["homeAge", 35, 15],
      ["homeAge", 60, 30],
      ["ruralArea", null, 15],
    ]);
    expect(movers[0]?.annual).toBe(1710);
  });
});
