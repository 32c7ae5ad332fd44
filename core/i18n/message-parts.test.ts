import { describe, expect, it } from "vitest";
import { MESSAGES_EN } from "./messages-en";

// Read through Vite rather than node:fs, which core/ does not use: each part's module by file name, and the text
// of every module of app/ and core/ that can use a key (not the tests, not the catalogue itself).
const PART_MODULES = import.meta.glob<Record<string, Readonly<Record<string, string>>>>("./messages/*.ts", {
  eager: true,
});
const SOURCES = import.meta.glob<string>(
  ["../../app/**/*.{ts,tsx}", "../../core/**/*.{ts,tsx}", "!**/*.test.{ts,tsx}", "!../../core/i18n/**"],
  { eager: true, query: "?raw", import: "default" },
);

const PART_KEYS = Object.entries(PART_MODULES).map(([path, module]) => ({
  part: path.slice("./messages/".length, -".ts".length),
  keys: Object.values(module).flatMap((messages) => Object.keys(messages)),
}));
const PART_OF_KEY = new Map(PART_KEYS.flatMap(({ part, keys }) => keys.map((key) => [key, part] as const)));
const ALL_KEYS = [...PART_OF_KEY.keys()];

// A dotted name in quotes or backticks, or at the head of a template literal: `home.category.${id}`.
const QUOTED_NAME = /(["'`])([\w.]+)(["'`]|\$\{)/g;
const PART_IMPORT = /(?:import|from)\s*["'][^"']*\/i18n\/messages\/([\w-]+)["']/g;

/**
 * The parts whose keys a module's text names: a quoted key; a template literal whose fixed head starts keys
 * (`home.category.${id}` may be any home.category.* key); a quoted head ending in a dot, for "prefix." + name.
 */
function partsUsedBy(text: string): Set<string> {
  const parts = new Set<string>();
  for (const [, open, name = "", close] of text.matchAll(QUOTED_NAME)) {
    const isTemplateHead = open === "`" && close === "${";
    if (!isTemplateHead && close !== open) continue;
    const exactPart = isTemplateHead ? undefined : PART_OF_KEY.get(name);
    if (exactPart) parts.add(exactPart);
    else if (isTemplateHead ? name.includes(".") : name.endsWith(".")) {
      for (const key of ALL_KEYS) if (key.startsWith(name)) parts.add(PART_OF_KEY.get(key)!);
    }
  }
  return parts;
}

function partsImportedBy(text: string): Set<string> {
  return new Set([...text.matchAll(PART_IMPORT)].map(([, part = ""]) => part));
}

function eachSource(check: (file: string, used: Set<string>, imported: Set<string>) => string | undefined) {
  const problems: string[] = [];
  for (const [path, text] of Object.entries(SOURCES)) {
    const file = new URL(path, "file:///project/core/i18n/").pathname.slice("/project/".length);
    const problem = check(file, partsUsedBy(text), partsImportedBy(text));
    if (problem) problems.push(problem);
  }
  return problems;
}

describe("message catalogue parts", () => {
  it("puts every key of the catalogue in exactly one part", () => {
    const seen = new Map<string, string>();
    const shared: string[] = [];
    for (const { part, keys } of PART_KEYS) {
      for (const key of keys) {
        const other = seen.get(key);
        if (other) shared.push(`${key} is in ${other} and ${part}`);
        seen.set(key, part);
      }
    }
    expect(shared).toEqual([]);
    expect([...seen.keys()].sort()).toEqual(Object.keys(MESSAGES_EN).sort());
  });

  it("keeps all the keys of a first segment in one part, so a key's name tells its part", () => {
    const partsOfSegment = new Map<string, Set<string>>();
    for (const [key, part] of PART_OF_KEY) {
      const segment = key.split(".")[0] ?? key;
      partsOfSegment.set(segment, (partsOfSegment.get(segment) ?? new Set()).add(part));
    }
    const split = [...partsOfSegment].filter(([, parts]) => parts.size > 1).map(([segment]) => segment);
    expect(split).toEqual([]);
  });

  it("finds keys quoted, at the head of a template and as a quoted prefix, and nothing else", () => {
    expect(partsUsedBy(`t("nav.home"); const k = 'admin.ui.signOut';`)).toEqual(new Set(["shell", "staff"]));
    expect(partsUsedBy("t(`home.category.${id}`)")).toEqual(new Set(["home"]));
    expect(partsUsedBy(`t(("blog.category." + id) as MessageKey)`)).toEqual(new Set(["blog"]));
    expect(partsUsedBy("`${a}.title` 'nav.nothing' \"home\" `privacy${x}` `/blog/${slug}` 'x.y'")).toEqual(new Set());
  });

  it("has each module import the parts of the keys it uses", () => {
    const missing = eachSource((file, used, imported) => {
      const absent = [...used].filter((part) => !imported.has(part));
      return absent.length > 0 ? `${file} needs ${absent.join(", ")}` : undefined;
    });
    expect(missing, 'add: import "<relative path>/core/i18n/messages/<part>";').toEqual([]);
  });

  it("has no module import a part none of its keys come from, which would only add bytes to its pages", () => {
    const unused = eachSource((file, used, imported) => {
      const extra = [...imported].filter((part) => !used.has(part));
      return extra.length > 0 ? `${file} imports ${extra.join(", ")} without using it` : undefined;
    });
    expect(unused).toEqual([]);
  });
});
