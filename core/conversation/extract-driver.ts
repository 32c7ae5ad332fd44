import { type Candidate, type Candidates, countNegated, type ExtractContext } from "./candidates";
import { type FieldKey, message } from "./slots";
import { type Scan } from "./text";
import "../i18n/messages/server";

/** Words that say "my licence" or "my driving": "licensed", "my G2", "been driving", "class 5". */
const LICENCE =
  "(?:licen[cs]ed|licen[cs]e|driver'?s licen[cs]e|(?:my|a|the|full|her|his) g[12]?(?![a-z0-9])|(?<!(?:distracted|careless|impaired|dangerous|drunk|reckless) )driving(?! (?:ticket|infraction|conviction|offence|record|course))|been driving|driven|drove|permit|class 5)";
const APPROX =
  "(?:about|around|over|almost|nearly|roughly|more than|less than|just over|just under|just|only|approximately|close to|at least|like|maybe|probably|exactly|well over|under)";
/** A count: digits (number words were turned into digits), "a"/"an", or a vague "few"/"some". */
const QUANTITY = "(\\d{1,3}|a|an|few|some)";
const YEARS = "(?:years?|yrs?)(?![a-z])";
/** "in Ontario", "here", "in Canada" between "licensed" and "for 10 years". */
const WHERE = "(\\s+(?:here|in\\s+[a-z.]+(?:\\s+[a-z]+)?))?";

const MONTH =
  "(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)";
const LICENCE_SINCE = new RegExp(
  `\\b${LICENCE}[^\\u0001.!?;,]{0,30}?(?:\\b(?:since|in|on|back in|from|as of|around|dates from)\\s+(?:(?:the\\s+)?(?:${MONTH}|spring|summer|fall|autumn|winter)(?:\\s+of)?\\s+)?|\\b${MONTH}\\s+)((?:19|20)\\d\\d|'\\d\\d)(?![0-9])`,
  "g",
);
/** A year written right after the word: "licensed 2010", "licence: 2004". */
const LICENCE_BARE_YEAR = /\b(?:licen[cs]ed|licen[cs]e|first licen[cs]e)\s*[:=-]?\s*((?:19|20)\d\d|'\d\d)(?![0-9])/g;
/** A licence got this year, by the month: "licensed in September" (no year) is less than a year. */
const LICENCE_THIS_MONTH = new RegExp(
  `\\b${LICENCE}\\s+(?:in|since|last)\\s+${MONTH}\\b(?![\\s,]*(?:(?:19|20)\\d\\d|\\u0001))`,
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
/** The licence's age: "my licence is 3 years old". */
const LICENCE_AGE =
  /\b(?:licen[cs]e|g2?|permit)\s+(?:is|'s)\s+(?:about\s+|only\s+|just\s+)?(\d{1,2})\s*(?:years?|yrs?)\s+old\b/g;
/** A label then its number, as forms and renewal notices print it: "Years licensed: 19". */
const YEARS_LICENSED_LABEL =
  /\byears\s+(?:licen[cs]ed|of driving(?: experience)?|driving)\s*[:=-]?\s*(\d{1,2})(?![\d.])/g;
const LICENCE_MONTHS = new RegExp(
  `\\b${LICENCE}${WHERE}\\s+(?:for\\s+)?(?:${APPROX}\\s+)?(\\d{1,3})\\s*months?\\b`,
  "dg",
);
/** The age the licence came at: "got my licence at 19", "licensed since I was 18", "driving since 16". */
const LICENCE_AT_AGE =
  /\b(?:(?:got|get|had|obtained|received|passed)\s+(?:my|a|the)\s+(?:driver'?s\s+)?(?:licen[cs]e|g[12]?|permit)\s+(?:at|when i was|when i turned|the year i turned)(?:\s+(?:the\s+)?age(?:\s+of)?)?|the (?:year|summer|spring|fall|autumn|winter|month|week|day) i turned|licen[cs]ed\s+(?:since|at|from)\s+(?:i was|age|the age of)|licen[cs]ed\s+at|(?:driving|licen[cs]ed)\s+since\s+(?:i was|i turned|age)|since i (?:was|turned))\s+(\d{1,2})(?!\s*(?:years|yrs|\d))/g;
/** The same age said first: "I was 18 when I got it", "was 17 when I got my G2". */
const AGE_WHEN_LICENSED =
  /\b(?:i was|i'?m|was)\s+(\d{1,2})\s+(?:years? old\s+)?when i (?:got|passed|obtained|received|had) (?:it|mine|licensed|my (?:driver'?s\s+)?(?:licen[cs]e|permit|g[12]?|class 5|full licen[cs]e))\b/g;
/** "Got it at 17", "had it since I was 16": the licence's age, when the licence is what was asked. */
const IT_AT_AGE =
  /\b(?:got|get|had|passed|obtained) it\s+(?:at|when i was|since i was|at age)\s+(\d{1,2})(?!\s*(?:years|yrs|\d))/g;
/** The visitor's birth year: "I was born in 1990", "born in '88" is left to the year readers. */
const BORN_IN = /\b(?:i was |i'm |im )?born in ((?:19|20)\d\d|'?\d\d)\b/;
/** The visitor's age now: "I'm 52", "I am 45 years old", "45 yo", "age 34". */
const AGE_NOW =
  /\b(?:i'?m|i am|im)\s+(?:now\s+|currently\s+)?(\d{1,2})(?!\s*(?:years?\s+(?:of|licen|driving)|tickets?|accidents?|\d))\b|\b(\d{1,2})\s*(?:years old|yrs old|yo|y\/o)\b|\bage\s+(\d{2})\b|\bi turned\s+(\d{2})\b/;

/** "I have Canadian licence since 2 years": a number of years after "since", as some newcomers write it. */
const LICENCE_SINCE_YEARS = new RegExp(
  `\\b${LICENCE}[^\\u0001.!?;]{0,20}?\\bsince\\s+(\\d{1,2})\\s*(?:years|yrs)\\b`,
  "g",
);

/** "My last ticket was back in 2015": the count is at least that one, or none when it is out of the window. */
const LAST_EVENT =
  /\b(?:my (?:last|latest|most recent|only)|the) (ticket|accident|claim|speeding ticket)s?,?\s+(?:was|is|dates from|it was|it's been|it has been)\s+(?:back\s+)?(?:in\s+)?(?:((?:19|20)\d\d)|(\d{1,2})\s+years?(?:\s+ago)?|(last year|this year))/g;
/** "It's been 5 years since my last ticket": that one event, placed that long ago. */
const SINCE_LAST_EVENT =
  /\b(?:it's been|it has been|been)\s+(?:about\s+|almost\s+|over\s+)?(\d{1,2})\s+years?\s+since\s+(?:my|the|i (?:had|got) (?:a|an|my))\s+(?:last\s+)?(ticket|accident|claim|speeding ticket)s?\b/g;

/** "I got my licence last year", "got my G 3 years ago", "last summer" (a season or months back: under a year). */
const LICENCE_AGO =
  /\b(?:(?:got|get|obtained|received|passed)\s+(?:my|a|the)\s+(?:driver'?s\s+)?(?:licen[cs]e|g[12]?|permit)|licen[cs]ed\s+since)\s+(?:(last year|this year|a year ago|(?:last|this|this past) (?:summer|winter|spring|fall|autumn)|last month|\d{1,2} months? ago)|(\d{1,2})\s+years?\s+ago)\b/g;

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
  for (const pattern of [LICENCE_SINCE, SINCE_LICENCE, LICENCE_BARE_YEAR]) {
    for (const match of scan.lower.matchAll(pattern)) {
      // "licence at 17 and I was born in 1985": the year is the birth's, read with the age below.
      // "born in 1985 and got my licence at 16": the year after "born" is the birth's too.
      if (/\bborn\b/.test(match[0]) || /\bborn\s*$/.test(scan.lower.slice(Math.max(0, match.index - 8), match.index))) {
        continue;
      }
      const written = match[1] as string;
      // "since '05": a two-digit year is this century's when it is not in the future.
      const short = written.startsWith("'") ? Number(written.slice(1)) : null;
      const year = short === null ? Number(written) : short <= context.currentYear % 100 ? 2000 + short : 1900 + short;
      out.add("driver.years_licensed", match.index, context.currentYear - year);
      // Only the year is used up: "licensed in Ontario since 2010" still names the province.
      const yearAt = match.index + match[0].lastIndexOf(match[1] as string);
      scan.consume(pattern !== SINCE_LICENCE ? yearAt : match.index, match.index + match[0].length);
    }
  }
  for (const match of scan.lower.matchAll(LICENCE_AGE)) {
    out.add("driver.years_licensed", match.index, Number(match[1]));
    scan.consume(match.index, match.index + match[0].length);
  }
  for (const match of scan.lower.matchAll(LICENCE_YEARS)) {
    addYears(out, match.index, quantityValue(match[2] as string));
    consumeAround(scan, match);
  }
  for (const match of scan.lower.matchAll(YEARS_LICENCE)) {
    addYears(out, match.index, quantityValue(match[1] as string));
    scan.consume(match.index, match.index + match[0].length);
  }
  for (const match of scan.lower.matchAll(YEARS_LICENSED_LABEL)) {
    out.add("driver.years_licensed", match.index, Number(match[1]));
    scan.consume(match.index, match.index + match[0].length);
  }
  for (const match of scan.lower.matchAll(LICENCE_MONTHS)) {
    out.add("driver.years_licensed", match.index, Math.floor(Number(match[2]) / 12));
    consumeAround(scan, match);
  }
  for (const match of scan.lower.matchAll(LICENCE_SINCE_YEARS)) {
    out.add("driver.years_licensed", match.index, Number(match[1]));
    scan.consume(match.index, match.index + match[0].length);
  }
  for (const match of scan.lower.matchAll(LICENCE_AGO)) {
    const years = match[2] !== undefined ? Number(match[2]) : /^(?:last year|a year ago)$/.test(match[1] ?? "") ? 1 : 0;
    out.add("driver.years_licensed", match.index, years);
    scan.consume(match.index, match.index + match[0].length);
  }
  for (const match of scan.lower.matchAll(LICENCE_THIS_MONTH)) {
    out.add("driver.years_licensed", match.index, 0);
    scan.consume(match.index, match.index + match[0].length);
  }
  // Years licensed from two ages: the age now less the age at the licence ("at 19 and I'm 52": 33).
  const atAges = [
    ...scan.lower.matchAll(LICENCE_AT_AGE),
    ...scan.lower.matchAll(AGE_WHEN_LICENSED),
    // Asked the licence, "it" is the licence: "got it at 17 and I'm 39".
    ...(context.lastAsked === "driver.years_licensed" ? scan.lower.matchAll(IT_AT_AGE) : []),
  ];
  for (const match of atAges) {
    // "when I turned 18, which was in 2009": the year says it all.
    const tail = scan.lower.slice(match.index + match[0].length, match.index + match[0].length + 40);
    const yearSaid = /^[\s,]*(?:which|that|it)\s+was\s+(?:in\s+|back in\s+)?((?:19|20)\d\d)/.exec(tail);
    if (yearSaid) {
      out.add("driver.years_licensed", match.index, context.currentYear - Number(yearSaid[1]));
      scan.consume(match.index, match.index + match[0].length + yearSaid[0].length);
      continue;
    }
    // "since I was 16, it's been 40 years", "when I was 17, so 30 years ago": the count is said.
    const countSaid =
      /^[\s,;]*(?:so\s+|and\s+)?(?:(?:it's been|it has been|it's|it is|its|that's|that is|that was|which is|which was|which makes|that makes|so)\s+(?:about\s+|almost\s+|over\s+)?(\d{1,2})\s*(?:years?|yrs?)\b|(?:about\s+|almost\s+|over\s+)?(\d{1,2})\s*(?:years?|yrs?)\s+ago\b)/.exec(
        tail,
      );
    if (countSaid) {
      out.add("driver.years_licensed", match.index, Number(countSaid[1] ?? countSaid[2]));
      scan.consume(match.index, match.index + match[0].length + countSaid[0].length);
      continue;
    }
    scan.consume(match.index, match.index + match[0].length);
    const at = Number(match[1]);
    // "the year I turned 17. I was born in 1990": licensed in 2007.
    const born = BORN_IN.exec(scan.lower);
    if (born && at >= 14) {
      const written = (born[1] as string).replace("'", "");
      const short = written.length === 2 ? Number(written) : null;
      const birth =
        short === null ? Number(written) : short <= (context.currentYear % 100) - at ? 2000 + short : 1900 + short;
      out.add("driver.years_licensed", match.index, context.currentYear - (birth + at));
      scan.consume(born.index, born.index + born[0].length);
      continue;
    }
    const age = AGE_NOW.exec(scan.lower);
    // The age now, said in this message or an earlier one ("I'm 35", then "licensed at 16, not 17").
    const now = age ? ageOf(age) : (context.age ?? null);
    if (now !== null && at >= 14 && now >= at) {
      out.add("driver.years_licensed", match.index, now - at);
      if (age) scan.consume(age.index, age.index + age[0].length);
    } else out.reject("driver.years_licensed", match.index, message("chat.reason.vagueYearsLicensed"));
  }
  for (const match of scan.lower.matchAll(NEW_DRIVER)) {
    out.add("driver.years_licensed", match.index, 0);
    scan.consume(match.index, match.index + match[0].length);
  }
  // "licensed half my life, I'm 36": half the age said.
  const half = HALF_LIFE.exec(scan.lower);
  if (half) {
    const age = AGE_NOW.exec(scan.lower);
    if (age) out.add("driver.years_licensed", half.index, Math.floor(ageOf(age) / 2));
    scan.consume(half.index, half.index + half[0].length);
  }
  // A licence told by reasoning that ends "so since 2008" / "the year I moved here, 2019": that year.
  if (/\b(?:licen[cs]e|licensed|permis|driving)\b/.test(scan.initial)) {
    for (const match of scan.lower.matchAll(CONCLUDED_YEAR)) {
      out.add("driver.years_licensed", match.index, context.currentYear - Number(match[1] ?? match[2]));
      scan.consume(match.index, match.index + match[0].length);
    }
  }
  // "He's had his licence since 1985, me since 1999": after someone else's licence, the visitor's own
  // year said as "me since"; the other person's is taken back.
  const mine = MINE_SINCE.exec(scan.lower);
  if (mine && OTHER_PERSON_LICENCE.test(scan.initial.slice(0, mine.index))) {
    for (const candidate of out.list) {
      if (candidate.key === "driver.years_licensed" && candidate.pos < mine.index) candidate.negated = true;
    }
    out.add("driver.years_licensed", mine.index, context.currentYear - Number(mine[1]));
    scan.consume(mine.index, mine.index + mine[0].length);
  }
}

/** "Half my life", "la moitié de ma vie": a licence as a share of the visitor's age. */
const HALF_LIFE = /\b(?:for\s+)?(?:about\s+)?half (?:of )?my life\b|\bla moitie de ma vie\b/;
/** The year a licence's reasoning ends on: "so since 2008", "so 2008", "the year I moved here, 2019". */
const CONCLUDED_YEAR =
  /\bso\s+(?:since\s+|in\s+|from\s+)?((?:19|20)\d\d)\b(?!\s*(?:[a-z]+\s+)?(?:tickets?|accidents?))|\bthe year (?:i|we) (?:moved|came|arrived|got married|graduated|turned \d{2})(?: [a-z]+){0,3},?\s+(?:in\s+)?((?:19|20)\d\d)\b/g;
/** The visitor's own licence year after someone else's: "me since 1999", "moi depuis 2004", "mine, 2010". */
const MINE_SINCE =
  /\b(?:and\s+|but\s+|et\s+|pis\s+)?(?:me|myself|mine|moi|for me|pour moi)\b[\s,:-]*(?:(?:had it|been licensed|licensed)\s+)?(?:since|depuis|from|in)?\s*((?:19|20)\d\d)\b/;
/** Someone else's licence named before: "Dad's been licensed", "he's had his licence", "ma femme a son permis". */
const OTHER_PERSON_LICENCE =
  /\b(?:(?:my\s+)?(?:dad|father|mom|mother|mum|husband|wife|spouse|partner|son|daughter|brother|sister|boyfriend|girlfriend)(?:'s)?|he|she|he's|she's|his|her)\b[^.!?]{0,40}\b(?:licen[cs]e[ds]?|permis|driving)\b|\b(?:my\s+(?:dad|father|mom|mother|mum|husband|wife|spouse|partner|son|daughter|brother|sister|boyfriend|girlfriend|kid)|he|she)\s+(?:got|has had|had|'s had|has)\s+(?:his|hers|theirs)\b/;
/** The youngest age a licence (a learner's, in Alberta) starts at in Canada. */
export const YOUNGEST_LICENCE_AGE = 14;

/** The visitor's age now, when the message says it ("I'm 24", "45 years old"). */
export function statedAge(lower: string): number | null {
  const age = AGE_NOW.exec(lower);
  if (!age) return null;
  // "my son is 17 years old" is not the visitor's age.
  const clause =
    lower
      .slice(Math.max(0, age.index - 40), age.index)
      .split(/[.;!?,]|\bbut\b|\band\b/)
      .pop() ?? "";
  if (OTHER_PERSON.test(clause)) return null;
  return ageOf(age);
}

/** The age an AGE_NOW match says, whichever of its forms matched. */
function ageOf(match: RegExpExecArray): number {
  return Number(match[1] ?? match[2] ?? match[3] ?? match[4]);
}

/**
 * Years licensed that the visitor's age rules out ("I'm 24 and I've been driving for 30 years") are
 * refused with the reason, never kept: the slot stays empty and is asked again.
 */
export function checkLicenceAgainstAge(out: Candidates, age: number | undefined): void {
  if (age === undefined) return;
  const most = Math.max(0, age - YOUNGEST_LICENCE_AGE);
  for (const candidate of out.list) {
    if (candidate.key !== "driver.years_licensed" || typeof candidate.value !== "number") continue;
    if (candidate.value <= most) continue;
    candidate.reject = message("chat.reason.licenceLongerThanAge", { years: candidate.value, age });
    delete candidate.value;
  }
}

const TICKET =
  "(?:(?:minor|small|little|single|old|recent|speeding|traffic|moving|driving|distracted driving|red light|stop sign|photo radar|radar|careless driving|cell phone|seatbelt|seat belt|demerit)\\s+){0,2}(?:tickets?|violations?|infractions?|convictions?|citations?)";
const ACCIDENT =
  "(?:(?:at[- ]fault|not[- ]at[- ]fault|non[- ]at[- ]fault|no[- ]fault|minor|small|major|car|serious|little|chargeable|fault|bad|big)\\s+)*(?:accidents?|fender[- ]?benders?|crash(?:es)?|claims?|wrecks?|collisions)";
const NOUN = `(?:${TICKET}|${ACCIDENT})`;
const IS_TICKET = new RegExp(`^${TICKET}$`);

const CLEAN_RECORD =
  /\b(?:(?:clean|spotless|perfect|squeaky clean|good|flawless)\s+(?:driving\s+)?(?:record|history|abstract)|(?:driving\s+)?record(?:'s|\s+is)\s+(?:clean|spotless|perfect)|nothing on my record|never had any (?:issues|problems|incidents)|(?<=,\s*)clean\s*$)/g;
const FREE = new RegExp(`\\b(accident|ticket|claims?|collision)[- ]free\\b`, "g");
const ZERO_LIST = new RegExp(
  `\\b(?:no|zero|0|neither|never had any|never had an?|never had|haven't had any|have not had any|havent had any|don't have any|do not have any|dont have any|not any|without any|without)\\s+(${NOUN})((?:\\s*(?:,|/|&|or|and|nor)\\s*(?:no\\s+|any\\s+|zero\\s+)?${NOUN})+)`,
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
  /\b(?:had|have had|was in|been in|got into|caused|involved in)\s+(\d{1,3}|a|an)\s+(?:(?:minor|small|at[- ]fault|major)\s+)?collisions?\b(?!\s+(?:coverage|insurance|deductible))|(?<![a-z0-9])(a|an|1)\s+(?:(?:minor|small|at[- ]fault|major|little)\s+)?collision\b(?=\s*,?\s*(?:(?:back\s+)?in\s+(?:(?:19|20)\d\d|[a-z]+\s+(?:19|20)\d\d)|last\s+(?:year|summer|winter|spring|fall|month)|this\s+(?:year|summer|winter|spring|fall)|\d{1,2}\s+(?:years?|months?)\s+ago)\b)/g;
// "tickets: 2"; not "3 tickets: one in 2023, …", where the count comes first and the list tells them.
const LABELLED = new RegExp(
  `(?<!\\b(?:\\d{1,3}|a|an|one|two|three|four|five)\\s+)(${NOUN})\\s*(?:\\([^)]{0,24}\\))?\\s*(?::|=|-)\\s*(none|no|zero|a|an|one|\\d{1,3})\\b`,
  "g",
);

/** A label joined to its count by a word: "tickets also 0", "accidents are zero", "tickets too: none". */
const LABELLED_BY_WORD = new RegExp(
  `(?<!\\b(?:\\d{1,3}|a|an|one|two|three|four|five)\\s+)(${NOUN})\\s+(?:also|too|are|were|as well|either)\\s*:?\\s*(none|zero|\\d{1,2})(?=\\s*(?:[.,;!]|\\band\\b|$))`,
  "g",
);

/** A kind then its count as the head of an answer: "accidents 1, I hit a parked car", "tickets zero." */
const LABEL_THEN_COUNT = new RegExp(
  `(?:^|[.;!?]\\s*)(tickets?|accidents?)\\s+(\\d{1,2}|none|zero|no)(?=\\s*(?:[,.;!-]|$))`,
  "g",
);

/** A kind then "no" as a short answer: "Ticket no.", "accidents, none". */
const NOUN_THEN_NO = new RegExp(
  `(?<![a-z0-9]\\s{0,2})(${NOUN})\\s*[:,]?\\s+(?:no|none|nil|zero|nope|0|never|jamais|rien|nada)(?=\\s*(?:[.,;!]|\\band\\b|$))`,
  "g",
);
/** One event told by its kind and date, with no count: "Careless driving conviction back in 2023". */
const NOUN_DATED = new RegExp(
  `(?:^|[.;!?,]|\\b(?:and|plus|also))\\s*(${NOUN})\\s+(?:back\\s+)?(?=(?:in|on|during|last|this)\\b|(?:19|20)\\d\\d)`,
  "g",
);

/**
 * A kind named as a label, then its events by their dates and no count ("tickets: January 2022,
 * September 2024", "at-fault accident: March 2022"): one event for each date.
 */
const NOUN_DATES = new RegExp(
  `(?:^|[.;!?,]|\\b(?:and|plus|also))\\s*(${NOUN})\\s*(?::|=|-)\\s*(?=(?:(?:in|on|back in)\\s+)?(?:${MONTH}\\.?\\s+)?(?:19|20)\\d\\d\\b)`,
  "g",
);

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

/** How far back a count looks: tickets the last 3 years, accidents the last 6 (quote-side spec). */
export const WINDOW_YEARS: Partial<Record<FieldKey, number>> = {
  "driver.tickets_last_3y": 3,
  "driver.accidents_last_6y": 6,
};

/** Someone else's record: "my husband has 2 tickets", "ma femme a eu un accident" (read as English). */
const OTHER_PERSON =
  /\b(?:my|his|her|our)\s+(?:wife|husband|spouse|partner|son|daughter|kids?|children|father|dad|mother|mom|mum|brother|sister|girlfriend|boyfriend|roommate|friend|fiance|fiancee|parents?|teenager)\b|\b(?:he|she|they)\s+(?:has|had|have|got|was|were)\b/;
/** An accident that was not the visitor's fault does not count as at-fault. */
const NOT_AT_FAULT =
  /\b(?:not|non|no)[- ]at[- ]fault\b|\bno[- ]fault\b|\bnot (?:at fault|my fault)\b|\b(?:neither|none)(?: of them)?(?: (?:was|were))? (?:my fault|at fault)\b|\bboth (?:not my fault|not at fault)\b|\b(?:wasn't|was not|wasnt|isn't|is not) my fault\b|\b(?:someone|somebody|(?:a|an|the other|another|the|some|this|other) (?:guy|driver|truck|car|vehicle|van|suv|pickup|bus|cab|taxi|lady|woman|man|person|kid|teen|drunk driver|drunk)|he|she|they) (?:hit|rear[- ]ended|backed into|ran into|crashed into|t[- ]?boned|sideswiped|smashed into|slammed into|struck|plowed into|ploughed into|rammed|ran a red (?:light )?and hit) (?:me|my|us|our)\b|\b(?:i was|i got|got) (?:hit|rear[- ]ended)\b|\bother (?:driver|guy|person)'?s? fault\b|\b(?:the other|the guy|the driver|that guy|his|her|their|he|she|they)\b(?:(?!\b(?:my|i|me)\b)[^.;!?]){0,30}?\b(?:fault|to blame|was responsible|were responsible|got (?:the|a) ticket|was charged|got charged)\b|\b(?:was|that was) all (?:him|her|them)\b|\b(?:someone|somebody|another (?:driver|car|guy|vehicle|truck)|the other (?:driver|car|guy|vehicle)|an?(?: \w+)? (?:guy|driver|truck|car|van|lady|woman|man|kid|teen|pickup|semi|bus|cab|taxi|suv))\b[^.;!?]{0,50}?\b(?:hit|struck|rear[- ]ended|t[- ]?boned|backed into|reversed into|ran into|crashed into|sideswiped|side-swiped|smashed into|slammed into|plowed into|ploughed into|rammed|clipped|bumped into|bumped)\s+(?:me|my|us|our|into me|into my)\b|\b(?:found|ruled|deemed|declared|held|put)\s+(?:him|her|them|the other (?:driver|guy|party))\s+(?:at fault|responsible|100%)|\b(?:it was|it's|its|was)\s+(?:his|her|their|sa|leur)\s+(?:fault|faute)\b|\bnot responsible\b|\b(?:hit|struck|strike|ran into|collided with|collision with|with an?)\s+(?:a\s+|an\s+|the\s+)?(?:deer|moose|elk|caribou|animal|coyote|bear|chevreuil|orignal|cerf)\b|\b(?:deer|moose|elk|animal)\s+(?:strike|collision|hit)\b|\bclaims?\s+(?:for|on)\s+(?:an?\s+|the\s+|my\s+|some\s+)?(?:(?:cracked|broken|chipped|smashed)\s+)?(?:windshield|windscreen|glass|window|hail|theft|vandalism|stolen)|\b(?:windshield|windscreen|glass|hail|theft|vandalism)\s+claims?\b/;
/** When an event happened, as years before now: "5 years ago", "in 2015", "last year", a bare year in a list. */
const WHEN =
  /\b(\d{1,2})\s*(?:years?|yrs?|winters?|summers?|springs?|falls?|autumns?)\s+ago\b|\b(?:in|back in|since|from)?\s*(?:(?:the\s+)?(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|spring|summer|fall|autumn|winter)[a-z]*\.?(?:\s+of)?\s+)?((?:19|20)\d\d)\b|\b(?:this|last|this past|past)\s+(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b|\blast year\b|\bthis year\b|\b(?:\d{1,2}\s*months?\s+ago|last month|last week|recently|yesterday|this month|(?:last|this|this past) (?:summer|winter|spring|fall|autumn))\b/g;

const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];
/** A season as the month it is mostly in: spring April, summer July, fall October, winter January. */
const SEASONS: Readonly<Record<string, number>> = { spring: 3, summer: 6, fall: 9, autumn: 9, winter: 0 };

function yearsAgo(match: RegExpMatchArray, currentYear: number, currentMonth: number | undefined): number {
  if (match[1] !== undefined) return Number(match[1]);
  if (match[4] !== undefined) {
    // "this October", "last March": the latest such month, this year or the one before.
    const month = MONTHS.indexOf(match[4]);
    const now = (currentMonth ?? 12) - 1;
    const back = /^this\b/.test(match[0]) && month <= now ? now - month : (now - month + 12) % 12 || 12;
    return back / 12;
  }
  if (match[3] !== undefined) {
    const years = currentYear - Number(match[3]);
    // With its month and today's, an event is placed to the month: January 2023 is more than 3 years
    // before November 2026.
    const said = match[2];
    const month = said === undefined ? -1 : (SEASONS[said] ?? MONTHS.indexOf(said));
    return month >= 0 && currentMonth !== undefined ? years + (currentMonth - 1 - month) / 12 : years;
  }
  return /last year/.test(match[0]) ? 1 : 0;
}

/** The visitor driving into something: an accident told without the word. */
const CRASH_VERB =
  /(?:\b(?:i|i've|ive|i have)\s+(?:\w+\s+)?|(?:^|(?<=[.;!?,:-]\s*))\s*(?:(?:yeah|yes|yep|well|so|ok|oh|um|uh|one|1)[,\s]+)*(?=(?:backed|reversed|ran|crashed|slid|smashed|bumped|rear[- ]ended|t-?boned|clipped|sideswiped|rammed|hit|rolled|flipped|totaled|totalled|wrecked|wrote off|went|drove|spun|skidded|veered|ended up)\b))(?:backed|back|reversed|reverse|ran|run|crashed|crash|slid|slide|smashed|bumped|bump|rear[- ]ended|rear[- ]end|t-?boned|clipped|sideswiped|side-swiped|rammed|hit|rolled|flipped|totaled|totalled|wrecked|wrote off)\s+(?:into\s+|up\s+against\s+|in\s+)?(?:a|an|the|some|someone|somebody|another|his|her|their|a parked|my|our|le|la|les|l'|un|une|mon|ma)\b|(?:\b(?:i|i've|ive|i have|we)\s+(?:\w+\s+)?|(?:^|(?<=[.;!?,:-]\s*|\b(?:and|then)\s+))\s*(?:(?:yeah|yes|yep|well|so|ok|oh|um|uh|one|1)[,\s]+)*)(?:went|drove|spun|skidded|slid|veered|ended up|rolled|landed|put (?:it|the car|my car))\s+(?:off\s+the\s+road|(?:in|into|onto|off|over)\s+(?:a|the)\s+(?:ditch|fence|pole|tree|wall|guardrail|guard rail|snowbank|snow bank|post|curb|median|embankment))\b/g;
const ANIMAL =
  /^\s*(?:\w+\s+)?(?:deer|moose|elk|caribou|animal|bird|coyote|raccoon|bear|fox|dog|cat|pothole|orignal|chevreuil)\b/;

/** The start of another event's telling. */
const NEXT_EVENT =
  /\b(?:an?|\d+|no|one|two)\s+(?:\w+\s+)?(?:tickets?|accidents?|claims?|violations?|infractions?|convictions?|fender[- ]?benders?|crash(?:es)?)\b|\u0001/;

/** The clause an event is told in, cut at a full stop, "but" or a semicolon. */
function clauseAround(lower: string, start: number, end: number): { before: string; after: string } {
  const head = lower.slice(Math.max(0, start - 60), start).replace(/\u0001/g, " ");
  const before = head.split(/[.;!?]|\bbut\b|\bmais\b/).pop() ?? "";
  const tail = lower.slice(end, end + 80).replace(/\u0001/g, " ");
  // What is said of these events, up to the next event told ("a ticket 5 years ago and an accident
  // last year"): "2 tickets, both in 2020", "1 accident, my fault, back in 1995".
  // "a crash in 2022 but not my fault, and another in 2025": a "but" the list goes on after is no end.
  const sentence = tail.split(/[.;!?]/)[0] ?? "";
  const goesOn = /\b(?:but|mais)\b.*\b(?:another|one more|a second)\b/.test(sentence);
  const after = ((goesOn ? sentence : tail.split(/[.;!?]|\bbut\b|\bmais\b/)[0]) ?? "").split(NEXT_EVENT)[0] ?? "";
  return { before, after };
}

/**
 * How many of the events a count names are the visitor's and inside the window: someone else's
 * events do not count, nor an accident that was not their fault, nor events placed outside the
 * window ("a ticket 5 years ago", "accidents in 2009, 2016 and last year": only last year's).
 * "theirs" for someone else's events (not counted at all); null when nothing around it changes it.
 */
function eventsThatCount(
  lower: string,
  key: FieldKey,
  value: number,
  start: number,
  end: number,
  today: Pick<ExtractContext, "currentYear" | "currentMonth">,
): number | "theirs" | null {
  const { before, after } = clauseAround(lower, start, end);
  if (OTHER_PERSON.test(before)) return "theirs";
  const sentence = lower.slice(start, end + 140).split(/[.;!?]/)[0] ?? "";
  const window = WINDOW_YEARS[key] ?? Infinity;
  const dates = [...after.matchAll(WHEN)];
  const times = dates.map((match) => yearsAgo(match, today.currentYear, today.currentMonth));
  // "another", or "1 in 2025" after a comma: one more event told by its date.
  // "one in 2025 and the other in 2024", "the other 2 were in 2020": the rest of a recount.
  const others =
    (
      after.match(
        /\b(?:another|one more|a second)\b(?!\s+(?:driver|car|guy|vehicle|truck|person|lady|woman|man|party|van|suv))/g,
      ) ?? []
    ).length +
    // Only after a single event: "2 tickets: one in 2025, the other in 2020" already counts both.
    [
      ...(value === 1 ? after : "").matchAll(/\bthe others?(?: (\d))?(?=\s*(?:one|ones|was|were|in|back|last|,|$))/g),
    ].reduce((total, match) => total + (match[1] ? Number(match[1]) : 1), 0);
  // "1 ticket in 2022, 1 in 2025": after a single event, each "1 in …" is one more.
  const dated =
    value === 1
      ? (
          after.match(
            /(?:,|\band\b)\s*(?:1|one|a)\s+(?=(?:(?:for|pour)\s+[a-z' -]{1,30}?\s+)?(?:in\b|last\b|this\b|back\b|(?:19|20)\d\d))/g,
          ) ?? []
        ).length
      : 0;
  const more = others + dated;
  const events = value + more;
  // "One accident. I hit a moose by Howley in 2022.": one event, told in the sentences after its
  // count, that was not the visitor's fault (or an animal) is none.
  if (key === "driver.accidents_last_6y" && value === 1 && !NOT_AT_FAULT.test(sentence)) {
    const next = lower
      .slice(end)
      .split(/[.;!?]/)
      .slice(1, 3)
      .join(". ");
    if (
      NOT_AT_FAULT.test(next) &&
      !MY_FAULT.test(next) &&
      !/\b(?:another|also|too|second|other one|as well)\b|\b(?:\d|one|two)\s+(?:more\s+)?(?:accidents?|crash)/.test(
        next,
      )
    )
      return 0;
  }
  if (key === "driver.accidents_last_6y" && NOT_AT_FAULT.test(sentence)) {
    if (events <= 1) return 0;
    // "3 accidents: one in 2018, my fault, one in 2022, my fault, and one in 2024 where someone hit
    // me": each dated event is judged by its own part of the list.
    if (times.length === events) {
      return dates.filter((match, index) => {
        const part = after.slice(match.index, dates[index + 1]?.index ?? after.length);
        return (times[index] as number) <= window && !NOT_AT_FAULT.test(part);
      }).length;
    }
    // "two, neither my fault": none of them counts.
    if (
      /\b(?:neither|none)(?: of them)?(?: (?:was|were))? (?:my fault|at fault)\b|\bboth (?:not my fault|not at fault)\b/.test(
        sentence,
      )
    ) {
      return 0;
    }
    // "2 accidents: one in 2022, not my fault, another …": the ones said not at fault do not count.
    const notMine = sentence.match(new RegExp(NOT_AT_FAULT.source, "g"))?.length ?? 0;
    return Math.max(0, events - notMine);
  }
  if (times.length === 0) return null;
  const inside = times.filter((years) => years <= window).length;
  // One date for one event, or a date for each: count those inside the window.
  // One event: the first date after it is its own ("a ticket 5 years ago and an accident 2 years ago").
  if (events === 1) return (times[0] as number) <= window ? 1 : 0;
  if (times.length === events) return inside;
  // "Both in 2020", "all last year": one date for every event.
  if (times.length === 1 && /\b(?:both|all|each|all of them)\b/.test(after)) return inside === 1 ? events : 0;
  // Dates for some events only ("2 tickets, I had counted the 2019 one"): the count stands.
  if (times.length < events) return null;
  return inside === times.length ? events : Math.max(0, events - (times.length - inside));
}

/**
 * A count given as the answer to its question, told with its events ("two, one in 2019 and one in
 * 2025", "one, but it was 8 years ago"): how many of them count, or null when it opens with no count.
 */
export function answeredCount(
  lower: string,
  key: FieldKey,
  today: Pick<ExtractContext, "currentYear" | "currentMonth">,
): number | null {
  const lead =
    /^\s*(?:(?:yes|yeah|yep|yup|oui|ouais|ah|oh|no|non|wait|sorry|oops|actually|attends)\b[\s,]*)*(?:(?:des |the |my |for |pour les |les )?(accidents?|tickets?|claims?|crashes|contraventions?)\s*[,:-]\s*)?(?:(?:i(?:'ve| have)? (?:had|got)|j'en ai(?: eu| pogne| recu| attrape| pris)?)\s+)?(?:(?:only|just)\s+)?(?:(?:a|an)\s+(?:minor|small|little|single|stupid|silly|dumb|quick|recent|old|tiny)\s+(?=1\b))?(\d{1,2}|(?:a|an|one)(?=\s*(?:[,.;!]|$|\bbut\b|\d{1,2}\s+(?:years?|months?)\s+ago\b|(?:in|last|this|back in)\s)))(?![0-9])(?!\s*(?:years?|yrs?|months?|ans|mois|\$|dollars?|k\b|km))/.exec(
      lower,
    );
  if (!lead) return null;
  // "tickets, only one", said in answer to the accidents: a label of the other kind is not this answer.
  if (lead[1] && /^(?:ticket|contravention)/.test(lead[1]) !== (key === "driver.tickets_last_3y")) return null;
  const value = /^\d/.test(lead[2] as string) ? Number(lead[2]) : 1;
  // Said as an answer, what follows "but" still tells of these events; what follows "the other one
  // was …" tells of an event left out of the count ("1, the other one was hail").
  const told = lower.replace(/\b(?:but|mais)\b/g, ",").replace(OTHER_LEFT_OUT, "");
  const counted = eventsThatCount(told, key, value, lead.index, lead.index + lead[0].length, today);
  return counted === "theirs" ? null : (counted ?? value);
}

function addCount(
  scan: Scan,
  out: Candidates,
  key: FieldKey,
  quantity: string,
  pos: number,
  end: number,
  today: Pick<ExtractContext, "currentYear" | "currentMonth">,
): void {
  const negated = countNegated(scan.lower, pos);
  if (quantity === "few" || quantity === "some") {
    scan.consume(pos, end);
    return vague(out, key, pos);
  }
  if (quantity === "no" || quantity === "zero" || quantity === "neither") {
    scan.consume(pos, end);
    return out.add(key, pos, 0);
  }
  if (quantity === "any") {
    scan.consume(pos, end);
    if (negated) out.add(key, pos, 0);
    return;
  }
  const value = quantity === "a" || quantity === "an" || quantity === "single" ? 1 : Number(quantity);
  const counted = negated ? null : eventsThatCount(scan.lower, key, value, pos, end, today);
  scan.consume(pos, end);
  // Someone else's: kept only as a taken-back reading, so "but I never had one" knows its kind.
  if (counted === "theirs") return out.add(key, pos, value, true);
  if (negated && value === 1) out.add(key, pos, 0);
  else if (counted !== null) out.add(key, pos, counted);
  else out.add(key, pos, value, negated);
}

/** "the other one was …" to the end of its sentence. */
const OTHER_LEFT_OUT =
  /\bthe others?(?: one| 1| ones| two| 2)? (?:was|were|is)\b(?=[^.;!?]*\b(?:not|n't|never|hail|deer|moose|animal|theft|stolen|vandal\w*|glass|windshield|parking|wife's|husband's|son's|daughter's|his|hers|theirs)\b)(?![^.;!?]*(?:\b(?:19|20)\d\d\b|\bago\b|\blast\b))[^.;!?]*/g;

/** Words that take back what was just said, so the counts around them do not add up. */
const CORRECTION_WORDS = /\b(?:sorry|actually|i mean|i meant|no wait|oops|rather|correction|make (?:it|that))\b|\bno,/;

/** Only parking tickets, which are not driving convictions. */
const PARKING_ONLY = /\b(?:only|just)\s+(?:(?:a|some|had|have|got|\d+)\s+)*parking tickets?\b/;
/** The visitor's own fault, said without a count. */
const MY_FAULT = /\b(?:it was my fault|i was at fault|i was responsible|my fault|i was the one at fault)\b/;

/** "I never had one" after someone else's events: the visitor's own count is zero. */
const NEVER_HAD_ONE =
  /\b(?:i(?:'ve| have)? never had (?:one|1|any)|i (?:haven'?t|have not|havent) had (?:one|1|any)|i(?:'ve| have)? (?:had |got )?none|i don'?t have any|none for me|not me|me,? never|me,? no(?:ne)?|me,? (?:zero|0|nothing)|not mine|but i (?:don'?t|do not|haven'?t|have not|never did)|i (?:don'?t|do not|didn'?t|did not|haven'?t|have not|wasn'?t)(?=\s*(?:[.,;!]|$)))(?:\b|(?=[.,;!]|$))/;

/**
 * Tickets (last 3 years) and accidents (last 6 years): "no tickets or accidents", "a couple of speeding
 * tickets", "one fender bender", "an at-fault accident last year", "clean record", "tickets: 2".
 * A parking ticket is not a driving conviction and is not counted.
 */
export function extractRecord(scan: Scan, context: ExtractContext, out: Candidates): void {
  // "1, the other one was hail damage, not an accident": after a count, the event "the other" names
  // is the one left out of it, not another to read.
  for (const match of scan.lower.matchAll(OTHER_LEFT_OUT)) {
    if (/\d/.test(scan.lower.slice(0, match.index))) scan.consume(match.index, match.index + match[0].length);
  }
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
  for (const match of [...scan.lower.matchAll(LABELLED), ...scan.lower.matchAll(LABELLED_BY_WORD)]) {
    const said = match[2] as string;
    const value = /^\d/.test(said) ? Number(said) : /^(?:a|an|one)$/.test(said) ? 1 : 0;
    const key = nounKey(match[1] as string);
    const end = match.index + match[0].length;
    // "At-fault claims: 1 (2017)": an event dated outside its window does not count.
    const dated = /^\s*\(?\s*((?:19|20)\d\d)\s*\)?/.exec(scan.lower.slice(end));
    const outside = dated && value === 1 && context.currentYear - Number(dated[1]) > (WINDOW_YEARS[key] ?? Infinity);
    // "accidents: two, neither my fault": what follows the label judges the events as a count does.
    const judged = value > 0 && !outside ? eventsThatCount(scan.lower, key, value, match.index, end, context) : null;
    out.add(key, match.index, outside ? 0 : typeof judged === "number" ? judged : value);
    scan.consume(match.index, end + (dated ? dated[0].length : 0));
  }
  for (const match of scan.lower.matchAll(LABEL_THEN_COUNT)) {
    const said = match[2] as string;
    const start = match.index + match[0].indexOf(match[1] as string);
    const end = match.index + match[0].length;
    const key = nounKey(match[1] as string);
    const value = /^\d/.test(said) ? Number(said) : 0;
    const judged = value > 0 ? eventsThatCount(scan.lower, key, value, start, end, context) : null;
    out.add(key, start, typeof judged === "number" ? judged : value);
    scan.consume(start, end);
  }
  for (const match of scan.lower.matchAll(NOUN_THEN_NO)) {
    out.add(nounKey(match[1] as string), match.index, 0);
    scan.consume(match.index, match.index + match[0].length);
  }
  for (const match of scan.lower.matchAll(NOUN_DATES)) {
    const start = match.index + match[0].indexOf(match[1] as string);
    if (/parking\s*$/.test(scan.lower.slice(Math.max(0, start - 9), start))) continue;
    const key = nounKey(match[1] as string);
    const end = match.index + match[0].length;
    const { after } = clauseAround(scan.lower, start, end);
    const events = [...after.matchAll(WHEN)].length;
    if (events === 0) continue;
    const counted = eventsThatCount(scan.lower, key, events, start, end, context);
    scan.consume(start, end);
    if (counted === "theirs") out.add(key, start, events, true);
    else out.add(key, start, counted ?? events);
    // The dates are used up with their events.
    scan.consume(end, end + after.length);
  }
  const counted = out.list.length;
  for (const match of scan.lower.matchAll(TICKET_COUNT)) {
    if (/parking\s*$/.test(scan.lower.slice(Math.max(0, match.index - 9), match.index))) continue;
    const end = match.index + match[0].length;
    addCount(scan, out, "driver.tickets_last_3y", match[1] as string, match.index, end, context);
  }
  // "had 2 collisions", and a collision placed in time as an event ("a collision last year", "one
  // collision in 2024"): an accident, not the coverage.
  for (const match of scan.lower.matchAll(COLLISION_COUNT)) {
    const quantity = (match[1] ?? match[2]) as string;
    const start = match.index + match[0].indexOf(quantity);
    addCount(scan, out, "driver.accidents_last_6y", quantity, start, match.index + match[0].length, context);
  }
  for (const match of scan.lower.matchAll(ACCIDENT_COUNT)) {
    // "How do I file a claim?" asks about claims; it does not report one.
    const before = scan.lower.slice(Math.max(0, match.index - 12), match.index);
    if (/claims?$/.test(match[2] ?? match[0]) && /\b(?:file|make|submit|open|start|report)\s*$/.test(before)) continue;
    const end = match.index + match[0].length;
    addCount(scan, out, "driver.accidents_last_6y", match[1] as string, match.index, end, context);
  }
  for (const match of scan.lower.matchAll(NOUN_DATED)) {
    const start = match.index + match[0].indexOf(match[1] as string);
    if (/parking\s*$/.test(scan.lower.slice(Math.max(0, start - 9), start))) continue;
    const key = nounKey(match[1] as string);
    addCount(scan, out, key, "1", start, match.index + match[0].length, context);
  }
  // An accident told by what the visitor did: "I backed into a pole in 2022", "I rear-ended someone".
  // An animal struck is a comprehensive claim, not an at-fault collision.
  let crashEnd = -1;
  for (const match of scan.lower.matchAll(CRASH_VERB)) {
    if (ANIMAL.test(scan.lower.slice(match.index + match[0].length, match.index + match[0].length + 20))) continue;
    // "I spun out and ended up in the ditch": what the car did next in the same sentence is the same
    // accident, unless a date of its own stands between them.
    const between = crashEnd >= 0 ? scan.initial.slice(crashEnd, match.index) : null;
    if (between !== null && !/[.;!?]/.test(between) && !/\b(?:(?:19|20)\d\d|ago|last|another|also)\b/.test(between))
      continue;
    // "an accident in 2021, I slid and backed into a fence": the accident told, not a second one.
    const sentenceStart = Math.max(0, scan.initial.slice(0, match.index).search(/[^.!?;]*$/));
    const told = scan.initial.slice(sentenceStart, match.index);
    // A kind named only as a label ("Accidents - I slid into the ditch") counted nothing yet.
    const countedBefore = out.list.some(
      (candidate) =>
        candidate.key === "driver.accidents_last_6y" && candidate.pos >= sentenceStart && candidate.pos < match.index,
    );
    const labelOnly = /^\s*(?:at[- ]fault\s+)?(?:accidents?|crash(?:es)?|collisions?|claims?)\s*[:=-]\s*$/.test(told);
    if (
      /\b(?:accidents?|crash(?:es)?|collisions?|fender[- ]?benders?|claims?|wrecks?)\b/.test(told) &&
      (countedBefore || !labelOnly)
    )
      continue;
    addCount(scan, out, "driver.accidents_last_6y", "1", match.index, match.index + match[0].length, context);
    crashEnd = match.index + match[0].length;
  }
  // "A speeding ticket in 2025 and a distracted driving ticket in 2024": separate events add up,
  // unless a correction stands between them ("3 tickets, sorry, 2").
  const lower = scan.lower;
  for (const key of ["driver.tickets_last_3y", "driver.accidents_last_6y"] as const) {
    const told = out.list
      .slice(counted)
      .filter((candidate) => candidate.key === key && !candidate.negated && typeof candidate.value === "number");
    if (told.length < 2) continue;
    const first = told[0] as Candidate;
    const last = told[told.length - 1] as Candidate;
    if (CORRECTION_WORDS.test(lower.slice(first.pos, last.pos))) continue;
    const sum = told.reduce((total, candidate) => total + (candidate.value as number), 0);
    out.add(key, last.pos + 1, sum);
  }
  const hasOwn = (key: FieldKey) => out.list.some((candidate) => candidate.key === key && !candidate.negated);
  for (const match of scan.lower.matchAll(LAST_EVENT)) {
    const key: FieldKey = /ticket/.test(match[1] as string) ? "driver.tickets_last_3y" : "driver.accidents_last_6y";
    if (hasOwn(key)) continue;
    const years = match[2]
      ? context.currentYear - Number(match[2])
      : match[3]
        ? Number(match[3])
        : match[4] === "last year"
          ? 1
          : 0;
    out.add(key, match.index, years <= (WINDOW_YEARS[key] ?? 0) ? 1 : 0);
    scan.consume(match.index, match.index + match[0].length);
  }
  for (const match of scan.lower.matchAll(SINCE_LAST_EVENT)) {
    const key: FieldKey = /ticket/.test(match[2] as string) ? "driver.tickets_last_3y" : "driver.accidents_last_6y";
    if (hasOwn(key)) continue;
    out.add(key, match.index, Number(match[1]) <= (WINDOW_YEARS[key] ?? 0) ? 1 : 0);
    scan.consume(match.index, match.index + match[0].length);
  }
  // Only parking tickets: no driving tickets.
  if (PARKING_ONLY.test(scan.lower) && !hasOwn("driver.tickets_last_3y")) out.add("driver.tickets_last_3y", 0, 0);
  // An accident told without a count: "someone hit me, it wasn't my fault" is none at fault;
  // "I slid into the ditch and it was my fault", in answer to the accidents question, is one.
  if (!hasOwn("driver.accidents_last_6y")) {
    const aboutAccident =
      context.lastAsked === "driver.accidents_last_6y" ||
      /\b(?:accident|crash|hit|rear[- ]ended|collision|fender|fault)/.test(scan.lower);
    // "two, but one wasn't my fault", in answer to the accidents: the count told with its faults.
    const told =
      context.lastAsked === "driver.accidents_last_6y"
        ? answeredCount(scan.lower, "driver.accidents_last_6y", context)
        : null;
    if (told !== null && NOT_AT_FAULT.test(scan.lower)) out.add("driver.accidents_last_6y", 0, told);
    else if (aboutAccident && NOT_AT_FAULT.test(scan.lower))
      out.add("driver.accidents_last_6y", scan.lower.search(NOT_AT_FAULT), 0);
    else if (context.lastAsked === "driver.accidents_last_6y" && MY_FAULT.test(scan.lower)) {
      out.add("driver.accidents_last_6y", scan.lower.search(MY_FAULT), 1);
    }
  }
  // Someone else's events, then "I never had one": the visitor's count of that kind is zero.
  const never = NEVER_HAD_ONE.exec(scan.lower);
  if (never) {
    // The kind of event last named before it: "my wife has 2 tickets …; I've got none" is no tickets.
    const named = [
      ...scan.initial.slice(0, never.index).matchAll(/\b(tickets?|accidents?|collisions|crash(?:es)?)\b/g),
    ];
    const kind = named[named.length - 1]?.[1];
    if (kind) out.add(/^ticket/.test(kind) ? "driver.tickets_last_3y" : "driver.accidents_last_6y", never.index, 0);
    // "me none, my wife has 2", in answer to a count: none of the kind asked.
    else if (context.lastAsked === "driver.tickets_last_3y" || context.lastAsked === "driver.accidents_last_6y")
      out.add(context.lastAsked, never.index, 0);
  }
}

export { vague as rejectVagueCount };
