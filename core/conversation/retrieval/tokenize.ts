/**
 * Turns text into search terms, in English or French: lower-case, accents folded, French elisions
 * ("l'assurance") cut, the language's stop words dropped, a stemmer (a light one of our own for
 * English; Snowball's for French) and insurance synonyms mapped to one term. Multi-word insurance
 * terms ("direct compensation", "responsabilité civile") also add one concept term, so the short
 * form ("dcpd", "tpl") and the long form find each other.
 */
import { stemmer as frenchStemmer } from "@orama/stemmers/french";
import { stopwords as frenchStopWords } from "@orama/stopwords/french";
import type { Language } from "../../i18n/languages";

export const STOP_WORDS: ReadonlySet<string> = new Set(
  (
    "a an the and or but nor so if then than as of in on at to for from by with without about into onto " +
    "over under up down out off again is are was were be been being am do does did doing done have has had " +
    "having i me my mine myself we us our ours you your yours yourself he him his she her hers it its itself " +
    "they them their theirs this that these those what which who whom whose when where why how there here " +
    "can could would should will shall may might also too very just only any some each such own same other " +
    "all both more most much many few s t d ll m re ve dont doesnt didnt isnt arent wasnt cant wont im ive " +
    "id youre its whats hows eg ie etc please tell explain know want like get got really actually quite " +
    "anything something thing things one go going goes happen happens happened " +
    // Chatter around a question: "ugh", "you guys", "even", "exactly".
    "ugh um uh hmm hey hi hello ok okay well guys folks yall lol btw even exactly anyway kinda sorta " +
    "ill youll theyll itll hes shes wed weve theyre take taking " +
    // Telling how the question came up: "someone told me", "I was wondering", "is that right?".
    "came come comes coming gotten gets getting every elsewhere someone somebody told say says said heard " +
    "wondering wonder think thought guess right true correct quick question"
  ).split(" "),
);

/**
 * Groups of words that mean the same thing here; every word in a group becomes the group's first
 * word. Kept small and English-only; "franchise" is the Quebec French word for a deductible.
 */
export const SYNONYM_GROUPS: readonly (readonly string[])[] = [
  ["car", "auto", "automobile", "vehicle", "motor"],
  ["price", "premium", "cost", "rate", "pricing", "expensive"],
  ["lower", "reduce", "save", "saving", "savings", "cheaper", "cheap", "cheapest", "decrease", "discount"],
  ["mandatory", "required", "require", "requirement", "compulsory", "obligatory"],
  ["minimum", "min", "minimal"],
  ["cover", "coverage", "covers", "covered", "protection"],
  ["home", "house", "homeowner", "dwelling"],
  ["tenant", "renter"],
  ["condo", "condominium"],
  ["deductible", "franchise"],
  ["insurer", "carrier"],
  ["accident", "crash", "wreck", "crashes", "accidents"],
  ["increase", "raise", "bump", "hike", "jump", "increases", "raises"],
  ["ticket", "conviction", "violation", "infraction"],
  ["theft", "stolen", "steal", "thief", "thieves"],
  ["tire", "tyre"],
  ["quebec", "qc"],
  ["cancel", "cancellation"],
  ["decline", "drop", "waive", "refuse", "remove", "opt"],
  ["travel", "trip", "vacation"],
];

/** Multi-word terms and short forms, each adding a concept term (matched on whole words). */
export const CONCEPT_PHRASES: readonly (readonly [phrase: string, concept: string])[] = [
  ["direct compensation property damage", "dcpd"],
  ["direct compensation", "dcpd"],
  ["dcpd", "dcpd"],
  ["third party liability", "tpl"],
  ["third party", "tpl"],
  ["tpl", "tpl"],
  ["statutory accident benefits", "accidentbenefits"],
  ["accident benefits", "accidentbenefits"],
  ["sabs", "accidentbenefits"],
  ["all perils", "allperils"],
  ["specified perils", "specifiedperils"],
  ["loss of use", "lossofuse"],
  ["at least", "minimum"],
  ["opt out", "decline"],
  ["fender bender", "accident"],
  ["not my fault", "notatfault"],
  ["not at fault", "notatfault"],
  ["wasn't my fault", "notatfault"],
  ["wasnt my fault", "notatfault"],
  ["was not my fault", "notatfault"],
  ["no fault", "notatfault"],
  ["go up", "increase"],
  ["goes up", "increase"],
  ["went up", "increase"],
  ["insurance company", "insurer"],
  ["insurance companies", "insurer"],
  ["sewer backup", "sewerbackup"],
  ["sewer back up", "sewerbackup"],
  ["greater toronto area", "gta"],
  ["british columbia", "bc"],
  ["prince edward island", "pei"],
  ["nova scotia", "novascotia"],
  ["new brunswick", "newbrunswick"],
  ["newfoundland and labrador", "newfoundland"],
  ["critical illness", "criticalillness"],
  ["winter tires", "wintertires"],
  ["winter tire", "wintertires"],
];

/**
 * Everyday words for what the pages name otherwise ("DoorDash" for delivery work, "a lapse" for a gap in
 * insurance history): each stands for its concept only, so a word no page uses does not count against
 * the passage that answers it (issue 22: questions in visitors' own words).
 */
export const EVERYDAY_PHRASES: readonly (readonly [phrase: string, concept: string])[] = [
  ["delivery", "delivery"],
  ["deliveries", "delivery"],
  ["delivering", "delivery"],
  ["doordash", "delivery"],
  ["uber eats", "delivery"],
  ["ubereats", "delivery"],
  ["skip the dishes", "delivery"],
  ["skipthedishes", "delivery"],
  ["instacart", "delivery"],
  ["ride hailing", "delivery"],
  ["rideshare", "delivery"],
  ["ride share", "delivery"],
  ["ridesharing", "delivery"],
  ["uber", "delivery"],
  ["lyft", "delivery"],
  ["paying passengers", "delivery"],
  ["lapse", "insurancegap"],
  ["lapsed", "insurancegap"],
  ["gap in insurance", "insurancegap"],
  ["gap in coverage", "insurancegap"],
  ["gap in my insurance", "insurancegap"],
  ["no insurance for", "insurancegap"],
  ["didn't have insurance", "insurancegap"],
  ["didnt have insurance", "insurancegap"],
  ["did not have insurance", "insurancegap"],
  ["wasn't insured", "insurancegap"],
  ["was not insured", "insurancegap"],
  ["uninsured for", "insurancegap"],
  ["break in coverage", "insurancegap"],
  ["insurance history", "insurancegap"],
  ["regularly drives", "listdriver"],
  ["drives it every day", "listdriver"],
  ["drives my car", "listdriver"],
  ["drives the car", "listdriver"],
  ["must be listed", "listdriver"],
  ["be listed", "listdriver"],
  ["add my son", "listdriver"],
  ["add my daughter", "listdriver"],
  ["add my kid", "listdriver"],
  ["occasional driver", "listdriver"],
  ["principal driver", "listdriver"],
  ["windshield", "glass"],
  ["windscreen", "glass"],
  ["rock chip", "glass"],
  ["cracked windshield", "glass"],
  ["hit and run", "hitandrun"],
  ["drove off", "hitandrun"],
  ["took off", "hitandrun"],
  ["depreciation", "depreciation"],
  ["lose value", "depreciation"],
  ["loses value", "depreciation"],
  ["losing value", "depreciation"],
  ["new car replacement", "depreciation"],
  ["write off", "totalloss"],
  ["written off", "totalloss"],
  ["total loss", "totalloss"],
  ["totaled", "totalloss"],
  ["totalled", "totalloss"],
];

const DOUBLE_CONSONANT = /(bb|dd|gg|mm|nn|pp|rr|tt)$/;

function undouble(word: string): string {
  return DOUBLE_CONSONANT.test(word) ? word.slice(0, -1) : word;
}

/** A light English stemmer: plural s, -ies, -ing, -ed and a final e; numbers are left alone. */
export function stem(word: string): string {
  if (word.length <= 3 || /\d/.test(word)) return word;
  let result = word;
  if (result.endsWith("ies") && result.length > 4) result = `${result.slice(0, -3)}y`;
  else if (result.endsWith("sses")) result = result.slice(0, -2);
  else if (result.endsWith("s") && !/(ss|us|is)$/.test(result)) result = result.slice(0, -1);

  if (result.endsWith("ing") && result.length > 5) {
    result = undouble(result.slice(0, -3));
    if (result.length <= 3) result = `${result}e`;
  } else if (result.endsWith("ied") && result.length > 4) {
    result = `${result.slice(0, -3)}y`;
  } else if (result.endsWith("ed") && !result.endsWith("eed") && result.length > 4) {
    result = undouble(result.slice(0, -2));
    if (result.length <= 3) result = `${result}e`;
  }
  if (result.endsWith("e") && result.length > 4) result = result.slice(0, -1);
  return result;
}

/** Lower-case with accents removed ("Québec" → "quebec") and curly apostrophes made straight. */
export function foldText(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/[\u2018\u2019\u02bc]/g, "'");
}

/**
 * French stop words beyond Snowball's list (folded): question words, politeness and the verbs of
 * asking, as the English list has "please tell explain know want".
 */
const FRENCH_EXTRA_STOP_WORDS =
  "quoi quel quelle quels quelles comment pourquoi combien quand ou si donc alors ca cela ceci cette cet " +
  "celui celle ceux celles svp stp merci bonjour allo salut dire dites dis expliquer expliquez explique " +
  "savoir sais veux voudrais voudrait aimerais aimerait peux pouvez peut pourrais pourriez faut fait faire " +
  "chose choses quelque quelqu tout tous toute toutes aussi tres plus bien vraiment genre trop doit dois " +
  "doivent avoir va vais vas arrive arriver passe pis ben bon entre exactement vraiment juste veut veux " +
  "signifie affaire truc fois genre coudonc tsé tse d'abord dabord la-dedans ok correct ouin reste rester " +
  "prends prend prendre prenais avant aller allez vais loin final finale vrai vraie donner donnez " +
  "dites encore deja question pendant parce presque lorsque puisque plutot environ vers chez fais faisais " +
  "fin fins semaine semaines weekend perso gars";

/**
 * Groups of French words that mean the same thing here (folded, before stemming); every word in a
 * group becomes the group's first. "deductible" is the franglais for a franchise.
 */
export const FRENCH_SYNONYM_GROUPS: readonly (readonly string[])[] = [
  ["auto", "voiture", "automobile", "vehicule", "char", "bagnole"],
  ["prix", "prime", "cout", "couter", "tarif", "cher", "chere"],
  ["economiser", "economie", "reduire", "baisser", "diminuer", "epargner", "rabais", "escompte"],
  ["obligatoire", "exige", "exigee", "requis", "requise", "exigence"],
  ["minimum", "minimal", "minimale", "minimaux", "minimales"],
  ["couverture", "couvrir", "couvert", "couverte", "protection"],
  ["maison", "habitation", "domicile"],
  ["condo", "copropriete", "coproprietaire"],
  ["franchise", "deductible"],
  ["contravention", "infraction", "ticket", "constat"],
  ["vol", "vole", "voleur", "voleurs"],
  ["annuler", "annulation", "resilier", "resiliation"],
  ["voyage", "vacances", "sejour"],
  ["reclamation", "reclamer", "sinistre"],
  ["accident", "accrochage", "accrochages", "carambolage", "accidents"],
  ["augmenter", "augmentation", "monter", "grimper", "augmente", "monte"],
  ["quebec", "qc"],
  ["eleve", "elevee", "haut", "haute", "hausse"],
  ["enfant", "enfants", "fille", "fils", "ado", "adolescent", "adolescente"],
];

/** French multi-word terms (folded words, elisions cut), each adding a concept term. */
export const FRENCH_CONCEPT_PHRASES: readonly (readonly [phrase: string, concept: string])[] = [
  ["responsabilite civile", "tpl"],
  ["indemnisation directe", "dcpd"],
  ["iddm", "dcpd"],
  ["indemnites accident", "accidentbenefits"],
  ["tous risques", "allperils"],
  ["risques specifies", "specifiedperils"],
  ["risques designes", "specifiedperils"],
  ["perte usage", "lossofuse"],
  ["perte de jouissance", "lossofuse"],
  ["refoulement des egouts", "sewerbackup"],
  ["refoulement egout", "sewerbackup"],
  ["refoulement egouts", "sewerbackup"],
  ["pneus hiver", "wintertires"],
  ["pneu hiver", "wintertires"],
  ["constat amiable", "constatamiable"],
  ["rentre dedans", "accident"],
  ["rentrer dedans", "accident"],
  ["rentre dans", "accident"],
  ["pas ma faute", "notatfault"],
  ["pas de ma faute", "notatfault"],
  ["non responsable", "notatfault"],
  ["non responsables", "notatfault"],
  ["pas responsable", "notatfault"],
  ["chapitre a", "chapitrea"],
  ["chapitre b", "chapitreb"],
  ["au moins", "minimum"],
  ["compagnie assurance", "insurer"],
  ["compagnies assurance", "insurer"],
  ["maladie grave", "criticalillness"],
  ["maladies graves", "criticalillness"],
  ["colombie britannique", "bc"],
  ["nouvelle ecosse", "novascotia"],
  ["nouveau brunswick", "newbrunswick"],
  ["terre neuve et labrador", "newfoundland"],
  ["terre neuve", "newfoundland"],
  ["ile du prince edouard", "pei"],
  ["pare brise", "glass"],
];

/** The same in French: the visitor's word stands for the concept the pages name. */
export const FRENCH_EVERYDAY_PHRASES: readonly (readonly [phrase: string, concept: string])[] = [
  ["livraison", "delivery"],
  ["livraisons", "delivery"],
  ["livrer", "delivery"],
  ["livreur", "delivery"],
  ["livreuse", "delivery"],
  ["doordash", "delivery"],
  ["uber eats", "delivery"],
  ["ubereats", "delivery"],
  ["skip the dishes", "delivery"],
  ["instacart", "delivery"],
  ["uber", "delivery"],
  ["lyft", "delivery"],
  ["covoiturage", "delivery"],
  ["passagers par application", "delivery"],
  ["interruption", "insurancegap"],
  ["interrompre", "insurancegap"],
  ["interrompue", "insurancegap"],
  ["pas eu assurance", "insurancegap"],
  ["pas eu d assurance", "insurancegap"],
  ["pas assure", "insurancegap"],
  ["pas ete assure", "insurancegap"],
  ["historique assurance", "insurancegap"],
  ["conduit regulierement", "listdriver"],
  ["conduit souvent", "listdriver"],
  ["tous les jours", "listdriver"],
  ["mettre sur la police", "listdriver"],
  ["mettre sur ma police", "listdriver"],
  ["ajouter sur la police", "listdriver"],
  ["ajouter a la police", "listdriver"],
  ["ajouter mon fils", "listdriver"],
  ["ajouter ma fille", "listdriver"],
  ["omettre des conducteurs", "listdriver"],
  ["figurer au contrat", "listdriver"],
  ["conducteur occasionnel", "listdriver"],
  ["conducteur principal", "listdriver"],
  ["parebrise", "glass"],
  ["vitre", "glass"],
  ["craque", "glass"],
  ["fissure", "glass"],
  ["roche", "glass"],
  ["caillou", "glass"],
  ["delit de fuite", "hitandrun"],
  ["depreciation", "depreciation"],
  ["perdre de la valeur", "depreciation"],
  ["perdre de valeur", "depreciation"],
  ["perte de valeur", "depreciation"],
  ["valeur a neuf", "depreciation"],
  ["perte totale", "totalloss"],
];

interface Analyzer {
  stopWords: ReadonlySet<string>;
  stem: (word: string) => string;
  synonyms: ReadonlyMap<string, string>;
  /** Concept phrases, longest first; an everyday one stands for its concept alone (`replaces`). */
  phrases: readonly { words: readonly string[]; concept: string; replaces: boolean }[];
}

function makeAnalyzer(
  stopWords: ReadonlySet<string>,
  stemWord: (word: string) => string,
  synonymGroups: readonly (readonly string[])[],
  conceptPhrases: readonly (readonly [string, string])[],
  everydayPhrases: readonly (readonly [string, string])[],
): Analyzer {
  const synonyms = new Map(
    synonymGroups.flatMap((group) => {
      const canonical = stemWord(group[0] ?? "");
      return group.map((word) => [stemWord(word), canonical] as const);
    }),
  );
  const phrases = [
    ...conceptPhrases.map(([phrase, concept]) => ({ words: phrase.split(" "), concept, replaces: false })),
    ...everydayPhrases.map(([phrase, concept]) => ({ words: phrase.split(" "), concept, replaces: true })),
  ].sort((left, right) => right.words.length - left.words.length);
  return { stopWords, stem: stemWord, synonyms, phrases };
}

/** Snowball's French stemmer on a folded word; numbers are left alone. */
function stemFrench(word: string): string {
  return word.length <= 3 || /\d/.test(word) ? word : frenchStemmer(word);
}

const ANALYZERS: Readonly<Record<Language, Analyzer>> = {
  en: makeAnalyzer(STOP_WORDS, stem, SYNONYM_GROUPS, CONCEPT_PHRASES, EVERYDAY_PHRASES),
  fr: makeAnalyzer(
    new Set([...frenchStopWords, ...FRENCH_EXTRA_STOP_WORDS.split(" ")].map(foldText).filter(Boolean)),
    stemFrench,
    FRENCH_SYNONYM_GROUPS,
    FRENCH_CONCEPT_PHRASES,
    FRENCH_EVERYDAY_PHRASES,
  ),
};

/** Initialisms with full stops ("Q.E.F."), numbers with separators ("200,000") and words ("don't"). */
const WORD = /(?:\p{L}\.){2,}|\p{N}+(?:[.,]\p{N}+)*|[\p{L}\p{N}]+(?:'\p{L}+)*/gu;

/** A French elision at a word's start: "l'assurance", "d'un", "qu'est", "jusqu'au". */
const ELISION = /^(?:l|d|j|m|n|s|t|c|qu|jusqu|lorsqu|puisqu|quoiqu)'(?=\p{L})/u;

/**
 * The folded words of a text, before stop words: "200,000" stays one word, "Q.E.F." becomes "qef",
 * "l'Ontario" becomes "ontario".
 */
export function splitWords(text: string): string[] {
  const words: string[] = [];
  for (const match of foldText(text).matchAll(WORD)) {
    const word = /^\d/.test(match[0])
      ? match[0].replace(/,/g, "")
      : match[0].replace(ELISION, "").replace(/'s$/, "").replace(/['.]/g, "");
    if (word) words.push(word);
  }
  return words;
}

/** Turns one word into its search term, or null for a stop word. */
export function normalizeWord(word: string, language: Language = "en"): string | null {
  const analyzer = ANALYZERS[language];
  if (analyzer.stopWords.has(word)) return null;
  const stemmed = analyzer.stem(word);
  return analyzer.synonyms.get(stemmed) ?? stemmed;
}

export interface AnalyzedText {
  /** Every search term, concept terms included (for scoring). */
  terms: string[];
  /** The word terms in reading order, without concept terms (for phrase matching). */
  sequence: string[];
}

/** A text's search terms in a language (the index's: an index holds one language's pages). */
export function analyzeText(text: string, language: Language = "en"): AnalyzedText {
  const { phrases } = ANALYZERS[language];
  const words = splitWords(text);
  const terms: string[] = [];
  const sequence: string[] = [];
  let phraseEnd = 0;
  let replacedEnd = 0;
  for (let index = 0; index < words.length; index += 1) {
    if (index >= phraseEnd) {
      const phrase = phrases.find((candidate) =>
        candidate.words.every((word, offset) => words[index + offset] === word),
      );
      if (phrase) {
        terms.push(phrase.concept);
        phraseEnd = index + phrase.words.length;
        if (phrase.replaces) replacedEnd = phraseEnd;
      }
    }
    if (index < replacedEnd) continue;
    const term = normalizeWord(words[index] ?? "", language);
    if (term === null || term === "") continue;
    // A concept that is also a plain word ("dcpd") is counted once, as the concept.
    if (!(term === terms[terms.length - 1] && phrases.some((phrase) => phrase.concept === term))) terms.push(term);
    sequence.push(term);
  }
  return { terms, sequence };
}

/** The search terms of a text, in order (concept terms included). */
export function tokenize(text: string, language: Language = "en"): string[] {
  return analyzeText(text, language).terms;
}
