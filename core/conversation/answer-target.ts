import { type Extraction, extractSlots } from "./extract";
import { type ExtractContext } from "./candidates";
import { COVERAGE_KEYS, deleteSlot, type FieldKey, filledKeys, getSlot, hasSlot, setSlot, type SlotKey } from "./slots";
import { cleanMessage } from "./text";
import { fromFrench } from "./french";

/**
 * Which question a message answers (issue 22, the dialogue's part). Most messages answer the question
 * just asked, or name their fields ("2 tickets", "franchise de 1000"); two kinds do not:
 *
 * - A correction of what was said before ("*2016", "non, c'est plutôt 3", "I meant 2017",
 *   "rectification : 1000") is about the field the previous message set, not the one asked now (or,
 *   once the summary is shown, the one nothing asks).
 * - A message that names one field and gives its value apart from the name ("forget the deductible I
 *   said, put 1000"; "pour la franchise, finalement, on va dire 1000") gives that field's value,
 *   whatever is pending.
 */

/** Words that may open any message ("euh", "ben", "well"), before what marks it as a correction. */
const OPENING = String.raw`(?:(?:euh|heu|hum|ah|oh|ben|bin|en fait|well|um|uh|ok|okay)\b[\s,.!:;-]*)*`;

/** The lead of a message that takes back what was said before rather than answering. */
const CORRECTION_LEAD = new RegExp(
  String.raw`^${OPENING}(?:(?:no|non|nope|nah)\b[\s,.!:;-]*)?(?:oops|oups|whoops|sorry|desole|desolee|pardon|my bad|wait|hold on|attends?|attendez|scratch that|correction|rectification|erratum|i meant|i mean|meant to say|je voulais dire|je veux dire|j'voulais dire|c'?est plutot|plutot|ou plutot|make (?:it|that)|mets plutot|mettez plutot|change (?:it|that) to|let me correct|je corrige|je me suis trompee?|i was wrong|typo|fat finger)\b`,
);

/** "No, 2015", "non, 6 ans": a no that leads a value is a correction where the question asked is no yes-or-no one. */
const NO_THEN_VALUE = new RegExp(
  String.raw`^${OPENING}(?:no|non|nope|nah)\b[\s,.!:;-]+(?:(?:it'?s|c'?est|more like|plus comme)\s+)?\$?\d`,
);

/** A message is a correction marked by an asterisk ("*matane", "2016*"), the chat convention. */
const STARRED = /^\s*\*+\s*[^\s*]|[^\s*]\s*\*+\s*$/;

/**
 * Whether the message corrects what was said before. A bare "no" before a value counts only where
 * the question asked is neither a count ("no, 2" may answer "how many tickets?") nor a yes-or-no one.
 */
export function isCorrection(text: string, asked: SlotKey | null = null): boolean {
  if (STARRED.test(text)) return true;
  const lower = cleanMessage(text).toLowerCase();
  const french = fromFrench(lower).toLowerCase();
  if (CORRECTION_LEAD.test(lower) || CORRECTION_LEAD.test(french)) return true;
  const plainQuestion =
    asked === null ||
    asked === "driver.years_licensed" ||
    asked === "vehicle" ||
    asked.startsWith("vehicle.") ||
    asked === "region.province";
  return plainQuestion && (NO_THEN_VALUE.test(lower) || NO_THEN_VALUE.test(french));
}

/** Names of the fields a visitor says in either language (read on the message without accents). */
const FIELD_NAMES: [FieldKey, RegExp][] = [
  ["coverage.deductible", /\b(?:deductibles?|franchises?|ded)\b/],
  ["coverage.liability_limit", /\b(?:liability|responsabilite(?: civile)?|civile)\b/],
  ["driver.tickets_last_3y", /\b(?:tickets?|contraventions?|constats?|infractions?|convictions?|billets?)\b/],
  ["driver.accidents_last_6y", /\b(?:accidents?|sinistres?|crash(?:es)?|reclamations?|claims?)\b/],
  ["driver.years_licensed", /\b(?:licen[cs]ed|licen[cs]es?|permis)\b/],
  [
    "vehicle.year",
    /\b(?:model year|annee du (?:char|vehicule|modele|auto)|annee de (?:mon|ma) (?:char|auto|voiture))\b/,
  ],
];

/** The one field the message names, or null when it names none or several. */
export function namedField(text: string): FieldKey | null {
  const lower = cleanMessage(text).toLowerCase();
  const found = FIELD_NAMES.filter(([, pattern]) => pattern.test(lower)).map(([field]) => field);
  return found.length === 1 ? (found[0] as FieldKey) : null;
}

/** A date or a time ago: "in 2020", "summer 2020", "il y a 7 ans", "8 years ago". */
const DATED =
  /\b(?:(?:jan|feb|fev|mar|apr|avr|may|mai|jun|juin|jul|juil|aug|aou|sep|oct|nov|dec|spring|summer|fall|autumn|winter|printemps|ete|automne|hiver)[a-z]*\.?\s+(?:of\s+|de\s+|d')?)?(?:19|20)\d\d\b|\b\d{1,2}\s*(?:years?|ans)\s+ago\b|\b(?:il )?y a \d{1,2}\s*ans\b/g;

/** Whether a reading took anything from the message. */
function readSomething(reading: Extraction): boolean {
  return (
    filledKeys(reading.values).length > 0 ||
    reading.rejected.length > 0 ||
    reading.standardCoverage ||
    reading.declinedStandard
  );
}

/** Whether a reading gave (or refused) a value for the field. */
function answers(reading: Extraction, field: FieldKey): boolean {
  return hasSlot(reading.values, field) || reading.rejected.some((entry) => entry.key === field);
}

/** The fields a bare answer can be re-read for ("coverage" and "vehicle" stand for their parts). */
function targetOf(field: FieldKey): SlotKey | null {
  if (field.startsWith("region.") || field.startsWith("location.")) return null;
  if (field === "vehicle.make" || field === "vehicle.model" || field === "vehicle.trim") return null;
  if ((COVERAGE_KEYS as readonly string[]).includes(field) && field !== "coverage.deductible") {
    return field === "coverage.liability_limit" ? field : null;
  }
  return field;
}

/**
 * Reads a message for the question it answers: the one asked (`context.lastAsked`), unless it is a
 * correction of a field the previous message set (`previous`), or names a field of its own and gives
 * its value apart from the name.
 */
export function readAnswer(text: string, context: ExtractContext, previous: readonly FieldKey[]): Extraction {
  // "ok j'ai vérifié : 2, …", "so here goes: 14 years": a lead-in up to a colon that carries nothing of
  // its own is chatter; what follows the colon is the answer, read as if said alone.
  const lead = leadIn(text, context);
  if (lead !== null) {
    const tail = readAnswer(lead, context, previous);
    if (readSomething(tail)) return tail;
  }
  // "2 tickets in 2024. Scratch that, one in 2024 and one in 2021": what follows a retraction replaces
  // what stands before it, field by field, and is read as a correction of what that part gave; a
  // retraction that opens the message takes back the previous message's fields.
  const cut = retraction(text);
  if (!cut) return readAnswerAs(text, context, previous);
  if (cut.before === "") return readAnswerAs(cut.after, context, previous, true);
  const head = readAnswerAs(cut.before, context, previous);
  // The fields the part before gave, the one named last first ("…, 2 tickets. Never mind, just one").
  const lower = cut.before.toLowerCase();
  const lastNamed = (field: FieldKey) => {
    const pattern = FIELD_NAMES.find(([key]) => key === field)?.[1];
    return pattern ? Math.max(-1, ...[...lower.matchAll(new RegExp(pattern.source, "g"))].map((m) => m.index)) : -1;
  };
  const said = [...filledKeys(head.values), ...head.rejected.map((entry) => entry.key as FieldKey)].sort(
    (left, right) => lastNamed(right) - lastNamed(left),
  );
  // What follows answers, first, the field named last before it.
  const target = said.length > 0 ? targetOf(said[0] as FieldKey) : null;
  const tail = readAnswerAs(
    cut.after,
    target ? { ...context, lastAsked: target } : context,
    said.length > 0 ? said : previous,
  );
  return readSomething(tail) ? overlay(head, tail) : readAnswerAs(text, context, previous);
}

/**
 * What follows the first colon of a message whose part before it is chatter: no digit, no field named,
 * no value read ("bon voici :", "ok so:", "let me check:"). Null when there is no such lead-in.
 */
function leadIn(text: string, context: ExtractContext): string | null {
  const clean = cleanMessage(text);
  const colon = /(?<!\d)\s*:\s*(?!\d\d\b)/.exec(clean);
  if (!colon || colon.index === 0) return null;
  const before = clean.slice(0, colon.index);
  const after = clean.slice(colon.index + colon[0].length).trim();
  if (after === "" || before.length > 60 || /\d/.test(before) || namedField(before) !== null) return null;
  if (filledKeys(extractSlots(before, context).values).length > 0) return null;
  return after;
}

/** Phrases that take back what was said just before them, anywhere in a message. */
const RETRACTION =
  /\b(?:scratch that|forget (?:that|it|what i (?:said|wrote))|never ?mind(?: that)?|ignore (?:that|what i (?:said|wrote))|strike that|let me start (?:over|again)|oublie (?:ca|ce que j'ai dit|ce que je viens de dire)|oubliez (?:ca|ce que j'ai dit)|je recommence|on recommence)\b[\s,.!:;-]*/g;
/** Softer ones, read as a retraction only inside a message ("2 in 2024, no wait, one in 2024 and …"). */
const RETRACTION_INSIDE =
  /[,.;!]\s*(?:no wait|wait no|actually no|non attends|attends non|en fait non|non en fait)\b[\s,.!:;-]*/g;

/** The message split at its last retraction, when something follows it. */
function retraction(text: string): { before: string; after: string } | null {
  const clean = cleanMessage(text);
  const lower = clean.toLowerCase();
  const found = [...lower.matchAll(RETRACTION), ...lower.matchAll(RETRACTION_INSIDE)]
    .sort((left, right) => left.index - right.index)
    .pop();
  if (!found) return null;
  const after = clean.slice(found.index + found[0].length).trim();
  // A recount needs words: "no wait, 2006" is the correction readers' (a number after a correction word).
  if (!/[a-z]{2}/i.test(after.replace(/\b(?:years?|ans|yrs?|tickets?|accidents?)\b/gi, ""))) return null;
  return {
    before: clean
      .slice(0, found.index)
      .replace(/[\s,.!:;-]+$/, "")
      .trim(),
    after,
  };
}

/** `head` with every field `tail` gives (or refuses) taken from `tail`. */
function overlay(head: Extraction, tail: Extraction): Extraction {
  let values = head.values;
  const given = new Set<string>([...filledKeys(tail.values), ...tail.rejected.map((entry) => entry.key)]);
  for (const key of filledKeys(tail.values)) values = setSlot(values, key, getSlot(tail.values, key) as never);
  for (const key of tail.rejected.map((entry) => entry.key as FieldKey)) {
    if (!hasSlot(tail.values, key) && hasSlot(values, key)) values = deleteSlot(values, key);
  }
  return {
    ...head,
    ...tail,
    values,
    rejected: [...head.rejected.filter((entry) => !given.has(entry.key)), ...tail.rejected],
    answer: tail.answer ?? head.answer,
    standardCoverage: head.standardCoverage || tail.standardCoverage,
    declinedStandard:
      (head.declinedStandard || tail.declinedStandard) && !(head.standardCoverage || tail.standardCoverage),
  };
}

function readAnswerAs(
  text: string,
  context: ExtractContext,
  previous: readonly FieldKey[],
  retracted = false,
): Extraction {
  const first = extractSlots(text, context);
  const correction = retracted || isCorrection(text, context.lastAsked);
  const nothing = !readSomething(first);
  const named = namedField(text);
  // A correction, or a message naming another field ("tickets: just one" asked the accidents), that the
  // reading took as the bare answer to the question asked (a "*2016" read as a year of licence): only a
  // reading of the asked field alone is redone.
  const onlyAsked =
    context.lastAsked !== null &&
    filledKeys(first.values).every((field) => field === context.lastAsked) &&
    first.rejected.every((entry) => entry.key === context.lastAsked);
  // "make that 2008 for the licence", asked the tickets: a lone number read only as a model year while
  // the message names another field is that field's.
  const loneYear =
    named !== null &&
    named !== "vehicle.year" &&
    filledKeys(first.values).length === 1 &&
    hasSlot(first.values, "vehicle.year") &&
    (cleanMessage(text).match(/\d+/g) ?? []).length === 1;
  const namesOther = named !== null && named !== context.lastAsked && (onlyAsked || loneYear);
  if (!nothing && !correction && !namesOther) return first;
  if (!nothing && !onlyAsked && !loneYear) return first;
  const targets: SlotKey[] = [];
  if (named) targets.push(named);
  if (correction && !named) {
    for (const field of previous) {
      const target = targetOf(field);
      if (target && !targets.includes(target)) targets.push(target);
    }
  }
  // "actually it was 2020 for the accident", "non, le ticket c'était en 2022": the one event already
  // counted, placed again by the date now said (inside its window or not).
  if (nothing && named && (named === "driver.tickets_last_3y" || named === "driver.accidents_last_6y")) {
    const known = getSlot(context.known, named);
    const dates = [...cleanMessage(text).toLowerCase().matchAll(DATED)];
    const date = dates[dates.length - 1]?.[0];
    if (known === 1 && date) {
      // The last date said is the one meant ("2020 for the accident, summer 2020").
      const kind = named === "driver.tickets_last_3y" ? "ticket" : "accident";
      const when = /ago|il y a|y a/.test(date) ? date : `in ${date}`;
      const again = extractSlots(`one ${kind} ${when}`, { ...context, lastAsked: named });
      if (hasSlot(again.values, named)) return again;
    }
  }
  // The first field the value fits; a value that fits none is refused for the first that read it.
  let refused: Extraction | undefined;
  for (const target of targets) {
    if (target === context.lastAsked && !nothing) continue;
    const again = extractSlots(text, { ...context, lastAsked: target, named: target === named });
    if (hasSlot(again.values, target as FieldKey)) return again;
    if (!refused && answers(again, target as FieldKey)) refused = again;
  }
  return refused ?? first;
}
