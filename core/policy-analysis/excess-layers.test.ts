import { describe, expect, it } from "vitest";
import { extractPolicy } from "./extract-policy";

/**
 * A policy with a primary liability layer and an excess layer above it, in the layouts such pages
 * take (a table of layers, a total printed as a row, as a note or not at all, cents or none, a row
 * carried over to a second line, a broker's box beside the insured's), as pdf.js positions give them.
 * Written from the rules, not from a document: a base and an excess layer are reported as both
 * layers and their total; a note is not an exclusion.
 */

const pad = (cells: [string, number][]) =>
  cells.reduce((line, [text, column]) => line.padEnd(column) + text, "").replace(/\s+$/u, "");

const HEAD = [
  "Lakeshore Mutual Insurance Company                                          AUTOMOBILE POLICY DECLARATIONS",
  "Head Office: 400 Front Street West, Toronto, ON M5V 3A8                                   Owner's Policy with Excess Liability",
];

const BAND = [
  " Policy Number         LMI-0448120                                 Vehicle              2021 FORD F-150",
  " Policy Period         May 1, 2026 to May 1, 2027                  VIN                  1FTFW1E58MFA12345",
  " Named Insured         Priya Raman                                 Broker               Trent Valley Brokers Inc.",
  " Address               52 Aylmer Street North                                           210 George Street North",
  "                       Peterborough, ON K9J 3J9                                         Peterborough, ON K9J 3G6",
];

type Layer = [label: string, limit: string, premium: string];

function layerTable(layers: Layer[]): string[] {
  return [
    "LIABILITY INSURANCE",
    pad([
      [" Layer", 0],
      ["Limit", 62],
      ["Premium", 117],
    ]),
    ...layers.map(([label, limit, premium]) =>
      pad([
        [` ${label}`, 0],
        [limit, 62],
        [premium, 124 - premium.length],
      ]),
    ),
  ];
}

const OTHER = [
  "OTHER COVERAGES",
  " Coverage                                                                       Limit          Deductible            Premium",
  " Accident Benefits                                                          Standard                                  $410.00",
  " Direct Compensation - Property Damage                                                                $0               $88.00",
  " Collision or Upset                                                                               $1,000              $512.00",
  " Comprehensive                                                                                      $500              $230.00",
];

function page(
  layers: Layer[],
  { total = " TOTAL PREMIUM" + " ".repeat(86) + "$1,845.00", notes = [] as string[] } = {},
) {
  return [...HEAD, ...BAND, ...layerTable(layers), ...OTHER, total, ...notes, " ".repeat(118) + "Page 1 of 1"].join(
    "\n",
  );
}

const liability = (text: string) => extractPolicy(text).coverages.filter((c) => c.key === "third_party_liability");

describe("a primary and an excess liability layer", () => {
  it("reports one liability coverage with both layers' limit and premium, no total printed", () => {
    const text = page([
      ["Primary Third Party Liability", "$1,000,000", "$505.00"],
      ["Excess Third Party Liability (follows form)", "$2,000,000 in excess of $1,000,000", "$100.00"],
    ]);
    expect(liability(text)).toEqual([expect.objectContaining({ limit: 3_000_000, premium: 605 })]);
    expect(extractPolicy(text).totalPremium.value).toBe(1845);
  });

  it("keeps the printed total limit when a row states it, after the layers or before them", () => {
    const layers: Layer[] = [
      ["Primary Third Party Liability", "$1,000,000", "$505.00"],
      ["Excess Third Party Liability", "$2,000,000", "$100.00"],
    ];
    const after = page([...layers, ["Total Liability Limit", "$3,000,000", ""]]);
    const before = page([["Total Liability Limit (primary and excess)", "$3,000,000", ""], ...layers]);
    for (const text of [after, before]) {
      expect(liability(text)).toEqual([expect.objectContaining({ limit: 3_000_000, premium: 605 })]);
    }
  });

  it("reads a total limit printed as a note under the tables", () => {
    const text = page(
      [
        ["Third Party Liability - Primary", "$1,000,000.00", "$505.00"],
        ["Third Party Liability - Excess", "$2,000,000.00", "$100.00"],
      ],
      { notes: ["Total liability limit: $3,000,000.00"] },
    );
    expect(liability(text)).toEqual([expect.objectContaining({ limit: 3_000_000 })]);
  });

  it("reads umbrella wording and premiums without cents", () => {
    const text = page([
      ["Third Party Liability (Primary)", "$1,000,000", "$505"],
      ["Umbrella / Excess Liability", "$2,000,000 excess of primary", "$100"],
    ]);
    expect(liability(text)).toEqual([expect.objectContaining({ limit: 3_000_000, premium: 605 })]);
  });

  it("reads an excess row whose words run on to a second line", () => {
    const text = page([
      ["Primary Third Party Liability", "$1,000,000", "$505.00"],
      ["Excess Third Party Liability", "$2,000,000", "$100.00"],
      ["  in excess of the primary limit of $1,000,000", "", ""],
    ]);
    expect(liability(text)).toEqual([expect.objectContaining({ limit: 3_000_000, premium: 605 })]);
  });

  it("takes the insured's address, not the broker's box beside it", () => {
    const extraction = extractPolicy(
      page([
        ["Primary Third Party Liability", "$1,000,000", "$505.00"],
        ["Excess Third Party Liability", "$1,000,000 in excess of $1,000,000", "$64.00"],
      ]),
    );
    expect(extraction.postalCode.value).toBe("K9J 3J9");
    expect(extraction.policyNumber.value).toBe("LMI-0448120");
    expect(liability(page([["Primary Third Party Liability", "$1,000,000", "$505.00"]]))).toEqual([
      expect.objectContaining({ limit: 1_000_000, premium: 505 }),
    ]);
  });

  it("lists no note as an exclusion, and an excluded driver named with its form in parentheses", () => {
    const layers: Layer[] = [
      ["Primary Third Party Liability", "$1,000,000", "$505.00"],
      ["Excess Third Party Liability", "$2,000,000", "$100.00"],
    ];
    const notes = page(layers, {
      notes: [
        "NOTES",
        "Excluded drivers: None",
        "Statutory Conditions apply to this policy.",
        "The excess liability layer follows the form of the primary policy. Please read your policy wording.",
      ],
    });
    const extraction = extractPolicy(notes);
    expect(extraction.exclusions.value ?? []).toEqual([]);
    expect(extraction.excludedDrivers).toEqual([]);

    const excluded = extractPolicy(page(layers, { notes: ["EXCLUSIONS", "Excluded driver (OPCF 28A): Daniel Raman"] }));
    expect(excluded.excludedDrivers).toEqual(["Daniel Raman"]);
    expect(excluded.exclusions.value ?? []).not.toContainEqual(expect.stringMatching(/\($/u));
  });
});

describe("a total premium printed without its sign", () => {
  it("reads a number with cents alone after the total's label", () => {
    const text = page([["Third Party Liability", "$1,000,000", "505.00"]], {
      total: " TOTAL PREMIUM" + " ".repeat(87) + "1,845.00",
    });
    expect(extractPolicy(text).totalPremium.value).toBe(1845);
  });

  it("leaves a total label followed by words or a bare whole number alone", () => {
    const words = page([["Third Party Liability", "$1,000,000", "$505.00"]], {
      total: " TOTAL PREMIUM" + " ".repeat(60) + "see the schedule attached",
    });
    const year = page([["Third Party Liability", "$1,000,000", "$505.00"]], {
      total: " TOTAL PREMIUM" + " ".repeat(80) + "2026",
    });
    expect(extractPolicy(words).totalPremium.value).toBeNull();
    expect(extractPolicy(year).totalPremium.value).toBeNull();
  });
});
