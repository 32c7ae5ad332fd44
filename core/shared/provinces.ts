/** The ten provinces QuoteMaple serves, with the slug of each province's landing page. */
export const PROVINCES = [
  { code: "ON", name: "Ontario", slug: "ontario-auto-insurance-quote", postalLetters: ["K", "L", "M", "N", "P"] },
  { code: "BC", name: "British Columbia", slug: "bc-car-insurance-quote", postalLetters: ["V"] },
  { code: "AB", name: "Alberta", slug: "alberta-car-insurance-quote", postalLetters: ["T"] },
  { code: "QC", name: "Quebec", slug: "quebec-car-insurance-quote", postalLetters: ["G", "H", "J"] },
  { code: "MB", name: "Manitoba", slug: "manitoba-car-insurance-quote", postalLetters: ["R"] },
  { code: "SK", name: "Saskatchewan", slug: "saskatchewan-car-insurance-quote", postalLetters: ["S"] },
  { code: "NS", name: "Nova Scotia", slug: "nova-scotia-car-insurance-quote", postalLetters: ["B"] },
  { code: "NB", name: "New Brunswick", slug: "new-brunswick-car-insurance-quote", postalLetters: ["E"] },
  { code: "NL", name: "Newfoundland and Labrador", slug: "newfoundland-car-insurance-quote", postalLetters: ["A"] },
  { code: "PE", name: "Prince Edward Island", slug: "pei-car-insurance-quote", postalLetters: ["C"] },
] as const;

export type Province = (typeof PROVINCES)[number];
export type ProvinceCode = Province["code"];

export const PROVINCE_CODES = PROVINCES.map((province) => province.code) as [ProvinceCode, ...ProvinceCode[]];

export function findProvinceByCode(code: string): Province | undefined {
  return PROVINCES.find((province) => province.code === code.toUpperCase());
}

/** A province's name from its code ("" when there is none; the code itself when it is unknown). */
export function provinceName(code: string | undefined): string {
  return code ? (findProvinceByCode(code)?.name ?? code) : "";
}
