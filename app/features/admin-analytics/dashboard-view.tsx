import type { ReactNode } from "react";
import type { AnalyticsDashboard, FunnelRow, KeyCount } from "../../../core/analytics/dashboard";
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

function funnelColumns(t: Translate, first: string, labelOf: (key: string) => string): Column<FunnelRow>[] {
  return [
    { header: first, cell: (row) => labelOf(row.key) },
    { header: t("analytics.admin.step.visits"), cell: (row) => formatCount(row.visits, t), isNumeric: true },
    { header: t("analytics.admin.step.started"), cell: (row) => formatCount(row.started, t), isNumeric: true },
    { header: t("analytics.admin.rate.started"), cell: (row) => formatRate(row.rates.started, t), isNumeric: true },
    { header: t("analytics.admin.step.shown"), cell: (row) => formatCount(row.shown, t), isNumeric: true },
    { header: t("analytics.admin.rate.shown"), cell: (row) => formatRate(row.rates.shown, t), isNumeric: true },
    { header: t("analytics.admin.step.clicked"), cell: (row) => formatCount(row.clicked, t), isNumeric: true },
    { header: t("analytics.admin.rate.clicked"), cell: (row) => formatRate(row.rates.clicked, t), isNumeric: true },
    { header: t("analytics.admin.rate.overall"), cell: (row) => formatRate(row.rates.overall, t), isNumeric: true },
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

function countColumns(
  t: Translate,
  first: string,
  second: string,
  labelOf: (key: string) => string,
): Column<KeyCount>[] {
  return [
    { header: first, cell: (row) => labelOf(row.key) },
    { header: second, cell: (row) => formatCount(row.count, t), isNumeric: true },
  ];
}

function EmptyNote({ children }: { children: ReactNode }) {
  return <p className="rounded-xl border border-slate-200 bg-white px-4 py-6 text-center text-slate-600">{children}</p>;
}

export function DashboardView({ dashboard }: { dashboard: AnalyticsDashboard }) {
  const t = useTranslate();
  const { funnel, assistant, content, policy } = dashboard;
  const total = funnel.total;
  const byKey = (row: { key: string }) => row.key;
  const labelEntryPoint = (key: string) => entryPointLabel(key, t);
  const labelProvince = (key: string) => provinceLabel(key, t);
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
          <StatCard
            testId="funnel-started"
            label={t("analytics.admin.step.started")}
            value={formatCount(total.started, t)}
            detail={t("analytics.admin.rateOfPrevious", { rate: formatRate(total.rates.started, t) })}
          />
          <StatCard
            testId="funnel-shown"
            label={t("analytics.admin.step.shown")}
            value={formatCount(total.shown, t)}
            detail={t("analytics.admin.rateOfPrevious", { rate: formatRate(total.rates.shown, t) })}
          />
          <StatCard
            testId="funnel-clicked"
            label={t("analytics.admin.step.clicked")}
            value={formatCount(total.clicked, t)}
            detail={t("analytics.admin.rateOfPrevious", { rate: formatRate(total.rates.clicked, t) })}
          />
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
          columns={startedColumns(t, t("analytics.admin.column.province"), labelProvince)}
          rows={activeProvinces.length > 0 ? funnel.byProvince : []}
          rowKey={byKey}
        />
        {activeProvinces.length === 0 && <EmptyNote>{t("analytics.admin.empty")}</EmptyNote>}
      </Section>

      <Section id="analytics-by-category" title={t("analytics.admin.byCategory.title")}>
        {funnel.byCategory.length > 0 ? (
          <DataTable
            caption={t("analytics.admin.byCategory.title")}
            columns={startedColumns(t, t("analytics.admin.column.category"), labelKey)}
            rows={funnel.byCategory}
            rowKey={byKey}
          />
        ) : (
          <EmptyNote>{t("analytics.admin.empty")}</EmptyNote>
        )}
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
        <h3 className="text-lg font-semibold text-navy-900">{t("analytics.admin.assistant.abandonedAt")}</h3>
        {assistant.abandonedAt.length > 0 ? (
          <>
            <CountsChart
              counts={assistant.abandonedAt}
              label={t("analytics.admin.assistant.abandonedAtChartLabel")}
              labelOf={labelKey}
            />
            <DataTable
              caption={t("analytics.admin.assistant.abandonedAt")}
              columns={countColumns(
                t,
                t("analytics.admin.assistant.slot"),
                t("analytics.admin.assistant.conversations"),
                labelKey,
              )}
              rows={assistant.abandonedAt}
              rowKey={byKey}
            />
          </>
        ) : (
          <EmptyNote>{t("analytics.admin.assistant.noAbandoned")}</EmptyNote>
        )}
        <h3 className="text-lg font-semibold text-navy-900">{t("analytics.admin.assistant.errorsByStage")}</h3>
        {assistant.errors.byStage.length > 0 ? (
          <DataTable
            caption={t("analytics.admin.assistant.errorsByStage")}
            columns={countColumns(
              t,
              t("analytics.admin.assistant.stage"),
              t("analytics.admin.assistant.failed"),
              labelKey,
            )}
            rows={assistant.errors.byStage}
            rowKey={byKey}
          />
        ) : (
          <EmptyNote>{t("analytics.admin.assistant.noErrors")}</EmptyNote>
        )}
      </Section>

      <Section id="analytics-content" title={t("analytics.admin.content.title")}>
        <h3 className="text-lg font-semibold text-navy-900">{t("analytics.admin.content.topPages")}</h3>
        {content.topPages.length > 0 ? (
          <DataTable
            caption={t("analytics.admin.content.topPages")}
            columns={[
              { header: t("analytics.admin.content.path"), cell: (row) => row.path },
              { header: t("analytics.admin.content.views"), cell: (row) => formatCount(row.views, t), isNumeric: true },
              {
                header: t("analytics.admin.content.sessions"),
                cell: (row) => formatCount(row.sessions, t),
                isNumeric: true,
              },
              {
                header: t("analytics.admin.content.quoteStarts"),
                cell: (row) => formatCount(row.quoteStarts, t),
                isNumeric: true,
              },
            ]}
            rows={content.topPages}
            rowKey={(row) => row.path}
          />
        ) : (
          <EmptyNote>{t("analytics.admin.content.noPages")}</EmptyNote>
        )}
        <h3 className="text-lg font-semibold text-navy-900">{t("analytics.admin.content.topArticles")}</h3>
        {content.topArticles.length > 0 ? (
          <DataTable
            caption={t("analytics.admin.content.topArticles")}
            columns={[
              { header: t("analytics.admin.content.article"), cell: (row) => row.slug },
              { header: t("analytics.admin.content.views"), cell: (row) => formatCount(row.views, t), isNumeric: true },
              {
                header: t("analytics.admin.content.quotesShown"),
                cell: (row) => formatCount(row.quotesShown, t),
                isNumeric: true,
              },
              {
                header: t("analytics.admin.content.clicks"),
                cell: (row) => formatCount(row.clicks, t),
                isNumeric: true,
              },
            ]}
            rows={content.topArticles}
            rowKey={(row) => row.slug}
          />
        ) : (
          <EmptyNote>{t("analytics.admin.content.noArticles")}</EmptyNote>
        )}
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
        <h3 className="text-lg font-semibold text-navy-900">{t("analytics.admin.policy.failuresByReason")}</h3>
        {policy.failuresByReason.length > 0 ? (
          <DataTable
            caption={t("analytics.admin.policy.failuresByReason")}
            columns={countColumns(t, t("analytics.admin.policy.reason"), t("analytics.admin.policy.count"), labelKey)}
            rows={policy.failuresByReason}
            rowKey={byKey}
          />
        ) : (
          <EmptyNote>{t("analytics.admin.policy.noFailures")}</EmptyNote>
        )}
        {policy.uploadsBySource.length > 0 && (
          <DataTable
            caption={t("analytics.admin.policy.bySource")}
            isCaptionVisible
            columns={countColumns(t, t("analytics.admin.policy.source"), t("analytics.admin.policy.uploads"), labelKey)}
            rows={policy.uploadsBySource}
            rowKey={byKey}
          />
        )}
        {policy.successesByMethod.length > 0 && (
          <DataTable
            caption={t("analytics.admin.policy.byMethod")}
            isCaptionVisible
            columns={countColumns(
              t,
              t("analytics.admin.policy.method"),
              t("analytics.admin.policy.successes"),
              labelKey,
            )}
            rows={policy.successesByMethod}
            rowKey={byKey}
          />
        )}
      </Section>
    </div>
  );
}
