import { describe, expect, it } from "vitest";
import { buildContentSecurityPolicy } from "./security-headers";

describe("buildContentSecurityPolicy", () => {
  const hashes = ["'sha256-AAAA'", "'sha256-BBBB'"];

  it("allows a page's inline scripts by their hashes and what they load through strict-dynamic", () => {
    const policy = buildContentSecurityPolicy(hashes, { isHttps: false, isDevelopment: false });
    expect(policy).toContain("script-src 'self' 'strict-dynamic' 'sha256-AAAA' 'sha256-BBBB';");
    expect(policy).not.toContain("unsafe-eval");
    expect(policy).not.toMatch(/script-src[^;]*(unsafe-inline|nonce-)/);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("base-uri 'none'");
    expect(policy).not.toContain("upgrade-insecure-requests");
    expect(policy).toContain("connect-src 'self';");
  });

  it("allows no inline script in a response that has none of its own", () => {
    const policy = buildContentSecurityPolicy([], { isHttps: false, isDevelopment: false });
    expect(policy).toMatch(/script-src 'self';/);
    expect(policy).not.toContain("strict-dynamic");
  });

  it("upgrades insecure requests over https and opens websockets only in development", () => {
    expect(buildContentSecurityPolicy(hashes, { isHttps: true, isDevelopment: false })).toContain(
      "upgrade-insecure-requests",
    );
    expect(buildContentSecurityPolicy(hashes, { isHttps: false, isDevelopment: true })).toContain(
      "connect-src 'self' ws: wss:",
    );
  });
});
