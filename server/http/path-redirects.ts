import { INSURANCE_CATEGORIES } from "../../core/shared/insurance-categories";
import { comparePagePath, provinceWords } from "../../core/shared/localized-paths";
import { PATHS } from "../../core/shared/paths";
import { PROVINCES } from "../../core/shared/provinces";

/**
 * A comparison page named by its line's other spellings (issue 24): the learn guide's slug (the
 * spec's `/compare/car-insurance`) at the English address; at the French one, the French guide's
 * slug and the English words too (`/fr/comparer/assurance-auto`, `/fr/comparer/car`). With or
 * without the province.
 */
function comparisonAliases(): (readonly [string, string])[] {
  const provinces = [undefined, ...PROVINCES.map((province) => provinceWords(province.name))];
  return INSURANCE_CATEGORIES.flatMap((category) =>
    provinces.flatMap((province) => {
      const english = comparePagePath(category.slug, province, "en");
      const french = comparePagePath(category.slug, province, "fr");
      const frenchProvince = province ? `/${french.split("/").at(-1)}` : "";
      return [
        [`/compare/${category.learnSlug}${province ? `/${province}` : ""}`, english] as const,
        ...[category.learnSlugFr, category.slug, category.learnSlug].map(
          (alias) => [`/fr/comparer/${alias}${frenchProvince}`, french] as const,
        ),
      ];
    }),
  );
}

/**
 * Pages that live at another address, as canonical old path → canonical new path. The canonical-path
 * check applies it after folding case and slashes, so `/ON/` reaches its province page in one 301.
 * Old slugs of renamed pages, and the French site's renamed twins, are added here.
 */
export const PATH_REDIRECTS: ReadonlyMap<string, string> = new Map([
  // The province short links (/on, /bc, …) the FAQ page links to.
  ...PROVINCES.map((province) => [`/${province.code.toLowerCase()}`, PATHS.province(province.slug)] as const),
  ...comparisonAliases(),
]);
