import type { ReactNode } from "react";
import type { FigureRow } from "../../../server/services/get-comparison-page";
import { useLanguage, useTranslate } from "../../i18n/use-translate";
import { formatCad } from "../../lib/format-money";
import "../../../core/i18n/messages/learn";

/** The steps a chart's scale may take; the first that gives at most four intervals is used. */
const STEPS = [250, 500, 1000, 2000, 2500, 5000, 10_000, 20_000];

/** A scale from $0 to a round amount above the highest figure, with its ticks (at most five, so they fit 390 px). */
export function chartScale(highest: number): { max: number; ticks: number[] } {
  const step = STEPS.find((candidate) => highest / candidate <= 4) ?? STEPS.at(-1)!;
  const max = Math.max(step, Math.ceil(highest / step) * step);
  const ticks: number[] = [];
  for (let tick = 0; tick <= max; tick += step) ticks.push(tick);
  return { max, ticks };
}

/** Where an amount sits on the scale, as a percentage of its width (2 decimals). */
const at = (amount: number, max: number) => `${Math.round((amount / max) * 10_000) / 100}%`;

/** A row's label with its notes (the province of a city, the optional layer, this page). */
function RowLabel({ row }: { row: FigureRow }) {
  const t = useTranslate();
  return (
    <>
      <span className={row.isCurrent ? "font-bold text-navy-900" : "font-medium text-slate-800"}>{row.label}</span>
      {row.province && <span className="block text-xs text-slate-600">{row.province}</span>}
      {row.optionalLayerOnly && <span className="block text-xs text-slate-600">{t("compare.optionalLayerShort")}</span>}
      {row.isCurrent && <span className="block text-xs font-semibold text-maple-700">{t("compare.thisPage")}</span>}
    </>
  );
}

/**
 * The comparison pages' table: a caption, a header row (the last column without right padding; a
 * column with `right` aligned right, as its figures are) and the rows the caller gives.
 */
export function FiguresTable({
  caption,
  columns,
  children,
}: {
  caption: string;
  columns: readonly { label: string; right?: boolean }[];
  children: ReactNode;
}) {
  return (
    <table className="w-full border-collapse text-left text-sm">
      <caption className="mb-3 text-left text-sm font-semibold text-slate-700">{caption}</caption>
      <thead>
        <tr className="border-b border-slate-300 text-slate-700">
          {columns.map((column, index) => (
            <th
              key={column.label}
              scope="col"
              className={`py-2 ${index < columns.length - 1 ? "pr-3 " : ""}${column.right ? "text-right " : ""}font-semibold`}
            >
              {column.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}

/**
 * The figures as a table: the numbers screen readers and search engines read (the chart beside it
 * shows the same ones and is hidden from assistive technology).
 */
export function EstimateTable({
  rows,
  caption,
  areaHeading,
}: {
  rows: readonly FigureRow[];
  caption: string;
  areaHeading: string;
}) {
  const t = useTranslate();
  const language = useLanguage();
  return (
    <FiguresTable
      caption={caption}
      columns={[
        { label: areaHeading },
        { label: t("compare.columnRange") },
        { label: t("compare.columnEstimate"), right: true },
      ]}
    >
      {rows.map((row) => (
        <tr key={row.key} className={`border-b border-slate-200 ${row.isCurrent ? "bg-maple-50" : ""}`}>
          <th scope="row" className="py-2.5 pr-3 align-top font-normal">
            <RowLabel row={row} />
          </th>
          <td className="py-2.5 pr-3 align-top tabular-nums text-slate-700">
            {t("compare.range", {
              low: formatCad(row.estimate.low, language),
              high: formatCad(row.estimate.high, language),
            })}
          </td>
          <td className="py-2.5 text-right align-top font-semibold tabular-nums text-navy-900">
            {formatCad(row.estimate.annual, language)}
          </td>
        </tr>
      ))}
    </FiguresTable>
  );
}

/**
 * The same figures as a range chart drawn with HTML and CSS (no script): each bar runs from the low to
 * the high end of the range, a line marks the estimate. Hidden from assistive technology, which reads
 * the table; its caption says so.
 */
export function EstimateChart({ rows, id }: { rows: readonly FigureRow[]; id: string }) {
  const t = useTranslate();
  const language = useLanguage();
  const { max, ticks } = chartScale(Math.max(...rows.map((row) => row.estimate.high)));
  const grid = "grid grid-cols-[minmax(0,1fr)_auto] gap-x-3 sm:grid-cols-[10rem_minmax(0,1fr)_5.5rem]";
  return (
    <figure aria-labelledby={`${id}-caption`} className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-6">
      <figcaption id={`${id}-caption`} className="mb-4 text-sm text-slate-600">
        {t("compare.chartCaption")}
      </figcaption>
      <div aria-hidden="true" className="space-y-3" data-chart={id}>
        {rows.map((row) => (
          <div key={row.key} className={`${grid} items-center gap-y-1`} data-chart-row={row.key}>
            <span className="text-sm leading-tight">
              <RowLabel row={row} />
            </span>
            <span className="text-right text-sm font-semibold tabular-nums text-navy-900 sm:order-3">
              {formatCad(row.estimate.annual, language)}
            </span>
            <span className="relative col-span-2 h-5 rounded bg-slate-100 sm:order-2 sm:col-span-1">
              {ticks.slice(1, -1).map((tick) => (
                <span key={tick} className="absolute inset-y-0 w-px bg-white" style={{ left: at(tick, max) }} />
              ))}
              <span
                className={`absolute inset-y-0.5 rounded-sm ${
                  row.optionalLayerOnly ? "bg-slate-400" : row.isCurrent ? "bg-maple-500" : "bg-maple-300"
                }`}
                style={{ left: at(row.estimate.low, max), width: at(row.estimate.high - row.estimate.low, max) }}
              />
              <span
                className="absolute -inset-y-0.5 w-0.5 -translate-x-1/2 bg-navy-900"
                style={{ left: at(row.estimate.annual, max) }}
              />
            </span>
          </div>
        ))}
        <div className={`${grid} text-xs tabular-nums text-slate-600`}>
          <span className="hidden sm:block" />
          {/* A container: on a narrow bar (the chart beside its table) every other inner label is left
              out, as French amounts ("3 000 $") would run into each other. */}
          <span className="@container relative col-span-2 h-4 sm:col-span-1">
            {ticks.map((tick, index) => (
              <span
                key={tick}
                className={`absolute top-0 whitespace-nowrap ${
                  index === 0 ? "" : index === ticks.length - 1 ? "-translate-x-full" : "-translate-x-1/2"
                }${index % 2 === 1 && index < ticks.length - 1 ? " @max-[18rem]:hidden" : ""}`}
                style={{ left: at(tick, max) }}
              >
                {formatCad(tick, language)}
              </span>
            ))}
          </span>
        </div>
      </div>
    </figure>
  );
}

/** A table and its chart, side by side on wide screens. */
export function EstimateFigures({
  id,
  rows,
  caption,
  areaHeading,
}: {
  id: string;
  rows: readonly FigureRow[];
  caption: string;
  areaHeading: string;
}) {
  return (
    <div className="mt-6 grid gap-8 lg:grid-cols-2 lg:items-start">
      <div className="min-w-0">
        <EstimateTable rows={rows} caption={caption} areaHeading={areaHeading} />
      </div>
      <EstimateChart id={id} rows={rows} />
    </div>
  );
}
