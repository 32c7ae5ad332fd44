import type { MetaDescriptor } from "react-router";
import { BRAND } from "../../../core/shared/brand";

export interface PageMetaInput {
  title: string;
  description?: string | null | undefined;
  /** Path of the page (canonical URL = site URL + path). */
  path: string;
  siteUrl: string;
  image?: string | null | undefined;
  type?: "website" | "article";
  noindex?: boolean;
  twitterCard?: string | null | undefined;
  /** Adds " | QuoteMaple" unless the title already names the brand. */
  appendBrand?: boolean;
}

function absoluteUrl(siteUrl: string, pathOrUrl: string): string {
  return /^https?:\/\//.test(pathOrUrl) ? pathOrUrl : `${siteUrl}${pathOrUrl.startsWith("/") ? "" : "/"}${pathOrUrl}`;
}

/** Title, description, canonical, Open Graph and Twitter card tags for one page. */
export function buildPageMeta(input: PageMetaInput): MetaDescriptor[] {
  const title =
    input.appendBrand === false || input.title.includes(BRAND.name) ? input.title : `${input.title} | ${BRAND.name}`;
  const canonical = absoluteUrl(input.siteUrl, input.path);
  const image = absoluteUrl(input.siteUrl, input.image || BRAND.defaultSocialImagePath);
  const isDefaultImage = !input.image;
  const descriptors: MetaDescriptor[] = [
    { title },
    { tagName: "link", rel: "canonical", href: canonical },
    { property: "og:site_name", content: BRAND.name },
    { property: "og:locale", content: "en_CA" },
    { property: "og:type", content: input.type ?? "website" },
    { property: "og:title", content: title },
    { property: "og:url", content: canonical },
    { property: "og:image", content: image },
    { name: "twitter:card", content: input.twitterCard || "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:image", content: image },
  ];
  if (isDefaultImage) {
    descriptors.push(
      { property: "og:image:width", content: String(BRAND.defaultSocialImageWidth) },
      { property: "og:image:height", content: String(BRAND.defaultSocialImageHeight) },
    );
  }
  if (input.description) {
    descriptors.push(
      { name: "description", content: input.description },
      { property: "og:description", content: input.description },
      { name: "twitter:description", content: input.description },
    );
  }
  if (input.noindex) descriptors.push({ name: "robots", content: "noindex, follow" });
  return descriptors;
}

/** The site URL from the root loader's data, for meta functions. */
export function siteUrlFromMatches(matches: readonly ({ id: string; data?: unknown } | undefined)[]): string {
  const root = matches.find((match) => match?.id === "root")?.data as { siteUrl?: string } | undefined;
  return root?.siteUrl ?? "";
}
