import { asc } from "drizzle-orm";
import type { Database } from "../../db/client";
import { generalFaqs } from "../../db/schema";
import type { Language } from "../../core/i18n/languages";
import type { FaqEntry } from "../../core/content/faq-rules";
import { listTranslations, overlay } from "./translation-repository";

/**
 * The FAQ page's general questions in their order, in the reader's language. In another language than
 * English a question is there only where its translation is (decision 0035).
 */
export async function listGeneralFaqs(db: Database, language: Language = "en"): Promise<FaqEntry[]> {
  const [rows, translations] = await Promise.all([
    db
      .select({ slug: generalFaqs.slug, question: generalFaqs.question, answer: generalFaqs.answer })
      .from(generalFaqs)
      .orderBy(asc(generalFaqs.displayOrder), asc(generalFaqs.slug)),
    language === "en" ? null : listTranslations(db, "general_faq", language),
  ]);
  const shown = translations
    ? rows.flatMap((row) => {
        const translation = translations.get(row.slug);
        return translation ? [overlay(row, translation)] : [];
      })
    : rows;
  return shown.map(({ question, answer }) => ({ question, answer }));
}
