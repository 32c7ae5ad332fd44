import { describe, expect, it } from "vitest";
import { extractPolicy } from "./extract-policy";
import { joinStackedLabels, labelPhrases, pairLabelledCells } from "./stacked-labels";

describe("values printed under their labels", () => {
  it("joins a bilingual label line to its value, in the first language printed", () => {
    expect(joinStackedLabels(["Policy Number / No de police", "LMA-5120-0388", "Year / Année", "2018"])).toEqual([
      "Policy Number: LMA-5120-0388",
      "Year: 2018",
    ]);
    expect(joinStackedLabels(["Numéro de police", "OMA-31-20594"])).toEqual(["Numéro de police: OMA-31-20594"]);
  });

  it("reads a label among OCR's marks of a box's edge", () => {
    expect(labelPhrases('"AUTOPLAN BROKER')).toEqual(["AUTOPLAN BROKER"]);
    expect(labelPhrases("[Year")).toEqual(["Year"]);
  });

  it("joins a bilingual label whose other half is wording not known, the known half as the label", () => {
    expect(joinStackedLabels(["Effective / En vigueur", "15 Sep 2026", "Échéance / Expiry", "15 Sep 2027"])).toEqual([
      "Effective: 15 Sep 2026",
      "Expiry: 15 Sep 2027",
    ]);
  });

  it("leaves a pair of which no half is a label, or whose other half holds digits or many words", () => {
    expect(labelPhrases("Pleasure / Plaisance")).toBeNull();
    expect(labelPhrases("Vehicle / 2021 HONDA CIVIC")).toBeNull();
    expect(labelPhrases("Insured / see the schedule of drivers attached")).toBeNull();
  });

  it("leaves a label followed by another label, and lines that hold more than labels", () => {
    expect(joinStackedLabels(["Make / Marque", "Model / Modèle", "PRIUS"])).toEqual(["Make / Marque", "Model: PRIUS"]);
    expect(labelPhrases("Policy Number LMA-5120-0388")).toBeNull();
    expect(labelPhrases("Third Party Liability")).toBeNull();
  });
});

describe("labels and values read from cells", () => {
  it("pairs a row of labels with the row of values under it, and keeps the row", () => {
    expect(
      pairLabelledCells([
        " Policy Number        Policy Effective Date     Policy Expiry Date",
        " LMA-4471-2291        June 1, 2026              June 1, 2027",
      ]),
    ).toEqual([
      "Policy Number: LMA-4471-2291",
      "Policy Effective Date: June 1, 2026",
      "Policy Expiry Date: June 1, 2027",
      "LMA-4471-2291   June 1, 2026   June 1, 2027",
    ]);
  });

  it("pairs a row of labels among the letters and marks OCR read from the rules between them", () => {
    expect(
      pairLabelledCells([
        " Policy Number     -        j      Policy Effective Date      Policy Expiry Date",
        " AVO-77216504                      March 22, 2026             March 22, 2027",
      ]),
    ).toEqual([
      "Policy Number: AVO-77216504",
      "Policy Effective Date: March 22, 2026",
      "Policy Expiry Date: March 22, 2027",
      "AVO-77216504   March 22, 2026   March 22, 2027",
    ]);
    // A row that is not labels alone keeps its one-letter cells ("Licence Class  G").
    expect(pairLabelledCells([" Danielle Fortier     G     14"])).toEqual([" Danielle Fortier     G     14"]);
  });

  it("reads two boxes side by side one after the other, each under its heading", () => {
    expect(
      pairLabelledCells([
        " NAMED INSURED AND ADDRESS           BROKER / AGENT",
        " Danielle Fortier                    Holland Landing Insurance Brokers Ltd.",
        " Barrie, ON L4N 8V3                  Newmarket, ON L3Y 8J4",
      ]),
    ).toEqual([
      "NAMED INSURED AND ADDRESS: Danielle Fortier",
      "Barrie, ON L4N 8V3",
      "BROKER: Holland Landing Insurance Brokers Ltd.",
      "Newmarket, ON L3Y 8J4",
    ]);
  });

  it("ends two boxes at a row holding an amount: the table below them keeps its rows", () => {
    expect(
      pairLabelledCells([
        " Named insured                      Broker",
        " Jordan Whitehorse                  Capital Region Insurance",
        " Red Deer, AB T4N 3R4               Edmonton, AB T5J 0K4",
        " Coverages",
        " Section A - Third Party Liability   $2,000,000",
        " Section B - Accident Benefits       Included",
      ]),
    ).toEqual([
      "Named insured: Jordan Whitehorse",
      "Red Deer, AB T4N 3R4",
      "Coverages",
      "Broker: Capital Region Insurance",
      "Edmonton, AB T5J 0K4",
      " Section A - Third Party Liability   $2,000,000",
      " Section B - Accident Benefits       Included",
    ]);
  });

  it("reads a page of two label-value columns column by column", () => {
    expect(
      pairLabelledCells([
        " Policy number     MB 0062 1847 3            Vehicle     2024 HYUNDAI TUCSON",
        " Address           710 Wellington Crescent   Broker      Assiniboine Autopac Agents",
        "                   Winnipeg, MB R3M 0A7",
      ]),
    ).toEqual([
      "Policy number: MB 0062 1847 3",
      "Address   710 Wellington Crescent",
      "Winnipeg, MB R3M 0A7",
      "Vehicle: 2024 HYUNDAI TUCSON",
      "Broker: Assiniboine Autopac Agents",
    ]);
  });

  it("reads coverage tiles side by side one tile a line, and leaves a table's rows whole", () => {
    expect(
      pairLabelledCells([
        "  Third Party Liability      Collision       Comprehensive",
        "  Limit                      Deductible      Deductible",
        "  $2,000,000                 $1,000          $500",
        " Collision or Upset            $1,000          $398.00",
      ]),
    ).toEqual([
      "Third Party Liability Limit $2,000,000",
      "Collision Deductible $1,000",
      "Comprehensive Deductible $500",
      " Collision or Upset            $1,000          $398.00",
    ]);
  });
});

describe("two parties' boxes under headings OCR garbled", () => {
  // Below the letterhead (whose first lines are split apart on their own): a row of labels first.
  const above = "Motif                   Renouvellement";

  it("reads each box's lines together, the insured's address under its own heading", () => {
    expect(
      pairLabelledCells([
        above,
        " ARTICLE 1 - assure DESIONE ET ADRESSE                       casueeT/ covanen",
        " Karim Benall                                                 Courtage Milie-lles",
        "  455, boulevard des Laurentides                              Terrebonne (Quebec) J6W 3L2",
        "  Laval (Québec) H7G 2V2",
        " Année   Marque    Modèle     NIV",
      ]).slice(1, 6),
    ).toEqual([
      "ARTICLE 1 - assure DESIONE ET ADRESSE: Karim Benall",
      "455, boulevard des Laurentides",
      "Laval (Québec) H7G 2V2",
      "casueeT/ covanen: Courtage Milie-lles",
      "Terrebonne (Quebec) J6W 3L2",
    ]);
  });

  it("keeps the left box's last line under it when the box beside it is shorter", () => {
    const lines = pairLabelledCells([
      above,
      " ARTICLE1 -ASSURE DÉSIGNÉ ET ADRESSE                                 CABINET / COURTIER",
      " Sylvie Charbonneau                                                 Assurances Pontiac",
      " 87, rue Laval                                                      Shawville (Québec) JOX 2Y0",
      " Gatineau (Québec) J8Y 3B5",
      "ARTICLE 3 - VÉHICULE DÉCRIT",
    ]);
    expect(lines.slice(1)).toEqual([
      "ARTICLE1 -ASSURE DÉSIGNÉ ET ADRESSE: Sylvie Charbonneau",
      "87, rue Laval",
      "Gatineau (Québec) J8Y 3B5",
      "CABINET: Assurances Pontiac",
      "Shawville (Québec) JOX 2Y0",
      // A box ends with its postal code: the heading below both boxes stays after them.
      "ARTICLE 3 - VÉHICULE DÉCRIT",
    ]);
  });

  it("leaves two cells that name no party as they are", () => {
    const table = [
      above,
      "Collision                                   Comprehensive",
      "$500                                        $300",
    ];
    expect(pairLabelledCells(table).slice(1)).toEqual(table.slice(1));
  });
});

describe("a row of labels with one name not known", () => {
  it("pairs each value with the name above it when the row below has as many cells", () => {
    const lines = pairLabelledCells([
      "Policy Number            Policy Effective Date     Policy Expiry Date         Reasonfor issuance",
      " AVO-77216504            March 22, 2026            March 22, 2027             Renewal",
    ]);
    expect(lines).toContain("Policy Number: AVO-77216504");
    expect(lines).toContain("Policy Effective Date: March 22, 2026");
    expect(lines).toContain("Policy Expiry Date: March 22, 2027");
  });

  it("reads it as before when the row below does not line up", () => {
    const lines = pairLabelledCells([
      "Policy Number            Policy Effective Date     Policy Expiry Date         Reasonfor issuance",
      " AVO-77216504            March 22, 2026",
    ]);
    expect(lines).not.toContain("Policy Effective Date: March 22, 2026");
  });
});

describe("a box in the left column that runs past the right column's box", () => {
  const page = [
    " Policy Number         CVI-ON-6620981                             Vehicle               2020 GMC SIERRA 1500",
    " Policy Period         July 20, 2026 to July 20, 2027             VIN                   3GTU9DED7LG317462",
    " NAMED INSURED                                                    LIENHOLDER",
    " Andrew Kowalczyk                                                 GM Financial",
    " 1380 Lakeshore Road East                                         Toronto, ON M5J 2N1",
    " Oakville, ON L6J 1L6",
    "LIABILITY INSURANCE",
  ];

  it("keeps the address's last line under its own box, before the right column", () => {
    const lines = pairLabelledCells(page);
    const insured = lines.indexOf("1380 Lakeshore Road East");
    expect(lines[insured + 1]).toBe("Oakville, ON L6J 1L6");
    expect(lines.indexOf("Oakville, ON L6J 1L6")).toBeLessThan(lines.indexOf("LIENHOLDER"));
    expect(lines.at(-1)).toBe("LIABILITY INSURANCE");
  });

  it("ends the columns at a line of the left column that is not an address's end", () => {
    const lines = pairLabelledCells([...page.slice(0, 5), " Lessor: None", "LIABILITY INSURANCE"]);
    expect(lines.slice(-3)).toEqual(["Toronto, ON M5J 2N1", " Lessor: None", "LIABILITY INSURANCE"]);
  });
});

describe("a French vehicle table's serial-number heading", () => {
  it("reads 'NO DE SERIE (NIV)' as a label, so the model under 'MODELE' is paired with it", () => {
    expect(labelPhrases("NO DE SERIE (NIV)")).not.toBeNull();
    expect(
      pairLabelledCells([
        "  ANNEE MARQUE       MODELE        NO DE SERIE (NIV)",
        "  2020   NISSAN      ROGUE         5N1AT2MV3LC733185",
      ]),
    ).toContain("MODELE: ROGUE");
  });
});

describe("labels OCR glued or underlined with a rule read as text", () => {
  it.each([
    ["Numérode police          Durée du contrat", "QX 5512 0087          du 1 mai 2026 au 1 mai 2027"],
    ["PolicyNumber          Effective Date", "QX 5512 0087          2026-05-01"],
    ["Numérodu contrat          Expiry date", "QX 5512 0087          2027-05-01"],
  ])("pairs %s with the values below", (labels, values) => {
    expect(extractPolicy(`${labels}\n${values}\nCollision $500 $410.00`).policyNumber.value).toBe("QX 5512 0087");
  });

  it.each(["-—_— tntdu", "——— ~~ ee", "_-_-_ wm"])("skips the rule %s between labels and values", (rule) => {
    const text = `Numéro de police          Durée du contrat          Motif\n${rule}\nQX 5512 0087          du 1 mai 2026 au 1 mai 2027          Renouvellement`;
    expect(extractPolicy(text).policyNumber.value).toBe("QX 5512 0087");
  });
});

describe("a form's numbered labels", () => {
  it.each([
    ["1. Assureur / Insurer          2. No de police / Policy No", "Assurances Baie-Verte inc.          BVI-30-5521"],
    ["1) Insurer          2) Policy number", "Assurances Baie-Verte inc.          BVI-30-5521"],
    ["1 . Insurer / Assureur          2 . Policy No / No de police", "Assurances Baie-Verte inc.          BVI-30-5521"],
  ])("are labels with their values below: %s", (labels, values) => {
    const card = extractPolicy(`MOTOR VEHICLE LIABILITY INSURANCE CARD\n${labels}\n${values}`);
    expect([card.provider.value, card.policyNumber.value]).toEqual(["Assurances Baie-Verte inc.", "BVI-30-5521"]);
  });
});
