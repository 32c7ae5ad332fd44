import { describe, expect, it } from "vitest";
import { formatLongDate, formatMonthYear } from "./format-date";

describe("dates", () => {
  it("writes English dates as en-CA does", () => {
    expect(formatLongDate("2026-11-24")).toBe("November 24, 2026");
    expect(formatMonthYear("2026-11-24")).toBe("November 2026");
  });

  it("writes French dates as fr-CA does, with 1er for the first of the month", () => {
    expect(formatLongDate("2026-11-24", "fr")).toBe("24 novembre 2026");
    expect(formatLongDate("2026-07-01", "fr")).toBe("1er juillet 2026");
    expect(formatLongDate("2026-07-11", "fr")).toBe("11 juillet 2026");
    expect(formatMonthYear("2026-11-24T15:00:00Z", "fr")).toBe("novembre 2026");
  });
});
