import type { QuoteFormInput } from "../../core/shared/quote-form";

/**
 * The spec's example car request, as the wizard sends it to POST /api/session/start: a clean,
 * experienced Toronto driver with a 2021 RAV4 and our default coverage. Tests override what they vary.
 */
export function carQuoteForm(overrides: Partial<QuoteFormInput> = {}): QuoteFormInput {
  return {
    category: "car",
    productType: "auto",
    province: "ON",
    city: "Toronto",
    postalCode: "M5V 2T6",
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
