import { describe, expect, it } from "vitest";
import { normalizeArticleMarkdown } from "./normalize-article";

describe("normalizeArticleMarkdown", () => {
  it("removes a leading first-level heading and a leading image, with warnings", () => {
    const result = normalizeArticleMarkdown("\n# Title\n![cover](/c.png)\n\nBody text.");
    expect(result.markdown).toBe("Body text.");
    expect(result.warnings).toMatchObject({ leadingHeading: true, leadingImage: true });
  });

  it("keeps a first-level heading that is not leading (rendering drops it later)", () => {
    const result = normalizeArticleMarkdown("Intro\n\n# Later");
    expect(result.markdown).toContain("# Later");
    expect(result.warnings.leadingHeading).toBe(false);
  });

  it("removes links titled like the old buttons and bare markers, counting them", () => {
    const result = normalizeArticleMarkdown(
      'Read this. [Get My Quotes](/quotes)\n[Find My Best Rate]\nSee [Get Your Quote](https://x) and [compare quotes](/quotes).\n[CTA]\n[CTA:broken]\n[CTA label="no href"]',
    );
    expect(result.warnings.ctaMarkers).toBe(7);
    expect(result.markdown).toBe("Read this. \nSee  and .");
  });

  it("removes the old buttons under their French names too, keeping the sentence around them", () => {
    const result = normalizeArticleMarkdown(
      "Prêt à comparer? [Obtenir mes soumissions](/fr/soumissions)\n[Comparez les soumissions]\nVoyez [obtenez votre soumission](/fr/soumissions) ici.",
    );
    expect(result.warnings.ctaMarkers).toBe(3);
    expect(result.markdown).toBe("Prêt à comparer? \nVoyez  ici.");
  });

  it("keeps well-formed CTA shortcodes, which are buttons rather than markers", () => {
    const source = '[CTA label="Compare" href="/quotes"]\n[CTA:1:See estimate → /quotes]';
    const result = normalizeArticleMarkdown(source);
    expect(result.markdown).toBe(source);
    expect(result.warnings.ctaMarkers).toBe(0);
  });

  it("keeps only the first image-only line after the text starts", () => {
    const result = normalizeArticleMarkdown("Text\n\n![a](/a.png)\n\n![b](/b.png)\n\nInline ![c](/c.png) stays.");
    expect(result.markdown).toContain("![a](/a.png)");
    expect(result.markdown).not.toContain("![b](/b.png)");
    expect(result.markdown).toContain("Inline ![c](/c.png) stays.");
    expect(result.warnings.imageLines).toBe(2);
  });

  it("leaves fenced code untouched", () => {
    const source = "Text\n```\n# not a heading\n[Get My Quotes](/q)\n```";
    expect(normalizeArticleMarkdown(source).markdown).toBe(source);
  });
});
