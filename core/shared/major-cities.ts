import type { ProvinceCode } from "./provinces";

/** A city as a visitor names it, in each language. */
export interface MajorCity {
  en: string;
  fr: string;
}

const same = (name: string): MajorCity => ({ en: name, fr: name });

/**
 * Each province's largest cities (2021 census municipalities and census agglomerations), for the
 * comparison pages: each is priced through the engine to find the ones it prices apart from the rest
 * of the province, and offered as suggestions in the form that starts a quote. Not a rating input:
 * which cities cost more is the rate table's business alone.
 */
export const MAJOR_CITIES: Readonly<Record<ProvinceCode, readonly MajorCity[]>> = {
  ON: [
    "Toronto",
    "Ottawa",
    "Mississauga",
    "Brampton",
    "Hamilton",
    "London",
    "Markham",
    "Vaughan",
    "Kitchener",
    "Windsor",
    "Richmond Hill",
    "Oakville",
    "Burlington",
    "Oshawa",
    "Barrie",
    "St. Catharines",
    "Kingston",
    "Greater Sudbury",
    "Thunder Bay",
  ].map(same),
  BC: ["Vancouver", "Surrey", "Burnaby", "Richmond", "Abbotsford", "Coquitlam", "Kelowna", "Victoria", "Kamloops"].map(
    same,
  ),
  AB: ["Calgary", "Edmonton", "Red Deer", "Lethbridge", "St. Albert", "Medicine Hat", "Airdrie"].map(same),
  QC: [
    { en: "Montreal", fr: "Montréal" },
    { en: "Quebec City", fr: "Québec" },
    same("Laval"),
    same("Gatineau"),
    same("Longueuil"),
    same("Sherbrooke"),
    same("Saguenay"),
    same("Lévis"),
    same("Trois-Rivières"),
  ],
  MB: ["Winnipeg", "Brandon", "Steinbach", "Thompson"].map(same),
  SK: ["Saskatoon", "Regina", "Prince Albert", "Moose Jaw"].map(same),
  NS: ["Halifax", "Sydney", "Truro", "New Glasgow"].map(same),
  NB: ["Moncton", "Saint John", "Fredericton", "Dieppe"].map(same),
  NL: ["St. John's", "Mount Pearl", "Conception Bay South", "Corner Brook"].map(same),
  PE: ["Charlottetown", "Summerside", "Stratford"].map(same),
};
