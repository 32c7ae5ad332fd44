// Whether a text names a province or a territory, in English or French and in any common spelling:
// with or without accents, hyphens or capitals, by name, by a name's stem ("Ontarian", "québécois"),
// by abbreviation ("B.C.", "Î.-P.-É.", "Sask.") or by the public insurer or regulator that belongs to
// one province ("ICBC", "SAAQ"). The FAQ page's general questions must concern every province.

/** Names and stems, written without accents in lower case, words separated by one space. */
const NAME_STEMS: readonly { stem: string; place: string }[] = [
  { stem: "ontari", place: "Ontario" },
  { stem: "quebec", place: "Quebec" },
  { stem: "british columbia", place: "British Columbia" },
  { stem: "colombie britannique", place: "British Columbia" },
  { stem: "alberta", place: "Alberta" },
  { stem: "saskatchewan", place: "Saskatchewan" },
  { stem: "manitob", place: "Manitoba" },
  { stem: "nova scotia", place: "Nova Scotia" },
  { stem: "nouvelle ecosse", place: "Nova Scotia" },
  { stem: "new brunswick", place: "New Brunswick" },
  { stem: "nouveau brunswick", place: "New Brunswick" },
  { stem: "newfoundland", place: "Newfoundland and Labrador" },
  { stem: "terre neuv", place: "Newfoundland and Labrador" },
  { stem: "labrador", place: "Newfoundland and Labrador" },
  { stem: "prince edward", place: "Prince Edward Island" },
  { stem: "prince edouard", place: "Prince Edward Island" },
  { stem: "yukon", place: "Yukon" },
  { stem: "northwest territor", place: "Northwest Territories" },
  { stem: "north west territor", place: "Northwest Territories" },
  { stem: "territoires du nord ouest", place: "Northwest Territories" },
  { stem: "nunavut", place: "Nunavut" },
  // One province's public insurer or regulator stands for that province.
  { stem: "insurance corporation of british", place: "British Columbia" },
  { stem: "autoplan", place: "British Columbia" },
  { stem: "autopac", place: "Manitoba" },
  { stem: "societe de l assurance automobile", place: "Quebec" },
];

/** Abbreviations, matched in capitals as whole words once dots and hyphens between letters are gone. */
const ABBREVIATIONS: Readonly<Record<string, string>> = {
  ON: "Ontario",
  ONT: "Ontario",
  QC: "Quebec",
  QUE: "Quebec",
  PQ: "Quebec",
  BC: "British Columbia",
  CB: "British Columbia",
  AB: "Alberta",
  ALTA: "Alberta",
  SK: "Saskatchewan",
  SASK: "Saskatchewan",
  MB: "Manitoba",
  NS: "Nova Scotia",
  NE: "Nova Scotia",
  NB: "New Brunswick",
  NL: "Newfoundland and Labrador",
  NF: "Newfoundland and Labrador",
  NFLD: "Newfoundland and Labrador",
  TNL: "Newfoundland and Labrador",
  PE: "Prince Edward Island",
  PEI: "Prince Edward Island",
  IPE: "Prince Edward Island",
  YT: "Yukon",
  YK: "Yukon",
  NT: "Northwest Territories",
  NWT: "Northwest Territories",
  TNO: "Northwest Territories",
  NU: "Nunavut",
  ICBC: "British Columbia",
  SGI: "Saskatchewan",
  MPI: "Manitoba",
  SAAQ: "Quebec",
  FSRA: "Ontario",
  AIRB: "Alberta",
};

/** Abbreviations that are also everyday words; they count only when written in capitals (e.g. "Qc"). */
const MIXED_CASE_ABBREVIATIONS: Readonly<Record<string, string>> = {
  Qc: "Quebec",
  Alta: "Alberta",
  Sask: "Saskatchewan",
  Nfld: "Newfoundland and Labrador",
};

function withoutAccents(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "");
}

/** "Î.-P.-É." → "IPE", "T.N.-O." → "TNO", "B.C." → "BC": the letters of an abbreviation side by side. */
function joinAbbreviations(text: string): string {
  return text.replace(/\b(?:\p{Lu}[.\-]+){1,3}\p{Lu}\b\.?/gu, (match) => match.replace(/[.\-]/g, ""));
}

/** The provinces and territories a text names (their English names), each once; empty when it names none. */
export function findProvinceMentions(text: string): string[] {
  const plain = withoutAccents(text);
  const words = ` ${plain
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim()} `;
  const found = new Set<string>();
  for (const { stem, place } of NAME_STEMS) {
    if (words.includes(` ${stem}`)) found.add(place);
  }
  for (const token of joinAbbreviations(plain).split(/[^A-Za-z0-9]+/)) {
    const place = ABBREVIATIONS[token] ?? MIXED_CASE_ABBREVIATIONS[token];
    if (place) found.add(place);
  }
  return [...found];
}
