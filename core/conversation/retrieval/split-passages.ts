import type { ProvinceCode } from "../../shared/provinces";
import { parseArticleSegments } from "../../content/shortcodes";
import type { Passage, PassageKind } from "./types";

/** Passages longer than this many words are cut at sentence boundaries. */
export const MAX_PASSAGE_WORDS = 120;

export interface SplitOptions {
  title: string;
  url: string;
  kind: PassageKind;
  provinceCode?: ProvinceCode | undefined;
  /** Prefix of the passage ids (default: the url). */
  idPrefix?: string | undefined;
  maxWords?: number | undefined;
  /** Whether the page gives its h2–h6 headings ids (rendered articles do; default true). */
  headingAnchors?: boolean | undefined;
}

/** Inline markdown to plain text: links keep their text, images and emphasis marks go. */
export function markdownInlineToText(markdown: string): string {
  return markdown
    .replace(/!\[[^\]]*\]\([^)]*\)/g, "")
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/\[([^\]]+)\]\[[^\]]*\]/g, "$1")
    .replace(/<(https?:[^>\s]+|mailto:[^>\s]+)>/g, "$1")
    .replace(/<\/?[a-z][^>]*>/gi, " ")
    .replace(/`([^`]*)`/g, "$1")
    .replace(/(\*\*|__)(.+?)\1/g, "$2")
    .replace(/(^|[^\p{L}\p{N}*_])[*_]([^*_\s](?:[^*_]*[^*_\s])?)[*_](?=[^\p{L}\p{N}*_]|$)/gu, "$1$2")
    .replace(/\\([\\`*_{}[\]()#+\-.!|>~])/g, "$1")
    .replace(/\s+/g, " ")
    .trim();
}

/** The id rehype-slug (github-slugger) gives a heading, before de-duplication. */
export function headingSlug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, "")
    .replace(/ /g, "-");
}

export function countWords(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

const ABBREVIATIONS = new Set([
  "e.g",
  "i.e",
  "vs",
  "mr",
  "mrs",
  "ms",
  "dr",
  "st",
  "no",
  "inc",
  "ltd",
  "approx",
  "jr",
  "sr",
]);

/**
 * Sentences of a text as [start, end) offsets into it, so each sentence is an exact substring.
 * A sentence ends at ., ! or ? followed by a space and a capital, digit, quote or $, or at a line
 * break; initialisms ("Q.E.F. 20") and common abbreviations do not end one.
 */
export function sentenceRanges(text: string): [number, number][] {
  const ranges: [number, number][] = [];
  let start = 0;
  const push = (end: number) => {
    let from = start;
    let to = end;
    while (from < to && /\s/.test(text[from] ?? "")) from += 1;
    while (to > from && /\s/.test(text[to - 1] ?? "")) to -= 1;
    if (to > from) ranges.push([from, to]);
  };
  const boundary = /([.!?])["”’')\]]*(?=\s+["“‘(]?[\p{Lu}\p{N}$])|\n/gu;
  for (const match of text.matchAll(boundary)) {
    const index = match.index ?? 0;
    if (match[0] === "\n") {
      push(index);
      start = index + 1;
      continue;
    }
    if (match[1] === ".") {
      const before = /([\p{L}.]+)$/u.exec(text.slice(start, index))?.[1] ?? "";
      const word = before.toLowerCase();
      if (ABBREVIATIONS.has(word) || /^\p{L}$/u.test(word) || /\p{L}\.\p{L}$/u.test(word)) continue;
    }
    const end = index + match[0].length;
    push(end);
    start = end;
  }
  push(text.length);
  return ranges;
}

interface Unit {
  text: string;
  /** A paragraph that opens with a bold term ("**Deductible.** The part…"): its own passage. */
  term?: string;
}

interface Section {
  heading: string | undefined;
  anchor: string | undefined;
  units: Unit[];
}

const HEADING = /^\s{0,3}(#{1,6})\s+(.*?)\s*#*\s*$/;
const LIST_ITEM = /^\s*(?:[-*+]|\d{1,3}[.)])\s+(.*)$/;
const TABLE_ROW = /^\s*\|.*\|\s*$/;
const TABLE_SEPARATOR = /^\s*\|?\s*:?-{2,}:?\s*(\|\s*:?-{2,}:?\s*)*\|?\s*$/;
const RULE = /^\s{0,3}([-*_])(\s*\1){2,}\s*$/;
const FENCE = /^\s*(```|~~~)/;
const IMAGE_ONLY = /^\s*!\[[^\]]*\]\([^)]*\)\s*$/;
const DEFINITION = /^\*\*([^*]+?)(?:[.:]\*\*|\*\*[.:])\s+\S/;

function tableCells(row: string): string[] {
  return row
    .trim()
    .replace(/^\||\|$/g, "")
    .split(/(?<!\\)\|/)
    .map((cell) => markdownInlineToText(cell));
}

/** A table row as one line: "Collision: What it pays for: Damage…; Required? Optional." */
function tableRowText(header: string[], cells: string[]): string {
  const [first = "", ...rest] = cells;
  const parts = rest
    .map((cell, index) => {
      if (!cell) return "";
      const label = header[index + 1] ?? "";
      if (!label) return cell;
      return /[?:]$/.test(label) ? `${label} ${cell}` : `${label}: ${cell}`;
    })
    .filter(Boolean);
  const line = parts.length > 0 ? `${first}: ${parts.join("; ")}` : first;
  return /[.!?]$/.test(line) ? line : `${line}.`;
}

interface SplitState {
  section: Section;
  sections: Section[];
  slugFor: (text: string) => string;
  /** The open headings by level (index 2 holds the current h2, and so on). */
  trail: string[];
}

/** The separator between a section's parent headings and its own in Passage.heading. */
export const HEADING_SEPARATOR = " › ";

/** Splits markdown blocks (no shortcodes) into headed sections of text units. */
function markdownSections(markdown: string, state: SplitState): void {
  let section = state.section;
  let paragraph: string[] = [];
  let listItem: string[] | null = null;
  let table: string[][] = [];
  let inFence = false;
  const flushParagraph = () => {
    if (paragraph.length > 0) {
      const raw = paragraph.join(" ").trim();
      const definition = DEFINITION.exec(raw);
      const text = markdownInlineToText(raw);
      if (text) {
        const term = definition ? markdownInlineToText(definition[1] ?? "") : "";
        section.units.push(term ? { text, term } : { text });
      }
    }
    paragraph = [];
  };
  const flushList = () => {
    if (listItem) {
      const text = markdownInlineToText(listItem.join(" "));
      if (text) section.units.push({ text });
    }
    listItem = null;
  };
  const flushTable = () => {
    const [header = [], ...rows] = table;
    if (rows.length === 0 && header.length > 0) {
      section.units.push({ text: tableRowText([], header) });
    }
    for (const row of rows) section.units.push({ text: tableRowText(header, row) });
    table = [];
  };
  const flushAll = () => {
    flushParagraph();
    flushList();
    flushTable();
  };

  for (const line of markdown.split("\n")) {
    if (FENCE.test(line)) {
      flushAll();
      inFence = !inFence;
      continue;
    }
    if (inFence) continue;
    const heading = HEADING.exec(line);
    if (heading) {
      flushAll();
      const text = markdownInlineToText(heading[2] ?? "");
      if ((heading[1] ?? "").length === 1) {
        // A first-level heading is removed when the article renders; it starts no section.
        continue;
      }
      const level = (heading[1] ?? "").length;
      state.trail.length = level;
      state.trail[level] = text;
      const chain = state.trail.filter((part) => Boolean(part));
      section = { heading: chain.join(HEADING_SEPARATOR), anchor: state.slugFor(text), units: [] };
      state.sections.push(section);
      continue;
    }
    if (line.trim() === "" || RULE.test(line)) {
      flushParagraph();
      flushTable();
      if (line.trim() !== "" || listItem) flushList();
      continue;
    }
    if (TABLE_ROW.test(line)) {
      flushParagraph();
      flushList();
      if (!TABLE_SEPARATOR.test(line)) table.push(tableCells(line));
      continue;
    }
    flushTable();
    if (IMAGE_ONLY.test(line) || /^\s*<!--.*-->\s*$/.test(line)) continue;
    const item = LIST_ITEM.exec(line);
    if (item) {
      flushParagraph();
      flushList();
      listItem = [item[1] ?? ""];
      continue;
    }
    const text = line.replace(/^\s*>\s?/, "");
    if (listItem && /^\s+\S/.test(line)) {
      listItem.push(text.trim());
      continue;
    }
    flushList();
    paragraph.push(text.trim());
  }
  flushAll();
  state.section = section;
}

/** Cuts a unit longer than maxWords into runs of whole sentences. */
function cutLongText(text: string, maxWords: number): string[] {
  if (countWords(text) <= maxWords) return [text];
  const pieces: string[] = [];
  let currentPiece: string[] = [];
  let words = 0;
  for (const [start, end] of sentenceRanges(text)) {
    const sentence = text.slice(start, end);
    const count = countWords(sentence);
    if (currentPiece.length > 0 && words + count > maxWords) {
      pieces.push(currentPiece.join(" "));
      currentPiece = [];
      words = 0;
    }
    currentPiece.push(sentence);
    words += count;
  }
  if (currentPiece.length > 0) pieces.push(currentPiece.join(" "));
  return pieces;
}

/**
 * Splits a markdown page into short passages: one per FAQ pair and, under each heading, runs of
 * paragraphs, list items or table rows of at most maxWords words. A paragraph that opens with a
 * bold term (a glossary entry) is a passage of its own, headed by the term. Shortcodes are read
 * like the article renderer reads them: callouts are text, [FAQ] pairs are "faq" passages and
 * call-to-action buttons are left out.
 */
export function splitIntoPassages(markdown: string, options: SplitOptions): Passage[] {
  const maxWords = options.maxWords ?? MAX_PASSAGE_WORDS;
  const prefix = options.idPrefix ?? options.url;
  const seen = new Map<string, number>();
  const slugFor = (text: string): string => {
    const base = headingSlug(text);
    const count = seen.get(base);
    seen.set(base, (count ?? -1) + 1);
    return count === undefined ? base : `${base}-${count + 1}`;
  };
  const anchors = options.headingAnchors ?? true;
  const passages: Passage[] = [];
  const push = (text: string, kind: PassageKind, heading: string | undefined, anchor: string | undefined) => {
    passages.push({
      id: `${prefix}#${passages.length + 1}`,
      title: options.title,
      url: options.url,
      text,
      kind,
      ...(heading ? { heading } : {}),
      ...(anchor && anchors ? { anchor } : {}),
      ...(options.provinceCode ? { provinceCode: options.provinceCode } : {}),
    });
  };
  /** Packs pieces into passages of about equal size, so no passage is a one-line leftover. */
  const emitRun = (pieces: string[], heading: string | undefined, anchor: string | undefined) => {
    const counts = pieces.map(countWords);
    const total = counts.reduce((sum, count) => sum + count, 0);
    const target = total / Math.max(1, Math.ceil(total / maxWords));
    let run: string[] = [];
    let words = 0;
    pieces.forEach((piece, position) => {
      const count = counts[position] ?? 0;
      if (run.length > 0 && (words + count > maxWords || words + count / 2 > target)) {
        push(run.join("\n"), options.kind, heading, anchor);
        run = [];
        words = 0;
      }
      run.push(piece);
      words += count;
    });
    if (run.length > 0) push(run.join("\n"), options.kind, heading, anchor);
  };
  const emitSection = (section: Section) => {
    let pieces: string[] = [];
    for (const unit of section.units) {
      if (unit.term) {
        emitRun(pieces, section.heading, section.anchor);
        pieces = [];
        emitRun(cutLongText(unit.text, maxWords), unit.term, section.anchor);
        continue;
      }
      pieces.push(...cutLongText(unit.text, maxWords));
    }
    emitRun(pieces, section.heading, section.anchor);
    section.units = [];
  };

  const first: Section = { heading: undefined, anchor: undefined, units: [] };
  const state: SplitState = { section: first, sections: [first], slugFor, trail: [] };
  const text = markdown.replace(/\r\n?/g, "\n");
  for (const segment of parseArticleSegments(text)) {
    if (segment.kind === "markdown") {
      markdownSections(segment.text, state);
    } else if (segment.kind === "callout") {
      markdownSections(`\n${segment.text}\n`, state);
    } else if (segment.kind === "faq") {
      // Pairs are emitted after the section text read so far, so the order follows the page.
      for (const pending of state.sections) emitSection(pending);
      for (const item of segment.items) {
        const answer = markdownInlineToText(item.a.replace(/\n+/g, " "));
        const question = markdownInlineToText(item.q);
        if (question && answer) push(answer, "faq", question, state.section.anchor);
      }
    }
  }
  for (const pending of state.sections) emitSection(pending);
  return passages;
}

/** One FAQ pair as a passage: the question is its heading, the answer its text. */
export function faqPassage(options: {
  id: string;
  title: string;
  url: string;
  question: string;
  answer: string;
  provinceCode?: ProvinceCode | undefined;
}): Passage {
  return {
    id: options.id,
    title: options.title,
    url: options.url,
    text: markdownInlineToText(options.answer),
    kind: "faq",
    heading: markdownInlineToText(options.question),
    ...(options.provinceCode ? { provinceCode: options.provinceCode } : {}),
  };
}
