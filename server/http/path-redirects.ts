import { PATHS } from "../../core/shared/paths";
import { PROVINCES } from "../../core/shared/provinces";

/**
 * Pages that live at another address, as canonical old path → canonical new path. The canonical-path
 * check applies it after folding case and slashes, so `/ON/` reaches its province page in one 301.
 * Old slugs of renamed pages, and the French site's renamed twins, are added here.
 */
export const PATH_REDIRECTS: ReadonlyMap<string, string> = new Map([
  // The province short links (/on, /bc, …) the FAQ page links to.
  ...PROVINCES.map((province) => [`/${province.code.toLowerCase()}`, PATHS.province(province.slug)] as const),
]);
