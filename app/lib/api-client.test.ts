import { afterEach, describe, expect, it, vi } from "vitest";
import { API } from "../../core/shared/api/endpoints";
import { callApi, callApiStream, failureFrom } from "./api-client";

describe("failureFrom", () => {
  it("reads field errors as a details list or as a fields map", () => {
    const fields = (body: unknown) => failureFrom(body, 400).fields;
    expect(
      fields({ error: { code: "validation_failed", message: "x", details: [{ field: "slug", message: "Bad slug" }] } }),
    ).toEqual({ slug: "Bad slug" });
    expect(fields({ error: { code: "conflict", message: "x", fields: { slug: "Taken" } } })).toEqual({ slug: "Taken" });
    expect(fields({ error: { code: "conflict", message: "x", details: { fields: { slug: "Taken" } } } })).toEqual({
      slug: "Taken",
    });
    expect(
      fields({
        error: {
          code: "validation_failed",
          message: "x",
          details: [
            { field: "email", message: "First" },
            { field: "email", message: "Second" },
          ],
        },
      }),
    ).toEqual({ email: "First" });
  });

  it("reads the code, message, reason and wait, and ignores what is not an error body", () => {
    expect(
      failureFrom(
        {
          error: { code: "service_unavailable", message: " Busy ", details: { reason: "busy", retryAfterSeconds: 12 } },
        },
        503,
      ),
    ).toEqual({
      ok: false,
      status: 503,
      code: "service_unavailable",
      message: "Busy",
      fields: {},
      reason: "busy",
      retryAfterSeconds: 12,
    });
    expect(failureFrom({ error: { code: "rate_limited", message: "Slow down" } }, 429, "30").retryAfterSeconds).toBe(
      30,
    );
    for (const body of [null, "not json", { error: { code: "made_up", message: "" } }, [1, 2]]) {
      const failure = failureFrom(body, 500);
      expect([failure.code, failure.message, failure.fields, failure.reason]).toEqual([null, null, {}, null]);
    }
  });
});

describe("callApi", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("sends JSON with the endpoint's method and answers its data", async () => {
    const fetch = vi.fn(async () => Response.json({ redirect_url: "/handoff/x" }));
    vi.stubGlobal("fetch", fetch);
    const body = { sessionId: "s", quoteId: "q", aggregatorSessionId: "a", partnerId: "p" };
    expect(await callApi(API.quoteClick, body)).toEqual({
      ok: true,
      status: 200,
      data: { redirect_url: "/handoff/x" },
    });
    expect(fetch).toHaveBeenCalledWith(
      "/api/quotes/click",
      expect.objectContaining({
        method: "POST",
        body: JSON.stringify(body),
        headers: { accept: "application/json", "content-type": "application/json" },
      }),
    );
  });

  it("answers a failure, never throws, when the network fails or the body is not JSON", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Promise.reject(new TypeError("offline"))),
    );
    expect(await callApi(API.staffMe)).toMatchObject({ ok: false, status: null, code: null });
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response("<html>", { status: 502 })),
    );
    expect(await callApi(API.staffMe)).toMatchObject({ ok: false, status: 502, message: null });
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response(null, { status: 204 })),
    );
    expect(await callApi(API.staffLogout)).toEqual({ ok: true, status: 204, data: undefined });
  });
});

describe("callApiStream", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("hands each line on until one gives a result, across chunk boundaries", async () => {
    const text = '{"stage":"reading"}\n{"stage":"extr';
    const rest = 'acting"}\n\n{"summary":{"provider":"X"}}\n{"stage":"never"}\n';
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(text));
        controller.enqueue(new TextEncoder().encode(rest));
        controller.close();
      },
    });
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response(stream, { headers: { "content-type": "application/x-ndjson" } })),
    );
    const seen: unknown[] = [];
    const result = await callApiStream(API.policyAnalyze, new FormData(), (line: Record<string, unknown>) => {
      seen.push(line);
      return "summary" in line ? "done" : undefined;
    });
    expect(result).toBe("done");
    expect(seen).toEqual([{ stage: "reading" }, { stage: "extracting" }, { summary: { provider: "X" } }]);
  });

  it("answers a refusal before the stream as a failure", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () =>
        Response.json(
          {
            error: { code: "rate_limited", message: "Wait", details: { reason: "in_progress", retryAfterSeconds: 4 } },
          },
          { status: 429 },
        ),
      ),
    );
    const result = await callApiStream(API.policyAnalyze, new FormData(), () => "never");
    expect(result).toMatchObject({ ok: false, status: 429, reason: "in_progress", retryAfterSeconds: 4 });
  });
});
