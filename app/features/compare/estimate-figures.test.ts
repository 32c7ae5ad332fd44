import { describe, expect, it } from "vitest";
import { chartScale } from "./estimate-figures";

describe("chartScale", () => {
  it("runs from $0 to a round amount above the highest figure, in at most four steps", () => {
    expect(chartScale(2724)).toEqual({ max: 3000, ticks: [0, 1000, 2000, 3000] });
    expect(chartScale(4435)).toEqual({ max: 6000, ticks: [0, 2000, 4000, 6000] });
    expect(chartScale(784)).toEqual({ max: 1000, ticks: [0, 250, 500, 750, 1000] });
    expect(chartScale(3000)).toEqual({ max: 3000, ticks: [0, 1000, 2000, 3000] });
  });
});
