import { registerMessages } from "../registry";

/**
 * The home page, and the category cards, steps and trust figures that other pages show too.
 */
export const HOME_MESSAGES = {
  "home.metaDescription":
    "Compare car, home, travel and business insurance estimates from licensed Canadian providers in about 60 seconds. Free, no spam, no phone number needed.",
  "home.headlineBefore": "Compare",
  "home.headlineAfter": "Insurance Quotes",
  "home.headlineLine2": "in 60 Seconds",
  "home.headlineAccessible": "Compare car, home, travel and business insurance quotes in 60 seconds",
  "home.intro":
    "Answer a few questions or chat with our assistant, and see estimates from licensed Canadian providers, with the reasons behind each price. No phone number needed.",
  "home.categoriesLabel": "Choose what you want to insure",
  "home.category.car": "Car",
  "home.category.home": "Home",
  "home.category.travel": "Travel",
  "home.category.business": "Business",
  "home.partnersTitle": "Estimates from licensed Canadian providers",
  "home.partner.insurers": "Licensed insurers",
  "home.partner.brokers": "Independent brokerages",
  "home.partner.direct": "Direct insurers",
  "home.partner.specialty": "Specialty and high-risk insurers",
  "home.partner.optional": "Optional coverage where a public plan applies",
  "home.stepsTitle": "How it works",
  "home.step1Title": "Tell us the basics",
  "home.step1Text": "Your province, your vehicle or home, and a few questions about you. Use the form or just chat.",
  "home.step2Title": "Compare estimates",
  "home.step2Text": "See prices from licensed providers side by side, sorted by price, with what moves each one.",
  "home.step3Title": "Continue with your pick",
  "home.step3Text": "Choose a provider and finish with them. You're only contacted if you say so.",
  "home.statsTitle": "What you can compare here",
  "home.stat.partners": "partner insurers and brokers in our catalogue",
  "home.stat.provinces": "provinces where you can compare car insurance",
  "home.stat.lines": "kinds of insurance to compare",
  "home.stat.noContact": "phone numbers or e-mail addresses asked to see estimates",
  "home.provincesTitle": "Car insurance by province",
  "home.provincesText": "Rules, minimum coverage and prices differ from one province to the next.",
  "home.featuredTitle": "Guides and tips",
  "home.featuredAll": "Read the blog",
  "home.testimonialsTitle": "What comparing with QuoteMaple is like",
  "home.testimonialsIllustrative":
    "Illustrative examples written by our team to show the experience, not verified customer reviews.",
  "home.testimonialsCarousel": "Testimonials",
  "home.testimonialPrevious": "Previous testimonial",
  "home.testimonialNext": "Next testimonial",
  "home.testimonialGoTo": "Show testimonial {number}",
  "home.testimonialQuote": "“{quote}”",
  "home.testimonialPosition": "Testimonial {number} of {total}",
  "home.rating": "Rated {rating} out of 5",
  "home.privacyTitle": "Your privacy comes first",
  "home.privacyEncrypted": "Encrypted uploads",
  "home.privacyCanada": "Stored in Canada",
  "home.privacyNoSelling": "We never sell your data",
  "home.privacyLink": "Read our privacy policy",
  "home.privacyRequestLink": "Access or delete your data",
  "home.closingTitle": "Ready to see what you could pay?",
  "home.closingText": "It takes about a minute and costs nothing.",
  "home.closingCta": "Get My Free Quotes",
} as const;

registerMessages("en", HOME_MESSAGES, "home");
