/** Brand constants: the one place to change the product's name, contact details and location. */
export const BRAND = {
  name: "QuoteMaple",
  slug: "quotemaple",
  supportEmail: "support@quotemaple.ca",
  location: "Toronto, Ontario, Canada",
  logoPath: "/images/logo.svg",
  defaultSocialImagePath: "/images/og-default.png",
  defaultSocialImageWidth: 1200,
  defaultSocialImageHeight: 630,
  locale: "en-CA",
} as const;
