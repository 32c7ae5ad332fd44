import { describe, expect, it } from "vitest";
import { renderArticle } from "../../content/article";
import {
  HEADING_SEPARATOR,
  countWords,
  faqPassage,
  headingSlug,
  markdownInlineToText,
  sentenceRanges,
  splitIntoPassages,
} from "./split-passages";

const base = { title: "Car Insurance Guide", url: "/learn/car-insurance", kind: "learn" as const };

const GUIDE = `Car insurance is **mandatory** in every province. See [our FAQ](/faq) for more.

## What car insurance covers

A policy is a bundle of coverages.

| Coverage  | What it pays for        | Required? |
| --------- | ----------------------- | --------- |
| Collision | Damage to your own car  | Optional  |
| Liability | Damage you cause others | Yes       |

### Damage to your own car

Collision and comprehensive can be combined as "all perils".

[TIP]
Compare the same deductible on every quote.
[/TIP]

[CTA label="Compare car insurance estimates" href="/quotes?category=car" variant="primary"]

## Glossary

**Deductible.** The part of a claim you pay yourself.

**Premium:** What you pay for the policy each year.

## Common mistakes

- **Buying only the minimum.** A serious claim can exceed it.
- Letting coverage lapse.

[FAQ]
Q: Is a higher deductible cheaper?
A: Usually, for the collision and comprehensive part of the premium.
[/FAQ]

## Common mistakes

![A chart](/images/chart.svg)

Repeated heading text gets a numbered anchor.
`;

describe("markdownInlineToText", () => {
  it("keeps link text and drops images, emphasis and code marks", () => {
    expect(markdownInlineToText("**Bold** and _italic_ [link](/faq) ![img](/a.png) `code`")).toBe(
      "Bold and italic link code",
    );
  });

  it("leaves underscores and asterisks inside words alone", () => {
    expect(markdownInlineToText("snake_case_name 2*3*4")).toBe("snake_case_name 2*3*4");
  });
});

describe("sentenceRanges", () => {
  it("returns offsets whose slices are the sentences, verbatim", () => {
    const text = "Yes. Every vehicle must carry Q.E.F. 20 coverage, e.g. for rentals. Costs rose 13% in 2024! Why?";
    const sentences = sentenceRanges(text).map(([start, end]) => text.slice(start, end));
    expect(sentences).toEqual([
      "Yes.",
      "Every vehicle must carry Q.E.F. 20 coverage, e.g. for rentals.",
      "Costs rose 13% in 2024!",
      "Why?",
    ]);
  });

  it("treats a line break as the end of a sentence", () => {
    const text = "First tip\nSecond tip.";
    expect(sentenceRanges(text).map(([start, end]) => text.slice(start, end))).toEqual(["First tip", "Second tip."]);
  });
});

describe("splitIntoPassages", () => {
  const passages = splitIntoPassages(GUIDE, base);

  it("splits by heading, with parent headings joined into the passage heading", () => {
    expect(passages.map((passage) => passage.heading)).toEqual([
      undefined,
      "What car insurance covers",
      `What car insurance covers${HEADING_SEPARATOR}Damage to your own car`,
      "Deductible",
      "Premium",
      "Common mistakes",
      "Is a higher deductible cheaper?",
      "Common mistakes",
    ]);
  });

  it("turns markdown into plain text and table rows into lines", () => {
    expect(passages[0]?.text).toBe("Car insurance is mandatory in every province. See our FAQ for more.");
    expect(passages[1]?.text).toBe(
      [
        "A policy is a bundle of coverages.",
        "Collision: What it pays for: Damage to your own car; Required? Optional.",
        "Liability: What it pays for: Damage you cause others; Required? Yes.",
      ].join("\n"),
    );
  });

  it("keeps callout text, leaves out call-to-action buttons and images", () => {
    expect(passages[2]?.text).toBe(
      'Collision and comprehensive can be combined as "all perils".\nCompare the same deductible on every quote.',
    );
    expect(passages.some((passage) => passage.text.includes("Compare car insurance estimates"))).toBe(false);
    expect(passages[7]?.text).toBe("Repeated heading text gets a numbered anchor.");
  });

  it("makes a glossary entry (a paragraph opening with a bold term) its own passage", () => {
    expect(passages[3]).toMatchObject({
      heading: "Deductible",
      text: "Deductible. The part of a claim you pay yourself.",
    });
    expect(passages[4]).toMatchObject({ heading: "Premium", text: "Premium: What you pay for the policy each year." });
  });

  it("keeps bold-led list items together under their heading", () => {
    expect(passages[5]?.text).toBe("Buying only the minimum. A serious claim can exceed it.\nLetting coverage lapse.");
  });

  it("turns [FAQ] pairs into faq passages on the same page", () => {
    expect(passages[6]).toMatchObject({
      kind: "faq",
      url: "/learn/car-insurance",
      heading: "Is a higher deductible cheaper?",
      text: "Usually, for the collision and comprehensive part of the premium.",
    });
  });

  it("gives each passage a unique, stable id, the page's title and url", () => {
    expect(new Set(passages.map((passage) => passage.id)).size).toBe(passages.length);
    expect(passages[0]?.id).toBe("/learn/car-insurance#1");
    expect(splitIntoPassages(GUIDE, { ...base, idPrefix: "learn:car" })[0]?.id).toBe("learn:car#1");
    expect(passages.every((passage) => passage.title === base.title && passage.url === base.url)).toBe(true);
    expect(splitIntoPassages(GUIDE, base)).toEqual(passages);
  });

  it("uses the heading ids the article renderer gives, numbering repeats", () => {
    const rendered = renderArticle(GUIDE).headings.map((heading) => heading.id);
    const anchors = passages.flatMap((passage) => (passage.anchor ? [passage.anchor] : []));
    expect(anchors.every((anchor) => rendered.includes(anchor))).toBe(true);
    expect(passages[7]?.anchor).toBe("common-mistakes-1");
    expect(headingSlug("Direct Compensation – Property Damage (DCPD)")).toBe(
      "direct-compensation--property-damage-dcpd",
    );
  });

  it("leaves anchors out when the page gives its headings no ids, and sets the province", () => {
    const plain = splitIntoPassages("## Ways to save in Alberta\n\n- Ask about discounts.", {
      title: "Alberta",
      url: "/alberta-car-insurance-quote",
      kind: "province",
      provinceCode: "AB",
      headingAnchors: false,
    });
    expect(plain).toEqual([
      {
        id: "/alberta-car-insurance-quote#1",
        title: "Alberta",
        url: "/alberta-car-insurance-quote",
        text: "Ask about discounts.",
        kind: "province",
        heading: "Ways to save in Alberta",
        provinceCode: "AB",
      },
    ]);
  });

  it("keeps passages under the word limit, cutting at sentences into even parts", () => {
    const sentence = "Every driver should compare quotes before each renewal date arrives.";
    const long = Array.from({ length: 30 }, () => sentence).join(" ");
    const items = Array.from({ length: 9 }, (_, index) => `- Tip number ${index + 1} is to compare quotes often.`);
    const split = splitIntoPassages(`## Long\n\n${long}\n\n## Tips\n\n${items.join("\n")}`, { ...base, maxWords: 40 });
    expect(split.every((passage) => countWords(passage.text) <= 40)).toBe(true);
    const tips = split.filter((passage) => passage.heading === "Tips").map((passage) => countWords(passage.text));
    expect(tips).toEqual([40, 32]);
    expect(
      split
        .filter((passage) => passage.heading === "Long")
        .map((passage) => passage.text)
        .join(" "),
    ).toBe(long);
  });
});

describe("faqPassage", () => {
  it("makes the question the heading and the answer the text", () => {
    expect(
      faqPassage({
        id: "faq:1",
        title: "Ontario",
        url: "/ontario-auto-insurance-quote",
        question: "Is car insurance **mandatory** in Ontario?",
        answer: "Yes. See [FSRA](https://www.fsrao.ca).",
        provinceCode: "ON",
      }),
    ).toEqual({
      id: "faq:1",
      title: "Ontario",
      url: "/ontario-auto-insurance-quote",
      text: "Yes. See FSRA.",
      kind: "faq",
      heading: "Is car insurance mandatory in Ontario?",
      provinceCode: "ON",
    });
  });
});
