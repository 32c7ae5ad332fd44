import type { AnalyticsEvent } from "../../core/shared/analytics-events";
import type { Database } from "../../db/client";
import { insertAnalyticsEvent } from "../repositories/analytics-repository";

/** Stores one validated analytics event. */
export async function trackAnalyticsEvent(db: Database, event: AnalyticsEvent): Promise<{ id: number }> {
  return { id: await insertAnalyticsEvent(db, event) };
}
