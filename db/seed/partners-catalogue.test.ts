import { describe, expect, it } from "vitest";
import { estimatePremium } from "../../core/pricing/estimate-premium";
import { featuresFor, quotePartners, toPartnerProfile, type PartnerProfile } from "../../core/pricing/partners";
import { CURRENT_CAR_RATE_TABLE } from "../../core/pricing/rate-table-registry";
import { planPricing, type CatalogPartner } from "../../core/pricing/price-quote-form";
import { CURRENT_HOME_RATE_TABLE } from "../../core/pricing/rate-table-registry";
import { CATEGORY_SLUGS } from "../../core/shared/insurance-categories";
import { PROVINCE_CODES } from "../../core/shared/provinces";
import type { QuoteRequest } from "../../core/shared/quote-request";
import { PROVINCE_PLACES } from "../../tests/helpers/quote-forms";
import { partnerSeedSchema, readPartnerSeeds } from "./seed-content";

const catalogue: PartnerProfile[] = readPartnerSeeds().map((seed) =>
  toPartnerProfile({ ...seed, appetite: seed.appetite, pricePosture: seed.price_posture }),
);

function driver(province: (typeof PROVINCE_CODES)[number], accidents: number, yearsLicensed = 12): QuoteRequest {
  return {
    region: { country: "CA", province },
    vehicle: { year: 2019, make: "Kia", model: "Soul" },
    driver: { years_licensed: yearsLicensed, tickets_last_3y: 0, accidents_last_6y: accidents },
    coverage: { liability_limit: 1000000, collision: true, comprehensive: true, deductible: 500 },
  };
}

describe("the seeded partner catalogue", () => {
  it("has at least eight clearly fictional partners", () => {
    expect(catalogue.length).toBeGreaterThanOrEqual(8);
    for (const partner of catalogue) expect(partner.name).toMatch(/\(fictional\)$/);
  });

  it.each(PROVINCE_CODES)(
    "gives a clean driver in %s at least two quotes and a high-risk driver at least one",
    (province) => {
      const clean = driver(province, 0);
      expect(
        quotePartners(clean, estimatePremium(clean, CURRENT_CAR_RATE_TABLE, { currentYear: 2026 }), catalogue, {
          age: 35,
          currentYear: 2026,
        }).length,
      ).toBeGreaterThanOrEqual(2);
      const risky = driver(province, 3);
      expect(
        quotePartners(risky, estimatePremium(risky, CURRENT_CAR_RATE_TABLE, { currentYear: 2026 }), catalogue, {
          age: 35,
          currentYear: 2026,
        }).length,
      ).toBeGreaterThanOrEqual(1);
      const newDriver = driver(province, 0, 1);
      expect(
        quotePartners(newDriver, estimatePremium(newDriver, CURRENT_CAR_RATE_TABLE, { currentYear: 2026 }), catalogue, {
          age: 35,
          currentYear: 2026,
        }).length,
      ).toBeGreaterThanOrEqual(1);
    },
  );
});

describe("the catalogue's appetites (issue 24)", () => {
  const experiencedClean: QuoteRequest = {
    region: { country: "CA", province: "ON" },
    vehicle: { year: 2022, make: "Honda", model: "Civic" },
    driver: { years_licensed: 17, tickets_last_3y: 0, accidents_last_6y: 0 },
    coverage: { liability_limit: 1000000, collision: true, comprehensive: true, deductible: 500 },
  };

  it.each(PROVINCE_CODES)(
    "offers a 35-year-old licensed 17 years with a clean record in %s neither the young-driver nor the non-standard product",
    (province) => {
      const request = { ...experiencedClean, region: { country: "CA" as const, province } };
      const quoted = quotePartners(
        request,
        estimatePremium(request, CURRENT_CAR_RATE_TABLE, { currentYear: 2026 }),
        catalogue,
        {
          age: 35,
          currentYear: 2026,
        },
      ).map((quote) => quote.partner_id);
      expect(quoted).not.toContain("aurora-young-drivers");
      expect(quoted).not.toContain("keystone-nonstandard");
      expect(quoted.length).toBeGreaterThanOrEqual(2);
    },
  );

  it("offers the young-driver product to a driver licensed two years, and the non-standard one to two accidents", () => {
    const young = { ...experiencedClean, driver: { ...experiencedClean.driver, years_licensed: 2 } };
    const quote = (request: QuoteRequest, age: number) =>
      quotePartners(request, estimatePremium(request, CURRENT_CAR_RATE_TABLE, { currentYear: 2026 }), catalogue, {
        age,
        currentYear: 2026,
      }).map((each) => each.partner_id);
    expect(quote(young, 19)).toContain("aurora-young-drivers");
    const twoAccidents = { ...experiencedClean, driver: { ...experiencedClean.driver, accidents_last_6y: 2 } };
    expect(quote(twoAccidents, 35)).toContain("keystone-nonstandard");
  });
});

describe("the catalogue's features (issue 24)", () => {
  const CAR_WORDS = /\b(OPCF|SEF|winter tire|multi-vehicle|vehicle|driver|accident forgiveness|usage-based)\b/i;

  it("describes each line a partner writes with that line's own features, in both languages", () => {
    for (const language of ["en", "fr"] as const) {
      for (const seed of readPartnerSeeds(language)) {
        expect(Object.keys(seed.features).sort()).toEqual([...seed.lines].sort());
      }
    }
  });

  it("lists no car feature on a home, travel, business or life product", () => {
    for (const partner of catalogue) {
      for (const line of ["home", "travel", "business", "life"] as const) {
        for (const feature of featuresFor(partner, line)) expect(feature).not.toMatch(CAR_WORDS);
      }
    }
  });

  it("has as many French features as English ones for every line, so each pairs with its translation", () => {
    const french = new Map(readPartnerSeeds("fr").map((seed) => [seed.id, seed]));
    for (const seed of readPartnerSeeds()) {
      for (const line of seed.lines) {
        expect(french.get(seed.id)?.features[line]?.length).toBe(seed.features[line]?.length);
      }
    }
  });
});

describe("the catalogue's feature tags (decision 0045)", () => {
  it("tags only lines a partner writes", () => {
    for (const seed of readPartnerSeeds()) {
      for (const line of Object.keys(seed.feature_tags)) expect(seed.lines).toContain(line);
    }
  });

  it("refuses a tag outside the vocabulary and tags for a line the partner does not write", () => {
    const seed = readPartnerSeeds().find((partner) => partner.id === "maplewood-assurance")!;
    expect(seed.lines).not.toContain("life");
    const base = { ...seed, feature_tags: { car: ["discounts"] } };
    expect(partnerSeedSchema.safeParse(base).success).toBe(true);
    expect(partnerSeedSchema.safeParse({ ...base, feature_tags: { car: ["free_money"] } }).success).toBe(false);
    expect(partnerSeedSchema.safeParse({ ...base, feature_tags: { life: ["discounts"] } }).success).toBe(false);
  });
});

describe("every line the site offers, in every province (issue 24)", () => {
  const partners: CatalogPartner[] = readPartnerSeeds().map((seed) => ({
    ...toPartnerProfile({ ...seed, appetite: seed.appetite, pricePosture: seed.price_posture }),
    kind: seed.kind,
  }));
  const tables = { car: CURRENT_CAR_RATE_TABLE, home: CURRENT_HOME_RATE_TABLE, currentYear: 2026 };

  it.each(CATEGORY_SLUGS.flatMap((line) => PROVINCE_CODES.map((province) => [line, province] as const)))(
    "finds a partner for %s in %s",
    (line, province) => {
      const plan = planPricing(
        {
          category: line,
          province,
          car: line === "car" ? driver(province, 0) : null,
          home:
            line === "home"
              ? {
                  province,
                  postal_fsa: PROVINCE_PLACES[province].postalCode.slice(0, 3),
                  city: PROVINCE_PLACES[province].city,
                  home_age: 20,
                }
              : null,
          driverAge: 35,
        },
        partners,
        tables,
      );
      const found = plan.kind === "priced" ? plan.quotes.length + plan.httpPartners.length : plan.referrals.length;
      expect(found).toBeGreaterThan(0);
    },
  );
});
