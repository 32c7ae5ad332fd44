import { fold } from "./normalize-text";
import type { DocumentKind, ExtractedCoverage, ExtractedVehicle, Field, Verdict } from "./types";

/**
 * What kind of car-insurance document a text is, and whether it is one at all (issue 23): a policy's
 * certificate, declarations or renewal; a liability card (the pink card, in both languages, or a CSIO
 * electronic liability slip); or part of a policy (a change of coverage, an endorsement notice).
 * A card or a change page lists few coverages, so it is accepted on its own signs; a homeowner's or
 * tenant's policy, which has coverages and a policy number too, is not a car document.
 */

/** Titles and sentences only a liability card or an eSlip prints. */
const CARD_SIGNS =
  /liability\s+insurance\s+(?:card|slip)|insurance\s+card|carte\s+(?:electronique\s+)?d'assurance[\s-]+(?:automobile|responsabilite)|carte\s+rose|pink\s+(?:card|slip)|\be-?slip\b|proof\s+of\s+(?:automobile\s+)?insurance|preuve\s+d'assurance|this\s+card\s+must\s+be\s+carried|cette\s+carte\s+doit/u;

/** Titles of a page that changes a policy rather than states it ("Policy Change Forms" are OPCFs, not a change). */
const PARTIAL_SIGNS =
  /\bpolicy\s+change\b(?!\s+forms?)|change\s+of\s+coverage|change\s+effective|description\s+of\s+(?:the\s+)?change|coverage\s+change|avenant\s+de\s+modification|modification\s+(?:du|de\s+la|au)\s+contrat|date\s+de\s+(?:la\s+)?modification|changement\s+(?:de|a\s+la)\s+(?:protection|couverture|garantie)/u;

/** How many first lines hold a document's title. */
const TITLE_LINES = 8;

/** Words of a home, tenant or condominium policy. */
const PROPERTY_SIGNS =
  /\b(?:homeowners?|home\s+insurance|dwelling|tenants?\s+(?:policy|package)|condominium|condo\s+unit|personal\s+property|contents|habitation|proprietaire\s+occupant|locataire|batiment|biens\s+meubles)\b/gu;

/** Words of a car policy: the vehicle and its coverages. */
const AUTO_SIGNS =
  /\b(?:automobile|auto|vehicle|vehicule|autoplan|autopac|collision|accident\s+benefits|direct\s+compensation|opcf|s\.?e\.?f|f\.?a\.?q|q\.?e\.?f)\b/gu;

export interface KindEvidence {
  policyNumber: Field<string>;
  totalPremium: Field<number>;
  provider: Field<string>;
  coverages: ExtractedCoverage[];
  vehicle: ExtractedVehicle;
  /** Signs of a policy besides its number and coverages: a VIN, a total premium, a known layout. */
  otherSigns: number;
  /** Whether the policy's term was read: its effective and its expiry date. */
  term: boolean;
}

export interface DocumentVerdict {
  isPolicy: Verdict<boolean>;
  documentKind: Verdict<DocumentKind>;
}

/** Whether the text is a car-insurance document we can summarize, and which kind. */
export function classifyDocument(lines: string[], evidence: KindEvidence): DocumentVerdict {
  const text = fold(lines.join("\n")).replace(/[’`]/g, "'");
  const { policyNumber, coverages, vehicle } = evidence;
  const describesVehicle = vehicle.vin.value !== null || (vehicle.year.value !== null && vehicle.make.value !== null);
  const property = (text.match(PROPERTY_SIGNS) ?? []).length;
  const auto = (text.match(AUTO_SIGNS) ?? []).length;
  const refused = (confidence: number): DocumentVerdict => ({
    isPolicy: { value: false, confidence },
    documentKind: { value: "policy", confidence: 0 },
  });
  // A home or tenant policy: more property words than car words and no vehicle described.
  if (property >= 2 && property > auto && !describesVehicle) return refused(0.9);

  // A card names its insurer or its policy: a vehicle permit that says it "is not proof of insurance"
  // names neither.
  const namesPolicy = policyNumber.value !== null || (evidence.provider.value !== null && describesVehicle);
  // A whole policy (its total premium and four coverages or more) stays one, whatever its small print
  // says ("For policy changes, call your broker", "your pink card is enclosed").
  const wholePolicy = evidence.totalPremium.value !== null && coverages.length >= 4 && policyNumber.value !== null;
  if (!wholePolicy && CARD_SIGNS.test(text) && namesPolicy && coverages.length <= 3) {
    const sure = policyNumber.value !== null && describesVehicle && evidence.provider.value !== null;
    return {
      isPolicy: { value: true, confidence: sure ? 0.9 : 0.7 },
      documentKind: { value: "liability_card", confidence: sure ? 0.9 : 0.7 },
    };
  }
  // A change page says so in its title: the first lines.
  const title = fold(lines.slice(0, TITLE_LINES).join("\n")).replace(/[’`]/g, "'");
  if (!wholePolicy && PARTIAL_SIGNS.test(title) && policyNumber.value !== null) {
    return { isPolicy: { value: true, confidence: 0.8 }, documentKind: { value: "partial", confidence: 0.8 } };
  }
  const isPolicy = policyVerdict(policyNumber, coverages, evidence.otherSigns);
  if (!isPolicy.value && unreadCoverages(evidence, auto)) {
    return { isPolicy: { value: true, confidence: 0.6 }, documentKind: { value: "policy", confidence: 0.6 } };
  }
  return { isPolicy, documentKind: { value: "policy", confidence: isPolicy.value ? isPolicy.confidence : 0 } };
}

/** Whether any coverage row was read with an amount (a limit, a deductible or a premium). */
export function coverageAmountsRead(coverages: ExtractedCoverage[]): boolean {
  return coverages.some(
    (coverage) => coverage.limit !== null || coverage.deductible !== null || coverage.premium !== null,
  );
}

/** Words of car insurance a policy whose coverage table was not read still shows. */
const MIN_AUTO_WORDS = 2;

/**
 * A car policy whose coverage rows OCR could not read (a photo's table in shadow, its amounts lost):
 * it still shows its policy number, a vehicle whose VIN's check digit holds, its term and words of car
 * insurance. It is summarized with what was read, and says what was not; a vehicle permit has no
 * policy number, a home policy no VIN.
 */
function unreadCoverages(evidence: KindEvidence, autoWords: number): boolean {
  return (
    !coverageAmountsRead(evidence.coverages) &&
    evidence.policyNumber.value !== null &&
    evidence.vehicle.vinValid.value === true &&
    evidence.term &&
    autoWords >= MIN_AUTO_WORDS
  );
}

/** Signs besides a policy number and coverages that, all together, only a car policy shows (a VIN, a total premium, a known layout). */
const ALL_OTHER_SIGNS = 3;

/**
 * Enough evidence of an auto policy: a policy number and two coverage rows (or three rows and other
 * signs). A page whose coverage names OCR misread ("Third party kabilty", "al-perils" on a coarse scan)
 * is still a policy when, besides its number and one coverage read, it shows every other sign: a
 * vehicle's VIN, a total premium and a known insurer's layout.
 */
function policyVerdict(
  policyNumber: Field<string>,
  coverages: ExtractedCoverage[],
  otherSigns: number,
): Verdict<boolean> {
  if (policyNumber.value !== null && coverages.length >= 2) {
    return { value: true, confidence: coverages.length >= 4 ? 0.97 : 0.9 };
  }
  if (coverages.length >= 3 && otherSigns >= 1) return { value: true, confidence: 0.7 };
  // Two coverages read with their amounts, a VIN and a known layout or a total: a policy whose number OCR lost.
  const withAmounts = coverages.filter((coverage) => coverageAmountsRead([coverage])).length;
  if (withAmounts >= 2 && otherSigns >= 2) return { value: true, confidence: 0.7 };
  if (policyNumber.value !== null && coverages.length >= 1 && otherSigns >= ALL_OTHER_SIGNS) {
    return { value: true, confidence: 0.7 };
  }
  return { value: false, confidence: coverages.length === 0 && policyNumber.value === null ? 0.95 : 0.7 };
}
