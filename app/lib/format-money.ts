import { LOCALES, type Language } from "../../core/i18n/languages";

const CAD: Record<Language, Intl.NumberFormat> = {
  en: cadFormat("en"),
  fr: cadFormat("fr"),
};

function cadFormat(language: Language): Intl.NumberFormat {
  return new Intl.NumberFormat(LOCALES[language], {
    style: "currency",
    currency: "CAD",
    maximumFractionDigits: 0,
    minimumFractionDigits: 0,
  });
}

/**
 * Canadian dollars without decimals, as the spec shows premiums, limits and deductibles: "$1,234" in
 * English, "1 234 $" in French (with non-breaking spaces).
 */
export function formatCad(amount: number, language: Language = "en"): string {
  return CAD[language].format(Math.round(amount));
}
