import { describe, expect, it } from "vitest";
import { FEATURED_ORDER_CAP, nextFeaturedOrder } from "./featured-order";

describe("nextFeaturedOrder", () => {
  it("starts at 1, adds one, and caps at 6", () => {
    expect(nextFeaturedOrder(null)).toBe(1);
    expect(nextFeaturedOrder(undefined)).toBe(1);
    expect(nextFeaturedOrder(2)).toBe(3);
    expect(nextFeaturedOrder(5)).toBe(6);
    expect(nextFeaturedOrder(6)).toBe(FEATURED_ORDER_CAP);
    expect(nextFeaturedOrder(9)).toBe(6);
  });
});
