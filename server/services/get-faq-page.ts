import type { FaqEntry } from "../../core/content/faq-rules";
import type { Database } from "../../db/client";
import type { Logger } from "../logger";
import type { Language } from "../../core/i18n/languages";
import { listGeneralFaqs } from "../repositories/general-faq-repository";
import { listActiveProvinces, listProvinceFaqsByProvince } from "../repositories/province-repository";

export interface FaqPageView {
  general: FaqEntry[];
  provinces: { code: string; name: string; slug: string; faqs: FaqEntry[] }[];
}

/**
 * The general questions (written for every province, content/faq/general.yaml) and each province's
 * FAQs. A failed read is only logged (content spec, section 8).
 */
export async function getFaqPage(
  dependencies: { db: Database; logger: Logger },
  language: Language,
): Promise<FaqPageView> {
  const { db, logger } = dependencies;
  try {
    // Three queries, not one a province (the page is rendered on a cache miss; decision 0034).
    const [general, provinces, faqsByProvince] = await Promise.all([
      listGeneralFaqs(db, language),
      listActiveProvinces(db, language),
      listProvinceFaqsByProvince(db, language),
    ]);
    const withFaqs = provinces.map((province) => ({
      code: province.code,
      name: province.name,
      slug: province.slug,
      faqs: faqsByProvince.get(province.code) ?? [],
    }));
    return { general, provinces: withFaqs.filter((province) => province.faqs.length > 0) };
  } catch (error) {
    logger.error({ err: error }, "FAQ load failed");
    return { general: [], provinces: [] };
  }
}
