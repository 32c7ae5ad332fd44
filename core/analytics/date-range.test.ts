import { describe, expect, it } from "vitest";
import { addDays, daysOf, resolveDateRange, torontoDay } from "./date-range";

describe("torontoDay", () => {
  it("uses Toronto's calendar day, in standard and daylight time", () => {
    expect(torontoDay(new Date("2026-03-07T04:59:59Z"))).toBe("2026-03-06");
    expect(torontoDay(new Date("2026-03-07T05:00:00Z"))).toBe("2026-03-07");
    expect(torontoDay(new Date("2026-07-01T03:59:59Z"))).toBe("2026-06-30");
    expect(torontoDay(new Date("2026-07-01T04:00:00Z"))).toBe("2026-07-01");
  });
});

describe("resolveDateRange", () => {
  it("defaults to the 30 days ending today", () => {
    expect(resolveDateRange({}, "2026-03-08")).toEqual({
      ok: true,
      range: { from: "2026-02-07", to: "2026-03-08", days: 30 },
    });
    expect(resolveDateRange({ from: "", to: " " }, "2026-03-08")).toMatchObject({ range: { days: 30 } });
  });

  it("counts both ends, across leap days and year ends", () => {
    expect(resolveDateRange({ from: "2028-02-28", to: "2028-03-01" }, "2030-01-01")).toEqual({
      ok: true,
      range: { from: "2028-02-28", to: "2028-03-01", days: 3 },
    });
    expect(resolveDateRange({ from: "2026-12-31", to: "2027-01-01" }, "2030-01-01")).toMatchObject({
      range: { days: 2 },
    });
  });

  it("takes 30 days before a given end when the start is missing", () => {
    expect(resolveDateRange({ to: "2026-01-10" }, "2026-03-08")).toMatchObject({
      range: { from: "2025-12-12", to: "2026-01-10" },
    });
  });

  it("names the problem with a bad range", () => {
    expect(resolveDateRange({ from: "2026-02-30" }, "2026-03-08")).toEqual({
      ok: false,
      problem: "from_invalid",
      field: "from",
    });
    expect(resolveDateRange({ from: "2026-02-01", to: "03/08/2026" }, "2026-03-08")).toEqual({
      ok: false,
      problem: "to_invalid",
      field: "to",
    });
    expect(resolveDateRange({ from: "2026-03-09", to: "2026-03-08" }, "2026-03-08")).toMatchObject({
      problem: "from_after_to",
    });
    expect(resolveDateRange({ from: "2025-03-07", to: "2026-03-08" }, "2026-03-08")).toMatchObject({
      problem: "too_long",
    });
    expect(resolveDateRange({ from: "2025-03-08", to: "2026-03-08" }, "2026-03-08")).toMatchObject({
      range: { days: 366 },
    });
  });
});

describe("addDays and daysOf", () => {
  it("list every day of a range", () => {
    expect(addDays("2026-02-28", 1)).toBe("2026-03-01");
    expect(addDays("2026-01-01", -1)).toBe("2025-12-31");
    expect(daysOf({ from: "2026-03-07", to: "2026-03-09", days: 3 })).toEqual([
      "2026-03-07",
      "2026-03-08",
      "2026-03-09",
    ]);
  });
});
