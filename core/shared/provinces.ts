/** The ten provinces QuoteMaple serves, with their names and the slugs of their landing pages in English and French. */
export const PROVINCES = [
  {
    code: "ON",
    name: "Ontario",
    slug: "ontario-auto-insurance-quote",
    nameFr: "Ontario",
    slugFr: "soumission-assurance-auto-ontario",
    postalLetters: ["K", "L", "M", "N", "P"],
  },
  {
    code: "BC",
    name: "British Columbia",
    slug: "bc-car-insurance-quote",
    nameFr: "Colombie-Britannique",
    slugFr: "soumission-assurance-auto-colombie-britannique",
    postalLetters: ["V"],
  },
  {
    code: "AB",
    name: "Alberta",
    slug: "alberta-car-insurance-quote",
    nameFr: "Alberta",
    slugFr: "soumission-assurance-auto-alberta",
    postalLetters: ["T"],
  },
  {
    code: "QC",
    name: "Quebec",
    slug: "quebec-car-insurance-quote",
    nameFr: "Québec",
    slugFr: "soumission-assurance-auto-quebec",
    postalLetters: ["G", "H", "J"],
  },
  {
    code: "MB",
    name: "Manitoba",
    slug: "manitoba-car-insurance-quote",
    nameFr: "Manitoba",
    slugFr: "soumission-assurance-auto-manitoba",
    postalLetters: ["R"],
  },
  {
    code: "SK",
    name: "Saskatchewan",
    slug: "saskatchewan-car-insurance-quote",
    nameFr: "Saskatchewan",
    slugFr: "soumission-assurance-auto-saskatchewan",
    postalLetters: ["S"],
  },
  {
    code: "NS",
    name: "Nova Scotia",
    slug: "nova-scotia-car-insurance-quote",
    nameFr: "Nouvelle-Écosse",
    slugFr: "soumission-assurance-auto-nouvelle-ecosse",
    postalLetters: ["B"],
  },
  {
    code: "NB",
    name: "New Brunswick",
    slug: "new-brunswick-car-insurance-quote",
    nameFr: "Nouveau-Brunswick",
    slugFr: "soumission-assurance-auto-nouveau-brunswick",
    postalLetters: ["E"],
  },
  {
    code: "NL",
    name: "Newfoundland and Labrador",
    slug: "newfoundland-car-insurance-quote",
    nameFr: "Terre-Neuve-et-Labrador",
    slugFr: "soumission-assurance-auto-terre-neuve-et-labrador",
    postalLetters: ["A"],
  },
  {
    code: "PE",
    name: "Prince Edward Island",
    slug: "pei-car-insurance-quote",
    nameFr: "Île-du-Prince-Édouard",
    slugFr: "soumission-assurance-auto-ile-du-prince-edouard",
    postalLetters: ["C"],
  },
] as const;

export type Province = (typeof PROVINCES)[number];
export type ProvinceCode = Province["code"];

export const PROVINCE_CODES = PROVINCES.map((province) => province.code) as [ProvinceCode, ...ProvinceCode[]];

export function findProvinceByCode(code: string): Province | undefined {
  return PROVINCES.find((province) => province.code === code.toUpperCase());
}

/** A province's name in a language ("Québec", "Colombie-Britannique" in French). */
export function localProvinceName(province: Pick<Province, "name" | "nameFr">, language: "en" | "fr"): string {
  return language === "fr" ? province.nameFr : province.name;
}

/** A province's name from its code ("" when there is none; the code itself when it is unknown). */
export function provinceName(code: string | undefined, language: "en" | "fr" = "en"): string {
  const province = code ? findProvinceByCode(code) : undefined;
  return province ? localProvinceName(province, language) : (code ?? "");
}
