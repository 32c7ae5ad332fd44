import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { precompressed } from "./precompress.mjs";

describe("precompressed", () => {
  it("compresses a file under 1 KB when that makes it smaller", () => {
    const chunk = Buffer.from(
      `import{j as e}from"./framework.js";${'e.jsx("div",{className:"grid gap-5"});'.repeat(12)}`,
    );
    expect(chunk.length).toBeLessThan(1024);
    const { br, gz } = precompressed(chunk);
    expect(brotliDecompressSync(br!)).toEqual(chunk);
    expect(gunzipSync(gz!)).toEqual(chunk);
    expect(br!.length).toBeLessThan(chunk.length);
    expect(gz!.length).toBeLessThan(chunk.length);
  });

  it("writes no version that would be larger than the file", () => {
    expect(precompressed(Buffer.from('export{a as b}from"./x.js";'))).toEqual({});
  });
});
