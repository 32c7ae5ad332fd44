/** What a route module's `handle` may say about the page (read by the root layout and the renderer). */
export interface RouteHandle {
  /** Admin screens set this to hide the header, footer and assistant. */
  hideSiteChrome?: boolean;
  /**
   * Content pages set this to false: they are sent as server-rendered HTML with the page script and
   * without React's JavaScript (decision 0032).
   */
  hydrate?: boolean;
}

/** Whether React hydrates a page: unless one of its matched routes says it must not. */
export function pageHydrates(handles: readonly unknown[]): boolean {
  return !handles.some((handle) => (handle as RouteHandle | undefined)?.hydrate === false);
}

/** The page's config for the page script, as a JSON text safe inside a script element. */
export function pageConfigJson(config: { hydrates: boolean; assistantIsland: string | null }): string {
  return JSON.stringify(config).replaceAll("<", "\\u003c");
}

/**
 * The `clientLoader` of a route that does not hydrate: a page that does (a blog post's in-app link,
 * the concierge) reaches it by loading its document, which brings the page script, never by drawing
 * it in the app without one. It never resolves: the browser is leaving.
 */
export function loadAsDocument({ request }: { request: Request }): Promise<never> {
  window.location.assign(request.url);
  return new Promise<never>(() => {});
}
