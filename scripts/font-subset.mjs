// The site's one web font, cut to what our pages write (decision 0039). Inter's latin file from
// @fontsource-variable/inter holds every weight (100–900) and the glyphs its layout features reach;
// the pages use weights 400–800 and no alternates, so the subset is 23 KB instead of 48 KB and
// arrives one round trip sooner on a slow connection. `node scripts/font-subset.mjs` writes it; a
// unit test checks that the committed file is this script's output and covers every character of
// the message catalogue and content.
import { readFile, writeFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import fontverter from "fontverter";
import { Blob, Face } from "harfbuzzjs";
import subsetFont from "subset-font";

export const SOURCE_FONT = "node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2";
export const SUBSET_FONT = "app/fonts/inter-subset.woff2";
/** The weights Tailwind classes use: font-normal (400) to font-extrabold (800). */
export const WEIGHTS = { min: 400, max: 800 };

const range = (from, to) => Array.from({ length: to - from + 1 }, (_, index) => from + index);
/**
 * Printable ASCII and Latin-1 (every French letter but œ), œ, then the punctuation and signs of our
 * texts and number formats the source font has (typographic quotes and dashes, the ellipsis, the
 * minus sign). Characters it lacks (→, the narrow no-break space) come from the system font, as before.
 */
// prettier-ignore
export const CODE_POINTS = [
  ...range(0x20, 0x7e),
  ...range(0xa0, 0xff),
  0x152, 0x153, 0x2009, 0x2013, 0x2014, 0x2018, 0x2019, 0x201a, 0x201c, 0x201d, 0x201e, 0x2022,
  0x2026, 0x2039, 0x203a, 0x20ac, 0x2122, 0x2191, 0x2193, 0x2212,
];

/** A CSS `unicode-range` of these code points, in ascending runs. */
export function unicodeRange(codePoints) {
  const sorted = [...new Set(codePoints)].sort((a, b) => a - b);
  const runs = [];
  for (const point of sorted) {
    const last = runs.at(-1);
    if (last && point === last[1] + 1) last[1] = point;
    else runs.push([point, point]);
  }
  const hex = (point) => point.toString(16).toUpperCase().padStart(4, "0");
  return runs.map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`)).join(", ");
}

export async function buildSubset(root = ".") {
  const source = await readFile(`${root}/${SOURCE_FONT}`);
  return subsetFont(source, String.fromCodePoint(...CODE_POINTS), {
    targetFormat: "woff2",
    variationAxes: { wght: WEIGHTS },
    noLayoutClosure: true,
  });
}

/**
 * Inter at one fixed weight with the same characters, as TrueType: what the build draws the share
 * images with (decision 0048), since a canvas does not choose a variable font's weight.
 */
export async function buildFixedWeightFont(weight, root = ".") {
  const source = await readFile(`${root}/${SOURCE_FONT}`);
  return subsetFont(source, String.fromCodePoint(...CODE_POINTS), {
    targetFormat: "truetype",
    variationAxes: { wght: weight },
  });
}

/** The face of a woff2 font, to read its characters and axes. */
export async function fontFace(woff2) {
  return new Face(new Blob(await fontverter.convert(woff2, "sfnt")), 0);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const font = await buildSubset();
  await writeFile(SUBSET_FONT, font);
  console.log(`${SUBSET_FONT}: ${font.length} bytes`);
  console.log(`unicode-range: ${unicodeRange([...(await fontFace(font)).collectUnicodes()])}`);
}
