import { languageOfPath } from "../../core/i18n/languages";
import type { AnalyticsEventInput, AnalyticsEventType } from "../../core/shared/analytics-events";
import { ANALYTICS_TRACK } from "../../core/shared/api/analytics";
import { sendApiRequest } from "./api-request";

const SESSION_KEY = "qm.analytics.session";

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
    const event: AnalyticsEventInput = {
      session_id: getAnalyticsSessionId(),
      event_type: eventType,
      // Whatever the caller passes is sent as JSON; the server checks its size and depth.
      // Every event says the page's language (decision 0035), for the dashboard's split by language.
      event_data: { language: languageOfPath(window.location.pathname), ...data } as AnalyticsEventInput["event_data"],
      timestamp: new Date().toISOString(),
    };
    const blob = new Blob([JSON.stringify(event)], { type: "application/json" });
    if (typeof navigator.sendBeacon === "function" && navigator.sendBeacon(ANALYTICS_TRACK.path, blob)) return;
    // Only whether it was recorded matters here, not the answer's body (callApi would read it).
    void sendApiRequest(ANALYTICS_TRACK, event, { keepalive: true }).then(
      (response) => {
        if (!response.ok) console.warn(`Analytics event ${eventType} was not recorded (${response.status}).`);
      },
      () => console.warn(`Analytics event ${eventType} was not recorded (network).`),
    );
  } catch (error) {
    console.warn(`Analytics event ${eventType} was not recorded.`, error);
  }
}
