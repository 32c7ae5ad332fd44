/**
 * What every page's <head> carries besides React's output (decision 0032): the page script's code
 * and the assistant island's address, as `scripts/build-islands.mjs` wrote them to build/islands.json.
 */
export interface PageAssets {
  pageScript: string;
  assistantIsland: string | null;
}
