import { describe, expect, it } from "vitest";
import { createTranslator } from "../i18n/translate";
import {
  comeBackRequestSchema,
  monthInWords,
  nextReminder,
  parseRenewalMonth,
  REMINDER_EARLIEST_DAYS,
  renewalMonthFromExpiry,
  REMINDER_LATEST_DAYS,
} from "./come-back";

const DAY = 24 * 60 * 60 * 1000;
const NOW = new Date("2026-11-27T15:00:00Z");
const valid = { sessionId: "s", aggregatorSessionId: "qm_x", email: "claire@example.com", consent: true };

describe("renewal months", () => {
  it("reads a year and a month, and nothing else", () => {
    expect(parseRenewalMonth("2027-03")?.toISOString()).toBe("2027-03-01T00:00:00.000Z");
    for (const bad of ["2027-13", "2027-00", "2027-3", "03-2027", "March", "", "2027-03-01"]) {
      expect(parseRenewalMonth(bad), bad).toBeNull();
    }
  });

  it("schedules the reminder 45 days before the first of the month, while 30 days remain", () => {
    expect(REMINDER_EARLIEST_DAYS).toBe(45);
    expect(REMINDER_LATEST_DAYS).toBe(30);
    // March 2027: the window opens on 15 January 2027.
    expect(nextReminder("2027-03", NOW)).toEqual({ renewalMonth: "2027-03", dueAt: new Date("2027-01-15T00:00:00Z") });
    // January 2027: the window (17 November to 2 December) is open: due at once.
    expect(nextReminder("2027-01", NOW)).toEqual({ renewalMonth: "2027-01", dueAt: NOW });
    // December 2026: fewer than 30 days remain, so next year's renewal is the one reminded of.
    expect(nextReminder("2026-12", NOW)).toEqual({
      renewalMonth: "2027-12",
      dueAt: new Date(Date.UTC(2027, 11, 1) - 45 * DAY),
    });
    // The current month, already begun: next year's.
    expect(nextReminder("2026-11", NOW)?.renewalMonth).toBe("2027-11");
    expect(nextReminder("not a month", NOW)).toBeNull();
  });

  it("says a month in words in each language", () => {
    expect(monthInWords("2027-03", "en")).toBe("March 2027");
    expect(monthInWords("2027-03", "fr")).toBe("mars 2027");
  });
});

describe("the e-mail request", () => {
  const schema = comeBackRequestSchema(NOW);
  const problems = (input: object) => {
    const parsed = schema.safeParse({ ...valid, ...input });
    return parsed.success ? [] : parsed.error.issues.map((issue) => [issue.path.join("."), issue.message]);
  };
  const t = createTranslator("en");

  it("takes an address, a consent and an optional month of this month or later", () => {
    expect(problems({})).toEqual([]);
    expect(problems({ renewalMonth: "2026-11" })).toEqual([]);
    expect(problems({ renewalMonth: "" })).toEqual([]);
    expect(schema.parse({ ...valid, email: "  claire@example.com ", renewalMonth: " 2027-03 " })).toMatchObject({
      email: "claire@example.com",
      renewalMonth: "2027-03",
    });
  });

  it("refuses a bad address, a consent not given and a month past or not a month, each on its field", () => {
    expect(problems({ email: "claire@" })).toEqual([["email", t("comeBack.error.email")]]);
    expect(problems({ email: `${"a".repeat(250)}@example.com` })).toEqual([["email", t("comeBack.error.email")]]);
    expect(problems({ consent: false })).toEqual([["consent", t("comeBack.error.consent")]]);
    expect(problems({ consent: "on" })).toEqual([["consent", t("comeBack.error.consent")]]);
    expect(problems({ renewalMonth: "2026-10" })).toEqual([["renewalMonth", t("comeBack.error.monthPast")]]);
    expect(problems({ renewalMonth: "2027-13" })).toEqual([
      ["renewalMonth", t("comeBack.error.month", { example: "2027-03" })],
    ]);
    expect(problems({ renewalMonth: 202703 })).toEqual([
      ["renewalMonth", t("comeBack.error.month", { example: "2027-03" })],
    ]);
  });
});

describe("the renewal month a policy's expiry gives (decision 0062)", () => {
  it("is the expiry's month, rolled on by whole years when it is already past", () => {
    expect(renewalMonthFromExpiry("2027-03-15", NOW)).toBe("2027-03");
    expect(renewalMonthFromExpiry("2026-11-30", NOW)).toBe("2026-11");
    expect(renewalMonthFromExpiry("2026-10-01", NOW)).toBe("2027-10");
    expect(renewalMonthFromExpiry("2024-02-29", NOW)).toBe("2027-02");
  });

  it("gives nothing for a date it cannot read", () => {
    for (const bad of ["", "2027-13-01", "15/03/2027", "March 2027"])
      expect(renewalMonthFromExpiry(bad, NOW), bad).toBeNull();
  });
});
