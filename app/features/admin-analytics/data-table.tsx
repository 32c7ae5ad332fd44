import type { ReactNode } from "react";
import { useTranslate } from "../../i18n/use-translate";
import "../../../core/i18n/messages/staff";

export interface Column<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  /** Numbers align right. */
  isNumeric?: boolean;
}

/** A plain, captioned table that scrolls sideways on small screens. */
export function DataTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  isCaptionVisible = false,
}: {
  caption: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  isCaptionVisible?: boolean;
}) {
  const t = useTranslate();
  return (
    // A focusable scroll region, so keyboard users can scroll a wide table too.
    <div
      className="overflow-x-auto rounded-xl border border-slate-200 bg-white"
      tabIndex={0}
      role="region"
      aria-label={t("analytics.admin.tableLabel", { name: caption })}
    >
      <table className="w-full min-w-max text-left text-sm">
        <caption className={isCaptionVisible ? "px-4 pt-3 text-left font-semibold text-slate-800" : "sr-only"}>
          {caption}
        </caption>
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            {columns.map((column) => (
              <th
                key={column.header}
                scope="col"
                className={`px-4 py-2 font-semibold ${column.isNumeric ? "text-right" : ""}`}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((column, index) =>
                index === 0 ? (
                  <th key={column.header} scope="row" className="px-4 py-2 font-medium text-slate-900">
                    {column.cell(row)}
                  </th>
                ) : (
                  <td
                    key={column.header}
                    className={`px-4 py-2 text-slate-700 ${column.isNumeric ? "text-right tabular-nums" : ""}`}
                  >
                    {column.cell(row)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
