import { describe, expect, it } from "vitest";
import { checkDashboardFilters, checkDashboardLanguage, LANGUAGE_FILTER_MESSAGE } from "./analytics-dashboard";

const NOW = new Date("2026-04-20T16:00:00Z");

describe("checkDashboardLanguage", () => {
  it.each([
    [undefined, null],
    [null, null],
    ["", null],
    ["  ", null],
    ["all", null],
    ["en", "en"],
    ["fr", "fr"],
    [" fr ", "fr"],
  ])("reads %j as %j", (value, language) => {
    expect(checkDashboardLanguage(value)).toBe(language);
  });

  it.each(["FR", "de", "fr-CA", "en,fr", "ALL"])("refuses %j", (value) => {
    expect(checkDashboardLanguage(value)).toBeUndefined();
  });
});

describe("checkDashboardFilters", () => {
  it("reads the range and the language together, every language by default", () => {
    expect(checkDashboardFilters({ from: "2026-04-14", to: "2026-04-15", language: "fr" }, NOW)).toEqual({
      ok: true,
      range: { from: "2026-04-14", to: "2026-04-15", days: 2 },
      language: "fr",
    });
    expect(checkDashboardFilters({}, NOW)).toMatchObject({ ok: true, language: null, range: { days: 30 } });
  });

  it("names the language when it is the only thing wrong, and the range first otherwise", () => {
    expect(checkDashboardFilters({ language: "es" }, NOW)).toEqual({
      ok: false,
      field: "language",
      message: LANGUAGE_FILTER_MESSAGE,
    });
    expect(checkDashboardFilters({ from: "2026-04-16", to: "2026-04-15", language: "es" }, NOW)).toMatchObject({
      ok: false,
      field: "from",
    });
  });
});
