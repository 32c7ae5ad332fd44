import { describe, expect, it } from "vitest";
import { checkRequestPath, splitRequestTarget } from "./canonical-path";

describe("checkRequestPath", () => {
  it("lets canonical paths, data requests and hashed assets through as they are", () => {
    for (const path of ["/", "/admin/analytics", "/blog/some-post", "/admin/analytics.data", "/_root.data"]) {
      expect(checkRequestPath(path)).toEqual({ kind: "canonical" });
    }
    expect(checkRequestPath("/assets/entry.client-Bx9_Qz.js")).toEqual({ kind: "canonical" });
    expect(checkRequestPath("/assets/..")).toEqual({ kind: "redirect", location: "/" });
    expect(checkRequestPath("/assets/%2e%2e/package.json").kind).toBe("not_found");
  });

  it("redirects case, slash and dot variants to the canonical path", () => {
    const cases: [string, string][] = [
      ["/ADMIN/analytics", "/admin/analytics"],
      ["/Admin/Analytics", "/admin/analytics"],
      ["/admin//analytics", "/admin/analytics"],
      ["//admin/analytics", "/admin/analytics"],
      ["/admin/analytics/", "/admin/analytics"],
      ["/admin/analytics/.", "/admin/analytics"],
      ["/admin/./analytics", "/admin/analytics"],
      ["/API/Admin/Posts/", "/api/admin/posts"],
      ["//", "/"],
      ["/.", "/"],
      ["/admin/../admin/analytics", "/admin/analytics"],
      ["/blog/../../..", "/"],
    ];
    for (const [path, location] of cases) expect(checkRequestPath(path)).toEqual({ kind: "redirect", location });
  });

  it("answers not found for every other spelling", () => {
    const paths = [
      "/%41dmin/analytics",
      "/%61dmin/analytics",
      "/%2561dmin/analytics",
      "/admin%2Fanalytics",
      "/admin/analytics;jsessionid=1",
      "/%EF%BC%A1dmin/analytics",
      "/\uFF21dmin/analytics",
      "/admin/analyti%C5%BFs",
      "/admin/analytic\u017F",
      "/%E2%84%AAey",
      "/\u212Aey",
      "/admin\\analytics",
      "/ADMIN/analytics.data",
      "/admin/analytics/.data",
      "/.env",
      "/admin/.git/config",
      "/admin//analytics.data",
      "/ADMIN/ANALYTICS.DATA",
      "/admin/analytics.Data",
      "/admin/analytics.DATA",
      "/admin/analytics.data/",
      "/admin/analytics.data/.",
      "/admin/analytics.data//",
      "/Admin/analytics.data",
      "*",
      "",
    ];
    for (const path of paths) expect(checkRequestPath(path).kind, path).toBe("not_found");
  });

  it("keeps /.well-known/ as the one dotted folder, with its variants redirected and encodings refused", () => {
    expect(checkRequestPath("/.well-known/security.txt")).toEqual({ kind: "canonical" });
    expect(checkRequestPath("/.Well-Known/Security.TXT")).toEqual({
      kind: "redirect",
      location: "/.well-known/security.txt",
    });
    expect(checkRequestPath("//.well-known//security.txt/")).toEqual({
      kind: "redirect",
      location: "/.well-known/security.txt",
    });
    for (const path of ["/%2Ewell-known/security.txt", "/.well-known/.security.txt", "/.well-knowns/x", "/.hidden"]) {
      expect(checkRequestPath(path).kind, path).toBe("not_found");
    }
  });

  it("sends a moved page's every spelling to its new home in one redirect", () => {
    const redirects = new Map([["/on", "/ontario-car-insurance"]]);
    expect(checkRequestPath("/on", { redirects })).toEqual({ kind: "redirect", location: "/ontario-car-insurance" });
    expect(checkRequestPath("/ON/", { redirects })).toEqual({ kind: "redirect", location: "/ontario-car-insurance" });
    expect(checkRequestPath("/%4FN", { redirects }).kind).toBe("not_found");
  });
});

describe("splitRequestTarget", () => {
  it("keeps the query and drops a fragment", () => {
    expect(splitRequestTarget("/quotes?session=1&x=%41")).toEqual({ path: "/quotes", query: "?session=1&x=%41" });
    expect(splitRequestTarget("/a#b?c")).toEqual({ path: "/a", query: "" });
  });

  it("reads the path of an absolute-form target", () => {
    expect(splitRequestTarget("http://example.com/ADMIN?x=1")).toEqual({ path: "/ADMIN", query: "?x=1" });
    expect(splitRequestTarget("http://example.com")).toEqual({ path: "/", query: "" });
  });
});
