import { afterEach, describe, expect, it, vi } from "vitest";
import { track } from "./analytics";

/** A browser as far as track() needs one: its tab storage, its beacon and fetch. */
function stubBrowser(sendBeacon: (url: string, data: Blob) => boolean, status = 201, pathname = "/quotes") {
  const stored = new Map<string, string>();
  vi.stubGlobal("window", {
    sessionStorage: { getItem: (key: string) => stored.get(key) ?? null, setItem: stored.set.bind(stored) },
    location: { pathname },
  });
  vi.stubGlobal("navigator", { sendBeacon: vi.fn(sendBeacon) });
  const fetch = vi.fn(async (_url: string, _init: RequestInit) => new Response(null, { status }));
  vi.stubGlobal("fetch", fetch);
  return { fetch, beacon: navigator.sendBeacon as ReturnType<typeof vi.fn> };
}

describe("track", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("sends the event as a beacon when the browser takes it", () => {
    const { fetch, beacon } = stubBrowser(() => true);
    track("page_view", { path: "/quotes" });
    expect(beacon).toHaveBeenCalledWith("/api/analytics/track", expect.any(Blob));
    expect(fetch).not.toHaveBeenCalled();
  });

  it("posts it with keepalive when the beacon is refused, and only logs a refusal of the post", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const { fetch } = stubBrowser(() => false, 429, "/fr/soumissions");
    track("quote_started", { category: "car" });
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe("/api/analytics/track");
    expect(init).toMatchObject({ method: "POST", keepalive: true, credentials: "same-origin" });
    expect(JSON.parse(String(init.body))).toMatchObject({
      event_type: "quote_started",
      // The page's language comes with every event (decision 0035).
      event_data: { category: "car", language: "fr" },
    });
    await vi.waitFor(() => expect(warn).toHaveBeenCalledWith("Analytics event quote_started was not recorded (429)."));
  });
});
