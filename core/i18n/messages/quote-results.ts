import { registerMessages } from "../registry";

/**
 * The results screen (and its not-found panel), and the pricing factors the server words for it.
 */
export const QUOTE_RESULTS_MESSAGES = {
  "pricing.factor.yearsLicensed": "Licensed {years} years: experience lowers the risk insurers price in",
  "pricing.factor.accidents": "{count} at-fault accidents in the last 6 years",
  "pricing.factor.tickets": "{count} tickets (convictions) in the last 3 years",
  "pricing.factor.city": "Where you live: {city} is its own rating territory",
  "pricing.factor.rural": "Rural postal area {fsa}: fewer claims than in cities",
  "pricing.factor.liability": "Liability limit of ${limit}",
  "pricing.factor.deductible": "${deductible} deductible on collision and comprehensive",
  "pricing.factor.vehicleAge": "Vehicle age ({age} years) changes what repairs and a replacement would cost",
  "pricing.factor.homeAge": "A home built {age} years ago: older roofs, wiring and plumbing mean more claims",
  "pricing.factor.homeRural": "Rural postal area {fsa}: farther from fire halls and hydrants",
  "pricing.factor.partner": "{partner}'s own pricing for this profile",
  "pricing.factor.highTheft": "The {model} is among the most stolen models, which raises comprehensive",
  "quoteResults.title": "Your {category} quotes",
  "quoteResults.count": "{count} estimates from licensed partners in {province}, cheapest first.",
  "quoteResults.countOne": "1 estimate from a licensed partner in {province}.",
  "quoteResults.searched":
    "We asked the {count} partners in our catalogue that write {category} insurance in {province}.",
  "quoteResults.declinedOne": "1 partner doesn't insure this profile",
  "quoteResults.declined": "{count} partners don't insure this profile",
  "quoteResults.searchedOne": "We asked the 1 partner in our catalogue that writes {category} insurance in {province}.",
  "quoteResults.unanswered": "{count} did not answer.",
  "quoteResults.unansweredOne": "1 did not answer.",
  "quoteResults.decline.age": "doesn't insure drivers of this age",
  "quoteResults.decline.experience": "asks for more years licensed",
  "quoteResults.decline.new_drivers_only": "insures only drivers licensed under five years",
  "quoteResults.decline.accidents": "doesn't accept this many at-fault accidents",
  "quoteResults.decline.tickets": "doesn't accept this many tickets",
  "quoteResults.decline.high_risk": "doesn't insure drivers with three or more at-fault accidents",
  "quoteResults.decline.record_required": "insures only drivers with several accidents or tickets",
  "quoteResults.decline.vehicle_age": "doesn't insure a vehicle this old",
  "quoteResults.saving": "Save up to {amount} a year by comparing",
  "quoteResults.estimateNote":
    "These are estimates from our {year} rate tables, built from public averages, not offers. The partner confirms your final price after checking your driving record and details, and it may vary.",
  "quoteResults.homeEstimateNote":
    "These are rough estimates from our {year} home rate table for a detached, owner-occupied home with $1,000,000 liability and a $1,000 deductible. The partner confirms your price after asking about the home itself.",
  "quoteResults.range": "Drivers with a profile like yours typically pay between {low} and {high} a year here.",
  "quoteResults.homeRange": "Homes like yours typically cost between {low} and {high} a year to insure.",
  "quoteResults.optionalLayer":
    "In {province} basic coverage comes from the public insurer. These prices are for the optional coverage that private partners sell on top of it, not the whole premium.",
  "quoteResults.optionalAccidentBenefits":
    "Since 1 July 2026, Ontario accident benefits other than medical, rehabilitation and attendant care are optional. These estimates include them, as before; the partner tells you what leaving any of them out would change.",
  "quoteResults.mandatoryPhysical":
    "In Manitoba collision and comprehensive are part of the public Autopac plan, so they can't be switched off here.",
  "quoteResults.highRisk":
    "With three or more at-fault accidents, only partners that specialise in higher-risk drivers quote online. We show you those rather than nothing.",
  "quoteResults.why": "Why this price",
  "quoteResults.perYear": "per year",
  "quoteResults.perMonth": "or {amount}/month",
  "quoteResults.features": "What's included",
  "quoteResults.choose": "Continue with {partner}",
  "quoteResults.chooseShort": "Choose",
  "quoteResults.cheapest": "Lowest price",
  "quoteResults.none":
    "None of our partners quotes this profile online. Speak with a licensed broker in your province, or contact us and we'll point you to one.",
  "quoteResults.contactUs": "Contact us",
  "quoteResults.adjust": "Adjust your coverage",
  "quoteResults.adjustHint": "Prices update as soon as you change an option.",
  "quoteResults.adjustHintForm": "Choose your options, then update the prices.",
  "quoteResults.applyCoverage": "Update prices",
  "quoteResults.updating": "Updating prices…",
  "quoteResults.updated": "Prices updated.",
  "quoteResults.share": "Bookmark this page to come back to these quotes.",
  "quoteResults.yourData": "Your data: get a copy or delete it",
  "quoteResults.sharedNotice":
    "These estimates were shared with you. The details of the person who asked for them (where they live, the vehicle, the driving record) are shown only in their own browser, and only they can go on to a provider.",
  "quoteResults.getOwn": "Get my own quotes",
  "quoteResults.sharedFooter": "Estimates shared from another browser.",
  "quoteResults.referralTitle": "{category} partners in {province}",
  "quoteResults.referralIntro":
    "We don't estimate {category} prices ourselves. These licensed partners write it in {province}: continue with the one you prefer and they will quote you directly.",
  "quoteResults.referralNone": "None of our partners writes {category} in {province} yet.",
  "quoteResults.coverage.liability": "Liability",
  "quoteResults.coverage.deductible": "Deductible",
  "quoteResults.coverage.collision": "Collision",
  "quoteResults.coverage.comprehensive": "Comprehensive",
  "quoteResults.startOver": "Start a new quote",
  "quoteResults.notFoundTitle": "We couldn't find those quotes",
  "quoteResults.notFoundMessage":
    "The link may be incomplete, or the quotes were removed. Start a new quote: it takes about a minute.",
} as const;

registerMessages("en", QUOTE_RESULTS_MESSAGES, "quote-results");
