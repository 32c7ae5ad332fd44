import { describe, expect, it } from "vitest";

// Every part of the catalogue and its French twin (docs/french.md), read through Vite.
const ENGLISH = import.meta.glob<Record<string, Readonly<Record<string, string>>>>("./messages/*.ts", { eager: true });
const FRENCH = import.meta.glob<Record<string, Readonly<Record<string, string>>>>("./messages/fr/*.ts", {
  eager: true,
});
/** Parts only staff read: the staff screens may stay English (issue 21). */
const ENGLISH_ONLY = new Set(["staff"]);

const partName = (path: string) => path.slice(path.lastIndexOf("/") + 1, -".ts".length);
const messagesOf = (module: Record<string, Readonly<Record<string, string>>>) =>
  Object.assign({}, ...Object.values(module)) as Record<string, string>;
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

const english = new Map(Object.entries(ENGLISH).map(([path, module]) => [partName(path), messagesOf(module)]));
const french = new Map(Object.entries(FRENCH).map(([path, module]) => [partName(path), messagesOf(module)]));

describe("the catalogue in both languages", () => {
  it("has a French twin for every visitor-facing part, and no French part without an English one", () => {
    const missing = [...english.keys()].filter((part) => !ENGLISH_ONLY.has(part) && !french.has(part));
    const orphans = [...french.keys()].filter((part) => !english.has(part));
    expect({ missing, orphans }).toEqual({ missing: [], orphans: [] });
  });

  it.each([...french.keys()])("has the same keys in English and French: %s", (part) => {
    const en = english.get(part) ?? {};
    const fr = french.get(part) ?? {};
    const onlyEnglish = Object.keys(en).filter((key) => !(key in fr));
    const onlyFrench = Object.keys(fr).filter((key) => !(key in en));
    expect({ onlyEnglish, onlyFrench }).toEqual({ onlyEnglish: [], onlyFrench: [] });
  });

  it.each([...french.keys()])("keeps every placeholder in French: %s", (part) => {
    const en = english.get(part) ?? {};
    const fr = french.get(part) ?? {};
    const differ = Object.keys(fr).filter(
      (key) => en[key] !== undefined && placeholders(en[key]).join() !== placeholders(fr[key]!).join(),
    );
    expect(differ).toEqual([]);
  });

  it.each([...french.keys()])("writes French, not English left in place: %s", (part) => {
    const en = english.get(part) ?? {};
    const fr = french.get(part) ?? {};
    // Short labels may be the same words (Contact, FAQ, Blog…); a whole sentence may not.
    const copied = Object.keys(fr).filter((key) => fr[key] === en[key] && (en[key] ?? "").split(" ").length > 3);
    expect(copied).toEqual([]);
  });
});
