import { describe, expect, it } from "vitest";
import { renderRobotsTxt, renderSitemapXml } from "./list-sitemap-entries";

describe("sitemap and robots", () => {
  it("escapes URLs and writes lastmod as a date", () => {
    const xml = renderSitemapXml("https://www.quotemaple.ca", [
      { path: "/company/about-us", lastModified: new Date("2026-11-20T12:00:00Z") },
      { path: "/legal/terms?a=1&b=<2>" },
    ]);
    expect(xml).toContain("<loc>https://www.quotemaple.ca/company/about-us</loc><lastmod>2026-11-20</lastmod>");
    expect(xml).toContain("a=1&#38;b=&#60;2&#62;");
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  });

  it("points robots at the sitemap and keeps crawlers out of admin and API", () => {
    const robots = renderRobotsTxt("https://www.quotemaple.ca");
    expect(robots).toContain("Sitemap: https://www.quotemaple.ca/sitemap.xml");
    expect(robots).toContain("Disallow: /admin/");
    expect(robots).toContain("Disallow: /api/");
  });
});

describe("sitemap in two languages", () => {
  it("names each page's twin in both entries (hreflang)", () => {
    const alternates = { en: "/faq", fr: "/fr/faq" };
    const xml = renderSitemapXml("https://q.ca", [
      { path: "/faq", alternates },
      { path: "/fr/faq", alternates },
    ]);
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const link = (hreflang: string, href: string) =>
      `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${href}"/>`;
    for (const loc of ["https://q.ca/faq", "https://q.ca/fr/faq"]) {
      expect(xml).toContain(
        `<url><loc>${loc}</loc>${link("en-CA", "https://q.ca/faq")}${link("fr-CA", "https://q.ca/fr/faq")}</url>`,
      );
    }
  });
});
