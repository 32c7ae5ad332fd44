import type { MetaDescriptor } from "react-router";
import type { MessageKey } from "../../../core/i18n/messages-en";
import { createTranslator, type Translate } from "../../../core/i18n/translate";
import { BRAND } from "../../../core/shared/brand";
import { LANGUAGES, LOCALES, languageOfPath, type Language } from "../../../core/i18n/languages";
import { localizePath, twinPath } from "../../../core/shared/localized-paths";
import { drawnShareImage, SHARE_IMAGE_PATHS, type ShareImage } from "../../../core/shared/share-images";
import "../../../core/i18n/messages/shell";

/**
 * Meta tags for a not-found screen: its title, kept out of search results. Here rather than beside the
 * panel (which re-exports it) so that every page's meta does not load the panel (decision 0033).
 */
export function notFoundMeta(titleKey: MessageKey, language: Language = "en"): MetaDescriptor[] {
  return [{ title: `${createTranslator(language)(titleKey)} | ${BRAND.name}` }, { name: "robots", content: "noindex" }];
}

/** A page's address in each language; null where it has none (a post with no translation). */
export type Alternates = Partial<Record<Language, string | null>>;

export interface PageMetaInput {
  title: string;
  description?: string | null | undefined;
  /** Path of the page (canonical URL = site URL + path). */
  path: string;
  siteUrl: string;
  /** The image a shared link shows; by default the site's own, in the page's language. */
  image?: ShareImage | null | undefined;
  type?: "website" | "article";
  noindex?: boolean;
  twitterCard?: string | null | undefined;
  /** Adds " | QuoteMaple" unless the title already names the brand. */
  appendBrand?: boolean;
  /**
   * The page's twin in the other language, when the address table does not know it (a blog post);
   * by default its twin comes from `twinPath`.
   */
  alternates?: Alternates | undefined;
}

export function absoluteUrl(siteUrl: string, pathOrUrl: string): string {
  return /^https?:\/\//.test(pathOrUrl) ? pathOrUrl : `${siteUrl}${pathOrUrl.startsWith("/") ? "" : "/"}${pathOrUrl}`;
}

/** Title, description, canonical, Open Graph and Twitter card tags for one page. */
export function buildPageMeta(input: PageMetaInput): MetaDescriptor[] {
  const title =
    input.appendBrand === false || input.title.includes(BRAND.name) ? input.title : `${input.title} | ${BRAND.name}`;
  const canonical = absoluteUrl(input.siteUrl, input.path);
  const language = languageOfPath(input.path);
  const image = input.image ?? siteShareImage(language);
  const imageUrl = absoluteUrl(input.siteUrl, image.path);
  const descriptors: MetaDescriptor[] = [
    { title },
    { tagName: "link", rel: "canonical", href: canonical },
    ...alternateLinks(input),
    { property: "og:site_name", content: BRAND.name },
    { property: "og:locale", content: LOCALES[language].replace("-", "_") },
    { property: "og:type", content: input.type ?? "website" },
    { property: "og:title", content: title },
    { property: "og:url", content: canonical },
    { property: "og:image", content: imageUrl },
    ...(image.type ? [{ property: "og:image:type", content: image.type }] : []),
    ...(image.width && image.height
      ? [
          { property: "og:image:width", content: String(image.width) },
          { property: "og:image:height", content: String(image.height) },
        ]
      : []),
    ...(image.alt ? [{ property: "og:image:alt", content: image.alt }] : []),
    { name: "twitter:card", content: input.twitterCard || "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:image", content: imageUrl },
    ...(image.alt ? [{ name: "twitter:image:alt", content: image.alt }] : []),
  ];
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

/** The site's own share image in a language: the brand and its tagline (decision 0048). */
export function siteShareImage(language: Language): ShareImage {
  return drawnShareImage(
    SHARE_IMAGE_PATHS.site(language),
    `${BRAND.name}: ${createTranslator(language)("site.tagline")}`,
  );
}

/**
 * hreflang links (decision 0035), the same set on both twins: each language's page, itself included,
 * and `x-default` naming the English one; none when the page has no twin.
 */
function alternateLinks(input: PageMetaInput): MetaDescriptor[] {
  const path = input.path.split(/[?#]/)[0] ?? input.path;
  const own = languageOfPath(path);
  const paths = LANGUAGES.map((language) => ({
    language,
    path: language === own ? path : input.alternates ? (input.alternates[language] ?? null) : twinPath(path, language),
  }));
  if (input.noindex || paths.some((entry) => entry.path === null)) return [];
  const links: MetaDescriptor[] = paths.map((entry) => ({
    tagName: "link",
    rel: "alternate",
    hrefLang: LOCALES[entry.language],
    href: absoluteUrl(input.siteUrl, entry.path!),
  }));
  const english = paths.find((entry) => entry.language === "en")!.path!;
  links.push({ tagName: "link", rel: "alternate", hrefLang: "x-default", href: absoluteUrl(input.siteUrl, english) });
  return links;
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
    const language = languageOfPath(location.pathname);
    const described = data === undefined ? null : describe(data, createTranslator(language));
    if (!described) return notFoundMeta(notFoundTitle, language);
    return buildPageMeta({
      ...described,
      path: described.path ?? location.pathname,
      siteUrl: siteUrlFromMatches(matches),
    });
  };
}

/**
 * The `meta` of a page that is the same for everyone: its title and description from the catalogue,
 * in the language of its address; `path` is the English one.
 */
export function staticPageMeta(title: MessageKey, description: MessageKey, path: string) {
  return ({ matches, location }: Pick<MetaArgsLike<unknown>, "matches" | "location">): MetaDescriptor[] => {
    const language = languageOfPath(location.pathname);
    const t = createTranslator(language);
    return buildPageMeta({
      title: t(title),
      description: t(description),
      path: localizePath(path, language),
      siteUrl: siteUrlFromMatches(matches),
    });
  };
}
