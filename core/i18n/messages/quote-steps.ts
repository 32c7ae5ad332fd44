import { registerMessages } from "../registry";

/**
 * The wizard's steps after the first: the vehicle, the driver and the home, the consents and the review
 * screen. Loaded with those steps, once the visitor starts on the form (decision 0033).
 */
export const QUOTE_STEPS_MESSAGES = {
  "quoteSteps.field.vehicleYear": "Year",
  "quoteSteps.field.vehicleYearChoose": "Choose a year",
  "quoteSteps.field.vehicleMake": "Make",
  "quoteSteps.field.vehicleMakePlaceholder": "e.g. Toyota",
  "quoteSteps.field.vehicleModel": "Model",
  "quoteSteps.field.vehicleModelPlaceholder": "e.g. RAV4",
  "quoteSteps.field.vehicleTrim": "Trim (optional)",
  "quoteSteps.field.driverAge": "Your age",
  "quoteSteps.field.postalCode": "Postal code",
  "quoteSteps.field.postalCodePlaceholder": "A1A 1A1",
  "quoteSteps.field.postalCodeHint": "Used to price your area; we never mail you.",
  "quoteSteps.field.yearsLicensed": "Years licensed",
  "quoteSteps.field.yearsLicensedHint": "Count from your first learner's licence (G1, Class 7 or equivalent).",
  "quoteSteps.field.tickets": "Tickets in the last 3 years",
  "quoteSteps.field.accidents": "At-fault accidents in the last 6 years",
  "quoteSteps.field.homeAge": "Age of the home (years)",
  "quoteSteps.field.homeAgeHint": "Years since it was built; 0 for a new build.",
  "quoteSteps.consent.dataSharingLabel": "Share my details with partners (required)",
  "quoteSteps.consent.contactLabel": "Contact me about insurance options (optional)",
  "quoteSteps.consent.privacy": "Read how we handle your information in our privacy policy.",
  "quoteSteps.edit": "Edit",
  "quoteSteps.review.location": "Location",
  "quoteSteps.review.vehicle": "Vehicle",
  "quoteSteps.review.driverHistory": "Driver History",
  "quoteSteps.review.coverage": "Coverage",
  "quoteSteps.review.about": "About you",
  "quoteSteps.review.home": "Your home",
  "quoteSteps.review.insuranceType": "Insurance type",
  "quoteSteps.review.province": "Province",
  "quoteSteps.review.postalArea": "Postal area",
  "quoteSteps.review.city": "City",
  "quoteSteps.review.year": "Year",
  "quoteSteps.review.make": "Make",
  "quoteSteps.review.model": "Model",
  "quoteSteps.review.age": "Age",
  "quoteSteps.review.yearsLicensed": "Years licensed",
  "quoteSteps.review.tickets": "Tickets in 3 years",
  "quoteSteps.review.accidents": "Accidents in 6 years",
  "quoteSteps.review.homeAge": "Age of the home",
  "quoteSteps.review.liability": "Liability",
  "quoteSteps.review.collision": "Collision",
  "quoteSteps.review.comprehensive": "Comprehensive",
  "quoteSteps.review.deductible": "Deductible",
  "quoteSteps.review.coverageNote":
    "Our defaults. You can change them on the results screen and prices update at once.",
  "quoteSteps.review.coverageFromPolicy":
    "Read from your current policy, so the quotes compare like with like. You can change it on the results screen.",
  "quoteSteps.yes": "Yes",
  "quoteSteps.no": "No",
} as const;

registerMessages("en", QUOTE_STEPS_MESSAGES, "quote-steps");
