import { registerMessages } from "../registry";

/**
 * The hand-off page: what would be sent to the partner a visitor chose.
 */
export const HANDOFF_MESSAGES = {
  "handoff.metaTitle": "Continue with {partner} | QuoteMaple",
  "handoff.title": "Continue with {partner}",
  "handoff.intro":
    "{partner} is a fictional partner that shows how a hand-off works. With a real partner you would now continue on its website, which receives the details below. Nothing has been sent.",
  "handoff.sentTitle": "What we would send",
  "handoff.quoteTitle": "The quote you chose",
  "handoff.bundle.bundle":
    "Home and car together: car {car} and home {home} a year, after its {percent}% bundle discount ({saving} saved against buying them separately).",
  "handoff.bundle.separate": "Home and car, priced separately (no bundle discount): car {car} and home {home} a year.",
  "handoff.bundle.carOnly":
    "This price is for the car only: this partner does not write home insurance here. Your home was priced separately with {partner} ({home} a year).",
  "handoff.bundle.carOnlyNoHome": "This price is for the car only: no partner writes home insurance here.",
  "handoff.premium": "{annual} per year ({monthly}/month)",
  "handoff.referral": "No price yet: the partner quotes you directly.",
  "handoff.reference": "Your reference: {reference}",
  "handoff.noTransfer": "Choose a quote on your results to see what we would send {partner}.",
  "handoff.back": "Back to my quotes",
  "handoff.getQuotes": "Get quotes",
  "handoff.notFoundTitle": "Partner not found",
  "handoff.notFoundMessage": "We don't work with a partner at this address.",
  "handoff.field.province": "Province",
  "handoff.field.city": "City",
  "handoff.field.postalCode": "Postal code",
  "handoff.field.age": "Age",
  "handoff.field.vehicle": "Vehicle",
  "handoff.field.yearsLicensed": "Years licensed",
  "handoff.field.tickets": "Tickets in 3 years",
  "handoff.field.accidents": "Accidents in 6 years",
  "handoff.field.homeAge": "Age of the home",
} as const;

registerMessages("en", HANDOFF_MESSAGES, "handoff");
