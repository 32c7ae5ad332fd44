import { describe, expect, it } from "vitest";
import { FEATURE_TAGS, RATING_RUBRIC, ratingOf, readFeatureTags } from "./feature-tags";

describe("ratingOf", () => {
  it("gives one point for each of the rubric's five criteria a product offers", () => {
    expect(RATING_RUBRIC).toHaveLength(5);
    expect(ratingOf([])).toBe(0);
    expect(ratingOf(["discounts", "endorsements"])).toBe(2);
    expect(ratingOf([...FEATURE_TAGS])).toBe(5);
  });

  it("gives no point for help from a broker, a way of buying rather than a part of the product", () => {
    expect(ratingOf(["broker_help"])).toBe(0);
  });
});

describe("readFeatureTags", () => {
  it("reads a line's tags, each once", () => {
    expect(
      readFeatureTags({ car: ["discounts", "discounts", "endorsements"], home: ["claims_any_time"] }, "car"),
    ).toEqual(["discounts", "endorsements"]);
  });

  it("reads what it cannot understand as no tag, never an error", () => {
    expect(readFeatureTags(null, "car")).toEqual([]);
    expect(readFeatureTags([], "car")).toEqual([]);
    expect(readFeatureTags({ car: "discounts" }, "car")).toEqual([]);
    expect(readFeatureTags({ car: ["a-newer-tag", 3, "discounts"] }, "car")).toEqual(["discounts"]);
    expect(readFeatureTags({ car: ["discounts"] }, "home")).toEqual([]);
  });
});
