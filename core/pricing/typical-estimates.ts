import { MAJOR_CITIES, type MajorCity } from "../shared/major-cities";
import { PROVINCE_CODES, findProvinceByCode, type ProvinceCode } from "../shared/provinces";
import type { HomeRequest } from "../shared/quote-form-fields";
import type { QuoteRequest } from "../shared/quote-request";
import { estimateHomePremium } from "./estimate-home";
import { estimatePremium } from "./estimate-premium";
import type { PricingTables } from "./price-quote-form";
import { CAR_REFERENCE, HIGH_THEFT_EXAMPLE, HOME_REFERENCE, type PricedLine } from "./reference-profiles";

/**
 * The figures of the comparison pages (issue 24): what the pricing engine estimates, with whichever
 * rate tables are current, for a stated reference profile in each province and each city it prices
 * apart, and how much each usual change to that profile moves the estimate. Pure: the tables come in.
 */

/** An estimate and the engine's honest range around it, in whole dollars a year. */
export interface TypicalEstimate {
  annual: number;
  low: number;
  high: number;
}

export interface ProvinceEstimate {
  province: ProvinceCode;
  estimate: TypicalEstimate;
  /** BC, MB and SK: only the optional layer above the public Basic plan is estimated. */
  optionalLayerOnly: boolean;
}

export interface CityEstimate {
  province: ProvinceCode;
  city: MajorCity;
  estimate: TypicalEstimate;
}

export type PriceMoverKey =
  | "yearsLicensed"
  | "accidents"
  | "tickets"
  | "highTheftModel"
  | "vehicleAge"
  | "ruralArea"
  | "deductible"
  | "liability"
  | "liabilityOnly"
  | "homeAge";

/** One change to the reference profile and what it does to the estimate in a province. */
export interface PriceMover {
  key: PriceMoverKey;
  /** The changed value (years, a count, dollars), or null when the change has none. */
  value: number | null;
  annual: number;
  /** Dollars a year against the reference estimate (negative: cheaper). */
  difference: number;
  /** The same as a whole percentage of the reference estimate. */
  percent: number;
}

export interface LineEstimates {
  line: PricedLine;
  rateTableVersion: string;
  /** The liability limit and deductible the figures assume (home: the table's own). */
  coverage: { liabilityLimit: number; deductible: number };
  provinces: ProvinceEstimate[];
}

function postalLetter(province: ProvinceCode): string {
  return findProvinceByCode(province)?.postalLetters[0] ?? "A";
}

/** The engine reads a postal area as rural when its second character is 0; any other is urban. */
const urbanFsa = (province: ProvinceCode) => `${postalLetter(province)}1A`;
const ruralFsa = (province: ProvinceCode) => `${postalLetter(province)}0A`;

function carReference(province: ProvinceCode, currentYear: number): QuoteRequest {
  return {
    region: { country: "CA", province },
    vehicle: {
      year: currentYear - CAR_REFERENCE.vehicleAgeYears,
      make: CAR_REFERENCE.make,
      model: CAR_REFERENCE.model,
    },
    driver: { years_licensed: CAR_REFERENCE.yearsLicensed, tickets_last_3y: 0, accidents_last_6y: 0 },
    coverage: {
      liability_limit: CAR_REFERENCE.liabilityLimit,
      collision: true,
      comprehensive: true,
      deductible: CAR_REFERENCE.deductible,
    },
  };
}

function homeReference(province: ProvinceCode): HomeRequest {
  return { province, postal_fsa: urbanFsa(province), city: "", home_age: HOME_REFERENCE.homeAgeYears };
}

function estimateCar(request: QuoteRequest, tables: PricingTables): TypicalEstimate & { optionalLayerOnly: boolean } {
  const estimate = estimatePremium(request, tables.car, { currentYear: tables.currentYear });
  return { annual: estimate.annual, ...estimate.range, optionalLayerOnly: estimate.optionalLayerOnly };
}

function estimateHome(request: HomeRequest, tables: PricingTables): TypicalEstimate {
  const estimate = estimateHomePremium(request, tables.home);
  return { annual: estimate.annual, ...estimate.range };
}

/** The reference profile's estimate in every province, in the order of the province list. */
export function typicalEstimates(line: PricedLine, tables: PricingTables): LineEstimates {
  if (line === "car") {
    return {
      line,
      rateTableVersion: tables.car.version,
      coverage: { liabilityLimit: CAR_REFERENCE.liabilityLimit, deductible: CAR_REFERENCE.deductible },
      provinces: PROVINCE_CODES.map((province) => {
        const { optionalLayerOnly, ...estimate } = estimateCar(carReference(province, tables.currentYear), tables);
        return { province, estimate, optionalLayerOnly };
      }),
    };
  }
  return {
    line,
    rateTableVersion: tables.home.version,
    coverage: { liabilityLimit: tables.home.liabilityLimit, deductible: tables.home.deductible },
    provinces: PROVINCE_CODES.map((province) => ({
      province,
      estimate: estimateHome(homeReference(province), tables),
      optionalLayerOnly: false,
    })),
  };
}

/**
 * The province's major cities that the engine prices apart from the rest of the province (each is
 * asked with the city named), most expensive first. A city the tables do not rate is left out: its
 * figure is the province's.
 */
export function cityEstimates(
  line: PricedLine,
  tables: PricingTables,
  province: ProvinceCode,
  cities: readonly MajorCity[] = MAJOR_CITIES[province],
): CityEstimate[] {
  const priced = cities.map((city) => ({
    province,
    city,
    estimate:
      line === "car"
        ? withoutLayer(
            estimateCar({ ...carReference(province, tables.currentYear), location: { city: city.en } }, tables),
          )
        : estimateHome({ ...homeReference(province), city: city.en }, tables),
  }));
  const reference =
    line === "car"
      ? estimateCar(carReference(province, tables.currentYear), tables).annual
      : estimateHome(homeReference(province), tables).annual;
  return priced
    .filter((entry) => entry.estimate.annual !== reference)
    .sort((a, b) => b.estimate.annual - a.estimate.annual || a.city.en.localeCompare(b.city.en));
}

function withoutLayer({ annual, low, high }: TypicalEstimate): TypicalEstimate {
  return { annual, low, high };
}

interface Variation<Request> {
  key: PriceMoverKey;
  value: number | null;
  apply: (request: Request, province: ProvinceCode, currentYear: number) => Request;
}

const CAR_VARIATIONS: readonly Variation<QuoteRequest>[] = [
  { key: "yearsLicensed", value: 2, apply: (r) => ({ ...r, driver: { ...r.driver, years_licensed: 2 } }) },
  { key: "accidents", value: 1, apply: (r) => ({ ...r, driver: { ...r.driver, accidents_last_6y: 1 } }) },
  { key: "tickets", value: 2, apply: (r) => ({ ...r, driver: { ...r.driver, tickets_last_3y: 2 } }) },
  {
    key: "highTheftModel",
    value: null,
    apply: (r) => ({ ...r, vehicle: { ...r.vehicle, ...HIGH_THEFT_EXAMPLE } }),
  },
  { key: "vehicleAge", value: 1, apply: (r, _p, year) => ({ ...r, vehicle: { ...r.vehicle, year: year - 1 } }) },
  { key: "vehicleAge", value: 12, apply: (r, _p, year) => ({ ...r, vehicle: { ...r.vehicle, year: year - 12 } }) },
  {
    key: "ruralArea",
    value: null,
    apply: (r, province) => ({ ...r, region: { ...r.region, postal_fsa: ruralFsa(province) } }),
  },
  { key: "deductible", value: 1000, apply: (r) => ({ ...r, coverage: { ...r.coverage, deductible: 1000 } }) },
  {
    key: "liability",
    value: 2_000_000,
    apply: (r) => ({ ...r, coverage: { ...r.coverage, liability_limit: 2_000_000 } }),
  },
  {
    key: "liabilityOnly",
    value: null,
    apply: (r) => ({ ...r, coverage: { ...r.coverage, collision: false, comprehensive: false } }),
  },
];

const HOME_VARIATIONS: readonly Variation<HomeRequest>[] = [
  { key: "homeAge", value: 5, apply: (r) => ({ ...r, home_age: 5 }) },
  { key: "homeAge", value: 35, apply: (r) => ({ ...r, home_age: 35 }) },
  { key: "homeAge", value: 60, apply: (r) => ({ ...r, home_age: 60 }) },
  { key: "ruralArea", value: null, apply: (r, province) => ({ ...r, postal_fsa: ruralFsa(province) }) },
];

function moversFrom<Request>(
  variations: readonly Variation<Request>[],
  reference: Request,
  price: (request: Request) => number,
  province: ProvinceCode,
  currentYear: number,
): PriceMover[] {
  const base = price(reference);
  return variations.flatMap((variation) => {
    const annual = price(variation.apply(reference, province, currentYear));
    const difference = annual - base;
    if (difference === 0) return [];
    const percent = base > 0 ? Math.round((difference / base) * 100) : 0;
    return [{ key: variation.key, value: variation.value, annual, difference, percent }];
  });
}

/**
 * What moves the estimate in a province: each usual change to the reference profile, priced by the
 * engine. A change that costs nothing there (collision that the public plan includes, a theft
 * rating the province does not use) is left out.
 */
export function priceMovers(line: PricedLine, tables: PricingTables, province: ProvinceCode): PriceMover[] {
  if (line === "car") {
    return moversFrom(
      CAR_VARIATIONS,
      carReference(province, tables.currentYear),
      (request) => estimateCar(request, tables).annual,
      province,
      tables.currentYear,
    );
  }
  return moversFrom(
    HOME_VARIATIONS,
    homeReference(province),
    (request) => estimateHome(request, tables).annual,
    province,
    tables.currentYear,
  );
}
