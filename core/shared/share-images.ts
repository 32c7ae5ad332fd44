import type { Language } from "../i18n/languages";

/**
 * The images a shared link shows (Open Graph, X cards, JSON-LD; decision 0048). The build draws them
 * as PNG (scripts/build-share-images.ts): the site's own in each language, and one per learn guide
 * and per blog post of the content files, with its title. Facebook, LinkedIn and X show no SVG.
 */
export const SHARE_IMAGE_WIDTH = 1200;
export const SHARE_IMAGE_HEIGHT = 630;
export const SHARE_IMAGE_TYPE = "image/png";

/** An image for a shared page: its path (or absolute URL), and its size and type when we know them. */
export interface ShareImage {
  path: string;
  width?: number;
  height?: number;
  type?: string;
  /** What the image shows, for people who cannot see it. */
  alt?: string;
}

/** Where the build writes the image of the site, of a learn guide and of a post. */
export const SHARE_IMAGE_PATHS = {
  /** The English one keeps the address links shared before it was drawn at build time. */
  site: (language: Language): string => (language === "en" ? "/images/og-default.png" : "/images/og-default-fr.png"),
  learn: (slug: string, language: Language): string => `/images/share/${language}/learn/${slug}.png`,
  blog: (slug: string, language: Language): string => `/images/share/${language}/blog/${slug}.png`,
} as const;

/** A square PNG of the brand's mark, for the Organization's `logo` (search engines want a raster). */
export const LOGO_PNG_PATH = "/images/logo-512.png";
export const LOGO_PNG_SIZE = 512;

/** A drawn image at `path`: its size and type are the build's. */
export function drawnShareImage(path: string, alt?: string): ShareImage {
  return {
    path,
    width: SHARE_IMAGE_WIDTH,
    height: SHARE_IMAGE_HEIGHT,
    type: SHARE_IMAGE_TYPE,
    ...(alt ? { alt } : {}),
  };
}

const RASTER_TYPES: Readonly<Record<string, string>> = {
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  gif: "image/gif",
  webp: "image/webp",
};

/**
 * The media type of an image address that social networks can show (PNG, JPEG, GIF, WebP), from its
 * extension; null for SVG or an address that does not say.
 */
export function rasterImageType(address: string): string | null {
  const extension = /\.([a-z0-9]+)$/i.exec(address.split(/[?#]/)[0] ?? "")?.[1]?.toLowerCase();
  return (extension && RASTER_TYPES[extension]) || null;
}
