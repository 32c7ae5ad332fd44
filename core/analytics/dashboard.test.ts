import { describe, expect, it } from "vitest";
import { conversionRate, funnelByDay, funnelRow, mergeFunnel } from "./dashboard";

describe("conversionRate", () => {
  it("divides, or gives null with nothing to divide by", () => {
    expect(conversionRate(1, 4)).toBe(0.25);
    expect(conversionRate(0, 4)).toBe(0);
    expect(conversionRate(3, 0)).toBeNull();
    expect(conversionRate(null, 4)).toBeNull();
    expect(conversionRate(1, null)).toBeNull();
  });
});

describe("funnelRow", () => {
  it("gives each step's rate against the step before it", () => {
    expect(funnelRow("x", { visits: 10, started: 4, shown: 2, clicked: 1 }).rates).toEqual({
      started: 0.4,
      shown: 0.5,
      clicked: 0.5,
      overall: 0.1,
    });
  });
});

describe("mergeFunnel", () => {
  it("keeps the fixed keys first, then other keys busiest first", () => {
    const rows = mergeFunnel(
      {
        started: [
          { key: "b", count: 1 },
          { key: "z", count: 5 },
          { key: "y", count: 2 },
        ],
        shown: [{ key: "z", count: 1 }],
        clicked: [],
      },
      { keys: ["a", "b"], hasVisits: false },
    );
    expect(rows.map((row) => [row.key, row.visits, row.started, row.shown])).toEqual([
      ["a", null, 0, 0],
      ["b", null, 1, 0],
      ["z", null, 5, 1],
      ["y", null, 2, 0],
    ]);
  });
});

describe("funnelByDay", () => {
  it("lists every day of the range with zeros where nothing happened", () => {
    const rows = funnelByDay(
      { from: "2026-03-07", to: "2026-03-09", days: 3 },
      { visits: [{ key: "2026-03-08", count: 2 }], started: [], shown: [], clicked: [] },
    );
    expect(rows.map((row) => [row.key, row.visits])).toEqual([
      ["2026-03-07", 0],
      ["2026-03-08", 2],
      ["2026-03-09", 0],
    ]);
  });
});
