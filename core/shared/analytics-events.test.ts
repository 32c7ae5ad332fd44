import { describe, expect, it } from "vitest";
import { analyticsEventSchema } from "./analytics-events";

const valid = {
  session_id: "a1b2c3d4e5",
  event_type: "cta_click",
  event_data: { label: "Get My Free Quotes", position: 2 },
  timestamp: "2026-11-21T10:00:00.000Z",
};

describe("analyticsEventSchema", () => {
  it("accepts a spec-shaped event and defaults event_data", () => {
    expect(analyticsEventSchema.parse(valid)).toEqual(valid);
    const { event_data: _ignored, ...withoutData } = valid;
    expect(analyticsEventSchema.parse(withoutData).event_data).toEqual({});
  });

  it("accepts timestamps with an offset", () => {
    expect(analyticsEventSchema.safeParse({ ...valid, timestamp: "2026-11-21T05:00:00-05:00" }).success).toBe(true);
  });

  it.each([
    ["an unknown event type", { event_type: "purchase" }],
    ["a short session id", { session_id: "abc" }],
    ["a session id with spaces", { session_id: "abc def ghi" }],
    ["a non-ISO timestamp", { timestamp: "21/11/2026" }],
    ["event_data as an array", { event_data: [1, 2] }],
    ["event_data too deep", { event_data: { a: { b: { c: { d: { e: 1 } } } } } }],
    ["event_data too large", { event_data: { text: "z".repeat(2100) } }],
    ["an extra key", { extra: 1 }],
  ])("rejects %s", (_label, override) => {
    expect(analyticsEventSchema.safeParse({ ...valid, ...override }).success).toBe(false);
  });
});
