import type { Translate } from "../../../core/i18n/translate";
import type { MessageKey } from "../../../core/i18n/messages-en";
import { provinceName } from "../../../core/shared/provinces";

const NUMBER = new Intl.NumberFormat("en-CA");
const PERCENT = new Intl.NumberFormat("en-CA", { style: "percent", maximumFractionDigits: 1 });

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

export function keyLabel(key: string, t: Translate): string {
  return key === "unknown" ? t("analytics.admin.unknown") : key;
}

/** "Nov 5" style labels for chart axes (the table keeps the full date). */
export function shortDay(day: string): string {
  const [year, month, date] = day.split("-").map(Number);
  return new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, date ?? 1)).toLocaleDateString("en-CA", {
    month: "short",
    day: "numeric",
    timeZone: "UTC",
  });
}

/** Colours for the funnel's four steps (navy, maple, slate, green), used by every chart. */
export const STEP_COLOURS = {
  visits: "#1e3a5f",
  started: "#c2410c",
  shown: "#475569",
  clicked: "#15803d",
} as const;
