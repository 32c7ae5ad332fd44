import type { HomeRateTable } from "../estimate-home";

/**
 * Home estimates 2025, version 1. domain-facts.md covers car insurance only, so these figures are
 * our own rough reading of publicly quoted provincial averages for a detached, owner-occupied home
 * (confidence low). They exist to give a visitor an order of magnitude with a wide range, and every
 * screen that shows them says they are estimates. Still the current home table in 2026: the domain
 * facts give no home figures to build a 2026 one from (decision 0046).
 */
export const HOME_ESTIMATES_2025_V1: HomeRateTable = {
  version: "home-estimates-2025-v1",
  label: "QuoteMaple home estimates, 2025 rate table v1",
  year: 2025,
  provinces: {
    ON: 1400,
    BC: 1150,
    AB: 1900,
    QC: 1000,
    MB: 1500,
    SK: 1450,
    NS: 1050,
    NB: 1000,
    NL: 1150,
    PE: 950,
  },
  homeAge: [
    { min: 0, multiplier: 0.9 },
    { min: 10, multiplier: 1.0 },
    { min: 25, multiplier: 1.15 },
    { min: 50, multiplier: 1.3 },
  ],
  ruralFsaMultiplier: 1.15,
  range: 0.25,
  liabilityLimit: 1_000_000,
  deductible: 1000,
};
