import type { HomeRateTable } from "./estimate-home";
import type { RateTable } from "./rate-table";
import { ESTIMATES_2025_V1 } from "./rate-tables/estimates-2025-v1";
import { ESTIMATES_2026_V1 } from "./rate-tables/estimates-2026-v1";
import { ESTIMATES_2026_V2 } from "./rate-tables/estimates-2026-v2";
import { HOME_ESTIMATES_2025_V1 } from "./rate-tables/home-estimates-2025-v1";

/*
 * Every rate table ever published, and the ones new sessions use (decision 0046). A session stores
 * its table's version: a stored session is priced again and explained with its own table, so a table
 * is never edited once it has priced a session; a change is a new version added here.
 */

/** Car tables, oldest first. */
export const CAR_RATE_TABLES: readonly RateTable[] = [ESTIMATES_2025_V1, ESTIMATES_2026_V1, ESTIMATES_2026_V2];

/** Home tables, oldest first. */
export const HOME_RATE_TABLES: readonly HomeRateTable[] = [HOME_ESTIMATES_2025_V1];

/** The car table new sessions are priced with. */
export const CURRENT_CAR_RATE_TABLE: RateTable = ESTIMATES_2026_V2;

/** The home table new sessions are priced with. */
export const CURRENT_HOME_RATE_TABLE: HomeRateTable = HOME_ESTIMATES_2025_V1;

/** The car table with this version, or null when this build does not know it. */
export function findCarRateTable(version: string | null | undefined): RateTable | null {
  return CAR_RATE_TABLES.find((table) => table.version === version) ?? null;
}

/** The home table with this version, or null when this build does not know it. */
export function findHomeRateTable(version: string | null | undefined): HomeRateTable | null {
  return HOME_RATE_TABLES.find((table) => table.version === version) ?? null;
}
