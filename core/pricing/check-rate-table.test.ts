import { describe, expect, it } from "vitest";
import { PROVINCE_CODES } from "../shared/provinces";
import { checkRateTable, MAX_PUBLISHED_YEARLY_RISE, REFERENCE_TOLERANCE } from "./check-rate-table";
import { CAR_RATE_TABLES, CURRENT_CAR_RATE_TABLE } from "./rate-table-registry";
import type { RateTable } from "./rate-table";
import { ESTIMATES_2025_V1 } from "./rate-tables/estimates-2025-v1";
import { ESTIMATES_2026_V1 } from "./rate-tables/estimates-2026-v1";
import { ESTIMATES_2026_V2 } from "./rate-tables/estimates-2026-v2";

describe.each(CAR_RATE_TABLES.map((table) => [table.version, table] as const))("rate table %s", (_version, table) => {
  const rows = checkRateTable(table);

  it.each(PROVINCE_CODES)(
    `holds %s's reference estimate within ±${REFERENCE_TOLERANCE * 100}% of its source average carried by the stated trend`,
    (province) => {
      const row = rows.find((each) => each.province === province)!;
      expect(Math.abs(row.estimate - row.sourceAverage * row.trend) / (row.sourceAverage * row.trend)).toBeLessThan(
        REFERENCE_TOLERANCE,
      );
      expect(row.isWithinTolerance).toBe(true);
    },
  );

  it.each(PROVINCE_CODES)(
    `carries %s's source average by a trend the sources publish (0 to ${MAX_PUBLISHED_YEARLY_RISE * 100}% a year)`,
    (province) => {
      const row = rows.find((each) => each.province === province)!;
      expect(row.yearlyChange).toBeGreaterThanOrEqual(0);
      expect(row.yearlyChange).toBeLessThanOrEqual(MAX_PUBLISHED_YEARLY_RISE);
    },
  );

  it("prices the reference profile at the province's base, whole (public Basic included)", () => {
    for (const row of rows) {
      // The parts are rounded one by one: a dollar either way.
      expect(Math.abs(row.estimate - table.provinces[row.province].base)).toBeLessThanOrEqual(1);
    }
  });
});

describe("the rate table check", () => {
  it("reports a province whose base was mistyped", () => {
    const mistyped: RateTable = {
      ...ESTIMATES_2026_V1,
      provinces: { ...ESTIMATES_2026_V1.provinces, NS: { ...ESTIMATES_2026_V1.provinces.NS, base: 1765 } },
    };
    const failing = checkRateTable(mistyped).filter((row) => !row.isWithinTolerance);
    expect(failing.map((row) => row.province)).toEqual(["NS"]);
  });

  it("reports a factor that moves the reference profile away from its base", () => {
    const changed: RateTable = { ...ESTIMATES_2026_V1, deductible: { ...ESTIMATES_2026_V1.deductible, 500: 1.1 } };
    expect(checkRateTable(changed).every((row) => !row.isWithinTolerance)).toBe(true);
  });

  it("reports a trend the sources do not support", () => {
    const steep: RateTable = {
      ...ESTIMATES_2026_V1,
      calibration: { ...ESTIMATES_2026_V1.calibration, trend: { ...ESTIMATES_2026_V1.calibration.trend, PE: 2.2 } },
    };
    const row = checkRateTable(steep).find((each) => each.province === "PE")!;
    expect(row.isTrendPublished).toBe(false);
  });
});

describe("the 2026 table (decision 0046)", () => {
  it("is, with Ontario's coverage choices priced (version 2, decision 0060), the one new sessions use", () => {
    expect(CURRENT_CAR_RATE_TABLE.version).toBe("estimates-2026-v2");
    expect(CURRENT_CAR_RATE_TABLE.year).toBe(2026);
    // Version 2 is version 1 with the choices added: every other figure is the same.
    const { version: _v2, label: _label2, ontarioChoices, ...rest2 } = ESTIMATES_2026_V2;
    const { version: _v1, label: _label1, ...rest1 } = ESTIMATES_2026_V1;
    expect(rest2).toEqual(rest1);
    expect(ESTIMATES_2026_V1.ontarioChoices).toBeUndefined();
    expect(ontarioChoices).toBeDefined();
  });

  it("starts from the same published averages as 2025 and carries every province at least as far", () => {
    expect(ESTIMATES_2026_V1.calibration.averages).toEqual(ESTIMATES_2025_V1.calibration.averages);
    for (const province of PROVINCE_CODES) {
      expect(ESTIMATES_2026_V1.calibration.trend[province]).toBeGreaterThan(
        ESTIMATES_2025_V1.calibration.trend[province],
      );
      expect(ESTIMATES_2026_V1.provinces[province].base).toBeGreaterThan(ESTIMATES_2025_V1.provinces[province].base);
    }
  });

  it("carries each province one more year at the yearly rate its 2025 trend implies", () => {
    for (const province of PROVINCE_CODES) {
      const yearly2025 = Math.pow(ESTIMATES_2025_V1.calibration.trend[province], 1 / 3);
      const yearly2026 = Math.pow(ESTIMATES_2026_V1.calibration.trend[province], 1 / 4);
      expect(Math.abs(yearly2026 - yearly2025)).toBeLessThan(0.001);
    }
  });

  it("keeps the public-plan provinces' systems and shares, and marks only Ontario's accident-benefits reform", () => {
    for (const province of PROVINCE_CODES) {
      const { base: _2026, optionalAccidentBenefitsSince, ...rest2026 } = ESTIMATES_2026_V1.provinces[province];
      const { base: _2025, ...rest2025 } = ESTIMATES_2025_V1.provinces[province];
      expect(rest2026).toEqual(rest2025);
      expect(optionalAccidentBenefitsSince).toBe(province === "ON" ? "2026-07-01" : undefined);
    }
  });
});
