import { describe, expect, it } from "vitest";
import { numberize } from "./numbers";
import { editDistance } from "../shared/edit-distance";

describe("numberize", () => {
  it.each([
    ["ten years", "10 years"],
    ["twenty two years", "22 years"],
    ["twenty-two", "22"],
    // A couple as a count of events is vague (decision 0070): the exact count is asked.
    ["a couple of speeding tickets", "few speeding tickets"],
    ["a couple of weeks ago", "2 weeks ago"],
    ["a few tickets", "few tickets"],
    ["several accidents", "few accidents"],
    ["one million", "1000000"],
    ["a million", "1000000"],
    ["half a million", "500000"],
    ["2 million", "2000000"],
    ["$1M", "$1000000"],
    ["500k", "500000"],
    ["$1,000,000", "$1000000"],
    ["five hundred thousand", "500000"],
    ["a thousand dollar deductible", "1000 dollar deductible"],
    ["one hundred and fifty", "150"],
    ["twenty nineteen", "2019"],
    ["twenty twenty two", "2022"],
    ["two thousand nineteen", "2019"],
    ["nineteen ninety eight", "1998"],
    ["a decade", "10 years"],
    ["two decades", "20 years"],
    ["less than a year", "0 years"],
    ["Hoda Civic", "Hoda Civic"],
  ])("%s -> %s", (text, expected) => {
    expect(numberize(text)).toBe(expected);
  });

  it("leaves codes with digits alone", () => {
    expect(numberize("K2M 1A1, my G2, a BMW X5, a 4Runner")).toBe("K2M 1A1, my G2, a BMW X5, a 4Runner");
  });

  it("keeps the case of the words around numbers", () => {
    expect(numberize("Toronto, ON, ten Tickets")).toBe("Toronto, ON, 10 Tickets");
  });

  it("reads one number per run of unrelated number words", () => {
    expect(numberize("one two")).toBe("1 2");
  });
});

describe("editDistance", () => {
  it.each([
    ["toyta", "toyota", 1],
    ["hoda", "honda", 1],
    ["hyundia", "hyundai", 1],
    ["corola", "corolla", 1],
    ["corrola", "corolla", 2],
    ["for", "ford", 1],
    ["civic", "civic", 0],
  ])("%s ~ %s = %i", (a, b, distance) => {
    expect(editDistance(a, b, 3)).toBe(distance);
  });

  it("stops early past the limit", () => {
    expect(editDistance("mississauga", "ottawa", 1)).toBe(2);
  });
});
