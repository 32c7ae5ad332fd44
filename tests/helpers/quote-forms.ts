import { EMPTY_DRAFT, type WizardDraft } from "../../core/shared/quote-draft";
import type { QuoteFormInput } from "../../core/shared/quote-form";
import type { ProvinceCode } from "../../core/shared/provinces";
import type { QuoteRequest } from "../../core/shared/quote-request";

/** A city and a postal code in each province, for tests that go through every province. */
export const PROVINCE_PLACES = {
  ON: { city: "Toronto", postalCode: "M5V 2T6" },
  BC: { city: "Vancouver", postalCode: "V6B 1A1" },
  AB: { city: "Calgary", postalCode: "T2P 1J9" },
  QC: { city: "Montréal", postalCode: "H2X 1Y4" },
  MB: { city: "Winnipeg", postalCode: "R3C 4T3" },
  SK: { city: "Regina", postalCode: "S4P 3Y2" },
  NS: { city: "Halifax", postalCode: "B3H 1A1" },
  NB: { city: "Moncton", postalCode: "E1C 4M3" },
  NL: { city: "St. John's", postalCode: "A1C 5M2" },
  PE: { city: "Charlottetown", postalCode: "C1A 4P3" },
} as const satisfies Record<ProvinceCode, { city: string; postalCode: string }>;

/** Where the example requests are from: downtown Toronto. */
const TORONTO = { province: "ON", city: "Toronto", postalCode: "M5V 2T6" } as const;

/**
 * The spec's example car request, as the wizard sends it to POST /api/session/start: a clean,
 * experienced Toronto driver with a 2021 RAV4 and our default coverage. Tests override what they vary.
 */
export function carQuoteForm(overrides: Partial<QuoteFormInput> = {}): QuoteFormInput {
  return {
    category: "car",
    productType: "auto",
    ...TORONTO,
    vehicleYear: 2021,
    vehicleMake: "Toyota",
    vehicleModel: "RAV4",
    driverAge: 35,
    yearsLicensed: 12,
    ticketsLast3y: 0,
    accidentsLast6y: 0,
    consentDataSharing: true,
    ...overrides,
  };
}

/** The pricing request carQuoteForm becomes once validated (no trim, default coverage). */
export function carQuoteRequest(): QuoteRequest {
  return {
    region: { country: "CA", province: "ON", postal_fsa: "M5V" },
    location: { city: "Toronto" },
    vehicle: { year: 2021, make: "Toyota", model: "RAV4" },
    driver: { years_licensed: 12, tickets_last_3y: 0, accidents_last_6y: 0 },
    coverage: { liability_limit: 1_000_000, collision: true, comprehensive: true, deductible: 500 },
  };
}

/**
 * Home and car together (issue 25): the example car with the 30-year-old home at the same Toronto
 * address, as POST /api/session/start takes it (the home part beside the car's fields).
 */
export function bundleQuoteForm(overrides: Partial<QuoteFormInput> = {}): QuoteFormInput {
  return carQuoteForm({ home: { homeAge: 30 }, ...overrides });
}

/** A valid home request: a 30-year-old home in Toronto. */
export function homeQuoteForm(overrides: Partial<QuoteFormInput> = {}): QuoteFormInput {
  return { category: "home", productType: "home", ...TORONTO, homeAge: 30, consentDataSharing: true, ...overrides };
}

/** A valid travel request, a line we refer rather than price: it asks only the visitor's age. */
export function travelQuoteForm(overrides: Partial<QuoteFormInput> = {}): QuoteFormInput {
  return { category: "travel", productType: "auto", ...TORONTO, driverAge: 35, consentDataSharing: true, ...overrides };
}

/**
 * The car request of carQuoteForm as the visitor types it into the wizard (text, no trim, only the
 * data-sharing consent): toRequestBody turns it into that request.
 */
export function carWizardDraft(overrides: Partial<WizardDraft> = {}): WizardDraft {
  return {
    ...EMPTY_DRAFT,
    category: "car",
    ...TORONTO,
    vehicleYear: "2021",
    vehicleMake: "Toyota",
    vehicleModel: "RAV4",
    driverAge: "35",
    yearsLicensed: "12",
    ticketsLast3y: "0",
    accidentsLast6y: "0",
    consentDataSharing: true,
    ...overrides,
  };
}

/**
 * A household of two (issue 25), as POST /api/session/start takes it: a parent licensed 29 years who
 * commutes in a 2022 CR-V, and a 19-year-old licensed 3 years with one ticket who drives a 2016
 * Mazda3 for pleasure; both cars on winter tires, in Toronto.
 */
export function householdQuoteForm(overrides: Partial<QuoteFormInput> = {}): QuoteFormInput {
  return {
    category: "car",
    productType: "auto",
    ...TORONTO,
    drivers: [
      { age: 47, yearsLicensed: 29, ticketsLast3y: 0, accidentsLast6y: 0 },
      { age: 19, yearsLicensed: 3, ticketsLast3y: 1, accidentsLast6y: 0 },
    ],
    vehicles: [
      {
        year: 2022,
        make: "Honda",
        model: "CR-V",
        trim: "EX",
        use: "commute",
        commuteKm: 22,
        winterTires: true,
        principalDriver: 0,
      },
      { year: 2016, make: "Mazda", model: "3", trim: "GS", use: "pleasure", winterTires: true, principalDriver: 1 },
    ],
    consentDataSharing: true,
    ...overrides,
  };
}
