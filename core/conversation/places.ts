import { type ProvinceCode } from "../shared/provinces";

/**
 * Ways visitors write a province's name (lower case; dots optional), and regions that lie in one
 * province only ("Cape Breton", "la Beauce", "the Okanagan"). Two-letter codes are handled apart.
 */
export const PROVINCE_NAMES: { code: ProvinceCode; names: string[] }[] = [
  { code: "ON", names: ["ontario", "ont.", "gta", "greater toronto area", "gtha", "muskoka", "ottawa valley"] },
  {
    code: "BC",
    names: [
      "british columbia",
      "b.c.",
      "lower mainland",
      "vancouver island",
      "van isle",
      "ile de vancouver",
      "okanagan",
      "kootenays",
      "fraser valley",
      "sunshine coast",
    ],
  },
  { code: "AB", names: ["alberta", "alta."] },
  {
    code: "QC",
    names: [
      "quebec",
      "province of quebec",
      "gaspesie",
      "beauce",
      "estrie",
      "eastern townships",
      "cantons-de-l'est",
      "mauricie",
      "outaouais",
      "monteregie",
      "lanaudiere",
      "abitibi",
      "abitibi-temiscamingue",
      "cote-nord",
      "bas-saint-laurent",
      "bas-st-laurent",
      "charlevoix",
      "lac-saint-jean",
      "saguenay-lac-saint-jean",
      "iles-de-la-madeleine",
    ],
  },
  { code: "MB", names: ["manitoba"] },
  { code: "SK", names: ["saskatchewan", "sask.", "sask"] },
  { code: "NS", names: ["nova scotia", "n.s.", "cape breton", "cap-breton", "annapolis valley"] },
  { code: "NB", names: ["new brunswick", "n.b.", "acadian peninsula", "peninsule acadienne"] },
  {
    code: "NL",
    names: [
      "newfoundland and labrador",
      "newfoundland & labrador",
      "newfoundland",
      "labrador",
      "nfld.",
      "n.l.",
      "the rock",
    ],
  },
  { code: "PE", names: ["prince edward island", "p.e.i.", "pei"] },
];

/** The province names a one- or two-letter typo is checked against ("Ontarion", "Albreta", "British Colombia"). */
export const PROVINCE_TYPO_TARGETS: { code: ProvinceCode; name: string }[] = [
  { code: "ON", name: "ontario" },
  { code: "BC", name: "british columbia" },
  { code: "AB", name: "alberta" },
  { code: "QC", name: "quebec" },
  { code: "MB", name: "manitoba" },
  { code: "SK", name: "saskatchewan" },
  { code: "NS", name: "nova scotia" },
  { code: "NB", name: "new brunswick" },
  { code: "NL", name: "newfoundland" },
  { code: "PE", name: "prince edward island" },
];

/** Words one typo away from a province that are not a province. */
export const NOT_PROVINCE_TYPOS = new Set(["albert", "alberto", "roberta", "quebecs", "manitou"]);

/** Province codes as visitors type them, upper case ("Toronto, ON"); "PEI" is a third spelling of PE. */
export const PROVINCE_CODE_WORDS: Record<string, ProvinceCode> = {
  ON: "ON",
  BC: "BC",
  AB: "AB",
  QC: "QC",
  PQ: "QC",
  MB: "MB",
  SK: "SK",
  NS: "NS",
  NB: "NB",
  NL: "NL",
  NF: "NL",
  PE: "PE",
  PEI: "PE",
};

/**
 * Cities and towns with their province. `common` names are also words or people's names ("Victoria",
 * "Brandon", "Delta"): they count only with a capital letter, after "in"/"from"/"near", or as the answer
 * to the location question.
 */
export const CITIES: { name: string; code: ProvinceCode; common?: boolean; official?: string }[] = [
  // Nicknames and short forms people write for cities, each stored as the city's own name.
  { name: "mtl", official: "Montreal", code: "QC" }, { name: "t.o.", official: "Toronto", code: "ON" },
  { name: "the 6ix", official: "Toronto", code: "ON" }, { name: "the six", official: "Toronto", code: "ON" },
  { name: "the peg", official: "Winnipeg", code: "MB" }, { name: "winterpeg", official: "Winnipeg", code: "MB" },
  { name: "yyc", official: "Calgary", code: "AB" }, { name: "yeg", official: "Edmonton", code: "AB" },
  { name: "yvr", official: "Vancouver", code: "BC" }, { name: "yow", official: "Ottawa", code: "ON" },
  { name: "the hammer", official: "Hamilton", code: "ON" }, { name: "sto", official: "Saskatoon", code: "SK" },
  { name: "k-w", official: "Kitchener", code: "ON" }, { name: "the soo", official: "Sault Ste. Marie", code: "ON" },
  { name: "van city", official: "Vancouver", code: "BC" }, { name: "cowtown", official: "Calgary", code: "AB" },
  { name: "deadmonton", official: "Edmonton", code: "AB" }, { name: "hali", official: "Halifax", code: "NS", common: true },
  { name: "peg", official: "Winnipeg", code: "MB", common: true }, { name: "drummond", official: "Drummondville", code: "QC", common: true },
  { name: "thetford", official: "Thetford Mines", code: "QC", common: true }, { name: "sorel", official: "Sorel-Tracy", code: "QC" },
  { name: "valleyfield", official: "Salaberry-de-Valleyfield", code: "QC" }, { name: "tracadie", official: "Tracadie", code: "NB" }, { name: "st-jean", official: "Saint-Jean-sur-Richelieu", code: "QC", common: true }, { name: "trois-riv", official: "Trois-Rivières", code: "QC" }, { name: "stoon", official: "Saskatoon", code: "SK", common: true }, { name: "s'toon", official: "Saskatoon", code: "SK" },
  { name: "sherby", official: "Sherbrooke", code: "QC" }, { name: "van", official: "Vancouver", code: "BC", common: true },
  { name: "freddy beach", official: "Fredericton", code: "NB" }, { name: "notl", official: "Niagara-on-the-Lake", code: "ON" },
  { name: "the sault", official: "Sault Ste. Marie", code: "ON" }, { name: "la capitale", official: "Québec", code: "QC" },
  { name: "ville de quebec", official: "Québec", code: "QC" }, { name: "quebec city", official: "Québec", code: "QC" },
  // Airport codes and nicknames Canadians write for their towns.
  { name: "yyj", official: "Victoria", code: "BC" }, { name: "ylw", official: "Kelowna", code: "BC" },
  { name: "yxx", official: "Abbotsford", code: "BC" }, { name: "yka", official: "Kamloops", code: "BC" },
  { name: "yxe", official: "Saskatoon", code: "SK" }, { name: "yqr", official: "Regina", code: "SK" },
  { name: "ywg", official: "Winnipeg", code: "MB" }, { name: "yhz", official: "Halifax", code: "NS" },
  { name: "hfx", official: "Halifax", code: "NS" }, { name: "yyt", official: "St. John's", code: "NL" },
  { name: "yqm", official: "Moncton", code: "NB" }, { name: "yfc", official: "Fredericton", code: "NB" },
  { name: "yul", official: "Montreal", code: "QC" }, { name: "yqb", official: "Québec", code: "QC" },
  { name: "pg", official: "Prince George", code: "BC", common: true }, { name: "p.g.", official: "Prince George", code: "BC" },
  { name: "e-town", official: "Edmonton", code: "AB" }, { name: "fort mac", official: "Fort McMurray", code: "AB" },
  { name: "fort mcmoney", official: "Fort McMurray", code: "AB" }, { name: "the hat", official: "Medicine Hat", code: "AB" },
  { name: "gp", official: "Grande Prairie", code: "AB", common: true }, { name: "p.a.", official: "Prince Albert", code: "SK" },
  { name: "steeltown", official: "Hamilton", code: "ON" }, { name: "hogtown", official: "Toronto", code: "ON" },
  { name: "the big smoke", official: "Toronto", code: "ON" }, { name: "the forest city", official: "London", code: "ON" },
  { name: "the nickel city", official: "Sudbury", code: "ON" }, { name: "sauga", official: "Mississauga", code: "ON" },
  { name: "k-town", official: "Kingston", code: "ON" }, { name: "ktown", official: "Kingston", code: "ON", common: true },
  { name: "t-bay", official: "Thunder Bay", code: "ON" }, { name: "tbay", official: "Thunder Bay", code: "ON" },
  { name: "st. kitts", official: "St. Catharines", code: "ON" }, { name: "peterpatch", official: "Peterborough", code: "ON" },
  { name: "the loo", official: "Waterloo", code: "ON" }, { name: "north van", official: "North Vancouver", code: "BC" },
  { name: "west van", official: "West Vancouver", code: "BC" }, { name: "poco", official: "Port Coquitlam", code: "BC" },
  { name: "pomo", official: "Port Moody", code: "BC" }, { name: "chicout", official: "Chicoutimi", code: "QC" },
  { name: "vancity", official: "Vancouver", code: "BC" }, { name: "victo", official: "Victoriaville", code: "QC" },
  { name: "st-hyac", official: "Saint-Hyacinthe", code: "QC" }, { name: "shawi", official: "Shawinigan", code: "QC" },
  { name: "ch'town", official: "Charlottetown", code: "PE" }, { name: "yqt", official: "Thunder Bay", code: "ON" },
  // Boroughs and districts of amalgamated cities, stored as the city (its municipality for the quote).
  { name: "Scarborough", official: "Toronto", code: "ON" }, { name: "Etobicoke", official: "Toronto", code: "ON" }, { name: "North York", official: "Toronto", code: "ON" }, { name: "East York", official: "Toronto", code: "ON" },
  { name: "Kanata", official: "Ottawa", code: "ON" }, { name: "Orleans", official: "Ottawa", code: "ON" }, { name: "Orléans", official: "Ottawa", code: "ON" }, { name: "Nepean", official: "Ottawa", code: "ON" }, { name: "Barrhaven", official: "Ottawa", code: "ON" }, { name: "Vanier", official: "Ottawa", code: "ON" }, { name: "Stittsville", official: "Ottawa", code: "ON" },
  { name: "Le Plateau", official: "Montréal", code: "QC" }, { name: "Plateau-Mont-Royal", official: "Montréal", code: "QC" }, { name: "Plateau Mont-Royal", official: "Montréal", code: "QC" }, { name: "Rosemont", official: "Montréal", code: "QC" }, { name: "Verdun", official: "Montréal", code: "QC" }, { name: "LaSalle", official: "Montréal", code: "QC" }, { name: "Lachine", official: "Montréal", code: "QC" }, { name: "Anjou", official: "Montréal", code: "QC" }, { name: "Ahuntsic", official: "Montréal", code: "QC" }, { name: "Villeray", official: "Montréal", code: "QC" }, { name: "Hochelaga", official: "Montréal", code: "QC" }, { name: "Outremont", official: "Montréal", code: "QC" }, { name: "Saint-Léonard", official: "Montréal", code: "QC" }, { name: "Pierrefonds", official: "Montréal", code: "QC" }, { name: "Rivière-des-Prairies", official: "Montréal", code: "QC" }, { name: "NDG", official: "Montréal", code: "QC" }, { name: "Notre-Dame-de-Grâce", official: "Montréal", code: "QC" }, { name: "Côte-des-Neiges", official: "Montréal", code: "QC" }, { name: "Mile End", official: "Montréal", code: "QC" }, { name: "Griffintown", official: "Montréal", code: "QC" }, { name: "Saint-Henri", official: "Montréal", code: "QC" },
  { name: "Chomedey", official: "Laval", code: "QC" }, { name: "Vimont", official: "Laval", code: "QC" }, { name: "Fabreville", official: "Laval", code: "QC" }, { name: "Auteuil", official: "Laval", code: "QC" }, { name: "Duvernay", official: "Laval", code: "QC" }, { name: "Laval-des-Rapides", official: "Laval", code: "QC" }, { name: "Pont-Viau", official: "Laval", code: "QC" }, { name: "Sainte-Dorothée", official: "Laval", code: "QC" },
  { name: "Sainte-Foy", official: "Québec", code: "QC" }, { name: "Charlesbourg", official: "Québec", code: "QC" }, { name: "Beauport", official: "Québec", code: "QC" }, { name: "Sillery", official: "Québec", code: "QC" }, { name: "Cap-Rouge", official: "Québec", code: "QC" }, { name: "Loretteville", official: "Québec", code: "QC" }, { name: "Limoilou", official: "Québec", code: "QC" }, { name: "Val-Bélair", official: "Québec", code: "QC" },
  { name: "Saint-Romuald", official: "Lévis", code: "QC" }, { name: "Charny", official: "Lévis", code: "QC" },
  { name: "Saint-Hubert", official: "Longueuil", code: "QC" }, { name: "Greenfield Park", official: "Longueuil", code: "QC" }, { name: "Vieux-Longueuil", official: "Longueuil", code: "QC" },
  { name: "Kitsilano", official: "Vancouver", code: "BC" }, { name: "Kerrisdale", official: "Vancouver", code: "BC" }, { name: "Yaletown", official: "Vancouver", code: "BC" }, { name: "East Van", official: "Vancouver", code: "BC" },
  { name: "Stoney Creek", official: "Hamilton", code: "ON" }, { name: "Ancaster", official: "Hamilton", code: "ON" },
  // Towns the gazetteer's source lists under another kind of place.
  { name: "Saint-Lambert", code: "QC" }, { name: "Dollard-des-Ormeaux", code: "QC" }, { name: "DDO", official: "Dollard-des-Ormeaux", code: "QC" },
  // Ontario
  { name: "Toronto", code: "ON" }, { name: "Ottawa", code: "ON" }, { name: "Mississauga", code: "ON" },
  { name: "Brampton", code: "ON" }, { name: "Hamilton", code: "ON", common: true }, { name: "London", code: "ON", common: true },
  { name: "Markham", code: "ON" }, { name: "Vaughan", code: "ON" }, { name: "Kitchener", code: "ON" },
  { name: "Windsor", code: "ON", common: true }, { name: "Richmond Hill", code: "ON" }, { name: "Oakville", code: "ON" },
  { name: "Burlington", code: "ON" }, { name: "Oshawa", code: "ON" }, { name: "Barrie", code: "ON" },
  { name: "St. Catharines", code: "ON" }, { name: "Cambridge", code: "ON", common: true }, { name: "Kingston", code: "ON", common: true },
  { name: "Guelph", code: "ON" }, { name: "Whitby", code: "ON" }, { name: "Waterloo", code: "ON" },
  { name: "Sudbury", code: "ON" }, { name: "Greater Sudbury", code: "ON" }, { name: "Thunder Bay", code: "ON" },
  { name: "Ajax", code: "ON", common: true }, { name: "Pickering", code: "ON" }, { name: "Milton", code: "ON", common: true },
  { name: "Newmarket", code: "ON" }, { name: "Aurora", code: "ON", common: true }, { name: "Brantford", code: "ON" },
  { name: "Peterborough", code: "ON" }, { name: "Sarnia", code: "ON" }, { name: "Niagara Falls", code: "ON" },
  { name: "Sault Ste. Marie", code: "ON" }, { name: "North Bay", code: "ON" }, { name: "Belleville", code: "ON" },
  { name: "Cornwall", code: "ON", common: true }, { name: "Timmins", code: "ON" }, { name: "Welland", code: "ON" },
  { name: "Clarington", code: "ON" }, { name: "Caledon", code: "ON" }, { name: "Halton Hills", code: "ON" },
  { name: "Scarborough", code: "ON" }, { name: "Etobicoke", code: "ON" }, { name: "North York", code: "ON" },
  { name: "Kanata", code: "ON" }, { name: "Nepean", code: "ON" }, { name: "Orillia", code: "ON" },
  { name: "Stratford", code: "ON" }, { name: "Woodstock", code: "ON" }, { name: "Orangeville", code: "ON" },
  { name: "Bradford", code: "ON" }, { name: "Innisfil", code: "ON" }, { name: "Stouffville", code: "ON" },
  // British Columbia
  { name: "Vancouver", code: "BC" }, { name: "North Vancouver", code: "BC" }, { name: "West Vancouver", code: "BC" },
  { name: "Surrey", code: "BC", common: true }, { name: "Burnaby", code: "BC" }, { name: "Richmond", code: "BC", common: true },
  { name: "Victoria", code: "BC", common: true }, { name: "Kelowna", code: "BC" }, { name: "Abbotsford", code: "BC" },
  { name: "Coquitlam", code: "BC" }, { name: "Langley", code: "BC" }, { name: "Delta", code: "BC", common: true },
  { name: "Kamloops", code: "BC" }, { name: "Nanaimo", code: "BC" }, { name: "Prince George", code: "BC" },
  { name: "Chilliwack", code: "BC" }, { name: "Maple Ridge", code: "BC" }, { name: "New Westminster", code: "BC" },
  { name: "Port Coquitlam", code: "BC" }, { name: "Vernon", code: "BC", common: true }, { name: "Penticton", code: "BC" },
  { name: "Courtenay", code: "BC" }, { name: "Campbell River", code: "BC" }, { name: "Squamish", code: "BC" },
  { name: "Whistler", code: "BC" }, { name: "Saanich", code: "BC" },
  // Alberta
  { name: "Calgary", code: "AB" }, { name: "Edmonton", code: "AB" }, { name: "Red Deer", code: "AB" },
  { name: "Lethbridge", code: "AB" }, { name: "St. Albert", code: "AB" }, { name: "Medicine Hat", code: "AB" },
  { name: "Grande Prairie", code: "AB" }, { name: "Airdrie", code: "AB" }, { name: "Spruce Grove", code: "AB" },
  { name: "Okotoks", code: "AB" }, { name: "Fort McMurray", code: "AB" }, { name: "Sherwood Park", code: "AB" },
  { name: "Cochrane", code: "AB", common: true }, { name: "Leduc", code: "AB" }, { name: "Canmore", code: "AB" },
  { name: "Camrose", code: "AB" }, { name: "Banff", code: "AB" },
  // Quebec
  { name: "Montreal", code: "QC" }, { name: "Laval", code: "QC" },
  { name: "Gatineau", code: "QC" }, { name: "Longueuil", code: "QC" }, { name: "Sherbrooke", code: "QC" },
  { name: "Saguenay", code: "QC" }, { name: "Levis", official: "Lévis", code: "QC" }, { name: "Trois-Rivieres", official: "Trois-Rivières", code: "QC" },
  { name: "Terrebonne", code: "QC" }, { name: "Saint-Jean-sur-Richelieu", code: "QC" }, { name: "Repentigny", code: "QC" },
  { name: "Brossard", code: "QC" }, { name: "Drummondville", code: "QC" }, { name: "Saint-Jerome", official: "Saint-Jérôme", code: "QC" },
  { name: "Granby", code: "QC" }, { name: "Blainville", code: "QC" }, { name: "Mirabel", code: "QC" },
  { name: "Rimouski", code: "QC" }, { name: "Chicoutimi", code: "QC" },
  // Manitoba
  { name: "Winnipeg", code: "MB" }, { name: "Brandon", code: "MB", common: true }, { name: "Steinbach", code: "MB" },
  { name: "Thompson", code: "MB", common: true }, { name: "Portage la Prairie", code: "MB" }, { name: "Selkirk", code: "MB" },
  // Saskatchewan
  { name: "Saskatoon", code: "SK" }, { name: "Regina", code: "SK", common: true }, { name: "Prince Albert", code: "SK" },
  { name: "Moose Jaw", code: "SK" }, { name: "Swift Current", code: "SK" }, { name: "Yorkton", code: "SK" },
  { name: "North Battleford", code: "SK" }, { name: "Estevan", code: "SK" },
  // Nova Scotia
  { name: "Halifax", code: "NS" }, { name: "Dartmouth", code: "NS" }, { name: "Sydney", code: "NS", common: true },
  { name: "Truro", code: "NS" }, { name: "New Glasgow", code: "NS" }, { name: "Bedford", code: "NS", common: true },
  { name: "Kentville", code: "NS" }, { name: "Yarmouth", code: "NS" }, { name: "Antigonish", code: "NS" },
  // New Brunswick
  { name: "Moncton", code: "NB" }, { name: "Saint John", code: "NB" }, { name: "Fredericton", code: "NB" },
  { name: "Dieppe", code: "NB" }, { name: "Miramichi", code: "NB" }, { name: "Edmundston", code: "NB" },
  { name: "Bathurst", code: "NB" }, { name: "Riverview", code: "NB" },
  // Newfoundland and Labrador
  { name: "St. John's", code: "NL" }, { name: "Mount Pearl", code: "NL" }, { name: "Corner Brook", code: "NL" },
  { name: "Conception Bay South", code: "NL" }, { name: "Gander", code: "NL" }, { name: "Grand Falls-Windsor", code: "NL" },
  { name: "Paradise", code: "NL", common: true }, { name: "Happy Valley-Goose Bay", code: "NL" },
  // Prince Edward Island
  { name: "Charlottetown", code: "PE" }, { name: "Summerside", code: "PE" },
]; // prettier-ignore

/** Places we do not serve: the territories (and their capitals) and other countries. */
export const TERRITORIES = [
  "yukon", "nunavut", "northwest territories", "n.w.t.", "nwt", "whitehorse", "yellowknife", "iqaluit",
]; // prettier-ignore

/** US states and other countries: named only after "in", "from", "live in" and the like, or as a bare answer. */
export const ABROAD = [
  "alabama", "alaska", "arizona", "arkansas", "california", "colorado", "connecticut", "delaware", "florida",
  "georgia", "hawaii", "idaho", "illinois", "indiana", "iowa", "kansas", "kentucky", "louisiana", "maine",
  "maryland", "massachusetts", "michigan", "minnesota", "mississippi", "missouri", "montana", "nebraska",
  "nevada", "new hampshire", "new jersey", "new mexico", "new york", "north carolina", "north dakota", "ohio",
  "oklahoma", "oregon", "pennsylvania", "rhode island", "south carolina", "south dakota", "tennessee", "texas",
  "utah", "vermont", "virginia", "washington", "west virginia", "wisconsin", "wyoming", "usa", "u.s.a.",
  "u.s.", "united states", "etats-unis", "etats unis", "america", "the states", "the us", "mexico", "england", "the uk", "united kingdom",
  "france", "india", "china", "australia", "germany", "ireland", "scotland", "europe",
  "saint-pierre-and-miquelon", "saint-pierre-et-miquelon", "st-pierre-and-miquelon", "st-pierre-et-miquelon",
  "saint pierre and miquelon", "st pierre and miquelon", "saint-pierre", "st-pierre", "miquelon",
]; // prettier-ignore

function escapeWord(word: string): string {
  if (/^(?:st|ste)\.?$/.test(word)) return "(?:st\\.?|ste\\.?|saint|sainte)";
  // "Saint-Jean-sur-Richelieu" is also written "St-Jean-sur-Richelieu".
  const saint = /^(saint|sainte)-(.+)$/.exec(word);
  if (saint)
    return `${saint[1] === "saint" ? "(?:st\\.?|saint)" : "(?:ste\\.?|sainte)"}[-\\s]?${escapeWord(saint[2] as string)}`;
  let out = "";
  for (let index = 0; index < word.length; index += 1) {
    const char = word.charAt(index);
    if (char === ".") out += index === word.length - 1 ? "\\.?" : "\\.";
    else if (char === "-") out += "[-\\s]?";
    else if (char === "'") out += "'?";
    else if (/[a-z0-9&]/.test(char)) out += char;
    else out += `\\${char}`;
  }
  return out;
}

/**
 * A whole-word pattern for a lower-case place name: a final dot optional ("Ont." or "Ont"), "St." also
 * "Saint", a hyphen also a space, an apostrophe optional ("St. Johns").
 */
export function placePattern(name: string): RegExp {
  const words = name.toLowerCase().split(/\s+/);
  let body = "";
  words.forEach((word, index) => {
    if (index > 0) body += (words[index - 1] as string).endsWith(".") ? "\\s*" : "\\s+";
    body += escapeWord(word);
  });
  // "Saint John" must not match inside "Saint John's".
  const tail = name.toLowerCase().endsWith("john") ? "(?!'?s(?![a-z0-9]))" : "";
  return new RegExp(`(?<![a-z0-9])${body}${tail}(?![a-z0-9])`, "g");
}
