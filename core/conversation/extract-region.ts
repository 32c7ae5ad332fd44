import { FSA_PATTERN, provinceForFsa } from "../shared/postal-codes";
import { currentLanguage } from "../i18n/translate";
import { provinceName, type ProvinceCode } from "../shared/provinces";
import { type Candidates, type ExtractContext, negatedBefore } from "./candidates";
import {
  ABROAD,
  CITIES,
  NOT_PROVINCE_TYPOS,
  PROVINCE_CODE_WORDS,
  PROVINCE_NAMES,
  PROVINCE_TYPO_TARGETS,
  TERRITORIES,
  placePattern,
} from "./places";
import {
  MAX_PLACE_WORDS,
  placeByTypoIn,
  placesByTypo,
  placesNamed,
  smallPlacesNamed,
  type Place,
} from "../shared/gazetteer";
import { getSlot, message } from "./slots";
import { editDistance } from "../shared/edit-distance";
import { adjacent, key, questionShape, type Scan, STOP_WORDS, titleCase, type Token, tokenize } from "./text";
import { makeByKey } from "./vehicles";
import "../i18n/messages/quote-validation";
import "../i18n/messages/server";

type Mention = { code: ProvinceCode; pos: number; end: number; negated: boolean };
/** `nearby`: a place said to be near the visitor's ("just across the border from Vancouver", "near Ottawa"). */
type CityMention = Mention & { name: string; nearby?: boolean; elsewhere?: boolean };

/** Words before a place that make it a landmark near home rather than home. */
const NEARBY_BEFORE =
  /(?:\b(?:out|up|down|over|right|just|somewhere|way)\s+(?:by|past|around)|\bby|\bjust past|\baround|\b(?:on\s+)?the\s+outskirts\s+of|\boutskirts\s+of|\b(?:in\s+)?(?:a|the)\s+suburbs?\s+of|\bsuburbs?\s+of|\b(?:in\s+)?the\s+(?:north|south|east|west)(?:-?(?:east|west))?\s+of|\b(?:north|south|east|west)(?:-?(?:east|west))?\s+of|\bau\s+(?:nord|sud|est|ouest)(?:-(?:est|ouest))?\s+(?:de|du|d')|\ba\s+l'(?:est|ouest)\s+(?:de|du|d')|\ben\s+banlieue\s+(?:de|du|d')|\bdans\s+(?:le\s+coin|les\s+environs|la\s+region)\s+(?:de|du|d')|\b(?:pas\s+loin|pres|proche|a\s+cote|aux\s+alentours)\s+(?:de|du|d')|\bautour\s+(?:de|du|d')|\bnear|\bclose to|\bnext to|\bjust outside(?: of)?|\boutside(?: of)?|\bacross (?:the )?(?:border|river|bridge|lake) from|\bacross from|\bopposite|\bnot far from|\b(?:minutes?|hours?|km|kilometres?|kilometers?|miles?)\s+(?:(?:north|south|east|west|north-?east|north-?west|south-?east|south-?west)\s+)?(?:from|of)|\bhour from|\b(?:north|south|east|west|northeast|northwest|southeast|southwest)\s+of|\ben face (?:de|d')|\bpres de|\bproche de|\ba cote de|\bde l'autre cote (?:de|d')|\ba (?:\d+ )?(?:minutes|km) de)\s*$/;

/**
 * What makes a place named in a clause someone else's, a past home, or a place visited rather than
 * home: "my parents are in Barrie", "back when I lived in Vancouver", "I drive into Montreal for work",
 * "ma fille paie moins cher à Brandon", "mon frère … à Brampton" (issue 22).
 */
const ELSEWHERE_CLAUSE = new RegExp(
  [
    // Another person is the clause's subject.
    "\\b(?:my|our|his|her)\\s+(?:(?:older|younger|little|big|eldest|oldest|youngest)\\s+)?(?:parents?|mom|mother|mum|dad|father|son|daughter|kids?|children|brother|sister|wife|husband|spouse|partner|girlfriend|boyfriend|fiancee?|friends?|aunt|uncle|grandma|grandmother|grandpa|grandfather|cousin|family|in-laws|roommate|boss|employer|sister-in-law|brother-in-law)\\b",
    "\\b(?:ma|mon|mes|notre|nos)\\s+(?:fille|fils|frere|soeur|mere|pere|parents|blonde|chum|conjoint|conjointe|femme|mari|enfants?|ami|amie|amis|tante|oncle|cousin|cousine|grand-mere|grand-pere|beau-frere|belle-soeur|famille|coloc|patron|employeur|gars|ado)\\b",
    // A past home.
    "\\b(?:when i lived|back when i|used to live|i used to|grew up|originally from|moved (?:here )?from|before (?:i|we) moved|formerly|previously lived|j'ai grandi|quand je (?:restais|vivais|demeurais|habitais)|je restais|j'habitais|je vivais|avant je|demenage de|originaire de|on restait|on habitait|on vivait|avant,? on|(?:moved|moving|relocated|came|new to|demenage)\\b[^.;!?]*\\b(?:from|de))\\b",
    // A place visited, worked in or driven to.
    // Where an event of the driving record happened: "a parking fine in Calgary", "un ticket à Matane".
    "\\b(?:tickets?|fines?|parking|speeding|photo radar|convictions?|infractions?|contraventions?|constats?|billets?|amendes?|stationnement|accidents?|crash(?:es)?|fender[- ]?benders?|accrochages?|pulled over|got stopped)\\b",
    "\\b(?:for work|i work|work in|working in|commut(?:e|ing) (?:in)?to|drive (?:in)?to|driving (?:in)?to|drove (?:in)?to|travel(?:l?ing)? to|trips? to|visit(?:ing)?|heading to|pour le travail|pour travailler|je travaille|je me rends|en voyage|visiter|licen[cs]ed|licen[cs]e (?:from|in)|permis (?:de|du|en)|road ?trip|vacation|holidays?|going to|we're going|on part|on s'en va|je pars|vacances)\\b",
  ].join("|"),
);

const CITY_PATTERNS = [...CITIES]
  .sort((a, b) => b.name.length - a.name.length)
  .map((city) => ({ ...city, pattern: placePattern(city.name) }));

const NAME_PATTERNS = PROVINCE_NAMES.flatMap((entry) =>
  entry.names.map((name) => ({ code: entry.code, name, pattern: placePattern(name) })),
).sort((a, b) => b.name.length - a.name.length);

const TERRITORY_PATTERNS = TERRITORIES.map((name) => ({ name, pattern: placePattern(name) }));
const ABROAD_PATTERNS = ABROAD.map((name) => ({ name, pattern: placePattern(name) }));

/** "in", "from", "near"… right before a place: the visitor is naming where they live. */
const PLACE_CUE_BEFORE =
  /(?:\bin|\bfrom|\bnear|\bto|\bat|\baround|\boutside(?: of)?|,|:|\bi meant|\bi mean|\bmeant|\bactually|\brather|\bit's|\bit is|\b(?:i'm|i am|je suis|j'suis|chu|je viens) de)\s*$/;

const TERRITORY_NAMES: Record<string, string> = {
  "n.w.t.": "Northwest Territories",
  nwt: "Northwest Territories",
};

const ABROAD_NAMES: Record<string, string> = {
  ...Object.fromEntries(
    [
      "saint-pierre-and-miquelon",
      "saint-pierre-et-miquelon",
      "st-pierre-and-miquelon",
      "st-pierre-et-miquelon",
      "saint pierre and miquelon",
      "st pierre and miquelon",
      "saint-pierre",
      "st-pierre",
      "miquelon",
    ].map((name) => [name, "Saint-Pierre and Miquelon"]),
  ),
  usa: "the United States",
  "u.s.a.": "the United States",
  "u.s.": "the United States",
  "the us": "the United States",
  "united states": "the United States",
  "etats-unis": "the United States",
  "etats unis": "the United States",
  america: "the United States",
  "the states": "the United States",
  "the uk": "the United Kingdom",
};

function startsWithCapital(cased: string, index: number): boolean {
  return /[A-Z]/.test(cased.charAt(index));
}

/** The message is mostly capitals ("I LIVE IN TORONTO"): capitals then say nothing about codes. */
function shouting(text: string): boolean {
  const letters = text.replace(/[^A-Za-z]/g, "");
  return letters.length >= 8 && letters.replace(/[^A-Z]/g, "").length / letters.length > 0.7;
}

/** The whole message is this one place (a bare answer), give or take punctuation and "in"/"I'm in". */
function isBare(scanText: string, start: number, end: number): boolean {
  const before = scanText.slice(0, start).replace(/\u0001/g, " ");
  const after = scanText.slice(end).replace(/\u0001/g, " ");
  return (
    /^\s*(?:(?:i'?m|i am|i live|we live|we're|live)?\s*(?:in|from)?\s*)?$/i.test(before) && /^[\s.!,]*$/.test(after)
  );
}

/** The city's own province written right after it ("brandon manitoba", "regina, sk"). */
function provinceFollows(after: string, code: ProvinceCode): boolean {
  const text = after.replace(/^[\s,]+/, "");
  return (
    NAME_AT_START.some((entry) => entry.code === code && entry.pattern.test(text)) ||
    new RegExp(`^${code.toLowerCase()}(?![a-z0-9])`).test(text)
  );
}

/** A greeting a message may open with before the place ("salut val-d'or, …"). */
const GREETING =
  /^(?:(?:bonjour|bonsoir|salut|allo|allô|hi|hello|hey|yo|good (?:morning|afternoon|evening))\b[\s,!.]*)+/;
/** "…, here" / "… ici" after a place: the visitor says where they are. */
const HERE_AFTER = /^[\s,]*(?:here|ici)\b/;

/** A name joined by a hyphen to a word before or after it is part of a longer name. */
function partOfHyphenated(lower: string, start: number, end: number): boolean {
  return /[a-z]-$/.test(lower.slice(Math.max(0, start - 2), start)) || /^-[a-z]/.test(lower.slice(end, end + 2));
}

/** A town's name inside a region's French name: "l'île de Vancouver", "la vallée de l'Outaouais". */
function regionBefore(lower: string, start: number): boolean {
  return /\b(?:ile|iles|region|vallee|comte|peninsule|riviere)\s+(?:de\s+la\s+|de\s+l'|de\s+|du\s+|des\s+|d')$/.test(
    lower.slice(Math.max(0, start - 24), start),
  );
}

function findCities(scan: Scan, locationAsked: boolean, provinceKnown: boolean): CityMention[] {
  const found: CityMention[] = [];
  for (const city of CITY_PATTERNS) {
    for (const match of scan.lower.matchAll(city.pattern)) {
      const start = match.index;
      const end = start + match[0].length;
      if (namesElsewhere(scan.lower, end) || partOfHyphenated(scan.lower, start, end)) continue;
      if (regionBefore(scan.lower, start)) continue;
      // "Saint-Léonard, au Nouveau-Brunswick": a district's name said with another province is the
      // town of that province that bears it, read with the gazetteer's places.
      const after = scan.lower.slice(end, end + 40);
      if (
        city.official &&
        anyProvinceFollows(after) &&
        !provinceFollows(after.replace(/^[\s,]+(?:(?:in|en|au)\s+)?/, ""), city.code)
      )
        continue;
      if (city.common) {
        const cue =
          PLACE_CUE_BEFORE.test(scan.lower.slice(Math.max(0, start - 12), start)) ||
          provinceFollows(scan.lower.slice(end, end + 40), city.code);
        // A capital alone is not enough: "my daughter Victoria" is a person. At the very start it is a place.
        const first = scan.lower.slice(0, start).trim() === "";
        if (!cue && !locationAsked && !(first && startsWithCapital(scan.cased, start))) continue;
      }
      const name = city.official ?? city.name;
      const nearby = saidNear(scan.lower, start);
      const elsewhere = saidElsewhere(scan, start, provinceKnown, end);
      found.push({
        code: city.code,
        name,
        pos: start,
        end,
        // "near Sherbrooke" is not home, but it places home: the landmark's rule decides.
        negated: !nearby && negatedBefore(scan.initial, start),
        nearby,
        elsewhere,
      });
      scan.consume(start, end);
    }
  }
  return found;
}

/** What says a smaller place's name is a place: "in", "from", "live in", "je suis de". */
const SMALL_PLACE_CUE = /(?:\bin|\bfrom|\bnear|\boutside(?: of)?|\b(?:i'm|i am|je suis|j'suis|chu|je viens) de)\s*$/;

/** A place abroad named in the words after a town ("Madawaska, dans le Maine"): the town is not Canada's. */
function abroadAfter(lower: string, end: number): boolean {
  const following = lower.slice(end, end + 40);
  return ABROAD_PATTERNS.some(({ pattern }) => new RegExp(pattern.source).test(following));
}

/**
 * A smaller place's name as the visitor hyphenated it: the list behind it writes some names with
 * spaces ("Val Comeau") that their towns hyphenate ("Val-Comeau").
 */
function asWritten(place: Place, written: string): Place {
  return written.includes("-") && !place.name.includes("-") ? { ...place, name: place.name.replace(/ /g, "-") } : place;
}

/** A province named right after a place ("kapuskasin in ontario", "Dieppe, N.-B."). */
function anyProvinceFollows(after: string): boolean {
  const text = after.replace(/^[\s,]+(?:(?:in|en|au|aux|a|on)\s+)?(?:the\s+|l'\s*)?/, "");
  return NAME_AT_START.some((entry) => entry.pattern.test(text));
}

/** Province names and places abroad, each anchored at the start of a text (made once). */
const NAME_AT_START = NAME_PATTERNS.map((entry) => ({
  code: entry.code,
  pattern: new RegExp(`^${entry.pattern.source}`),
}));
const ABROAD_AT_START = ABROAD_PATTERNS.map(({ pattern }) => new RegExp(`^${pattern.source}`));

/**
 * A town's name that is not the town: a region named after it ("Vancouver Island", "the Ottawa
 * Valley"), or followed by a place abroad ("Paris, France", "Burlington, in Vermont").
 */
function namesElsewhere(lower: string, end: number): boolean {
  if (/^\s+(?:island|valley|river|region|county|lake|peninsula)\b/.test(lower.slice(end, end + 12))) return true;
  const following = lower.slice(end, end + 24).replace(/^[\s,]+(?:in\s+)?/, "");
  return ABROAD_AT_START.some((pattern) => pattern.test(following));
}

/** Whether a place is named as a landmark near home ("just outside Charlottetown"). */
function saidNear(lower: string, start: number): boolean {
  return NEARBY_BEFORE.test(lower.slice(Math.max(0, start - 40), start));
}

/** The visitor saying where they live now, which no other cue in the clause overrides. */
const HOME_CUE =
  /\b(?:i live|we live|i'm living|i am living|i stay|we stay|home is|(?:the|my|our) (?:house|home|place|apartment|condo) is|i'm based|i am based|i reside|i'm in|i am in|j'habite|je reste|je vis|je demeure|on reste|on habite|on vit)\b/;
/** Words of a price: a question with them asks about the visitor's own place. */
const PRICE_WORDS =
  /\b(?:cost|costs|price|prices|premium|quote|quotes|how much|cheaper|ballpark|estimate|combien|cout|coute|couterait|prix|prime|soumission|moins cher|plus cher)\b/;
/** Words of the licence (French read as English): a place said after them is where it was had. */
const LICENCE_WORDS = /\b(?:licen[cs]ed?|licen[cs]es|permis|g1|g2|road test|driving test|class [57])\b/;
/** Words of an event on the record (French read as English): a place told with them is where it happened. */
const EVENT_WORDS =
  /\b(?:accidents?|tickets?|crash(?:ed|es)?|backed into|rear[- ]ended|t-?boned|slid|struck|hit (?:me|a|an|the|my|someone)|speeding|pulled over|fender[- ]?bender|deer|moose|ditch|went off the road|someone hit me|got a ticket|accrochage|contraventions?)\b/;
/** Words of a move, after which a place is the new home. */
const MOVE_WORDS = /\b(?:moved?|moving|relocated|demenage\w*|m'installe|live|living)\b/;
/** A home in the past: it is not where the visitor lives now. */
const PAST_HOME = /\b(?:when i lived|used to live|previously lived|quand je (?:restais|vivais|demeurais|habitais))\b/;

/**
 * Whether a place is not the visitor's home by what its clause says (ELSEWHERE_CLAUSE), or by being
 * inside a question once a province is known ("do I need winter tires in Quebec if I'm plated in
 * Ontario?" asks; it does not move).
 */
function saidElsewhere(scan: Scan, start: number, provinceKnown: boolean, placeEnd?: number): boolean {
  const before = scan.lower.slice(0, start);
  // "I said Surrey but …", "Laval, c'est ma job": a place taken back by name, or called a workplace.
  if (SAID_BEFORE.test(before)) return true;
  if (placeEnd !== undefined && WORKPLACE_AFTER.test(scan.lower.slice(placeEnd, placeEnd + 40))) return true;
  const clauseStart = Math.max(
    before.search(/[^.;!?,]*$/),
    ...[...before.matchAll(/\b(?:but|mais|and|et|pis|while|whereas|alors que)\b/g)].map((match) => match.index),
  );
  const clause = before.slice(clauseStart);
  const cue = ELSEWHERE_CLAUSE.exec(clause);
  // "I live with my parents in Matane" is home, and so is where one moved to ("moved from Quebec to Ottawa").
  const ownHome = HOME_CUE.test(clause) && !PAST_HOME.test(clause);
  const movedTo =
    cue !== null &&
    /\b(?:moved?|moving|relocated|demenage\w*|arrive\w*)\b/.test(clause) &&
    /\b(?:to|a|au|en|in)\b/.test(clause.slice(cue.index + cue[0].length));
  if (cue && !ownHome && !movedTo) return true;
  if (!provinceKnown) return false;
  // Once home is known, where the visitor comes from is where they were before ("je viens du Québec").
  if (/\b(?:i come from|we come from|je viens (?:du|de la|des))\s*$/.test(clause)) return true;
  const sentenceStart = before.search(/[^.!?]*$/);
  const end = scan.lower.slice(start).search(/[.!?](?:\s|$)|$/);
  const sentence = scan.lower.slice(sentenceStart, start + end + 1);
  // A price asked for a place is about the visitor's place ("how much would my Accord cost in Kingston?").
  if (PRICE_WORDS.test(sentence)) return false;
  // Where the licence was had ("I got my G1 in Ontario", "permis depuis 2005, au Québec puis en
  // Alberta"): a place said after the licence in its sentence, with no home or move, is not home.
  const lead = scan.lower.slice(sentenceStart, start);
  if (LICENCE_WORDS.test(lead) && !HOME_CUE.test(lead) && !MOVE_WORDS.test(lead)) return true;
  // Where an event happened ("I backed into a pole at the Walmart in Bonnyville", "un gars m'a rentré
  // dedans au stop à Kedgwick"): a place told in the sentence of an accident or a ticket, once home is
  // known, is not home.
  const told = scan.initial.slice(sentenceStart, start);
  if (EVENT_WORDS.test(told) && !HOME_CUE.test(told) && !MOVE_WORDS.test(told)) return true;
  return questionShape(sentence) === "word";
}

/** What was typed before, named to be taken back: "I said", "j'ai dit", "I wrote". */
const SAID_BEFORE = /\b(?:i said|i wrote|i typed|i put|j'ai dit|j'ai ecrit|j'ai mis)\s*$/;
/** A place called where the visitor works: "Surrey is where I work", "Laval c'est ma job". */
const WORKPLACE_AFTER =
  /^\s*,?\s*(?:is|'s|was|c'est|cest|c'etait|ca c'est)\s+(?:(?:the|my|our)\s+(?:[a-z]+\s+)?where i (?:work|am posted|am stationed)|(?:the|my) (?:base|mine|plant|site|office|shop|workplace|job site)\b|where i work|where my (?:job|work|office) is|my (?:work|job|office|workplace)|for work|ma job|mon travail|mon bureau|mon emploi|mon ouvrage|ou je travaille|pour (?:la job|le travail|travailler))\b/;

/** Only what may sit inside a place's name between two of its words: a space, hyphen, dot or apostrophe. */
function insideName(lower: string, left: Token, right: Token): boolean {
  return /^[\s\-.']{1,3}$/.test(lower.slice(left.end, right.start));
}

/**
 * Of the places with a name, the one in the province the visitor named, or the only one; among
 * namesakes named the Quebec way ("Saint-Georges", hyphenated), the one in Quebec.
 */
function choosePlace(places: Place[], province: ProvinceCode | undefined, written: string): Place | undefined {
  const named = places.find((place) => place.code === province);
  if (named || places.length === 1) return named ?? places[0];
  // A name several provinces share, said in French or with a French saint's name, is most likely
  // the Quebec one ("Westmount", "St-Jean"), then the New Brunswick one.
  const french = currentLanguage() === "fr" || /^(?:st|ste|saint|sainte)-/i.test(written);
  if (french) return places.find((place) => place.code === "QC") ?? places.find((place) => place.code === "NB");
  // A misspelt name whose namesakes include one of the cities we list ("Sherbooke") is that city.
  const listed = places.filter((place) =>
    CITIES.some((city) => city.code === place.code && key(city.official ?? city.name) === key(place.name)),
  );
  return listed.length === 1 && key(written) !== key(places[0]!.name) ? listed[0] : undefined;
}

/**
 * The towns of the gazetteer that the list of cities does not hold ("Shawinigan", "Val-d'Or",
 * "Salaberry-de-Valleyfield"), and one-typo spellings of any ("Kitchner"). As a town's name can be a
 * word, it counts only where a place is expected: after "in"/"from"/"near", before its province, at
 * the start of the message with a capital, or as the answer to the location question.
 */
function findPlaces(
  scan: Scan,
  locationAsked: boolean,
  province: ProvinceCode | undefined,
  onUnplaced: (name: string) => void,
  provinceKnown: boolean,
): CityMention[] {
  const found: CityMention[] = [];
  const tokens = tokenize(scan.lower);
  // Names abroad ("New York", "Paris, France") are not Canadian towns that share a word with them.
  const abroad = ABROAD_PATTERNS.flatMap(({ pattern }) =>
    [...scan.lower.matchAll(pattern)].map((match) => [match.index, match.index + match[0].length] as const),
  );
  for (let index = 0; index < tokens.length; index += 1) {
    for (let count = Math.min(MAX_PLACE_WORDS, tokens.length - index); count >= 1; count -= 1) {
      const run = tokens.slice(index, index + count);
      if (run.some((token, offset) => offset > 0 && !insideName(scan.lower, run[offset - 1] as Token, token))) continue;
      // A name of five words or more is one hyphenated name ("Sainte-Anne-de-la-Pérade"), never words of a sentence.
      if (
        count > 4 &&
        run.some((token, offset) => offset > 0 && scan.lower.slice((run[offset - 1] as Token).end, token.start) !== "-")
      )
        continue;
      const start = (run[0] as Token).start;
      const end = (run[count - 1] as Token).end;
      if (abroad.some(([from, to]) => start < to && end > from)) continue;
      // Part of a longer hyphenated name ("Hautes-Laurentides" is a region, not Laurentides).
      if (partOfHyphenated(scan.lower, start, end) || regionBefore(scan.lower, start)) continue;
      const text = scan.lower.slice(start, end);
      if (count === 1 && (text.length < 3 || /^\d/.test(text) || STOP_WORDS.has(text) || makeByKey(key(text))))
        continue;
      const before = scan.lower.slice(Math.max(0, start - 16), start);
      // What comes before the name, a greeting aside: "bonjour baie-comeau ici" opens with the place.
      const opening = scan.lower
        .slice(0, start)
        .replace(/\u0001/g, " ")
        .trim()
        .replace(GREETING, "")
        .trim();
      const first = opening === "";
      const capital = startsWithCapital(scan.cased, start);
      // A name a word cannot be ("val-d'or", "rouyn-noranda") or one followed by "here" names a place.
      const distinct = /[-']/.test(text) || HERE_AFTER.test(scan.lower.slice(end, end + 8));
      const expected =
        PLACE_CUE_BEFORE.test(before) ||
        anyProvinceFollows(scan.lower.slice(end, end + 40)) ||
        (first && (capital || distinct)) ||
        (locationAsked && (capital || distinct || isBare(scan.lower, start, end)));
      // A neighbourhood named after its city ("Gatineau, secteur Hull", "Gatineau (Hull)") is not another place.
      if (/(?:secteur|quartier|arrondissement|neighbou?rhood|district|borough)\s*$/.test(before)) continue;
      // Only after a place already read: "Vicky (Victoriaville)" gives the name itself in brackets.
      if (
        /\u0001\s*\(\s*$/.test(scan.lower.slice(Math.max(0, start - 30), start)) &&
        /^\s*\)/.test(scan.lower.slice(end))
      )
        continue;
      let places = placesNamed(text);
      // A typo is read only in a name of plain words ("the past" is not "The Pas").
      const plain = run.every((token) => !STOP_WORDS.has(token.text) || /^(?:st|ste|saint|sainte)$/.test(token.text));
      const typos = places.length === 0 && expected && plain && count <= 4 ? placesByTypo(text) : [];
      // A smaller town or village counts only where a place is plainly expected: before its province,
      // after "in"/"from" once the province is said or known, or as the whole answer to the location
      // question ("Tignish, PEI", "I live in Port Hood" in Nova Scotia); and over a bigger town a typo
      // away only in the province said ("Tignish" in PEI is not Tidnish, NS; "Frederickton" alone is
      // Fredericton).
      const smallExpected =
        anyProvinceFollows(scan.lower.slice(end, end + 40)) ||
        (province !== undefined && SMALL_PLACE_CUE.test(before)) ||
        (locationAsked && isBare(scan.lower, start, end));
      const small =
        places.length === 0 && smallExpected && (count > 1 || text.length >= 4) && !abroadAfter(scan.lower, end)
          ? smallPlacesNamed(text).map((place) => asWritten(place, text))
          : [];
      const smallInProvince = small.some((place) => place.code === province);
      if (places.length === 0) places = small.length > 0 && (smallInProvince || typos.length === 0) ? small : typos;
      const place = choosePlace(places, province, text);
      if (!place) {
        // A town several provinces have, said where a place is expected: kept until the province is.
        if (places.length > 1 && expected && !namesElsewhere(scan.lower, end)) onUnplaced(places[0]!.name);
        continue;
      }
      if (namesElsewhere(scan.lower, end)) continue;
      if (!expected && !provinceFollows(scan.lower.slice(end, end + 40), place.code)) continue;
      const nearby = saidNear(scan.lower, start);
      found.push({
        code: place.code,
        name: place.name,
        pos: start,
        end,
        negated: !nearby && negatedBefore(scan.initial, start),
        nearby,
        elsewhere: saidElsewhere(scan, start, provinceKnown, end),
      });
      scan.consume(start, end);
      index += count - 1;
      break;
    }
  }
  return found;
}

function findProvinceNames(scan: Scan): Mention[] {
  const found: Mention[] = [];
  for (const entry of NAME_PATTERNS) {
    for (const match of scan.lower.matchAll(entry.pattern)) {
      const start = match.index;
      const end = start + match[0].length;
      // A town named after its province's name ("Labrador City") is the town, read with the places.
      if (/^\s+city\b/.test(scan.lower.slice(end, end + 6))) continue;
      // "ont" without its dot before another word is the French verb ("les règles ont changé").
      if (match[0] === "ont" && /^\s+[a-z]/.test(scan.lower.slice(end, end + 3))) continue;
      // A region's name inside a town's hyphenated one ("Saint-Joseph-de-Beauce") is the town's.
      if (partOfHyphenated(scan.lower, start, end)) continue;
      found.push({ code: entry.code, pos: start, end, negated: negatedBefore(scan.initial, start) });
      scan.consume(start, end);
    }
  }
  return found;
}

/** "ON", "BC", "PEI": upper case in a normal sentence, after "in"/","/a city, or the whole answer. */
function findProvinceCodes(scan: Scan, cities: CityMention[]): Mention[] {
  const found: Mention[] = [];
  const loud = shouting(scan.original);
  for (const match of scan.cased.matchAll(/(?<![A-Za-z0-9])([A-Za-z]{2,3})\.?(?![A-Za-z0-9])/g)) {
    const word = match[1] as string;
    const code = PROVINCE_CODE_WORDS[word.toUpperCase()];
    if (!code) continue;
    const start = match.index;
    const end = start + match[0].length;
    const upper = word === word.toUpperCase();
    const before = scan.lower.slice(Math.max(0, start - 12), start);
    const afterCity = cities.some(
      (city) => /^[\s,\u0001]*$/.test(scan.lower.slice(city.end, start)) && city.end <= start,
    );
    const accepted =
      isBare(scan.lower, start, end) ||
      (word.toLowerCase() !== "on" && PLACE_CUE_BEFORE.test(before)) ||
      (upper && (afterCity || !loud || /,\s*$/.test(before)));
    if (!accepted) continue;
    found.push({ code, pos: start, end, negated: negatedBefore(scan.initial, start) });
    scan.consume(start, end);
  }
  return found;
}

/** Province names with a typo: "Ontarion", "Albreta", "British Colombia", "Saskatchewen". */
function findProvinceTypos(scan: Scan): Mention[] {
  const found: Mention[] = [];
  const tokens = tokenize(scan.lower);
  for (let index = 0; index < tokens.length; index += 1) {
    const first = tokens[index];
    if (!first || first.text.length < 5 || STOP_WORDS.has(first.text) || NOT_PROVINCE_TYPOS.has(first.text)) continue;
    const second = tokens[index + 1];
    const pair = second && adjacent(scan.lower, first, second) ? `${first.text} ${second.text}` : null;
    for (const target of PROVINCE_TYPO_TARGETS) {
      const twoWords = target.name.includes(" ");
      const text = twoWords ? pair : first.text;
      if (!text) continue;
      const limit = target.name.length >= 10 ? 2 : 1;
      if (editDistance(text, target.name, limit) > limit) continue;
      const end = twoWords && second ? second.end : first.end;
      found.push({ code: target.code, pos: first.start, end, negated: negatedBefore(scan.initial, first.start) });
      scan.consume(first.start, end);
      break;
    }
  }
  return found;
}

type Postal = { fsa: string; pos: number; end: number };

function findPostalCodes(scan: Scan, locationCue: boolean): Postal[] {
  const found: Postal[] = [];
  const cue = locationCue || /\b(?:postal|postcode|post code|zip|fsa|code)\b/.test(scan.lower);
  for (const match of scan.lower.matchAll(/(?<![a-z0-9])([a-z]\d[a-z])(?:\s?(\d[a-z]\d))?(?![a-z0-9])/g)) {
    const fsa = (match[1] as string).toUpperCase();
    if (!FSA_PATTERN.test(fsa)) continue;
    const start = match.index;
    const end = start + match[0].length;
    const written = scan.cased.slice(start, start + 3);
    // A lower-case code alone counts where a list item stands by itself ("h2x, mazda cx-5 2020").
    const alone =
      /(?:^|[,;:]\s*)$/.test(
        scan.lower
          .slice(0, start)
          .replace(/\u0001/g, "")
          .trimEnd() + (start > 0 ? " " : ""),
      ) && /^\s*(?:[,;.!]|$)/.test(scan.lower.slice(end));
    if (!match[2] && written !== written.toUpperCase() && !cue && !alone) continue;
    // Territory codes (X, Y) look like model names ("X5M"): only where a postal code is expected.
    if (!provinceForFsa(fsa) && !cue) continue;
    found.push({ fsa, pos: start, end });
    scan.consume(start, end);
  }
  return found;
}

function findOutside(scan: Scan, locationAsked: boolean): { place: string; pos: number; territory: boolean }[] {
  const found: { place: string; pos: number; territory: boolean }[] = [];
  for (const { name, pattern } of TERRITORY_PATTERNS) {
    for (const match of scan.lower.matchAll(pattern)) {
      found.push({ place: TERRITORY_NAMES[name] ?? titleCase(name), pos: match.index, territory: true });
      scan.consume(match.index, match.index + match[0].length);
    }
  }
  for (const { name, pattern } of ABROAD_PATTERNS) {
    for (const match of scan.lower.matchAll(pattern)) {
      const start = match.index;
      const end = start + match[0].length;
      // "in France", "from the US", or a city then its country ("Paris, France").
      const cue =
        /(?:\bin|\bfrom|\bto|\blive in|\bmoved to|\blocated in|\bbased in|\bneighbourhood|\baux|\bau|\ben|\bdans(?: le| la| les)?|[a-z],)\s+$/.test(
          scan.lower.slice(Math.max(0, start - 14), start),
        );
      if (!cue && !(locationAsked && isBare(scan.lower, start, end))) continue;
      found.push({ place: ABROAD_NAMES[name] ?? titleCase(name), pos: start, territory: false });
      scan.consume(start, end);
    }
  }
  return found;
}

/** A town we do not know, written just before its province: "Guelph, Ontario", "in Port Hope ON". */
function cityBefore(scan: Scan, mention: Mention): string | null {
  const match = /([A-Z][A-Za-z'.-]*(?:[ -][A-Z][A-Za-z'.-]*){0,2})\s*,?\s*((?:in|en|au)\s+)?$/.exec(
    scan.cased.slice(0, mention.pos),
  );
  // "Notre-Dame-de-Lourdes au Manitoba": with "in"/"au" between, only a name of several words.
  if (match?.[2] && !/[- ]/.test(match[1] as string)) return null;
  const city = match ? townName(match[1] as string) : null;
  return city && city.length >= 2 && city.length <= 80 ? city : null;
}

/** Capitalized words as a town's name, unless one of them is a common word or a make ("Honda"). */
function townName(words: string): string | null {
  // The particles inside a hyphenated name ("Notre-Dame-de-Lourdes") are part of it.
  const parts = words.split(/[ -]/);
  const plain = parts.every(
    (word, index) =>
      (index > 0 && index < parts.length - 1 && /^(?:de|du|des|la|le|les|sur|aux|au|en|d'\w+|l'\w+)$/.test(word)) ||
      (!STOP_WORDS.has(word.toLowerCase().replace(/[.']/g, "")) && !makeByKey(key(word))),
  );
  return plain ? words.trim() : null;
}

/** Words in lower case before a province ("kapuskasin en ontario"): kept only if they name a town of it. */
function lowerCaseTownBefore(scan: Scan, mention: Mention): string | null {
  const before = scan.lower.slice(0, mention.pos).replace(/\u0001+/g, " ");
  const match = /([a-z][a-z'.-]*(?:[ -][a-z][a-z'.-]*){0,2})\s*,?\s*(?:in\s+)?$/.exec(before);
  if (!match) return null;
  const words = (match[1] as string).split(/[ -]/).filter((word) => !STOP_WORDS.has(word));
  for (let count = Math.min(3, words.length); count >= 1; count -= 1) {
    const text = words.slice(-count).join(" ");
    if (text.length < 5) continue;
    const place =
      placesNamed(text).find((entry) => entry.code === mention.code) ??
      smallPlacesNamed(text).find((entry) => entry.code === mention.code) ??
      placeByTypoIn(text, mention.code);
    if (place) return place.name;
  }
  return null;
}

/** The capitalized name right after a province ("PEI, Charlottown"). */
function cityAfter(scan: Scan, mention: Mention): string | null {
  const match = /^\s*,?\s*([A-Z][A-Za-z'.-]*(?:[ -][A-Z][A-Za-z'.-]*){0,2})/.exec(scan.cased.slice(mention.end));
  return match ? townName(match[1] as string) : null;
}

/** What follows "I live in" when nothing else named a place: the words the visitor used, if they look like a name. */
function unknownPlace(scan: Scan, locationAsked: boolean): string | null {
  const text = scan.lower.replace(/\u0001+/g, " ");
  const cue =
    /\b(?:i live in|we live in|i'm in|im in|i am in|i'm from|im from|i am from|live in|living in|located in|based in|reside in|i'm located in|moved to|moving to)\s+([a-z][a-z'.-]*(?:\s+[a-z][a-z'.-]*){0,2})/.exec(
      text,
    );
  let words: string[] = [];
  if (cue) words = (cue[1] as string).split(/\s+/);
  else if (locationAsked && !/[?\d]/.test(text)) {
    const bare = text.trim().replace(/[.!,]+$/, "");
    if (/^[a-z][a-z'.-]*(?:\s+[a-z][a-z'.-]*){0,3}$/.test(bare)) words = bare.split(/\s+/);
  }
  const kept: string[] = [];
  for (const word of words) {
    if (STOP_WORDS.has(word.replace(/[.']/g, ""))) break;
    kept.push(word);
  }
  if (kept.length === 0 || kept.length < words.length - 1) return null;
  const place = titleCase(kept.join(" "));
  return place.length >= 2 && place.length <= 80 ? place : null;
}

/** The visitor saying where home is, with the town's name right after it ("je reste à X" reads "I live in X"). */
const HOME_TOWN_CUE =
  /\b(?:i live in|we live in|i'm from|im from|i am from|we're from|i'm in|im in|i am in|we're in|were in|i'm living in|living in|located in|based in|i reside in|reside in|i stay in|we stay in|home is in|i moved to|we moved to|just moved to|moved to)\s+/g;
/** Words after such a cue that are not a town's name. */
const NOT_TOWN = new Set(["canada", "town", "city", "village", "country", "countryside", "area", "region", "ville"]);

/**
 * A town the gazetteer does not hold, named after a home cue: "I'm from Chéticamp in Nova Scotia",
 * "je vis à Zenon Park en Saskatchewan", "je reste à Abram-Village … c0b 1m0". Its capitalized words
 * (a run of them; in lower case only when a province follows at once or it answers the location
 * question). It is a town only once a province is known, which the caller checks.
 */
function townAtHome(scan: Scan, locationAsked: boolean, provinces: Mention[]): { name: string; pos: number } | null {
  let found: { name: string; pos: number } | null = null;
  for (const cue of scan.lower.matchAll(HOME_TOWN_CUE)) {
    const start = cue.index + cue[0].length;
    const words: { text: string; end: number }[] = [];
    let at = start;
    for (;;) {
      const word = /^([A-Za-z][A-Za-z'.]*(?:-[A-Za-z][A-Za-z'.]*)*)/.exec(scan.cased.slice(at));
      if (!word) break;
      const text = word[1] as string;
      const plain = text.toLowerCase().replace(/[.']+$/g, "");
      if (STOP_WORDS.has(plain) || NOT_TOWN.has(plain) || makeByKey(key(text))) break;
      const capital = /^[A-Z]/.test(text);
      const firstCapital = words.length === 0 ? capital : /^[A-Z]/.test(words[0]!.text);
      if (capital !== firstCapital) break;
      words.push({ text: text.replace(/[.]+$/, ""), end: at + text.replace(/[.]+$/, "").length });
      if (words.length === MAX_PLACE_WORDS || !/^ [A-Za-z]/.test(scan.cased.slice(at + text.length))) break;
      at += text.length + 1;
    }
    if (words.length === 0) continue;
    const name = words.map((word) => word.text).join(" ");
    const end = (words[words.length - 1] as { end: number }).end;
    if (name.replace(/[^A-Za-z]/g, "").length < 3 || name.length > 60 || /^[A-Z]{2,3}$/.test(name)) continue;
    const lowerCase = !/^[A-Z]/.test(name);
    const provinceNext = provinces.some((mention) => mention.pos >= end && mention.pos - end <= 6);
    if (lowerCase && !provinceNext && !locationAsked) continue;
    found = { name: lowerCase ? titleCase(name) : name, pos: start };
  }
  return found;
}

function lastOf<T extends { pos: number; negated: boolean }>(mentions: T[]): T | undefined {
  const live = mentions.filter((mention) => !mention.negated).sort((a, b) => a.pos - b.pos);
  return live[live.length - 1];
}

/**
 * Province, city and postal FSA. An explicit province beats the province of a named city, which beats
 * the province of the postal code. A postal code from another province than the visitor's (named in this
 * message or earlier) is rejected; so are the territories, other countries and unknown places.
 */
export function extractRegion(scan: Scan, context: ExtractContext, out: Candidates): void {
  const locationAsked =
    context.lastAsked === "region.province" ||
    context.lastAsked === "region.postal_fsa" ||
    context.lastAsked === "location.city";
  const provinceKnown = getSlot(context.known, "region.province") !== undefined;
  const listed = findCities(scan, locationAsked, provinceKnown);
  const names = [...findProvinceNames(scan), ...findProvinceCodes(scan, listed), ...findProvinceTypos(scan)];
  const cities = [
    ...listed,
    ...findPlaces(
      scan,
      locationAsked,
      lastOf(names)?.code ?? getSlot(context.known, "region.province"),
      (name) => {
        out.unplaced = name;
      },
      provinceKnown,
    ),
  ];
  const postals = findPostalCodes(scan, locationAsked || cities.length > 0 || names.length > 0);
  const outside = findOutside(scan, locationAsked);

  /** A province named right after a town of the kind asked ("St. Stephen NB", "Barrie, Ontario"). */
  const followsTown = (mention: Mention, kind: "nearby" | "elsewhere") =>
    cities.some((city) => city[kind] && mention.pos >= city.end && mention.pos - city.end <= 3);
  // A province that only places a landmark ("across the river from St. Stephen NB") says nothing of
  // home when home is abroad ("I live in Calais, Maine").
  const ofLandmark = (mention: Mention) => outside.length > 0 && followsTown(mention, "nearby");
  // A province said of someone else's town, a past home or a place visited ("my parents are in
  // Barrie, Ontario") is not the visitor's either.
  const ofElsewhere = (mention: Mention) =>
    saidElsewhere(scan, mention.pos, provinceKnown) || followsTown(mention, "elsewhere");
  const explicit = lastOf(names.filter((mention) => !ofLandmark(mention) && !ofElsewhere(mention)));
  // A place named as near home counts only when no other place is home, and never over a place abroad.
  const own = cities.filter((mention) => !mention.elsewhere);
  const homes = own.filter((mention) => !mention.nearby);
  // A landmark stands in for home only when no town of home is written before the province
  // ("25 minutes southeast of Brandon, mailing address is Wawanesa MB").
  const townBefore = explicit ? cityBefore(scan, explicit) : null;
  // A landmark alone ("a small town near Sherbrooke", "Legal, au nord d'Edmonton") places home in its
  // province but is not the town: the town is the one named as home, if any.
  let city = lastOf(homes);
  const landmarkOnly = city || outside.length > 0 || townBefore !== null ? undefined : lastOf(own);
  // "Stratford, just outside Charlottetown": a home whose name other provinces share is the one in
  // the province of the place it is near.
  const landmark = lastOf(cities.filter((mention) => mention.nearby));
  if (city && !city.nearby && landmark && landmark.code !== city.code) {
    const near = landmark.code;
    if (placesNamed(city.name).some((place) => place.code === near)) city = { ...city, code: near };
  }
  const messageProvince = explicit ?? city ?? landmarkOnly;
  if (messageProvince) out.add("region.province", messageProvince.pos, messageProvince.code);
  // "I live in Souris", then "the one on PEI": the town named before, in the province said now.
  const waiting = !city && explicit ? waitingTown(context, explicit.code) : undefined;
  // A town the gazetteer lacks, named after a home cue, once its province is known.
  const home = city ? null : townAtHome(scan, locationAsked, names);
  const homeTown = (code: ProvinceCode): string | null =>
    home && !saidElsewhere(scan, home.pos, provinceKnown) && !negatedBefore(scan.initial, home.pos)
      ? (smallPlacesNamed(home.name).find((place) => place.code === code)?.name ??
        placeByTypoIn(home.name, code)?.name ??
        home.name)
      : null;
  if (city) out.add("location.city", city.pos, city.name);
  else if (waiting) out.add("location.city", explicit!.pos, waiting.name);
  else if (explicit) {
    const before = townBefore;
    const after = before ? null : cityAfter(scan, explicit);
    const lowerBefore = before || after ? null : lowerCaseTownBefore(scan, explicit);
    const unknownCity = before ?? after ?? lowerBefore;
    if (unknownCity) {
      // "Kitchner, ON", "Ottowa, Ontario", "PEI, Charlottown": a town of that province a typo away
      // is the town meant.
      const small = smallPlacesNamed(unknownCity).find((place) => place.code === explicit.code);
      const meant =
        (small ? asWritten(small, unknownCity) : undefined) ??
        placesByTypo(unknownCity).find((place) => place.code === explicit.code) ??
        placeByTypoIn(unknownCity, explicit.code);
      // A name after the province is kept only when it is a town of it ("Ontario, thanks" is not).
      if (meant || before) out.add("location.city", explicit.pos - 1, meant?.name ?? unknownCity);
    }
    const town = out.has("location.city") ? null : homeTown(explicit.code);
    if (town) out.add("location.city", explicit.pos - 1, town);
    // "Québec, G1R 4P5": the name written before a Quebec City postal code, as an address is, is the city.
    const address = postals.find((postal) => postal.pos >= explicit.end && postal.pos - explicit.end <= 3);
    if (
      !out.has("location.city") &&
      explicit.code === "QC" &&
      /^quebec$/.test(scan.initial.slice(explicit.pos, explicit.end)) &&
      address &&
      /^G[12]/i.test(address.fsa)
    )
      out.add("location.city", explicit.pos - 1, "Québec");
  }

  const postal = postals[postals.length - 1];
  let provinceFound = messageProvince !== undefined;
  if (postal) {
    const fsaProvince = provinceForFsa(postal.fsa);
    const effective = messageProvince?.code ?? getSlot(context.known, "region.province");
    if (!fsaProvince) {
      out.reject("region.postal_fsa", postal.pos, message("chat.reason.postalTerritory", { postal: postal.fsa }));
    } else if (effective && effective !== fsaProvince) {
      out.reject(
        "region.postal_fsa",
        postal.pos,
        message("quote.validation.postalProvince", {
          postal: postal.fsa,
          province: provinceName(effective, currentLanguage()),
        }),
      );
    } else {
      out.add("region.postal_fsa", postal.pos, postal.fsa);
      if (!effective) {
        out.add("region.province", postal.pos, fsaProvince);
        provinceFound = true;
        // "I live in Abram-Village, C0B 1M0": the town named, or waiting, is in the code's province.
        const town = city ? null : (homeTown(fsaProvince) ?? waitingTown(context, fsaProvince)?.name);
        if (town) out.add("location.city", postal.pos, town);
      }
    }
  }
  if (provinceFound || postal) return;

  const away = outside[outside.length - 1];
  if (away) {
    const key = away.territory ? "chat.reason.territory" : "chat.reason.outsideCanada";
    out.reject("region.province", away.pos, message(key, { place: away.place }));
    return;
  }
  if (names.length > 0 || cities.length > 0) return;
  // "Souris": a town of two provinces, asked which (it is kept until the answer).
  if (out.unplaced) {
    const language = currentLanguage();
    const provinces = [...new Set(placesNamed(out.unplaced).map((place) => provinceName(place.code, language)))];
    out.reject(
      "region.province",
      0,
      message("chat.reason.placeInSeveralProvinces", { place: out.unplaced, provinces: provinces.join(", ") }),
    );
    return;
  }
  const knownProvince = getSlot(context.known, "region.province");
  const town = knownProvince ? homeTown(knownProvince) : null;
  if (town) {
    out.add("location.city", home!.pos, town);
    return;
  }
  const place = unknownPlace(scan, locationAsked);
  if (place) out.reject("region.province", 0, message("chat.reason.unknownPlace", { place }));
  // Named as home, it waits for its province ("je vis à Chéticamp" … "en Nouvelle-Écosse").
  if (place && home) out.unplaced = home.name;
}

/**
 * The town an earlier message named whose province was not known: the one of that name in the
 * province said now, or, for a name the gazetteer lacks, the name as written.
 */
function waitingTown(context: ExtractContext, code: ProvinceCode): Place | undefined {
  if (!context.place || getSlot(context.known, "location.city")) return undefined;
  const named = placesNamed(context.place);
  if (named.length === 0) return { name: context.place, code };
  return named.find((place) => place.code === code);
}
