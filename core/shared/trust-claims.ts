import "../i18n/messages/home";
import type { MessageKey } from "../i18n/messages-en";

/**
 * The home page's figures (quote-side spec, section 1). The spec's "$15M+ premiums compared, 10K+
 * quotes matched, 50+ licensed providers" were not true of our data (issue 24), so each figure is now
 * counted from the partner catalogue, or is a fact of how the site works (decision 0045).
 */
export interface CatalogueFigures {
  /** Active partners, insurers and brokers. */
  partners: number;
  /** Provinces where at least one partner writes car insurance. */
  carProvinces: number;
  /** Lines of insurance at least one partner writes. */
  lines: number;
}

export function catalogueFigures(
  partners: readonly { lines: readonly string[]; provinces: readonly string[] }[],
): CatalogueFigures {
  const carProvinces = new Set(
    partners.filter((partner) => partner.lines.includes("car")).flatMap((partner) => partner.provinces),
  );
  return {
    partners: partners.length,
    carProvinces: carProvinces.size,
    lines: new Set(partners.flatMap((partner) => partner.lines)).size,
  };
}

/** The figures as the page shows them: each value with its label's key. */
export function trustFigures(figures: CatalogueFigures | null): { value: number; labelKey: MessageKey }[] {
  // Asked of a visitor to see estimates: no phone number and no e-mail address (the wizard has neither).
  const always = { value: 0, labelKey: "home.stat.noContact" as const };
  if (!figures || figures.partners === 0) return [always];
  return [
    { value: figures.partners, labelKey: "home.stat.partners" as const },
    { value: figures.carProvinces, labelKey: "home.stat.provinces" as const },
    { value: figures.lines, labelKey: "home.stat.lines" as const },
    always,
  ];
}

/** Categories offered as quick starts on the home page and province pages. */
export const QUOTE_CATEGORY_SLUGS = ["car", "home", "travel", "business"] as const;
export type QuoteCategorySlug = (typeof QUOTE_CATEGORY_SLUGS)[number];
