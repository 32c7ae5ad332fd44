/**
 * The English message catalogue. Every user-facing string lives here so another language can be
 * added as a sibling catalogue with the same keys. Placeholders are written {name}.
 */
export const MESSAGES_EN = {
  "site.tagline": "Compare Car Insurance Quotes in 60 Seconds",
  "site.defaultDescription":
    "Compare car, home, travel and business insurance estimates from licensed Canadian providers in about a minute. Free, no spam, no phone number needed.",
  "site.skipToContent": "Skip to main content",

  "nav.primaryLabel": "Main",
  "nav.home": "Home",
  "nav.getQuotes": "Get Quotes",
  "nav.blog": "Blog",
  "nav.policyAnalyzer": "Policy Analyzer",
  "nav.faq": "FAQ",
  "nav.contact": "Contact",
  "nav.openMenu": "Open menu",
  "nav.closeMenu": "Close menu",
  "nav.logoLabel": "{brand} home",

  "footer.about":
    "{brand} compares insurance estimates from licensed Canadian providers. We're not a broker: we connect you with licensed providers and may earn a commission when you continue with one.",
  "footer.groupSite": "Site",
  "footer.groupInsurance": "Insurance Types",
  "footer.groupCompany": "Company",
  "footer.groupLegal": "Legal",
  "footer.carInsurance": "Car Insurance",
  "footer.homeInsurance": "Home Insurance",
  "footer.travelInsurance": "Travel Insurance",
  "footer.businessInsurance": "Business Insurance",
  "footer.lifeInsurance": "Life Insurance",
  "footer.aboutUs": "About Us",
  "footer.howItWorks": "How It Works",
  "footer.whyChoose": "Why Choose {brand}",
  "footer.partners": "Partners",
  "footer.privacy": "Privacy Policy",
  "footer.terms": "Terms of Use",
  "footer.disclaimer": "Disclaimer",
  "footer.supportLabel": "Support",
  "footer.copyright": "© {year} {brand}. All rights reserved.",

  "company.notFoundTitle": "Page Not Found",
  "company.notFoundMessage": "The page you're looking for doesn't exist.",
  "company.goHome": "Go Home",
  "company.defaultCtaButton": "Get Your Free Quote",

  "legal.lastUpdated": "Last updated: {date}",

  "notFound.title": "Page Not Found",
  "notFound.heading": "We couldn't find that page",
  "notFound.message": "The page you're looking for doesn't exist or has moved. These pages might help:",
  "notFound.goHome": "Go to the home page",

  "error.title": "Something went wrong",
  "error.message": "Sorry, this page could not be shown. Please try again in a moment.",
  "error.tryAgain": "Reload the page",
  "error.unavailableTitle": "We'll be right back",
  "error.unavailableMessage":
    "QuoteMaple is temporarily unavailable. Please try again in a minute. Nothing you entered has been lost.",

  "breadcrumb.label": "Breadcrumb",
  "breadcrumb.home": "Home",

  "api.notFound": "No API endpoint at {path}.",
  "api.methodNotAllowed": "{method} is not allowed on {path}. Allowed: {allowed}.",
  "api.malformedJson": "The request body is not valid JSON.",
  "api.expectedJson": "Send the request body as JSON (Content-Type: application/json).",
  "api.validationFailed": "Some fields are missing or invalid.",
  "api.payloadTooLarge": "The request body is larger than the {limit} this endpoint accepts.",
  "api.rateLimited": "Too many requests. Please wait {seconds} seconds and try again.",
  "api.internal": "Something went wrong on our side. Please try again.",
  "api.unavailable": "The service is temporarily unavailable. Please try again shortly.",
} as const;

export type MessageKey = keyof typeof MESSAGES_EN;
export type Messages = Record<MessageKey, string>;
