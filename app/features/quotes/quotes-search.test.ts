import { describe, expect, it } from "vitest";
import { PROVINCES } from "../../../core/shared/provinces";
import { ONTARIO_PREFILL_QUERY } from "../../../tests/fixtures/policies/prefill";
import { canonicalQuotesQuery, parseQuotesSearch } from "./quotes-search";

const parse = (query: Record<string, string>) => parseQuotesSearch(new URLSearchParams(query));

describe("parseQuotesSearch", () => {
  it("reads nothing from an empty query", () => {
    expect(parse({})).toEqual({
      category: null,
      province: null,
      from: null,
      blog: null,
      session: null,
      prefill: {},
      coverage: null,
      renewalMonth: null,
    });
  });

  it("reads every parameter of a full query", () => {
    expect(
      parseQuotesSearch(
        new URLSearchParams("category=home&province=BC&from=blog&blog=first-time-buyers&session=abc-123"),
      ),
    ).toEqual({
      category: "home",
      province: "BC",
      from: "blog",
      blog: "first-time-buyers",
      session: "abc-123",
      prefill: {},
      coverage: null,
      renewalMonth: null,
    });
  });

  it("carries answers and coverage in from the policy analyzer, and drops what is malformed", () => {
    // The analyzer's link, with the postal code in lower case (read formatted) and comprehensive declined.
    const search = parse({ ...ONTARIO_PREFILL_QUERY, postalCode: "m4c 1b5", comprehensive: "false" });
    expect(search.from).toBe("policy");
    expect(search.prefill).toEqual({
      city: "Toronto",
      postalCode: "M4C 1B5",
      vehicleYear: "2021",
      vehicleMake: "Toyota",
      vehicleModel: "RAV4",
    });
    expect(search.coverage).toEqual({
      liabilityLimit: "1000000",
      deductible: 1000,
      collision: true,
      comprehensive: false,
    });
    expect(parse({ vehicleYear: "21", postalCode: "12345", city: "x".repeat(81) }).prefill).toEqual({});
    expect(
      parse({ liabilityLimit: "750000", deductible: "1000", collision: "true", comprehensive: "true" }).coverage,
    ).toBeNull();
    expect(
      parse({ liabilityLimit: "1000000", deductible: "1000", collision: "yes", comprehensive: "true" }).coverage,
    ).toBeNull();
  });

  describe("category", () => {
    it.each(["car", "home", "travel", "business", "life"])("accepts %s", (category) => {
      expect(parse({ category }).category).toBe(category);
    });

    it.each(["", "auto", "Car", "CAR", "pet", " car", "car "])("ignores %j", (category) => {
      expect(parse({ category }).category).toBeNull();
    });
  });

  describe("province", () => {
    it("takes a landing-page slug", () => {
      expect(parse({ province: "ontario-auto-insurance-quote" }).province).toBe("ON");
      expect(parse({ province: "quebec-car-insurance-quote" }).province).toBe("QC");
    });

    it.each(PROVINCES.map((province) => [province.slug, province.code]))("maps the slug %s to %s", (slug, code) => {
      expect(parse({ province: slug }).province).toBe(code);
    });

    it("takes a code in any case", () => {
      expect(parse({ province: "qc" }).province).toBe("QC");
      expect(parse({ province: "QC" }).province).toBe("QC");
      expect(parse({ province: "Qc" }).province).toBe("QC");
      expect(parse({ province: "on" }).province).toBe("ON");
    });

    it.each(["", "XX", "YT", "NU", "NT", "ontario", "quebec-car-insurance", "Q"])("ignores %j", (province) => {
      expect(parse({ province }).province).toBeNull();
    });
  });

  describe("from", () => {
    it.each(["home", "province", "blog", "learn", "compare", "assistant", "direct"])("accepts %s", (from) => {
      expect(parse({ from }).from).toBe(from);
    });

    it.each(["", "google", "Blog", "newsletter"])("ignores %j", (from) => {
      expect(parse({ from }).from).toBeNull();
    });
  });

  describe("blog", () => {
    it("accepts a lowercase slug", () => {
      expect(parse({ blog: "how-car-insurance-premiums-are-calculated-in-canada" }).blog).toBe(
        "how-car-insurance-premiums-are-calculated-in-canada",
      );
      expect(parse({ blog: "a1" }).blog).toBe("a1");
    });

    it("accepts a slug of exactly 200 characters", () => {
      const slug = "a".repeat(200);
      expect(parse({ blog: slug }).blog).toBe(slug);
    });

    it.each([
      ["a path", "../x"],
      ["uppercase", "How-To"],
      ["a leading hyphen", "-x"],
      ["a trailing hyphen", "x-"],
      ["a double hyphen", "a--b"],
      ["a slash", "a/b"],
      ["a space", "a b"],
      ["an empty value", ""],
      ["over 200 characters", "a".repeat(201)],
    ])("rejects %s", (_label, blog) => {
      expect(parse({ blog }).blog).toBeNull();
    });
  });

  describe("session", () => {
    it("passes a session id of up to 64 characters", () => {
      expect(parse({ session: "3f1c2b9e-8d4a-4f6b-9a7e-1c2d3e4f5a6b" }).session).toBe(
        "3f1c2b9e-8d4a-4f6b-9a7e-1c2d3e4f5a6b",
      );
      expect(parse({ session: "s".repeat(64) }).session).toBe("s".repeat(64));
    });

    it("drops a longer or empty session id", () => {
      expect(parse({ session: "s".repeat(65) }).session).toBeNull();
      expect(parse({ session: "" }).session).toBeNull();
    });
  });
});

describe("canonicalQuotesQuery", () => {
  const canonical = (query: string) => canonicalQuotesQuery(new URLSearchParams(query));

  it("moves every other spelling of a line to its slug and keeps the rest of the query", () => {
    expect(canonical("category=home-insurance")).toBe("category=home");
    expect(canonical("category=Car-Insurance&province=on&from=learn")).toBe("category=car&province=on&from=learn");
    expect(canonical("category=HOME")).toBe("category=home");
    expect(canonical("category=assurance-habitation")).toBe("category=home");
    expect(canonical("category=voyage&city=Laval")).toBe("category=travel&city=Laval");
  });

  it("leaves a canonical or unknown category alone", () => {
    expect(canonical("category=home&province=on")).toBeNull();
    expect(canonical("province=on")).toBeNull();
    expect(canonical("category=pet-insurance")).toBeNull();
    expect(canonical("session=abc")).toBeNull();
  });
});

describe("the renewal month carried from the policy analyzer (decision 0062)", () => {
  it("keeps a year and a month, and ignores anything else", () => {
    expect(parse({ renewalMonth: "2027-03" }).renewalMonth).toBe("2027-03");
    for (const bad of ["2027-13", "2027-3", "March", "2027-03-15", ""]) {
      expect(parse({ renewalMonth: bad }).renewalMonth, bad).toBeNull();
    }
    expect(parse({}).renewalMonth).toBeNull();
  });
});
