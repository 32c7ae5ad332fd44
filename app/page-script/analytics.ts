import { track } from "../lib/analytics";
import { trackedSearch } from "../../core/shared/tracked-search";
import type { AnalyticsEventType } from "../../core/shared/analytics-events";
import { closestTarget } from "./dom";

// Analytics on pages that do not hydrate: the page view once, and the clicks that elements announce
// with `data-track` (`trackAttributes` in app/lib/track-attributes.ts writes them) or, for every link
// of a list, `data-track-links`; sent as the app sends them.

/**
 * The page view goes once the page has loaded (or as the visitor leaves, if sooner): sent from the
 * <head> it was a request racing the stylesheet, font and images, and delayed the largest paint on a
 * slow connection.
 */
function sendPageViewAfterLoad(): void {
  let sent = false;
  const send = () => {
    if (sent) return;
    sent = true;
    track("page_view", { path: window.location.pathname, search: trackedSearch(window.location.search) });
  };
  if (document.readyState === "complete") setTimeout(send, 0);
  else window.addEventListener("load", () => setTimeout(send, 0), { once: true });
  window.addEventListener("pagehide", send, { once: true });
  // A phone may discard a page in the background without a pagehide.
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "hidden") send();
  });
}

export function bindAnalytics(): void {
  sendPageViewAfterLoad();
  document.addEventListener(
    "click",
    (event) => {
      // A list whose links each count as one event, with the link's address (featured articles).
      const link = closestTarget<HTMLAnchorElement>(event, "[data-track-links] a");
      const list = link?.closest<HTMLElement>("[data-track-links]");
      if (link && list) track(list.dataset.trackLinks as AnalyticsEventType, { href: link.getAttribute("href") });
      const element = closestTarget(event, "[data-track]");
      if (!element) return;
      try {
        const { event: type, data } = JSON.parse(element.dataset.track ?? "") as {
          event: AnalyticsEventType;
          data?: Record<string, unknown>;
        };
        track(type, data ?? {});
      } catch {
        // A malformed attribute is ours to fix; the click itself goes on.
      }
    },
    { capture: true },
  );
}
