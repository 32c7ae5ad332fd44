/** Brand constants: the one place to change the product's name, contact details and location. */
export const BRAND = {
  name: "QuoteMaple",
  slug: "quotemaple",
  supportEmail: "support@quotemaple.ca",
  location: "Toronto, Ontario, Canada",
  logoPath: "/images/logo.svg",
  locale: "en-CA",
} as const;
