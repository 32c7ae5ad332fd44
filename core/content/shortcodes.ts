/**
 * Article shortcodes (content spec, "Article shortcodes"), parsed line by line into typed segments.
 * Nothing here produces HTML: each segment becomes a typed tree node later.
 */

export type CtaVariant = "primary" | "secondary";
export type CalloutType = "note" | "tip" | "warning";

export interface FaqItem {
  q: string;
  a: string;
}

export type ArticleSegment =
  | { kind: "markdown"; text: string }
  | { kind: "cta"; label: string; href: string; variant: CtaVariant }
  | { kind: "callout"; type: CalloutType; text: string }
  | { kind: "faq"; items: FaqItem[] };

const CALLOUT_TAGS: Record<string, CalloutType> = { NOTE: "note", TIP: "tip", DISCLAIMER: "warning" };

/** `[CTA label="..." href="..." variant="..."]` alone on a line. */
const CTA_ATTRIBUTES_LINE = /^\s*\[CTA(\s+[^\]]*)\]\s*$/;
/** `[CTA:1:Label → /href]` alone on a line (an ASCII "->" is accepted too). */
const CTA_NUMBERED_LINE = /^\s*\[CTA:(\d+):([^\]→]*?)\s*(?:→|->)\s*([^\s\]]+)\s*\]\s*$/;
const ATTRIBUTE = /(\w+)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'\]]+))/g;
const FENCE = /^\s*(```|~~~)/;
const BLOCK_OPEN = /^\s*\[(NOTE|TIP|DISCLAIMER|FAQ)\]\s*(.*)$/;

export function parseCtaAttributes(text: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const match of text.matchAll(ATTRIBUTE)) {
    const name = match[1]?.toLowerCase();
    if (name) attributes[name] = (match[2] ?? match[3] ?? match[4] ?? "").trim();
  }
  return attributes;
}

/** A well-formed CTA line, or null when the line is not one (a bare marker is not well formed). */
export function parseCtaLine(line: string): Extract<ArticleSegment, { kind: "cta" }> | null {
  const numbered = CTA_NUMBERED_LINE.exec(line);
  if (numbered) {
    const label = numbered[2]?.trim() ?? "";
    const href = numbered[3]?.trim() ?? "";
    return label && href ? { kind: "cta", label, href, variant: "primary" } : null;
  }
  const withAttributes = CTA_ATTRIBUTES_LINE.exec(line);
  if (!withAttributes) return null;
  const attributes = parseCtaAttributes(withAttributes[1] ?? "");
  if (!attributes.label || !attributes.href) return null;
  return {
    kind: "cta",
    label: attributes.label,
    href: attributes.href,
    variant: attributes.variant === "secondary" ? "secondary" : "primary",
  };
}

/**
 * FAQ lines: `Q:` and `A:`, also as French writes them (decision 0036): with a space before the colon
 * (OQLF typography, often a no-break space: `Q :`) and `R:` for « réponse ».
 */
const FAQ_QUESTION = /^\s*Q\s*:\s*(.*)$/;
const FAQ_ANSWER = /^\s*[AR]\s*:\s*(.*)$/;

export function parseFaqBody(text: string): FaqItem[] {
  const items: FaqItem[] = [];
  let current: { q: string[]; a: string[] } | null = null;
  let target: "q" | "a" = "q";
  const flush = () => {
    if (!current) return;
    const q = current.q.join(" ").trim();
    const a = current.a.join("\n").trim();
    if (q && a) items.push({ q, a });
  };
  for (const line of text.split("\n")) {
    const question = FAQ_QUESTION.exec(line);
    const answer = FAQ_ANSWER.exec(line);
    if (question) {
      flush();
      current = { q: [question[1] ?? ""], a: [] };
      target = "q";
    } else if (answer && current) {
      current.a.push(answer[1] ?? "");
      target = "a";
    } else if (current) {
      current[target].push(line.trim());
    }
  }
  flush();
  return items;
}

function blockSegment(tag: string, body: string): ArticleSegment {
  if (tag === "FAQ") return { kind: "faq", items: parseFaqBody(body) };
  return { kind: "callout", type: CALLOUT_TAGS[tag] ?? "note", text: body.trim() };
}

/**
 * Splits article markdown into markdown and shortcode segments. Fenced code is never parsed; an
 * opening tag without its closing tag stays as plain text.
 */
export function parseArticleSegments(markdown: string): ArticleSegment[] {
  const lines = markdown.replace(/\r\n?/g, "\n").split("\n");
  const segments: ArticleSegment[] = [];
  let buffer: string[] = [];
  let inFence = false;
  const flushMarkdown = () => {
    const text = buffer.join("\n");
    if (text.trim()) segments.push({ kind: "markdown", text });
    buffer = [];
  };

  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index] ?? "";
    if (FENCE.test(line)) inFence = !inFence;
    if (inFence || FENCE.test(line)) {
      buffer.push(line);
      continue;
    }
    const cta = parseCtaLine(line);
    if (cta) {
      flushMarkdown();
      segments.push(cta);
      continue;
    }
    const open = BLOCK_OPEN.exec(line);
    if (open) {
      const tag = open[1] ?? "";
      const closing = `[/${tag}]`;
      const rest = open[2] ?? "";
      const sameLineEnd = rest.indexOf(closing);
      if (sameLineEnd >= 0) {
        flushMarkdown();
        segments.push(blockSegment(tag, rest.slice(0, sameLineEnd)));
        continue;
      }
      const endIndex = lines.findIndex((candidate, at) => at > index && candidate.includes(closing));
      if (endIndex > index) {
        const endLine = lines[endIndex] ?? "";
        const body = [rest, ...lines.slice(index + 1, endIndex), endLine.slice(0, endLine.indexOf(closing))].join("\n");
        flushMarkdown();
        segments.push(blockSegment(tag, body));
        index = endIndex;
        continue;
      }
    }
    buffer.push(line);
  }
  flushMarkdown();
  return segments;
}
