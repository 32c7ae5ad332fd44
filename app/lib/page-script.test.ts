import { describe, expect, it } from "vitest";
import type { PageAssets } from "../../core/shared/page-assets";
import { pageScriptFor } from "./page-script";

const assets: PageAssets = {
  pageScript: "core();",
  pageScriptParts: [
    { name: "accordion", marker: "data-accordion", whenHydrating: true, code: "accordion();" },
    { name: "carousel", marker: "data-carousel", whenHydrating: false, code: "carousel();" },
    { name: "toc", marker: "data-toc-spy", whenHydrating: false, code: "toc();" },
  ],
  assistantIsland: null,
};

describe("pageScriptFor", () => {
  it("carries only the parts whose marker the page has, before the core", () => {
    const faq = '<main><div data-accordion="single"><button data-accordion-trigger="">Q</button></div></main>';
    expect(pageScriptFor(assets, faq, false)).toBe("accordion();\ncore();");
    const home = '<section data-carousel=""><div data-carousel-track=""></div></section><div data-accordion="">';
    expect(pageScriptFor(assets, home, false)).toBe("accordion();\ncarousel();\ncore();");
  });

  it("carries the core alone on a page without markers", () => {
    expect(pageScriptFor(assets, "<main><p>Contact us</p></main>", false)).toBe("core();");
  });

  it("gives a page that hydrates only the parts React leaves to it", () => {
    const preview = '<nav data-toc-spy=""></nav><section data-carousel=""></section><div data-accordion="">';
    expect(pageScriptFor(assets, preview, true)).toBe("accordion();\ncore();");
  });

  it("reads markers as attributes, not as words of the text", () => {
    expect(pageScriptFor(assets, "<p>the data-carousel attribute</p>", false)).toBe("core();");
  });
});
