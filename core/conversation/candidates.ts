import { type FieldKey, type ReplyMessage, type SlotKey, type CollectedFields } from "./slots";

/** `currentMonth` (1–12), when known, places an event given with its month ("janvier 2023") exactly. */
export type ExtractContext = {
  currentYear: number;
  currentMonth?: number | undefined;
  known: CollectedFields;
  lastAsked: SlotKey | null;
  /** The visitor's age, when an earlier message said it ("I'm 24"). */
  age?: number | undefined;
  /** The field the question answered just before was about ("ok I'll take it" points back at it). */
  topic?: FieldKey | null | undefined;
  /** A town an earlier message named whose province could not be told ("Souris": PE or MB). */
  place?: string | undefined;
  /**
   * The message names the field asked (`lastAsked`) itself, apart from its value ("pour la franchise,
   * finalement, mets 1000"): its one number is that field's, whatever words stand around it.
   */
  named?: boolean | undefined;
  /** The quote is someone else's (decision 0078): what is said of "she" or "he" is the quote's. */
  speakingFor?: boolean | undefined;
  /** The cars earlier messages named with their model years: one named again by its model alone counts. */
  carsSaid?: CarSaid[] | undefined;
};

/** A car named with its model year, remembered so the car named again later keeps it. */
export type CarSaid = { make: string; model: string; year: number };

/**
 * One reading of a field in the message, at a position. When a field is read more than once
 * ("2018, sorry, 2019"; "Alberta not Ontario"), the last reading that is not negated wins.
 */
export type Candidate = { key: FieldKey; pos: number; value?: unknown; reject?: ReplyMessage; negated: boolean };

export class Candidates {
  readonly list: Candidate[] = [];
  /** The visitor asked for the standard coverage ("standard", "defaults", or yes to the coverage question). */
  standardCoverage = false;
  /** The visitor declined the standard coverage ("no" to the coverage question, "not the standard"). */
  declinedStandard = false;
  /** A town named here that several provinces have, none of them said: kept until one is. */
  unplaced: string | undefined;
  /** The cars the message names with their model year ("une Outlander 2020 pis une Fit 2012"). */
  readonly cars: CarSaid[] = [];

  add(key: FieldKey, pos: number, value: unknown, negated = false): void {
    this.list.push({ key, pos, value, negated });
  }

  reject(key: FieldKey, pos: number, reason: ReplyMessage): void {
    this.list.push({ key, pos, reject: reason, negated: false });
  }

  /** True when the field was read (a value or a rejection) and not only negated. */
  has(key: FieldKey): boolean {
    return this.list.some((candidate) => candidate.key === key && !candidate.negated);
  }

  /** The winning candidate of every field. */
  winners(): Candidate[] {
    const byKey = new Map<FieldKey, Candidate>();
    for (const candidate of this.list) {
      if (candidate.negated) continue;
      const current = byKey.get(candidate.key);
      if (!current || candidate.pos >= current.pos) byKey.set(candidate.key, candidate);
    }
    return [...byKey.values()];
  }
}

/**
 * Words before a mention that take it back or make it someone else's place: "not Ontario", "instead
 * of a Civic", "moved from Quebec", "I work in Montreal", "driving to Ottawa".
 */
const NEGATION_BEFORE =
  /(?:\bnot|\binstead of|\brather than|\bno longer(?: in| drive| have)?|\bmoved from|\bused to (?:live in|be in|drive|have|own)|\bformerly(?: in)?|\bpreviously(?: in)?|\bwasn't|\bisn't|\bnot in|\bnot from|\bwork(?:s|ing)?(?:\s+[a-z]+){0,4}\s+(?:in|at)|\bwork(?:s|ing)?\s+(?:downtown|uptown|near|by)|\bjob (?:is )?in|\boffice (?:is )?in|\b(?:drive|driving|drives|commute|commuting|going|heading|travel(?:l?ing)?|trip|on my way|moving) to|\bvisiting|\bvisit|\b(?:he|she|they|him|her)\s+(?:lives?|stays?|is|works?|reste|habite)\s+(?:in|at)|\b(?:wife|husband|spouse|partner|son|daughter|kids?|children|parents?|mom|mum|dad|mother|father|brother|sister|girlfriend|boyfriend|roommate|friend|cousin|aunt|uncle|grandma|grandpa|grandmother|grandfather|neighbour|neighbor|buddy|coworker|co-worker|colleague|in-laws?)(?:'s)?\s+(?:\w+\s+)?(?:lives?|stays?|is|are|works?|studies|goes to school)\s+(?:in|at)|(?<!\b(?:with|at|chez|avec)\s+(?:my|mes|our|nos|the|les)\s+)\b(?:brother|sister|cousin|aunt|uncle|friend|buddy|neighbour|neighbor|coworker|co-worker|colleague|son|daughter|parents|mom|dad|in-laws?)(?:-in-law)?\s+(?:in|from|out in|down in|up in)|\b(?:near|close to|next to|just near|right by|across from)|\bcottage (?:is )?in|\bchalet (?:is )?in|\bhave a (?:chalet|cottage) in|\bcegep in|\bschool in|\bstudy in|\bstudying in|\b(?:dealer|dealership|bought|purchased)(?:\s+[a-z]+){0,4}\s+(?:in|at)|\blicen[cs]e (?:was |is )?from|\bcross(?:es|ing)? (?:into|to|over to)|\b(?:ticket|tickets|accident|accidents|crash|speeding|pulled over|fender bender)\s+(?:\w+\s+)?in|\bnot\b[^.,;()]{0,30}\b(?:in|on|of|de)|\bback home (?:in|on)|\bgrew up (?:in|on)|\boriginally from|\bborn (?:and raised )?in|\bhometown (?:is|was)?)\s+(?:(?:a|an|the|my|in|from)\s+)?$/;

export function negatedBefore(lower: string, start: number): boolean {
  const before = lower.slice(Math.max(0, start - 30), start).replace(/\u0001+/g, " ");
  if (NEGATION_BEFORE.test(before)) return true;
  // Inside "(not …)": "Saint John, New Brunswick (not St. John's in Newfoundland)".
  const wider = lower.slice(Math.max(0, start - 60), start).replace(/\u0001+/g, " ");
  const open = wider.lastIndexOf("(");
  return open >= 0 && !wider.slice(open).includes(")") && /^\(\s*(?:not|pas)\b/.test(wider.slice(open));
}

/** Words that take back a count said after them in the same clause ("never had a ticket", "haven't had any"). */
export function countNegated(lower: string, start: number): boolean {
  const before = lower.slice(Math.max(0, start - 28), start);
  const clause = before.split(/[.,;!?]|\bbut\b/).pop() ?? "";
  return /\b(?:never|not|no|without|nor|neither)\b|n't\b|\bdont\b|\bdidnt\b|\bhavent\b/.test(clause);
}
