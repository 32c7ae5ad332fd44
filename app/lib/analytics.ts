import type { AnalyticsEventType } from "../../core/shared/analytics-events";

const SESSION_KEY = "qm.analytics.session";
const TRACK_URL = "/api/analytics/track";

function createSessionId(): string {
  if (typeof crypto !== "undefined" && "randomUUID" in crypto) return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

/** A random id per browser tab session; no cookie, nothing personal. */
export function getAnalyticsSessionId(): string {
  try {
    const existing = window.sessionStorage.getItem(SESSION_KEY);
    if (existing) return existing;
    const created = createSessionId();
    window.sessionStorage.setItem(SESSION_KEY, created);
    return created;
  } catch {
    return createSessionId();
  }
}

/**
 * Records an analytics event. Never throws and never shows anything to the visitor: a failure is
 * only logged (quote-side spec, section 8).
 */
export function track(eventType: AnalyticsEventType, data: Record<string, unknown> = {}): void {
  try {
    if (typeof window === "undefined") return;
    const body = JSON.stringify({
      session_id: getAnalyticsSessionId(),
      event_type: eventType,
      event_data: data,
      timestamp: new Date().toISOString(),
    });
    const blob = new Blob([body], { type: "application/json" });
    if (typeof navigator.sendBeacon === "function" && navigator.sendBeacon(TRACK_URL, blob)) return;
    fetch(TRACK_URL, { method: "POST", body, headers: { "Content-Type": "application/json" }, keepalive: true })
      .then((response) => {
        if (!response.ok) console.warn(`Analytics event ${eventType} was not recorded (${response.status}).`);
      })
      .catch((error: unknown) => console.warn(`Analytics event ${eventType} was not recorded.`, error));
  } catch (error) {
    console.warn(`Analytics event ${eventType} was not recorded.`, error);
  }
}
