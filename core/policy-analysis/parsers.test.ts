import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { normalizeLine, repairDigits } from "./normalize-text";
import { findDates, parseDate } from "./parse-date";
import { findMoney, parseMoney } from "./parse-money";
import { maskName } from "./parties";
import { logicalLines } from "./segment-lines";
import { isValidVin, vinCheckDigit, vinMatchesMake, vinModelYears } from "./vin";

describe("parseMoney", () => {
  it.each([
    ["$1,000,000", 1_000_000],
    ["$1,936.00", 1936],
    ["$642", 642],
    ["$0", 0],
    ["2 000 000 $", 2_000_000],
    ["318 $", 318],
    ["1 936,00 $", 1936],
    ["2\u00a0000\u00a0000\u00a0$", 2_000_000],
    ["S1,000", 1000],
    ["S780", 780],
    ["$1,OOO", 1000],
    ["$5O0", 500],
    ["$ 1,500", 1500],
    ["1,000", 1000],
    ["$610.00", 610],
    ["$1.5", 1.5],
  ])("reads %j as %d", (text, expected) => {
    expect(parseMoney(text)).toBe(expected);
  });

  it.each(["", "abc", "$", "SEF 44", "N/A"])("finds no amount in %j", (text) => {
    expect(parseMoney(text)).toBeNull();
  });

  it("finds every amount of a row, in order, English or French", () => {
    expect(findMoney("Loss or Damage - Collision or Upset $1,000 $402").map((token) => token.value)).toEqual([
      1000, 402,
    ]);
    expect(
      findMoney("Section A - Civil liability 2 000 000 $ Prime / Premium 318 $").map((token) => token.value),
    ).toEqual([2_000_000, 318]);
  });

  it("does not read amounts into VINs, form numbers, postal codes or policy numbers", () => {
    expect(findMoney("VIN 4S4BSANCXJ3123456 SEF No. 44 Calgary AB T2P 1J9 AP 30 118 554")).toEqual([]);
  });

  it("keeps two amounts apart when the second lost its sign", () => {
    expect(findMoney("$1,000 402").map((token) => token.value)).toEqual([1000]);
  });

  it('reads a French amount whose first group OCR joined to the next ("1000 000 $")', () => {
    expect(findMoney("Responsabilité civile 1000 000 $ 412,00 $").map((token) => token.value)).toEqual([
      1_000_000, 412,
    ]);
  });

  it('leaves a number before a sign-first amount alone: the "$" is that amount\'s', () => {
    expect(findMoney("Underinsured Motorist Protection -1 $1,000,000").map((token) => token.value)).toEqual([
      1_000_000,
    ]);
    expect(findMoney("1 000 000 $ 412,00 $").map((token) => token.value)).toEqual([1_000_000, 412]);
  });

  it('reads a sign-first amount whose thousands OCR read with a dot and a comma ("$1,000.000")', () => {
    expect(findMoney("Underinsured Motorist Protection $1,000.000").map((token) => token.value)).toEqual([1_000_000]);
    expect(findMoney("Liability $2.000,000 $64.00").map((token) => token.value)).toEqual([2_000_000, 64]);
    expect(findMoney("Collision $1,000.00 $402").map((token) => token.value)).toEqual([1000, 402]);
  });

  it("rejects an amount glued to letters (a misread) rather than reading part of it", () => {
    expect(findMoney("$5a0 and $1,00a")).toEqual([]);
  });

  it("reads any whole-dollar amount printed in either style", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999_999 }), (value) => {
        const english = `$${value.toLocaleString("en-CA")}`;
        const french = `${value.toLocaleString("en-CA").replace(/,/g, " ")} $`;
        expect(parseMoney(english)).toBe(value);
        expect(parseMoney(french)).toBe(value);
        expect(parseMoney(`${english}.00`)).toBe(value);
      }),
    );
  });
});

describe("parseDate", () => {
  it.each([
    ["March 15, 2026", "2026-03-15"],
    ["Sep 12, 2026", "2026-09-12"],
    ["Sept. 12 2026", "2026-09-12"],
    ["15 March 2026", "2026-03-15"],
    ["2026-05-01", "2026-05-01"],
    ["2026/05/01", "2026-05-01"],
    ["1er mai 2026", "2026-05-01"],
    ["15 mars 2026", "2026-03-15"],
    ["20 février 2027", "2027-02-20"],
    ["12 août 2026", "2026-08-12"],
    ["JANUARY 20, 2026", "2026-01-20"],
    // OCR's "1er" with its 1 read as an l or an I.
    ["du ler octobre 2026", "2026-10-01"],
    ["au Ier octobre 2027", "2027-10-01"],
  ])("reads %j as %s", (text, expected) => {
    expect(parseDate(text)).toBe(expected);
  });

  it("reads both dates of a French term whose 1er OCR read as ler", () => {
    expect(findDates("du ler octobre 2026 au ler octobre 2027").map((date) => date.iso)).toEqual([
      "2026-10-01",
      "2027-10-01",
    ]);
    expect(parseDate("premier octobre 2026")).toBeNull();
  });

  it("reads ambiguous numeric dates month first by default and day first for Quebec", () => {
    expect(parseDate("07/01/2026")).toBe("2026-07-01");
    expect(parseDate("07/01/2026", "day_first")).toBe("2026-01-07");
    expect(findDates("07/01/2026")[0]?.ambiguous).toBe(true);
  });

  it("reads a numeric date whose first number is above 12 as day first, whatever the order", () => {
    expect(parseDate("25/12/2026")).toBe("2026-12-25");
    expect(findDates("25/12/2026")[0]?.ambiguous).toBe(false);
  });

  it("reads a date whose comma OCR read as a dot", () => {
    expect(findDates("Policy period Aug 20. 2026 - Aug 20, 2027", "month_first").map((date) => date.iso)).toEqual([
      "2026-08-20",
      "2027-08-20",
    ]);
  });

  it("reads both dates of a French range", () => {
    expect(findDates("du 2026-05-01 au 2027-05-01").map((date) => date.iso)).toEqual(["2026-05-01", "2027-05-01"]);
  });

  it.each(["February 30, 2026", "13/13/2026", "Smarch 5, 2026", "12:01 a.m.", ""])("finds no date in %j", (text) => {
    expect(parseDate(text)).toBeNull();
  });
});

describe("VIN check digit", () => {
  it.each(["2T3W1RFV7MC123456", "1FTEW1EP4KFA12345", "2HGFC2F5XGH123456", "KMHD84LF6LU123456", "1M8GDM9AXKP042788"])(
    "accepts %s",
    (vin) => {
      expect(isValidVin(vin)).toBe(true);
      expect(isValidVin(vin.toLowerCase())).toBe(true);
    },
  );

  it("rejects a VIN whose check digit is wrong", () => {
    expect(isValidVin("2T3W1RFV8MC123456")).toBe(false);
    expect(vinCheckDigit("2T3W1RFV8MC123456")).toBe("7");
  });

  it.each(["2T3W1RFV7MC12345I", "1FTEW1EP4KFO12345", "1FTEW1EP4KFQ12345"])("rejects %s (I, O or Q)", (vin) => {
    expect(isValidVin(vin)).toBe(false);
    expect(vinCheckDigit(vin)).toBeNull();
  });

  it.each(["", "2T3W1RFV7MC12345", "2T3W1RFV7MC1234567", "2T3W1RFV7MC-23456"])(
    "rejects %j (not 17 VIN characters)",
    (vin) => {
      expect(isValidVin(vin)).toBe(false);
    },
  );

  it("catches any single digit misread outside the check digit itself", () => {
    const vin = "KMHD84LF6LU123456";
    for (let index = 0; index < 17; index += 1) {
      const original = vin.charAt(index);
      if (index === 8 || !/\d/.test(original)) continue;
      for (const digit of "0123456789".replace(original, "")) {
        expect(isValidVin(vin.slice(0, index) + digit + vin.slice(index + 1))).toBe(false);
      }
    }
  });

  it("decodes the model year code of position 10", () => {
    expect(vinModelYears("2T3W1RFV7MC123456")).toEqual([1991, 2021]);
    expect(vinModelYears("KMHD84LF6LU123456")).toContain(2020);
  });
});

describe("maskName", () => {
  it.each([
    ["Jordan Avery Tremblay", "J***** A**** T*******"],
    ["Marie-Claire LeBlanc", "M****-C***** L******"],
    ["Étienne Gagnon", "É****** G*****"],
    ["  Wei   Lin Chen ", "W** L** C***"],
    ["A", "A"],
  ])("masks %j as %j", (name, masked) => {
    expect(maskName(name)).toBe(masked);
  });
});

describe("text clean-up", () => {
  it("repairs the letter O read for a zero inside numbers only", () => {
    expect(repairDigits("2O26 $1,OOO ON OPCF M4C O'Neil")).toBe("2026 $1,000 ON OPCF M4C O'Neil");
  });

  it("removes dotted leaders, stray marks and doubled spaces", () => {
    expect(normalizeLine("SECTION B  Accident Benefits ........ $142.00 ~")).toBe(
      "SECTION B Accident Benefits $142.00",
    );
    expect(normalizeLine("Prime totale / Total premium: 934 $ |")).toBe("Prime totale / Total premium: 934 $");
  });

  it("gives a column word glued to its amount its space back, and a section letter B read as 8 its letter", () => {
    expect(normalizeLine("Chapitre 83 - Sans collision ni versement franchise250 $")).toBe(
      "Chapitre B3 - Sans collision ni versement franchise 250 $",
    );
    expect(normalizeLine("Section 8 - Accident Benefits Deductible$500")).toBe(
      "Section B - Accident Benefits Deductible $500",
    );
    expect(normalizeLine("Section 80 of the Act; 8 Main St")).toBe("Section 80 of the Act; 8 Main St");
  });

  it("re-cuts merged rows and joins amounts that wrapped to their own line", () => {
    expect(
      logicalLines(
        "Accident Benefits $311 Uninsured Automobile $24 Direct Compensation - Property Damage $0 $188\nLoss or Damage - Collision or Upset\n$1,000 $402",
      ),
    ).toEqual([
      "Accident Benefits $311",
      "Uninsured Automobile $24",
      "Direct Compensation - Property Damage $0 $188",
      "Loss or Damage - Collision or Upset $1,000 $402",
    ]);
  });

  it("keeps a bilingual label pair together", () => {
    expect(logicalLines("Chapitre A - Responsabilité civile / Section A - Civil liability 2 000 000 $")).toHaveLength(
      1,
    );
  });
});

describe("repairVin and OCR", () => {
  it("reads a J that OCR turned into a bracket, and the check digit then holds", async () => {
    const { repairVin, isValidVin } = await import("./vin");
    expect(repairVin("4S4BSANCX)3123456")).toBe("4S4BSANCXJ3123456");
    expect(isValidVin(repairVin("4S4BSANCX)3123456"))).toBe(true);
    expect(repairVin("4S4BSANCX|3123456", 2018)).toBe("4S4BSANCXJ3123456");
    expect(repairVin("1FTEW1EP4KFA1234$")).toBe("1FTEW1EP4KFA1234S");
  });

  it("reads a slash for a J, and swaps one look-alike only when the printed make confirms it", async () => {
    const { repairVin, repairLookAlike } = await import("./vin");
    expect(repairVin("JTDKARFU3/3541726", 2018)).toBe("JTDKARFU3J3541726");
    expect(repairLookAlike("SNMJBCDE1RH319572", "Hyundai", 2024)).toBe("5NMJBCDE1RH319572");
    // A valid VIN, an unlisted make, and a misprint no single confirmed swap explains stay as they are.
    expect(repairLookAlike("5NMJBCDE1RH319572", "Hyundai", 2024)).toBeNull();
    expect(repairLookAlike("SNMJBCDE1RH319572", "Lamborghini", 2024)).toBeNull();
    expect(repairLookAlike("2T3W1RFV8MC123456", "Toyota", 2021)).toBeNull();
  });

  it("puts the check digit back where OCR read a letter in its place, when the make and year confirm it", async () => {
    const { isValidVin, repairLookAlike } = await import("./vin");
    // Position 9 can only hold a digit or X: "E" there was a misread 6.
    expect(repairLookAlike("JM3KFBDMEN0611584", "Mazda", 2022)).toBe("JM3KFBDM6N0611584");
    expect(isValidVin("JM3KFBDM6N0611584")).toBe(true);
    // Another make's manufacturer code, or another model year, and the VIN stays as read.
    expect(repairLookAlike("JM3KFBDMEN0611584", "Honda", 2022)).toBeNull();
    expect(repairLookAlike("JM3KFBDMEN0611584", "Mazda", 2019)).toBeNull();
    // An X is a check digit (10), not a misread letter: it is not replaced.
    expect(repairLookAlike("JM3KFBDMXN0611584", "Mazda", 2022)?.charAt(8) ?? "X").toBe("X");
  });
});

describe("vinMatchesMake", () => {
  it("tells a manufacturer code that is not the printed make's, and says nothing for unlisted makes", () => {
    expect(vinMatchesMake("4S4BSANCXJ3123456", "Subaru")).toBe(true);
    expect(vinMatchesMake("2T3W1RFV7MC123456", "Toyota")).toBe(true);
    expect(vinMatchesMake("KMHD84LF6LU123456", "Hyundai")).toBe(true);
    // Two slips that cancel in the check digit: the code is still valid, the maker is not Subaru.
    expect(isValidVin("454B5ANCXJ3123456")).toBe(true);
    expect(vinMatchesMake("454B5ANCXJ3123456", "Subaru")).toBe(false);
    expect(vinMatchesMake("454B5ANCXJ3123456", "Lamborghini")).toBeNull();
  });
});
