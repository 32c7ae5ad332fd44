// `npx tsx scripts/rate-table-check.ts [version …]`: prints, for each province, a car rate table's
// estimate for the reference profile beside its source's published average, the trend that carries
// one to the other and the difference; exits 1 when a province is out of tolerance (decision 0046).
// Without a version it checks the current table; `--all` checks every table this build knows.
import {
  checkRateTable,
  MAX_PUBLISHED_YEARLY_RISE,
  REFERENCE_TOLERANCE,
  type ProvinceCheck,
} from "../core/pricing/check-rate-table";
import { CAR_RATE_TABLES, CURRENT_CAR_RATE_TABLE, findCarRateTable } from "../core/pricing/rate-table-registry";
import type { RateTable } from "../core/pricing/rate-table";

const dollars = (value: number) => `$${Math.round(value).toLocaleString("en-CA")}`;
const signedDollars = (value: number) => `${value < 0 ? "-" : "+"}${dollars(Math.abs(value))}`;
const percent = (value: number, digits = 1) => `${value < 0 ? "" : "+"}${(value * 100).toFixed(digits)}%`;

const REFERENCE_VEHICLE_WORDS = "five-year-old car that is not a high-theft model, no city or postal area";

const COLUMNS: { title: string; cell: (row: ProvinceCheck) => string }[] = [
  { title: "Province", cell: (row) => row.province },
  { title: "Table", cell: (row) => dollars(row.estimate) },
  { title: "Source", cell: (row) => dollars(row.sourceAverage) },
  { title: "Difference", cell: (row) => `${signedDollars(row.difference)} (${percent(row.differenceShare)})` },
  { title: "Trend", cell: (row) => `×${row.trend.toFixed(3)} (${percent(row.yearlyChange)}/yr)` },
  { title: "Source × trend", cell: (row) => dollars(row.expected) },
  { title: "Off by", cell: (row) => percent(row.deviation, 2) },
  {
    title: "",
    cell: (row) =>
      [row.isWithinTolerance ? "" : "OUT OF TOLERANCE", row.isTrendPublished ? "" : "TREND NOT PUBLISHED"]
        .filter(Boolean)
        .join(", ") || "ok",
  },
];

function printTable(table: RateTable, rows: ProvinceCheck[]): void {
  console.log(`${table.label} (${table.version})`);
  console.log(
    `Reference profile: clean driver licensed 12 years, $1M liability, $500 deductible, collision and comprehensive, a ${REFERENCE_VEHICLE_WORDS}; whole premium (public Basic included).`,
  );
  console.log(`Source: ${table.calibration.source}.`);
  const cells = [
    COLUMNS.map((column) => column.title),
    ...rows.map((row) => COLUMNS.map((column) => column.cell(row))),
  ];
  const widths = COLUMNS.map((_column, index) => Math.max(...cells.map((line) => line[index]!.length)));
  for (const line of cells)
    console.log(
      line
        .map((cell, index) => cell.padEnd(widths[index]!))
        .join("  ")
        .trimEnd(),
    );
  console.log(
    `Tolerance: the table within ±${REFERENCE_TOLERANCE * 100}% of source × trend; the trend between 0% and +${MAX_PUBLISHED_YEARLY_RISE * 100}% a year.`,
  );
  console.log("");
}

const args = process.argv.slice(2);
const tables: (RateTable | null)[] = args.includes("--all")
  ? [...CAR_RATE_TABLES]
  : args.length > 0
    ? args.map((version) => findCarRateTable(version))
    : [CURRENT_CAR_RATE_TABLE];
const unknown = args.filter((arg) => arg !== "--all" && !findCarRateTable(arg));
if (unknown.length > 0) {
  console.error(
    `Unknown rate table: ${unknown.join(", ")}. Known: ${CAR_RATE_TABLES.map((table) => table.version).join(", ")}.`,
  );
  process.exit(2);
}

let failures = 0;
for (const table of tables) {
  if (!table) continue;
  const rows = checkRateTable(table);
  printTable(table, rows);
  failures += rows.filter((row) => !row.isWithinTolerance || !row.isTrendPublished).length;
}
if (failures > 0) {
  console.error(`${failures} province row(s) out of tolerance.`);
  process.exit(1);
}
