import type { AnalyticsEventInput } from "../analytics-events";
import type { Endpoint } from "./endpoints";

/**
 * POST /api/analytics/track. The map in endpoints.ts lists it; it is written here so that what every page
 * loads to send its analytics (app/lib/analytics.ts) does not carry every other endpoint (decision 0033).
 */
export const ANALYTICS_TRACK: Endpoint<AnalyticsEventInput, { ok: true; id: string }> = {
  method: "POST",
  path: "/api/analytics/track",
};
