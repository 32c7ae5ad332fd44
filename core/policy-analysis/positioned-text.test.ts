import { describe, expect, it } from "vitest";
import { joinedOcrWord, repairOcrWord } from "./ocr-words";
import { textFromOcrLines, textFromPositions, type PositionedWord } from "./positioned-text";

const word = (text: string, x: number, y: number): PositionedWord => ({
  text,
  x,
  y,
  width: text.length * 5,
  height: 10,
});

describe("text rebuilt from word positions", () => {
  it("reads rows top to bottom and left to right, whatever order the words were drawn in", () => {
    const words = [word("Broker", 300, 20), word("Policy", 0, 20), word("number", 35, 20), word("AB-1234", 0, 40)];
    expect(textFromPositions(words).split("\n")).toEqual(["Policy number" + " ".repeat(60 - 13) + "Broker", "AB-1234"]);
  });

  it("joins the pieces of one word and keeps a value under its label's column", () => {
    const words = [word("Effec", 100, 10), word("tive", 125, 10), word("2026-06-01", 100, 30)];
    const [label, value] = textFromPositions(words).split("\n");
    expect(label?.trim()).toBe("Effective");
    expect(value?.indexOf("2026")).toBe(label?.indexOf("Effective"));
  });
});

describe("text rebuilt from OCR lines and word boxes", () => {
  const line = (words: [string, number][], y: number, slope = 0) => ({
    words: words.map(([text, x]) => ({
      text,
      x0: x,
      x1: x + text.length * 10,
      y0: y + slope * x,
      y1: y + 20 + slope * x,
    })),
    baseline: {
      x0: words[0]![1],
      y0: y + 20 + slope * words[0]![1],
      x1: words.at(-1)![1] + 200,
      y1: y + 20 + slope * (words.at(-1)![1] + 200),
    },
  });

  it("puts a table read block by block (labels, then amounts) back in rows, cells apart", () => {
    const text = textFromOcrLines([
      line([["Collision", 0]], 100),
      line([["Comprehensive", 0]], 140),
      line(
        [
          ["$1,000", 400],
          ["$402.00", 600],
        ],
        101,
      ),
      line(
        [
          ["$500", 400],
          ["$176.00", 600],
        ],
        139,
      ),
    ]);
    const rows = text.split("\n").map((row) => row.trim().split(/\s{3,}/));
    expect(rows).toEqual([
      ["Collision", "$1,000", "$402.00"],
      ["Comprehensive", "$500", "$176.00"],
    ]);
  });

  it("follows the page's skew: a row's far cell sits lower, but in the same row", () => {
    const slope = 0.03;
    const text = textFromOcrLines([
      line(
        [
          ["Policy", 0],
          ["number", 70],
        ],
        100,
        slope,
      ),
      line([["Vehicle", 0]], 140, slope),
      line([["AB-1234", 800]], 100, slope),
      line([["2024", 800]], 140, slope),
    ]);
    expect(text.split("\n").map((row) => row.trim().split(/\s{3,}/))).toEqual([
      ["Policy number", "AB-1234"],
      ["Vehicle", "2024"],
    ]);
  });

  it("takes a box's edge off a word's start or end, and keeps a word's own apostrophe and brackets", () => {
    const text = textFromOcrLines([
      line(
        [
          ["‘Year", 0],
          ['"Model', 200],
          ["[Coverage", 400],
          ["Nil”", 600],
          ["$500|", 700],
        ],
        100,
      ),
      line(
        [
          ["Owner's", 0],
          ["(PIPP)", 200],
          ["l'auto", 400],
        ],
        140,
      ),
    ]);
    expect(text.split("\n").map((row) => row.trim().split(/\s{3,}/))).toEqual([
      ["Year", "Model", "Coverage", "Nil", "$500"],
      ["Owner's", "(PIPP)", "l'auto"],
    ]);
  });

  it("leaves out words of marks alone (a box's edge, a rule) and keeps signs a cell can hold", () => {
    const text = textFromOcrLines([
      line(
        [
          ["Policy", 0],
          ["Number", 70],
          [";", 200],
          ["TC", 300],
          ["0091", 330],
          ["“", 500],
          ["©.", 600],
        ],
        100,
      ),
      line(
        [
          ["Collision", 0],
          ["|", 300],
          ["$500", 400],
          ["—", 600],
          ["%", 700],
        ],
        140,
      ),
    ]);
    expect(text.split("\n").map((row) => row.trim().split(/\s{3,}/))).toEqual([
      ["Policy Number", "TC 0091"],
      ["Collision", "$500", "—", "%"],
    ]);
  });
});

describe("coverage words OCR misread", () => {
  it.each([
    ["hability", "liability"],
    ["Deductbie", "Deductible"],
    ["Colirsion", "Collision"],
    ["COMPREHENSLVE", "COMPREHENSIVE"],
    ["(Uninsurcd", "(Uninsured"],
    ["Responsabillté", "Responsabilite"],
    ["perod", "period"],
    ["Vehicie", "Vehicle"],
    ["Muméro", "Numero"],
    ["Mumber", "Number"],
  ])("reads %j as %j", (read, word) => {
    expect(repairOcrWord(read)).toBe(word);
  });

  it.each([
    "liability",
    "Responsabilité",
    "insured",
    "Disability",
    "premiums",
    "benefit",
    "average",
    "ability",
    "penis",
    "Umit",
    "2024",
    "lumber",
  ])("leaves %j as read (a vocabulary word, a real word, or too far from one)", (read) => {
    expect(repairOcrWord(read)).toBe(read);
  });

  it("repairs a coverage row's name in OCR text, so the row is read", () => {
    const text = textFromOcrLines([
      {
        words: [
          { text: "Third", x0: 0, x1: 50, y0: 0, y1: 20 },
          { text: "party", x0: 60, x1: 110, y0: 0, y1: 20 },
          { text: "hability", x0: 120, x1: 200, y0: 0, y1: 20 },
          { text: "$500,000", x0: 600, x1: 680, y0: 0, y1: 20 },
        ],
      },
    ]);
    expect(text.trim().split(/\s{3,}/)).toEqual(["Third party liability", "$500,000"]);
  });
});

describe("coverage and label words OCR split in two", () => {
  it.each([
    ["Polic", "y", "Policy"],
    ["Deduc", "tible", "Deductible"],
    ["Fran", "chise", "Franchise"],
    ["Véhi", "cule", "Véhicule"],
  ])("joins %j and %j into %j", (first, second, joined) => {
    expect(joinedOcrWord(first, second)).toBe(joined);
  });

  it.each([
    ["Third", "party"],
    ["Policy", "s"],
    ["Police", "y"],
    ["Polic", "y2"],
    ["Collision", "Comprehensive"],
  ])("leaves %j %j apart (not one vocabulary word, or a piece is one already)", (first, second) => {
    expect(joinedOcrWord(first, second)).toBeNull();
  });

  it("joins the pieces in OCR text when they touch, so the label is read", () => {
    const text = textFromOcrLines([
      {
        words: [
          { text: "Polic", x0: 0, x1: 50, y0: 0, y1: 20 },
          { text: "y", x0: 56, x1: 66, y0: 0, y1: 20 },
          { text: "Number", x0: 76, x1: 146, y0: 0, y1: 20 },
        ],
      },
    ]);
    expect(text.trim()).toBe("Policy Number");
  });

  it("leaves pieces far apart as they are (two cells)", () => {
    const text = textFromOcrLines([
      {
        words: [
          { text: "Polic", x0: 0, x1: 50, y0: 0, y1: 20 },
          { text: "y", x0: 400, x1: 410, y0: 0, y1: 20 },
        ],
      },
    ]);
    expect(text.trim()).toMatch(/^Polic\s{3,}y$/);
  });
});
