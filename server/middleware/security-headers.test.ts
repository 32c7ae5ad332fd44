import { describe, expect, it } from "vitest";
import { buildContentSecurityPolicy } from "./security-headers";

describe("buildContentSecurityPolicy", () => {
  it("allows scripts only from this origin and with the nonce", () => {
    const policy = buildContentSecurityPolicy("abc123", { isHttps: false, isDevelopment: false });
    expect(policy).toContain("script-src 'self' 'nonce-abc123'");
    expect(policy).not.toContain("unsafe-eval");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("base-uri 'none'");
    expect(policy).not.toContain("upgrade-insecure-requests");
    expect(policy).toContain("connect-src 'self';");
  });

  it("upgrades insecure requests over https and opens websockets only in development", () => {
    expect(buildContentSecurityPolicy("n", { isHttps: true, isDevelopment: false })).toContain(
      "upgrade-insecure-requests",
    );
    expect(buildContentSecurityPolicy("n", { isHttps: false, isDevelopment: true })).toContain(
      "connect-src 'self' ws: wss:",
    );
  });
});
