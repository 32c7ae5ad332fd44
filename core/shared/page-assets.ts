/**
 * What every page's <head> carries besides React's output (decisions 0032 and 0039): the page
 * script's core and parts, and the assistant island's address, as `scripts/build-islands.mjs` wrote
 * them to build/islands.json.
 */
export interface PageAssets {
  /** The core every page carries. */
  pageScript: string;
  /** What only some pages need; a page carries a part when its HTML has the part's marker. */
  pageScriptParts: PageScriptPart[];
  assistantIsland: string | null;
}

export interface PageScriptPart {
  name: string;
  /** The attribute (`data-…`) whose presence in a page asks for this part. */
  marker: string;
  /** Whether a page that hydrates needs it too. */
  whenHydrating: boolean;
  code: string;
}
