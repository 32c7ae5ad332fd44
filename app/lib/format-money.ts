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

const SIGNED_CAD: Record<Language, Intl.NumberFormat> = {
  en: new Intl.NumberFormat(LOCALES.en, {
    style: "currency",
    currency: "CAD",
    maximumFractionDigits: 0,
    signDisplay: "exceptZero",
  }),
  fr: new Intl.NumberFormat(LOCALES.fr, {
    style: "currency",
    currency: "CAD",
    maximumFractionDigits: 0,
    signDisplay: "exceptZero",
  }),
};

/** A difference in dollars with its sign: "+$432" or "−$96" ("+432 $" in French). */
export function formatSignedCad(amount: number, language: Language = "en"): string {
  return SIGNED_CAD[language].format(Math.round(amount));
}

/** A whole percentage with its sign: "+19%" ("+19 %" in French). */
export function formatSignedPercent(percent: number, language: Language = "en"): string {
  return new Intl.NumberFormat(LOCALES[language], { style: "percent", signDisplay: "exceptZero" }).format(
    percent / 100,
  );
}
