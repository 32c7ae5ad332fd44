/** One registry of the site's URL paths, used by navigation, the sitemap and tests. */
export const PATHS = {
  home: "/",
  quotes: "/quotes",
  blog: "/blog",
  blogPost: (slug: string) => `/blog/${slug}`,
  policyAnalyzer: "/policy-analyzer",
  faq: "/faq",
  contact: "/contact",
  privacyRequest: "/privacy-request",
  /** An e-mailed link to a session's results, by its own secret (decision 0058). */
  emailedQuotes: (token: string) => `/email/quotes/${token}`,
  /** An e-mailed one-click unsubscribe link (GET: the page; POST: RFC 8058, no page). */
  emailUnsubscribe: (token: string) => `/email/unsubscribe/${token}`,
  /** An e-mailed link that opens an unfinished wizard's answers on any device (decision 0062). */
  resumeQuote: (token: string) => `/quotes/resume/${token}`,
  learn: (slug: string) => `/learn/${slug}`,
  compare: (category: string, province?: string) =>
    province ? `/compare/${category}/${province}` : `/compare/${category}`,
  company: (slug: string) => `/company/${slug}`,
  legal: (slug: LegalSlug) => `/legal/${slug}`,
  province: (slug: string) => `/${slug}`,
  healthz: "/healthz",
  adminLogin: "/admin/login",
  adminPosts: "/admin/blog",
  adminAccount: "/admin/account",
  adminStaff: "/admin/staff",
  adminAudit: "/admin/audit",
} as const;

export const LEGAL_SLUGS = ["privacy", "terms", "disclaimer"] as const;
export type LegalSlug = (typeof LEGAL_SLUGS)[number];

export const COMPANY_SLUGS = ["about-us", "how-it-works", "why-choose-quotemaple", "partners"] as const;

/** Paths of pages that render without database content; published content adds its own entries. */
export const STATIC_SITEMAP_PATHS: readonly string[] = [
  PATHS.home,
  PATHS.quotes,
  PATHS.blog,
  PATHS.faq,
  PATHS.contact,
  PATHS.policyAnalyzer,
  PATHS.privacyRequest,
  "/learn",
  ...LEGAL_SLUGS.map((slug) => PATHS.legal(slug)),
];
