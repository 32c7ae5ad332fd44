import { describe, expect, it } from "vitest";
import { catalogueFigures, trustFigures } from "./trust-claims";

describe("catalogueFigures", () => {
  it("counts partners, the provinces where car is written and the lines", () => {
    expect(
      catalogueFigures([
        { lines: ["car", "home"], provinces: ["ON", "QC"] },
        { lines: ["car"], provinces: ["ON", "AB"] },
        { lines: ["travel"], provinces: ["BC"] },
      ]),
    ).toEqual({ partners: 3, carProvinces: 3, lines: 3 });
  });
});

describe("trustFigures", () => {
  it("shows the counted figures, and only the fact of the site when the catalogue is empty or unread", () => {
    expect(trustFigures({ partners: 8, carProvinces: 10, lines: 5 }).map((figure) => figure.value)).toEqual([
      8, 10, 5, 0,
    ]);
    expect(trustFigures(null).map((figure) => figure.labelKey)).toEqual(["home.stat.noContact"]);
    expect(trustFigures({ partners: 0, carProvinces: 0, lines: 0 })).toHaveLength(1);
  });
});
