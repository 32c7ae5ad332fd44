import { describe, expect, it } from "vitest";
import { trackedSearch } from "./tracked-search";

describe("trackedSearch", () => {
  it("keeps where the visitor is headed and the campaign, drops answers and click ids", () => {
    expect(
      trackedSearch("?category=car&postalCode=M5V2T6&utm_source=news&utm_campaign=winter&gclid=abc&fbclid=x"),
    ).toBe("?category=car&utm_source=news&utm_campaign=winter");
    expect(trackedSearch("?city=Toronto")).toBe("");
    expect(trackedSearch(`?utm_content=${"x".repeat(300)}`)).toBe(`?utm_content=${"x".repeat(100)}`);
  });
});
