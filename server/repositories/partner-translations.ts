import type { Database } from "../../db/client";
import { partners } from "../../db/schema";
import type { Language } from "../../core/i18n/languages";
import { listTranslations } from "./translation-repository";

/**
 * Turns a partner feature as quoted (in English, as the partner catalogue states it) into the reader's
 * language (decision 0035): each partner's translated features pair with its English ones in order.
 * A feature with no translation is shown as it was quoted.
 */
export async function partnerFeatureWords(db: Database, language: Language): Promise<(text: string) => string> {
  if (language === "en") return (text) => text;
  const [rows, translations] = await Promise.all([
    db.select({ id: partners.id, features: partners.features }).from(partners),
    listTranslations(db, "partner", language),
  ]);
  const words = new Map<string, string>();
  for (const row of rows) {
    const translated = translations.get(row.id)?.fields.features;
    if (!Array.isArray(translated)) continue;
    row.features.forEach((feature, index) => {
      const french = translated[index];
      if (typeof french === "string") words.set(feature, french);
    });
  }
  return (text) => words.get(text) ?? text;
}
