import type { Database } from "../../db/client";
import { partners } from "../../db/schema";
import { featuresFor, readPartnerFeatures } from "../../core/pricing/partners";
import { CATEGORY_SLUGS } from "../../core/shared/insurance-categories";
import type { Language } from "../../core/i18n/languages";
import { listTranslations } from "./translation-repository";

/** The partner catalogue in a reader's words (decisions 0035, 0045), from one read of it. */
export interface PartnerWords {
  /**
   * A feature as quoted (in English, as the catalogue states it) in the reader's language: each
   * partner's translated features pair with its English ones, line by line, in order. A feature with
   * no translation is shown as it was quoted.
   */
  feature: (text: string) => string;
  /** A partner's name in the reader's language ("(fictif)"), or `fallback` when it has none. */
  name: (id: string, fallback: string) => string;
  /** A partner's feature tags as stored (`readFeatureTags` reads them), or null when it is unknown. */
  featureTags: (id: string) => unknown;
}

export async function partnerWords(db: Database, language: Language): Promise<PartnerWords> {
  const [rows, translations] = await Promise.all([
    db
      .select({
        id: partners.id,
        name: partners.name,
        lines: partners.lines,
        features: partners.features,
        featureTags: partners.featureTags,
      })
      .from(partners),
    language === "en" ? Promise.resolve(null) : listTranslations(db, "partner", language),
  ]);
  const words = new Map<string, string>();
  const names = new Map<string, string>();
  for (const row of rows) {
    const fields = translations?.get(row.id)?.fields;
    const translatedName = fields?.name;
    names.set(row.id, typeof translatedName === "string" && translatedName.trim() !== "" ? translatedName : row.name);
    const stored = fields?.features;
    // Only lists of one shape pair: a per-line English list against one older French list would
    // give a home feature a car feature's translation.
    if (!fields || Array.isArray(row.features) !== Array.isArray(stored)) continue;
    const english = readPartnerFeatures(row.features, row.lines);
    const translated = readPartnerFeatures(stored, row.lines);
    if (!english || !translated) continue;
    for (const line of CATEGORY_SLUGS) {
      featuresFor({ features: english }, line).forEach((feature, index) => {
        const french = featuresFor({ features: translated }, line)[index];
        if (french !== undefined) words.set(feature, french);
      });
    }
  }
  const tags = new Map(rows.map((row) => [row.id, row.featureTags as unknown]));
  return {
    feature: (text) => words.get(text) ?? text,
    name: (id, fallback) => names.get(id) ?? fallback,
    featureTags: (id) => tags.get(id) ?? null,
  };
}
