import type { RateTable } from "../rate-table";

/**
 * Estimates 2025, version 1. Province bases are the "suggested 2025 base" column of domain-facts
 * (IBC 2022 averages times a trend factor); factors are its section 2 multipliers. The comparable
 * shares of the public-Basic provinces are our own derivation (confidence L) and are shown to
 * visitors as estimates of the optional layer only. Kept unchanged for the sessions it priced
 * (decision 0046); new sessions use estimates-2026-v2 (decision 0060).
 */
export const ESTIMATES_2025_V1: RateTable = {
  version: "estimates-2025-v1",
  label: "QuoteMaple estimates, 2025 rate table v1",
  year: 2025,
  calibration: {
    source: "IBC average premium by province, 2022 (domain facts, section 1)",
    sourceYear: 2022,
    averages: { ON: 1683, BC: 1411, AB: 1587, QC: 939, MB: 1193, SK: 1347, NS: 1181, NB: 1132, NL: 1303, PE: 948 },
    // The domain facts' "suggested 2025 base" divided by the 2022 average (their trend factor).
    trend: {
      ON: 1.349,
      BC: 1.028,
      AB: 1.248,
      QC: 1.251,
      MB: 1.069,
      SK: 1.069,
      NS: 1.3,
      NB: 1.299,
      NL: 1.301,
      PE: 1.297,
    },
  },
  provinces: {
    ON: { base: 2270, system: "private", comparableShare: 1, physicalDamageMandatory: false },
    BC: { base: 1450, system: "public_basic", comparableShare: 0.45, physicalDamageMandatory: false },
    AB: { base: 1980, system: "private", comparableShare: 1, physicalDamageMandatory: false },
    QC: { base: 1175, system: "qc_saaq", comparableShare: 1, physicalDamageMandatory: false },
    MB: { base: 1275, system: "public_basic", comparableShare: 0.25, physicalDamageMandatory: true },
    SK: { base: 1440, system: "public_basic", comparableShare: 0.3, physicalDamageMandatory: false },
    NS: { base: 1535, system: "private", comparableShare: 1, physicalDamageMandatory: false },
    NB: { base: 1470, system: "private", comparableShare: 1, physicalDamageMandatory: false },
    NL: { base: 1695, system: "private", comparableShare: 1, physicalDamageMandatory: false },
    PE: { base: 1230, system: "private", comparableShare: 1, physicalDamageMandatory: false },
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
