import { Bar, BarChart, CartesianGrid, Cell, Legend, Line, LineChart, Tooltip, XAxis, YAxis } from "recharts";
import type { FunnelRow, KeyCount } from "../../../core/analytics/dashboard";
import { useTranslate } from "../../i18n/use-translate";
import { shortDay, STEP_COLOURS } from "./format";
import "../../../core/i18n/messages/staff";

/*
 * The charts draw SVG once React runs in the browser (recharts measures before drawing); the server
 * sends a frame of the same size, so nothing shifts, and each chart's figures are in a table and a
 * caption beside it. The SVG itself is hidden from assistive technology for that reason.
 */

const AXIS_TICK = { fill: "#334155", fontSize: 12 };
const STEPS = ["visits", "started", "shown", "clicked"] as const;

function ChartFrame({ label, height, children }: { label: string; height: number; children: React.ReactNode }) {
  return (
    <figure className="rounded-xl border border-slate-200 bg-white p-4">
      <div aria-hidden="true" style={{ height }} data-testid="analytics-chart">
        {children}
      </div>
      <figcaption className="mt-2 text-sm text-slate-600">{label}</figcaption>
    </figure>
  );
}

export function FunnelChart({ total, label }: { total: FunnelRow; label: string }) {
  const t = useTranslate();
  const data = STEPS.map((step) => ({ step: t(`analytics.admin.step.${step}`), value: total[step] ?? 0, key: step }));
  return (
    <ChartFrame label={label} height={240}>
      <BarChart responsive style={{ width: "100%", height: 240 }} data={data} accessibilityLayer={false}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="step" tick={AXIS_TICK} />
        <YAxis allowDecimals={false} tick={AXIS_TICK} width={48} />
        <Tooltip />
        <Bar dataKey="value" isAnimationActive={false}>
          {data.map((entry) => (
            <Cell key={entry.key} fill={STEP_COLOURS[entry.key]} />
          ))}
        </Bar>
      </BarChart>
    </ChartFrame>
  );
}

export function DailyChart({ rows, label }: { rows: readonly FunnelRow[]; label: string }) {
  const t = useTranslate();
  const data = rows.map((row) => ({
    day: shortDay(row.key),
    visits: row.visits ?? 0,
    started: row.started,
    shown: row.shown,
    clicked: row.clicked,
  }));
  return (
    <ChartFrame label={label} height={280}>
      <LineChart responsive style={{ width: "100%", height: 280 }} data={data} accessibilityLayer={false}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="day" tick={AXIS_TICK} minTickGap={24} />
        <YAxis allowDecimals={false} tick={AXIS_TICK} width={48} />
        <Tooltip />
        <Legend />
        {STEPS.map((step) => (
          <Line
            key={step}
            type="monotone"
            dataKey={step}
            name={t(`analytics.admin.step.${step}`)}
            stroke={STEP_COLOURS[step]}
            strokeWidth={2}
            dot={rows.length <= 31}
            isAnimationActive={false}
          />
        ))}
      </LineChart>
    </ChartFrame>
  );
}

/** Side-by-side bars of quotes shown and partner clicks per group (entry point, province...). */
export function ShownClickedChart({
  rows,
  label,
  labelOf,
}: {
  rows: readonly FunnelRow[];
  label: string;
  labelOf: (key: string) => string;
}) {
  const t = useTranslate();
  const data = rows.map((row) => ({ name: labelOf(row.key), shown: row.shown, clicked: row.clicked }));
  return (
    <ChartFrame label={label} height={280}>
      <BarChart responsive style={{ width: "100%", height: 280 }} data={data} accessibilityLayer={false}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="name" tick={AXIS_TICK} interval={0} angle={-20} textAnchor="end" height={60} />
        <YAxis allowDecimals={false} tick={AXIS_TICK} width={48} />
        <Tooltip />
        <Legend />
        <Bar
          dataKey="shown"
          name={t("analytics.admin.step.shown")}
          fill={STEP_COLOURS.shown}
          isAnimationActive={false}
        />
        <Bar
          dataKey="clicked"
          name={t("analytics.admin.step.clicked")}
          fill={STEP_COLOURS.clicked}
          isAnimationActive={false}
        />
      </BarChart>
    </ChartFrame>
  );
}

/** Horizontal bars for a list of counts (abandoned slots, failure reasons). */
export function CountsChart({
  counts,
  label,
  labelOf,
}: {
  counts: readonly KeyCount[];
  label: string;
  labelOf: (key: string) => string;
}) {
  const data = counts.map((entry) => ({ name: labelOf(entry.key), count: entry.count }));
  const height = Math.max(120, 40 * data.length + 40);
  return (
    <ChartFrame label={label} height={height}>
      <BarChart
        responsive
        layout="vertical"
        style={{ width: "100%", height }}
        data={data}
        margin={{ left: 16 }}
        accessibilityLayer={false}
      >
        <CartesianGrid strokeDasharray="3 3" horizontal={false} />
        <XAxis type="number" allowDecimals={false} tick={AXIS_TICK} />
        <YAxis type="category" dataKey="name" tick={AXIS_TICK} width={150} />
        <Tooltip />
        <Bar dataKey="count" fill={STEP_COLOURS.started} isAnimationActive={false} />
      </BarChart>
    </ChartFrame>
  );
}
