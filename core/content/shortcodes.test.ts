import { describe, expect, it } from "vitest";
import { parseArticleSegments, parseCtaLine, parseFaqBody } from "./shortcodes";

describe("parseCtaLine", () => {
  it("reads the attribute form with quotes, single quotes or bare values", () => {
    expect(parseCtaLine('[CTA label="Compare now" href="/quotes?category=car" variant="secondary"]')).toEqual({
      kind: "cta",
      label: "Compare now",
      href: "/quotes?category=car",
      variant: "secondary",
    });
    expect(parseCtaLine("[CTA label='Go' href=/quotes]")).toMatchObject({
      label: "Go",
      href: "/quotes",
      variant: "primary",
    });
  });

  it("defaults the variant to primary, and any unknown variant too", () => {
    expect(parseCtaLine('[CTA label="Go" href="/quotes"]')?.variant).toBe("primary");
    expect(parseCtaLine('[CTA label="Go" href="/quotes" variant="loud"]')?.variant).toBe("primary");
  });

  it("reads the numbered form with an arrow or ->", () => {
    expect(parseCtaLine("[CTA:1:See your estimate → /quotes?category=car]")).toEqual({
      kind: "cta",
      label: "See your estimate",
      href: "/quotes?category=car",
      variant: "primary",
    });
    expect(parseCtaLine("[CTA:2:Analyze my policy -> /policy-analyzer]")?.href).toBe("/policy-analyzer");
  });

  it.each([
    "[CTA]",
    '[CTA label="x"]',
    '[CTA href="/quotes"]',
    "[CTA:1:no target]",
    "[CTA:x:Label → /quotes]",
    'text [CTA label="a" href="/b"] more',
  ])("is not a CTA: %s", (line) => {
    expect(parseCtaLine(line)).toBeNull();
  });
});

describe("parseFaqBody", () => {
  it("pairs questions and answers, joining continuation lines", () => {
    expect(parseFaqBody("Q: One?\nA: First.\nQ: Two\ncontinues?\nA: Second\nline.")).toEqual([
      { q: "One?", a: "First." },
      { q: "Two continues?", a: "Second\nline." },
    ]);
  });

  it("drops questions without answers", () => {
    expect(parseFaqBody("Q: Lonely?\nQ: Paired?\nA: Yes.")).toEqual([{ q: "Paired?", a: "Yes." }]);
  });

  it("reads French FAQs: a space (or no-break space) before the colon, and R for « réponse »", () => {
    expect(
      parseFaqBody(
        "Q : La franchise s'applique-t-elle au Chapitre B?\nR : Oui, sauf exceptions.\nQ\u00a0: Et l'avenant F.A.Q. no 20?\nA\u202f: Il couvre la location.\nQ: Le constat amiable?\nR: Remplissez-le sur place.",
      ),
    ).toEqual([
      { q: "La franchise s'applique-t-elle au Chapitre B?", a: "Oui, sauf exceptions." },
      { q: "Et l'avenant F.A.Q. no 20?", a: "Il couvre la location." },
      { q: "Le constat amiable?", a: "Remplissez-le sur place." },
    ]);
  });
});

describe("parseArticleSegments", () => {
  it("splits markdown, CTAs, callouts and FAQs in order", () => {
    const segments = parseArticleSegments(
      'Intro\n\n[NOTE]\nA *note*\n[/NOTE]\n[CTA label="Go" href="/quotes"]\n[TIP]Inline tip[/TIP]\n[DISCLAIMER]\nCareful\n[/DISCLAIMER]\n[FAQ]\nQ: A?\nA: B.\n[/FAQ]\nOutro',
    );
    expect(segments.map((segment) => segment.kind)).toEqual([
      "markdown",
      "callout",
      "cta",
      "callout",
      "callout",
      "faq",
      "markdown",
    ]);
    expect(segments[1]).toEqual({ kind: "callout", type: "note", text: "A *note*" });
    expect(segments[3]).toEqual({ kind: "callout", type: "tip", text: "Inline tip" });
    expect(segments[4]).toMatchObject({ type: "warning", text: "Careful" });
    expect(segments[5]).toEqual({ kind: "faq", items: [{ q: "A?", a: "B." }] });
  });

  it("leaves shortcodes inside fenced code alone", () => {
    const segments = parseArticleSegments('```\n[NOTE]x[/NOTE]\n[CTA label="a" href="/b"]\n```');
    expect(segments).toEqual([{ kind: "markdown", text: '```\n[NOTE]x[/NOTE]\n[CTA label="a" href="/b"]\n```' }]);
  });

  it("keeps an unclosed block as plain text", () => {
    expect(parseArticleSegments("[TIP]\nnever closed")).toEqual([{ kind: "markdown", text: "[TIP]\nnever closed" }]);
  });

  it("accepts Windows line endings", () => {
    expect(parseArticleSegments("[NOTE]\r\nHi\r\n[/NOTE]")).toEqual([{ kind: "callout", type: "note", text: "Hi" }]);
  });
});
