import type { RateTable } from "../rate-table";
import { ESTIMATES_2026_V1 } from "./estimates-2026-v1";

/**
 * Estimates 2026, version 2 (decision 0060): version 1's figures unchanged, plus what Ontario's
 * coverage choices take off. The standard package (every optional accident benefit and direct
 * compensation kept) is priced exactly as version 1 prices it; only a declined benefit or the DCPD
 * opt-out (OPCF 49) lowers the estimate. Shares of the Ontario reference premium, confidence L:
 * accident benefits are about a fifth of an Ontario premium, and of their cost the optional benefits
 * are about three tenths, mostly income replacement; DCPD is about a tenth (decision 0060 gives the
 * reasoning and its sources).
 */
export const ESTIMATES_2026_V2: RateTable = {
  ...ESTIMATES_2026_V1,
  version: "estimates-2026-v2",
  label: "QuoteMaple estimates, 2026 rate table v2",
  ontarioChoices: {
    benefitShares: {
      income_replacement: 0.038,
      non_earner: 0.009,
      caregiver: 0.0035,
      housekeeping: 0.004,
      dependant_care: 0.0015,
      death_and_funeral: 0.005,
      educational_expenses: 0.001,
      visitor_expenses: 0.002,
      damaged_items: 0.001,
    },
    dcpdShare: 0.09,
    dcpdSavedWithCollision: 0.25,
  },
};
