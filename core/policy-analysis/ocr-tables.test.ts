import { describe, expect, it } from "vitest";
import { extractPolicy } from "./extract-policy";
import { withGapsFilled } from "./merge-readings";
import { normalizeLine } from "./normalize-text";
import { repairOcrWord } from "./ocr-words";
import { findMoney } from "./parse-money";

/**
 * What OCR does to a page's table and header, decision 0075 (issue 23, ninth round): a French
 * amount's "$" read as a 5, a wide gap between two cells read as a dash, a title read right after an
 * insurer's legal word. Lines written for these tests from the rules, in the shapes the positioned
 * OCR text takes (cells three spaces or more apart), not taken from a document.
 */

const amounts = (line: string) => findMoney(normalizeLine(line)).map((token) => token.value);

describe("a French amount whose sign OCR read as a 5", () => {
  it("gets its sign back after a decimal comma, apart or glued", () => {
    expect(amounts("A   Responsabilité civile   1 000 000,00 $   436,00 5")).toEqual([1_000_000, 436]);
    expect(amounts("B2   Collision ou versement   500 $   512,405")).toEqual([500, 512.4]);
    expect(amounts("FAQ no 27   50 000,00 $   500 $   1 021,00 5")).toEqual([50_000, 500, 1021]);
  });

  it("is left alone on a line without a French amount, or with an English one", () => {
    expect(normalizeLine("Prime totale   1 322,005")).toBe("Prime totale 1 322,005");
    expect(amounts("Premium   $1,250,00 5   $20")).toEqual(amounts("Premium   $1,250,00 5   $20"));
    expect(normalizeLine("Loss of use   $1,500   12,505")).toBe("Loss of use $1,500 12,505");
    // Two digits after the comma and no 5 after them: nothing to put back.
    expect(amounts("B3   Accident sans collision   250 $   226,10 $")).toEqual([250, 226.1]);
    expect(amounts("Prime   226,15 $")).toEqual([226.15]);
  });

  it("keeps a Quebec row's limit, deductible and premium in their columns", () => {
    const text = [
      "Assurances Riviere-Noire inc.                              CONDITIONS PARTICULIERES",
      "Numero de contrat : RN-4410 228",
      "Periode : du 2026-05-01 au 2027-05-01",
      "   Ch.   Garantie                                     Montant d'assurance     Franchise     Prime",
      "   A     Responsabilite civile                        1 000 000,00 $                        401,00 5",
      "   B2    Collision ou versement                                               500 $         498,205",
      "   B3    Accident sans collision ni versement                                 250 $         210,00 5",
      "   PRIME ANNUELLE TOTALE                                                                    1 109,20 $",
    ].join("\n");
    const result = extractPolicy(text);
    const row = (key: string) => result.coverages.find((coverage) => coverage.key === key);
    expect(row("third_party_liability")).toMatchObject({ limit: 1_000_000, premium: 401 });
    expect(row("collision")).toMatchObject({ deductible: 500, premium: 498.2 });
    expect(row("comprehensive")).toMatchObject({ deductible: 250, premium: 210 });
  });
});

describe("an insurer's name OCR read up to the title beside it", () => {
  const head = (first: string) =>
    extractPolicy(
      [
        first,
        "Policy Number   PN-220 4471",
        "Policy Period   2026-04-01 to 2027-04-01",
        "Third Party Liability   $1,000,000   $612.00",
      ].join("\n"),
    ).provider.value;

  it("ends at its legal word when capitals follow", () => {
    expect(head("Assurances Riviere-Noire inc CONDITIONS PARTICULIERES - ASSURANCE AUTOMOBILE")).toBe(
      "Assurances Riviere-Noire inc",
    );
    expect(head("Harbourview Insurance Company DECLARATIONS PAGE")).toBe("Harbourview Insurance Company");
    // A mark OCR put after the legal word, and a few letters before the title.
    expect(head("Assurance Riviere-Noire inc? Cr FOR. SOMMAIRE DE VOTRE POLICE")).toBe("Assurance Riviere-Noire inc");
  });

  it("keeps a legal word inside the name, and a name printed in capitals", () => {
    expect(head("Insurance Corporation of British Columbia")).toBe("Insurance Corporation of British Columbia");
    expect(head("HARBOURVIEW INSURANCE COMPANY")).toBe("Harbourview Insurance Company");
  });
});

describe("a vehicle row whose gap OCR read as a dash", () => {
  it("reads the year, make and model across the dash", () => {
    const text = [
      "Harbourview Insurance Company",
      "Policy Number   PN-220 4471",
      "  YEAR   MAKE      MODEL     VIN",
      "  2020 — NISSAN    ROGUE     5N1AT2MV3LC733185",
      "Third Party Liability   $1,000,000   $612.00",
    ].join("\n");
    const [vehicle] = extractPolicy(text).vehicles;
    expect(vehicle?.year.value).toBe(2020);
    expect(vehicle?.make.value?.toUpperCase()).toBe("NISSAN");
    expect(vehicle?.model.value?.toUpperCase()).toBe("ROGUE");
  });
});

describe("notes OCR put in an exclusions list", () => {
  const exclusionsOf = (lines: string[]) =>
    extractPolicy(
      [
        "Assurances Riviere-Noire inc.",
        "Numero de contrat : RN-4410 228",
        "A   Responsabilite civile   1 000 000 $   401,00 $",
        ...lines,
      ].join("\n"),
    ).exclusions.value ?? [];

  it("leaves out a note that bodily injury is the SAAQ's, even after a left column's words", () => {
    const found = exclusionsOf([
      "Exclusions : aucune garantie lorsque le vehicule sert a la livraison remuneree",
      "Usage promenade   Les dommages corporels relevent de la SAAQ.",
      "Indemnises par la Societe de l'assurance automobile du Quebec",
    ]);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(/livraison remuneree/u);
  });

  it("leaves out an excluded-driver line that names none, its colon lost", () => {
    const found = exclusionsOf([
      "Exclusions : aucune garantie lorsque le vehicule sert a la livraison remuneree",
      "Conducteur exclu aucun",
    ]);
    expect(found).toHaveLength(1);
  });
});

describe("an insurer's legal word one reading cut short", () => {
  const page = (name: string) =>
    [
      name,
      "Numero de contrat : RN-4410 228",
      "Periode : du 2026-05-01 au 2027-05-01",
      "Police d'assurance automobile du Quebec - F.P.Q. no 1",
      "Vehicule assure : 2022 TOYOTA RAV4   NIV : JTMRWRFV2ND158224",
      "A   Responsabilite civile   1 000 000 $   401,00 $",
      "B2   Collision ou versement   500 $   498,20 $",
      "Prime annuelle totale   899,20 $",
    ].join("\n");

  it("is the name another reading read whole", () => {
    const cut = extractPolicy(page("Assurances Riviere-Noire generates in"));
    expect(cut.isPolicy.value).toBe(true);
    const whole = extractPolicy(page("Assurances Riviere-Noire generales inc"));
    expect(withGapsFilled(cut, [cut, whole]).provider.value).toBe("Assurances Riviere-Noire generales inc");
  });

  it("is kept when no other reading has the same name with its legal word", () => {
    const cut = extractPolicy(page("Assurances Riviere-Noire generates in"));
    const other = extractPolicy(page("Mutuelle Riviere-Noire generales inc"));
    expect(withGapsFilled(cut, [cut, other]).provider.value).toBe("Assurances Riviere-Noire generates in");
  });
});

describe("letters OCR read for others in a table's words", () => {
  it("reads a VIN whose J OCR read as a slash in a vehicle table without a label beside it", () => {
    const text = [
      "Harbourview Insurance Company",
      "Policy Number   PN-220 4471",
      "  VEH   YEAR   MAKE      MODEL / BODY     SERIAL NO. (VIN)",
      "   1    2023   HYUNDAI   TUCSON / 4DR     KM8/3CA42PU617204     34,999",
      "Third Party Liability   $1,000,000   $612.00",
    ].join("\n");
    expect(extractPolicy(text).vehicles[0]?.vin.value).toBe("KM8J3CA42PU617204");
  });

  it("leaves a 17-character run with a slash whose check digit fails", () => {
    const text = [
      "Harbourview Insurance Company",
      "Policy Number   PN-220 4471",
      "  Reference   AB12/CD34EF56GH78",
      "Third Party Liability   $1,000,000   $612.00",
    ].join("\n");
    expect(extractPolicy(text).vehicles[0]?.vin.value ?? null).toBeNull();
  });

  it('puts back a label\'s "li" OCR read as one "u"', () => {
    expect(repairOcrWord("POUCY")).toBe("POLICY");
    expect(repairOcrWord("Uability:")).toBe("Liability:");
    expect(repairOcrWord("pouce")).toBe("pouce");
    expect(repairOcrWord("Couverture")).toBe("Couverture");
  });
});

describe("a coverage table whose columns are the coverages", () => {
  const schedule = (rows: string[]) =>
    [
      "Lakeshore Commercial Insurance Company                                  SCHEDULE OF AUTOMOBILES",
      "Policy Number        LCI-FL-220118",
      "Policy Period        2026-05-01 to 2027-05-01",
      "COVERAGES BY UNIT",
      "    Unit        TPL Limit     Accident Benefits     Uninsured Auto     DCPD Ded.     Collision Ded.     Comp. Ded.     Unit Premium",
      ...rows,
      "                                                                                       Total Policy Premium      $3,410.00",
      "                                                                                       Fleet Premium             $3,410.00",
    ].join("\n");
  const coverage = (text: string, key: string) => extractPolicy(text).coverages.find((each) => each.key === key);

  it("reads each value under its coverage's heading, a bare number as an amount", () => {
    const text = schedule([
      "    001         1,000,000        STD                  INCL               0             2,500              1 000          3,410.00",
    ]);
    expect(coverage(text, "third_party_liability")).toMatchObject({ limit: 1_000_000, deductible: null });
    expect(coverage(text, "accident_benefits")).toMatchObject({ limit: null });
    expect(coverage(text, "uninsured_automobile")).toMatchObject({ limit: null });
    expect(coverage(text, "dcpd")).toMatchObject({ deductible: 0 });
    expect(coverage(text, "collision")).toMatchObject({ deductible: 2500 });
    expect(coverage(text, "comprehensive")).toMatchObject({ deductible: 1000 });
  });

  it("leaves a table of several units as it is", () => {
    const text = schedule([
      "    001         1,000,000        STD                  INCL               0             2,500              1 000          1,705.00",
      "    002         1,000,000        STD                  INCL               0             1,000              500            1,705.00",
    ]);
    expect(coverage(text, "collision")?.deductible ?? null).toBeNull();
  });
});

describe("a role word that starts the column beside an amount", () => {
  it("names the next amount, not the one before it", () => {
    const text = [
      "Prairie Public Insurance",
      "Certificate No.   0061 902 448",
      "BASIC                                          EXTENSION",
      "Third party liability        $500,000         Deductible reduced to                      $500",
      "All perils - deductible        $750           Third party liability increased to (total)   $1,000,000",
      "Total premium   $1,451.00",
    ].join("\n");
    const liability = extractPolicy(text).coverages.filter((each) => each.key === "third_party_liability");
    expect(liability.length).toBeGreaterThan(0);
    for (const row of liability) expect(row.deductible).not.toBe(500_000);
  });

  it("still names the amount before it when it ends the cell", () => {
    const text = [
      "Harbourview Insurance Company",
      "Policy Number   PN-220 4471",
      "Collision   $500 deductible   $388.00",
      "Third Party Liability   $1,000,000   $612.00",
    ].join("\n");
    expect(extractPolicy(text).coverages.find((each) => each.key === "collision")).toMatchObject({
      deductible: 500,
      premium: 388,
    });
  });
});

describe("a page's footer after an exclusions list", () => {
  it("ends the list, whatever comes before its page number", () => {
    const text = [
      "Assurances Riviere-Noire inc.",
      "Numero de contrat : RN-4410 228",
      "A   Responsabilite civile   1 000 000 $   401,00 $",
      "Exclusions : aucune garantie lorsque le vehicule sert a la livraison remuneree",
      "Assurances Riviere-Noire inc. - RN-4410 228 - Sommaire emis le 2026-03-02   Page 1 de 1",
    ].join("\n");
    const found = extractPolicy(text).exclusions.value ?? [];
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(/livraison/u);
  });
});
