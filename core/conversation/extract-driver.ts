import { type Candidates, countNegated, type ExtractContext } from "./candidates";
import { type FieldKey, message } from "./slots";
import { type Scan } from "./text";
import "../i18n/messages/server";

/** Words that say "my licence" or "my driving": "licensed", "my G2", "been driving", "class 5". */
const LICENCE =
  "(?:licen[cs]ed|licen[cs]e|driver'?s licen[cs]e|(?:my|a|the|full|her|his) g[12]?(?![a-z0-9])|driving|been driving|driven|drove|permit|class 5)";
const APPROX =
  "(?:about|around|over|almost|nearly|roughly|more than|less than|just over|just under|just|only|approximately|close to|at least|like|maybe|probably|exactly|well over|under)";
/** A count: digits (number words were turned into digits), "a"/"an", or a vague "few"/"some". */
const QUANTITY = "(\\d{1,3}|a|an|few|some)";
const YEARS = "(?:years?|yrs?)(?![a-z])";
/** "in Ontario", "here", "in Canada" between "licensed" and "for 10 years". */
const WHERE = "(\\s+(?:here|in\\s+[a-z.]+(?:\\s+[a-z]+)?))?";

const LICENCE_SINCE = new RegExp(
  `\\b${LICENCE}[^\\u0001.!?;]{0,30}?\\b(?:since|in|back in|from|as of|around)\\s+((?:19|20)\\d\\d)(?![0-9])`,
  "g",
);
const SINCE_LICENCE = new RegExp(
  `\\b(?:since|in|back in)\\s+((?:19|20)\\d\\d)\\b[^\\u0001.!?;]{0,20}?\\b(?:licen[cs]ed|got (?:my|a|the) (?:licen[cs]e|g[12]?\\b)|started driving)`,
  "g",
);
const LICENCE_YEARS = new RegExp(
  `\\b${LICENCE}${WHERE}\\s+(?:for\\s+)?(?:${APPROX}\\s+)?${QUANTITY}\\s*\\+?\\s*${YEARS}`,
  "dg",
);
const YEARS_LICENCE = new RegExp(
  `(?<![a-z0-9])(?:${APPROX}\\s+)?${QUANTITY}\\s*\\+?\\s*${YEARS}\\s+(?:of\\s+)?(?:driving|experience|licen[cs]ed|licen[cs]e|behind the wheel|on the road|with (?:a|my) (?:licen[cs]e|g[12]?\\b)|since i got my licen[cs]e|as a driver)`,
  "g",
);
const LICENCE_MONTHS = new RegExp(
  `\\b${LICENCE}${WHERE}\\s+(?:for\\s+)?(?:${APPROX}\\s+)?(\\d{1,3})\\s*months?\\b`,
  "dg",
);
const NEW_DRIVER =
  /\b(?:new driver|newly licen[cs]ed|just got (?:my|a) (?:licen[cs]e|g[12]?\b)|brand new driver|just licen[cs]ed|first[- ]time driver|just started driving)/g;

function quantityValue(word: string): number | "vague" {
  if (word === "a" || word === "an") return 1;
  if (word === "few" || word === "some") return "vague";
  return Number(word);
}

function addYears(out: Candidates, pos: number, value: number | "vague"): void {
  if (value === "vague") out.reject("driver.years_licensed", pos, message("chat.reason.vagueYearsLicensed"));
  else out.add("driver.years_licensed", pos, value);
}

/** Consumes a match but leaves its "in Ontario" part (group 1) for the province reader. */
function consumeAround(scan: Scan, match: RegExpExecArray | RegExpMatchArray): void {
  const start = match.index ?? 0;
  const end = start + match[0].length;
  const where = match.indices?.[1];
  if (!where) return scan.consume(start, end);
  scan.consume(start, where[0]);
  scan.consume(where[1], end);
}

/**
 * Years licensed, read before the vehicle so "since 2015" or "got my G in 2019" are never taken for a
 * model year: "licensed for 10 years", "ten years", "since 2015", "first licence in 2020", "6 months".
 */
export function extractLicence(scan: Scan, context: ExtractContext, out: Candidates): void {
  for (const pattern of [LICENCE_SINCE, SINCE_LICENCE]) {
    for (const match of scan.lower.matchAll(pattern)) {
      const year = Number(match[1]);
      out.add("driver.years_licensed", match.index, context.currentYear - year);
      // Only the year is used up: "licensed in Ontario since 2010" still names the province.
      const yearAt = match.index + match[0].lastIndexOf(match[1] as string);
      scan.consume(pattern === LICENCE_SINCE ? yearAt : match.index, match.index + match[0].length);
    }
  }
  for (const match of scan.lower.matchAll(LICENCE_YEARS)) {
    addYears(out, match.index, quantityValue(match[2] as string));
    consumeAround(scan, match);
  }
  for (const match of scan.lower.matchAll(YEARS_LICENCE)) {
    addYears(out, match.index, quantityValue(match[1] as string));
    scan.consume(match.index, match.index + match[0].length);
  }
  for (const match of scan.lower.matchAll(LICENCE_MONTHS)) {
    out.add("driver.years_licensed", match.index, Math.floor(Number(match[2]) / 12));
    consumeAround(scan, match);
  }
  for (const match of scan.lower.matchAll(NEW_DRIVER)) {
    out.add("driver.years_licensed", match.index, 0);
    scan.consume(match.index, match.index + match[0].length);
  }
}

const TICKET =
  "(?:(?:speeding|traffic|moving|minor|driving|distracted driving|red light|stop sign|photo radar|radar|careless driving|cell phone|seatbelt|seat belt|demerit)\\s+)?(?:tickets?|violations?|infractions?|convictions?|citations?)";
const ACCIDENT =
  "(?:(?:at[- ]fault|not[- ]at[- ]fault|non[- ]at[- ]fault|no[- ]fault|minor|small|major|car|serious|little|chargeable|fault|bad|big)\\s+)*(?:accidents?|fender[- ]?benders?|crash(?:es)?|claims?|wrecks?)";
const NOUN = `(?:${TICKET}|${ACCIDENT})`;
const IS_TICKET = new RegExp(`^${TICKET}$`);

const CLEAN_RECORD =
  /\b(?:(?:clean|spotless|perfect|squeaky clean|good|flawless)\s+(?:driving\s+)?(?:record|history|abstract)|nothing on my record|never had any (?:issues|problems|incidents))/g;
const FREE = new RegExp(`\\b(accident|ticket|claims?|collision)[- ]free\\b`, "g");
const ZERO_LIST = new RegExp(
  `\\b(?:no|zero|0|neither|never had any|never had|haven't had any|have not had any|havent had any|don't have any|do not have any|dont have any|not any|without any|without)\\s+(${NOUN})((?:\\s*(?:,|/|&|or|and|nor)\\s*(?:no\\s+|any\\s+|zero\\s+)?${NOUN})+)`,
  "g",
);
const COUNT_QUANTITY = "(no|zero|\\d{1,3}|a|an|single|few|some|any|neither)";
const TICKET_COUNT = new RegExp(
  `(?<![a-z0-9])${COUNT_QUANTITY}\\s+(?:(?:more|other|single|previous|prior|new)\\s+)?(${TICKET})`,
  "g",
);
const ACCIDENT_COUNT = new RegExp(
  `(?<![a-z0-9])${COUNT_QUANTITY}\\s+(?:(?:more|other|single|previous|prior|new)\\s+)?(${ACCIDENT})(?!\\s+(?:coverage|insurance|deductible))`,
  "g",
);
const COLLISION_COUNT =
  /\b(?:had|have had|was in|been in|got into|caused|involved in)\s+(\d{1,3}|a|an)\s+(?:(?:minor|small|at[- ]fault|major)\s+)?collisions?\b(?!\s+(?:coverage|insurance|deductible))/g;
const LABELLED = new RegExp(`(${NOUN})\\s*(?::|=|-)\\s*(none|no|zero|\\d{1,3})\\b`, "g");

function nounKey(noun: string): FieldKey {
  return IS_TICKET.test(noun.trim()) ? "driver.tickets_last_3y" : "driver.accidents_last_6y";
}

function vague(out: Candidates, key: FieldKey, pos: number): void {
  out.reject(
    key,
    pos,
    message(key === "driver.tickets_last_3y" ? "chat.reason.vagueTickets" : "chat.reason.vagueAccidents"),
  );
}

function addCount(scan: Scan, out: Candidates, key: FieldKey, quantity: string, pos: number, end: number): void {
  const negated = countNegated(scan.lower, pos);
  scan.consume(pos, end);
  if (quantity === "few" || quantity === "some") return vague(out, key, pos);
  if (quantity === "no" || quantity === "zero" || quantity === "neither") return out.add(key, pos, 0);
  if (quantity === "any") {
    if (negated) out.add(key, pos, 0);
    return;
  }
  const value = quantity === "a" || quantity === "an" || quantity === "single" ? 1 : Number(quantity);
  if (negated && value === 1) out.add(key, pos, 0);
  else out.add(key, pos, value, negated);
}

/**
 * Tickets (last 3 years) and accidents (last 6 years): "no tickets or accidents", "a couple of speeding
 * tickets", "one fender bender", "an at-fault accident last year", "clean record", "tickets: 2".
 * A parking ticket is not a driving conviction and is not counted.
 */
export function extractRecord(scan: Scan, _context: ExtractContext, out: Candidates): void {
  for (const match of scan.lower.matchAll(CLEAN_RECORD)) {
    out.add("driver.tickets_last_3y", -1, 0);
    out.add("driver.accidents_last_6y", -1, 0);
    scan.consume(match.index, match.index + match[0].length);
  }
  for (const match of scan.lower.matchAll(FREE)) {
    const word = match[1] as string;
    if (word === "ticket") out.add("driver.tickets_last_3y", match.index, 0);
    else out.add("driver.accidents_last_6y", match.index, 0);
    scan.consume(match.index, match.index + match[0].length);
  }
  for (const match of scan.lower.matchAll(ZERO_LIST)) {
    out.add(nounKey(match[1] as string), match.index, 0);
    const rest = (match[2] as string).split(/\s*(?:,|\/|&|\bor\b|\band\b|\bnor\b)\s*/);
    for (const part of rest) {
      const noun = part.replace(/^(?:no|any|zero)\s+/, "").trim();
      if (noun) out.add(nounKey(noun), match.index + 1, 0);
    }
    scan.consume(match.index, match.index + match[0].length);
  }
  for (const match of scan.lower.matchAll(LABELLED)) {
    const value = /^\d/.test(match[2] as string) ? Number(match[2]) : 0;
    out.add(nounKey(match[1] as string), match.index, value);
    scan.consume(match.index, match.index + match[0].length);
  }
  for (const match of scan.lower.matchAll(TICKET_COUNT)) {
    if (/parking\s*$/.test(scan.lower.slice(Math.max(0, match.index - 9), match.index))) continue;
    addCount(scan, out, "driver.tickets_last_3y", match[1] as string, match.index, match.index + match[0].length);
  }
  for (const match of scan.lower.matchAll(COLLISION_COUNT)) {
    const start = match.index + match[0].indexOf(match[1] as string);
    addCount(scan, out, "driver.accidents_last_6y", match[1] as string, start, match.index + match[0].length);
  }
  for (const match of scan.lower.matchAll(ACCIDENT_COUNT)) {
    // "How do I file a claim?" asks about claims; it does not report one.
    const before = scan.lower.slice(Math.max(0, match.index - 12), match.index);
    if (/claims?$/.test(match[2] ?? match[0]) && /\b(?:file|make|submit|open|start|report)\s*$/.test(before)) continue;
    addCount(scan, out, "driver.accidents_last_6y", match[1] as string, match.index, match.index + match[0].length);
  }
}

export { vague as rejectVagueCount };
