import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { SOURCE_FONT, SUBSET_FONT, WEIGHTS, buildSubset, fontFace, unicodeRange } from "./font-subset.mjs";

function filesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(folder, entry.name)) : [join(folder, entry.name)],
  );
}

/** Every character a visitor can read: the message catalogue (both languages) and the seeded content. */
function visitorCharacters(): Set<number> {
  const text = [...filesUnder("core/i18n/messages"), ...filesUnder("content")]
    .map((file) => readFileSync(file, "utf8"))
    .join("");
  return new Set([...text].map((character) => character.codePointAt(0)!));
}

describe("the subset web font", () => {
  const committed = readFileSync(SUBSET_FONT);

  it("is what scripts/font-subset.mjs makes from the package's font", async () => {
    expect(Buffer.from(await buildSubset())).toEqual(committed);
    expect(committed.length).toBeLessThan(readFileSync(SOURCE_FONT).length / 2);
  });

  it("keeps every character of our texts the source font draws, in weights 400 to 800", async () => {
    const source = new Set((await fontFace(readFileSync(SOURCE_FONT))).collectUnicodes());
    const subset = await fontFace(committed);
    const kept = new Set(subset.collectUnicodes());
    const dropped = [...visitorCharacters()].filter((point) => source.has(point) && !kept.has(point));
    expect(dropped.map((point) => String.fromCodePoint(point))).toEqual([]);
    expect(kept.has("é".codePointAt(0)!) && kept.has("œ".codePointAt(0)!) && kept.has("’".codePointAt(0)!)).toBe(true);
    const { wght } = subset.getAxisInfos();
    expect({ min: wght?.min, max: wght?.max }).toEqual(WEIGHTS);
  });

  it("is declared in app.css with a unicode-range of exactly its characters", async () => {
    const css = readFileSync("app/app.css", "utf8");
    const declared = /unicode-range:\s*([^;]+);/.exec(css)?.[1]?.replace(/\s+/g, " ").trim();
    expect(declared).toBe(unicodeRange([...(await fontFace(committed)).collectUnicodes()]));
    expect(css).toContain(`src: url("./fonts/${SUBSET_FONT.split("/").at(-1)}")`);
    expect(css).toContain(`font-weight: ${WEIGHTS.min} ${WEIGHTS.max};`);
  });
});
