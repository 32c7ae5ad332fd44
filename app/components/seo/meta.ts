import type { MetaDescriptor } from "react-router";
import type { MessageKey } from "../../../core/i18n/messages-en";
import { createTranslator, type Translate } from "../../../core/i18n/translate";
import { BRAND } from "../../../core/shared/brand";
import "../../../core/i18n/messages/shell";

/**
 * Meta tags for a not-found screen: its title, kept out of search results. Here rather than beside the
 * panel (which re-exports it) so that every page's meta does not load the panel (decision 0033).
 */
export function notFoundMeta(titleKey: MessageKey): MetaDescriptor[] {
  return [{ title: `${createTranslator()(titleKey)} | ${BRAND.name}` }, { name: "robots", content: "noindex" }];
}

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

/** What a page says of itself; the site URL comes from the root, the path by default from the address. */
export type PageDescription = Omit<PageMetaInput, "siteUrl" | "path"> & { path?: string };

interface MetaArgsLike<Data> {
  data: Data | undefined;
  location: { pathname: string };
  matches: readonly ({ id: string; data?: unknown } | undefined)[];
}

/**
 * A page's `meta` from its loader's data: what `describe` says of it, or, when it says nothing (no
 * such page), the not-found title kept out of search results.
 */
export function pageMeta<Data>(
  describe: (data: Data, t: Translate) => PageDescription | null | undefined,
  notFoundTitle: MessageKey = "notFound.title",
) {
  return ({ data, location, matches }: MetaArgsLike<Data>): MetaDescriptor[] => {
    const described = data === undefined ? null : describe(data, createTranslator());
    if (!described) return notFoundMeta(notFoundTitle);
    return buildPageMeta({
      ...described,
      path: described.path ?? location.pathname,
      siteUrl: siteUrlFromMatches(matches),
    });
  };
}

/** The `meta` of a page that is the same for everyone: its title and description from the catalogue. */
export function staticPageMeta(title: MessageKey, description: MessageKey, path: string) {
  return ({ matches }: Pick<MetaArgsLike<unknown>, "matches">): MetaDescriptor[] => {
    const t = createTranslator();
    return buildPageMeta({ title: t(title), description: t(description), path, siteUrl: siteUrlFromMatches(matches) });
  };
}
