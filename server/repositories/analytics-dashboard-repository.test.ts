import { describe, expect, it } from "vitest";
import { monthSplit } from "./analytics-dashboard-repository";

describe("monthSplit (decision 0077: whole months from the monthly page views, the ends from days)", () => {
  it("takes the months wholly inside a range", () => {
    expect(monthSplit({ from: "2025-11-29", toExclusive: "2026-11-29" })).toEqual({
      monthsFrom: "2025-12-01",
      monthsTo: "2026-11-01",
    });
    expect(monthSplit({ from: "2026-03-01", toExclusive: "2026-04-01" })).toEqual({
      monthsFrom: "2026-03-01",
      monthsTo: "2026-04-01",
    });
    expect(monthSplit({ from: "2025-12-15", toExclusive: "2026-02-01" })).toEqual({
      monthsFrom: "2026-01-01",
      monthsTo: "2026-02-01",
    });
  });

  it("leaves a range without a whole month to its days", () => {
    for (const scope of [
      { from: "2026-03-02", toExclusive: "2026-03-13" },
      { from: "2026-03-15", toExclusive: "2026-04-10" },
      { from: "2026-03-01", toExclusive: "2026-03-31" },
      { from: "2026-12-20", toExclusive: "2027-01-05" },
    ])
      expect(monthSplit(scope)).toEqual({ monthsFrom: scope.toExclusive, monthsTo: scope.toExclusive });
  });
});
