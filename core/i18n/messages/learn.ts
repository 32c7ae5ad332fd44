import { registerMessages } from "../registry";

/**
 * The learn articles, the FAQ, the province pages and the comparison pages.
 */
export const LEARN_MESSAGES = {
  "province.breadcrumb": "{province}",
  "province.compareCta": "Compare {province} car insurance",
  "province.stepsTitle": "How to compare in {province}",
  "province.typesTitle": "Compare insurance in {province}",
  "province.minCoverageTitle": "Minimum coverage in {province}",
  "province.localFactorsTitle": "What affects prices in {province}",
  "province.avgCostTitle": "What drivers pay",
  "province.tipsTitle": "Ways to save in {province}",
  "province.relatedTitle": "Articles for {province} drivers",
  "province.faqTitle": "{province} car insurance FAQ",
  "province.otherProvinces": "Other provinces",
  "province.notFoundTitle": "Province not found",
  "province.notFoundMessage": "The requested province page could not be loaded.",
  "province.goHome": "Go to the home page",

  "faq.metaTitle": "Car Insurance FAQ for Canada",
  "faq.description":
    "Answers to common questions about car insurance in Canada, province by province, from the QuoteMaple team.",
  "faq.title": "Frequently Asked Questions",
  "faq.intro": "Straight answers about car insurance in Canada, and how it differs from one province to the next.",
  "faq.general": "General Questions",
  "faq.byProvince": "Questions by Province",
  "faq.provinceGuide": "View full {province} insurance guide",
  "faq.stillTitle": "Still Have Questions?",
  "faq.stillText": "Compare estimates in about a minute, or write to us and a person will answer.",
  "faq.getQuotes": "Get Free Quotes",
  "faq.empty": "Questions and answers will appear here soon. In the meantime, our contact form reaches a real person.",

  "learn.metaTitle": "Insurance Learning Center",
  "learn.description":
    "Plain-language guides to car, home, travel and business insurance in Canada: what is covered, what is mandatory, and how to compare and save.",
  "learn.title": "Insurance Learning Center",
  "learn.intro":
    "Plain-language guides to the insurance Canadians buy most, written to help you compare with confidence.",
  "learn.updated": "Updated {date}",
  "learn.readArticle": "Read Article",
  "learn.loading": "Loading articles...",
  "learn.empty": "No articles available yet. Check back soon!",
  "learn.readyTitle": "Ready to Compare Quotes?",
  "learn.readyText": "See estimates from licensed Canadian providers in under 60 seconds.",
  "learn.readyCta": "Get Free Quotes",
  "learn.lastUpdated": "Last updated: {date}",
  "learn.sideTitle": "Ready to Save?",
  "learn.sideCta": "Get {category} Quotes",
  "learn.bulletFree": "100% Free comparison",
  "learn.bulletLicensed": "Licensed Canadian providers",
  "learn.bulletNoObligation": "No obligation to buy",
  "learn.noBody": "Content coming soon.",
  "learn.disclosure":
    "QuoteMaple is a comparison platform, not an insurer or broker. Quotes come from licensed Canadian providers through our partners, and we may earn a commission when you continue with one. This guide is general information, not advice; your policy wording decides what is covered.",
  "learn.notFoundTitle": "Page Not Found",
  "learn.notFoundMessage": "The content you're looking for doesn't exist.",
  "learn.returnHome": "Return Home",
  "learn.metaFallbackTitle": "Learn About {title}",

  "compare.howTitle": "How it works",
  "compare.coverageTitle": "Coverage worth understanding",
  "compare.tipsTitle": "Ways to save",
  "compare.faqTitle": "Frequently asked questions",
  "compare.learnLink": "Read our {category} guide",
  "compare.cta": "Compare {category} quotes",
  "compare.otherProvinces": "Compare in other provinces",
  "compare.otherTypes": "Other insurance types",
  "compare.categoryNotFound": "Category not found",
  "compare.categoryNotFoundMessage": "We don't have a comparison page for that insurance type.",
  "compare.goHome": "Go Home",
} as const;

registerMessages("en", LEARN_MESSAGES, "learn");
