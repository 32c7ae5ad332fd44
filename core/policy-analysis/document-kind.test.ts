import { describe, expect, it } from "vitest";
import { extractPolicy } from "./extract-policy";

/** The top of an Ontario certificate: a title, a policy number, liability. */
const CERTIFICATE_TOP = `Certificate of Automobile Insurance
Policy Number: LM-4471-2209
Third Party Liability $2,000,000 $612.00`;

const pinkCard = `ONTARIO STANDARD AUTOMOBILE LIABILITY INSURANCE CARD
CARTE D'ASSURANCE-RESPONSABILITÉ AUTOMOBILE NORMALISÉE DE L'ONTARIO
Insurance Company / Compagnie d'assurance
Maple Ridge Insurance Company
Policy Number / No de police
MRI-2210-0931
Effective Date / Date d'effet
2026/05/01
Expiry Date / Date d'expiration
2027/05/01
Year / Année
2020
Make / Marque
HONDA
Model / Modèle
CIVIC
Vehicle Identification No. / No d'identification du véhicule
2HGFC2F59LH512345
Insured / Assuré
Jordan Avery
12 King Street
Guelph, ON N1H 1A1
This card must be carried in the vehicle at all times.`;

const change = `Maple Ridge Insurance Company
Head Office: 100 Bay Street, Toronto, ON M5J 2S1
POLICY CHANGE - ENDORSEMENT
Policy Number MRI 2210 0931
Policy Period 2026-05-01 to 2027-05-01
Change Effective 2026-08-14
Named Insured Jordan Avery
Address 12 King Street
Guelph, ON N1H 1A1
Description of change
Collision or Upset - deductible $500 $1,000 -$61.00
Premium adjustment (pro rata) -$24.11`;

const home = `Maple Ridge Insurance Company
HOMEOWNERS POLICY DECLARATIONS
Policy Number MRH-1100-2000
Named Insured Jordan Avery
Insured Location 12 King Street, Guelph, ON N1H 1A1
Dwelling Building $650,000 $1,000 $988.00
Personal Property $325,000 $1,000 $241.00
Personal Liability $2,000,000 $62.00
Total Annual Premium $1,291.00`;

describe("the kind of a car-insurance document", () => {
  it("accepts a bilingual pink card with its values under their labels, and says it is a card", () => {
    const card = extractPolicy(pinkCard);
    expect(card.isPolicy.value).toBe(true);
    expect(card.documentKind.value).toBe("liability_card");
    expect(card.policyNumber.value).toBe("MRI-2210-0931");
    expect([card.period.effective.value, card.period.expiry.value]).toEqual(["2026-05-01", "2027-05-01"]);
    expect([card.vehicle.year.value, card.vehicle.make.value, card.vehicle.vin.value]).toEqual([
      2020,
      "Honda",
      "2HGFC2F59LH512345",
    ]);
    expect([card.city.value, card.postalCode.value]).toEqual(["Guelph", "N1H 1A1"]);
    expect(card.totalPremium.value).toBeNull();
  });

  it("accepts a change of coverage as part of a policy, with the insured's address, not the head office's", () => {
    const page = extractPolicy(change);
    expect(page.isPolicy.value).toBe(true);
    expect(page.documentKind.value).toBe("partial");
    expect([page.city.value, page.postalCode.value]).toEqual(["Guelph", "N1H 1A1"]);
  });

  it("refuses a homeowner's policy, which has coverages and a number but no car", () => {
    expect(extractPolicy(home).isPolicy.value).toBe(false);
  });

  // A coarse scan of a public insurer's renewal: most coverage names misread, every other sign there.
  const coarseScan = `Manitoba Public Insurance AUTOPAC RENEWAL NOTICE
Policy number   MB 0062 1847 3   Vehicle   2024 HYUNDAI TUCSON
VIN   5NMJBCDE1RH319572
Basic al-perils coverage   s750   $702.00
Third party kabilty   $500.000   $318.00
Personal Injury Protection Plan (PIPP)   Included   $85.00
Total annual premium   $1,341.00`;

  it("accepts a policy whose coverage names OCR misread when its number, VIN, total and layout are all there", () => {
    const policy = extractPolicy(coarseScan);
    expect(policy.coverages).toHaveLength(1);
    expect([policy.isPolicy.value, policy.documentKind.value]).toEqual([true, "policy"]);
  });

  it("still refuses one coverage row with a number when a sign is missing (no VIN, or no total)", () => {
    expect(extractPolicy(coarseScan.replace(/VIN .*\n/, "")).isPolicy.value).toBe(false);
    expect(extractPolicy(coarseScan.replace(/Total annual premium .*$/, "")).isPolicy.value).toBe(false);
  });

  it("calls a certificate that lists Policy Change Forms (OPCFs) a policy", () => {
    const text = `${CERTIFICATE_TOP}
Accident Benefits As per policy $402.00
Collision $1,000 $398.00
Policy Change Forms (Endorsements)
OPCF 20 Loss of Use $1,500 $45.00`;
    const policy = extractPolicy(text);
    expect(policy.documentKind.value).toBe("policy");
    expect(
      policy.endorsements.map((endorsement) => [endorsement.code, endorsement.limit, endorsement.premium]),
    ).toEqual([["OPCF 20", 1500, 45]]);
  });
});

describe("exclusions and notes", () => {
  it("names an excluded driver as an exclusion, and leaves notes that point to the policy out", () => {
    const text = `${CERTIFICATE_TOP}
Collision $1,000 $398.00
Tyler Brennan   G2   1   EXCLUDED DRIVER (OPCF 28A)
Exclusions and limitations
Exclusions and limitations that apply to your coverage are set out in the Ontario Automobile Policy (OAP 1). Please read your policy wording carefully.`;
    const policy = extractPolicy(text);
    expect(policy.excludedDrivers).toEqual(["Tyler Brennan"]);
    expect(policy.exclusions.value).toEqual([]);
  });

  it("reads the French way: no excluded driver when there is none, a pointer is not an exclusion", () => {
    const text = `Assurances Boréal inc.
No de police : ABR 2026 71544
Chapitre A - Responsabilité civile 1 000 000 $ 398,75 $
Chapitre B2 - Collision ou versement franchise 500 $ 455,00 $
Conducteur exclu : aucun.
Exclusions : voir la police.`;
    const policy = extractPolicy(text);
    expect(policy.exclusions.value).toEqual([]);
    expect(policy.excludedDrivers).toEqual([]);
  });

  it("reads excluded drivers in the plural, and no name from an agreement's title", () => {
    const base = `${CERTIFICATE_TOP}\nCollision $1,000 $398.00\n`;
    expect(extractPolicy(`${base}Excluded Drivers: TYLER BRENNAN`).excludedDrivers).toEqual(["Tyler Brennan"]);
    expect(extractPolicy(`${base}Excluded Driver Agreement - See Attached Schedule`).excludedDrivers).toEqual([]);
  });
});

describe("a whole policy is not a card or a change because of its small print", () => {
  it("stays a policy with 'For policy changes, call your broker' and 'keep your pink card'", () => {
    const text = `${CERTIFICATE_TOP}
Accident Benefits As per policy $402.00
Collision $1,000 $398.00
Comprehensive $500 $176.00
Total Premium $1,588.00
For policy changes, call your broker. Keep your pink card (proof of insurance) in the vehicle.`;
    expect(extractPolicy(text).documentKind.value).toBe("policy");
  });
});

describe("postal codes OCR misread", () => {
  it.each([
    ["Saskatoon, SK S7N OW2", "S7N 0W2", "Saskatoon"],
    ["London, ON N6C 1)9", "N6C 1J9", "London"],
    ["Fredericton, NB E38 3W7", "E3B 3W7", "Fredericton"],
  ])("reads %s as %s", (line, code, city) => {
    const policy = extractPolicy(`Named insured: Pat Doe\nAddress 12 Main Street\n${line}`);
    expect([policy.postalCode.value, policy.city.value]).toEqual([code, city]);
  });
});

describe("a policy whose coverage table OCR could not read", () => {
  // Each shows a policy number, a vehicle whose VIN's check digit holds, the term and words of car
  // insurance, and no coverage row with an amount.
  it.each([
    [
      "French, a summary's particulars with its table lost",
      `Numéro de contrat      QM-4410-7781
Période  du 2026-06-15 au 2027-06-15
Véhicule   2020 HONDA ACCORD
NIV  1HGCV1F37LA012345
Protections et primes
  Chapitre B
    B2 - Collision ou versement
  Avenants F.A.Q. no 20 - Frais de déplacement`,
    ],
    [
      "English, a declarations page whose amounts are in shadow",
      `Policy Number: TRL-882-1045
Policy Period: 2026-03-01 to 2027-03-01
Described Automobile 2019 TOYOTA RAV4 VIN JTMBFREV4KD123456
Coverages
Collision
OPCF 20 Loss of Use`,
    ],
    [
      "English, the particulars of a photographed certificate",
      `Certificate of Automobile Insurance
Policy No. NB-20-55871
Effective 2026-09-01 Expiry 2027-09-01
Vehicle 2019 VOLKSWAGEN JETTA 3VWC57BU7KM054321
Accident Benefits`,
    ],
  ])("is summarized as a policy with what was read (%s)", (_, text) => {
    const policy = extractPolicy(text);
    expect(policy.isPolicy.value).toBe(true);
    expect(policy.documentKind.value).toBe("policy");
    expect(policy.coverages.every((coverage) => coverage.limit === null && coverage.premium === null)).toBe(true);
    expect(policy.isPolicy.confidence).toBeLessThan(0.7);
  });

  it("is not accepted without a policy number, a VIN whose check digit holds or the term", () => {
    const withoutNumber = `Vehicle Registration Permit
Valid 2026-03-01 to 2027-03-01
Vehicle 2019 TOYOTA RAV4 VIN JTMBFREV4KD123456
Automobile collision repair record`;
    const badVin = `Policy Number: TRL-882-1045
Policy Period: 2026-03-01 to 2027-03-01
Vehicle 2019 TOYOTA RAV4 VIN JTMBFREV5KD123456
Collision`;
    const noTerm = `Policy Number: TRL-882-1045
Vehicle 2019 TOYOTA RAV4 VIN JTMBFREV4KD123456
Automobile collision`;
    for (const text of [withoutNumber, badVin, noTerm]) expect(extractPolicy(text).isPolicy.value).toBe(false);
  });
});

describe("a policy whose number OCR lost", () => {
  it.each([
    `Vehicle 2019 TOYOTA RAV4 VIN JTMBFREV4KD123456\nThird Party Liability $2,000,000 $610.00\nCollision $1,000 $402.00\nTotal Premium $1,012.00`,
    `Véhicule 2020 HONDA ACCORD NIV 1HGCV1F37LA012345\nChapitre A - Responsabilité civile  1 000 000 $  412,00 $\nB2 - Collision ou versement  500 $  498,50 $\nPrime annuelle totale 910,50 $`,
    `Certificate of Automobile Insurance - Ontario\nVehicle 2019 VOLKSWAGEN JETTA 3VWC57BU7KM054321\nDirect Compensation - Property Damage $0 $88.00\nComprehensive $500 $176.00`,
  ])("is a policy with two coverages read with amounts, a VIN and a total or layout", (text) => {
    const policy = extractPolicy(text);
    expect(policy.policyNumber.value).toBeNull();
    expect(policy.isPolicy.value).toBe(true);
  });
});
