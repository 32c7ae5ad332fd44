import { describe, expect, it } from "vitest";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { chooseEncoding } from "./compression";

describe("chooseEncoding", () => {
  it.each([
    [undefined, null],
    ["", null],
    ["identity", null],
    ["gzip", "gzip"],
    ["gzip, deflate, br", "br"],
    ["br;q=0, gzip", "gzip"],
    ["br;q=0.5", "br"],
    ["gzip;q=0", null],
  ])("%s -> %s", (header, expected) => {
    expect(chooseEncoding(header)).toBe(expected);
  });
});

describe("compression on a response that is already compressed", () => {
  it("passes it through without reading its body, so the server can write the bytes as they are", async () => {
    const { Hono } = await import("hono");
    const { compression } = await import("./compression");
    let bodyReads = 0;
    class KeptPage extends Response {
      override get body() {
        bodyReads += 1;
        return super.body;
      }
    }
    const app = new Hono();
    app.use(compression());
    app.get(
      "/",
      () =>
        new KeptPage(new Uint8Array([1, 2, 3]), { headers: { "content-encoding": "br", "content-type": "text/html" } }),
    );
    const response = await app.request("/", { headers: { "accept-encoding": "br, gzip" } });
    expect(bodyReads).toBe(0);
    expect(response.headers.get("content-encoding")).toBe("br");
  });
});

describe("compression of a JSON answer", () => {
  async function answer(body: unknown, acceptEncoding: string) {
    const { Hono } = await import("hono");
    const { compression } = await import("./compression");
    const app = new Hono();
    app.use(compression());
    app.get("/", (context) => context.json(body, 201));
    return app.request("/", { headers: { "accept-encoding": acceptEncoding } });
  }
  const large = { quotes: Array.from({ length: 40 }, (_, index) => ({ partner: `Partner ${index}`, premium: index })) };

  it.each([
    ["br", (bytes: Buffer) => brotliDecompressSync(bytes)],
    ["gzip", (bytes: Buffer) => gunzipSync(bytes)],
  ] as const)("sends %s with the compressed length, and it reads back whole", async (encoding, decode) => {
    const response = await answer(large, encoding);
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(response.status).toBe(201);
    expect(response.headers.get("content-encoding")).toBe(encoding);
    expect(response.headers.get("vary")).toContain("Accept-Encoding");
    expect(Number(response.headers.get("content-length"))).toBe(bytes.byteLength);
    expect(bytes.byteLength).toBeLessThan(JSON.stringify(large).length);
    expect(JSON.parse(decode(bytes).toString("utf8"))).toEqual(large);
  });

  it("sends a short answer as it is, with its length", async () => {
    const response = await answer({ ok: true }, "br, gzip");
    expect(response.headers.get("content-encoding")).toBeNull();
    expect(response.headers.get("content-length")).toBe(String(JSON.stringify({ ok: true }).length));
    expect(await response.json()).toEqual({ ok: true });
  });

  it("leaves the answer alone for a client that accepts no compression", async () => {
    const response = await answer(large, "identity");
    expect(response.headers.get("content-encoding")).toBeNull();
    expect(await response.json()).toEqual(large);
  });
});

describe("compressedJson", () => {
  const large = { quotes: Array.from({ length: 40 }, (_, index) => ({ partner: `Partner ${index}`, premium: index })) };

  /** The same answer made by `context.json()` or by compressedJson, behind the middleware, as the API is. */
  async function answer(
    make: "json" | "compressedJson",
    body: unknown,
    request: { method?: string; acceptEncoding?: string },
  ) {
    const { Hono } = await import("hono");
    const { compressedJson, compression } = await import("./compression");
    const app = new Hono();
    app.use(compression());
    // What the API's own middleware does after the route (decision 0072: on the response's headers).
    app.use(async (context, next) => {
      await next();
      context.res.headers.set("Cache-Control", "no-store");
    });
    app.on(["GET", "HEAD"], "/", (context) => {
      context.header("RateLimit-Limit", "30");
      context.header("Set-Cookie", "key=value; Path=/", { append: true });
      context.header("Vary", "Origin");
      return make === "json" ? context.json(body, 201) : compressedJson(context, body, 201);
    });
    const response = await app.request("/", {
      method: request.method ?? "GET",
      headers: request.acceptEncoding === undefined ? {} : { "accept-encoding": request.acceptEncoding },
    });
    return {
      status: response.status,
      headers: [...response.headers],
      bytes: Buffer.from(await response.arrayBuffer()).toString("base64"),
    };
  }

  it.each([
    ["brotli", large, { acceptEncoding: "br, gzip" }],
    ["gzip", large, { acceptEncoding: "gzip" }],
    ["no encoding accepted", large, { acceptEncoding: "identity" }],
    ["no Accept-Encoding", large, {}],
    ["a short answer", { ok: true }, { acceptEncoding: "br, gzip" }],
    ["HEAD", large, { method: "HEAD", acceptEncoding: "br, gzip" }],
  ] as const)(
    "answers as context.json() and the middleware do (%s): same status, headers and bytes",
    async (_, body, request) => {
      const expected = await answer("json", body, request);
      expect(await answer("compressedJson", body, request)).toEqual(expected);
    },
  );

  it("compresses a large answer once, with its length", async () => {
    const { headers, bytes } = await answer("compressedJson", large, { acceptEncoding: "br" });
    const header = new Map(headers);
    const sent = Buffer.from(bytes, "base64");
    expect(header.get("content-encoding")).toBe("br");
    expect(header.get("vary")).toBe("Origin, Accept-Encoding");
    expect(Number(header.get("content-length"))).toBe(sent.byteLength);
    expect(JSON.parse(brotliDecompressSync(sent).toString("utf8"))).toEqual(large);
  });
});
