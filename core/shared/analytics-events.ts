import { z } from "./zod";

/** Event types the site records (quote-side spec, section 7). */
export const ANALYTICS_EVENT_TYPES = [
  "page_view",
  "cta_click",
  "province_card_click",
  "featured_article_click",
  "quick_action_click",
  "assistant_open",
  "assistant_minimize",
  "assistant_close",
  "assistant_slot_upsert",
  "assistant_confirm_show",
  "assistant_complete",
  "consent_checked",
  "handoff_ready",
  "handoff_redirect",
  "chat_session_cleared",
  "assistant_error",
  "policy_upload",
  "policy_analyzed",
  "quote_started",
  "quote_step_complete",
  "quote_coverage_change",
  "quote_click",
] as const;

export type AnalyticsEventType = (typeof ANALYTICS_EVENT_TYPES)[number];

export const ANALYTICS_LIMITS = {
  maxEventDataBytes: 2048,
  maxEventDataDepth: 4,
  maxSessionIdLength: 64,
} as const;

function depthOf(value: unknown): number {
  if (value === null || typeof value !== "object") return 0;
  const children = Array.isArray(value) ? value : Object.values(value);
  return 1 + children.reduce<number>((deepest, child) => Math.max(deepest, depthOf(child)), 0);
}

export const analyticsEventSchema = z
  .object({
    session_id: z
      .string()
      .min(8, "session_id must be at least 8 characters.")
      .max(ANALYTICS_LIMITS.maxSessionIdLength, "session_id is too long.")
      .regex(/^[A-Za-z0-9_-]+$/, "session_id may only hold letters, digits, '-' and '_'."),
    event_type: z.enum(ANALYTICS_EVENT_TYPES, { error: "event_type is not a known event." }),
    event_data: z
      .record(z.string().max(64), z.json())
      .default({})
      .refine((data) => JSON.stringify(data).length <= ANALYTICS_LIMITS.maxEventDataBytes, {
        error: `event_data must be at most ${ANALYTICS_LIMITS.maxEventDataBytes} bytes of JSON.`,
      })
      .refine((data) => depthOf(data) <= ANALYTICS_LIMITS.maxEventDataDepth, {
        error: `event_data may nest at most ${ANALYTICS_LIMITS.maxEventDataDepth} levels.`,
      }),
    timestamp: z.iso.datetime({ offset: true, error: "timestamp must be an ISO 8601 date-time." }),
  })
  .strict();

export type AnalyticsEventInput = z.input<typeof analyticsEventSchema>;
export type AnalyticsEvent = z.output<typeof analyticsEventSchema>;
