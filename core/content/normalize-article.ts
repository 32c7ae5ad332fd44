import { parseCtaLine } from "./shortcodes";

/** Titles of the old auto-injected buttons, removed as markers or as link texts (content spec). */
export const CTA_MARKER_TITLES = ["Get My Quotes", "Find My Best Rate", "Get Your Quote", "Compare Quotes"] as const;

/**
 * The same buttons as a French post names them (decision 0036): a writer translating a post, or
 * writing one in French, carries them over as "[Obtenir mes soumissions]" and the like, and they are
 * removed and announced just as the English ones are. Each in the infinitive and the imperative, as
 * French buttons are written both ways.
 */
export const CTA_MARKER_TITLES_FR = [
  "Obtenir mes soumissions",
  "Obtenez mes soumissions",
  "Trouver mon meilleur tarif",
  "Trouvez mon meilleur tarif",
  "Obtenir votre soumission",
  "Obtenez votre soumission",
  "Comparer les soumissions",
  "Comparez les soumissions",
] as const;

export interface ContentWarnings {
  /** A leading first-level heading will be removed (the title comes from the post's metadata). */
  leadingHeading: boolean;
  /** A leading image will be removed (use the cover image field). */
  leadingImage: boolean;
  /** Call-to-action markers that will be removed because buttons are added automatically. */
  ctaMarkers: number;
  /** Image-only lines found; when more than one, only the first is kept. */
  imageLines: number;
}

export interface NormalizedArticle {
  markdown: string;
  warnings: ContentWarnings;
  /** Image-only lines removed, the leading ones included (the rest were kept). */
  removedImageLines: number;
}

const IMAGE_ONLY_LINE = /^\s*!\[[^\]]*\]\([^)]*\)\s*$/;
const LEADING_HEADING = /^\s*#\s+\S/;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** A title as a pattern: any run of spaces between its words (French text often holds no-break spaces). */
const titlePattern = (title: string) => title.split(/\s+/).map(escapeRegExp).join("\\s+");
const TITLES = [...CTA_MARKER_TITLES, ...CTA_MARKER_TITLES_FR].map(titlePattern).join("|");
/** `[Get My Quotes](...)` links and bare `[Get My Quotes]` markers (not followed by a link target). */
const TITLED_LINK = new RegExp(`\\[\\s*(?:${TITLES})\\s*\\]\\([^)]*\\)`, "gi");
const TITLED_MARKER = new RegExp(`\\[\\s*(?:${TITLES})\\s*\\](?!\\()`, "gi");
/** Any `[CTA ...]` or `[CTA:...]` marker; those that are not a well-formed CTA line are bare. */
const CTA_MARKER = /\[CTA(?:[:\s][^\]]*)?\]/g;

/**
 * The removals the content spec applies before rendering (and that publishing makes permanent):
 * a leading first-level heading, a leading image, bare call-to-action markers, links titled like
 * the old auto-injected buttons, and image-only lines after the first. Well-formed `[CTA ...]`
 * shortcodes are buttons, not markers, and stay (docs/decisions/0008).
 */
export function normalizeArticleMarkdown(source: string): NormalizedArticle {
  const warnings: ContentWarnings = { leadingHeading: false, leadingImage: false, ctaMarkers: 0, imageLines: 0 };
  const lines = source.replace(/\r\n?/g, "\n").split("\n");
  const output: string[] = [];
  let seenContent = false;
  let inFence = false;
  let keptImage = false;
  let removedImageLines = 0;

  for (const line of lines) {
    if (/^\s*(```|~~~)/.test(line)) {
      inFence = !inFence;
      output.push(line);
      seenContent = true;
      continue;
    }
    if (inFence) {
      output.push(line);
      continue;
    }
    const isLeading = !seenContent;
    if (isLeading && line.trim() === "") {
      output.push(line);
      continue;
    }
    if (isLeading && LEADING_HEADING.test(line) && !warnings.leadingHeading && !warnings.leadingImage) {
      warnings.leadingHeading = true;
      continue;
    }
    if (IMAGE_ONLY_LINE.test(line)) {
      warnings.imageLines += 1;
      if (isLeading) {
        warnings.leadingImage = true;
        removedImageLines += 1;
        continue;
      }
      if (keptImage) {
        removedImageLines += 1;
        continue;
      }
      keptImage = true;
      output.push(line);
      seenContent = true;
      continue;
    }
    seenContent = true;
    if (parseCtaLine(line)) {
      output.push(line);
      continue;
    }
    let cleaned = line.replace(TITLED_LINK, () => {
      warnings.ctaMarkers += 1;
      return "";
    });
    cleaned = cleaned.replace(TITLED_MARKER, () => {
      warnings.ctaMarkers += 1;
      return "";
    });
    cleaned = cleaned.replace(CTA_MARKER, () => {
      warnings.ctaMarkers += 1;
      return "";
    });
    if (cleaned !== line && cleaned.trim() === "") continue;
    output.push(cleaned);
  }
  return { markdown: output.join("\n").replace(/^\n+/, ""), warnings, removedImageLines };
}
