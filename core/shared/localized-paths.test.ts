import { describe, expect, it } from "vitest";
import { PROVINCES } from "./provinces";
import { localizePath, switchTarget, twinPath } from "./localized-paths";

describe("twinPath", () => {
  const pairs: [string, string][] = [
    ["/", "/fr"],
    ["/quotes", "/fr/soumissions"],
    ["/blog", "/fr/blogue"],
    ["/faq", "/fr/faq"],
    ["/learn", "/fr/guides"],
    ["/learn/car-insurance", "/fr/guides/assurance-auto"],
    ["/compare/car", "/fr/comparer/auto"],
    ["/compare/car/british-columbia", "/fr/comparer/auto/colombie-britannique"],
    ["/compare/home/prince-edward-island", "/fr/comparer/habitation/ile-du-prince-edouard"],
    ["/compare/car/quebec", "/fr/comparer/auto/quebec"],
    ["/contact", "/fr/contact"],
    ["/policy-analyzer", "/fr/analyseur-de-police"],
    ["/company/about-us", "/fr/entreprise/qui-sommes-nous"],
    ["/legal/terms", "/fr/juridique/conditions-d-utilisation"],
    ["/privacy-request", "/fr/demande-confidentialite"],
    ["/privacy-request/confirm", "/fr/demande-confidentialite/confirmer"],
    ["/handoff/borealis-insurance", "/fr/transfert/borealis-insurance"],
    ["/quebec-car-insurance-quote", "/fr/soumission-assurance-auto-quebec"],
  ];

  it.each(pairs)("%s and %s are twins both ways", (english, french) => {
    expect(twinPath(english, "fr")).toBe(french);
    expect(twinPath(french, "en")).toBe(english);
  });

  it("gives every province landing page a French twin", () => {
    for (const province of PROVINCES) {
      expect(twinPath(`/${province.slug}`, "fr")).toBe(`/fr/${province.slugFr}`);
    }
  });

  it("keeps the query and the fragment", () => {
    expect(twinPath("/quotes?category=car&step=2#top", "fr")).toBe("/fr/soumissions?category=car&step=2#top");
    expect(twinPath("/fr/blogue?page=2", "en")).toBe("/blog?page=2");
  });

  it("answers the same path for the same language", () => {
    expect(twinPath("/faq", "en")).toBe("/faq");
    expect(twinPath("/fr/faq", "fr")).toBe("/fr/faq");
  });

  it("does not know a blog post's twin (the database does)", () => {
    expect(twinPath("/blog/car-insurance-glossary", "fr")).toBeNull();
    expect(twinPath("/fr/blogue/lexique-assurance-auto", "en")).toBeNull();
  });

  it("answers null for addresses it does not know, in either language", () => {
    for (const path of ["/nope", "/learn/nope", "/compare/boat", "/compare/car/texas", "/fr/nope", "/fr/guides/x"]) {
      expect(twinPath(path, path.startsWith("/fr") ? "en" : "fr")).toBeNull();
    }
  });

  it("is not fooled by a path that only starts like /fr", () => {
    expect(twinPath("/french-fries", "fr")).toBeNull();
    expect(twinPath("/frontpage", "en")).toBe("/frontpage");
  });
});

describe("localizePath", () => {
  it("leaves English links alone on English pages", () => {
    expect(localizePath("/learn/car-insurance", "en")).toBe("/learn/car-insurance");
  });

  it("gives French pages French addresses", () => {
    expect(localizePath("/quotes?category=home", "fr")).toBe("/fr/soumissions?category=home");
    expect(localizePath("/", "fr")).toBe("/fr");
    expect(localizePath("/#compare", "fr")).toBe("/fr#compare");
  });

  it("keeps a blog slug (a post not translated is linked at its address)", () => {
    expect(localizePath("/blog/winter-tires", "fr")).toBe("/fr/blogue/winter-tires");
  });

  it("keeps addresses it cannot translate, outside links and French addresses", () => {
    expect(localizePath("/admin/blog", "fr")).toBe("/admin/blog");
    expect(localizePath("https://example.com/quotes", "fr")).toBe("https://example.com/quotes");
    expect(localizePath("//example.com/quotes", "fr")).toBe("//example.com/quotes");
    expect(localizePath("/fr/faq", "fr")).toBe("/fr/faq");
    expect(localizePath("mailto:support@quotemaple.ca", "fr")).toBe("mailto:support@quotemaple.ca");
  });
});

describe("switchTarget", () => {
  it("leads to the page's twin, with its query", () => {
    expect(switchTarget("/quotes?step=driver", "fr")).toBe("/fr/soumissions?step=driver");
    expect(switchTarget("/fr/guides/assurance-auto", "en")).toBe("/learn/car-insurance");
  });

  it("uses the twin the page declares (a blog post)", () => {
    expect(switchTarget("/blog/car-insurance-glossary", "fr", "/fr/blogue/lexique-assurance-auto")).toBe(
      "/fr/blogue/lexique-assurance-auto",
    );
  });

  it("leads a post with no translation to the other language's blog", () => {
    expect(switchTarget("/blog/winter-tires", "fr", null)).toBe("/fr/blogue");
    expect(switchTarget("/fr/blogue/un-billet", "en")).toBe("/blog");
  });

  it("leads an unknown page to the other language's home", () => {
    expect(switchTarget("/nope/deeper", "fr")).toBe("/fr");
    expect(switchTarget("/fr/nope", "en")).toBe("/");
  });
});
