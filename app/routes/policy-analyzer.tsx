import { ShieldCheck } from "lucide-react";
import { data } from "react-router";
import { PATHS } from "../../core/shared/paths";
import { staticPageMeta } from "../components/seo/meta";
import { Breadcrumb } from "../components/ui/breadcrumb";
import { CheckList } from "../components/ui/check-list";
import { PolicyAnalyzer } from "../features/policy/policy-analyzer";
import { useTranslate } from "../i18n/use-translate";
import type { Route } from "./+types/policy-analyzer";
import "../../core/i18n/messages/analyzer";
import { publicPageHeaders } from "../../core/shared/page-cache-header";
import { loadWithMessages } from "../lib/page-messages";

/**
 * The same page for every visitor: the server may keep it for a minute (ADR 0023). The answer to an
 * upload is this visitor's own summary: never kept, and a refusal for a limit says when to come back.
 */
export function headers({ actionHeaders }: Route.HeadersArgs): Record<string, string> {
  if (!actionHeaders.has("Cache-Control")) return publicPageHeaders();
  const retryAfter = actionHeaders.get("Retry-After");
  return { "Cache-Control": "no-store", ...(retryAfter ? { "Retry-After": retryAfter } : {}) };
}

/**
 * The form's plain post (without JavaScript; with it the page streams the stages from the API). The
 * server has already admitted, read and analyzed the upload exactly as POST /api/policy/analyze does
 * (server/api/policy-routes.ts, policyPageUpload); this shows what it came to.
 */
export function action({ context }: Route.ActionArgs) {
  const outcome = context.policyUpload;
  if (!outcome) throw data(null, { status: 400, statusText: "Bad Request" });
  const retryAfter = "summary" in outcome ? null : outcome.retryAfterSeconds;
  return data(outcome, {
    status: "summary" in outcome ? 200 : outcome.status,
    headers: { "Cache-Control": "no-store", ...(retryAfter ? { "Retry-After": String(retryAfter) } : {}) },
  });
}

/** No data of its own: a loader so that an in-app visit has one to wait on beside its messages. */
export function loader() {
  return null;
}

/** Reached in the app, the page waits for its parts of the catalogue (decision 0035). */
export const clientLoader = (args: Route.ClientLoaderArgs) => loadWithMessages(args);

export const meta = staticPageMeta("analyzer.metaTitle", "analyzer.metaDescription", PATHS.policyAnalyzer);

export default function PolicyAnalyzerPage({ actionData }: Route.ComponentProps) {
  const t = useTranslate();
  return (
    <div className="bg-slate-50">
      <div className="page-container py-8 sm:py-12">
        <Breadcrumb items={[{ label: t("analyzer.breadcrumb") }]} />
        <div className="mt-6 grid grid-cols-[minmax(0,1fr)] gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
          <div>
            <h1 className="text-3xl font-bold sm:text-4xl">{t("analyzer.title")}</h1>
            <p className="mt-2 max-w-2xl text-slate-700">{t("analyzer.intro")}</p>
            <div className="mt-6">
              <PolicyAnalyzer outcome={actionData} />
            </div>
          </div>
          <aside aria-labelledby="analyzer-how" className="rounded-2xl bg-navy-900 p-6 text-white lg:self-start">
            <ShieldCheck aria-hidden="true" className="h-8 w-8 text-maple-300" />
            <h2 id="analyzer-how" className="mt-3 text-lg font-bold text-white">
              {t("analyzer.howTitle")}
            </h2>
            <div className="text-slate-200 [&_li]:text-slate-200">
              <CheckList
                tone="maple"
                className="mt-4"
                items={[t("analyzer.how1"), t("analyzer.how2"), t("analyzer.how3"), t("analyzer.how4")]}
              />
            </div>
          </aside>
        </div>
      </div>
    </div>
  );
}
