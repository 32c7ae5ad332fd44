import type { AnalyticsEventType } from "../../core/shared/analytics-events";
import { track } from "./analytics";

/**
 * An element's click event, the same on pages that hydrate and pages that do not: the attribute is
 * read by the page script (app/page-script/analytics.ts), the handler by React. Spread both:
 * `<a {...trackAttributes("cta_click", {…})}>`. A page that hydrates sends it once, from React.
 */
export function trackAttributes(
  event: AnalyticsEventType,
  data: Record<string, unknown> = {},
): { "data-track": string; onClick: () => void } {
  return { "data-track": JSON.stringify({ event, data }), onClick: () => track(event, data) };
}
