import { Candidates, type CarSaid, type ExtractContext } from "./candidates";
import { extractCoverage } from "./extract-coverage";
import {
  answeredCount,
  checkLicenceAgainstAge,
  extractLicence,
  extractRecord,
  rejectVagueCount,
  statedAge,
} from "./extract-driver";
import { extractRegion } from "./extract-region";
import { extractVehicle, looksLikeName } from "./extract-vehicle";
import {
  COVERAGE_KEYS,
  type CollectedFields,
  FIELD_KEYS,
  type FieldKey,
  getSlot,
  hasSlot,
  message,
  type Rejection,
  rejection,
  setSlot,
  type SlotKey,
  type SlotValues,
  STANDARD_COVERAGE,
  validateSlot,
} from "./slots";
import { Scan, titleCase } from "./text";
import { readTopicReference } from "./topic";
import "../i18n/messages/server";

export type { ExtractContext } from "./candidates";

export type Answer = "yes" | "no" | null;

export type Extraction = {
  /** The values read from the message, each valid under the shared Quote request schema. */
  values: CollectedFields;
  /** Values that were read but cannot be used, with the field key and the reason. */
  rejected: Rejection[];
  /** A bare yes or no at the start of the message. */
  answer: Answer;
  /** The visitor asked for (or accepted) the standard coverage; missing coverage fields were filled with it. */
  standardCoverage: boolean;
  /** The visitor declined the standard coverage. */
  declinedStandard: boolean;
  /** The visitor's age, said in this message or an earlier one (it bounds the years licensed). */
  age?: number;
  /** A town named whose province is not known yet, from this message or an earlier one. */
  place?: string;
  /** The cars the message names with their model year. */
  cars?: CarSaid[];
};

// "oui" and "non": the French prompts ask for them by name (issue 21); French understanding is issue 22.
const YES =
  /^(?:oui|ouais|ouin|yes|yess+|yeah|yep|yup|ya|yea|sure|ok|okay|k|y|absolutely|of course|correct|definitely|please do|sounds good|that works|fine|perfect|great|go ahead|do it|keep it|keep them|keep that|keep those|alright|all right|why not|affirmative|that's fine|thats fine|good)\b/;
/** A yes that only acknowledges what was said before ("ok.", "thanks,", "alright then"). */
const ACKNOWLEDGEMENT = /^(?:ok|okay|k|alright|all right|thanks|thank you|great|perfect|fine|good)\b/;
const NO = /^(?:non|no|nope|nah|nan|n|not really|no thanks|no thank you|negative|don't|do not|dont|i don't|i dont)\b/;
/**
 * A whole answer of none to a count: a no, a zero in slang ("nada", "zip", "zilch") or in French
 * ("rien", "jamais", "nan", "pantoute"), "not a single one", or a negated having ("don't have any",
 * "haven't had any", "never had one").
 */
const ZERO =
  /^(?:no|nope|nah|nan|none|zero|0|never|nothing|not any|not one|nil|n|clean|neither|not a one|nada|zip|zilch|zippo|rien|jamais|pantoute|pas pantoute|not a single(?: one)?)\b|^(?:i |me )?(?:don'?t|do not|haven'?t|have not|never|didn'?t|did not)(?: (?:have|had|got|gotten|get))? (?:any|one|a single one)(?: (?:at all|yet))?[\s.!]*$/;

/**
 * A whole answer that repeats the one before: "same", "same here", "pareil", "idem pour les accidents",
 * "la même chose", "itou" (read without accents, French partly turned into English).
 */
const SAME_AGAIN =
  /^(?:(?:and|et|pis|ok|yeah|oui|yes)[,\s]+)?(?:same|the same|same here|same thing|same answer|same again|ditto|likewise|idem|itou|pareil|pareille|meme chose|la meme chose|meme affaire|la meme affaire|pareil comme)\b(?:[\s,]+(?:for|pour|with|avec)\s+(?:the\s+|les\s+|mes\s+|my\s+)?(?:accidents?|tickets?|contraventions?|billets?|infractions?|sinistres?))?[\s.!]*$/;

/** Words that carry no value around a bare answer: "about 10 years", "I'd say 2", "it's a '19". */
const FILLER = new Set(
  (
    "um umm uh uhh well i i've ive i'd id have had has it's its it is was about around roughly maybe just only " +
    "like over almost nearly exactly probably say so hmm think guess been for year years yr yrs total in of " +
    "dollars dollar bucks please thanks thank you ok okay licensed licenced licence license the a an my them " +
    "times since got ticket tickets speeding accident accidents liability deductible limit million coverage " +
    "and that's thats be would will prefer go with make want need at least more than less than do put " +
    "then sorry oops meant mean honestly really real actually right fine ah oh c'est cest pas possible alright " +
    // Chatter that stands around a count and carries no value: "15 years now", "3 so far lol".
    "now so far already yet lol haha eh tho though pretty sure la ben mostly currently total approximately"
  ).split(" "),
);

/** Two bare counts joined and nothing else: "0 and 0", "1/0", "none, none", "2 & 1". */
const COUNT_PAIR =
  /^(?:(?:ok|okay|well|so|um|uh)\b[\s,]*)?(\d{1,2}|none|zero|no|nil|nada|rien)\s*(?:,|\/|&|\+|\band\b|\bet\b)\s*(\d{1,2}|none|zero|no|nil|nada|rien)[\s.!]*$/;

/** A count said as a number or as a word for none. */
function countWord(word: string): number {
  return /^\d+$/.test(word) ? Number(word) : 0;
}

/** The visitor's own age now, said as "I'm 35 (now)": kept even when a licence reader used it. */
const PRESENT_AGE =
  /\b(?:i'?m|i am)\s+(\d{2})(?:\s+(?:years?|yrs?)\s+old)?(?:\s+(?:now|today))?(?=\s*(?:[.,;!]|$|and\b|but\b))/;

/** The message without the acknowledgements that open it ("ok fine,", "alright so"). */
function unacknowledged(lower: string): string {
  return lower.replace(/^(?:(?:ok(?:ay)?|fine|alright|all right|well|so|ugh|yeah|oui|ouais|ben|bon)\b[\s,.!]*)+/, "");
}

function yesNo(text: string): Answer {
  const lower = text.toLowerCase();
  if (YES.test(lower)) return "yes";
  if (NO.test(lower)) return "no";
  return null;
}

const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];

/** The one number in a message that otherwise holds only filler words, if there is exactly one. */
function bareNumber(scan: Scan): number | null {
  const whole = bareNumberIn(scan.rest());
  if (whole !== null) return whole;
  // "ugh fine, what's the highest you do? ok then 1000": the last sentence alone.
  const last = scan
    .rest()
    .split(/[.?!]+/)
    .map((part) => part.trim())
    .filter(Boolean)
    .pop();
  return last && last !== scan.rest() ? bareNumberIn(last) : null;
}

function bareNumberIn(rest: string): number | null {
  const numbers = [...rest.matchAll(/(?<![a-z0-9.])\$?(\d+(?:\.\d+)?)(?![0-9a-z])/g)];
  if (numbers.length !== 1) return null;
  const words = rest
    .replace(/(?<![a-z0-9.])\$?\d+(?:\.\d+)?(?![0-9a-z])/g, " ")
    .split(/[^a-z'+]+/)
    .filter((word) => word.length > 0 && word !== "+");
  if (words.some((word) => !FILLER.has(word))) return null;
  return Number((numbers[0] as RegExpMatchArray)[1]);
}

/**
 * "One" as a pronoun, not a count: after a thing named ("the licence one") or before whom it is
 * about ("he's not the one getting insured", "the one who drives").
 */
const PRONOUN_ONE =
  /\b(?:the|that|this)\s+[a-z]+\s+1\b|\b(?:that|this) 1\b(?!\s*(?:years?|yrs?|tickets?|accidents?))|\bthe 1(?=\s+(?:who|that|which|getting|driving|being|insured|i|you|he|she|we|they|on|in)\b)/g;

/** The one number left in a message, whatever words stand around it. */
function soleNumber(said: string): number | null {
  const rest = said.replace(PRONOUN_ONE, " ");
  const numbers = [...rest.matchAll(/(?<![a-z0-9.])\$?(\d+(?:\.\d+)?)(?![0-9a-z])/g)];
  return numbers.length === 1 ? Number((numbers[0] as RegExpMatchArray)[1]) : null;
}

/**
 * Words that change what a lone number means: someone else's, a unit or a span of time, a question
 * or a condition, a range, a negation, a price, or another field's own word.
 */
const SOMEONE_ELSE =
  /\b(?:wife|husband|spouse|partner|son|daughter|kids?|child|children|mom|mum|mother|dad|father|brother|sister|girlfriend|boyfriend|roommate|friend|parents?|he|she|they|his|her|hers|him|their|them)\b/;
const NOT_PLAIN =
  /\b(?:wife|husband|spouse|partner|son|daughter|kids?|child|children|mom|mum|mother|dad|father|brother|sister|girlfriend|boyfriend|roommate|friend|parents?|he|she|they|his|her|hers|him|their|them|months?|weeks?|days?|hours?|minutes?|km|kms|kilomet\w*|miles?|ago|old|age|aged|passe|passed|turned|turning|turn|born|birthday|if|what|how|why|would|could|should|or|between|half|not|never|except|without|but|per|percent|price|cost|costs|pay|paid|premium|car|truck|vehicle|model|deductible|liability|million|coverage|collision|comprehensive)\b|[?%$]/;
const RECORD_WORD = /\b(?:tickets?|accidents?|claims?|crash(?:es)?|collisions?)\b/;
const LICENCE_WORD = /\b(?:licen[cs]ed?|licen[cs]e|driving|driven|permit)\b/;

/**
 * The one number of a short answer to a count or to the licence, whatever chatter stands around it
 * ("going on 11 years now", "hmm I'd have to say 2 honestly"), when no word around it changes what
 * it means or names another field.
 */
function plainNumber(said: string, asked: SlotKey): number | null {
  const rest = said.replace(PRONOUN_ONE, " ");
  const words = rest.split(/[^a-z0-9']+/).filter(Boolean);
  if (words.length > 8 || NOT_PLAIN.test(rest)) return null;
  if (asked === "driver.years_licensed" ? RECORD_WORD.test(rest) : LICENCE_WORD.test(rest)) return null;
  return soleNumber(rest);
}

/** A number said after a correction word: "deductible 300... no actually 500", "12 years, no wait, 14". */
const CORRECTION =
  /\b(?:no|nope|non|sorry|oops|actually|wait|i mean|i meant|make (?:it|that)|or rather)[,.\s]+(?:(?:no|wait|sorry|actually|i mean|i meant)[,.\s]+)*(?:it'?s\s+)?\$?\s*(\d{1,3}(?:,\d{3})+|\d+)(?!\d|,\d)(?!\s*(?:tickets?|accidents?|km|kms|kilomet|miles))/g;

/** Which numbers a field takes, to know which field a corrected number belongs to. */
function fitsField(key: FieldKey, value: number): boolean {
  if (key === "driver.years_licensed" && value >= 1900 && value <= 2100) return true;
  if (key === "vehicle.year") return value >= 1900 && value <= 2100;
  // "make it 2" after a liability amount: 2 million.
  if (key === "coverage.liability_limit") return value >= 1000 || (value >= 1 && value <= 5);
  if (key === "coverage.deductible") return value >= 50 && value <= 10_000;
  return value <= 99;
}

/**
 * A correction in the same message: the number after "no", "sorry", "actually" or "I mean" replaces
 * the last number read before it, for the same field, unless a reader already took it.
 */
function readCorrections(scan: Scan, out: Candidates, currentYear: number, lastAsked: SlotKey | null): void {
  for (const match of scan.lower.matchAll(CORRECTION)) {
    const start = match.index;
    const end = start + match[0].length;
    if (out.list.some((candidate) => candidate.pos >= start && candidate.pos < end)) continue;
    const written = (match[1] as string).replace(/,/g, "");
    // "nah wait 06": a number written with its leading zero is a year of this century.
    const value = /^0\d$/.test(written) ? 2000 + Number(written) : Number(written);
    const read = out.list
      .filter((candidate) => candidate.pos < start && !candidate.negated && typeof candidate.value !== "boolean")
      .sort((left, right) => right.pos - left.pos)[0];
    // "if 2,000 isn't an option then make it $1,000", asked for the deductible: nothing read before it
    // to correct, so the number answers the question.
    const asked =
      !read && lastAsked && lastAsked !== "vehicle" && lastAsked !== "coverage" && lastAsked !== "region.province"
        ? { key: lastAsked as FieldKey, value }
        : undefined;
    const earlier = read ?? asked;
    if (!earlier || earlier.value === undefined || !fitsField(earlier.key, value)) continue;
    const corrected =
      earlier.key === "coverage.liability_limit"
        ? String(value <= 5 ? value * 1_000_000 : value)
        : earlier.key === "driver.years_licensed" && value >= 1900
          ? currentYear - value
          : value;
    out.add(earlier.key, start, corrected);
    scan.consume(start, end);
  }
}

/** Whether the message gave another field than the one asked (then a lone number may not be the answer). */
function readOther(out: Candidates, asked: string): boolean {
  return out.list.some((candidate) => !candidate.negated && candidate.key !== asked && candidate.value !== undefined);
}

/** Answers that only make sense as the answer to the question just asked: "10", "none", "yes". */
function readBareAnswer(scan: Scan, context: ExtractContext, out: Candidates, answer: Answer): void {
  const asked = context.lastAsked;
  if (!asked) return;
  const lower = scan.original.toLowerCase();
  const plain =
    (asked === "driver.years_licensed" || asked === "driver.tickets_last_3y" || asked === "driver.accidents_last_6y") &&
    !readOther(out, asked)
      ? plainNumber(scan.rest(), asked)
      : null;
  // A field named apart from its value takes the message's one number, unless it is someone else's.
  const named = context.named && !SOMEONE_ELSE.test(scan.rest()) ? soleNumber(scan.rest()) : null;
  const number = bareNumber(scan) ?? named ?? plain;
  const vague = /\b(?:few|some)\b/.test(scan.rest());
  switch (asked) {
    case "driver.tickets_last_3y":
    case "driver.accidents_last_6y": {
      // "no accidents" in answer to the tickets question answers the accidents, not the tickets.
      const other = asked === "driver.tickets_last_3y" ? "driver.accidents_last_6y" : "driver.tickets_last_3y";
      // "nope, no accidents either": the leading no answers the count asked, the rest the other.
      if (!out.has(asked) && out.has(other) && /^(?:no|non|nope|nah|none|zero)\b/.test(lower)) {
        if (/\b(?:either|neither|nor)\b/.test(lower)) out.add(asked, 0, 0);
      }
      if (out.has(asked)) return;
      if (out.has(other)) {
        // "2, one in 2025 and the other in 2019. Accidents, never": a count that opens the message, told
        // with its events, answers the count asked even when the other kind is given after it.
        const told = answeredCount(scan.lower.split(/[.;!?]/)[0] ?? "", asked, context);
        if (told !== null) out.add(asked, 0, told);
        return;
      }
      // "0 and 0", "1 / 0", "none and none", in answer to the tickets: two bare counts joined are the
      // tickets and the accidents, in the order the questions name them.
      const pair = asked === "driver.tickets_last_3y" ? COUNT_PAIR.exec(scan.rest()) : null;
      if (pair) {
        out.add(asked, 0, countWord(pair[1] as string));
        out.add(other, 0, countWord(pair[2] as string));
        return;
      }
      // "same", "pareil", "idem pour les accidents": the count just given for the other kind.
      const same = getSlot(context.known, other);
      if (same !== undefined && SAME_AGAIN.test(lower)) {
        out.add(asked, 0, same);
        return;
      }
      // A calendar year is the date of an event, never a count of them ("my son's crash in 2025").
      const count = number !== null && number >= 1900 && number <= 2100 ? null : number;
      const told = count === null ? answeredCount(scan.lower, asked, context) : null;
      if (told !== null) out.add(asked, 0, told);
      else if (count !== null) out.add(asked, 0, count);
      // A "no" that leads a correction of something else ("no, the car is a 2020") is not none.
      // "ok fine, none on the road": an acknowledgement before the answer is no yes.
      else if (ZERO.test(unacknowledged(lower)) && !(/^(?:no|non|nope|nah|n)\b/.test(lower) && readOther(out, asked)))
        out.add(asked, 0, 0);
      else if (vague) rejectVagueCount(out, asked, 0);
      // "alright, 1000 then" (a deductible): a yes that opens another field's value is no count.
      else if (answer === "yes" && !readOther(out, asked)) {
        const key = asked === "driver.tickets_last_3y" ? "chat.reason.howManyTickets" : "chat.reason.howManyAccidents";
        out.reject(asked, 0, message(key));
      }
      return;
    }
    case "driver.years_licensed": {
      if (out.has(asked) || /\b(?:old|age|aged)\b/.test(lower)) return;
      // "20 years, no accidents, one ticket last year": a count of years that opens the answer is the
      // licence's, whatever other fields the message gives after it.
      const opening =
        /^\s*(?:(?:about|around|like|almost|over|nearly|roughly|i'd say|maybe)\s+)?(\d{1,2})\s*(?:years?|yrs?)\b(?!\s*(?:ago|old))(?=\s*(?:[,;.!]|$|\u0001|and\b|now\b|but\b))/.exec(
          scan.lower,
        );
      if (opening) {
        out.add(asked, 0, Number(opening[1]));
        return;
      }
      // A year beside another detail is that detail's date ("an accident in 2021"), not the licence's.
      const datedOther = readOther(out, "driver.years_licensed") && number !== null && number >= 1900;
      if (datedOther) return;
      // "since 2021" alone, in answer to the question.
      const since =
        /\b(?:since|depuis|in)\s+(?:(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+(?:of\s+)?)?((?:19|20)\d\d)\b/.exec(
          scan.rest(),
        );
      if (since && !readOther(out, "driver.years_licensed")) {
        // "since September 2019", in November 2026: 7 full years.
        const month = since[1] ? MONTHS.indexOf(since[1]) + 1 : 0;
        const before = month > 0 && context.currentMonth !== undefined && month > context.currentMonth ? 1 : 0;
        out.add(asked, 0, context.currentYear - Number(since[2]) - before);
        return;
      }
      // "since 06", "since '98": a year in two digits (one that cannot be an age at the licence).
      const short = /\b(?:since|depuis)\s+'?(0\d|[4-9]\d)\b(?!\s*(?:years?|ans))/.exec(scan.rest());
      if (short && !readOther(out, "driver.years_licensed")) {
        const two = Number(short[1]);
        out.add(asked, 0, context.currentYear - (two <= context.currentYear % 100 ? 2000 + two : 1900 + two));
        return;
      }
      // "15 years ago", "il y a 15 ans", alone in answer to the licence: when it came.
      const ago = /^(?:about |around |almost |over |like )?(\d{1,2})\s*(?:years?|yrs?)\s+ago[\s.!]*$/.exec(scan.rest());
      if (ago && !readOther(out, "driver.years_licensed")) {
        out.add(asked, 0, Number(ago[1]));
        return;
      }
      const months = /^(?:about |around |only |just )?(\d{1,3})\s*months?\b/.exec(scan.rest());
      if (months) out.add(asked, 0, Math.floor(Number(months[1]) / 12));
      else if (number !== null) {
        const year = number >= 1900 && number <= 2100;
        out.add(asked, 0, year ? context.currentYear - number : number);
      } else if (vague) out.reject(asked, 0, message("chat.reason.vagueYearsLicensed"));
      else if (/^(?:never|none|not yet|just (?:got|started)|brand new)\b/.test(lower)) out.add(asked, 0, 0);
      return;
    }
    case "vehicle":
    case "vehicle.year": {
      if (out.has("vehicle.year") || number === null || !Number.isInteger(number) || number > 99) return;
      // A model year in two digits is written with both ("'07", "09"): "zero" or "2" is no year.
      if (number < 10 && !/(?<![0-9])'?0\d(?![0-9])/.test(scan.rest())) return;
      if (out.list.some((candidate) => !candidate.negated && !candidate.key.startsWith("vehicle."))) return;
      out.add("vehicle.year", 0, number <= (context.currentYear + 1) % 100 ? 2000 + number : 1900 + number);
      return;
    }
    case "vehicle.make": {
      const rest = scan.rest().replace(/[.!]+$/, "");
      if (!out.has("vehicle.make") && looksLikeName(rest)) out.add("vehicle.make", 0, titleCase(rest));
      return;
    }
    case "vehicle.model": {
      const rest = scan.rest().replace(/[.!]+$/, "");
      if (!out.has("vehicle.model") && looksLikeName(rest)) out.add("vehicle.model", 0, titleCase(rest));
      return;
    }
    case "coverage.liability_limit": {
      if (out.has(asked) || number === null) return;
      const amount = number <= 5 ? number * 1_000_000 : number === 500 ? 500_000 : number;
      out.add(asked, 0, String(amount));
      return;
    }
    case "coverage.deductible": {
      if (!out.has(asked) && number !== null) out.add(asked, 0, number);
      return;
    }
    case "coverage.collision":
    case "coverage.comprehensive": {
      if (!out.has(asked) && answer) out.add(asked, 0, answer === "yes");
      return;
    }
    case "coverage": {
      // "ok. $2M liability with collision and comprehensive": an "ok" that only acknowledges, before
      // choices of its own, is not a yes to the standard; the choices answer (and what they leave out
      // is asked, never assumed).
      const named = COVERAGE_KEYS.filter((coverageKey) => out.has(coverageKey));
      const changes = out
        .winners()
        .filter(
          (entry) =>
            named.includes(entry.key as never) && String(entry.value) !== String(STANDARD_COVERAGE[entry.key as never]),
        );
      if (answer === "yes" && (named.length >= 3 || changes.length > 0) && ACKNOWLEDGEMENT.test(lower)) return;
      if (answer === "yes" && !out.declinedStandard) out.standardCoverage = true;
      if (answer === "no" && !out.standardCoverage) out.declinedStandard = true;
      return;
    }
    default:
      return;
  }
}

/**
 * Reads quote fields from one free-text message. `known` is what the conversation already holds (used
 * to check a postal code against an earlier province and to keep chosen coverage when "standard" fills
 * the rest); `lastAsked` lets a bare answer ("10", "none", "yes") fill the field just asked for. Every
 * value is checked with the shared Quote request schema; what fails goes to `rejected` with its reason.
 * Pure and deterministic; only the first MAX_MESSAGE_LENGTH characters are read.
 */
export function extractSlots(text: string, context: ExtractContext): Extraction {
  const scan = new Scan(text, context.speakingFor === true);
  const out = new Candidates();
  extractLicence(scan, context, out);
  extractVehicle(scan, context, out);
  extractRecord(scan, context, out);
  extractCoverage(scan, context, out);
  extractRegion(scan, context, out);
  readCorrections(scan, out, context.currentYear, context.lastAsked);
  readTopicReference(scan, context, out);
  const answer = yesNo(scan.original);
  readBareAnswer(scan, context, out, answer);
  // The age is kept even when a reader used it ("licensed since I was 17, I'm 35 now"): a later
  // correction of the age at the licence counts from it.
  const mine = PRESENT_AGE.exec(scan.initial);
  const age = statedAge(scan.lower) ?? (mine ? Number(mine[1]) : undefined) ?? context.age;
  checkLicenceAgainstAge(out, age);

  let values: CollectedFields = {};
  const rejectedByKey = new Map<string, Rejection>();
  for (const winner of out.winners()) {
    if (winner.reject) {
      rejectedByKey.set(winner.key, rejection(winner.key, winner.reject));
      continue;
    }
    const check = validateSlot(winner.key, winner.value, context.currentYear);
    if (check.ok) values = setSlot(values, winner.key, check.value as SlotValues[FieldKey] as never);
    else rejectedByKey.set(winner.key, rejection(winner.key, message("chat.reason.invalid", { reason: check.reason })));
  }
  if (out.standardCoverage) {
    for (const key of COVERAGE_KEYS) {
      if (hasSlot(values, key) || hasSlot(context.known, key) || rejectedByKey.has(key)) continue;
      values = setSlot(values, key, STANDARD_COVERAGE[key] as never);
    }
  }
  const rejected = FIELD_KEYS.flatMap((key) => {
    const found = rejectedByKey.get(key);
    return found ? [found] : [];
  });
  return {
    values,
    rejected,
    answer,
    standardCoverage: out.standardCoverage,
    declinedStandard: out.declinedStandard && !out.standardCoverage,
    ...(age !== undefined ? { age } : {}),
    ...placeStill(out, context, values),
    ...(out.cars.length > 0 ? { cars: out.cars } : {}),
  };
}

/**
 * A quote asked for someone else, in either language: "a quote for my daughter", "I'm shopping on
 * behalf of my dad", "my son needs insurance", "c'est pour ma mère", "une soumission pour mon gars".
 */
const FOR_SOMEONE_ELSE =
  /\b(?:quote|quotes|insurance|insure|coverage|price|prices|rate|rates|asking|looking|shopping|filling|fill|typing|doing this|doing it|this is|it's|its|it is|c'est|cest|soumission|assurance|prix|je demande|je magasine|je cherche|je regarde|je remplis|je fais ca|j'ecris)\b[^.!?]{0,30}?\b(?:for|on behalf of|pour)\s+(?:my|our|ma|mon|notre)\s+(?:daughter|son|kid|child|wife|husband|spouse|partner|mom|mother|mum|dad|father|girlfriend|boyfriend|grandma|grandmother|grandpa|grandfather|sister|brother|teen|teenager|niece|nephew|fille|fils|gars|blonde|chum|femme|mari|conjointe?|m[eè]re|p[eè]re|s[oœ]eur|soeur|fr[eè]re|grand-m[eè]re|grand-p[eè]re|ado|niece|neveu)\b(?!'s|'s)|\b(?:my|our)\s+(?:daughter|son|kid|wife|husband|mom|mother|dad|father|girlfriend|boyfriend|sister|brother)\s+(?:needs|wants|is looking for|is getting|is shopping for)\s+(?:a\s+|some\s+)?(?:quote|insurance|car insurance|auto insurance)\b/i;

/** Whether a message says the quote is someone else's, so their details in the third person are its own. */
export function speaksForSomeoneElse(text: string): boolean {
  return FOR_SOMEONE_ELSE.test(text.normalize("NFKD").replace(/[\u0300-\u036f]/g, ""));
}

/** The town waiting for its province: named now, or earlier and still not placed nor replaced. */
function placeStill(out: Candidates, context: ExtractContext, values: CollectedFields): { place?: string } {
  if (out.unplaced) return { place: out.unplaced };
  if (!context.place || hasSlot(values, "location.city") || hasSlot(values, "region.province")) return {};
  return { place: context.place };
}
