import type { AnalyticsEvent } from "../../core/shared/analytics-events";
import type { Database } from "../../db/client";
import { analyticsEvents } from "../../db/schema";

export async function insertAnalyticsEvent(db: Database, event: AnalyticsEvent): Promise<number> {
  const [row] = await db
    .insert(analyticsEvents)
    .values({
      sessionId: event.session_id,
      eventType: event.event_type,
      eventData: event.event_data,
      occurredAt: new Date(event.timestamp),
    })
    .returning({ id: analyticsEvents.id });
  if (!row) throw new Error("analytics insert returned no row");
  return row.id;
}
