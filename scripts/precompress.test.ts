import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { precompressed } from "./precompress.mjs";

describe("precompressed", () => {
  it("compresses a file under 1 KB when that makes it smaller", async () => {
    const chunk = Buffer.from(
      `import{j as e}from"./framework.js";${'e.jsx("div",{className:"grid gap-5"});'.repeat(12)}`,
    );
    expect(chunk.length).toBeLessThan(1024);
    const { br, gz } = await precompressed(chunk);
    expect(brotliDecompressSync(br!)).toEqual(chunk);
    expect(gunzipSync(gz!)).toEqual(chunk);
    expect(br!.length).toBeLessThan(chunk.length);
    expect(gz!.length).toBeLessThan(chunk.length);
  });

  it("writes no version that would be larger than the file", async () => {
    expect(await precompressed(Buffer.from('export{a as b}from"./x.js";'))).toEqual({});
  });

  it("makes gzip that any reader opens, smaller than zlib's best on a real bundle", async () => {
    const scheduler = readFileSync(createRequire(import.meta.url).resolve("scheduler/cjs/scheduler.production.js"));
    const { gz } = await precompressed(scheduler);
    expect(gunzipSync(gz!)).toEqual(scheduler);
    expect(gz!.length).toBeLessThan(gzipSync(scheduler, { level: 9 }).length);
  });
});
