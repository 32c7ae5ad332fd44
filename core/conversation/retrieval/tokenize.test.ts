import { describe, expect, it } from "vitest";
import { analyzeText, foldText, splitWords, stem, tokenize } from "./tokenize";

describe("foldText and splitWords", () => {
  it("lower-cases, folds accents and straightens apostrophes", () => {
    expect(foldText("Société de l’assurance automobile du Québec")).toBe("societe de l'assurance automobile du quebec");
  });

  it("keeps numbers whole, joins initialisms and drops possessives", () => {
    expect(splitWords("At least $200,000 (Q.E.F. 20) in Ontario's policy; don't")).toEqual([
      "at",
      "least",
      "200000",
      "qef",
      "20",
      "in",
      "ontario",
      "policy",
      "dont",
    ]);
  });
});

describe("stem", () => {
  it.each([
    ["policies", "policy"],
    ["premiums", "premium"],
    ["driving", "driv"],
    ["drive", "driv"],
    ["covered", "cover"],
    ["insured", "insur"],
    ["insure", "insur"],
    ["rated", "rate"],
    ["shopping", "shop"],
    ["speeding", "speed"],
    ["class", "class"],
    ["bus", "bus"],
    ["car", "car"],
    ["2019", "2019"],
  ])("%s → %s", (word, stemmed) => {
    expect(stem(word)).toBe(stemmed);
  });

  it("does not confuse care with car", () => {
    expect(stem("care")).not.toBe(stem("car"));
    expect(stem("caring")).toBe(stem("care"));
  });
});

describe("tokenize", () => {
  it("drops English stop words", () => {
    expect(tokenize("What is the minimum in this province?")).toEqual(["minimum", stem("province")]);
  });

  it("maps plural, -ing and -ed forms to one term", () => {
    expect(tokenize("claims")).toEqual(tokenize("claim"));
    expect(tokenize("claimed")).toEqual(tokenize("claiming"));
  });

  it("maps single-word insurance synonyms to one term", () => {
    expect(tokenize("auto")).toEqual(tokenize("car"));
    expect(tokenize("vehicles")).toEqual(tokenize("car"));
    expect(tokenize("premiums")).toEqual(tokenize("price"));
    expect(tokenize("compulsory")).toEqual(tokenize("mandatory"));
    expect(tokenize("required")).toEqual(tokenize("mandatory"));
    expect(tokenize("franchise")).toEqual(tokenize("deductible"));
    expect(tokenize("renters")).toEqual(tokenize("tenant"));
    expect(tokenize("reduce")).toEqual(tokenize("lower"));
    expect(tokenize("coverage")).toEqual(tokenize("cover"));
  });

  it("adds one concept term for multi-word insurance terms and their short forms", () => {
    expect(tokenize("DCPD")).toEqual(["dcpd"]);
    expect(tokenize("Direct Compensation – Property Damage")).toContain("dcpd");
    expect(tokenize("direct compensation")).toContain("dcpd");
    expect(tokenize("third-party liability")).toEqual(["tpl", "third", "party", "liability"]);
    expect(tokenize("TPL")).toEqual(["tpl"]);
    expect(tokenize("statutory accident benefits")).toContain("accidentbenefits");
    expect(tokenize("at least $50,000")).toEqual(["minimum", "least", "50000"]);
    expect(tokenize("British Columbia")).toContain("bc");
    expect(tokenize("opt out of DCPD")).toEqual(expect.arrayContaining(["decline", "dcpd"]));
  });

  it("counts a short form written after its long form once more, not twice", () => {
    const terms = tokenize("Direct Compensation – Property Damage (DCPD)");
    expect(terms.filter((term) => term === "dcpd")).toHaveLength(2);
  });

  it("keeps the reading order of word terms apart from concept terms", () => {
    const analyzed = analyzeText("third party liability");
    expect(analyzed.sequence).toEqual(["third", "party", "liability"]);
    expect(analyzed.terms).toContain("tpl");
  });

  it("is deterministic and returns nothing for empty or stop-word-only text", () => {
    expect(tokenize("How is it?")).toEqual([]);
    expect(tokenize("")).toEqual([]);
    expect(tokenize("Collision coverage in Québec")).toEqual(tokenize("collision COVERAGE in Quebec"));
  });
});

describe("French", () => {
  it("cuts elisions, drops French stop words and stems with Snowball", () => {
    expect(splitWords("L'assurance d'une voiture qu'on conduit jusqu'à l'aéroport")).toEqual([
      "assurance",
      "une",
      "voiture",
      "on",
      "conduit",
      "a",
      "aeroport",
    ]);
    expect(tokenize("Qu'est-ce que les franchises?", "fr")).toEqual(tokenize("la franchise", "fr"));
    expect(tokenize("assurances obligatoires", "fr")).toEqual(tokenize("assurance obligatoire", "fr"));
  });

  it("maps French synonyms and concepts to one term", () => {
    expect(tokenize("voiture", "fr")).toEqual(tokenize("véhicule", "fr"));
    expect(tokenize("Qu'est-ce que la responsabilité civile?", "fr")).toContain("tpl");
    expect(tokenize("indemnisation directe", "fr")).toContain("dcpd");
    expect(tokenize("l'IDDM", "fr")).toContain("dcpd");
    expect(tokenize("refoulement d'égout", "fr")).toContain("sewerbackup");
    expect(tokenize("en Colombie-Britannique", "fr")).toContain("bc");
  });

  it("leaves English analysis as it was", () => {
    expect(tokenize("What does collision cover?")).toEqual(["collision", "cover"]);
    expect(analyzeText("franchise", "en").terms).toEqual(analyzeText("deductible", "en").terms);
  });
});
