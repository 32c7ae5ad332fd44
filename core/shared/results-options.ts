import { FEATURE_TAGS, isFeatureTag, type FeatureTag } from "../pricing/feature-tags";

// How a visitor arranges the results (issue 24, decision 0045): which price leads (a year or a
// month), the order (price or our rating) and the features a quote must offer. They live in the
// results' address, so a link keeps them and they work without JavaScript.

export const PRICE_PERIODS = ["annual", "monthly"] as const;
export type PricePeriod = (typeof PRICE_PERIODS)[number];
export const RESULTS_SORTS = ["price", "rating"] as const;
export type ResultsSort = (typeof RESULTS_SORTS)[number];

export interface ResultsOptions {
  period: PricePeriod;
  sort: ResultsSort;
  /** A quote is shown when its product offers every one of these. */
  features: FeatureTag[];
}

export const DEFAULT_RESULTS_OPTIONS: ResultsOptions = { period: "annual", sort: "price", features: [] };

function oneOf<Value extends string>(values: readonly Value[], text: string | null, fallback: Value): Value {
  const normalized = text?.trim().toLowerCase() ?? "";
  return (values as readonly string[]).includes(normalized) ? (normalized as Value) : fallback;
}

/**
 * The options a results address asks for. Anything else (an unknown word, a tag from another build,
 * the same tag twice) is read as the default rather than refused: these only arrange what is shown.
 */
export function readResultsOptions(search: URLSearchParams): ResultsOptions {
  const features = search
    .getAll("feature")
    .flatMap((value) => value.split(","))
    .map((value) => value.trim().toLowerCase())
    .filter(isFeatureTag);
  return {
    period: oneOf(PRICE_PERIODS, search.get("price"), DEFAULT_RESULTS_OPTIONS.period),
    sort: oneOf(RESULTS_SORTS, search.get("sort"), DEFAULT_RESULTS_OPTIONS.sort),
    // In the vocabulary's order, each once, so one choice has one address.
    features: FEATURE_TAGS.filter((tag) => features.includes(tag)),
  };
}

/**
 * `search` with the options written into it (defaults left out), every other parameter (the session)
 * kept as it was.
 */
export function withResultsOptions(search: URLSearchParams, options: ResultsOptions): URLSearchParams {
  const next = new URLSearchParams(search);
  for (const name of ["price", "sort", "feature"]) next.delete(name);
  if (options.period !== DEFAULT_RESULTS_OPTIONS.period) next.set("price", options.period);
  if (options.sort !== DEFAULT_RESULTS_OPTIONS.sort) next.set("sort", options.sort);
  for (const tag of options.features) next.append("feature", tag);
  return next;
}

interface Arrangeable {
  quote_id: string;
  partner_name: string;
  annual_premium: number;
  tags: readonly FeatureTag[];
  rating: number;
}

/** Cheapest first; ties by name, so the order is stable. */
function byPrice(a: Arrangeable, b: Arrangeable): number {
  return a.annual_premium - b.annual_premium || a.partner_name.localeCompare(b.partner_name);
}

/** Highest rating first; a tie goes to the cheaper. */
function byRating(a: Arrangeable, b: Arrangeable): number {
  return b.rating - a.rating || byPrice(a, b);
}

/** The quotes to show, in the chosen order: those offering every chosen feature. */
export function arrangeQuotes<Quote extends Arrangeable>(quotes: readonly Quote[], options: ResultsOptions): Quote[] {
  return quotes
    .filter((quote) => options.features.every((tag) => quote.tags.includes(tag)))
    .sort(options.sort === "rating" ? byRating : byPrice);
}

/**
 * The quotes that earn a mark among all the results (not only those a filter leaves): the cheapest,
 * and the one we rate highest (a tie goes to the cheaper; no mark when no quote earns a point). A lone
 * quote is marked neither: nothing was compared with it.
 */
export function markedQuotes(quotes: readonly Arrangeable[]): { cheapest: string | null; topRated: string | null } {
  if (quotes.length < 2) return { cheapest: null, topRated: null };
  const cheapest = [...quotes].sort(byPrice)[0]!;
  const best = [...quotes].sort(byRating)[0]!;
  return { cheapest: cheapest.quote_id, topRated: best.rating > 0 ? best.quote_id : null };
}

/** The feature tags any of the quotes offers, in the vocabulary's order: the filters worth showing. */
export function offeredTags(quotes: readonly Pick<Arrangeable, "tags">[]): FeatureTag[] {
  return FEATURE_TAGS.filter((tag) => quotes.some((quote) => quote.tags.includes(tag)));
}
