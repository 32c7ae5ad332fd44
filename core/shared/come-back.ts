import { z } from "./zod";
import { t } from "../i18n/translate";
import "../i18n/messages/come-back";

/**
 * "E-mail me my quotes" and "Remind me before renewal" on the results page (issue 25, part 4;
 * decision 0058): the rules the page, the API and the reminder job share.
 */

/** A reminder goes out between these many days before the first day of the renewal month. */
export const REMINDER_EARLIEST_DAYS = 45;
export const REMINDER_LATEST_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Results e-mail requests per client address per hour, by the page or the API (one bucket). */
export function quoteEmailRateRule(perHour: number) {
  return { name: "quote_emails", limit: perHour, windowSeconds: 3600 };
}

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** "2027-03" → the first day of that month (UTC), or null when it is not a month. */
export function parseRenewalMonth(value: string): Date | null {
  const match = MONTH.exec(value.trim());
  if (!match) return null;
  return new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1));
}

export function formatMonth(date: Date): string {
  return `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, "0")}`;
}

/**
 * The renewal month a policy's expiry date gives ("2027-03-15" -> "2027-03"), for the e-mail panel
 * (issue 23: the date the analyzer read is offered for the reminder). A policy renews every year, so
 * an expiry already past gives the same month of the next year not before `now`. Null for a date it
 * cannot read.
 */
export function renewalMonthFromExpiry(expiry: string, now: Date): string | null {
  const match = /^(\d{4})-(\d{2})-\d{2}$/.exec(expiry.trim());
  if (!match) return null;
  const month = Number(match[2]);
  if (month < 1 || month > 12) return null;
  let year = Number(match[1]);
  const current = now.getUTCFullYear() * 12 + now.getUTCMonth();
  while (year * 12 + month - 1 < current) year += 1;
  return `${year}-${String(month).padStart(2, "0")}`;
}

/** The month `now` is in, "YYYY-MM" (UTC). */
export function currentMonth(now: Date): string {
  return formatMonth(now);
}

/**
 * The next reminder for a renewal month: the first yearly renewal (that month, then the same month
 * each year after) whose reminder window has not closed at `now`, and when it is due (the window's
 * start, or `now` when the window is open). A policy renews every year, so a month too near for this
 * year's reminder gets next year's.
 */
export function nextReminder(renewalMonth: string, now: Date): { renewalMonth: string; dueAt: Date } | null {
  let renewal = parseRenewalMonth(renewalMonth);
  if (!renewal) return null;
  while (renewal.getTime() - REMINDER_LATEST_DAYS * DAY_MS < now.getTime()) {
    renewal = new Date(Date.UTC(renewal.getUTCFullYear() + 1, renewal.getUTCMonth(), 1));
  }
  const opens = new Date(renewal.getTime() - REMINDER_EARLIEST_DAYS * DAY_MS);
  return { renewalMonth: formatMonth(renewal), dueAt: opens.getTime() > now.getTime() ? opens : now };
}

/** An example month for the form's hint and messages: March of next year. */
export function exampleMonth(now: Date): string {
  return `${now.getUTCFullYear() + 1}-03`;
}

/** "2027-03" as words in a language: "March 2027", « mars 2027 ». */
export function monthInWords(month: string, language: string): string {
  const date = parseRenewalMonth(month);
  if (!date) return month;
  return new Intl.DateTimeFormat(language === "fr" ? "fr-CA" : "en-CA", {
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(date);
}

/**
 * The request, from the results page's form or POST /api/quote-emails: the address, the separate
 * consent (never ticked in advance) and, optionally, the renewal month, which may not be in the past.
 * `now` decides what "the past" is.
 */
/** A visitor's e-mail address as every e-mail form takes it: trimmed, at most 254 characters, valid. */
export const emailAddressSchema = () =>
  z
    .string({ error: () => t("comeBack.error.email") })
    .trim()
    .max(254, { error: () => t("comeBack.error.email") })
    .pipe(z.email({ error: () => t("comeBack.error.email") }));

export function comeBackRequestSchema(now: Date) {
  return z.object({
    sessionId: z
      .string({ error: () => t("comeBack.error.session") })
      .min(1, { error: () => t("comeBack.error.session") }),
    aggregatorSessionId: z
      .string({ error: () => t("comeBack.error.session") })
      .min(1, { error: () => t("comeBack.error.session") }),
    email: emailAddressSchema(),
    consent: z.literal(true, { error: () => t("comeBack.error.consent") }),
    renewalMonth: z
      .string({ error: () => t("comeBack.error.month", { example: exampleMonth(now) }) })
      .trim()
      .optional()
      .transform((value) => (value ? value : undefined))
      .superRefine((value, context) => {
        if (value === undefined) return;
        if (!parseRenewalMonth(value)) {
          context.addIssue({ code: "custom", message: t("comeBack.error.month", { example: exampleMonth(now) }) });
        } else if (value < currentMonth(now)) {
          context.addIssue({ code: "custom", message: t("comeBack.error.monthPast") });
        }
      }),
  });
}

export type ComeBackRequest = z.output<ReturnType<typeof comeBackRequestSchema>>;

/** The form's fields read from a page post: the checkbox is "on" when ticked. */
export function comeBackFromForm(get: (field: string) => FormDataEntryValue | null, sessionId: string) {
  const text = (field: string) => {
    const value = get(field);
    return typeof value === "string" ? value : "";
  };
  return {
    sessionId,
    aggregatorSessionId: text("aggregatorSessionId"),
    email: text("email"),
    consent: get("consent") === "on",
    renewalMonth: text("renewalMonth"),
  };
}
