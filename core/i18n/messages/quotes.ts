import { registerMessages } from "../registry";

/**
 * The quote page: its titles, the wizard around its steps and the first step's questions (what a visitor
 * sees before answering anything).
 */
export const QUOTES_MESSAGES = {
  "quotes.metaTitle": "Compare Insurance Quotes in 60 Seconds | QuoteMaple",
  "quotes.metaDescription":
    "Answer a few questions and compare car and home insurance estimates from licensed Canadian partners, with the reasons behind each price.",
  "quotes.resultsMetaTitle": "Your Insurance Quotes | QuoteMaple",
  "quotes.breadcrumb": "Get Quotes",
  "quotes.breadcrumbLearn": "Learn",
  "quotes.breadcrumbBlog": "Blog",
  "quotes.title": "Compare quotes in about 60 seconds",
  "quotes.subtitle": "A few questions, then estimates from licensed Canadian partners. No sign-up, no spam.",
  "quotes.wizardLabel": "Quote questions",
  "quotes.stepOf": "Step {step} of {total}",
  "quotes.reviewStep": "Review",
  "quotes.reviewIntro": "Check your answers before we ask our partners for quotes.",
  "quotes.step.type": "What would you like to insure?",
  "quotes.step.vehicle": "Tell us about your vehicle",
  "quotes.step.driver": "About you and your driving",
  "quotes.step.details": "About you",
  "quotes.step.homeDetails": "About your home",
  "quotes.step.consent": "Your consent",
  "quotes.step.review": "Review Your Information",
  "quotes.field.category": "Insurance type",
  "quotes.field.province": "Province",
  "quotes.field.provinceChoose": "Choose your province",
  "quotes.field.city": "City or town",
  "quotes.field.cityHintCar": "Where the car is kept most of the time.",
  "quotes.field.cityHintHome": "Where the home is.",
  "quotes.field.cityHintOther": "Where you live.",
  "quotes.chatInstead": "Prefer to chat?",
  "quotes.continue": "Continue",
  "quotes.back": "Back",
  "quotes.viewQuotes": "View My Quotes",
  "quotes.processing": "Processing...",
  "quotes.fixErrors": "Please check the highlighted answers.",
  "quotes.failed": "Something went wrong. Please try again.",
  "quotes.draftLost":
    "Your earlier answers were not kept (this browser may refuse cookies, or a day has passed). Please start again here.",
} as const;

registerMessages("en", QUOTES_MESSAGES, "quotes");
