import { describe, expect, it } from "vitest";
import { pngSize } from "../tests/helpers/png-size";
import { createShareImageRenderer, wrapText } from "./share-image-renderer";

const ROOT = new URL("..", import.meta.url).pathname;
/** A measure of one unit per character, so the breaks are easy to read. */
const byCharacters = (line: string) => line.length;

describe("wrapText", () => {
  it("breaks at spaces within the width, a long word alone on its line", () => {
    expect(wrapText("Car insurance in Canada", 13, byCharacters)).toEqual(["Car insurance", "in Canada"]);
    expect(wrapText("Responsabilité-civile-obligatoire au Québec", 10, byCharacters)).toEqual([
      "Responsabilité-civile-obligatoire",
      "au Québec",
    ]);
  });

  it("never leaves French punctuation or a guillemet alone at the start of a line", () => {
    const lines = wrapText("Assurance auto au Canada : comment économiser?", 24, byCharacters);
    expect(lines.every((line) => !/^[:;?!»]/.test(line))).toBe(true);
    expect(lines.join(" ")).toContain("Canada\u00a0:");
    expect(wrapText("« Tous risques » expliqué", 9, byCharacters)[0]).toBe("«\u00a0Tous");
  });
});

describe("the share image renderer", () => {
  it("draws the site's image and an article's as PNG of 1200x630, each language its own text", async () => {
    const renderer = await createShareImageRenderer(ROOT);
    const english = await renderer.site({ headline: "Compare Car Insurance Quotes", text: "Free, no spam." });
    const french = await renderer.site({ headline: "Comparez des soumissions", text: "Gratuit, sans pourriel." });
    expect(pngSize(english)).toEqual({ width: 1200, height: 630 });
    expect(pngSize(french)).toEqual({ width: 1200, height: 630 });
    expect(Buffer.compare(english, french)).not.toBe(0);
    const article = await renderer.article({
      label: "Blogue",
      title: "Lexique de l'assurance auto : les termes de votre police expliqués, de l'IDDM à l'avenant FAQ 20",
      footer: "Estimations gratuites de fournisseurs canadiens autorisés",
      illustration: Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 630" width="1200" height="630"><rect width="1200" height="630" fill="#E8590C"/></svg>',
      ),
    });
    expect(pngSize(article)).toEqual({ width: 1200, height: 630 });
    expect(pngSize(await renderer.logo())).toEqual({ width: 512, height: 512 });
  });
});
