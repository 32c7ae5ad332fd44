/**
 * Query parameters worth counting with a page view: where the visitor is headed (category,
 * province, …) and the campaign that brought them (`utm_*`, which the page cache leaves out of its
 * key, decision 0031). Prefilled answers (postal code, city, vehicle) and click ids are left out.
 */
const TRACKED_PARAMS = [
  "category",
  "province",
  "from",
  "blog",
  "page",
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "utm_term",
  "utm_content",
];

/** The page view's `search`: the tracked parameters only, each cut to 100 characters. */
export function trackedSearch(search: string): string {
  const params = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const name of TRACKED_PARAMS) {
    const value = params.get(name);
    if (value) kept.set(name, value.slice(0, 100));
  }
  const text = kept.toString();
  return text ? `?${text}` : "";
}
