import { normalizeArticleMarkdown } from "./normalize-article";

/** What publishing will remove from a post's markdown, for the editor's live warnings box. */
export interface EditorContentWarnings {
  /** A leading first-level heading will be removed (the title comes from the post's fields). */
  leadingHeading: boolean;
  /** A leading image-only line will be removed (use the cover image field). */
  leadingImage: boolean;
  /** Call-to-action markers (and links titled like the old buttons) that will be removed. */
  ctaMarkers: number;
  /** Image-only lines beyond the first that will be removed (besides the leading image). */
  extraImages: number;
}

/**
 * The removals publishing applies to this markdown. It runs the very normalization publishing
 * runs, so the warnings and what is removed cannot disagree.
 */
export function contentWarnings(markdown: string): EditorContentWarnings {
  const normalized = normalizeArticleMarkdown(markdown);
  const { leadingHeading, leadingImage, ctaMarkers } = normalized.warnings;
  return {
    leadingHeading,
    leadingImage,
    ctaMarkers,
    extraImages: normalized.removedImageLines - (leadingImage ? 1 : 0),
  };
}

/** True when publishing would change the markdown in a way the editor should announce. */
export function hasContentWarnings(warnings: EditorContentWarnings): boolean {
  return warnings.leadingHeading || warnings.leadingImage || warnings.ctaMarkers > 0 || warnings.extraImages > 0;
}
