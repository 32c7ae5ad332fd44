import type { ProvinceCode } from "../shared/provinces";
import { readsAsBusinessPolicy } from "./business-use";
import { excludedDrivers, extractBody } from "./coverages";
import { classifyDocument } from "./document-kind";
import { fold } from "./normalize-text";
import { findDates, type DateOrder } from "./parse-date";
import { extractAddress, extractNamedInsured, extractPolicyNumber, extractProvider } from "./parties";
import { logicalLines } from "./segment-lines";
import {
  known,
  roundConfidence,
  unknown,
  type CoverageType,
  type ExtractedCoverage,
  type ExtractedEndorsement,
  type Field,
  type PolicyExtraction,
  type PolicyLayout,
  type Verdict,
} from "./types";
import { extractVehicles, unknownVehicle } from "./vehicle";

/* ------------------------------------------------------------------------------------------------
 * Layout
 * --------------------------------------------------------------------------------------------- */

/** Signs of each document family (domain-facts.md, section 4), matched on accent-folded text. */
const LAYOUT_SIGNS: Record<Exclude<PolicyLayout, "unknown">, RegExp[]> = {
  ontario: [
    /\bo\.?p\.?c\.?f\b/,
    /\boap\s?1\b/,
    /ontario automobile policy/,
    /certificate of automobile insurance/,
    /direct compensation/,
  ],
  sections_a_d: [
    /\bs\.?\s?e\.?\s?f\.?\s*(?:no\.?\s*)?\d/,
    /\bs\.?p\.?f\.?\s*no/,
    /\bsection\s+[a-d]\b[^\n]*(?:third party liability|accident benefits|uninsured motorist|loss of or damage)/,
    /\b(?:alberta|nova scotia|new brunswick|prince edward island|newfoundland)\b/,
  ],
  quebec: [
    /\bq\.?\s?e\.?\s?f\b|\bf\.?\s?a\.?\s?q\b/,
    /\bq\.?p\.?f\b|\bf\.?p\.?q\b/,
    /\bchapitre\s+[ab]\b/,
    /responsabilite civile/,
    /\bquebec\b/,
  ],
  icbc: [/\bicbc\b/, /\bautoplan\b/, /insurance corporation of british columbia/],
  autopac: [/\bautopac\b/, /manitoba public insurance/, /\bpipp\b/],
};

/** The layout a province's documents use (a vote, added to the document's own signs). */
const LAYOUT_BY_PROVINCE: Partial<Record<ProvinceCode, Exclude<PolicyLayout, "unknown">>> = {
  ON: "ontario",
  AB: "sections_a_d",
  NB: "sections_a_d",
  NS: "sections_a_d",
  PE: "sections_a_d",
  NL: "sections_a_d",
  QC: "quebec",
  BC: "icbc",
  MB: "autopac",
};

/** The document family with the most signs; "unknown" on a tie or no sign. */
function detectLayout(lines: string[], province: ProvinceCode | null): Verdict<PolicyLayout> {
  const text = fold(lines.join("\n"));
  const scores = Object.entries(LAYOUT_SIGNS).map(([layout, signs]) => {
    const vote = province && LAYOUT_BY_PROVINCE[province] === layout ? 1 : 0;
    return { layout: layout as PolicyLayout, score: signs.filter((sign) => sign.test(text)).length + vote };
  });
  scores.sort((a, b) => b.score - a.score);
  const [first, second] = scores;
  if (!first || first.score === 0 || first.score === second?.score) return { value: "unknown", confidence: 0.5 };
  const confidence = first.score >= 3 ? 0.95 : first.score === 2 ? 0.85 : 0.6;
  return { value: first.layout, confidence };
}

/* ------------------------------------------------------------------------------------------------
 * Period
 * --------------------------------------------------------------------------------------------- */

/** Lines that state the policy period. */
const PERIOD_LINE =
  /\b(?:period|term|periode|duree|effective|expiry|expiration|expires|en vigueur|echeance|valid|validite|starts|ends|effet)\b/;
/** The hour a term starts and ends at, printed before its date ("12:01 a.m.", "0 h 01"). */
const CLOCK_TIME = String.raw`\d{1,2}\s*[:h]\s*\d{2}\s*(?:a\.?\s*m\.?|p\.?\s*m\.?)?[\s,]*`;
/** Words right before the start date. */
const EFFECTIVE_BEFORE = new RegExp(
  String.raw`(?:effective|from|\bdu|starts?|begins?|inception|commencement|en vigueur|debut(?:\s+d[eu]\s+(?:la\s+)?(?:contrat|periode|garantie))?|prise d'effet|d'effet)\s*(?:date)?\s*(?:\/\s*[a-z ]+)?[:-]?\s*(?:${CLOCK_TIME})?$`,
);
/** Words right before the end date. */
const EXPIRY_BEFORE = new RegExp(
  String.raw`(?:expiry|expiration|expires?|\bto|\bau|until|till|through|thru|\bends?|echeance|\bfin(?:\s+d[eu]\s+(?:la\s+)?(?:contrat|periode|garantie))?|-)\s*(?:date)?\s*(?:\/\s*[a-z ]+)?[:-]?\s*(?:${CLOCK_TIME})?$`,
);

/** Words only French text uses, and words only English text uses (accent-folded). */
const FRENCH_WORDS =
  /\b(?:le|la|les|du|des|et|au|aux|une?|assure|assuree|police|prime|franchise|avenant|vehicule|garanties?|conducteur|echeance|courtier)\b/g;
const ENGLISH_WORDS =
  /\b(?:the|of|and|to|a|an|insured|policy|premium|deductible|endorsement|vehicle|coverages?|driver|expiry|broker)\b/g;

/** Whether a document is written in French: its French words outnumber its English ones three to one. */
export function writtenInFrench(lines: string[]): boolean {
  const text = fold(lines.join(" "));
  const french = text.match(FRENCH_WORDS)?.length ?? 0;
  const english = text.match(ENGLISH_WORDS)?.length ?? 0;
  return french >= 5 && french >= 3 * english;
}

/**
 * Numeric dates are month first on English-Canadian insurer documents and day first in Quebec and
 * in any document written in French (a New Brunswick French declarations page).
 */
function dateOrderFor(layout: PolicyLayout, french: boolean): DateOrder {
  return layout === "quebec" || french ? "day_first" : "month_first";
}

/** Effective and expiry dates from labelled dates ("From … to …", "du … au …", "Effective: … Expiry: …"). */
function extractPeriod(lines: string[], layout: PolicyLayout): PolicyExtraction["period"] {
  const french = writtenInFrench(lines);
  let effective: { iso: string; ambiguous: boolean } | null = null;
  let expiry: { iso: string; ambiguous: boolean } | null = null;
  for (const line of lines) {
    const dates = findDates(line, dateOrderFor(layout, french));
    if (dates.length === 0) continue;
    const folded = fold(line);
    const periodLine = PERIOD_LINE.test(folded);
    let previousEnd = 0;
    for (const [index, date] of dates.entries()) {
      const gap = folded.slice(previousEnd, date.start);
      previousEnd = date.end;
      const role = EFFECTIVE_BEFORE.test(gap)
        ? "effective"
        : EXPIRY_BEFORE.test(gap)
          ? "expiry"
          : periodLine && dates.length >= 2 && index < 2
            ? (["effective", "expiry"] as const)[index]
            : null;
      if (role === "effective" && !effective) effective = date;
      if (role === "expiry" && !expiry) expiry = date;
    }
    if (effective && expiry) break;
  }
  return checkPeriod(effective, expiry);
}

/** Confidence for the two dates; an expiry not after the effective date voids both. */
function checkPeriod(
  effective: { iso: string; ambiguous: boolean } | null,
  expiry: { iso: string; ambiguous: boolean } | null,
): PolicyExtraction["period"] {
  const confidence = (date: { ambiguous: boolean }) => (date.ambiguous ? 0.7 : 0.95);
  if (effective && expiry) {
    const days = (Date.parse(expiry.iso) - Date.parse(effective.iso)) / 86_400_000;
    if (days <= 0) return { effective: unknown(), expiry: unknown() };
    const plausible = days >= 28 && days <= 3 * 366;
    return {
      effective: known(effective.iso, plausible ? confidence(effective) : 0.5),
      expiry: known(expiry.iso, plausible ? confidence(expiry) : 0.5),
    };
  }
  // One date alone cannot be checked against the other end of the term.
  return {
    effective: effective ? known(effective.iso, Math.min(confidence(effective), 0.75)) : unknown(),
    expiry: expiry ? known(expiry.iso, Math.min(confidence(expiry), 0.75)) : unknown(),
  };
}

/* ------------------------------------------------------------------------------------------------
 * Coverage summary and checks
 * --------------------------------------------------------------------------------------------- */

/** Public insurers' names as `extractProvider` gives them. */
const PUBLIC_ISSUERS = new Set(["ICBC", "Manitoba Public Insurance", "SGI"]);

const PHYSICAL = new Set(["collision", "comprehensive", "all_perils", "specified_perils"]);

/** Full, liability only, or the optional layer alone (a BC/MB extension without the Basic plan). */
function classifyCoverage(
  coverages: ExtractedCoverage[],
  layout: PolicyLayout,
  premiumsAddUp: boolean,
  publicIssuer: boolean,
): Field<CoverageType> {
  if (coverages.length === 0) return unknown();
  // When the premiums do not add up to the total, a coverage row may be missing: stay below 0.8.
  const confidence = premiumsAddUp ? (coverages.length >= 2 ? 0.9 : 0.75) : 0.6;
  const hasLiability = coverages.some((coverage) => coverage.key === "third_party_liability");
  const hasPhysical = coverages.some((coverage) => PHYSICAL.has(coverage.key));
  if (layout === "icbc" || layout === "autopac") {
    // Only a private insurer's extension policy is the optional layer alone: ICBC's and MPI's own
    // certificates always carry the Basic plan, even when its rows could not be read.
    const allOptional = coverages.every((coverage) => coverage.layer === "optional");
    if (allOptional && !publicIssuer) return known("optional_layer", confidence);
    const hasBasic = coverages.some((coverage) => coverage.layer === "basic");
    // Autopac's Basic plan includes all-perils cover of the vehicle.
    if (hasBasic && layout === "autopac") return known("full", confidence);
    // Rows whose layer could not be read leave the classification less sure.
    const sure = hasBasic ? confidence : Math.min(confidence, 0.6);
    if (hasLiability && hasPhysical) return known("full", sure);
    return hasLiability ? known("liability_only", sure) : unknown();
  }
  if (hasLiability && hasPhysical) return known("full", confidence);
  if (hasLiability) return known("liability_only", confidence);
  return unknown();
}

/**
 * Cross-checks the premiums: when the coverage and endorsement premiums add up to the printed
 * total, every amount is very likely read right and confidence goes up; when they do not (or
 * there is no total), and for items without a premium, confidence stays below 0.8.
 */
function crossCheck(
  coverages: ExtractedCoverage[],
  endorsements: ExtractedEndorsement[],
  total: Field<number>,
): { coverages: ExtractedCoverage[]; endorsements: ExtractedEndorsement[]; total: Field<number>; adds: boolean } {
  const sum = [...coverages, ...endorsements].reduce((acc, item) => acc + (item.premium ?? 0), 0);
  const adds = total.value !== null && Math.abs(sum - total.value) < 0.5;
  // Only an item with a premium takes part in the sum; one without (a Basic-plan row) has nothing
  // checking it, and a row already in doubt (merged, composite, named by its section letter) stays so.
  const adjust = (confidence: number, premium: number | null) =>
    roundConfidence(
      adds && premium !== null && confidence >= 0.8 ? Math.min(0.97, confidence + 0.1) : Math.min(confidence, 0.75),
    );
  return {
    coverages: coverages.map((coverage) => ({
      ...coverage,
      confidence: adjust(coverage.confidence, coverage.premium),
    })),
    endorsements: endorsements.map((endorsement) => ({
      ...endorsement,
      confidence: adjust(endorsement.confidence, endorsement.premium),
    })),
    total: total.value === null ? total : known(total.value, adds ? 0.97 : 0.75),
    adds,
  };
}

/** Layouts where loss of use is an endorsement (OPCF, SEF or Q.E.F. 20), not a coverage of its own. */
const ENDORSED_LOSS_OF_USE: PolicyLayout[] = ["ontario", "sections_a_d", "quebec"];

/**
 * On a private insurer's policy, a loss-of-use row read as a coverage is an endorsement whose form
 * number was misread ("apcf 2o"): the endorsements read are then not all there, however well the
 * premiums add up.
 */
function doubtEndorsements(
  endorsements: ExtractedEndorsement[],
  coverages: ExtractedCoverage[],
  layout: PolicyLayout,
): ExtractedEndorsement[] {
  const missingForm =
    ENDORSED_LOSS_OF_USE.includes(layout) && coverages.some((coverage) => coverage.key === "loss_of_use");
  return missingForm
    ? endorsements.map((endorsement) => ({ ...endorsement, confidence: Math.min(endorsement.confidence, 0.75) }))
    : endorsements;
}

/* ------------------------------------------------------------------------------------------------
 * Entry point
 * --------------------------------------------------------------------------------------------- */

/**
 * Reads a car-insurance policy document's text (a PDF's text layer or OCR of a photo) into a
 * structured summary. Pure and deterministic; unknown fields stay null, never guessed.
 */
export function extractPolicy(text: string): PolicyExtraction {
  const lines = logicalLines(text);
  const address = extractAddress(lines);
  const layout = detectLayout(lines, address.province.value);
  const period = extractPeriod(lines, layout.value);
  const effectiveYear = period.effective.value ? Number(period.effective.value.slice(0, 4)) : null;
  const vehicles = extractVehicles(lines, effectiveYear);
  // The first vehicle (one of which nothing was read when the text describes none).
  const vehicle = vehicles[0] ?? unknownVehicle();
  const policyNumber = extractPolicyNumber(lines);
  const provider = extractProvider(lines, policyNumber.value);
  const body = extractBody(lines, layout.value);
  const checked = crossCheck(body.coverages, body.endorsements, body.totalPremium);
  const otherSigns = [vehicle.vin.value, checked.total.value, layout.value === "unknown" ? null : layout.value].filter(
    (sign) => sign !== null,
  ).length;
  const { isPolicy, documentKind } = classifyDocument(lines, {
    policyNumber,
    totalPremium: checked.total,
    provider,
    coverages: checked.coverages,
    vehicle,
    otherSigns,
    term: period.effective.value !== null && period.expiry.value !== null,
  });
  // "No exclusions listed" is a statement about a policy; for anything else it stays unknown.
  const listed = body.exclusions.value ?? [];
  // An excluded driver is an exclusion, whether or not the exclusions list names them.
  const drivers = excludedDrivers(lines).filter((name) => !listed.some((item) => fold(item).includes(fold(name))));
  const allExclusions = drivers.length > 0 ? known(listed, Math.max(body.exclusions.confidence, 0.8)) : body.exclusions;
  const exclusions = isPolicy.value || (allExclusions.value?.length ?? 0) > 0 ? allExclusions : unknown<string[]>();
  const namedInsured = extractNamedInsured(lines);
  return {
    isPolicy,
    documentKind,
    businessUse: readsAsBusinessPolicy(lines, namedInsured),
    layout,
    provider,
    policyNumber,
    period,
    namedInsured,
    province: address.province,
    postalCode: address.postalCode,
    city: address.city,
    vehicle,
    vehicles,
    coverageType: classifyCoverage(
      checked.coverages,
      layout.value,
      checked.adds,
      PUBLIC_ISSUERS.has(provider.value ?? ""),
    ),
    coverages: checked.coverages,
    endorsements: doubtEndorsements(checked.endorsements, checked.coverages, layout.value),
    totalPremium: checked.total,
    exclusions,
    excludedDrivers: isPolicy.value ? drivers : [],
  };
}

/**
 * How much a reading of a document says: whether it is a car document at all, then each field it
 * reads, each coverage and endorsement. Compares two readings of one document (a photo as taken and
 * straightened); it is not a measure of accuracy.
 */
export function evidenceOf(extraction: PolicyExtraction): number {
  const fields = [
    extraction.provider,
    extraction.policyNumber,
    extraction.period.effective,
    extraction.period.expiry,
    extraction.postalCode,
    extraction.city,
    extraction.totalPremium,
    extraction.vehicle.vin,
    extraction.vehicle.year,
    extraction.vehicle.make,
  ].filter((field) => field.value !== null).length;
  return (
    (extraction.isPolicy.value ? 20 : 0) +
    fields +
    extraction.coverages.length +
    extraction.endorsements.length +
    (extraction.vehicle.vinValid.value === true ? 2 : 0)
  );
}
