import { describe, expect, it } from "vitest";
import { isSameOriginRequest } from "./staff-gate";

function request(url: string, headers: Record<string, string>) {
  return { url, header: (name: string) => headers[name.toLowerCase()] };
}

const SITE = "https://quotemaple.ca";
const URL_HERE = "http://127.0.0.1:3000/api/admin/logout";

describe("isSameOriginRequest", () => {
  it("trusts Sec-Fetch-Site when the browser sends it: only same-origin passes", () => {
    expect(isSameOriginRequest(request(URL_HERE, { "sec-fetch-site": "same-origin" }), SITE)).toBe(true);
    for (const value of ["same-site", "cross-site", "none"]) {
      expect(isSameOriginRequest(request(URL_HERE, { "sec-fetch-site": value }), SITE)).toBe(false);
    }
    // A same-origin Origin does not rescue a cross-site Sec-Fetch-Site.
    expect(
      isSameOriginRequest(request(URL_HERE, { "sec-fetch-site": "cross-site", origin: "http://127.0.0.1:3000" }), SITE),
    ).toBe(false);
  });

  it("otherwise needs an Origin equal to this server's origin or SITE_URL's", () => {
    expect(isSameOriginRequest(request(URL_HERE, { origin: "http://127.0.0.1:3000" }), SITE)).toBe(true);
    expect(isSameOriginRequest(request(URL_HERE, { origin: "https://quotemaple.ca" }), SITE)).toBe(true);
    expect(isSameOriginRequest(request(URL_HERE, { origin: "http://127.0.0.1:3001" }), SITE)).toBe(false);
    expect(isSameOriginRequest(request(URL_HERE, { origin: "https://quotemaple.ca.evil.example" }), SITE)).toBe(false);
    expect(isSameOriginRequest(request(URL_HERE, { origin: "null" }), SITE)).toBe(false);
  });

  it("refuses a request with neither header", () => {
    expect(isSameOriginRequest(request(URL_HERE, {}), SITE)).toBe(false);
  });
});
