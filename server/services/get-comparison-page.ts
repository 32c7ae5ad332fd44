import { isIndexableComparison, mergeComparisonContent, type ComparisonContent } from "../../core/content/comparison";
import { rateTableYear } from "../../core/pricing/rate-table";
import { featuresFor } from "../../core/pricing/partners";
import { isPricedLine, type PricedLine } from "../../core/pricing/reference-profiles";
import {
  cityEstimates,
  priceMovers,
  typicalEstimates,
  type PriceMover,
  type TypicalEstimate,
} from "../../core/pricing/typical-estimates";
import { MAJOR_CITIES } from "../../core/shared/major-cities";
import { isCategorySlug } from "../../core/shared/insurance-categories";
import { PROVINCES, localProvinceName, type Province, type ProvinceCode } from "../../core/shared/provinces";
import type { Database } from "../../db/client";
import type { Logger } from "../logger";
import type { Language } from "../../core/i18n/languages";
import { provinceWords } from "../../core/shared/localized-paths";
import {
  findActiveCategory,
  findCategoryProvinceContent,
  listActiveCategories,
} from "../repositories/category-repository";
import { partnerWords } from "../repositories/partner-translations";
import type { PartnerRecord } from "../repositories/quote-repository";
import { pricingTables } from "./quote-session-common";

export interface ComparisonProvince {
  code: ProvinceCode;
  name: string;
  slug: string;
}

/** A figure of a row of the table and the chart: a province or a city, with the engine's estimate. */
export interface FigureRow {
  key: string;
  label: string;
  /** The province a city is in (its name), shown beside the city on a category page. */
  province: string | null;
  estimate: TypicalEstimate;
  optionalLayerOnly: boolean;
  /** This page's own province, marked in a table of every province. */
  isCurrent: boolean;
}

/** What the engine says of a priced line (car, home), computed from the current rate tables. */
export interface ComparisonFigures {
  line: PricedLine;
  /** The rate tables' year, as visitors are told it ("2025"), not their identifier. */
  tableYear: string;
  coverage: { liabilityLimit: number; deductible: number };
  provinces: FigureRow[];
  /** The major cities the engine prices apart: every province's on a category page, its own on a province page. */
  cities: FigureRow[];
  /** On a province page: the province's figure and what moves it there. */
  local: { estimate: TypicalEstimate; optionalLayerOnly: boolean; movers: PriceMover[] } | null;
}

export interface ComparisonPartner {
  id: string;
  name: string;
  features: string[];
  /** Where it writes the line (on a category page: every province; on a province page: that one). */
  provinces: ProvinceCode[];
}

export interface ComparisonPageView {
  category: { slug: string; title: string; learnSlug: string | null };
  province: ComparisonProvince | null;
  content: ComparisonContent;
  otherCategories: { slug: string; title: string }[];
  provinces: ComparisonProvince[];
  language: Language;
  /** Null for a line we do not price (travel, business, life): no rate table, no figures. */
  figures: ComparisonFigures | null;
  partners: ComparisonPartner[];
  /**
   * Whether search engines may index the page. A province page of a line without figures says
   * nothing of its own yet, so it is kept out and names its category page as canonical (issue 24).
   */
  indexable: boolean;
  /** Cities offered as suggestions in the form that starts a quote. */
  citySuggestions: string[];
}

export interface ComparisonPageDependencies {
  db: Database;
  logger: Logger;
  /** The active partner catalogue (cached by the caller, as for quotes). */
  partners: () => Promise<PartnerRecord[]>;
  now: () => Date;
}

/** The province part of /compare/{category}/{province}: the province's English name in lower-case words. */
export function provinceUrlSlug(province: Pick<Province, "name">): string {
  return provinceWords(province.name);
}

export type ComparisonPageResult =
  { status: "found"; page: ComparisonPageView } | { status: "category_not_found" } | { status: "province_not_found" };

function toComparisonProvince(province: Province, language: Language): ComparisonProvince {
  return { code: province.code, name: localProvinceName(province, language), slug: provinceUrlSlug(province) };
}

function provinceOf(code: ProvinceCode): Province {
  return PROVINCES.find((candidate) => candidate.code === code)!;
}

/** The figures of a priced line, from the pricing engine and whichever rate tables are current. */
function lineFigures(
  line: PricedLine,
  province: Province | undefined,
  now: Date,
  language: Language,
): ComparisonFigures {
  const tables = pricingTables(now);
  const estimates = typicalEstimates(line, tables);
  const nameOf = (code: ProvinceCode) => localProvinceName(provinceOf(code), language);
  const cityCodes = province ? [province.code] : PROVINCES.map((candidate) => candidate.code);
  const local = province ? estimates.provinces.find((entry) => entry.province === province.code) : undefined;
  return {
    line,
    tableYear: rateTableYear(estimates.rateTableVersion),
    coverage: estimates.coverage,
    provinces: estimates.provinces.map((entry) => ({
      key: entry.province,
      label: nameOf(entry.province),
      province: null,
      estimate: entry.estimate,
      optionalLayerOnly: entry.optionalLayerOnly,
      isCurrent: entry.province === province?.code,
    })),
    cities: cityCodes.flatMap((code) =>
      cityEstimates(line, tables, code).map((entry) => ({
        key: `${code}-${entry.city.en}`,
        label: entry.city[language],
        province: province ? null : nameOf(code),
        estimate: entry.estimate,
        optionalLayerOnly: estimates.provinces.find((item) => item.province === code)?.optionalLayerOnly ?? false,
        isCurrent: false,
      })),
    ),
    local:
      province && local
        ? {
            estimate: local.estimate,
            optionalLayerOnly: local.optionalLayerOnly,
            movers: priceMovers(line, tables, province.code),
          }
        : null,
  };
}

/** The partners that write the line (in the province, on a province page), in the reader's words. */
async function linePartners(
  dependencies: ComparisonPageDependencies,
  line: string,
  province: Province | undefined,
  language: Language,
): Promise<ComparisonPartner[]> {
  const catalogue = await dependencies.partners();
  const writers = catalogue.filter(
    (partner) => partner.lines.includes(line) && (!province || (partner.provinces as string[]).includes(province.code)),
  );
  if (writers.length === 0) return [];
  const words = await partnerWords(dependencies.db, language);
  return writers
    .map((partner) => {
      return {
        id: partner.id,
        name: words.name(partner.id, partner.name),
        features: isCategorySlug(line) ? featuresFor(partner, line).map(words.feature) : [],
        provinces: PROVINCES.map((candidate) => candidate.code).filter(
          (code) => (partner.provinces as string[]).includes(code) && (!province || code === province.code),
        ),
      };
    })
    .sort((a, b) => a.name.localeCompare(b.name, language));
}

export async function getComparisonPage(
  dependencies: ComparisonPageDependencies,
  categorySlug: string,
  provinceSlug: string | undefined,
  language: Language,
): Promise<ComparisonPageResult> {
  const { db } = dependencies;
  const category = await findActiveCategory(db, categorySlug, language);
  if (!category || category.slug !== categorySlug) return { status: "category_not_found" };
  const province = provinceSlug
    ? PROVINCES.find((candidate) => provinceUrlSlug(candidate) === provinceSlug)
    : undefined;
  if (provinceSlug && !province) return { status: "province_not_found" };
  const [override, others, partners] = await Promise.all([
    province ? findCategoryProvinceContent(db, category.slug, province.code, language) : null,
    listActiveCategories(db, language),
    linePartners(dependencies, category.slug, province, language),
  ]);
  const base: ComparisonContent = {
    heroLabel: category.heroLabel,
    heroHeading: category.heroHeading,
    heroSubtext: category.heroSubtext,
    coveragePoints: category.coveragePoints,
    saveTips: category.saveTips,
    faq: category.faq,
    seoTitle: category.seoTitle,
    metaDescription: category.metaDescription,
  };
  const figures = isPricedLine(category.slug)
    ? lineFigures(category.slug, province, dependencies.now(), language)
    : null;
  const cityProvinces = province ? [province] : PROVINCES;
  return {
    status: "found",
    page: {
      category: {
        slug: category.slug,
        title: category.title,
        learnSlug: category.articleMd ? category.articleSlug : null,
      },
      province: province ? toComparisonProvince(province, language) : null,
      content: mergeComparisonContent(base, override),
      otherCategories: others
        .filter((other) => other.slug !== category.slug)
        .map(({ slug, title }) => ({ slug, title })),
      provinces: PROVINCES.filter((candidate) => candidate.code !== province?.code).map((candidate) =>
        toComparisonProvince(candidate, language),
      ),
      language,
      figures,
      partners,
      indexable: isIndexableComparison(category.slug, province !== undefined),
      citySuggestions: [
        ...new Set(cityProvinces.flatMap((candidate) => MAJOR_CITIES[candidate.code].map((city) => city[language]))),
      ],
    },
  };
}
