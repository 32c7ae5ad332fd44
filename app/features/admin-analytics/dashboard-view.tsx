import type { ReactNode } from "react";
import type { AnalyticsDashboard, FunnelRow, KeyCount, TopArticle, TopPage } from "../../../core/analytics/dashboard";
import type { MessageKey } from "../../../core/i18n/messages-en";
import type { Translate } from "../../../core/i18n/translate";
import { useTranslate } from "../../i18n/use-translate";
import { CountsChart, DailyChart, FunnelChart, ShownClickedChart } from "./charts";
import { DataTable, type Column } from "./data-table";
import { entryPointLabel, formatCount, formatRate, keyLabel, provinceLabel } from "./format";
import "../../../core/i18n/messages/staff";

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-10">
      <h2 id={id} className="text-xl font-bold text-navy-900">
        {title}
      </h2>
      <div className="mt-4 space-y-4">{children}</div>
    </section>
  );
}

function StatCard({ label, value, detail, testId }: { label: string; value: string; detail?: string; testId: string }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm" data-testid={testId}>
      <p className="text-sm font-medium text-slate-600">{label}</p>
      <p className="mt-1 text-3xl font-bold tabular-nums text-navy-900" data-testid={`${testId}-value`}>
        {value}
      </p>
      {detail && <p className="mt-1 text-sm text-slate-600">{detail}</p>}
    </div>
  );
}

function MoreTable({ children }: { children: ReactNode }) {
  const t = useTranslate();
  return (
    <details className="rounded-xl border border-slate-200 bg-white">
      <summary className="min-h-11 cursor-pointer px-4 py-3 text-sm font-medium text-slate-800">
        {t("analytics.admin.showTable")}
      </summary>
      <div className="px-2 pb-2">{children}</div>
    </details>
  );
}

/** Right-aligned columns of numbers, each shown by `format`. */
const numericColumn =
  (format: typeof formatCount) =>
  <Row,>(t: Translate, header: string, value: (row: Row) => number | null): Column<Row> => ({
    header,
    cell: (row) => format(value(row), t),
    isNumeric: true,
  });
const countColumn = numericColumn(formatCount);
const rateColumn = numericColumn(formatRate);

function funnelColumns(t: Translate, first: string, labelOf: (key: string) => string): Column<FunnelRow>[] {
  return [
    { header: first, cell: (row) => labelOf(row.key) },
    countColumn(t, t("analytics.admin.step.visits"), (row) => row.visits),
    countColumn(t, t("analytics.admin.step.started"), (row) => row.started),
    rateColumn(t, t("analytics.admin.rate.started"), (row) => row.rates.started),
    countColumn(t, t("analytics.admin.step.shown"), (row) => row.shown),
    rateColumn(t, t("analytics.admin.rate.shown"), (row) => row.rates.shown),
    countColumn(t, t("analytics.admin.step.clicked"), (row) => row.clicked),
    rateColumn(t, t("analytics.admin.rate.clicked"), (row) => row.rates.clicked),
    rateColumn(t, t("analytics.admin.rate.overall"), (row) => row.rates.overall),
  ];
}

/** Funnel columns without visits (province and category cannot be told for a visit). */
function startedColumns(t: Translate, first: string, labelOf: (key: string) => string): Column<FunnelRow>[] {
  return funnelColumns(t, first, labelOf).filter(
    (column) =>
      column.header !== t("analytics.admin.step.visits") &&
      column.header !== t("analytics.admin.rate.started") &&
      column.header !== t("analytics.admin.rate.overall"),
  );
}

function EmptyNote({ children }: { children: ReactNode }) {
  return <p className="rounded-xl border border-slate-200 bg-white px-4 py-6 text-center text-slate-600">{children}</p>;
}

/**
 * A table (after its chart, if any) when it has rows; otherwise the `empty` note, or nothing without
 * one. With `hasHeading` the caption is also the sub-heading above it.
 */
function TableBlock<Row>({
  caption,
  hasHeading = false,
  chart,
  empty,
  ...table
}: {
  caption: string;
  hasHeading?: boolean;
  chart?: ReactNode;
  empty?: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  isCaptionVisible?: boolean;
}) {
  return (
    <>
      {hasHeading && <h3 className="text-lg font-semibold text-navy-900">{caption}</h3>}
      {table.rows.length > 0 ? (
        <>
          {chart}
          <DataTable caption={caption} {...table} />
        </>
      ) : (
        empty !== undefined && <EmptyNote>{empty}</EmptyNote>
      )}
    </>
  );
}

const byKey = (row: { key: string }) => row.key;

/**
 * Counts by key as a TableBlock: the key in words under `headers[0]`, its count under `headers[1]`;
 * with `chartLabel`, a bar chart of the same counts above the table.
 */
function CountsBlock({
  title,
  headers: [first, second],
  counts,
  chartLabel,
  empty,
  hasHeading,
  isCaptionVisible,
}: {
  title: MessageKey;
  headers: readonly [MessageKey, MessageKey];
  counts: readonly KeyCount[];
  chartLabel?: MessageKey;
  empty?: MessageKey;
  hasHeading?: boolean;
  isCaptionVisible?: boolean;
}) {
  const t = useTranslate();
  const labelKey = (key: string) => keyLabel(key, t);
  const countColumns: Column<KeyCount>[] = [
    { header: t(first), cell: (row) => labelKey(row.key) },
    countColumn(t, t(second), (row) => row.count),
  ];
  return (
    <TableBlock
      caption={t(title)}
      hasHeading={hasHeading}
      isCaptionVisible={isCaptionVisible}
      chart={chartLabel && <CountsChart counts={counts} label={t(chartLabel)} labelOf={labelKey} />}
      columns={countColumns}
      rows={counts}
      rowKey={byKey}
      empty={empty && t(empty)}
    />
  );
}

export function DashboardView({ dashboard }: { dashboard: AnalyticsDashboard }) {
  const t = useTranslate();
  const { funnel, assistant, content, policy } = dashboard;
  const total = funnel.total;
  const labelEntryPoint = (key: string) => entryPointLabel(key, t);
  const labelKey = (key: string) => keyLabel(key, t);
  const activeProvinces = funnel.byProvince.filter((row) => row.started + row.shown + row.clicked > 0);

  return (
    <div>
      <Section id="analytics-funnel" title={t("analytics.admin.funnel.title")}>
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4" data-testid="analytics-funnel-totals">
          <StatCard
            testId="funnel-visits"
            label={t("analytics.admin.step.visits")}
            value={formatCount(total.visits, t)}
          />
          {(["started", "shown", "clicked"] as const).map((step) => (
            <StatCard
              key={step}
              testId={`funnel-${step}`}
              label={t(`analytics.admin.step.${step}`)}
              value={formatCount(total[step], t)}
              detail={t("analytics.admin.rateOfPrevious", { rate: formatRate(total.rates[step], t) })}
            />
          ))}
        </div>
        <p className="text-sm text-slate-600">{t("analytics.admin.funnel.help")}</p>
        <FunnelChart
          total={total}
          label={t("analytics.admin.funnel.chartLabel", {
            visits: formatCount(total.visits, t),
            started: formatCount(total.started, t),
            shown: formatCount(total.shown, t),
            clicked: formatCount(total.clicked, t),
          })}
        />
      </Section>

      <Section id="analytics-by-day" title={t("analytics.admin.byDay.title")}>
        <DailyChart
          rows={funnel.byDay}
          label={t("analytics.admin.byDay.chartLabel", { from: dashboard.range.from, to: dashboard.range.to })}
        />
        <MoreTable>
          <DataTable
            caption={t("analytics.admin.byDay.title")}
            columns={funnelColumns(t, t("analytics.admin.column.day"), (key) => key)}
            rows={funnel.byDay}
            rowKey={byKey}
          />
        </MoreTable>
      </Section>

      <Section id="analytics-by-entry-point" title={t("analytics.admin.byEntryPoint.title")}>
        <p className="text-sm text-slate-600">{t("analytics.admin.byEntryPoint.help")}</p>
        <ShownClickedChart
          rows={funnel.byEntryPoint}
          label={t("analytics.admin.byEntryPoint.chartLabel")}
          labelOf={labelEntryPoint}
        />
        <DataTable
          caption={t("analytics.admin.byEntryPoint.title")}
          columns={funnelColumns(t, t("analytics.admin.column.entryPoint"), labelEntryPoint)}
          rows={funnel.byEntryPoint}
          rowKey={byKey}
        />
      </Section>

      <Section id="analytics-by-province" title={t("analytics.admin.byProvince.title")}>
        <DataTable
          caption={t("analytics.admin.byProvince.title")}
          columns={startedColumns(t, t("analytics.admin.column.province"), (key) => provinceLabel(key, t))}
          rows={activeProvinces.length > 0 ? funnel.byProvince : []}
          rowKey={byKey}
        />
        {activeProvinces.length === 0 && <EmptyNote>{t("analytics.admin.empty")}</EmptyNote>}
      </Section>

      <Section id="analytics-by-category" title={t("analytics.admin.byCategory.title")}>
        <TableBlock
          caption={t("analytics.admin.byCategory.title")}
          columns={startedColumns(t, t("analytics.admin.column.category"), labelKey)}
          rows={funnel.byCategory}
          rowKey={byKey}
          empty={t("analytics.admin.empty")}
        />
      </Section>

      <Section id="analytics-assistant" title={t("analytics.admin.assistant.title")}>
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          <StatCard
            testId="assistant-started"
            label={t("analytics.admin.assistant.started")}
            value={formatCount(assistant.started.total, t)}
            detail={t("analytics.admin.assistant.startedDetail", {
              quoteFlow: formatCount(assistant.started.quoteFlow, t),
              chat: formatCount(assistant.started.chat, t),
            })}
          />
          <StatCard
            testId="assistant-completed"
            label={t("analytics.admin.assistant.completed")}
            value={formatCount(assistant.completedToConsent, t)}
            detail={t("analytics.admin.assistant.completedDetail", { rate: formatRate(assistant.completionRate, t) })}
          />
          <StatCard
            testId="assistant-abandoned"
            label={t("analytics.admin.assistant.abandoned")}
            value={formatCount(assistant.abandoned, t)}
            detail={t("analytics.admin.assistant.abandonedDetail", {
              ready: formatCount(assistant.readyNotCompleted, t),
              inProgress: formatCount(assistant.inProgress, t),
            })}
          />
          <StatCard
            testId="assistant-error-rate"
            label={t("analytics.admin.assistant.errorRate")}
            value={formatRate(assistant.errors.rate, t)}
            detail={t("analytics.admin.assistant.errorDetail", {
              failed: formatCount(assistant.errors.failed, t),
              total: formatCount(assistant.errors.failed + assistant.errors.succeeded, t),
            })}
          />
        </div>
        <CountsBlock
          title="analytics.admin.assistant.abandonedAt"
          hasHeading
          chartLabel="analytics.admin.assistant.abandonedAtChartLabel"
          headers={["analytics.admin.assistant.slot", "analytics.admin.assistant.conversations"]}
          counts={assistant.abandonedAt}
          empty="analytics.admin.assistant.noAbandoned"
        />
        <CountsBlock
          title="analytics.admin.assistant.errorsByStage"
          hasHeading
          headers={["analytics.admin.assistant.stage", "analytics.admin.assistant.failed"]}
          counts={assistant.errors.byStage}
          empty="analytics.admin.assistant.noErrors"
        />
      </Section>

      <Section id="analytics-content" title={t("analytics.admin.content.title")}>
        <TableBlock<TopPage>
          caption={t("analytics.admin.content.topPages")}
          hasHeading
          columns={[
            { header: t("analytics.admin.content.path"), cell: (row) => row.path },
            countColumn(t, t("analytics.admin.content.views"), (row) => row.views),
            countColumn(t, t("analytics.admin.content.sessions"), (row) => row.sessions),
            countColumn(t, t("analytics.admin.content.quoteStarts"), (row) => row.quoteStarts),
          ]}
          rows={content.topPages}
          rowKey={(row) => row.path}
          empty={t("analytics.admin.content.noPages")}
        />
        <TableBlock<TopArticle>
          caption={t("analytics.admin.content.topArticles")}
          hasHeading
          columns={[
            { header: t("analytics.admin.content.article"), cell: (row) => row.slug },
            countColumn(t, t("analytics.admin.content.views"), (row) => row.views),
            countColumn(t, t("analytics.admin.content.quotesShown"), (row) => row.quotesShown),
            countColumn(t, t("analytics.admin.content.clicks"), (row) => row.clicks),
          ]}
          rows={content.topArticles}
          rowKey={(row) => row.slug}
          empty={t("analytics.admin.content.noArticles")}
        />
      </Section>

      <Section id="analytics-policy" title={t("analytics.admin.policy.title")}>
        <div className="grid gap-3 sm:grid-cols-3">
          <StatCard
            testId="policy-uploads"
            label={t("analytics.admin.policy.uploads")}
            value={formatCount(policy.uploads, t)}
          />
          <StatCard
            testId="policy-successes"
            label={t("analytics.admin.policy.successes")}
            value={formatCount(policy.successes, t)}
            detail={t("analytics.admin.policy.successDetail", { rate: formatRate(policy.successRate, t) })}
          />
          <StatCard
            testId="policy-failures"
            label={t("analytics.admin.policy.failures")}
            value={formatCount(policy.failures, t)}
          />
        </div>
        <CountsBlock
          title="analytics.admin.policy.failuresByReason"
          hasHeading
          headers={["analytics.admin.policy.reason", "analytics.admin.policy.count"]}
          counts={policy.failuresByReason}
          empty="analytics.admin.policy.noFailures"
        />
        <CountsBlock
          title="analytics.admin.policy.bySource"
          isCaptionVisible
          headers={["analytics.admin.policy.source", "analytics.admin.policy.uploads"]}
          counts={policy.uploadsBySource}
        />
        <CountsBlock
          title="analytics.admin.policy.byMethod"
          isCaptionVisible
          headers={["analytics.admin.policy.method", "analytics.admin.policy.successes"]}
          counts={policy.successesByMethod}
        />
      </Section>
    </div>
  );
}
