import {
  describedAsOtherForm,
  findForms,
  formCode,
  formMeaning,
  isLossOfUseForm,
  LOSS_OF_USE_WORDING,
} from "./endorsements";
import { fold, nameCase } from "./normalize-text";
import { findMoney, parseNumber, type MoneyToken } from "./parse-money";
import {
  known,
  unknown,
  type CoverageKey,
  type CoverageLayer,
  type ExtractedCoverage,
  type ExtractedEndorsement,
  type Field,
  type PolicyLayout,
} from "./types";

/**
 * The body of a policy: coverage rows, endorsements, the total premium and the exclusions. Works
 * on logical lines (segment-lines.ts) and on labels in English and French, never on column
 * positions, which OCR does not keep.
 */

/** Amounts at or above this are limits, never premiums or deductibles. */
const LIMIT_FLOOR = 25_000;

/** Coverage labels in English and French (matched accent-folded). The earliest match in a row names it. */
const COVERAGE_LABELS: { key: CoverageKey; pattern: RegExp }[] = [
  { key: "dcpd", pattern: /direct\s+compensation|\bdcpd\b|indemnisation\s+directe/ },
  // "Risques multiples": comprehensive in the French wording of the common-law provinces' forms.
  {
    key: "comprehensive",
    pattern: /comprehensive|\bcomp\.?\s+(?:ded\b|deductible)|(?:accidents?\s+)?sans\s+collision|risques\s+multiples/,
  },
  { key: "specified_perils", pattern: /specified\s+perils|risques\s+(?:designes|specifies)/ },
  // SGI's plate insurance and MPI's Basic name their all-perils cover "vehicle damage".
  {
    key: "all_perils",
    pattern:
      /all[\s-]+perils|tous\s+risques|\bvehicle\s+damage\b|\bphysical\s+damage\b|dommages\s+(?:au|du)\s+vehicule/,
  },
  { key: "collision", pattern: /collision|\bupset\b|versement/ },
  {
    key: "underinsured_motorist",
    pattern: /\bunderinsured\s+(?:automobile|motorist|vehicle)|\bump\b|sous[\s-]+assure/,
  },
  { key: "uninsured_automobile", pattern: /\buninsured\s+(?:automobile|auto\b|motorist|vehicle)|non\s+assure/ },
  { key: "loss_of_use", pattern: LOSS_OF_USE_WORDING },
  {
    key: "accident_benefits",
    pattern: /accident\s+benefits|\bpipp\b|personal\s+injury\s+protection|\binjury\s+coverage|\bno[\s-]+fault\b/,
  },
  {
    key: "third_party_liability",
    pattern:
      /third[\s-]*party\s*liability|bodily\s+injury|civil\s+liability|responsabilite\s+civile|\bliability\b|\btpl\b|dommages(?:\s+[\p{L}-]+){0,3}\s+causes\s+a\s+(?:autrui|des\s+tiers)|damage\s+(?:caused\s+)?to\s+others/u,
  },
];

const PHYSICAL_DAMAGE: CoverageKey[] = ["collision", "comprehensive", "all_perils", "specified_perils"];
/** Coverages whose limit is a liability-sized amount, so one printed without a column word is their limit. */
const LIABILITY_SIZED: CoverageKey[] = ["third_party_liability", "underinsured_motorist"];

/** What an amount is, from the words printed next to it. */
type AmountRole = "limit" | "deductible" | "premium" | null;

interface LabelledAmount {
  value: number;
  role: AmountRole;
  /** "total limit" (ICBC's Extended Third Party Liability): the whole liability limit. */
  total: boolean;
  start: number;
}

/** A column word right before an amount ("Limit $2,000,000", "Franchise / Deductible 500 $", "Prime / Premium"). */
const ROLE_BEFORE =
  /(total\s+limit|limite?|max(?:imum)?|deductible|franchise|premium|prime)(?:\s*\/\s*(?:limite?|deductible|franchise|premium|prime))?\s*\)?\s*[:=-]?\s*$/;
/** A word right after an amount that says what it was ("$500 deductible", "$1,000,000 inclusive"). */
const ROLE_AFTER = /^\s*(deductible\b|ded\.|franchise\b|inclusive\b|csl\b)/;

/** The role a column word gives. */
function roleOf(word: string): AmountRole {
  if (/limit|inclusive|csl|max/.test(word)) return "limit";
  if (/deductible|ded|franchise/.test(word)) return "deductible";
  return "premium";
}

/** A number with cents alone at the end of a row, after the row's other amounts ("500$ 388.00"). */
const UNSIGNED_LAST = /^\s+(\d{1,5}[.,]\d{2})\s*$/u;

/**
 * A row's amounts, with its last column's when OCR lost that amount's sign: on a row whose amounts
 * carry theirs ("83 - Accident sans collision ni versement  500$  388.00"), a number with cents
 * alone at the end is the premium column's amount, not text.
 */
function withUnsignedLast(row: string, tokens: MoneyToken[]): MoneyToken[] {
  const last = tokens.at(-1);
  if (!last) return tokens;
  const match = UNSIGNED_LAST.exec(row.slice(last.end));
  const value = match ? parseNumber(match[1] ?? "") : null;
  if (!match || value === null) return tokens;
  const start = last.end + (match.index ?? 0) + match[0].indexOf(match[1] ?? "");
  return [...tokens, { value, start, end: start + (match[1] ?? "").length }];
}

/** A "$" OCR read as a 5 before a number grouped by thousands ("51,000" for "$1,000"). */
const FIVE_FOR_SIGN = /(?<![\p{L}\d.,$])5(\d{1,3}(?:,\d{3})+)(?![\d\p{L}]|[.,]\d)/gu;

/**
 * A row's amounts with one whose "$" OCR read as a 5: on a row whose other amounts carry their sign,
 * a number grouped by thousands that has none, starts with a 5 and is itself a grouped number
 * without it ("Loss of Use   51,000   $1800"), is that number. A row with no signed amount is left.
 */
function withFiveForSign(row: string, tokens: MoneyToken[]): MoneyToken[] {
  if (tokens.length === 0) return tokens;
  const found: MoneyToken[] = [];
  for (const match of row.matchAll(FIVE_FOR_SIGN)) {
    const start = match.index;
    const end = start + match[0].length;
    if (tokens.some((token) => token.start < end && start < token.end)) continue;
    const value = parseNumber(match[1] ?? "");
    if (value !== null) found.push({ value, start, end });
  }
  return found.length === 0 ? tokens : [...tokens, ...found].sort((a, b) => a.start - b.start);
}

/** Column headings of a former term's premium and of the new one, on one line. */
const FORMER_TERM =
  /\b(?:last|previous|expiring|former|current)\s+(?:term|year|premium)|prime\s+(?:actuelle|precedente|anterieure|expirante)|ancienne\s+prime/;
const NEW_TERM = /\b(?:this|new|renewal|next)\s+(?:term|year|premium)|nouvelle\s+prime|prime\s+de\s+renouvellement/;

/** Words of a table's column headings. */
const COLUMN_WORDS = /\b(?:limits?|limite|deductible|franchise|premium|prime|montant|amount|coverage|garantie)\b/g;

/**
 * A row under a former term's and a new term's columns without the former term's amount: the
 * second-to-last of two amounts or more ("Collision deductible  $500  $1,000", "598,00 $  641,00 $").
 */
function withoutFormerTerm(line: string): string {
  const amounts = findMoney(line);
  const former = amounts.at(-2);
  return amounts.length >= 2 && former ? `${line.slice(0, former.start)}${line.slice(former.end)}` : line;
}

/** How many lines above a total another policy's heading or number can be. */
const OTHER_POLICY_REACH = 3;
/** A side panel's heading is short: a line of at most this many characters. */
const OTHER_POLICY_HEADING = 40;
/** Another policy named in a side panel: its heading or its line of insurance. */
const OTHER_POLICY =
  /\b(?:(?:your|my)\s+other\s+(?:policies|products)|mes\s+autres\s+(?:polices|produits)|vos\s+autres\s+(?:polices|produits)|home\s+insurance|homeowners?|tenants?\s+insurance|condo\s+insurance|assurance\s+(?:habitation|locataire|copropriete))\b/;

/** Words of a payment plan's instalments: an amount beside them is one payment, never the annual total. */
const INSTALMENT_WORDS =
  /\b(?:monthly|per\s+month|a\s+month|instal+ments?|withdrawals?|mensuel(?:le)?s?|par\s+mois|versements?|prelevements?)\b/;

/** A number with cents alone after a total's label, printed without its sign ("TOTAL PREMIUM   1,804.00"). */
const UNSIGNED_TOTAL =
  /^[\s:.-]*(\d{1,3}(?:,\d{3})+\.\d{2}|\d{1,3}(?:[ \u00a0\u202f]\d{3})+,\d{2}|\d{1,6}[.,]\d{2})\s*$/u;

/** The total of a row whose only content after its label is a number with cents, without a sign. */
function unsignedTotal(rest: string): { value: number } | null {
  const match = UNSIGNED_TOTAL.exec(rest);
  const value = match ? parseNumber(match[1] ?? "") : null;
  return value === null ? null : { value };
}

/** The numbers after a row's last word: "1,000,000", "1000000" (its spaces dropped), "812.00", "498,00", "500", "0". */
const BARE_TAIL = /(?:^|\s)((?:\d{1,3}(?:,\d{3})+(?:\.\d{2})?|\d{1,8}(?:[.,]\d{2})?)(?:\s+|$))+$/u;
const BARE_NUMBER = /\d{1,3}(?:,\d{3})+(?:\.\d{2})?|\d{1,8}(?:[.,]\d{2})?/gu;

/**
 * The amounts of a table printed without "$" ("Collision or Upset   1,000   541.00", "RESPONSABILITE
 * CIVILE   1 000 000   498,00"): on a row with no signed amount, the numbers after its last word,
 * when one of them is grouped by thousands or has cents (a form's or a section's number, "OPCF 20",
 * "B2", is never after the last word).
 */
function bareAmounts(row: string): MoneyToken[] {
  const tail = BARE_TAIL.exec(row);
  if (!tail) return [];
  const from = tail.index;
  const tokens: MoneyToken[] = [];
  for (const match of row.slice(from).matchAll(BARE_NUMBER)) {
    const value = parseNumber(match[0]);
    if (value === null) continue;
    const start = from + match.index;
    tokens.push({ value, start, end: start + match[0].length });
  }
  const amountLike = [...row.slice(from).matchAll(BARE_NUMBER)].some((match) => /[.,]\d/u.test(match[0]));
  return amountLike ? tokens : [];
}

/** The amounts of a row with the role the printed words give them (null when no word says). */
export function labelAmounts(row: string, unsigned = false): LabelledAmount[] {
  const text = fold(row);
  const signed = withUnsignedLast(row, withFiveForSign(row, findMoney(row)));
  const tokens = signed.length > 0 || !unsigned ? signed : bareAmounts(row);
  const amounts: LabelledAmount[] = tokens.map((token) => ({
    value: token.value,
    role: null,
    total: false,
    start: token.start,
  }));
  tokens.forEach((token, index) => {
    const gapStart = index === 0 ? 0 : (tokens[index - 1]?.end ?? 0);
    let gap = text.slice(gapStart, token.start);
    const previous = amounts[index - 1];
    const after = index > 0 ? ROLE_AFTER.exec(gap) : null;
    // A role word followed by more words before the next amount ("$500,000   Deductible reduced to
    // $500", a column beside) starts that amount's label: it says nothing of the amount before it.
    const leads = after !== null && /\p{L}{2,}/u.test(gap.slice(after[0].length));
    if (after && !leads && previous && previous.role === null) {
      previous.role = roleOf(after[1] ?? "");
      gap = gap.slice(after[0].length);
    }
    const before = ROLE_BEFORE.exec(gap);
    const amount = amounts[index];
    if (before && amount) {
      amount.role = roleOf(before[1] ?? "");
      amount.total = /total/.test(before[1] ?? "");
    }
  });
  const last = amounts.at(-1);
  const tail = ROLE_AFTER.exec(text.slice(tokens.at(-1)?.end ?? text.length));
  if (tail && last && last.role === null) last.role = roleOf(tail[1] ?? "");
  return amounts;
}

/** The coverage a row is about: the earliest label in it, or null. */
export function coverageKeyOf(row: string): { key: CoverageKey; index: number } | null {
  const text = fold(row);
  let best: { key: CoverageKey; index: number } | null = null;
  for (const { key, pattern } of COVERAGE_LABELS) {
    const match = pattern.exec(text);
    if (match && (best === null || match.index < best.index)) best = { key, index: match.index };
  }
  return best;
}

/** A row named only by its section letter ("SECTION B ... $142"): A–D in the A–D provinces, A in Quebec. */
function keyFromSection(row: string, layout: PolicyLayout): CoverageKey | null {
  const letter = /^(?:section|chapitre)\s+([a-d])\b/.exec(fold(row))?.[1];
  // A Quebec table's column of chapters: a row that starts with "A" alone, then its wording and an
  // amount ("A   Dommages matériels et corporels causés à autrui   2 000 000,00 $"), is Chapter A.
  const chapterColumn = layout === "quebec" && /^a\s+\p{L}{3,}/u.test(fold(row)) && findMoney(row).length > 0;
  if (layout === "quebec") return letter === "a" || chapterColumn ? "third_party_liability" : null;
  if (layout !== "sections_a_d") return null;
  const keys: Record<string, CoverageKey> = {
    a: "third_party_liability",
    b: "accident_benefits",
    d: "uninsured_automobile",
  };
  return letter ? (keys[letter] ?? null) : null;
}

/** The label as printed: the row up to its first amount or column word. */
function printedLabel(row: string): string {
  const cut = fold(row).search(
    /(?:^|\s)(?:total\s+limit|limit|deductible|franchise|premium|prime)\b|\$|\d[\d ,.]*\s?\$|[sS]\d/,
  );
  const label = (cut < 0 ? row : row.slice(0, cut)).replace(/[\s\-–:/(;,]+$/u, "").trim();
  return label || row.trim();
}

interface RowCandidate extends ExtractedCoverage {
  totalLimit: boolean;
  /** An excess (umbrella) layer above the primary limit: its limit adds to the primary one. */
  excess: boolean;
  /** "Deductible reduced to $200": the deductible the insured ends up with, over the Basic plan's. */
  reduced: boolean;
}

/** A row that lowers a deductible (MPI's Extension, SGI's Auto Pak): its deductible replaces the one read before. */
const REDUCED_DEDUCTIBLE =
  /\b(?:deductible\s+(?:reduced|lowered|reduction)|reduced\s+deductible|franchise\s+reduite|reduction\s+de\s+(?:la\s+)?franchise)\b/;

/** A liability row that is a layer above the primary one ("Excess Third Party Liability … in excess of $1,000,000"). */
const EXCESS_ROW = /\b(?:excess|umbrella|excedentaire|complementaire)\b/;
/** A liability row that states the whole limit ("Total liability limit $3,000,000"). */
const TOTAL_ROW = /^(?:total|limite\s+totale)\b/;

/** Limit, deductible and premium of one row from its amounts and their roles. */
function assignAmounts(key: CoverageKey, amounts: LabelledAmount[], layer: CoverageLayer | null) {
  const labelled = (role: AmountRole) => amounts.filter((amount) => amount.role === role);
  const free = amounts.filter((amount) => amount.role === null);
  const freeLarge = free.filter((amount) => amount.value >= LIMIT_FLOOR);
  const freeSmall = free.filter((amount) => amount.value < LIMIT_FLOOR);
  const limitAmount =
    labelled("limit").find((amount) => amount.total) ??
    labelled("limit")[0] ??
    (LIABILITY_SIZED.includes(key) ? freeLarge[0] : undefined);
  // A loss-of-use row's unlabelled amounts: its maximum, then its premium ("Loss of use $1,500 $47.00");
  // one amount alone is the maximum when round and in the hundreds (a premium is tens of dollars).
  const lossOfUseLimit =
    key === "loss_of_use" && labelled("limit").length === 0
      ? freeSmall.length >= 2
        ? freeSmall.shift()
        : freeSmall.length === 1 && (freeSmall[0]?.value ?? 0) >= 500 && (freeSmall[0]?.value ?? 1) % 100 === 0
          ? freeSmall.shift()
          : undefined
      : undefined;
  let deductible = labelled("deductible")[0]?.value ?? null;
  let premium = labelled("premium").find((amount) => amount.value < LIMIT_FLOOR)?.value ?? null;
  // Unlabelled small amounts: on a physical-damage row the first is the deductible and the last
  // the premium (Ontario's Limit / Deductible / Premium columns); elsewhere the last is the premium.
  // Basic-plan rows (ICBC, Autopac) carry no itemised premium.
  const deductibleRow = PHYSICAL_DAMAGE.includes(key) || key === "dcpd";
  if (deductibleRow && deductible === null && freeSmall.length >= 2) {
    deductible = freeSmall[0]?.value ?? null;
    freeSmall.shift();
  }
  if (premium === null && layer !== "basic") premium = freeSmall.at(-1)?.value ?? null;
  else if (deductibleRow && deductible === null && layer !== "basic") deductible = freeSmall.at(-1)?.value ?? null;
  return {
    limit: (limitAmount ?? lossOfUseLimit)?.value ?? null,
    totalLimit: limitAmount?.total ?? false,
    deductible,
    premium,
  };
}

/** Words that may come before a coverage label at the start of a row ("SECTION C", "Cas 1", "Optional:"). */
const ROW_PREFIX = /^(?:(?:section|chapitre)\s+[a-d]\b|cas\s+\d|optional|basic|[\s:/-])*(?:\w+\s+)?$/;

/**
 * How sure a row is: a row that ran into another (a "Label:" after its first amount, two limits,
 * or a premium on a Basic-plan row, which carries none) is doubtful; a row named by its label and
 * read with amounts is likely; one named by its section letter or without amounts less so.
 */
function rowConfidence(row: string, amounts: LabelledAmount[], labelled: boolean, basicPremium: boolean): number {
  const afterFirstAmount = row.slice(amounts[0]?.start ?? row.length);
  const twoLimits = amounts.filter((amount) => amount.value >= LIMIT_FLOOR).length > 1;
  if (/\p{L}{3,}\s?:/u.test(afterFirstAmount) || twoLimits || basicPremium) return 0.6;
  if (amounts.length === 0) return 0.6;
  return labelled ? 0.85 : 0.7;
}

/** "Nil" or "Néant" standing alone in a row's columns: an amount of nothing. */
const NIL = /(?<=\s)(?:nil|n[ée]ant)(?=\s|$)/giu;

/**
 * A deductible row's "Nil" as the "$0" it means ("Direct Compensation - Property Damage   Nil   $93.00"),
 * in its place, so the columns keep their order. Never the row's first word.
 */
function withNilAsZero(row: string): string {
  return row.replace(NIL, (word: string, offset: number) => (offset > 0 ? "$0" : word));
}

/** One coverage row, or null when the row names no coverage. */
function parseCoverageRow(
  row: string,
  layout: PolicyLayout,
  layer: CoverageLayer | null,
  unsigned: boolean,
): RowCandidate | null {
  const labelMatch = coverageKeyOf(row);
  const key = labelMatch?.key ?? keyFromSection(row, layout);
  if (!key) return null;
  const read = PHYSICAL_DAMAGE.includes(key) || key === "dcpd" ? withNilAsZero(row) : row;
  const amounts = labelAmounts(read, unsigned);
  // A row without amounts counts only when it starts with its label (a Basic-plan item, or a row
  // whose amounts OCR lost); a sentence that merely mentions "liability" is not a coverage.
  const prefix = labelMatch ? fold(row).slice(0, labelMatch.index) : "";
  const leadsWithLabel = ROW_PREFIX.test(prefix);
  if (amounts.length === 0 && layer !== "basic" && !leadsWithLabel) return null;
  // Three words or more before the label make a sentence ("Your deductible for an all-perils claim
  // is $200"), which mentions a coverage without being its row.
  if (!leadsWithLabel && (prefix.match(/\p{L}{3,}/gu) ?? []).length >= 3) return null;
  const { limit, totalLimit, deductible, premium } = assignAmounts(key, amounts, layer);
  const basicItem = layer === "basic" && amounts.length === 0;
  const confidence = basicItem
    ? 0.8
    : rowConfidence(row, amounts, labelMatch !== null, layer === "basic" && premium !== null);
  const folded = fold(row);
  const liability = key === "third_party_liability";
  return {
    key,
    label: printedLabel(read),
    limit,
    deductible,
    premium,
    layer,
    vehicle: null,
    confidence,
    totalLimit: totalLimit || (liability && TOTAL_ROW.test(folded)),
    excess: liability && EXCESS_ROW.test(folded),
    reduced: REDUCED_DEDUCTIBLE.test(folded) && deductible !== null,
  };
}

/**
 * A reduced-deductible row that names no coverage ("Deductible reduced to $300 $212.00") lowers the
 * deductible of the physical-damage cover read before it (SGI's vehicle damage, under Auto Pak).
 */
function reducedDeductibleRow(
  row: string,
  previous: RowCandidate[],
  layer: CoverageLayer | null,
  unsigned: boolean,
): RowCandidate | null {
  if (!REDUCED_DEDUCTIBLE.test(fold(row))) return null;
  const target = previous.findLast((candidate) => PHYSICAL_DAMAGE.includes(candidate.key));
  if (!target) return null;
  const amounts = labelAmounts(row, unsigned).filter((amount) => amount.value < LIMIT_FLOOR);
  const [first, second] = amounts;
  if (!first) return null;
  return {
    ...target,
    label: printedLabel(row),
    limit: null,
    deductible: first.value,
    premium: second?.value ?? null,
    layer,
    confidence: 0.7,
    totalLimit: false,
    excess: false,
    reduced: true,
  };
}

/** ICBC prints the Basic limit and the Extended "total limit": the total one is the limit; else the larger. */
function mergedLimit(seen: RowCandidate, row: RowCandidate): number | null {
  if (row.totalLimit && row.limit !== null) return row.limit;
  if (seen.totalLimit) return seen.limit;
  // A primary layer and an excess layer: the insured has both, one above the other.
  if (row.excess !== seen.excess && seen.limit !== null && row.limit !== null) return seen.limit + row.limit;
  const largest = Math.max(seen.limit ?? -1, row.limit ?? -1);
  return largest < 0 ? null : largest;
}

/** Joins rows about the same coverage (a French and an English row, or ICBC's Basic and Extended liability). */
function mergeRows(rows: RowCandidate[]): ExtractedCoverage[] {
  const byKey = new Map<string, RowCandidate>();
  for (const row of rows) {
    const id = `${row.key}:${row.vehicle ?? ""}`;
    const seen = byKey.get(id);
    if (!seen) {
      byKey.set(id, { ...row });
      continue;
    }
    const limit = mergedLimit(seen, row);
    // A primary layer and an excess layer above it are one coverage the insured pays for twice.
    const layered = seen.key === "third_party_liability" && row.excess !== seen.excess;
    const conflict =
      (!layered && seen.premium !== null && row.premium !== null && seen.premium !== row.premium) ||
      (seen.deductible !== null &&
        row.deductible !== null &&
        seen.deductible !== row.deductible &&
        !seen.reduced &&
        !row.reduced);
    const premium =
      layered && seen.premium !== null && row.premium !== null
        ? Math.round((seen.premium + row.premium) * 100) / 100
        : (seen.premium ?? row.premium);
    // A limit read on one row and a premium on another (ICBC's Extended row lost its limit) is a composite.
    const premiumRow = seen.premium !== null ? seen : row;
    const composite = limit !== null && premium !== null && premiumRow.limit !== limit;
    byKey.set(id, {
      ...seen,
      label: seen.premium === null && row.premium !== null ? row.label : seen.label,
      limit,
      totalLimit: seen.totalLimit || row.totalLimit,
      excess: seen.excess && row.excess,
      deductible: row.reduced
        ? (row.deductible ?? seen.deductible)
        : seen.reduced
          ? seen.deductible
          : (seen.deductible ?? row.deductible),
      reduced: seen.reduced || row.reduced,
      premium,
      layer: row.premium !== null ? row.layer : seen.layer,
      confidence: conflict ? 0.5 : composite ? 0.7 : Math.max(seen.confidence, row.confidence),
    });
  }
  return [...byKey.values()].map(
    ({ totalLimit: _totalLimit, excess: _excess, reduced: _reduced, ...coverage }) => coverage,
  );
}

/** Endorsements in a row: each distinct form once; the row's premium only when it names one form. */
function parseEndorsementRow(row: string, inEndorsementBlock: boolean, unsigned: boolean): ExtractedEndorsement[] {
  const forms = findForms(row);
  const distinct = [...new Map(forms.map((form) => [formCode(form.family, form.number), form])).values()];
  const amounts = labelAmounts(row, unsigned);
  const premiumAmount = amounts.filter(
    (amount) => (amount.role === "premium" || amount.role === null) && amount.value < LIMIT_FLOOR,
  );
  const premiumCandidate = distinct.length === 1 ? (premiumAmount.at(-1)?.value ?? null) : null;
  // Its limit: the amount printed as one, else a liability-sized amount, else (with a premium after
  // it) the row's first amount: "OPCF 20 Loss of Use $1,500 $45.00", "SEF 27 … $50,000 $500 $0.00".
  const limitAmount =
    amounts.find((amount) => amount.role === "limit") ??
    amounts.find((amount) => amount.role === null && amount.value >= LIMIT_FLOOR) ??
    (amounts.length >= 2 && amounts[0]?.role === null ? amounts[0] : undefined);
  // A loss-of-use form's one amount, round and in the hundreds, is its limit ("F.A.Q. no 20 … 1 000 $"):
  // its premium is tens of dollars.
  const only = amounts.length === 1 ? amounts[0] : undefined;
  const form = distinct[0];
  const lossOfUseLimit =
    form &&
    only &&
    only.role === null &&
    isLossOfUseForm(form.family, form.number) &&
    only.value >= 500 &&
    only.value % 100 === 0
      ? only
      : undefined;
  const limit = distinct.length === 1 ? ((limitAmount ?? lossOfUseLimit)?.value ?? null) : null;
  const lastForm = forms.at(-1);
  const description = lastForm ? printedLabel(row.slice(lastForm.end)).replace(/^[\s\-–:/]+/u, "") : "";
  const label = description.length > 0 ? description : null;
  // A form named in passing ("ask about OPCF 44R") is not an endorsement on the policy.
  const wordCount = (label ?? "").split(" ").length;
  if (premiumCandidate === null && !inEndorsementBlock && wordCount > 8) return [];
  return distinct.map((form) => ({
    code: formCode(form.family, form.number),
    family: form.family,
    number: form.number,
    meaning: formMeaning(form.family, form.number),
    label: distinct.length === 1 ? label : null,
    premium: premiumCandidate !== null && premiumCandidate === limit && amounts.length === 1 ? null : premiumCandidate,
    limit,
    confidence:
      label !== null && describedAsOtherForm(form.family, form.number, label)
        ? 0.6
        : premiumCandidate !== null
          ? 0.85
          : 0.7,
  }));
}

/** A vehicle's section heading, with its number: "Automobile 1", "Vehicle 2 -", "Véhicule no 2", "Auto #1". */
const VEHICLE_HEADING =
  /^(?:automobile|auto|vehicle|vehicule|veh\.?)\s*(?:no\.?\s*|n[°º]\s*|#\s*)?([1-9])\b(?!\s*[,.]\d)/;

/**
 * A row that states the policy's total premium: "Total premium", "Annual premium", and on a change
 * page the premium after the change ("Revised annual premium", "Nouvelle prime annuelle"); never the
 * premium before it, nor a change of it ("Annual premium change +$66.00").
 */
const TOTAL_START =
  /^(?:(?:revised|new|amended|updated)\s+(?:total\s+)?annual\s+premium|total\s*(?:annual\s*|policy\s*|term\s*)?(?:insurance\s*)?(?:premium|cost)|annual\s+premium(?!\s+(?:change|adjustment|difference|increase|decrease))|(?:nouvelle\s+)?prime\s+(?:annuelle\s+)?totale|(?:nouvelle\s+)?prime\s+annuelle(?:\s+(?:revisee|modifiee))?(?!\s+(?:precedente|anterieure)))\b/;
const EXCLUSIONS_START =
  /^(?:exclusions?|not\s+covered|non\s+couvert|ce\s+qui\s+n'est\s+pas\s+couvert)\b\s*(?:\/\s*(?:exclusions?|not\s+covered)\b\s*)?[:\-]?\s*/;
const ENDORSEMENTS_START =
  /^(?:endorsements|avenants|policy\s+change\s+forms|change\s+forms|formulaires\s+de\s+modification)\b(?:\s*\/\s*(?:endorsements|avenants)\b)?(?:\s*\([^)]*\))?\s*:?\s*/;
/** A row of a forms table that gives the form's number alone ("20   Loss of Use Expenses   1,500   52.00"). */
const BARE_FORM_ROW = /^(\d{1,2}[a-z]{0,2})\s+(?=\p{L})/iu;
/** The family of the forms a table lists by number alone: the province's. */
function bareFormFamily(layout: PolicyLayout): string {
  return layout === "ontario" ? "OPCF" : layout === "quebec" ? "FAQ" : "SEF";
}
/** Rows that end an exclusions list: another section, an amount, a "Label:" row, a page footer ("… Page 1 de 1"). */
const ENDS_EXCLUSIONS =
  /^(?:section|chapitre|basic|optional|extension|endorsements|avenants|total|page\s+\d)\b|^[^:]{1,30}:|\bpage\s*\d+\s*(?:of|de|\/)\s*\d+\s*$/;

/**
 * Sentences under an exclusions heading that only point elsewhere or say what the section is ("set
 * out in the OAP 1, please read your policy wording", "voir la police", "cette rubrique est
 * informative", "listed in the policy booklet"): notes, not exclusions.
 */
const POINTER_NOTE =
  /\b(?:set\s+out\s+in|(?:figurent|se\s+trouvent|sont\s+(?:enoncees|decrites|prevues))\s+dans|n'en\s+dresse\s+pas|ne\s+les\s+(?:enumere|liste)\s+pas|does\s+not\s+list|not\s+listed\s+(?:here|in\s+this)|please\s+(?:read|refer|see)|refer\s+to|see\s+(?:your|the)\s+(?:policy|wording)|(?:are|is)\s+listed\s+in|policy\s+(?:wording|booklet)|voir\s+(?:la|votre)\s+(?:police|contrat)|consulter|rubrique\s+est\s+informative|(?:is|est)\s+(?:a|un)\s+(?:summary|resume)|summary\s+only|resume\s+seulement|a\s+titre\s+informatif|for\s+information\s+only|and\s+limitations?$|et\s+limitations?$)/u;

/** A note's text as the note patterns read it: folded, with typographic apostrophes made plain. */
function foldedNote(text: string): string {
  return fold(text).replace(/[’]/g, "'");
}

/** A section's or chapter's heading: "SECTION A - …", "Chapitre A - …". */
const SECTION_HEADING = /^(?:section|chapitre|chapter)\s+[a-d]\b/;

/** Words saying a summary or a list follows a pointer to the policy's wording. */
const SUMMARY_FOLLOWS = /\b(?:summary|summarized|resume|sommaire|apercu|following|below|suivantes|ci-dessous)\b/u;

/**
 * A note that bodily injury is the public plan's in Quebec ("Les dommages corporels relèvent de la
 * SAAQ", "indemnisés par la Société de l'assurance automobile du Québec"): where a cover comes from,
 * never what the policy excludes, even with a left column's words OCR put before it.
 */
const PUBLIC_PLAN_NOTE = /\bsaaq\b|societe\s+de\s+l'assurance\s+automobile\s+du\s+quebec/u;

/** "Excluded drivers none", "Conducteur exclu aucun" (OCR lost the colon): no driver is excluded. */
const NO_EXCLUDED_DRIVER =
  /^(?:excluded\s+drivers?|conducteurs?\s+exclus?|conductrices?\s+exclues?)\s*[:.-]?\s*(?:none|aucune?|n\/a|nil|neant)$/u;

/** Exclusion items from a list's text: split at ";" and bullets, trailing dots dropped, notes left out. */
function exclusionItems(text: string): string[] {
  const items = text.split(/\s*[;•]\s*/u).map((item) => item.replace(/^[\s\-–]+|[\s.]+$/gu, "").trim());
  // A sentence that starts by saying where the exclusions are set out goes on about them ("…décrites
  // dans votre police ; aucun changement à ces conditions"): all of it is a note.
  const first = foldedNote(items[0] ?? "");
  if (POINTER_NOTE.test(first) && !SUMMARY_FOLLOWS.test(first)) return [];
  return items.filter((item) => {
    // A word at least: OCR leaves single marks of a page's border ("|", "Ë", "1") on lines of their own.
    if (!/\p{L}{3,}/u.test(item) || /^(?:none|aucune?|n\/a)$/iu.test(item)) return false;
    const plain = foldedNote(item);
    return !POINTER_NOTE.test(plain) && !PUBLIC_PLAN_NOTE.test(plain) && !NO_EXCLUDED_DRIVER.test(plain);
  });
}

/** A driver the policy excludes, by name (OPCF/SEF 28A, "conducteur exclu"); "Excluded drivers: none" is not one. */
const EXCLUDED_DRIVER = /\b(?:excluded\s+drivers?|conducteurs?\s+exclus?|conductrices?\s+exclues?)\b/u;
const NAME = /\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+){1,3}/u;
/** Words around an excluded driver's name that are not part of it. */
const NOT_NAME =
  /\b(?:excluded|drivers?|conducteur|conductrice|exclue?s?|no|named|insured|agreement|see|attached|schedule|form|endorsement|avenant|formulaire|voir|annexe|status|statut)\b/giu;

/** The names of the drivers a document excludes ("Tyler Brennan"), each once. */
export function excludedDrivers(lines: string[]): string[] {
  const names = new Set<string>();
  for (const line of lines) {
    const folded = fold(line);
    if (!EXCLUDED_DRIVER.test(folded) || /\b(?:none|aucun|aucune|n\/a)\b/.test(folded)) continue;
    const cleaned = line
      .replace(/\b(?:OPCF|SEF|S\.E\.F\.|Q\.E\.F\.|F\.A\.Q\.)\s*(?:no\.?\s*)?\d+[A-Z]?\b/giu, " ")
      .replace(NOT_NAME, " ");
    const name = NAME.exec(cleaned)?.[0]?.trim();
    if (name) names.add(nameCase(name));
  }
  return [...names];
}

export interface BodyFacts {
  coverages: ExtractedCoverage[];
  endorsements: ExtractedEndorsement[];
  totalPremium: Field<number>;
  exclusions: Field<string[]>;
}

/** Walks the logical lines once, tracking the block it is in (coverages, endorsements, exclusions). */
export function extractBody(lines: string[], layout: PolicyLayout): BodyFacts {
  const rows: RowCandidate[] = [];
  const endorsements = new Map<string, ExtractedEndorsement>();
  let total: Field<number> = unknown();
  let exclusions: string[] | null = null;
  let block: "none" | "endorsements" | "exclusions" = "none";
  let layer: CoverageLayer | null = null;
  let vehicle: number | null = null;
  // A document that prints its amounts without "$" (one line with a signed amount at most, which
  // may be a misread): its rows' numbers after their labels are their amounts.
  const unsigned = lines.filter((line) => findMoney(line).length > 0).length < 2;
  // A table whose columns are the former term's premium and the new one ("Prime actuelle  Nouvelle prime").
  let twoTerms = false;
  // A section's heading naming a coverage without amounts: the row below may hold them.
  let pendingHeading: RowCandidate | null = null;
  let headingSkipped = false;
  // Whether the exclusions block's last line was a note only (its continuation is one too).
  let lastExclusionLineNoted = false;
  // The lines just read: a total right under another policy's heading or number is that policy's.
  const recent: string[] = [];

  for (const printed of lines) {
    // A table's headings start its columns: a former and a new term's, or others.
    const columns = findMoney(printed).length === 0 ? fold(printed) : null;
    const terms = columns !== null && FORMER_TERM.test(columns) && NEW_TERM.test(columns);
    if (terms || (columns !== null && (columns.match(COLUMN_WORDS) ?? []).length >= 2)) twoTerms = terms;
    // Under a former term's and a new term's columns, a row's former amount is not the policy's.
    const line = twoTerms ? withoutFormerTerm(printed) : printed;
    const folded = fold(line);
    const before = [...recent];
    recent.push(folded);
    if (recent.length > OTHER_POLICY_REACH) recent.shift();
    if (block === "exclusions") {
      if (!ENDS_EXCLUSIONS.test(folded) && findMoney(line).length === 0 && findForms(line).length === 0) {
        const items = exclusionItems(line);
        // A row starting in lower case or with a parenthesis continues the line above (a sentence
        // broken across lines): the item it ended, or nothing when that line was a note.
        const continues = /^(?:\p{Ll}|\()/u.test(line.trim());
        const previous = exclusions?.length ? exclusions.length - 1 : -1;
        if (continues && lastExclusionLineNoted) continue;
        if (exclusions && previous >= 0 && continues) exclusions[previous] += ` ${items.join("; ")}`;
        else exclusions?.push(...items);
        lastExclusionLineNoted = items.length === 0;
        continue;
      }
      block = "none";
    }
    // OCR's marks before a total's label ("(TOTAL ANNUALPREMIUM") are not part of the row.
    const lead = /^[^\p{L}\d$]{1,3}(?=total\b)/u.exec(folded)?.[0].length ?? 0;
    const totalMatch = TOTAL_START.exec(folded.slice(lead));
    // The policy's total, its endorsements and exclusions are the policy's, not the last vehicle's.
    if (totalMatch || EXCLUSIONS_START.test(folded) || ENDORSEMENTS_START.test(folded)) vehicle = null;
    if (totalMatch) {
      const rest = line.slice(lead + totalMatch[0].length);
      const signed = findMoney(rest)[0];
      const amount = signed ?? unsignedTotal(rest);
      // A payment plan's sentence joined under the label ("12 monthly withdrawals of $105.06"): an
      // amount after words of instalments is one payment, not the total.
      const instalment = INSTALMENT_WORDS.test(fold(signed ? rest.slice(0, signed.start) : rest));
      // A side panel's other policy ("Your other policies", "Home insurance", "Policy HLI-HO-…").
      const otherPolicy = before.some(
        (above) => above.trim().length <= OTHER_POLICY_HEADING && OTHER_POLICY.test(above),
      );
      if (amount && total.value === null && !instalment && !otherPolicy) total = known(amount.value, 0.9);
      block = "none";
      layer = null;
      continue;
    }
    const exclusionsMatch = EXCLUSIONS_START.exec(folded);
    if (exclusionsMatch) {
      const items = exclusionItems(line.slice(exclusionsMatch[0].length));
      exclusions = [...(exclusions ?? []), ...items];
      // A heading's sentence that says the exclusions are set out elsewhere lists none below it,
      // unless it says a summary of them follows ("this section is a summary only; …").
      const said = foldedNote(line.slice(exclusionsMatch[0].length));
      const pointer = POINTER_NOTE.test(said) && !SUMMARY_FOLLOWS.test(said);
      lastExclusionLineNoted = items.length === 0 && /\p{L}{3,}/u.test(line.slice(exclusionsMatch[0].length));
      block = pointer && items.length === 0 ? "none" : "exclusions";
      continue;
    }
    // "Automobile 2 - 2022 HYUNDAI KONA", "Véhicule no 2": the rows below are that vehicle's.
    const vehicleHeading = VEHICLE_HEADING.exec(folded);
    if (vehicleHeading && findMoney(line).length === 0) {
      vehicle = Number(vehicleHeading[1]);
      continue;
    }
    // A vehicle's subtotal ("Automobile 1 premium $1,288.00"), unless the row also names a coverage.
    if (vehicleHeading && coverageKeyOf(line) === null) continue;
    const endorsementsMatch = ENDORSEMENTS_START.exec(folded);
    if (endorsementsMatch) block = "endorsements";
    if (/^basic\b/.test(folded)) layer = "basic";
    else if (/^(?:optional|extension)\b/.test(folded)) layer = "optional";
    else if (/^(?:section|chapitre)\s+[a-d]\b/.test(folded)) block = "none";

    // Under a forms heading, a row that starts with a form's number alone names that form.
    const bareForm = block === "endorsements" && !endorsementsMatch ? BARE_FORM_ROW.exec(line) : null;
    const row = bareForm ? `${bareFormFamily(layout)} ${line}` : line;
    const forms = findForms(row);
    if (forms[0] && forms[0].start <= (endorsementsMatch?.[0].length ?? 0)) {
      for (const endorsement of parseEndorsementRow(row, block === "endorsements", unsigned)) {
        const seen = endorsements.get(endorsement.code);
        if (!seen || (seen.premium === null && endorsement.premium !== null))
          endorsements.set(endorsement.code, endorsement);
      }
      continue;
    }
    if (endorsementsMatch) continue;
    // (Set in the previous line's pass: the compiler cannot follow it across iterations.)
    const heading = pendingHeading as RowCandidate | null;
    const skipped = headingSkipped;
    pendingHeading = null;
    headingSkipped = false;
    let named = false;
    for (const part of line.split(";")) {
      const row =
        parseCoverageRow(part.trim(), layout, layer, unsigned) ??
        reducedDeductibleRow(
          part.trim(),
          rows.filter((candidate) => candidate.vehicle === vehicle),
          layer,
          unsigned,
        );
      if (!row) continue;
      named = true;
      rows.push({ ...row, vehicle });
      const bare = row.limit === null && row.deductible === null && row.premium === null;
      if (bare && SECTION_HEADING.test(folded)) pendingHeading = row;
    }
    // A section's heading that names its coverage without amounts ("SECTION A - THIRD PARTY
    // LIABILITY"), then a row with amounts whose wording OCR garbled or that names none: the heading's.
    // A line of OCR's marks between them (a rule read as text) is passed over, once.
    if (!named && heading && findForms(line).length === 0) {
      const amounts = labelAmounts(line, unsigned);
      if (amounts.length > 0) {
        const { limit, deductible, premium } = assignAmounts(heading.key, amounts, layer);
        rows.push({ ...heading, limit, deductible, premium, confidence: 0.6, vehicle });
      } else if (!skipped && !/\p{L}{5,}/u.test(line)) {
        pendingHeading = heading;
        headingSkipped = true;
      }
    }
  }
  const publicLayout = layout === "icbc" || layout === "autopac";
  // One vehicle section is the policy's only vehicle: its rows cover "the" vehicle.
  const sections = new Set(rows.map((row) => row.vehicle).filter((number) => number !== null));
  const coverages = mergeRows(sections.size > 1 ? rows : rows.map((row) => ({ ...row, vehicle: null }))).map(
    (coverage) => (publicLayout ? coverage : { ...coverage, layer: null }),
  );
  return {
    coverages,
    endorsements: [...endorsements.values()],
    totalPremium: total,
    exclusions: exclusions === null ? known<string[]>([], 0.6) : known(exclusions, 0.85),
  };
}
