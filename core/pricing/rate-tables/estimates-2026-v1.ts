import type { RateTable } from "../rate-table";

/**
 * Estimates 2026, version 1 (decision 0046). Each province's reference premium is its IBC 2022
 * average carried to 2026 at the yearly rate the domain facts' 2025 column implies for it (their
 * 2025 trend factor to the power 4/3), rounded to $5; confidence L. The rating factors are section
 * 2's, unchanged from 2025: the facts give no newer ones. Ontario's accident-benefits reform of
 * 1 July 2026 made most benefits optional; the facts say which, not what dropping them saves, so the
 * reference premium keeps them (as its sources did) and results say the choice is now the driver's.
 * `npx tsx scripts/rate-table-check.ts` prints each province against its source.
 */
export const ESTIMATES_2026_V1: RateTable = {
  version: "estimates-2026-v1",
  label: "QuoteMaple estimates, 2026 rate table v1",
  year: 2026,
  calibration: {
    source: "IBC average premium by province, 2022 (domain facts, section 1)",
    sourceYear: 2022,
    averages: { ON: 1683, BC: 1411, AB: 1587, QC: 939, MB: 1193, SK: 1347, NS: 1181, NB: 1132, NL: 1303, PE: 948 },
    // (suggested 2025 base / 2022 average) ^ (4/3): one more year at each province's implied yearly rate.
    trend: {
      ON: 1.49,
      BC: 1.037,
      AB: 1.343,
      QC: 1.348,
      MB: 1.093,
      SK: 1.093,
      NS: 1.418,
      NB: 1.417,
      NL: 1.42,
      PE: 1.415,
    },
  },
  provinces: {
    ON: {
      base: 2510,
      system: "private",
      comparableShare: 1,
      physicalDamageMandatory: false,
      optionalAccidentBenefitsSince: "2026-07-01",
    },
    BC: { base: 1465, system: "public_basic", comparableShare: 0.45, physicalDamageMandatory: false },
    AB: { base: 2130, system: "private", comparableShare: 1, physicalDamageMandatory: false },
    QC: { base: 1265, system: "qc_saaq", comparableShare: 1, physicalDamageMandatory: false },
    MB: { base: 1305, system: "public_basic", comparableShare: 0.25, physicalDamageMandatory: true },
    SK: { base: 1470, system: "public_basic", comparableShare: 0.3, physicalDamageMandatory: false },
    NS: { base: 1675, system: "private", comparableShare: 1, physicalDamageMandatory: false },
    NB: { base: 1605, system: "private", comparableShare: 1, physicalDamageMandatory: false },
    NL: { base: 1850, system: "private", comparableShare: 1, physicalDamageMandatory: false },
    PE: { base: 1340, system: "private", comparableShare: 1, physicalDamageMandatory: false },
  },
  yearsLicensed: [
    { min: 0, multiplier: 2.4 },
    { min: 2, multiplier: 1.9 },
    { min: 3, multiplier: 1.45 },
    { min: 5, multiplier: 1.2 },
    { min: 7, multiplier: 1.08 },
    { min: 10, multiplier: 1.0 },
    { min: 15, multiplier: 0.95 },
    { min: 25, multiplier: 0.92 },
  ],
  accidents: [
    { min: 0, multiplier: 1.0 },
    { min: 1, multiplier: 1.35 },
    { min: 2, multiplier: 1.8 },
    { min: 3, multiplier: 2.5 },
  ],
  tickets: {
    bands: [
      { min: 0, multiplier: 1.0 },
      { min: 1, multiplier: 1.1 },
      { min: 2, multiplier: 1.2 },
      { min: 3, multiplier: 1.35 },
    ],
    eachAfterLast: 0.15,
  },
  liability: { 500000: 0.97, 1000000: 1.0, 2000000: 1.03 },
  deductible: { 300: 1.06, 500: 1.0, 1000: 0.92 },
  physicalDamageShares: { collision: 0.2, comprehensive: 0.115 },
  ontarioCities: {
    brampton: 1.67,
    mississauga: 1.47,
    vaughan: 1.44,
    markham: 1.37,
    toronto: 1.36,
    hamilton: 1.09,
    london: 0.93,
    windsor: 0.87,
    kitchener: 0.83,
    ottawa: 0.75,
    kingston: 0.68,
  },
  ruralFsaMultiplier: 0.88,
  highTheft: {
    models: ["rav4", "cr-v", "ram 1500", "f-150", "highlander", "tundra", "rx", "range rover", "wrangler", "civic"],
    comprehensiveMultiplier: 1.35,
    provinces: ["ON", "QC"],
  },
  vehicleAge: [
    { min: 0, multiplier: 1.15 },
    { min: 3, multiplier: 1.0 },
    { min: 8, multiplier: 0.8 },
    { min: 15, multiplier: 0.6 },
  ],
  highRiskAccidents: 3,
  household: {
    pleasureUse: 0.9,
    longCommuteKm: 25,
    longCommute: 1.06,
    winterTires: 0.95,
    occasionalDriver: { share: 0.35, minimum: 1.03 },
  },
};
