import { describe, expect, it } from "vitest";
import { serializeJsonLd } from "./json-ld";
import { buildPageMeta, pageMeta, staticPageMeta } from "./meta";

describe("buildPageMeta", () => {
  it("builds title, canonical, Open Graph and Twitter tags with the default 1200x630 image", () => {
    const meta = buildPageMeta({
      title: "About Us",
      description: "Who we are",
      path: "/company/about-us",
      siteUrl: "https://www.quotemaple.ca",
    });
    expect(meta).toContainEqual({ title: "About Us | QuoteMaple" });
    expect(meta).toContainEqual({
      tagName: "link",
      rel: "canonical",
      href: "https://www.quotemaple.ca/company/about-us",
    });
    expect(meta).toContainEqual({ property: "og:image", content: "https://www.quotemaple.ca/images/og-default.png" });
    expect(meta).toContainEqual({ property: "og:image:width", content: "1200" });
    expect(meta).toContainEqual({ property: "og:image:height", content: "630" });
    expect(meta).toContainEqual({ name: "twitter:card", content: "summary_large_image" });
    expect(meta).toContainEqual({ name: "description", content: "Who we are" });
  });

  it("does not repeat the brand, keeps absolute images and marks noindex", () => {
    const meta = buildPageMeta({
      title: "About QuoteMaple",
      path: "/x",
      siteUrl: "https://q.ca",
      image: "https://cdn.q.ca/a.png",
      noindex: true,
    });
    expect(meta).toContainEqual({ title: "About QuoteMaple" });
    expect(meta).toContainEqual({ property: "og:image", content: "https://cdn.q.ca/a.png" });
    expect(meta).toContainEqual({ name: "robots", content: "noindex, follow" });
    expect(meta.find((item) => "name" in item && item.name === "description")).toBeUndefined();
  });
});

describe("serializeJsonLd", () => {
  it("cannot break out of its script element", () => {
    const json = serializeJsonLd({ name: "</script><script>alert(1)</script>" });
    expect(json).not.toContain("<");
    expect(JSON.parse(json).name).toBe("</script><script>alert(1)</script>");
  });
});

describe("pageMeta and staticPageMeta", () => {
  const matches = [{ id: "root", data: { siteUrl: "https://q.ca" } }];
  const location = { pathname: "/company/about-us" };

  it("describes a found page at its own address, or gives the not-found title kept out of search", () => {
    const meta = pageMeta<{ page: { title: string } | null }>(
      ({ page }) => page && { title: page.title },
      "company.notFoundTitle",
    );
    expect(meta({ data: { page: { title: "About Us" } }, location, matches })).toContainEqual({
      tagName: "link",
      rel: "canonical",
      href: "https://q.ca/company/about-us",
    });
    for (const data of [{ page: null }, undefined]) {
      const missing = meta({ data, location, matches });
      expect(missing).toContainEqual({ name: "robots", content: "noindex" });
      expect(missing.find((item) => "title" in item)).toEqual({ title: "Page Not Found | QuoteMaple" });
    }
  });

  it("takes a static page's words from the catalogue", () => {
    const meta = staticPageMeta(
      "faq.metaTitle",
      "faq.description",
      "/faq",
    )({
      matches,
      location: { pathname: "/faq" },
    });
    expect(meta).toContainEqual({ tagName: "link", rel: "canonical", href: "https://q.ca/faq" });
    expect(meta[0]).toEqual({ title: expect.stringMatching(/\| QuoteMaple$/) });
  });
});
