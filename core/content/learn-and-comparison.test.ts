import { describe, expect, it } from "vitest";
import { mergeComparisonContent, type ComparisonContent } from "./comparison";
import { learnMetaDescription, learnTeaser, learnTitle, markdownToPlainText } from "./learn-rules";

describe("learn rules", () => {
  it("strips markdown symbols for the teaser and cuts at 200 characters", () => {
    const md = `## Heading\n\n**Bold** and _soft_ text with a [link](/quotes) and \`code\`.\n\n- item ${"word ".repeat(60)}`;
    expect(markdownToPlainText("**Bold** [x](/y) `c`")).toBe("Bold x c");
    const teaser = learnTeaser(md);
    expect(teaser.startsWith("Heading Bold and soft text with a link and code.")).toBe(true);
    expect(teaser.length).toBeLessThanOrEqual(200);
    expect(teaser).not.toMatch(/[*_#`[\]]/);
  });

  it("uses the first 160 characters for the meta description, or the default", () => {
    const description = learnMetaDescription(`Car insurance ${"covers you ".repeat(40)}`, "Default");
    expect(description.length).toBeLessThanOrEqual(160);
    expect(description.startsWith("Car insurance covers you")).toBe(true);
    expect(learnMetaDescription(null, "Default")).toBe("Default");
    expect(learnMetaDescription("   ", "Default")).toBe("Default");
  });

  it("falls back to 'Learn About {title}'", () => {
    expect(learnTitle(null, "Life Insurance")).toBe("Learn About Life Insurance");
    expect(learnTitle("A guide", "Life Insurance")).toBe("A guide");
  });
});

describe("mergeComparisonContent", () => {
  const base: ComparisonContent = {
    heroLabel: "Car insurance",
    heroHeading: "Compare car insurance",
    heroSubtext: "Across Canada",
    coveragePoints: ["Liability"],
    saveTips: ["Raise the deductible"],
    faq: [{ question: "Q?", answer: "A." }],
    seoTitle: "Car",
    metaDescription: "Car insurance",
  };

  it("keeps the category's content without a published override", () => {
    expect(mergeComparisonContent(base, null)).toEqual(base);
    expect(mergeComparisonContent(base, { published: false, heroHeading: "Ontario" })).toEqual(base);
  });

  it("replaces only the fields the published override fills", () => {
    const merged = mergeComparisonContent(base, {
      published: true,
      heroHeading: "Compare car insurance in Ontario",
      coveragePoints: ["DCPD"],
      saveTips: [],
      faq: null,
      seoTitle: " ",
    });
    expect(merged).toEqual({ ...base, heroHeading: "Compare car insurance in Ontario", coveragePoints: ["DCPD"] });
  });
});
