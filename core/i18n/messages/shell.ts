import { registerMessages } from "../registry";

/**
 * Copy of the site around every page (skip link, header, footer, breadcrumbs, error and not-found screens) and
 * of the legal, company and article-content blocks.
 */
export const SHELL_MESSAGES = {
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
  "footer.groupCompare": "Compare Prices",
  "footer.groupCompany": "Company",
  "footer.groupLegal": "Legal",
  "footer.carInsurance": "Car Insurance",
  "footer.homeInsurance": "Home Insurance",
  "footer.travelInsurance": "Travel Insurance",
  "footer.businessInsurance": "Business Insurance",
  "footer.lifeInsurance": "Life Insurance",
  "footer.compareCar": "Car insurance by province",
  "footer.compareHome": "Home insurance by province",
  "footer.compareTravel": "Travel insurance by province",
  "footer.compareBusiness": "Business insurance by province",
  "footer.compareLife": "Life insurance by province",
  "footer.aboutUs": "About Us",
  "footer.howItWorks": "How It Works",
  "footer.whyChoose": "Why Choose {brand}",
  "footer.partners": "Partners",
  "footer.privacy": "Privacy Policy",
  "footer.dataRequests": "Your Data Requests",
  "footer.terms": "Terms of Use",
  "footer.disclaimer": "Disclaimer",
  "footer.supportLabel": "Support",
  "footer.copyright": "© {year} {brand}. All rights reserved.",

  "company.notFoundTitle": "Page Not Found",
  "company.notFoundMessage": "The page you're looking for doesn't exist.",
  "company.goHome": "Go Home",
  "company.defaultCtaButton": "Get Your Free Quote",

  "legal.lastUpdated": "Last updated: {date}",

  "content.faqHeading": "Frequently Asked Questions",
  "content.calloutNote": "Note",
  "content.calloutTip": "Tip",
  "content.calloutDisclaimer": "Disclaimer",
  "content.table": "Table",
  "content.tableLabel": "Table: {columns}",

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
  "error.notFoundMessage":
    "There is no page at this address. Check how it is spelled, or start again from the home page.",
  "error.tooLargeTitle": "That was too much to send",
  "error.tooLargeMessage":
    "What you sent is larger than this form accepts ({limit}). Go back: what you typed is still there. Shorten it and send it again.",
  "error.unsupportedTitle": "This form could not be read",
  "error.unsupportedMessage":
    "The form arrived in a format this page does not accept. Go back and send it again from the page itself.",

  "breadcrumb.label": "Breadcrumb",
  "breadcrumb.home": "Home",
} as const;

registerMessages("en", SHELL_MESSAGES, "shell");
