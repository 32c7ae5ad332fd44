import { describe, expect, it } from "vitest";
import {
  arrangeQuotes,
  markedQuotes,
  offeredTags,
  readResultsOptions,
  withResultsOptions,
  DEFAULT_RESULTS_OPTIONS,
} from "./results-options";
import type { FeatureTag } from "../pricing/feature-tags";

const quote = (id: string, annual: number, tags: FeatureTag[], rating = tags.length) => ({
  quote_id: id,
  partner_name: `Partner ${id}`,
  annual_premium: annual,
  tags,
  rating,
});

describe("readResultsOptions", () => {
  it("reads the defaults from an address without options", () => {
    expect(readResultsOptions(new URLSearchParams("session=abc"))).toEqual(DEFAULT_RESULTS_OPTIONS);
  });

  it("reads every spelling a careless or hostile address sends", () => {
    const options = readResultsOptions(
      new URLSearchParams(
        "price=%20MONTHLY%20&sort=Rating&feature=Discounts&feature=discounts,claims_any_time&feature=nope&feature=",
      ),
    );
    expect(options).toEqual({ period: "monthly", sort: "rating", features: ["claims_any_time", "discounts"] });
  });

  it("reads an unknown period or order as the default, not an error", () => {
    expect(readResultsOptions(new URLSearchParams("price=weekly&sort=commission"))).toEqual(DEFAULT_RESULTS_OPTIONS);
    expect(readResultsOptions(new URLSearchParams(`price=${"x".repeat(10_000)}`)).period).toBe("annual");
  });
});

describe("withResultsOptions", () => {
  it("writes only what differs from the defaults and keeps the session", () => {
    const search = new URLSearchParams("session=abc&sort=rating&feature=discounts");
    expect(withResultsOptions(search, DEFAULT_RESULTS_OPTIONS).toString()).toBe("session=abc");
    expect(
      withResultsOptions(search, {
        period: "monthly",
        sort: "rating",
        features: ["discounts", "endorsements"],
      }).toString(),
    ).toBe("session=abc&price=monthly&sort=rating&feature=discounts&feature=endorsements");
  });

  it("reads back what it wrote", () => {
    const options = { period: "monthly", sort: "price", features: ["monthly_payments"] } as const;
    expect(
      readResultsOptions(withResultsOptions(new URLSearchParams(), { ...options, features: [...options.features] })),
    ).toEqual({ ...options, features: ["monthly_payments"] });
  });
});

describe("arrangeQuotes", () => {
  const quotes = [
    quote("a", 1500, ["discounts"]),
    quote("b", 1200, []),
    quote("c", 1800, ["discounts", "claims_any_time", "accident_forgiveness"]),
    quote("d", 1500, ["discounts", "claims_any_time"]),
  ];

  it("puts the cheapest first, ties by name", () => {
    expect(arrangeQuotes(quotes, DEFAULT_RESULTS_OPTIONS).map((q) => q.quote_id)).toEqual(["b", "a", "d", "c"]);
  });

  it("puts the best rated first, the cheaper first in a tie", () => {
    const tied = [...quotes, quote("e", 1100, ["discounts", "endorsements", "monthly_payments"])];
    expect(arrangeQuotes(tied, { ...DEFAULT_RESULTS_OPTIONS, sort: "rating" }).map((q) => q.quote_id)).toEqual([
      "e",
      "c",
      "d",
      "a",
      "b",
    ]);
  });

  it("keeps only the quotes offering every chosen feature", () => {
    const options = { ...DEFAULT_RESULTS_OPTIONS, features: ["discounts", "claims_any_time"] as FeatureTag[] };
    expect(arrangeQuotes(quotes, options).map((q) => q.quote_id)).toEqual(["d", "c"]);
    expect(arrangeQuotes(quotes, { ...options, features: ["broker_help"] })).toEqual([]);
  });

  it("does not reorder the list it was given", () => {
    const before = quotes.map((q) => q.quote_id);
    arrangeQuotes(quotes, { ...DEFAULT_RESULTS_OPTIONS, sort: "rating" });
    expect(quotes.map((q) => q.quote_id)).toEqual(before);
  });
});

describe("markedQuotes", () => {
  it("marks the cheapest and the top rated among all quotes", () => {
    const quotes = [
      quote("a", 1500, ["discounts"]),
      quote("b", 1200, []),
      quote("c", 1800, ["discounts", "endorsements"]),
    ];
    expect(markedQuotes(quotes)).toEqual({ cheapest: "b", topRated: "c" });
  });

  it("gives a rating tie to the cheaper", () => {
    expect(markedQuotes([quote("a", 1500, ["discounts"]), quote("b", 1400, ["endorsements"])]).topRated).toBe("b");
  });

  it("marks no top rated when no quote earns a point, and nothing on a lone quote", () => {
    expect(markedQuotes([quote("a", 1500, []), quote("b", 1400, ["broker_help"], 0)])).toEqual({
      cheapest: "b",
      topRated: null,
    });
    expect(markedQuotes([quote("a", 1500, ["discounts"])])).toEqual({ cheapest: null, topRated: null });
  });
});

describe("offeredTags", () => {
  it("lists the tags any quote offers, in the vocabulary's order", () => {
    expect(offeredTags([quote("a", 1, ["endorsements"]), quote("b", 1, ["discounts", "claims_any_time"])])).toEqual([
      "claims_any_time",
      "discounts",
      "endorsements",
    ]);
  });
});
