import type { Database } from "../../db/client";
import { partners } from "../../db/schema";
import { featuresFor, readPartnerFeatures } from "../../core/pricing/partners";
import { CATEGORY_SLUGS } from "../../core/shared/insurance-categories";
import type { Language } from "../../core/i18n/languages";
import { listTranslations } from "./translation-repository";

/**
 * Turns a partner feature as quoted (in English, as the partner catalogue states it) into the reader's
 * language (decision 0035): each partner's translated features pair with its English ones, line by
 * line, in order.
 * A feature with no translation is shown as it was quoted.
 */
export async function partnerFeatureWords(db: Database, language: Language): Promise<(text: string) => string> {
  if (language === "en") return (text) => text;
  const [rows, translations] = await Promise.all([
    db.select({ id: partners.id, lines: partners.lines, features: partners.features }).from(partners),
    listTranslations(db, "partner", language),
  ]);
  const words = new Map<string, string>();
  for (const row of rows) {
    const stored = translations.get(row.id)?.fields.features;
    // Only lists of one shape pair: a per-line English list against one older French list would
    // give a home feature a car feature's translation.
    if (Array.isArray(row.features) !== Array.isArray(stored)) continue;
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
  return (text) => words.get(text) ?? text;
}

/** A partner as the results show it: its name in the reader's language and its products' tags. */
export interface PartnerShown {
  name: string;
  featureTags: unknown;
}

/**
 * Every partner's name in the reader's language (the catalogue's French name drops "(fictional)" for
 * "(fictif)") and its feature tags, by id. A quote keeps the name it was given; the catalogue's is
 * shown when the partner is still in it.
 */
export async function partnersShown(db: Database, language: Language): Promise<Map<string, PartnerShown>> {
  const [rows, translations] = await Promise.all([
    db.select({ id: partners.id, name: partners.name, featureTags: partners.featureTags }).from(partners),
    language === "en" ? Promise.resolve(null) : listTranslations(db, "partner", language),
  ]);
  return new Map(
    rows.map((row) => {
      const translated = translations?.get(row.id)?.fields.name;
      return [row.id, { name: typeof translated === "string" ? translated : row.name, featureTags: row.featureTags }];
    }),
  );
}
