import type { Translate } from "../../../core/i18n/translate";
import type { MessageKey } from "../../../core/i18n/messages-en";
import { provinceName } from "../../../core/shared/provinces";
import "../../../core/i18n/messages/staff";

const NUMBER = new Intl.NumberFormat("en-CA");
const PERCENT = new Intl.NumberFormat("en-CA", { style: "percent", maximumFractionDigits: 1 });
/**
 * "Nov 27": one formatter for every day of a chart (`toLocaleDateString` builds a new one per call,
 * about 0.1 ms each: 35 ms of a year's page render, decision 0073).
 */
const SHORT_DAY = new Intl.DateTimeFormat("en-CA", { month: "short", day: "numeric", timeZone: "UTC" });

export function formatCount(value: number | null, t: Translate): string {
  return value === null ? t("analytics.admin.notApplicable") : NUMBER.format(value);
}

export function formatRate(value: number | null, t: Translate): string {
  return value === null ? t("analytics.admin.notApplicable") : PERCENT.format(value);
}

const ENTRY_POINT_KEYS: Record<string, MessageKey> = {
  home: "analytics.admin.entryPoint.home",
  province: "analytics.admin.entryPoint.province",
  blog: "analytics.admin.entryPoint.blog",
  learn: "analytics.admin.entryPoint.learn",
  compare: "analytics.admin.entryPoint.compare",
  assistant: "analytics.admin.entryPoint.assistant",
  policy: "analytics.admin.entryPoint.policy",
  direct: "analytics.admin.entryPoint.direct",
};

export function entryPointLabel(key: string, t: Translate): string {
  const messageKey = ENTRY_POINT_KEYS[key];
  return messageKey ? t(messageKey) : key;
}

export function provinceLabel(key: string, t: Translate): string {
  return key === "unknown" ? t("analytics.admin.unknown") : provinceName(key);
}

/**
 * Words for the raw keys the dashboard groups by: categories, the assistant's slots and stages, the
 * analyzer's sources, methods and failure reasons. A key without a label (a new one) shows as it is.
 */
const KEY_LABELS: Record<string, MessageKey> = {
  unknown: "analytics.admin.unknown",
  car: "analytics.admin.key.car",
  home: "analytics.admin.key.home",
  travel: "analytics.admin.key.travel",
  business: "analytics.admin.key.business",
  life: "analytics.admin.key.life",
  "region.province": "analytics.admin.key.region.province",
  "region.postal_fsa": "analytics.admin.key.region.postal_fsa",
  "location.city": "analytics.admin.key.location.city",
  vehicle: "analytics.admin.key.vehicle",
  "vehicle.year": "analytics.admin.key.vehicle.year",
  "vehicle.make": "analytics.admin.key.vehicle.make",
  "vehicle.model": "analytics.admin.key.vehicle.model",
  "vehicle.trim": "analytics.admin.key.vehicle.trim",
  "driver.years_licensed": "analytics.admin.key.driver.years_licensed",
  "driver.tickets_last_3y": "analytics.admin.key.driver.tickets_last_3y",
  "driver.accidents_last_6y": "analytics.admin.key.driver.accidents_last_6y",
  coverage: "analytics.admin.key.coverage",
  "coverage.liability_limit": "analytics.admin.key.coverage.liability_limit",
  "coverage.collision": "analytics.admin.key.coverage.collision",
  "coverage.comprehensive": "analytics.admin.key.coverage.comprehensive",
  "coverage.deductible": "analytics.admin.key.coverage.deductible",
  consent: "analytics.admin.key.consent",
  init: "analytics.admin.key.init",
  message: "analytics.admin.key.message",
  page: "analytics.admin.key.page",
  assistant: "analytics.admin.key.assistant",
  text: "analytics.admin.key.text",
  ocr: "analytics.admin.key.ocr",
  network: "analytics.admin.key.network",
  stream_ended: "analytics.admin.key.stream_ended",
  unspecified: "analytics.admin.key.unspecified",
  unprocessable: "analytics.admin.key.unprocessable",
  payload_too_large: "analytics.admin.key.payload_too_large",
  unsupported_media_type: "analytics.admin.key.unsupported_media_type",
  service_unavailable: "analytics.admin.key.service_unavailable",
  rate_limited: "analytics.admin.key.rate_limited",
  validation_failed: "analytics.admin.key.validation_failed",
  ai_unavailable: "analytics.admin.key.ai_unavailable",
};

export function keyLabel(key: string, t: Translate): string {
  const messageKey = Object.hasOwn(KEY_LABELS, key) ? KEY_LABELS[key] : undefined;
  return messageKey ? t(messageKey) : key;
}

/** "Nov 5" style labels for chart axes (the table keeps the full date). */
export function shortDay(day: string): string {
  const [year, month, date] = day.split("-").map(Number);
  return SHORT_DAY.format(new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, date ?? 1)));
}

/** Colours for the funnel's four steps (navy, maple, slate, green), used by every chart. */
export const STEP_COLOURS = {
  visits: "#1e3a5f",
  started: "#c2410c",
  shown: "#475569",
  clicked: "#15803d",
} as const;
