import type { ContactMessage } from "../core/shared/contact";
import type { DatabaseHandle } from "../db/client";
import type { Logger } from "./logger";
import type { BlogIndexQuery } from "../core/content/blog-query";
import { BRAND } from "../core/shared/brand";
import { getBlogPost } from "./services/get-blog-post";
import { getCompanyPage } from "./services/get-company-page";
import { getHomePage } from "./services/get-home-page";
import { getLegalPage } from "./services/get-legal-page";
import { getProvincePage } from "./services/get-province-page";
import { getFaqPage } from "./services/get-faq-page";
import { getComparisonPage } from "./services/get-comparison-page";
import { getLearnArticle, listLearnArticles } from "./services/get-learn-pages";
import { submitContactMessage, type ContactSettings } from "./services/submit-contact-message";
import { listBlogPosts } from "./services/list-blog-posts";

/** The use cases the React Router loaders and actions may call, bound to this process's database. */
export function createAppServices(dependencies: {
  database: DatabaseHandle;
  logger: Logger;
  contact?: ContactSettings;
}) {
  const { database, logger } = dependencies;
  const contactSettings = dependencies.contact ?? { notifyTo: BRAND.supportEmail };
  const withDatabase = { db: database.db, logger };
  return {
    listBlogPosts: (query: BlogIndexQuery) => listBlogPosts(withDatabase, query),
    getBlogPost: (slug: string) => getBlogPost(withDatabase, slug),
    getHomePage: () => getHomePage(withDatabase),
    getProvincePage: (slug: string) => getProvincePage(withDatabase, slug),
    getFaqPage: () => getFaqPage(withDatabase),
    listLearnArticles: () => listLearnArticles(withDatabase),
    getLearnArticle: (slug: string, defaultDescription: string) =>
      getLearnArticle(withDatabase, slug, defaultDescription),
    getComparisonPage: (category: string, province?: string) => getComparisonPage(withDatabase, category, province),
    submitContactMessage: (message: ContactMessage, source?: "contact_page" | "assistant") =>
      submitContactMessage({ ...withDatabase, settings: contactSettings }, message, source),
    getCompanyPage: (slug: string) => getCompanyPage(withDatabase, slug),
    getLegalPage: (slug: string) => getLegalPage(slug),
  };
}

export type AppServices = ReturnType<typeof createAppServices>;

/** What every loader and action receives as `context`. */
// A type alias (not an interface) so it fits React Router's indexable AppLoadContext.
export type RequestContext = {
  services: AppServices;
  cspNonce: string;
  requestId: string;
  siteUrl: string;
};
