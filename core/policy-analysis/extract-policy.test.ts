import { describe, expect, it } from "vitest";
import { NOT_A_POLICY, POLICY_DOCUMENTS, type PolicyDocument } from "../../tests/fixtures/policies/documents";
import { extractPolicy } from "./extract-policy";
import { scoreExtraction } from "./score-extraction";

const textOf = (document: { lines: string[] }) => document.lines.join("\n");

const EXPECTED_LAYOUT: Record<string, string> = {
  "ontario-certificate": "ontario",
  "alberta-policy": "sections_a_d",
  "nova-scotia-policy": "sections_a_d",
  "quebec-policy": "quebec",
  "icbc-autoplan": "icbc",
};

describe.each(POLICY_DOCUMENTS.map((document) => [document.id, document] as [string, PolicyDocument]))(
  "extractPolicy on %s",
  (id, document) => {
    const { truth } = document;
    const extraction = extractPolicy(textOf(document));

    it("recognises an auto policy and its layout", () => {
      expect(extraction.isPolicy.value).toBe(true);
      expect(extraction.layout.value).toBe(EXPECTED_LAYOUT[id]);
    });

    it("reads the header: provider, policy number, period, insured", () => {
      expect(extraction.provider.value).toBe(truth.provider);
      expect(extraction.policyNumber.value).toBe(truth.policyNumber);
      expect(extraction.period.effective.value).toBe(truth.effective);
      expect(extraction.period.expiry.value).toBe(truth.expiry);
      expect(extraction.namedInsured.value).toBe(truth.namedInsured);
    });

    it("reads the address: province and a postal code that agrees with it", () => {
      expect(extraction.province.value).toBe(truth.province);
      expect(extraction.postalCode.value).toBe(truth.postalCode);
      expect(extraction.city.value).not.toBeNull();
    });

    it("reads the vehicle and validates its VIN", () => {
      expect(extraction.vehicle.year.value).toBe(truth.vehicle.year);
      expect(extraction.vehicle.make.value).toBe(truth.vehicle.make);
      expect(extraction.vehicle.model.value).toBe(truth.vehicle.model);
      expect(extraction.vehicle.vin.value).toBe(truth.vehicle.vin);
      expect(extraction.vehicle.vinValid.value).toBe(true);
    });

    it("reads every coverage with its limit, deductible and premium, and nothing else", () => {
      expect(extraction.coverageType.value).toBe(truth.coverageType);
      const found = extraction.coverages.map(({ key, limit, deductible, premium }) => ({
        key,
        limit,
        deductible,
        premium,
      }));
      expect(found).toEqual(expect.arrayContaining(truth.coverages));
      expect(found).toHaveLength(truth.coverages.length);
      for (const coverage of extraction.coverages) expect(coverage.label.length).toBeGreaterThan(0);
    });

    it("reads the endorsements, total premium and exclusions", () => {
      expect(extraction.endorsements.map((endorsement) => endorsement.code).sort()).toEqual(
        [...truth.endorsements].sort(),
      );
      expect(extraction.totalPremium.value).toBe(truth.totalPremium);
      expect(extraction.exclusions.value).toEqual(truth.exclusions);
    });

    it("scores 100% on the clean text, with high confidence where the premiums add up", () => {
      const score = scoreExtraction(extraction, truth);
      expect(score.fields.filter((field) => !field.correct)).toEqual([]);
      expect(score.ratio).toBe(1);
      expect(extraction.totalPremium.confidence).toBeGreaterThanOrEqual(0.95);
    });

    it("keeps every confidence between 0 and 1, and 0 exactly when the value is unknown", () => {
      const fields = [
        extraction.provider,
        extraction.policyNumber,
        extraction.period.effective,
        extraction.period.expiry,
        extraction.namedInsured,
        extraction.province,
        extraction.postalCode,
        extraction.city,
        extraction.vehicle.year,
        extraction.vehicle.make,
        extraction.vehicle.model,
        extraction.vehicle.vin,
        extraction.vehicle.vinValid,
        extraction.coverageType,
        extraction.totalPremium,
        extraction.exclusions,
      ];
      for (const field of fields) {
        expect(field.confidence).toBeGreaterThanOrEqual(0);
        expect(field.confidence).toBeLessThanOrEqual(1);
        expect(field.value === null).toBe(field.confidence === 0);
      }
    });
  },
);

describe("extractPolicy details", () => {
  it("gives endorsement meanings from the table of common forms", () => {
    const ontario = extractPolicy(textOf(POLICY_DOCUMENTS[0] as PolicyDocument));
    expect(ontario.endorsements).toEqual([
      expect.objectContaining({ code: "OPCF 20", meaning: "policy.endorsement.lossOfUse", premium: 40 }),
      expect.objectContaining({ code: "OPCF 43", meaning: "policy.endorsement.waiverOfDepreciation", premium: 42 }),
    ]);
    const alberta = extractPolicy(textOf(POLICY_DOCUMENTS[1] as PolicyDocument));
    expect(alberta.endorsements.find((item) => item.code === "SEF 44")?.meaning).toBe(
      "policy.endorsement.familyProtection",
    );
  });

  it("reads the Quebec form twice printed (F.A.Q. 20 / Q.E.F. 20) as one endorsement with its French label", () => {
    const quebec = extractPolicy(textOf(POLICY_DOCUMENTS[3] as PolicyDocument));
    expect(quebec.endorsements).toHaveLength(2);
    expect(quebec.endorsements[0]).toMatchObject({ code: "Q.E.F. 20", label: "Frais de déplacement", premium: 38 });
  });

  it("marks ICBC Basic items as the basic layer without premiums, and uses the Extended total limit", () => {
    const icbc = extractPolicy(textOf(POLICY_DOCUMENTS[4] as PolicyDocument));
    const liability = icbc.coverages.find((item) => item.key === "third_party_liability");
    expect(liability).toMatchObject({ limit: 3_000_000, premium: 1012, layer: "optional" });
    const benefits = icbc.coverages.find((item) => item.key === "accident_benefits");
    expect(benefits).toMatchObject({ premium: null, layer: "basic" });
  });

  it("reads an Autopac document: Basic all perils, its deductible as the Extension reduces it, and the Extension", () => {
    const text = [
      "Manitoba Public Insurance - Autopac Certificate",
      "Policy No.: MB 778 231 09",
      "Effective: April 2, 2026   Expiry: April 1, 2027",
      "Registered owner: Sam Okafor, 12 Main St, Winnipeg MB R3C 1A1",
      "Vehicle: 2022 Kia Seltos LX   VIN KNDEUCAA6N7123456",
      "Basic Autopac: All Perils Deductible $750; Third Party Liability $500,000; PIPP",
      "Extension: Third Party Liability total limit $2,000,000   Premium $96",
      "Extension: Deductible reduction to $300   Premium $118",
      "Total Premium $1,402.00",
    ].join("\n");
    const extraction = extractPolicy(text);
    expect(extraction.layout.value).toBe("autopac");
    expect(extraction.provider.value).toBe("Manitoba Public Insurance");
    expect(extraction.province.value).toBe("MB");
    expect(extraction.postalCode.value).toBe("R3C 1A1");
    expect(extraction.coverageType.value).toBe("full");
    // The insured's deductible is the Basic plan's $750 as the Extension reduces it: $300.
    expect(extraction.coverages.find((item) => item.key === "all_perils")).toMatchObject({
      deductible: 300,
      premium: 118,
    });
    expect(extraction.coverages.find((item) => item.key === "third_party_liability")?.limit).toBe(2_000_000);
    expect(extraction.coverages.find((item) => item.key === "accident_benefits")?.layer).toBe("basic");
  });

  it("reads SGI plate insurance and Auto Pak: injury coverage, vehicle damage as reduced, loss of use", () => {
    const text = [
      "SGI CANADA",
      "Policy number: SKP 300 111 22",
      "Term: May 1, 2026 to May 1, 2027",
      "Address: 12 Main Street, Regina, SK S4P 1A1",
      "PLATE INSURANCE",
      "Liability $200,000",
      "Injury coverage (No Fault) Included",
      "Vehicle damage deductible $1,000",
      "AUTO PAK PACKAGE",
      "Liability increased to (total) $2,000,000 $64.00",
      "Deductible reduced to $300 $212.00",
      "Loss of use $1,500 $47.00",
      "Your deductible for a vehicle damage claim is $300 (plate insurance $1,000).",
      "Total annual premium: $1,537.00",
    ].join("\n");
    const extraction = extractPolicy(text);
    const find = (key: string) => extraction.coverages.find((item) => item.key === key);
    expect(find("accident_benefits")).toBeDefined();
    expect(find("all_perils")).toMatchObject({ deductible: 300, premium: 212 });
    expect(find("loss_of_use")).toMatchObject({ limit: 1500, premium: 47 });
    expect(find("third_party_liability")?.limit).toBe(2_000_000);
    // The sentence about the deductible is no coverage row.
    expect(extraction.coverages.filter((item) => item.key === "all_perils")).toHaveLength(1);
  });

  it("names a public insurer by its full name, though it holds a province's name", () => {
    const extraction = extractPolicy(
      "Insurance Corporation of British Columbia, 151 West Esplanade, North Vancouver, BC V7M 3H9\nPolicy Number: AP 7218 4405",
    );
    expect(extraction.provider.value).toBe("Insurance Corporation of British Columbia");
  });

  it("takes a slip's province from its label when no address of the insured is printed", () => {
    const extraction = extractPolicy(
      [
        "Electronic Liability Insurance Slip",
        "Insurer: Trillium Crest Insurance Company",
        "Policy number: TC 0104 7721 26",
        "Vehicle: 2024 NISSAN KICKS",
        "Province of issue: Ontario",
      ].join("\n"),
    );
    expect(extraction.province.value).toBe("ON");
    expect(extraction.postalCode.value).toBeNull();
  });

  it("does not list a note that the section is a summary as an exclusion", () => {
    const text = [
      "Policy Number: GRI-3390-7725",
      "Third Party Liability $2,000,000 $640.00",
      "Collision or Upset $1,000 $410.00",
      "Exclusions: this section is a summary only; use for ride-hailing is not covered",
    ].join("\n");
    expect(extractPolicy(text).exclusions.value).toEqual(["use for ride-hailing is not covered"]);
  });

  it("reads the new column of a change table, not the previous one", () => {
    const text = [
      "POLICY CHANGE - ENDORSEMENT",
      "Policy Number: TC 0091 2230 26",
      "Policy Period: 2026-02-01 to 2027-02-01",
      " Coverage                              Previous           New             Premium change",
      " Collision or Upset - deductible       $500               $1,000                 -$61.00",
      " OPCF 20 Loss of Use - limit           Not purchased      $1,500                 +$23.00",
      "                                  Premium adjustment (pro rata)                  -$24.11",
    ].join("\n");
    const extraction = extractPolicy(text);
    expect(extraction.coverages.find((item) => item.key === "collision")?.deductible).toBe(1000);
    expect(extraction.endorsements.find((item) => item.code === "OPCF 20")?.limit).toBe(1500);
  });

  it("calls a private extension policy above a public plan the optional layer", () => {
    const text = [
      "Coastal Mutual Insurance",
      "Optional Automobile Policy (excess of ICBC Autoplan Basic)",
      "Policy Number: CM-88120",
      "Optional: Extended Third Party Liability - total limit $2,000,000   Premium $310",
      "Optional: Collision   Deductible $1,000   Premium $420",
      "Optional: Comprehensive   Deductible $500   Premium $150",
      "Total Premium $880",
    ].join("\n");
    const extraction = extractPolicy(text);
    expect(extraction.isPolicy.value).toBe(true);
    expect(extraction.provider.value).toBe("Coastal Mutual Insurance");
    expect(extraction.coverageType.value).toBe("optional_layer");
  });

  it("keeps a VIN that fails its check digit, marked invalid and with low confidence", () => {
    const document = POLICY_DOCUMENTS[0] as PolicyDocument;
    const text = textOf(document).replace("2T3W1RFV7MC123456", "2T3W1RFV8MC123456");
    const extraction = extractPolicy(text);
    expect(extraction.vehicle.vin.value).toBe("2T3W1RFV8MC123456");
    expect(extraction.vehicle.vinValid.value).toBe(false);
    expect(extraction.vehicle.vin.confidence).toBeLessThan(0.8);
  });

  it("shows a VIN as read when printed whole, and as likely when a misread character was put back", () => {
    const document = POLICY_DOCUMENTS[0] as PolicyDocument;
    const read = (vin: string) => extractPolicy(textOf(document).replace("2T3W1RFV7MC123456", vin)).vehicle.vin;
    expect(read("2T3W1RFV7MC123456")).toEqual({ value: "2T3W1RFV7MC123456", confidence: 0.97 });
    // Lower case alone is not a misreading.
    expect(read("2t3w1rfv7mc123456")).toEqual({ value: "2T3W1RFV7MC123456", confidence: 0.97 });
    // An I for a 1 is put back and the check digit holds, but OCR that misread one character may
    // have misread another: likely, for the visitor to check.
    expect(read("2T3W1RFV7MCI23456").value).toBe("2T3W1RFV7MC123456");
    expect(read("2T3W1RFV7MCI23456").confidence).toBeLessThan(0.8);
  });

  it("drops a postal code whose letter belongs to another province", () => {
    const document = POLICY_DOCUMENTS[0] as PolicyDocument;
    const extraction = extractPolicy(textOf(document).replace("ON M4C 1B5", "ON T4C 1B5"));
    expect(extraction.province.value).toBe("ON");
    expect(extraction.postalCode.value).toBeNull();
    expect(extraction.province.confidence).toBeLessThan(0.8);
  });

  it("reads a Quebec numeric date day first and an English-Canadian one month first", () => {
    const quebec = extractPolicy("Assurances Test\nQ.P.F. No. 1 Québec\nPériode / Period: du 02/03/2026 au 02/03/2027");
    expect(quebec.period.effective.value).toBe("2026-03-02");
    const alberta = extractPolicy("Alberta Standard Automobile Policy\nTerm: 02/03/2026 to 02/03/2027");
    expect(alberta.period.effective.value).toBe("2026-02-03");
    expect(alberta.period.effective.confidence).toBeLessThan(0.8);
  });

  it("voids a period whose expiry is not after its effective date", () => {
    const extraction = extractPolicy("Policy Period: From March 15, 2027 to March 15, 2026");
    expect(extraction.period.effective.value).toBeNull();
    expect(extraction.period.expiry.value).toBeNull();
  });

  it("ignores a form named in passing and a sentence that merely mentions liability", () => {
    const document = POLICY_DOCUMENTS[2] as PolicyDocument;
    const text = `${textOf(document)}\nPlease ask your broker whether the OPCF 44R family protection endorsement suits your needs and budget this year.\nYour liability under this contract is described in the wording.`;
    const extraction = extractPolicy(text);
    expect(extraction.endorsements.map((item) => item.code)).toEqual(["SEF 20"]);
    expect(extraction.coverages).toHaveLength(document.truth.coverages.length);
  });
});

describe.each(NOT_A_POLICY.map((document) => [document.id, document] as [string, (typeof NOT_A_POLICY)[number]]))(
  "extractPolicy on %s (not a policy)",
  (_id, document) => {
    const extraction = extractPolicy(textOf(document));

    it("says it is not a policy and invents nothing", () => {
      expect(extraction.isPolicy.value).toBe(false);
      expect(extraction.coverages).toEqual([]);
      expect(extraction.endorsements).toEqual([]);
      expect(extraction.policyNumber.value).toBeNull();
      expect(extraction.totalPremium.value).toBeNull();
      expect(extraction.coverageType.value).toBeNull();
      expect(extraction.exclusions.value).toBeNull();
    });
  },
);

describe("extractPolicy on empty or odd input", () => {
  it.each(["", "   \n\n  ", "$$$ 0000 ////", "Policy Number: 12345678"])("does not claim %j is a policy", (text) => {
    const extraction = extractPolicy(text);
    expect(extraction.isPolicy.value).toBe(false);
    expect(extraction.coverages).toEqual([]);
  });
});

describe("the insured's address beside the broker's box", () => {
  const page = (boxes: string[]) =>
    [
      "Outaouais Mutuelle d'assurance                 POLICE D'ASSURANCE AUTOMOBILE DU QUÉBEC",
      "Siège social 25, rue Principale, Maniwaki (Québec) J9E 2B9",
      " Numéro de police                     Durée du contrat",
      " OMA-31-20594                         du 12 janvier 2026 au 12 janvier 2027",
      ...boxes,
      " Responsabilité civile                        1 000 000 $              398,75 $",
      " PRIME ANNUELLE TOTALE                                                1 129,75 $",
    ].join("\n");

  it("takes the insured's postal code and city, not the broker's, when the insured's box is longer", () => {
    const extraction = extractPolicy(
      page([
        " ARTICLE1 -ASSURE DÉSIGNÉ ET ADRESSE                                 CABINET / COURTIER",
        " Sylvie Charbonneau                                                 Assurances Pontiac",
        " 87, rue Laval                                                      Shawville (Québec) JOX 2Y0",
        " Gatineau (Québec) J8Y 3B5",
      ]),
    );
    expect(extraction.postalCode.value).toBe("J8Y 3B5");
    expect(extraction.city.value).toBe("Gatineau");
    // The insured's name, under the French heading "Assuré désigné et adresse".
    expect(extraction.namedInsured.value).toBe("Sylvie Charbonneau");
  });

  it("reads a brokerage (courtage) as someone else's address, under a heading OCR garbled", () => {
    const extraction = extractPolicy(
      page([
        " ARTICLE 1 - assure DESIONE ET ADRESSE                       casueeT/ covanen",
        " Karim Benall                                                 Courtage Milie-lles",
        "  455, boulevard des Laurentides                              Terrebonne (Quebec) J6W 3L2",
        "  Laval (Québec) H7G 2V2",
      ]),
    );
    expect(extraction.postalCode.value).toBe("H7G 2V2");
    expect(extraction.city.value).toBe("Laval");
  });
});

describe("a premium whose sign OCR lost at the end of a row", () => {
  const page = (row: string) =>
    [
      "Assurances Boréal inc.                      POLICE D'ASSURANCE AUTOMOBILE DU QUÉBEC",
      "Numéro de police: ABR-2026-71544",
      "CHAPITRE B - Dommages aux véhicules assurés",
      "B2 - Collision ou versement                 1000$              610.00$",
      row,
      "PRIME ANNUELLE TOTALE                                          1589,00$",
    ].join("\n");
  const comprehensive = (row: string) =>
    extractPolicy(page(row)).coverages.find((coverage) => coverage.key === "comprehensive");

  it("reads a number with cents after the row's signed amounts as the last column's", () => {
    const row = comprehensive("B3 - Accident sans collision ni versement   500$               388.00");
    expect(row?.deductible).toBe(500);
    expect(row?.premium).toBe(388);
  });

  it("leaves a number with cents that follows no amount as text", () => {
    const row = comprehensive("B3 - Accident sans collision ni versement   388.00");
    expect(row?.premium ?? null).toBeNull();
  });
});

describe("an insurer's name OCR glued to the title beside it", () => {
  const certificate = (first: string) =>
    [
      first,
      "  Head Office. 3601 Highway 7 East, Markham, ON L3R 0M3        Ontario Automobile Policy (OAP 1) - Owner's Policy",
      "   Policy Number                       Policy Effective Date        Policy Expiry Date",
      "   GBM-220-61734                       2026-01-15                   2027-01-15",
    ].join("\n");

  it("ends the name where the title starts, its legal word cut short put back whole", () => {
    expect(
      extractPolicy(certificate("  Georgian Bay Mutual Insurance Comp&BATIFICATE OF AUTOMOBILE INSURANCE")).provider
        .value,
    ).toBe("Georgian Bay Mutual Insurance Company");
    expect(
      extractPolicy(certificate("  Lakehead Insurance CompanyCERTIFICATE OF AUTOMOBILE INSURANCE")).provider.value,
    ).toBe("Lakehead Insurance Company");
    expect(extractPolicy(certificate("  Mutuelle des Cantons Assurances CompaPOLICE D'ASSURANCE")).provider.value).toBe(
      "Mutuelle des Cantons Assurances Compagnie",
    );
  });

  it("leaves a name in mixed case and one printed apart from the title as they are", () => {
    expect(extractPolicy(certificate("  McKenzie Mutual Insurance Company")).provider.value).toBe(
      "McKenzie Mutual Insurance Company",
    );
    expect(
      extractPolicy(certificate("  Georgian Bay Mutual Insurance Company        CERTIFICATE OF AUTOMOBILE INSURANCE"))
        .provider.value,
    ).toBe("Georgian Bay Mutual Insurance Company");
  });
});

describe("a deductible printed as Nil", () => {
  const page = (rows: string[]) =>
    [
      "Lakeshore Mutual Insurance Company",
      "Policy Number   LMI-0448120",
      " Coverage                                                 Limit          Deductible            Premium",
      ...rows,
    ].join("\n");

  it("reads Nil or Néant in a deductible row as a deductible of 0, its premium kept", () => {
    const coverages = extractPolicy(
      page([
        " Direct Compensation - Property Damage                                   Nil             $93.00",
        " Collision or Upset                                                   Néant             $466.00",
        " Comprehensive                                                         $500                 Nil",
      ]),
    ).coverages;
    expect(coverages).toEqual([
      expect.objectContaining({
        key: "dcpd",
        deductible: 0,
        premium: 93,
        label: "Direct Compensation - Property Damage",
      }),
      expect.objectContaining({ key: "collision", deductible: 0, premium: 466 }),
      expect.objectContaining({ key: "comprehensive", deductible: 500, premium: 0 }),
    ]);
  });

  it("leaves Nil on another coverage's row as it was", () => {
    const coverages = extractPolicy(
      page([" Third Party Liability                      $1,000,000                   Nil             $505.00"]),
    ).coverages;
    expect(coverages).toEqual([
      expect.objectContaining({ key: "third_party_liability", limit: 1_000_000, deductible: null }),
    ]);
  });
});

describe("an amount whose $ OCR read as a 5", () => {
  const page = (row: string) =>
    [
      "INSURANCE CORPORATION OF BRITISH COLUMBIA          Owner's Certificate of Insurance",
      "OPTIONAL AUTOPLAN",
      "Coverage                                           Limit / Deductible       Premium",
      "Collision                                                       $300        $455.00",
      row,
    ].join("\n");
  const lossOfUse = (row: string) =>
    extractPolicy(page(row)).coverages.find((coverage) => coverage.key === "loss_of_use");

  it("reads a grouped number without a sign, beside a signed amount, as the amount after its 5", () => {
    expect(lossOfUse("Loss of Use                                51,000                      $18.00")).toEqual(
      expect.objectContaining({ limit: 1000, premium: 18 }),
    );
  });

  it("leaves such a number on a row without a signed amount, and one printed with its sign", () => {
    expect(lossOfUse("Loss of Use                                51,000")?.limit ?? null).toBeNull();
    // A signed "$51,000" is that amount (past a loss-of-use maximum's size), never "$1,000".
    expect(lossOfUse("Loss of Use                                $51,000                     $18.00")?.limit).not.toBe(
      1000,
    );
  });
});

describe("a liability card laid out in two columns of labels over values", () => {
  const card = [
    "               ALBERTA STANDARD AUTOMOBILE LIABILITY INSURANCE CARD",
    "            CARTE D'ASSURANCE-RESPONSABILITÉ AUTOMOBILE DE L'ALBERTA",
    "Name of Insurer / Nom de l'assureur        Policy Number / Numéro de police",
    "Prairie Shield Insurance Ltd.              PSI-AB-220918",
    "Policy Effective / En vigueur              Policy Expiry / Échéance",
    "JUN 30 2026                                JUN 30 2027",
    "Vehicle / Véhicule                         Vehicle Identification No. / No d'identification du véhicule",
    "2019 RAM 1500                              1C6SRFFT6KN512345",
    "Insured / Assuré                           Agent or Broker / Agent ou courtier",
    "Graham Olsen                               Parkland Insurance Brokers",
    "4410 51 Avenue",
    "Red Deer, AB T4N 4H4",
    "   This card must be carried in the vehicle at all times. / Cette carte doit être conservée dans le véhicule en tout temps.",
  ].join("\n");

  it("reads the insurer under its label, never the card's French title", () => {
    expect(extractPolicy(card).provider.value).toBe("Prairie Shield Insurance Ltd.");
  });

  it("reads the term under labels whose French half is not a field name known", () => {
    const { period } = extractPolicy(card);
    expect([period.effective.value, period.expiry.value]).toEqual(["2026-06-30", "2027-06-30"]);
  });

  it("keeps the insured's address lines under the insured when the broker's box beside ends sooner", () => {
    const extraction = extractPolicy(card);
    expect(extraction.postalCode.value).toBe("T4N 4H4");
    expect(extraction.city.value).toBe("Red Deer");
  });
});

describe("a French declarations page in two columns under headings", () => {
  const page = (from: string, to: string, labels = ["Entrée en vigueur", "Fin du contrat"]) =>
    [
      "               Mutuelle Acadienne d'assurance                         DÉCLARATIONS - ASSURANCE AUTOMOBILE",
      "               Siège social : 200, rue Main, Shediac (N.-B.) E4P 2A1                       Renouvellement",
      " Contrat                                                            Courtier",
      ` No de police            MAA 60 77 314                              Courtage Péninsule`,
      ` ${labels[0]?.padEnd(24)}${from.padEnd(43)}Tracadie (N.-B.) E1X 1A4`,
      ` ${labels[1]?.padEnd(24)}${to.padEnd(43)}Véhicule`,
      " Assuré désigné                                                     Véhicule                2018 TOYOTA PRIUS",
      " Nathalie Cormier                                                   NIV                     JTDKARFU3J3541726",
      " 45, rue Saint-Pierre Ouest",
      " Caraquet (N.-B.) E1W 1B7",
      " Garanties                                                          Avenants",
      " Responsabilité civile         1 000 000 $                          SEF no 20 - Frais de déplacement   1 000 $",
      " Collision                     franchise 500 $                      SEF no 43 - Valeur à neuf         incluse",
      " Risques multiples             franchise 250 $",
      " Prime annuelle totale                                                                       1 204,00 $",
    ].join("\n");

  it("reads each column apart: the broker's address never joins the term's rows", () => {
    const extraction = extractPolicy(page("8 mars 2026", "8 mars 2027"));
    expect(extraction.period.effective.value).toBe("2026-03-08");
    expect(extraction.period.expiry.value).toBe("2027-03-08");
    expect(extraction.postalCode.value).toBe("E1W 1B7");
    expect(extraction.policyNumber.value).toBe("MAA 60 77 314");
  });

  it("reads 'Fin du contrat' as the expiry and a French page's numeric dates day first", () => {
    const { period } = extractPolicy(page("08/03/2026", "08/03/2027"));
    expect([period.effective.value, period.expiry.value]).toEqual(["2026-03-08", "2027-03-08"]);
  });

  it("reads 'Risques multiples' as comprehensive", () => {
    expect(extractPolicy(page("8 mars 2026", "8 mars 2027")).coverages).toContainEqual(
      expect.objectContaining({ key: "comprehensive", deductible: 250 }),
    );
  });

  it("keeps an English page's numeric dates month first", () => {
    const english = [
      "Lakeshore Mutual Insurance Company                    AUTOMOBILE POLICY DECLARATIONS",
      "Policy Number: LMI-0448120",
      "Policy Period: 08/03/2026 to 08/03/2027",
      "Named Insured: Priya Raman, 52 Aylmer Street North, Peterborough, ON K9J 3J9",
      "Third Party Liability $1,000,000 $505.00",
      "Collision $500 $466.00",
    ].join("\n");
    expect(extractPolicy(english).period.effective.value).toBe("2026-08-03");
  });
});

describe("a change page's premium lines", () => {
  const page = (premiumLines: string[]) =>
    [
      "Chinook Country Insurance Ltd.                                     POLICY CHANGE - ENDORSEMENT",
      "Head Office: 600 - 3 Avenue SW, Calgary, AB T2P 0G5",
      " Policy Number           CCI-AB-7730125",
      " Policy Period           2026-02-01 to 2027-02-01",
      " Named Insured           Aisha Rahman",
      " Address                 12 Kennedy Road South, Lethbridge, AB T1J 0N9",
      "Description of change",
      " Coverage                          Previous        New               Premium change",
      " Collision - deductible            $500            $1,000                   -$61.00",
      ...premiumLines,
    ].join("\n");

  it("takes the revised annual premium, not the previous one", () => {
    const text = page([
      "                                   Previous annual premium                $1,642.00",
      "                                   Revised annual premium                 $1,708.00",
      "                                   Additional premium (pro rata)             $41.22",
    ]);
    expect(extractPolicy(text).totalPremium.value).toBe(1708);
    expect(
      extractPolicy(page(["                                   Nouvelle prime annuelle               1 708,00 $"]))
        .totalPremium.value,
    ).toBe(1708);
  });

  it("takes no change of the annual premium for the premium", () => {
    const text = page([
      "                                   Pro-rated premium change                 +$41.22",
      "                                   Annual premium change                    +$66.00",
    ]);
    expect(extractPolicy(text).totalPremium.value).toBeNull();
  });
});

describe("a certificate whose amounts are printed without $", () => {
  const certificate = [
    "  KINGSTON MUTUAL INC.                                             CERTIFICATE OF AUTOMOBILE INSURANCE",
    "POLICY NUMBER                          POLICY TERM (12:01 A.M. STANDARD TIME)   ISSUED",
    "KM 0093 4471 06                        2026/07/19 - 2027/07/19                 2026/06/30",
    "NAMED INSURED / ADDRESS",
    "MOREAU, SOPHIE",
    "112 DUNLOP ST E APT 3",
    "BARRIE ON L4M 1A6",
    "COVERAGES",
    " CODE       COVERAGE                                                           LIMIT           DED.           PREMIUM",
    " TPL        Third Party Liability (BI / PD)                                1,000,000                            812.00",
    " AB         Accident Benefits - Standard                                        STD                             356.00",
    " DCPD       Direct Compensation - Property Damage                                                 0             188.00",
    " COLL       Collision or Upset                                                                1,000             541.00",
    " COMP       Comprehensive                                                                       500             196.00",
    "POLICY CHANGE FORMS (ONTARIO)",
    " FORM       COVERAGE                                                           LIMIT           DED.           PREMIUM",
    " 20         Loss of Use Expenses                                               1,500                             52.00",
    " 27         Liability for Damage to Non-Owned Automobiles                     50,000            500              31.00",
    " 44R        Family Protection Coverage                                     1,000,000                             22.00",
    "                                                                TOTAL POLICY PREMIUM                          2,198.00",
  ].join("\n");

  it("reads each row's numbers after its label as its limit, deductible and premium", () => {
    const { coverages } = extractPolicy(certificate);
    expect(coverages).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ key: "third_party_liability", limit: 1_000_000, premium: 812 }),
        expect.objectContaining({ key: "dcpd", deductible: 0, premium: 188 }),
        expect.objectContaining({ key: "collision", deductible: 1000, premium: 541 }),
        expect.objectContaining({ key: "comprehensive", deductible: 500, premium: 196 }),
      ]),
    );
    expect(extractPolicy(certificate).totalPremium.value).toBe(2198);
  });

  it("reads forms listed by their number alone under a forms heading, as the province's forms", () => {
    expect(extractPolicy(certificate).endorsements).toEqual([
      expect.objectContaining({ code: "OPCF 20", limit: 1500, premium: 52 }),
      expect.objectContaining({ code: "OPCF 27", limit: 50_000 }),
      expect.objectContaining({ code: "OPCF 44R", limit: 1_000_000 }),
    ]);
  });

  it("pairs a row of labels, one with a note in parentheses, with the values under it", () => {
    const extraction = extractPolicy(certificate);
    expect(extraction.policyNumber.value).toBe("KM 0093 4471 06");
    expect([extraction.period.effective.value, extraction.period.expiry.value]).toEqual(["2026-07-19", "2027-07-19"]);
  });

  it("reads a French table's cells grouped by single spaces as one amount each", () => {
    const french = [
      "ASSURANCE MUTUELLE DE LA BAIE                        DECLARATIONS - ASSURANCE AUTOMOBILE",
      "NUMERO DE POLICE : MB-44871",
      "GARANTIE                                   MONTANT        FRANCHISE        PRIME",
      "RESPONSABILITE CIVILE                    1 000 000                        498,00",
      "COLLISION OU VERSEMENT                                        1 000        1 347,50",
      "PRIME TOTALE                                                                1 845,50",
    ].join("\n");
    const { coverages, totalPremium } = extractPolicy(french);
    expect(coverages).toEqual([
      expect.objectContaining({ key: "third_party_liability", limit: 1_000_000, premium: 498 }),
      expect.objectContaining({ key: "collision", deductible: 1000, premium: 1347.5 }),
    ]);
    expect(totalPremium.value).toBe(1845.5);
  });

  it("leaves unsigned numbers as text on a page whose amounts carry their sign", () => {
    const signed = [
      "Lakeshore Mutual Insurance Company",
      "Policy Number: LMI-0448120",
      " Third Party Liability                $1,000,000               $505.00",
      " Collision or Upset                   $1,000                   $466.00",
      " Comprehensive                        500 196.00",
    ].join("\n");
    const comprehensive = extractPolicy(signed).coverages.find((coverage) => coverage.key === "comprehensive");
    expect(comprehensive?.deductible ?? null).toBeNull();
  });
});

describe("a public insurer's renewal with a pay plan", () => {
  const notice = [
    "SGI                                                                            Registration and Insurance Renewal",
    " Registered owner       Aiyana Bear                                 Policy / Account        SK 8841 20573",
    " Address                1508 Central Avenue                         Coverage period         Aug 14, 2026 to Aug 14, 2027",
    "                        Prince Albert, SK S6V 4W1",
    " Liability                                                                      $200,000",
    "                                                                      Plate insurance premium                         $1,296.00",
    "                                                                      Auto Pak premium                                 $263.00",
    "                                                                      Total annual insurance premium                  $1,559.00",
    "                                                                      Total payable for the year                      $1,622.00",
    "       1       Aug 14, 2026                            $135.13           7       Feb 14, 2027                            $135.17",
  ].join("\n");

  it("reads a number labelled 'Policy / Account' and the total annual insurance premium", () => {
    const extraction = extractPolicy(notice);
    expect(extraction.policyNumber.value).toBe("SK 8841 20573");
    expect(extraction.totalPremium.value).toBe(1559);
  });
});

describe("a Quebec table with a column of chapters", () => {
  const page = [
    "Assurances Fleuve-Bleu inc.                      CONDITIONS PARTICULIÈRES - ASSURANCE AUTOMOBILE",
    "Police d'assurance automobile du Québec - F.P.Q. no 1",
    "Numéro de contrat : FB-A 204 775 913",
    "Période : du 2026-08-01 au 2027-08-01",
    " Ch.     Garantie                                                Montant d'assurance       Franchise      Prime",
    "         Chapitre A - Responsabilité civile",
    " A       Dommages matériels et corporels causés à autrui               2 000 000,00 $                  436,00 $",
    "         Chapitre B - Dommages au véhicule assuré",
    " B2      Collision ou versement                                                                500 $   512,40 $",
    "Le texte de la F.P.Q. no 1 et des avenants précise les exclusions ; le présent document n'en dresse pas la liste.",
  ].join("\n");

  it("reads the row of chapter A as the liability, and the contract's number", () => {
    const extraction = extractPolicy(page);
    expect(extraction.coverages).toContainEqual(
      expect.objectContaining({ key: "third_party_liability", limit: 2_000_000, premium: 436 }),
    );
    expect(extraction.policyNumber.value).toBe("FB-A 204 775 913");
  });

  it("lists no exclusion from a sentence saying the document does not list them", () => {
    expect(extractPolicy(page).exclusions.value ?? []).toEqual([]);
  });

  it("lists no exclusion from a sentence saying where they are set out", () => {
    const withoutNote = page.split("\n").slice(0, -1).join("\n");
    const pointer = `${withoutNote}\nLES CONDITIONS LEGALES ET LES EXCLUSIONS FIGURENT DANS LE LIBELLE DE LA POLICE.`;
    expect(extractPolicy(pointer).exclusions.value ?? []).toEqual([]);
  });
});

describe("OCR's misreads around the insurer's name and a postal code", () => {
  const page = (first: string, address: string) =>
    [
      first,
      "Policy Number   CG-4471-2209",
      "NAMED INSURED AND ADDRESS",
      "Etienne Gagnon-Roy",
      "1180, avenue Cartier",
      address,
    ].join("\n");

  it("drops marks of one or two characters after the name's legal word", () => {
    expect(extractPolicy(page("CATARAQUI GENERAL INSURANCE COMPANY Bl", "Kingston, ON K7L 1A3")).provider.value).toBe(
      "Cataraqui General Insurance Company",
    );
    expect(extractPolicy(page("Aviva Insurance Company of Canada", "Kingston, ON K7L 1A3")).provider.value).toBe(
      "Aviva Insurance Company of Canada",
    );
  });

  it("reads a 5 where a postal code's letter must be, once", () => {
    expect(extractPolicy(page("Assurances Fleuve-Bleu inc.", "Québec (Québec) GIR 258")).postalCode.value).toBe(
      "G1R 2S8",
    );
    expect(extractPolicy(page("Assurances Fleuve-Bleu inc.", "Québec (Québec) G15 258")).postalCode.value).toBeNull();
  });
});

describe("a payment plan's sentence under the total's label", () => {
  it.each([
    ["PRIME ANNUELLE TOTALE\nMode de paiement : 12 prélèvements mensuels de 97,40 $, le 15 de chaque mois.", null],
    ["TOTAL PREMIUM\n12 monthly withdrawals of $88.40 from your account", null],
    ["Prime totale\nversements de 52,10 $ par mois", null],
    ["Total annual premium $1,260.75 payable in 12 monthly instalments of $105.06", 1260.75],
  ])("is not the total: %s", (text, total) => {
    expect(extractPolicy(text).totalPremium.value).toBe(total);
  });
});

describe("Chapter A named by what it covers, damage caused to others", () => {
  it.each([
    [
      "Chapitre A - Responsabilité civile\n  Dommages matériels et corporels causés à autrui    2 000 000 $     455,00 $",
      2_000_000,
    ],
    ["A   Dommages causés à autrui     1 000 000 $     380,00 $", 1_000_000],
    ["Dommages corporels et matériels causés à des tiers    1000 000 $    402,50 $", 1_000_000],
    ["Damage caused to others   $2,000,000   $512.00", 2_000_000],
  ])("reads the liability limit of %s", (text, limit) => {
    const liability = extractPolicy(text).coverages.find((coverage) => coverage.key === "third_party_liability");
    expect(liability?.limit).toBe(limit);
  });

  it("does not take the SAAQ's note on bodily injury for it", () => {
    const text = "Les dommages corporels subis dans un accident d'automobile sont indemnisés par la SAAQ.";
    expect(extractPolicy(text).coverages).toEqual([]);
  });
});

describe("the insurer named in a footer beside the policy number", () => {
  it.each([
    [
      "Assurances Rivière-Noire inc. - RN-5520-1187 - Sommaire émis le 2026-02-11",
      "RN-5520-1187",
      "Assurances Rivière-Noire inc.",
    ],
    [
      "Northshore Mutual Insurance Company | Policy NM 55 210 | Page 2 of 2",
      "NM 55 210",
      "Northshore Mutual Insurance Company",
    ],
    ["La Mutuelle des Cantons ltée  —  No de police QC-88-4410", "QC-88-4410", "La Mutuelle des Cantons ltée"],
  ])("reads %s", (footer, number, insurer) => {
    const text = `SOMMAIRE DE VOTRE POLICE\nNo de police ${number}\nPériode du 2026-02-01 au 2027-02-01\nCollision 500 $ 410,00 $\nVéhicule 2020 HONDA CIVIC\n${footer}`;
    expect(extractPolicy(text).provider.value).toBe(insurer);
  });

  it("takes no name without a legal word, or beside another number", () => {
    const top =
      "SOMMAIRE DE VOTRE POLICE\nNo de police RN-5520-1187\nPériode du 2026-02-01 au 2027-02-01\nCollision 500 $ 410,00 $\n";
    const noLegal = `${top}Assurances Rivière-Noire - RN-5520-1187 - Sommaire`;
    const other = `${top}Assurances Rivière-Noire inc. - 418 555-0199`;
    expect(extractPolicy(noLegal).provider.value).toBeNull();
    expect(extractPolicy(other).provider.value).toBeNull();
  });
});

describe("the total beside a former term's, or in another policy's panel", () => {
  it.each([
    [
      "Coverage   Limit   Deductible   Last term   This term\nCollision      $500   $598.00   $641.00\nTotal annual premium   $1,363.00   $1,474.00",
      1474,
    ],
    [
      "Garantie   Montant   Prime actuelle   Nouvelle prime\nCollision ou versement   500 $   598,00 $   641,00 $\nPrime annuelle totale   1 363,00 $   1 474,00 $",
      1474,
    ],
    [
      "Coverage   Expiring premium   Renewal premium\nCollision   $410.00   $431.00\nTotal premium   $1,210.00   $1,288.00",
      1288,
    ],
  ])("takes the new term's total", (text, total) => {
    expect(extractPolicy(text).totalPremium.value).toBe(total);
  });

  it.each([
    [
      "Your other policies\nHome insurance\nAnnual premium: $1,126.00\nThird Party Liability $1,000,000 $1,085.00\nCollision $1,000 $402.00\nAnnual premium $1,487.00",
      1487,
    ],
    [
      "Mes autres produits\nAssurance habitation\nPolice CLV-H-2208814\nPrime annuelle : 684,00 $\nCollision ou versement 500 $ 410,00 $\nPrime annuelle 1 348,92 $",
      1348.92,
    ],
    [
      "Tenant insurance\nTotal premium $312.00\nThird Party Liability $2,000,000 $640.00\nCollision $500 $882.00\nTotal premium $1,522.00",
      1522,
    ],
  ])("skips a side panel's other policy", (text, total) => {
    expect(extractPolicy(text).totalPremium.value).toBe(total);
  });
});

describe("the insured's address in an envelope's window", () => {
  it.each([
    [
      "Assurances Rive-Nord inc.\nSiège social : 12, rue King, Sherbrooke (Québec) J1H 1N1\nAssurance automobile - Formulaire F.P.Q. no 1\nMME LOUISE GAGNON   Date de l'avis 2026-10-02\n77, RUE DES ÉRABLES\nMAGOG QC J1X 2E4",
      "J1X 2E4",
      "Magog",
    ],
    [
      "Prairie Mutual Insurance Company\nHead Office: 400 Main Street, Brandon, MB R7A 1K4\nMr. Owen Fairweather\n12 Elm Crescent\nDauphin MB R7N 1B3",
      "R7N 1B3",
      "Dauphin",
    ],
    [
      "SGI\nSaskatchewan Government Insurance - Saskatchewan Auto Fund\n2260 11th Avenue, Regina, SK S4P 0J9\nPRIYA NAIR   Notice date Nov 2, 2026\n14 BIRCH ROAD\nMOOSE JAW SK S6H 2K8",
      "S6H 2K8",
      "Moose Jaw",
    ],
  ])("is read below an insurer's address", (text, postalCode, city) => {
    const policy = extractPolicy(text);
    expect([policy.postalCode.value, policy.city.value]).toEqual([postalCode, city]);
  });
});

describe("sentences that say where the exclusions are", () => {
  const base = "Policy Number: TRL-882-1045\nThird Party Liability $1,000,000 $610.00\nCollision $1,000 $402.00\n";
  it.each([
    "Les exclusions et conditions de votre contrat sont décrites dans votre police (F.P.Q. no 1) ; aucun changement à ces conditions au renouvellement.",
    "Exclusions and conditions are set out in your policy wording; nothing about them changes at renewal.",
    "Les exclusions figurent dans le libellé de la police ; elles restent les mêmes.",
  ])("are notes, with the rest of their sentence: %s", (sentence) => {
    expect(extractPolicy(`${base}${sentence}`).exclusions.value).toEqual([]);
  });

  it.each([
    "Le préjudice corporel est couvert par la SAAQ. Les\nexclusions et conditions se trouvent dans votre contrat\n(onglet Documents).\nNous utilisons des témoins pour améliorer votre expérience.",
    "Exclusions are set out in your policy wording\n(see the Documents tab).\nWe use cookies to improve your experience.",
  ])("list nothing below them", (text) => {
    expect(extractPolicy(`${base}${text}`).exclusions.value).toEqual([]);
  });

  it("still lists what follows a heading that says a summary follows", () => {
    const text = `${base}Exclusions: this section is a summary only; the exclusions are set out in the policy.\nUse of the automobile for ride-hailing is not covered.`;
    expect(extractPolicy(text).exclusions.value).toContain("Use of the automobile for ride-hailing is not covered");
  });
});

describe("a section's heading names the coverage of the row below it", () => {
  it.each([
    ["SECTION A - THIRDPARTY LIABILITY\n  MBoary Imury and Property Damage     s1,000.000     $604.00", 1_000_000, 604],
    [
      "Section A - Third Party Liability\n  ~~ —— ~\n  Bodlly lnjury / Prop. Dmg     $2,000,000     $655.00",
      2_000_000,
      655,
    ],
    ["Chapitre A - Responsabilité civile\n  Montant d'assurance     1 000 000 $     412,00 $", 1_000_000, 412],
  ])("reads the liability of %s", (text, limit, premium) => {
    const liability = extractPolicy(text).coverages.find((coverage) => coverage.key === "third_party_liability");
    expect([liability?.limit, liability?.premium]).toEqual([limit, premium]);
  });

  it("leaves a heading's coverage without amounts when a worded line comes between", () => {
    const text =
      "SECTION A - THIRD PARTY LIABILITY\nThis section applies to the described automobile only\nDriver training discount   $55.00";
    const liability = extractPolicy(text).coverages.find((coverage) => coverage.key === "third_party_liability");
    expect(liability?.premium ?? null).toBeNull();
  });
});

describe("an insurer's name beside its site's menu", () => {
  it.each([
    ["Harbourline Insurance   Overview   Policies   Claims   Billing   Documents   Account", "Harbourline Insurance"],
    [
      "Assurances Clairval   Accueil   Mes polices   Réclamations   Paiements   Documents   Profil",
      "Assurances Clairval",
    ],
    ["Northgate Mutual Insurance   Dashboard   Claims   Payments   Profile", "Northgate Mutual Insurance"],
  ])("ends before the menu: %s", (line, insurer) => {
    const text = `${line}\nPolicy number   NG-4410-2231\nThird Party Liability $1,000,000 $610.00\nCollision $1,000 $402.00`;
    expect(extractPolicy(text).provider.value).toBe(insurer);
  });
});

describe("a faxed declarations page after its cover sheet", () => {
  const cover =
    "NOV 26 2026 15:42   BAYSIDE INS BROKERS   902 555 0101   P.1/2\nBayside Insurance Brokers Ltd.   FAX\nTo: Pat Doe\nRe: your renewal\nHere is your declarations page.\n";
  it.each([
    ["Lakehead Mutual Insurance Company   AUTOMOBILE POLICY DECLARATIONS", "Lakehead Mutual Insurance Company"],
    [
      "NORTH SHORE GENERAL INSURANCE COMPANY   CERTIFICATE OF AUTOMOBILE INSURANCE",
      "North Shore General Insurance Company",
    ],
    ["Mutuelle des Appalaches   CONDITIONS PARTICULIÈRES", "Mutuelle des Appalaches"],
  ])("names the insurer heading the second page: %s", (head, insurer) => {
    const text = `${cover}${head}\nThird Party Liability $1,000,000 $604.00\nCollision $500 $482.00`;
    expect(extractPolicy(text).provider.value).toBe(insurer);
  });

  it.each(["(TOTAL ANNUALPREMIUM      $1,086.00", "| Total annual premium   $1,086.00", "TOTALPREMIUM $1,086.00"])(
    "reads the total OCR glued or marked: %s",
    (total) => {
      const text = `${cover}Third Party Liability $1,000,000 $604.00\nCollision $500 $482.00\n${total}`;
      expect(extractPolicy(text).totalPremium.value).toBe(1086);
    },
  );
});

describe("rows under a former term's and a new term's columns", () => {
  it.each([
    [
      "What changed   Last term   This term\nCollision deductible   $500   $1,000\nCoverage   Limit   Deductible   Premium\nCollision or Upset      $1,000   $612.00",
      "collision",
      1000,
      612,
    ],
    [
      "Garantie   Montant   Franchise   Prime actuelle   Nouvelle prime\nB2   Collision ou versement      500 $   598,00 $   641,00 $",
      "collision",
      500,
      641,
    ],
    [
      "Coverage   Deductible   Expiring premium   Renewal premium\nComprehensive   $300   $231.00   $259.00",
      "comprehensive",
      300,
      259,
    ],
  ])("keep the new term's amounts", (text, key, deductible, premium) => {
    const coverage = extractPolicy(text).coverages.find((item) => item.key === key);
    expect([coverage?.deductible, coverage?.premium]).toEqual([deductible, premium]);
  });

  it("reads the next table's rows whole", () => {
    const text =
      "Last term   This term\nTotal annual premium   $2,118.00   $2,274.00\nCoverage   Limit   Deductible   Annual premium\nThird Party Liability   $2,000,000      $744.00";
    const liability = extractPolicy(text).coverages.find((item) => item.key === "third_party_liability");
    expect([liability?.limit, liability?.premium]).toEqual([2_000_000, 744]);
  });
});
