import { describe, expect, it } from "vitest";
import { contentWarnings, hasContentWarnings } from "./content-warnings";
import { normalizeArticleMarkdown } from "./normalize-article";

const none = { leadingHeading: false, leadingImage: false, ctaMarkers: 0, extraImages: 0 };

function imageLinesIn(markdown: string): number {
  return markdown.split("\n").filter((line) => /^\s*!\[[^\]]*\]\([^)]*\)\s*$/.test(line)).length;
}

describe("contentWarnings", () => {
  it("reports nothing for clean content", () => {
    const warnings = contentWarnings("Intro paragraph.\n\n## Section\n\nText with ![inline](/i.png) image.");
    expect(warnings).toEqual(none);
    expect(hasContentWarnings(warnings)).toBe(false);
  });

  it("reports a leading first-level heading, after blank lines too", () => {
    expect(contentWarnings("\n\n# My title\n\nBody.")).toEqual({ ...none, leadingHeading: true });
    expect(contentWarnings("Body.\n\n# Later heading")).toEqual(none);
    expect(contentWarnings("## Second level first\n\nBody.")).toEqual(none);
  });

  it("reports a leading image, also right after a leading heading", () => {
    expect(contentWarnings("![cover](/c.png)\n\nBody.")).toEqual({ ...none, leadingImage: true });
    expect(contentWarnings("# Title\n![cover](/c.png)\nBody.")).toEqual({
      ...none,
      leadingHeading: true,
      leadingImage: true,
    });
  });

  it("counts every call-to-action marker and button-titled link", () => {
    const warnings = contentWarnings(
      "Body [Get My Quotes](/q) and [Find My Best Rate].\n[Get Your Quote]\n[compare quotes](/x)\n[CTA]\nText [CTA:oops] more",
    );
    expect(warnings.ctaMarkers).toBe(6);
    expect(hasContentWarnings(warnings)).toBe(true);
  });

  it("counts the French names of the old buttons as markers too, whatever their case or spacing", () => {
    const warnings = contentWarnings(
      [
        "Pour en savoir plus, [Obtenir mes soumissions](/fr/soumissions) ou [Trouvez mon meilleur tarif].",
        "[obtenez votre soumission]",
        "[Comparer\u00a0les  soumissions](/fr/soumissions)",
        "[CTA]",
      ].join("\n"),
    );
    expect(warnings).toEqual({ ...none, ctaMarkers: 5 });
    expect(hasContentWarnings(warnings)).toBe(true);
  });

  it("leaves French links and buttons that are not the old buttons alone", () => {
    expect(
      contentWarnings(
        [
          "Comparez les soumissions de nos partenaires : c'est gratuit.",
          "Lisez [notre lexique](/fr/blogue/lexique-assurance-auto) ou [obtenir des soumissions gratuites](/fr/soumissions).",
          '[CTA label="Comparer des estimations d\'assurance auto" href="/fr/soumissions?category=car" variant="primary"]',
          "[CTA:1:Votre estimation en 60 secondes → /fr/soumissions?category=car]",
        ].join("\n"),
      ),
    ).toEqual(none);
  });

  it("warns about a French post's leading heading, leading image and extra images as about an English one", () => {
    const source = [
      "# Comprendre la franchise en assurance auto",
      "![Une voiture sous la neige](/images/blog/hiver.webp)",
      "",
      "La franchise est le montant que vous payez lors d'une réclamation.",
      "",
      "![Un constat amiable](/images/blog/constat.webp)",
      "",
      "## Chapitre A et chapitre B",
      "",
      "![La SAAQ](/images/blog/saaq.webp)",
      "",
      "[Obtenir mes soumissions](/fr/soumissions)",
    ].join("\n");
    expect(contentWarnings(source)).toEqual({
      leadingHeading: true,
      leadingImage: true,
      ctaMarkers: 1,
      extraImages: 1,
    });
  });

  it("does not count well-formed CTA buttons, which stay", () => {
    expect(contentWarnings('Body.\n[CTA label="Compare" href="/quotes"]\n[CTA:1:See estimate → /quotes]')).toEqual(
      none,
    );
  });

  it("counts image-only lines beyond the first kept one", () => {
    expect(contentWarnings("Text\n\n![a](/a.png)")).toEqual(none);
    expect(contentWarnings("Text\n\n![a](/a.png)\n\n![b](/b.png)\n\n![c](/c.png)").extraImages).toBe(2);
    // The leading image is removed and announced on its own; the next image is the one kept.
    expect(contentWarnings("![lead](/l.png)\nText\n![a](/a.png)")).toEqual({ ...none, leadingImage: true });
    expect(contentWarnings("![lead](/l.png)\nText\n![a](/a.png)\n![b](/b.png)")).toEqual({
      ...none,
      leadingImage: true,
      extraImages: 1,
    });
    // Two images before any text are both removed: one as the leading image, one as an extra.
    expect(contentWarnings("![a](/a.png)\n![b](/b.png)\nText")).toEqual({
      ...none,
      leadingImage: true,
      extraImages: 1,
    });
  });

  it("ignores everything inside fenced code", () => {
    expect(contentWarnings("```\n# Title\n![a](/a.png)\n![b](/b.png)\n[Get My Quotes]\n```")).toEqual(none);
  });

  it.each([
    "# Title\n![cover](/c.png)\n\nIntro [Get My Quotes](/q).\n\n![a](/a.png)\n\n![b](/b.png)\n[CTA]",
    "Plain text only.",
    "![only](/o.png)",
    "Text\n![a](/a.png)\n![b](/b.png)\n![c](/c.png)\n![d](/d.png)",
    "![x](/x.png)\n![y](/y.png)\n# Not leading any more\nText\n![z](/z.png)",
    "# Titre\n![couverture](/c.png)\n\nIntro [Obtenir mes soumissions](/fr/soumissions).\n\n![a](/a.png)\n\n![b](/b.png)\n[CTA]",
    "Un texte en français, sans rien à retirer : « franchise », avenant F.A.Q. no 20.",
  ])("agrees with what publishing removes: %j", (source) => {
    const warnings = contentWarnings(source);
    const normalized = normalizeArticleMarkdown(source);
    const removedImages = imageLinesIn(source) - imageLinesIn(normalized.markdown);
    expect(removedImages).toBe((warnings.leadingImage ? 1 : 0) + warnings.extraImages);
    expect(warnings.leadingHeading).toBe(normalized.warnings.leadingHeading);
    expect(warnings.ctaMarkers).toBe(normalized.warnings.ctaMarkers);
    expect(hasContentWarnings(warnings)).toBe(normalized.markdown !== source.replace(/^\n+/, ""));
  });
});
