import type { Language } from "../../../core/i18n/languages";
import { LANGUAGES, LOCALES } from "../../../core/i18n/languages";
import { BRAND } from "../../../core/shared/brand";
import { LOGO_PNG_PATH, LOGO_PNG_SIZE, type ShareImage } from "../../../core/shared/share-images";
import { absoluteUrl } from "./meta";

/** Serialises structured data safely inside a script element (no "</script>" break-out). */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

export function JsonLd({ data }: { data: Record<string, unknown> | Record<string, unknown>[] }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}

export function breadcrumbJsonLd(siteUrl: string, items: { name: string; path: string }[]): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: item.name,
      item: `${siteUrl}${item.path}`,
    })),
  };
}

/** FAQPage structured data for a list of questions and answers. */
export function faqPageJsonLd(items: { question: string; answer: string }[]): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: items.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer },
    })),
  };
}

/** Identifiers that let one page's nodes name the organization and the site without repeating them. */
const organizationId = (siteUrl: string) => `${siteUrl}/#organization`;
const websiteId = (siteUrl: string) => `${siteUrl}/#website`;

/** Who publishes the site: its address, its logo (a square PNG of the mark) and how to reach it. */
export function organizationJsonLd(siteUrl: string): Record<string, unknown> {
  return {
    "@type": "Organization",
    "@id": organizationId(siteUrl),
    name: BRAND.name,
    url: `${siteUrl}/`,
    logo: {
      "@type": "ImageObject",
      url: `${siteUrl}${LOGO_PNG_PATH}`,
      width: LOGO_PNG_SIZE,
      height: LOGO_PNG_SIZE,
    },
    email: BRAND.supportEmail,
    address: { "@type": "PostalAddress", addressLocality: "Toronto", addressRegion: "ON", addressCountry: "CA" },
  };
}

/** The home page's structured data: the site (in both its languages) and the organization behind it. */
export function homeJsonLd(siteUrl: string): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@graph": [
      {
        "@type": "WebSite",
        "@id": websiteId(siteUrl),
        name: BRAND.name,
        url: `${siteUrl}/`,
        inLanguage: LANGUAGES.map((language) => LOCALES[language]),
        publisher: { "@id": organizationId(siteUrl) },
      },
      organizationJsonLd(siteUrl),
    ],
  };
}

export interface ArticleJsonLdInput {
  type: "Article" | "BlogPosting";
  headline: string;
  description?: string | null | undefined;
  /** The page's path. */
  path: string;
  image: ShareImage;
  /** ISO dates from the content (decision 0048), never the time a row was written. */
  datePublished: string;
  dateModified: string;
  language: Language;
  keywords?: string[];
}

/** A learn guide's or a post's Article structured data, written by the editorial team. */
export function articleJsonLd(siteUrl: string, input: ArticleJsonLdInput): Record<string, unknown> {
  const image = absoluteUrl(siteUrl, input.image.path);
  return {
    "@context": "https://schema.org",
    "@type": input.type,
    headline: input.headline,
    description: input.description ?? undefined,
    image:
      input.image.width && input.image.height
        ? { "@type": "ImageObject", url: image, width: input.image.width, height: input.image.height }
        : image,
    datePublished: input.datePublished,
    dateModified: input.dateModified,
    inLanguage: LOCALES[input.language],
    mainEntityOfPage: `${siteUrl}${input.path}`,
    url: `${siteUrl}${input.path}`,
    author: { "@type": "Organization", name: `${BRAND.name} Editorial Team`, url: `${siteUrl}/` },
    publisher: {
      "@type": "Organization",
      "@id": organizationId(siteUrl),
      name: BRAND.name,
      url: `${siteUrl}/`,
      logo: { "@type": "ImageObject", url: `${siteUrl}${LOGO_PNG_PATH}` },
    },
    keywords: input.keywords && input.keywords.length > 0 ? input.keywords.join(", ") : undefined,
  };
}
