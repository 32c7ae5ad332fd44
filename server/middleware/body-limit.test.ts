import { Readable } from "node:stream";
import { request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bodyLimitByLength } from "./body-limit";

/**
 * The JSON API's body limit on a real Node server (@hono/node-server), where it matters how the body
 * is read: a stated length is checked from the header, a chunked body is counted as it arrives.
 */
let server: ReturnType<typeof serve>;
let port: number;

beforeAll(async () => {
  const app = new Hono();
  app.use(
    bodyLimitByLength({
      maxSize: 10,
      onError: (context) => context.json({ error: "too large" }, 413),
    }),
  );
  app.all("/", async (context) => context.json({ method: context.req.method, body: await context.req.text() }));
  await new Promise<void>((resolve) => {
    server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, (info: AddressInfo) => {
      port = info.port;
      resolve();
    });
  });
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function send(options: { method?: string; headers?: Record<string, string>; body?: string; chunks?: string[] }) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const request = httpRequest(
      { host: "127.0.0.1", port, path: "/", method: options.method ?? "POST", headers: options.headers ?? {} },
      (response) => {
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (text += chunk));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, body: text }));
      },
    );
    request.on("error", reject);
    if (options.chunks) Readable.from(options.chunks).pipe(request);
    else request.end(options.body);
  });
}

describe("bodyLimitByLength", () => {
  it("lets a body within its stated length through, and the route reads it", async () => {
    const answer = await send({ headers: { "content-length": "10" }, body: "0123456789" });
    expect(answer).toEqual({ status: 200, body: JSON.stringify({ method: "POST", body: "0123456789" }) });
  });

  it("refuses a stated length over the limit before reading the body", async () => {
    const answer = await send({ headers: { "content-length": "11" }, body: "0123456789a" });
    expect(answer.status).toBe(413);
  });

  it("counts a chunked body as it arrives: within the limit it passes, over it is refused", async () => {
    expect(await send({ chunks: ["01234", "56789"] })).toEqual({
      status: 200,
      body: JSON.stringify({ method: "POST", body: "0123456789" }),
    });
    expect((await send({ chunks: ["012345", "6789ab"] })).status).toBe(413);
  });

  it("passes a request without a body, and a GET whatever length it states", async () => {
    expect(await send({ method: "DELETE" })).toEqual({
      status: 200,
      body: JSON.stringify({ method: "DELETE", body: "" }),
    });
    expect((await send({ method: "GET", headers: { "content-length": "12" }, body: "0123456789ab" })).status).toBe(200);
  });
});
