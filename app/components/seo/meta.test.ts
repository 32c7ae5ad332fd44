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
    expect(meta).toContainEqual({ property: "og:image:type", content: "image/png" });
    expect(meta).toContainEqual({ property: "og:image:width", content: "1200" });
    expect(meta).toContainEqual({ property: "og:image:height", content: "630" });
    expect(meta).toContainEqual({
      property: "og:image:alt",
      content: "QuoteMaple: Compare Car Insurance Quotes in 60 Seconds",
    });
    expect(meta).toContainEqual({ name: "twitter:card", content: "summary_large_image" });
    expect(meta).toContainEqual({ name: "twitter:image", content: "https://www.quotemaple.ca/images/og-default.png" });
    expect(meta).toContainEqual({ name: "description", content: "Who we are" });
  });

  it("gives a French page the French image, with its French text", () => {
    const meta = buildPageMeta({ title: "FAQ", path: "/fr/faq", siteUrl: "https://q.ca" });
    expect(meta).toContainEqual({ property: "og:image", content: "https://q.ca/images/og-default-fr.png" });
    expect(meta).toContainEqual({ name: "twitter:image", content: "https://q.ca/images/og-default-fr.png" });
    expect(meta).toContainEqual({
      property: "og:image:alt",
      content: "QuoteMaple: Comparez des soumissions d'assurance auto en 60\u00a0secondes",
    });
  });

  it("names a page's own image with its size, and claims no size it does not know", () => {
    const drawn = buildPageMeta({
      title: "Guide",
      path: "/learn/car-insurance",
      siteUrl: "https://q.ca",
      image: { path: "/images/share/en/learn/car-insurance.png", width: 1200, height: 630, type: "image/png" },
    });
    expect(drawn).toContainEqual({
      property: "og:image",
      content: "https://q.ca/images/share/en/learn/car-insurance.png",
    });
    expect(drawn).toContainEqual({ property: "og:image:width", content: "1200" });
    const unknown = buildPageMeta({
      title: "Post",
      path: "/blog/x",
      siteUrl: "https://q.ca",
      image: { path: "https://cdn.q.ca/a.jpg", type: "image/jpeg" },
    });
    expect(unknown).toContainEqual({ property: "og:image:type", content: "image/jpeg" });
    expect(unknown.some((item) => "property" in item && item.property === "og:image:width")).toBe(false);
  });

  it("does not repeat the brand, keeps absolute images and marks noindex", () => {
    const meta = buildPageMeta({
      title: "About QuoteMaple",
      path: "/x",
      siteUrl: "https://q.ca",
      image: { path: "https://cdn.q.ca/a.png", type: "image/png" },
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
