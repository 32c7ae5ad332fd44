import { describe, expect, it } from "vitest";
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
