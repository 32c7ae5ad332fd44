import type { ProvinceCode } from "../shared/provinces";
import PLACES from "./data/canadian-places.json";
import SMALL_PLACES from "./data/canadian-small-places.json";
import { editDistance } from "./edit-distance";

/**
 * The Canadian places the assistant and the policy analyzer know (issues 22 and 23): the municipalities
 * and towns of the GeoNames gazetteer, shipped with the project (scripts/build-gazetteer.mjs,
 * decision 0038). A place is found by its letters, so "Saint-Jérôme", "st jerome" and "St-Jerome" are
 * one place, and by a one-letter typo when its name is long enough to make that safe.
 */
export type Place = { name: string; code: ProvinceCode };

/** Letters and digits only, lower case, with "saint"/"sainte" written "st"/"ste". */
export function placeKey(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/\bsainte\b/g, "ste")
    .replace(/\bsaint\b/g, "st")
    .replace(/[^a-z0-9]/g, "");
}

/**
 * A Quebec place's name as the Commission de toponymie writes it: "Saint" and "Sainte" in full
 * ("St-Jean-Port-Joli" in the gazetteer is Saint-Jean-Port-Joli).
 */
export function officialName(name: string, code: ProvinceCode): string {
  if (code !== "QC") return name;
  return name.replace(/(^|-)Ste-/g, "$1Sainte-").replace(/(^|-)St-/g, "$1Saint-");
}

/**
 * Places by their key, each province once; a place `known` already holds (the same key in the same
 * province) is left out.
 */
function indexPlaces(listed: [string, ProvinceCode][], known?: Map<string, Place[]>): Map<string, Place[]> {
  const byKey = new Map<string, Place[]>();
  for (const [written, code] of listed) {
    const name = officialName(written, code);
    const placeKeyText = placeKey(name);
    if (known?.get(placeKeyText)?.some((place) => place.code === code)) continue;
    const list = byKey.get(placeKeyText) ?? [];
    if (!list.some((place) => place.code === code)) list.push({ name, code });
    byKey.set(placeKeyText, list);
  }
  return byKey;
}

const BY_KEY = indexPlaces(PLACES as [string, ProvinceCode][]);

/**
 * The smaller towns and villages (the `canada` package, decision 0078) that the list above lacks:
 * found by their exact letters only, never by a typo, so the list above keeps its typo search.
 */
const SMALL_BY_KEY = indexPlaces(SMALL_PLACES as [string, ProvinceCode][], BY_KEY);

/** The smaller towns and villages with exactly this name ("Tignish", "Notre-Dame-de-Lourdes"). */
export function smallPlacesNamed(text: string): Place[] {
  return SMALL_BY_KEY.get(placeKey(text)) ?? [];
}

/** Keys by their first letter, for the typo search. */
const BY_FIRST = new Map<string, string[]>();
for (const placeKeyText of BY_KEY.keys()) {
  const list = BY_FIRST.get(placeKeyText.charAt(0)) ?? [];
  list.push(placeKeyText);
  BY_FIRST.set(placeKeyText.charAt(0), list);
}

/** The most words a place name has that the reader tries ("Sainte-Anne-de-la-Pérade" is five). */
export const MAX_PLACE_WORDS = 6;

/** The places with exactly this name (in any spelling of its letters); several when provinces share it. */
export function placesNamed(text: string): Place[] {
  return BY_KEY.get(placeKey(text)) ?? [];
}

/**
 * The places one typo away from a name of seven letters or more ("Kitchner", "Drummondvile"), when
 * exactly one name is that close; shorter names are too easily another word.
 */
export function placesByTypo(text: string): Place[] {
  const wanted = placeKey(text);
  if (wanted.length < 7) return [];
  const close = keysWithin(wanted, 1);
  return close.length === 1 ? (BY_KEY.get(close[0] as string) ?? []) : [];
}

/** The place keys at most `limit` edits from `wanted`, among those with its first letter. */
function keysWithin(wanted: string, limit: number, keep: (candidate: string) => boolean = () => true): string[] {
  return (BY_FIRST.get(wanted.charAt(0)) ?? []).filter(
    (candidate) =>
      Math.abs(candidate.length - wanted.length) <= limit &&
      keep(candidate) &&
      editDistance(candidate, wanted, limit) <= limit,
  );
}

/**
 * A place of one province that a name misspells ("Ottowa, Ontario", "PEI, Charlottown"): with the
 * province said, fewer names compete, so a five-letter name may differ by one letter and a name of
 * nine or more by two. Only when exactly one place of that province is that close.
 */
export function placeByTypoIn(text: string, code: ProvinceCode): Place | undefined {
  const wanted = placeKey(text);
  const limit = wanted.length >= 9 ? 2 : wanted.length >= 5 ? 1 : 0;
  if (limit === 0) return undefined;
  const close = keysWithin(wanted, limit, (candidate) =>
    (BY_KEY.get(candidate) ?? []).some((place) => place.code === code),
  );
  if (close.length !== 1) return undefined;
  return (BY_KEY.get(close[0] as string) ?? []).find((place) => place.code === code);
}
