import { editDistance } from "../shared/edit-distance";
import { spellDates } from "./dates";
import { fromFrench } from "./french";
import { numberize } from "./numbers";

/** Only the first characters of a message are read: enough for any real answer, and bounded work. */
export const MAX_MESSAGE_LENGTH = 2000;

/** Marks text an extractor has used, so no other extractor reads it again (not a space, not a word character). */
export const CONSUMED = "\u0001";

/**
 * Accents off ("Québec" -> "Quebec"), typographic quotes and dashes made plain, control characters
 * and runs of spaces made one space, cut to MAX_MESSAGE_LENGTH.
 */
export function cleanMessage(message: string): string {
  let text = message.slice(0, MAX_MESSAGE_LENGTH * 2);
  text = text.normalize("NFKD").replace(/[\u0300-\u036f]/g, "");
  text = text.replace(/[\u2018\u2019\u02bc\u2032\u00b4`]/g, "'").replace(/[\u201c\u201d\u2033]/g, '"');
  text = text.replace(/[\u2010-\u2015\u2212]/g, "-");
  text = text.replace(/[\u0000-\u001f\u007f\s]+/g, " ");
  // "15yrs", "3tickets", "20ans": a count glued to its unit is the count then the unit ("K2M", "G2"
  // and "2nd" are not: a letter before the digits, or no unit after).
  text = text.replace(
    /(?<![\p{L}\d])(\d{1,4})(?=(?:yrs?|years?|ans|annees|tickets?|tix|accidents?|accs?|contraventions?|billets?|months?|mois)\b)/giu,
    "$1 ",
  );
  // "*matane", "2016*", "*Civic*": the chat convention that marks a word as a correction (or emphasis)
  // is not part of the word.
  text = text.replace(/(^|\s)\*+(?=[^\s*])/g, "$1").replace(/(?<=[^\s*])\*+(?=\s|$)/g, "");
  return spellDates(text.trim().slice(0, MAX_MESSAGE_LENGTH));
}

/**
 * The words the quote's grammar is made of, which visitors misspell; a word one typo away from one
 * of them is read as it. A short word is corrected only for a letter left out, added or swapped,
 * never replaced ("fears" is not "years"); longer ones also for a letter replaced.
 */
const GRAMMAR_WORDS = [
  "years", "tickets", "ticket", "accidents", "accident", "standard", "coverage", "licensed", "licenced",
  "licence", "license", "liability", "deductible", "collision", "collisions", "comprehensive", "speeding",
  "insurance",
]; // prettier-ignore
const GRAMMAR_SET = new Set(GRAMMAR_WORDS);
/** Abbreviations of those words and of time. */
const ABBREVIATIONS: Readonly<Record<string, string>> = {
  // French record words in a message not read as French ("0 infraction 0 sinistre").
  sinistre: "accident",
  depuis: "since",
  sinistres: "accidents",
  contravention: "ticket",
  contraventions: "tickets",
  tix: "tickets",
  ded: "deductible",
  deduc: "deductible",
  deduct: "deductible",
  lst: "last",
  accs: "accidents",
  acc: "accident",
  yr: "year",
  covg: "coverage",
  std: "standard",
  lic: "licensed",
};

function typoOf(word: string): string | null {
  for (const target of GRAMMAR_WORDS) {
    if (Math.abs(target.length - word.length) > 1) continue;
    const distance = editDistance(word, target, 1);
    if (distance !== 1) continue;
    const replaced = word.length === target.length && [...word].sort().join("") !== [...target].sort().join("");
    if (replaced && target.length < 7) continue;
    return target;
  }
  return null;
}

/** Everyday English for a ticket and a clean record, as the grammar says them. */
const RECORD_SLANG: [RegExp, string | ((phrase: string, offset: number, whole: string) => string)][] = [
  // "never had any trouble with the police": never a ticket.
  [/\btrouble with (?:the )?(?:police|cops|law|highway patrol|rcmp|opp)\b/gi, "tickets"],
  // "got dinged for speeding", "was nailed for running a red": a ticket for it.
  [
    /\b(?:got|was|been|get) (?:dinged|nailed|caught|busted|pinched|tagged|ticketed|pulled over and ticketed) for\b/gi,
    "got a ticket for",
  ],
  // "got caught doing 30 over", "got nabbed going 140": caught at a speed or an offence, a ticket for it.
  [
    /\b(?:got|was|been|get) (?:caught|nabbed|busted|clocked|nailed|pinched|dinged) (?=speeding|going \d|doing \d|at \d|driving \d|\d+ (?:over|km)|running|texting|on (?:my|the) phone|with (?:my|a) phone|without (?:a |my )?seat ?belt)/gi,
    "got a ticket for ",
  ],
  // "got pulled over for speeding", "was stopped for running a red": stopped for an offence is a ticket
  // for it, unless the message says the ticket is being fought (no conviction yet).
  [
    /\b(?:got|was|been|get) (?:pulled over|stopped|clocked|flagged down) for (?=speeding|going \d|doing \d|running|texting|using|no seat ?belt|(?:a |an )?(?:red|stop|rolling|illegal|unsafe|careless|distracted|cell|phone|seat ?belt))/gi,
    (phrase, _offset, whole: string) =>
      /\b(?:fight(?:ing)?|contest(?:ing)?|disput(?:e|ing)|court|not guilty|plead)\b/i.test(whole)
        ? phrase
        : "got a ticket for ",
  ],
  // What a coverage pays for, said instead of its name: the car fixed after the visitor crashes it is
  // collision; theft, vandalism, fire or a tree falling on it is comprehensive; nothing for the car
  // itself is neither.
  [
    /\b(?:if|when|in case) (?:i|we) (?:crash|smash|wreck|total|bang up|damage|hit something with)(?: it| the car| my car| the truck)?(?: up)?\b/gi,
    "collision",
  ],
  [
    /\b(?:if|when|in case) (?:somebody|someone|anybody|anyone|a thief|thieves) (?:steals?|stole|take|takes|breaks? into|vandali[sz]es?|keys?|torch(?:es)?)(?: it| the car| my car| the truck)?\b|\b(?:if|or if|when) a tree falls on it\b/gi,
    "comprehensive",
  ],
  // Theft said as a coverage: in a list with fire or vandalism, with a coverage's word, or as what is
  // kept, dropped or wanted ("don't bother with theft"); not "a theft magnet".
  [
    /\b(?:the )?(?:theft|fire|vandalism)(?:\s*(?:\/|,|and|&|or)\s*(?:theft|fire|vandalism|hail))+(?: one| part| coverage| protection| stuff)?\b|\b(?:the )?(?:theft|vandalism)(?: and (?:that|stuff|all that|such)| one| part| coverage| protection| insurance)\b|(?<=\b(?:with|about|keep|drop|skip|no|want|need|include|for)\s+(?:the\s+)?)(?:theft|vandalism)\b(?!\s+(?:magnet|prone|rate|risk|target))/gi,
    "comprehensive",
  ],
  [/\bdon'?t (?:bother|worry) (?:with|about)\s+(?=comprehensive|collision)/gi, "no "],
  [
    /\b(?:and |but )?nothing (?:for|on) (?:my own|my|the) (?:car|vehicle|truck)(?: itself)?\b|\bno coverage (?:for|on) (?:my own|my|the) (?:car|vehicle|truck)(?: itself)?\b/gi,
    "no collision and no comprehensive",
  ],
  // "my abstract is clean", "a clean abstract": the driving record.
  [
    /\b(?:my )?(?:driver'?s )?abstract(?: is| was)? (?:clean|spotless|perfect)\b|\bclean (?:driver'?s )?abstract\b/gi,
    "clean record",
  ],
];

/**
 * A kind of event then a look-back inside the kind's own window ("tickets in the last 3 years: none",
 * "accidents over the past 5 yrs = 0"): the question's words repeated, not a date for an event.
 */
const WINDOW_REPEATED =
  /\b((?:speeding\s+)?tickets?|(?:at[- ]fault\s+)?(?:accidents?|claims?))\s+(?:in|within|over|during|for)\s+(?:the\s+)?(?:last|past|previous)\s+(\d|three|six|3|6)\s*(?:years?|yrs?)\b/gi;

function withoutRepeatedWindow(text: string): string {
  return text.replace(WINDOW_REPEATED, (whole, kind: string, span: string) => {
    const years = Number(({ three: "3", six: "6" } as Record<string, string>)[span.toLowerCase()] ?? span);
    return years <= (/ticket/i.test(kind) ? 3 : 6) ? kind : whole;
  });
}

/** A cleaned message with the grammar's misspelt words and abbreviations written out. */
export function correctTypos(text: string): string {
  const plain = RECORD_SLANG.reduce(
    (out, [pattern, replacement]) =>
      typeof replacement === "string" ? out.replace(pattern, replacement) : out.replace(pattern, replacement),
    withoutRepeatedWindow(text),
  );
  // Texting's "n" and "&" for "and" ("collision n comp"), but not a licence class ("my N licence").
  const joined = plain.replace(/\b([a-z]{2,}) (?:n|&) (?!licen|class|driver|novice)([a-z]{2,})\b/g, "$1 and $2");
  return joined.replace(/[A-Za-z]+/g, (word) => {
    const lower = word.toLowerCase();
    if (ABBREVIATIONS[lower]) return ABBREVIATIONS[lower] as string;
    if (lower.length < 5 || GRAMMAR_SET.has(lower) || STOP_WORDS.has(lower)) return word;
    return typoOf(lower) ?? word;
  });
}

/** The verbs a third person's details come with, as the visitor would say them of themselves. */
const OWN_VERB: Readonly<Record<string, string>> = {
  has: "have",
  drives: "drive",
  lives: "live",
  stays: "stay",
  is: "am",
  owns: "own",
  gets: "get",
  does: "do",
  "doesn't": "don't",
  "hasn't": "haven't",
  "isn't": "am not",
};

/**
 * A quote asked for someone else ("a quote for my daughter"): what is said of "she" or "he" is the
 * quote's own detail, read as if the driver said it ("she lives in Guelph" is "I live in Guelph").
 */
export function asTheirOwn(text: string): string {
  return text
    .replace(/\bthat (?:one|1) got hers in\b/gi, "I got my licence in")
    .replace(/\b(?:she|he)'s (been|had|got|gotten|never)\b/gi, "I've $1")
    .replace(/\b(?:she|he)'s\b/gi, "I'm")
    .replace(
      /\b(?:she|he) (has|drives|lives|stays|is|owns|gets|does|doesn't|hasn't|isn't)\b/gi,
      (_whole, verb: string) => {
        return `I ${OWN_VERB[verb.toLowerCase()] ?? verb}`;
      },
    )
    .replace(/\b(?:she|he)\b/gi, "I")
    .replace(/\b(?:her|his)\b/gi, "my")
    .replace(/\bhers\b/gi, "mine");
}

/** Lower case for ASCII letters only, so every character keeps its offset. */
export function asciiLower(text: string): string {
  return text.replace(/[A-Z]+/g, (letters) => letters.toLowerCase());
}

/**
 * A message being read: `cased` keeps the visitor's capitals (for "ON" or "Mini"), `lower` is the same
 * text in lower case; both have number words written as digits and share every offset.
 */
export class Scan {
  cased: string;
  lower: string;
  readonly original: string;
  /** `lower` as it was before any reader used a part of it: what a place is said beside. */
  readonly initial: string;

  /** `speakingFor`: the quote is someone else's, so "she lives in…" tells the quote's own details. */
  constructor(message: string, speakingFor = false) {
    // A French message is read through the same grammar as an English one (issue 22), and the
    // words of that grammar are read through their typos ("yeras", "acidents", "standrad").
    const read = correctTypos(fromFrench(cleanMessage(message)));
    this.original = speakingFor ? asTheirOwn(read) : read;
    this.cased = numberize(this.original);
    this.lower = asciiLower(this.cased);
    this.initial = this.lower;
  }

  /** Blanks out [start, end) so later extractors skip it. */
  consume(start: number, end: number): void {
    if (end <= start) return;
    const blank = CONSUMED.repeat(end - start);
    this.cased = this.cased.slice(0, start) + blank + this.cased.slice(end);
    this.lower = this.lower.slice(0, start) + blank + this.lower.slice(end);
  }

  /** The unconsumed text with consumed parts removed and spaces tidied. */
  rest(): string {
    return this.lower.split(CONSUMED).join(" ").replace(/\s+/g, " ").trim();
  }
}

export type Token = { text: string; start: number; end: number };

/** Runs of letters and digits in lower-case text, with their offsets. */
export function tokenize(lower: string): Token[] {
  const tokens: Token[] = [];
  for (const match of lower.matchAll(/[a-z0-9]+/g)) {
    tokens.push({ text: match[0], start: match.index, end: match.index + match[0].length });
  }
  return tokens;
}

/** True when only spaces, hyphens, dots or slashes (at most three) separate two tokens. */
export function adjacent(lower: string, left: Token, right: Token): boolean {
  return /^[\s\-./]{0,3}$/.test(lower.slice(left.end, right.start));
}

/** Letters and digits only, lower case: "CR-V" -> "crv", "Model 3" -> "model3". */
export function key(text: string): string {
  return asciiLower(text).replace(/[^a-z0-9]/g, "");
}

/** "grand caravan" -> "Grand Caravan"; words with digits are upper-cased ("rav4" -> "RAV4"). */
export function titleCase(text: string): string {
  return text
    .split(/\s+/)
    .filter((word) => word.length > 0)
    .map((word) => (/\d/.test(word) ? word.toUpperCase() : word.charAt(0).toUpperCase() + word.slice(1).toLowerCase()))
    .join(" ");
}

/** Common English words that are never a make, model, trim or place, whatever their spelling. */
export const STOP_WORDS = new Set(
  (
    "a an and or but nor so the to of in on at by for from with without into onto about around over under " +
    "i im i'm ive me my mine we us our you your he she it its it's they them their this that these those " +
    "is am are was were be been being have has had having do does did done dont doesnt didnt not no yes " +
    "yeah yep nope ok okay sure please thanks thank hi hello hey there here what which who whom whose why " +
    "how when where will would could should can cant may might must shall want wanted need needs get got " +
    "just only also too very really much many more most some any all each every few several other another " +
    "new used old car cars vehicle truck suv van minivan sedan coupe hatchback wagon model make year years " +
    "yr yrs licensed licenced license licence driving drive drives driver drivers ticket tickets accident " +
    "accidents insurance insured quote quotes coverage cover standard default full basic collision " +
    "comprehensive liability deductible million dollars dollar live living located based city town " +
    "province postal code sorry actually wait mean like think guess maybe since ago last first then than " +
    "as if because lease leased financed owned own paid plus one two none nothing never always still " +
    "currently now today right wrong well um uh hmm oh lol thats whats hows im id ill " +
    // French words a French message keeps after its reading (decision 0038): never a make or a place.
    "il elle est rouge noir noire blanc blanche bleu bleue gris grise vert verte argent beau belle bebe " +
    "mon ma mes le la les de du des que qui pour sur encore roule bien toujours montant prix paie mois chaque " +
    "juste quoi sienne sien"
  ).split(" "),
);

const QUESTION_START_EN =
  /^(?:(?:and |but |ok,? |so,? |also,? |ugh,? |hmm,? |oh,? |wait,? |quick question,? |question ?:? ?)?(?:what|what's|whats|how|why|which|who|when|where|does|did|do|should|shall|is|are|was|were|isn't|aren't|doesn't|can i|can you|can we|could|would|am i))\b/;
const QUESTION_START_FR =
  /^(?:(?:et |mais |ok,? |alors,? |pis |bon,? |euh,? |juste une question,? |question ?:? ?)?(?:c'est quoi|qui|c quoi|qu'est-ce|quest-ce|qu'est ce|est-ce que|est ce que|estce que|pourquoi|comment|combien|quel|quelle|quels|quelles|quand|ou est|ou sont|que veut dire|qu'entendez-vous|ca veut dire quoi|ca couvre quoi|y a-t-il|est-il|est-elle|dois-je|puis-je|peut-on|faut-il|avez-vous|etes-vous|offrez-vous|vous etes))\b/;
const QUESTION_END_FR = /\b(?:c'est quoi|ca veut dire quoi|ca marche comment|ca couvre quoi)\s*\??\s*$/;
/**
 * A statement turned into a question by its ending ("…, is that right?", "…, c'est-tu vrai?") or by
 * what leads up to it ("someone told me…", "je me demandais si…"): it asks, whatever details it names.
 */
const QUESTION_TAG =
  /\b(?:is that (?:right|true|correct|so|normal)|is it (?:true|right|normal)|isn't it|doesn't it|right|true|correct|or not|c'est(?:-tu| tu)? (?:vrai|correct|normal|bien ca)|vrai|ou pas|hein)\s*\?\s*$/;
const QUESTION_LEAD =
  /\b(?:someone told me|somebody told me|i(?:'ve| have)? heard|i was wondering|i wonder|quick question|on m'a dit|quelqu'un m'a dit|j'ai entendu dire|je me demandais|je me demande|petite question)\b/;

/** Words that open a question said in passing: "btw", "quick q -", "petite question :", "en passant,". */
const ASK_LEAD =
  /^(?:(?:ok|okay|so|also|and|oh|hey|btw|by the way|quick q|quick question|one question|question|random question|side question|petite question|juste une question|une question|en passant|au fait|by the by|pis|et|aussi)\b[\s,:;.!-]*)+/;
/** A lead that asks, then what is asked: "I was wondering how long…", "tell me what counts…", "je me demandais si…". */
const ASKED_WITHOUT_MARK =
  /^(?:(?:ok|so|also|oh|hey|btw)\b[\s,]*)?(?:i was wondering|i wonder|i'd like to know|i would like to know|i want to know|tell me|explain|can you tell me|can you explain|je me demandais|je me demande|j'aimerais savoir|je voudrais savoir|dis-moi|dites-moi|explique-moi|expliquez-moi)\s+(?:if|whether|how|what|why|which|when|where|who|si|s'il|comment|combien|pourquoi|quoi|quel(?:le)?s?|ce que|ce qui|c'est quoi|est-ce)\b|\b(?:couvre|couvrent|veut dire|inclut|comprend) quoi\b|^(?:(?:ok|so|also|oh|hey|btw)\b[\s,]*)?(?:tell me|can you tell me) (?:more )?about\b|^(?:parle-moi|parlez-moi|parle moi|parlez moi) (?:de|du|des)\b/;

/**
 * How a message asks something, in English or French: "word" when it opens with a question word
 * ("whats the difference between collision and comprehensive", "c'est quoi une franchise", "est-ce
 * que la SAAQ est incluse"), "mark" when only a question mark at the end says so ("Toronto?"),
 * null for a statement. A mention of a coverage or a claim inside a question is not an answer.
 */
export function questionShape(text: string): "word" | "mark" | null {
  const lower = cleanMessage(text).toLowerCase();
  // A label and its answer, as a form prints it ("How long licensed: 8 years", "combien de tickets : 0").
  if (!lower.includes("?") && /^[^:]{3,40}:\s*(?:\d|no\b|none\b|yes\b|zero\b|aucune?\b|oui\b|non\b)/.test(lower))
    return null;
  // Quebec French asks with "-tu" after the verb ("ça compte-tu?"), French with a verb and its pronoun
  // ("êtes-vous un courtier?"); a sentence ending in "?" asks when a question word is anywhere in it,
  // or when it supposes ("mettons que j'ai eu un ticket, ça reste combien de temps?").
  const quebecAsks = /\b[a-z]+-(?:tu|vous|il|elle|on|je|nous|ils|elles)\b/.test(lower);
  const asked =
    /\?\s*$/.test(lower) &&
    /\b(?:combien|pourquoi|comment|quoi|quel(?:le)?s?|est-ce|what|how|why|which|who|when|where|let's say|mettons|disons|supposons|what if|if i)\b/.test(
      lower,
    );
  if (asked) return "word";
  if (/\?\s*$/.test(lower) && (QUESTION_TAG.test(lower) || QUESTION_LEAD.test(lower))) return "word";
  // Without its question mark, a question still asks after a lead that says so ("quick q - do I need
  // winter tires", "btw what is DCPD", "en passant, la SAAQ couvre quoi"), or when a lead to a question
  // word opens it ("I was wondering how long…", "tell me what counts as a ticket", "je me demandais si…").
  const unled = lower.replace(ASK_LEAD, "");
  if (ASKED_WITHOUT_MARK.test(lower)) return "word";
  if (
    QUESTION_START_EN.test(unled) ||
    QUESTION_START_FR.test(unled) ||
    QUESTION_START_EN.test(lower) ||
    QUESTION_START_FR.test(lower) ||
    QUESTION_END_FR.test(lower) ||
    quebecAsks
  ) {
    return "word";
  }
  return /\?\s*$/.test(lower) ? "mark" : null;
}

export function isQuestion(text: string): boolean {
  return questionShape(text) !== null;
}

/** A message cut into its sentences ("2018 CR-V. What does comprehensive cover?" is two). */
export function sentences(text: string): string[] {
  return cleanMessage(text)
    .split(/(?<=[.!?])\s+(?=\S)/)
    .map((part) => part.trim())
    .filter(Boolean);
}
