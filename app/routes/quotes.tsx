import { readResultsOptions, withResultsOptions } from "../../core/shared/results-options";
import { data, redirect, useActionData } from "react-router";
import { INSURANCE_CATEGORIES, categoryTitle } from "../../core/shared/insurance-categories";
import type { Language } from "../../core/i18n/languages";
import { ensureParts } from "../../core/i18n/part-loaders";
import { localizePath, provincePath } from "../../core/shared/localized-paths";
import { PATHS } from "../../core/shared/paths";
import { isAppError, retryAfterHeaders } from "../../core/shared/errors";
import { isOtherSiteRequest } from "../../core/shared/privacy-key";
import { coverageRequestSchema, quoteClickSchema } from "../../core/shared/api/quotes";
import {
  EMPTY_DRAFT,
  positionIn,
  reachablePosition,
  readDraft,
  stepsFor,
  type WizardDraft,
} from "../../core/shared/quote-draft";
import { findProvinceByCode, localProvinceName } from "../../core/shared/provinces";
import { pageMeta } from "../components/seo/meta";
import { Breadcrumb, type BreadcrumbItem } from "../components/ui/breadcrumb";
import { QuoteWizard, type WizardActionData, type WizardStart } from "../features/quotes/quote-wizard";
import { MissingResultsScreen, ResultsScreen, resultsScreen } from "../features/quotes/results-screen";
import type { ComeBackActionData } from "../features/quotes/come-back-panel";
import type { ResumeActionData } from "../features/quotes/resume-later";
import { comeBackFromForm } from "../../core/shared/come-back";
import { canonicalQuotesQuery, parseQuotesSearch, type QuotesSearch } from "../features/quotes/quotes-search";
import { useLanguage, useTranslate } from "../i18n/use-translate";
import { requestLanguage } from "../lib/request-language";
import { readPageForm } from "../lib/page-form.server";
import type { Route } from "./+types/quotes";
import "../../core/i18n/messages/quotes";

/**
 * Results and the wizard's kept answers differ for the browser that asked for them (ADR 0027): never
 * kept by a shared cache. A refusal for the limit says when to come back.
 */
export function headers({ actionHeaders }: Route.HeadersArgs): Record<string, string> {
  const retryAfter = actionHeaders.get("Retry-After");
  return { "Cache-Control": "private, no-cache", Vary: "Cookie", ...(retryAfter ? { "Retry-After": retryAfter } : {}) };
}

async function wizardStart(search: QuotesSearch, step: string | null, context: Route.LoaderArgs["context"]) {
  const stored = context.privacyKey ? await context.services.loadQuoteDraft(context.privacyKey) : null;
  const carried = {
    ...search.prefill,
    ...(search.category ? { category: search.category } : {}),
    ...(search.province ? { province: search.province } : {}),
  };
  // Arriving afresh (no step named), what the link carries wins over what was kept.
  // Consents are given on the way to a quote, never found ticked on a new visit.
  const draft: WizardDraft =
    step === null
      ? { ...EMPTY_DRAFT, ...stored, consentDataSharing: false, consentContact: false, ...carried }
      : (stored ?? { ...EMPTY_DRAFT, ...carried });
  const steps = stepsFor(draft.category);
  const position = reachablePosition(draft, positionIn(steps, step) ?? steps[0]!);
  return { draft, position, stored: stored !== null, lost: step !== null && stored === null } satisfies WizardStart;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  // One address per preselected line: `?category=home-insurance` is moved to `?category=home`.
  const canonicalQuery = canonicalQuotesQuery(url.searchParams);
  if (canonicalQuery !== null) throw redirect(`${url.pathname}?${canonicalQuery}`, 301);
  const search = parseQuotesSearch(url.searchParams);
  const currentYear = new Date().getUTCFullYear();
  if (search.session === null) {
    const start = await wizardStart(search, url.searchParams.get("step"), context);
    return data({ search, currentYear, view: null, missing: false, start, now: null });
  }
  // Only the browser that made the session sees the visitor's details (ADR 0027); a shared link does not.
  const view = await context.services.getQuoteSessionView(search.session, context.privacyKey, requestLanguage(request));
  return data(
    { search, currentYear, view, missing: view === null, start: null, now: new Date().toISOString() },
    { status: view ? 200 : 404 },
  );
}

/**
 * The wizard's one form action, with or without JavaScript (without it every step posts here; with
 * it only the review screen does). The answers are kept for this browser between steps; a quote
 * starts through the same service as POST /api/session/start. A refusal shows the same step again
 * with what was typed.
 */
export async function action({ request, context }: Route.ActionArgs) {
  // Another site's form must not set (and so replace) this browser's privacy key.
  if (isOtherSiteRequest(request.headers, request.url)) throw data(null, { status: 403, statusText: "Forbidden" });
  const form = await readPageForm(request);
  const url = new URL(request.url);
  const search = parseQuotesSearch(url.searchParams);
  const intent = form.get("intent");
  if (search.session !== null && (intent === "choose" || intent === "coverage")) {
    return resultsAction(form, search.session, intent, context, request);
  }
  if (search.session !== null && intent === "email") return emailAction(form, search.session, context);
  const draft = readDraft((field) => form.get(field) ?? undefined);
  if (intent === "resume") return resumeAction(form, draft, context);
  const at = positionIn(stepsFor(draft.category), form.get("at")) ?? stepsFor(draft.category)[0]!;
  const { key, cookie } = context.issuePrivacyKey();
  // A browser that sent no key may refuse cookies: it is shown the next step itself, not sent to it.
  const mayRefuseCookies = context.privacyKey === null;
  const headers = { "Set-Cookie": cookie };
  try {
    const outcome = await context.services.moveQuoteWizard(
      {
        draft,
        at,
        intent: form.get("intent"),
        context: { from: search.from, blog: search.blog, coverage: search.coverage },
      },
      { privacyKey: key, limit: context.limit },
    );
    if (outcome.kind === "started") {
      const { session } = outcome;
      // The renewal month the policy analyzer read travels on to the results' e-mail panel (0062).
      const renewal = search.renewalMonth ? `&renewalMonth=${search.renewalMonth}` : "";
      const target =
        session.quotes.length > 0
          ? `${PATHS.quotes}?session=${encodeURIComponent(session.session_id)}${renewal}`
          : session.redirect_url;
      return redirect(localizePath(target, requestLanguage(request)), { status: 303, headers });
    }
    if (outcome.kind === "moved" && mayRefuseCookies) {
      return data<WizardActionData>(
        { kind: "moved", position: outcome.position, draft: outcome.draft ?? draft },
        { headers },
      );
    }
    if (outcome.kind === "moved") {
      url.searchParams.set("step", outcome.position);
      url.searchParams.delete("session");
      return redirect(`${url.pathname}?${url.searchParams.toString()}`, { status: 303, headers });
    }
    return data<WizardActionData>(
      { kind: "invalid", errors: outcome.errors, position: outcome.position, draft },
      { status: 400, headers },
    );
  } catch (error) {
    if (!isAppError(error)) throw error;
    // The limit, a partner down: the same step again, what was typed kept, and when to come back.
    return data<WizardActionData>(
      { kind: "failed", position: at, draft },
      { status: error.status, headers: { ...headers, ...retryAfterHeaders(error) } },
    );
  }
}

/**
 * The results screen's two forms without JavaScript (with it, coverage changes live through the
 * API): choosing a quote records the click and goes to the hand-off; a coverage change prices the
 * session again and shows it. Both for the browser that made the session only (ADR 0027), counted
 * against the same per-minute bucket as their API twins.
 */
async function resultsAction(
  form: FormData,
  sessionId: string,
  intent: "choose" | "coverage",
  context: Route.ActionArgs["context"],
  request: Request,
) {
  const language = requestLanguage(request);
  const aggregatorSessionId = String(form.get("aggregatorSessionId") ?? "");
  try {
    await context.limit(context.services.quoteRateRule);
    if (intent === "choose") {
      const click = quoteClickSchema.safeParse({
        sessionId,
        aggregatorSessionId,
        quoteId: form.get("quoteId"),
        partnerId: form.get("partnerId"),
      });
      if (!click.success) throw data(null, { status: 400, statusText: "Bad Request" });
      const chosen = await context.services.recordQuoteClick(click.data, context.privacyKey);
      return redirect(localizePath(chosen.redirect_url, language), { status: 303 });
    }
    const change = coverageRequestSchema.safeParse({
      sessionId,
      aggregatorSessionId,
      coverage: {
        liabilityLimit: form.get("liabilityLimit"),
        deductible: Number(form.get("deductible")),
        collision: form.get("collision") === "on",
        comprehensive: form.get("comprehensive") === "on",
      },
    });
    if (!change.success) throw data(null, { status: 400, statusText: "Bad Request" });
    await context.services.repriceQuoteSession(change.data, context.privacyKey);
    // Back to the results as they were arranged (the form posts to their address).
    const results = withResultsOptions(
      new URLSearchParams({ session: sessionId }),
      readResultsOptions(new URL(request.url).searchParams),
    );
    return redirect(localizePath(`${PATHS.quotes}?${results.toString()}`, language), { status: 303 });
  } catch (error) {
    if (!isAppError(error)) throw error;
    // Not this browser's session: there is nothing of it to show.
    if (error.code === "not_found") throw data(null, { status: 404, statusText: "Not Found" });
    // Anything else (the limit, a partner down): the same results again, with the failure said.
    return data<WizardActionData>(
      { kind: "resultsFailed" },
      { status: error.status, headers: retryAfterHeaders(error) },
    );
  }
}

/**
 * "E-mail me my quotes" (decision 0058), with or without JavaScript: the same service as POST
 * /api/quote-emails, counted in the same bucket; a refusal shows the fields' messages with what was typed.
 */
async function emailAction(form: FormData, sessionId: string, context: Route.ActionArgs["context"]) {
  const input = comeBackFromForm((field) => form.get(field), sessionId);
  const values = { email: input.email, renewalMonth: input.renewalMonth };
  try {
    await context.limit(context.services.quoteEmailRateRule);
    const sent = await context.services.requestResultsEmail(input, context.privacyKey);
    return data<ComeBackActionData>({ kind: "emailSent", email: sent.email, renewalMonth: sent.renewalMonth });
  } catch (error) {
    if (!isAppError(error)) throw error;
    if (error.code === "not_found") throw data(null, { status: 404, statusText: "Not Found" });
    if (error.code === "validation_failed") {
      const errors: Extract<ComeBackActionData, { kind: "emailInvalid" }>["errors"] = {};
      const problems = Array.isArray(error.details) ? (error.details as { field: string; message: string }[]) : [];
      for (const problem of problems) {
        if (problem.field === "email" || problem.field === "consent" || problem.field === "renewalMonth") {
          errors[problem.field] ??= problem.message;
        }
      }
      return data<ComeBackActionData>({ kind: "emailInvalid", errors, values }, { status: 400 });
    }
    return data<ComeBackActionData>(
      { kind: "emailFailed", values },
      { status: error.status, headers: retryAfterHeaders(error) },
    );
  }
}

/**
 * "Finish later" (decision 0062), with or without JavaScript: the wizard's answers as posted are kept
 * under a secret of their own and e-mailed as a link; counted in the results e-mail's bucket.
 */
async function resumeAction(form: FormData, draft: WizardDraft, context: Route.ActionArgs["context"]) {
  const email = String(form.get("resumeEmail") ?? "");
  try {
    await context.limit(context.services.quoteEmailRateRule);
    const sent = await context.services.emailResumeLink({ draft, at: form.get("at"), email });
    return data<ResumeActionData>({ kind: "emailResumeSent", email: sent.email });
  } catch (error) {
    if (!isAppError(error)) throw error;
    if (error.code === "validation_failed") {
      const problems = Array.isArray(error.details) ? (error.details as { field: string; message: string }[]) : [];
      const message = problems.find((problem) => problem.field === "resumeEmail")?.message ?? error.message;
      return data<ResumeActionData>({ kind: "emailResumeInvalid", error: message, email }, { status: 400 });
    }
    return data<ResumeActionData>(
      { kind: "emailResumeFailed", email },
      { status: error.status, headers: retryAfterHeaders(error) },
    );
  }
}

/** With JavaScript, a failure to reach the server is the page's own message, the answers kept. */
export async function clientAction({ request, serverAction }: Route.ClientActionArgs) {
  const form = await request.clone().formData();
  try {
    return await serverAction();
  } catch (error) {
    if (error instanceof Response) throw error;
    if (form.get("intent") === "resume") {
      return { kind: "emailResumeFailed", email: String(form.get("resumeEmail") ?? "") } satisfies ResumeActionData;
    }
    const draft = readDraft((field) => form.get(field) ?? undefined);
    const at = positionIn(stepsFor(draft.category), form.get("at")) ?? "review";
    return { kind: "failed", position: at, draft } satisfies WizardActionData;
  }
}

/**
 * A results page reached in the browser (the wizard's post, the concierge's hand-off) fetches its screen's
 * code beside its data, so it is not drawn empty while the code arrives (decision 0033).
 */
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  const screen = new URL(request.url).searchParams.has("session")
    ? resultsScreen.load().catch(() => undefined)
    : undefined;
  const [loaded] = await Promise.all([serverLoader(), screen, ensureParts(requestLanguage(request))]);
  return loaded;
}

export const meta = pageMeta<NonNullable<Route.MetaArgs["data"]>>((data, t) => {
  const isResults = Boolean(data.search.session);
  return {
    title: isResults ? t("quotes.resultsMetaTitle") : t("quotes.metaTitle"),
    description: t("quotes.metaDescription"),
    // A visitor's results are private to whoever holds the link.
    noindex: isResults,
  };
});

/** The breadcrumb follows where the visitor came from: a blog article, a guide, a province page or none. */
function breadcrumbFor(search: QuotesSearch, t: ReturnType<typeof useTranslate>, language: Language): BreadcrumbItem[] {
  const here = { label: t("quotes.breadcrumb") };
  const localize = (path: string) => localizePath(path, language);
  if (search.from === "blog") {
    // The post's own blog answers for its slug in either language (a redirect to its address).
    return [
      { label: t("quotes.breadcrumbBlog"), href: localize(search.blog ? PATHS.blogPost(search.blog) : PATHS.blog) },
      here,
    ];
  }
  if (search.from === "learn") {
    const category = INSURANCE_CATEGORIES.find((item) => item.slug === search.category);
    return [
      { label: t("quotes.breadcrumbLearn"), href: localize("/learn") },
      ...(category
        ? [{ label: categoryTitle(category.slug, language), href: localize(PATHS.learn(category.learnSlug)) }]
        : []),
      here,
    ];
  }
  if (search.from === "province" && search.province) {
    const province = findProvinceByCode(search.province);
    if (province) {
      return [
        {
          label: localProvinceName(province, language),
          href: provincePath(language === "fr" ? province.slugFr : province.slug, language),
        },
        here,
      ];
    }
  }
  return [here];
}

export default function QuotesPage({ loaderData }: Route.ComponentProps) {
  const t = useTranslate();
  const language = useLanguage();
  const { search, currentYear, view, missing, start, now } = loaderData;
  const answer = useActionData<typeof action>() as WizardActionData | ComeBackActionData | undefined;
  const emailed = answer && answer.kind.startsWith("email") ? (answer as ComeBackActionData) : undefined;
  const outcome = emailed ? undefined : (answer as WizardActionData | undefined);
  const resultsFailed = outcome?.kind === "resultsFailed";
  if (missing) {
    return <MissingResultsScreen />;
  }
  if (view) {
    return (
      <div className="bg-slate-50">
        <div className="page-container py-8 sm:py-12">
          <ResultsScreen
            view={view}
            failed={resultsFailed}
            comeBack={
              view.isOwner && now
                ? {
                    aggregatorSessionId: view.aggregatorSessionId,
                    offersReminder: view.pricing !== null && (view.category === "car" || view.category === "home"),
                    outcome: emailed,
                    now,
                    suggestedMonth: search.renewalMonth,
                  }
                : undefined
            }
          />
        </div>
      </div>
    );
  }
  return (
    <div className="bg-slate-50">
      <div className="page-container py-8 sm:py-12">
        <Breadcrumb items={breadcrumbFor(search, t, language)} />
        <div className="mx-auto mt-6 max-w-2xl">
          <h1 className="text-3xl font-bold sm:text-4xl">{t("quotes.title")}</h1>
          <p className="mt-2 text-slate-700">{t("quotes.subtitle")}</p>
          <div className="mt-6">
            {start && (
              <QuoteWizard
                search={search}
                currentYear={currentYear}
                start={start}
                outcome={outcome?.kind === "resultsFailed" ? undefined : outcome}
              />
            )}
          </div>
        </div>
      </div>
    </div>
  );
}
