import type { PageAssets } from "../../core/shared/page-assets";

/**
 * The page script a page carries (decision 0039): the parts its HTML asks for, by their marker
 * attribute as React writes one (` data-x="…"`; text writes `"` as `&quot;`), only those a page that
 * hydrates needs when it does, then the core. The parts come
 * first so that what they start once the document is parsed has started when the core marks the
 * page interactive. Each is an IIFE of its own; one script, allowed by one hash.
 */
export function pageScriptFor(assets: PageAssets, html: string, hydrates: boolean): string {
  // A build from before the parts existed has none: the core alone.
  const parts = (assets.pageScriptParts ?? []).filter(
    (part) => (part.whenHydrating || !hydrates) && html.includes(` ${part.marker}="`),
  );
  return [...parts.map((part) => part.code), assets.pageScript].join("\n");
}
