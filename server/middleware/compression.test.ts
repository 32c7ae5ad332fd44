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
