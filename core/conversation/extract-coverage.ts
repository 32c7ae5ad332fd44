import { DEDUCTIBLES, LIABILITY_LIMITS } from "../shared/quote-request";
import { type Candidates, type ExtractContext } from "./candidates";
import { type FieldKey, getSlot } from "./slots";
import { isQuestion, type Scan } from "./text";

// "coll", as a list abbreviates it ("1M/500/coll/comp"), beside the word and its typos.
const COLLISION = "(?:coll?isi?on|coll(?![a-z]))";
const COMPREHENSIVE = "(?:comprehensive|comprehensve|comprehesive|comprensive|comprehencive|comp)";
// "collisions", plural, are crashes on the record ("no convictions and no collisions"), not the coverage.
const KIND = `(${COLLISION}(?!s\\b)|${COMPREHENSIVE}(?![a-z]))`;
// The second kind of a pair ("no collision or comprehensive"), unless its own answer follows it
// ("no collision, comprehensive yes").
const SECOND = `(?:\\s*(?:,|/|&|\\+|\\bor\\b|\\band\\b|\\bnor\\b|\\bplus\\b)\\s*(?:no\\s+|the\\s+)?${KIND}(?!\\s*(?::|=|-)?\\s*(?:yes|y|yep|please|included)\\b))?`;
const COVER = "(?:\\s+(?:coverage|cover|insurance))?";

const DECLINE = new RegExp(
  `\\b(?:no|without|skip|skipping|drop|dropping|don'?t want|do not want|don'?t need|do not need|not|exclude|excluding|remove|decline|no need for|forget|minus|leave out|leave off|none of)\\s+(?:the\\s+|any\\s+)?${KIND}${COVER}${SECOND}${COVER}`,
  "g",
);
const WANT = new RegExp(
  `\\b(?:with|want|need|add|include|including|keep|yes to|like|plus|get|take|also|and|both)\\s+(?:the\\s+|both\\s+)?${KIND}${COVER}${SECOND}${COVER}`,
  "g",
);
const LABELLED = new RegExp(
  `${KIND}${COVER}\\s*(?::|=|-|\\?)?\\s*(yes|no|y|n|yep|nope|please|included|excluded)\\b`,
  "g",
);
const MENTION = new RegExp(`(?<![a-z])${KIND}${COVER}(?![a-z])`, "g");
const ONLY_ONE =
  /\b(?:only|just)\s+(?:the\s+|la\s+|le\s+)?(?:protection\s+|coverage\s+)?(collision|comprehensive)\b(?!\s*(?:and|,|\+|&|et)\s*(?:collision|comprehensive))|\b(collision|comprehensive)\s+only\b/g;
/**
 * "collision and the rest", "collision pis le reste", "comprehensive plus the other one": one kind named
 * with the rest of the pair taken beside it is both kinds.
 */
const REST_TAKEN =
  /\b(?:collision|comprehensive)\s*(?:and|plus|with|avec|\+|&)\s+(?:(?:all|tout|toute)\s+)?(?:the\s+|le\s+|les\s+|l')?(?:rest|reste|others?|other one|autres?|autre protection)\b/;
const REST_DECLINED = /\b(?:not|no|pas|without)\s+(?:the\s+|le\s+)?(?:rest|reste|others?|autres)\b/;
const FULL = /\b(?:full coverage|full insurance|fully covered|full protection|full cover|everything covered)\b/g;
/** "both" and "les deux" as one item of a coverage answer ("2M, 1000, both"; "oui les deux protections"). */
const BOTH_ITEM =
  /(?:^|[,;:+/-]|\band\b|\bet\b|\bpis\b|\bwith\b|\bavec\b|\byes\b|\bi want\b|\bje veux\b)\s*(?:(?:yes\s+)?(?:to|for)\s+)?(?:both(?:\s+of\s+them)?|les\s+(?:2|deux)(?:\s+(?:protections|couvertures|options|garanties))?)\s*(?:please|svp|stp|merci|thanks)?\s*(?=$|[,;.!+/]|\band\b|\bet\b|\bpis\b|\u0001)/g;
/** A bare "full" and its kin, as one item of a coverage answer ("full, 1 million, 500"; "la totale"). */
const FULL_ITEM =
  /(?:^|[,;:+/]|\band\b|\bet\b|\bpis\b|\bwith\b|\bavec\b|\bi want\b|\bje veux\b|\bgive me\b|\bdonne-moi\b)\s*(?:the\s+|la\s+|le\s+)?(?:full(?:\s+(?:couverture|coverage|protection|package|plan|insurance|assurance|options?))?|la totale|the works|everything|all of it|tout|toute la patente|au complet|tout compris)\s*(?:please|svp|stp|s'il vous plait|merci|thanks)?\s*(?=$|[,;.!+/]|\band\b|\bet\b|\bpis\b|\bwith\b|\bavec\b|\$?\d|\u0001)/g;
/** An amount kept, taken or chosen: "I'll keep 500", "je vais garder 500", "go with 1000". */
const DEDUCTIBLE_KEPT =
  /\b(?:keep|keeping|stick with|stay (?:with|at)|go with|take|taking|choose|pick|garder|garde|prendre|prends|je prends|rester a|reste a|on reste a|on garde|mettre|mets)\s+(?:the\s+|le\s+|la\s+|a\s+|mon\s+|my\s+)?\$?\s*(300|500|1000|1,000|1 000)(?![\d,])\s*\$?(?!\s*(?:000|k\b|m\b|million))/;
const BASIC =
  /\b(?:liability only|only liability|just liability|just the liability|basic coverage|basic insurance|minimum coverage|bare minimum|the minimum|mandatory (?:coverage )?only|just the basics|third[- ]party only)\b/g;
const STANDARD =
  /\b(not|no|don'?t want|do not want|instead of|rather than|other than)?\s*(?:the\s+)?(?:standard|defaults?|recommended|usual|typical|regular)\b(?:\s+(?:coverage|options?|package|one|ones|limits?|settings?|plan|insurance))?/g;

const DEDUCTIBLE_AFTER =
  /(?<![a-z0-9.])\$?\s*(\d{1,6}(?:\.\d+)?)\s*-?\s*(?:\$|dollars?|bucks)?\s*(?:of\s+|de\s+)?-?\s*deductibles?\b/g;
const DEDUCTIBLE_BEFORE =
  /\bdeductibles?\s*,?\s*(?:of|is|at|to|:|=|,|should be|would be|around|about|set to|of about|of around|back to|goes back to|make it)?\s*\$?\s*(\d{1,6}(?:\.\d+)?)(?![0-9])/g;
const DEDUCTIBLE_EXTREME =
  /\b(lowest|smallest|minimum|min|cheapest|low|highest|biggest|maximum|max|high|largest)\s+(?:possible\s+)?deductible\b/g;
const LIABILITY_EXTREME =
  /\b(lowest|smallest|minimum|min|highest|biggest|maximum|max|most|largest)\s+(?:possible\s+)?liability\b/g;
const AMOUNT = /(?<![a-z0-9.])(\$\s*)?(\d+(?:\.\d+)?)(?![0-9a-z])/g;

function kindKey(word: string): FieldKey {
  return new RegExp(`^${COLLISION}$`).test(word) ? "coverage.collision" : "coverage.comprehensive";
}

function addKinds(out: Candidates, match: RegExpMatchArray, value: boolean): void {
  const index = match.index ?? 0;
  for (const word of [match[1], match[2]]) if (word) out.add(kindKey(word), index, value);
}

/** "No deductible", "zero deductible": a deductible of 0, which the rules refuse (300, 500 or 1,000). */
const NO_DEDUCTIBLE =
  /\b(?:no|zero|0|\$0|nil)\s+deductible\b|\bdeductible\s*(?:of\s+)?\$?0\b|\bwithout (?:a|any) deductible\b/g;

function deductible(out: Candidates, pos: number, amount: number): void {
  out.add("coverage.deductible", pos, amount);
}

/**
 * Liability limit ("2 million", "$1M", "500k"), collision and comprehensive ("no collision", "I want
 * comprehensive", "full coverage", "liability only"), the deductible ("$1000 deductible") and a request
 * for the standard coverage ("standard", "defaults"). Amounts outside the allowed choices are passed on
 * so the shared schema rejects them with its own reason.
 */
export function extractCoverage(scan: Scan, context: ExtractContext, out: Candidates): void {
  for (const match of scan.lower.matchAll(NO_DEDUCTIBLE)) {
    deductible(out, match.index, 0);
    scan.consume(match.index, match.index + match[0].length);
  }
  for (const pattern of [DEDUCTIBLE_AFTER, DEDUCTIBLE_BEFORE]) {
    for (const match of scan.lower.matchAll(pattern)) {
      deductible(out, match.index, Number(match[1]));
      scan.consume(match.index, match.index + match[0].length);
    }
  }
  // "$1,000,000, $500, collision + comprehensive": a deductible's amount in a list of coverage.
  if (
    !out.has("coverage.deductible") &&
    /liabilit|collision|comprehensive|\bcomp\b|million|\b[125]000000\b|\b500000\b/.test(scan.lower)
  ) {
    // With its dollar sign anywhere, or bare as an item of the list ("1 million, tous risques, 500").
    const listed =
      /(?<![a-z0-9.,$])\$\s*(300|500|1000|1,000)(?![0-9]|,\d)/.exec(scan.lower) ??
      /(?:^|,|;|\/|\+|&|\band\b|\bet\b|\bpis\b)\s*(300|500|1000|1,000)\s*\$?\s*(?=$|[,;.!/+&]|\band\b|\bet\b|\bpis\b)/.exec(
        scan.lower,
      ) ??
      // Dictated without punctuation, right after the liability's amount ("1 million 500 collision").
      /(?:\b[125]000000|\b500000|\bmillions?)\s+(300|500|1000)\b(?=\s*$|\s+(?:collision|comprehensive|deductible|and)\b)/.exec(
        scan.lower,
      ) ??
      // Or dictated last, after the kinds it goes with ("2M collision and comprehensive 1000").
      /\b(?:collision|comprehensive|comp|coll)\s+\$?(300|500|1000)\s*\$?\s*[.!]*\s*$/.exec(scan.lower);
    if (listed) {
      // Only the amount itself: the liability before it stays to be read.
      const at = listed.index + listed[0].lastIndexOf(listed[1] as string);
      deductible(out, at, Number((listed[1] as string).replace(",", "")));
      scan.consume(at, at + (listed[1] as string).length);
    }
  }
  // Once a deductible is chosen, "$500" by itself changes it: no other quote detail is that amount.
  if (
    !out.has("coverage.deductible") &&
    getSlot(context.known, "coverage.deductible") !== undefined &&
    !/\b(?:pay|paid|paying|premium|costs?|price|month|year|par mois|par annee|prime|coute|paie)\b/.test(scan.lower)
  ) {
    const alone = /(?<![a-z0-9.,$])\$\s*(300|500|1000|1,000)(?![0-9]|,\d)/.exec(scan.lower);
    if (alone) {
      deductible(out, alone.index, Number((alone[1] as string).replace(",", "")));
      scan.consume(alone.index, alone.index + alone[0].length);
    }
  }
  // Right after a question about the deductible ("c'est quoi une franchise?"), "ok, je vais garder 500":
  // a deductible's amount kept, taken or chosen is the deductible.
  if (!out.has("coverage.deductible") && context.topic === "coverage.deductible") {
    const kept = DEDUCTIBLE_KEPT.exec(scan.lower);
    if (kept) {
      const at = kept.index + kept[0].lastIndexOf(kept[1] as string);
      deductible(out, at, Number((kept[1] as string).replace(/[, ]/g, "")));
      scan.consume(at, at + (kept[1] as string).length);
    }
    // "alright, 1000 then": a lone amount of a hundred or more that is no year answers no count and no
    // years licensed, so it is the deductible just explained, whatever question is pending.
    const amounts = [...scan.lower.matchAll(/(?<![a-z0-9.,])\$?\s*(\d{1,3}(?:[, ]\d{3})+|\d+)(?![\d,])\s*\$?/g)];
    const amount = amounts.length === 1 ? Number((amounts[0]?.[1] as string).replace(/[, ]/g, "")) : null;
    if (!kept && amount !== null && amount >= 100 && amount < 10_000 && !(amount >= 1900 && amount <= 2100)) {
      const match = amounts[0] as RegExpMatchArray;
      deductible(out, match.index ?? 0, amount);
      scan.consume(match.index ?? 0, (match.index ?? 0) + match[0].length);
    }
  }
  for (const match of scan.lower.matchAll(DEDUCTIBLE_EXTREME)) {
    // "the highest deductible possible, like $2,500": the amount said is the one meant (and checked).
    const example =
      /^[\s,(]*(?:(?:possible|there is|there's|available|you have|you offer|you've got|you got)\s*,?\s*)?(?:like|say|so|e\.g\.|maybe|comme|genre|disons|soit)\s*\$?\s*(\d{1,3}(?:,\d{3})+|\d+)(?!\d|,\d)/.exec(
        scan.lower.slice(match.index + match[0].length, match.index + match[0].length + 28),
      );
    if (example) {
      deductible(out, match.index, Number((example[1] as string).replace(/,/g, "")));
      scan.consume(match.index, match.index + match[0].length + example.index + example[0].length);
      continue;
    }
    const low = /^(?:lowest|smallest|minimum|min|cheapest|low)$/.test(match[1] as string);
    deductible(out, match.index, low ? DEDUCTIBLES[0] : DEDUCTIBLES[2]);
    scan.consume(match.index, match.index + match[0].length);
  }
  for (const match of scan.lower.matchAll(LIABILITY_EXTREME)) {
    const low = /^(?:lowest|smallest|minimum|min)$/.test(match[1] as string);
    out.add("coverage.liability_limit", match.index, low ? LIABILITY_LIMITS[0] : LIABILITY_LIMITS[2]);
    scan.consume(match.index, match.index + match[0].length);
  }

  const moneyTalk = /liabilit|\blimit|coverage|\$|million|\bmil\b|\d\s?[mk]\b/.test(scan.original.toLowerCase());
  for (const match of scan.lower.matchAll(AMOUNT)) {
    const amount = Number(match[2]);
    const start = match.index;
    const end = start + match[0].length;
    const after = scan.lower.slice(end, end + 16);
    // A smaller amount counts only when it is named as the liability ("$50,000 liability", the legal
    // minimum in Quebec): the rules then refuse it, rather than the standard filling in behind it.
    const namedLiability =
      /^\s*(?:\$|dollars?)?\s*(?:of\s+)?(?:civil\s+)?liabilit/.test(after) ||
      /\bliability\s*(?:limit\s*)?(?:of|at|:|=|,)?\s*$/.test(scan.lower.slice(Math.max(0, start - 24), start));
    if (amount < 100_000 && !(namedLiability && amount >= 1_000)) continue;
    // Only its own sentence: "the car's not worth much. Liability $1 million" names the liability.
    const before =
      scan.lower
        .slice(Math.max(0, start - 24), start)
        .split(/[.;!?](?:\s|$)/)
        .pop() ?? "";
    if (/^\s*(?:km|kms|kilomet|miles|mi\b|clicks|k\b)/.test(after)) continue;
    if (/^\s*(?:\/|per|a|every)\s*(?:year|yr|month|mo)\b/.test(after)) continue;
    if (
      /\b(?:premium|pay|paid|paying|costs?|price|worth|income|salary|make(?! (?:it|that))|earn|budget|odometer|mileage)\b/.test(
        before,
      )
    ) {
      continue;
    }
    const text = String(amount);
    const allowed = (LIABILITY_LIMITS as readonly string[]).includes(text);
    if (!allowed && !moneyTalk) continue;
    out.add("coverage.liability_limit", start, allowed ? text : amount);
    scan.consume(start, end);
  }

  for (const match of scan.lower.matchAll(BASIC)) {
    out.add("coverage.collision", match.index, false);
    out.add("coverage.comprehensive", match.index, false);
    scan.consume(match.index, match.index + match[0].length);
  }
  // "only comprehensive", "just collision": the other one is declined.
  for (const match of scan.lower.matchAll(ONLY_ONE)) {
    const kind = (match[1] ?? match[2]) === "collision" ? "collision" : "comprehensive";
    out.add(`coverage.${kind}`, match.index, true);
    out.add(`coverage.${kind === "collision" ? "comprehensive" : "collision"}`, match.index, false);
    scan.consume(match.index, match.index + match[0].length);
  }
  // "collision, not the rest": the kind not named is declined.
  const restDeclined = REST_DECLINED.exec(scan.lower);
  if (restDeclined) {
    for (const kind of ["collision", "comprehensive"] as const) {
      if (!out.has(`coverage.${kind}`) && !new RegExp(`\\b${kind}\\b`).test(scan.original.toLowerCase())) {
        out.add(`coverage.${kind}`, restDeclined.index, false);
      }
    }
  }
  const restTaken = REST_TAKEN.exec(scan.lower);
  if (restTaken && !out.has("coverage.collision") && !out.has("coverage.comprehensive")) {
    out.add("coverage.collision", restTaken.index, true);
    out.add("coverage.comprehensive", restTaken.index, true);
    scan.consume(restTaken.index, restTaken.index + restTaken[0].length);
  }
  // "full", "la totale", "everything" as an item of a coverage answer or list: full coverage.
  const coverageTalk =
    context.lastAsked === "coverage" ||
    context.lastAsked === "coverage.collision" ||
    context.lastAsked === "coverage.comprehensive" ||
    /liabilit|deductible|million|collision|comprehensive/.test(scan.lower);
  let full = false;
  for (const pattern of coverageTalk ? [FULL, FULL_ITEM] : [FULL]) {
    for (const match of scan.lower.matchAll(pattern)) {
      out.add("coverage.collision", match.index, true);
      out.add("coverage.comprehensive", match.index, true);
      scan.consume(match.index, match.index + match[0].length);
      full = true;
    }
  }
  // "both", "yes to both", "les deux (protections)" as an item of a coverage answer: collision and
  // comprehensive, the two kinds the coverage question names; the standard is not implied.
  if (coverageTalk && !out.has("coverage.collision") && !out.has("coverage.comprehensive")) {
    for (const match of scan.lower.matchAll(BOTH_ITEM)) {
      out.add("coverage.collision", match.index, true);
      out.add("coverage.comprehensive", match.index, true);
      scan.consume(match.index, match.index + match[0].length);
    }
  }
  // Full coverage in answer to "shall I use the standard coverage?" is the standard's collision and
  // comprehensive; the liability and deductible named beside it, if any, change the rest.
  if (full && context.lastAsked === "coverage") out.standardCoverage = true;
  for (const match of scan.lower.matchAll(DECLINE)) {
    addKinds(out, match, false);
    scan.consume(match.index, match.index + match[0].length);
  }
  for (const match of scan.lower.matchAll(LABELLED)) {
    const answer = match[2] as string;
    const value = /^(?:yes|y|yep|please|included)$/.test(answer);
    out.add(kindKey(match[1] as string), match.index, value);
    scan.consume(match.index, match.index + match[0].length);
  }
  // Whether the sentence holding a position asks: "…, collision and comprehensive. How much?" chooses
  // them in its first sentence and asks only in its second.
  const question = (pos: number) => isQuestion(sentenceAt(scan.initial, pos));
  for (const match of scan.lower.matchAll(WANT)) {
    // "What's the difference between collision and comprehensive?" names them without asking for them.
    if (question(match.index) && /^(?:and|both|plus|also)\b/.test(match[0])) continue;
    addKinds(out, match, true);
    scan.consume(match.index, match.index + match[0].length);
  }
  // A plain mention in a statement ("2M liability, collision and comprehensive") means yes; a question does not.
  {
    for (const match of scan.lower.matchAll(MENTION)) {
      if (question(match.index)) continue;
      const word = match[1] as string;
      // An abbreviation stands for a coverage only beside other coverage words ("coll + comp", "1M, comp").
      const coverageWords = /collision|liabilit|deductible|coverage|\bcomp\b.*\bcoll\b|\bcoll\b.*\bcomp\b/;
      if ((word === "comp" || word === "coll") && !coverageWords.test(scan.original.toLowerCase())) continue;
      out.add(kindKey(word), match.index, true);
      scan.consume(match.index, match.index + match[0].length);
    }
  }

  for (const match of scan.lower.matchAll(STANDARD)) {
    if (match[1]) out.declinedStandard = true;
    else out.standardCoverage = true;
    scan.consume(match.index, match.index + match[0].length);
  }
  // "normal" alone is often something else ("normal commuting"): only as coverage, or taken.
  const normal = NORMAL_COVERAGE.exec(scan.lower);
  if (normal) {
    out.standardCoverage = true;
    scan.consume(normal.index, normal.index + normal[0].length);
  }
}

/** The sentence of `text` that holds position `pos` (sentences end at ".", "!" or "?" before a space or the end). */
function sentenceAt(text: string, pos: number): string {
  const ends = [...text.matchAll(/[.!?]+(?=\s|$)/g)].map((match) => match.index + match[0].length);
  const start = ends.filter((end) => end <= pos).pop() ?? 0;
  const end = ends.find((end) => end > pos) ?? text.length;
  return text.slice(start, end);
}

/** "the normal coverage", "I take normal", "whatever most people take". */
const NORMAL_COVERAGE =
  /\b(?:the\s+)?(?:normal|most common|most popular)\s+(?:coverage|options?|package|one|plan|insurance)\b|\b(?:i(?:'ll| will)?\s+take|give me|go with|i want)\s+(?:the\s+)?(?:normal|most common|most popular)\b|\bwhat(?:ever)? most people (?:take|get|have)\b/;
