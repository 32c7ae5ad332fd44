import { describe, expect, it } from "vitest";
import { parseBlogIndexQuery } from "./blog-query";
import { totalPagesFor } from "./blog-rules";

describe("blog rules", () => {
  it("computes total pages by 12, rounded up", () => {
    expect(totalPagesFor(0)).toBe(0);
    expect(totalPagesFor(12)).toBe(1);
    expect(totalPagesFor(13)).toBe(2);
  });

  it.each([
    ["", { category: null, page: 1 }],
    ["?category=tips&page=2", { category: "tips", page: 2 }],
    ["?category=nonsense&page=-3", { category: null, page: 1 }],
    ["?page=abc", { category: null, page: 1 }],
    ["?page=2.5", { category: null, page: 1 }],
  ])("parses %s", (search, expected) => {
    expect(parseBlogIndexQuery(new URLSearchParams(search))).toEqual(expected);
  });
});
