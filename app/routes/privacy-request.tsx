import { useActionData, useLoaderData } from "react-router";
import { createTranslator } from "../../core/i18n/translate";
import { PATHS } from "../../core/shared/paths";
import { parseSubjectReference } from "../../core/shared/privacy-request";
import { buildPageMeta, siteUrlFromMatches } from "../components/seo/meta";
import { runPrivacyAction, type PrivacyFormValues } from "../features/privacy/privacy-action";
import { PrivacyRequestForm } from "../features/privacy/privacy-request-form";
import { useTranslate } from "../i18n/use-translate";
import { readPageForm } from "../lib/page-form.server";
import type { Route } from "./+types/privacy-request";
import "../../core/i18n/messages/privacy";

/** A link from the assistant or the results page may carry the reference, so the visitor need not copy it. */
export function loader({ request }: Route.LoaderArgs) {
  const reference = new URL(request.url).searchParams.get("reference") ?? "";
  return { reference: parseSubjectReference(reference) ? reference.trim() : "" };
}

/** A refusal for the limit says when to come back, on the page as in the API. */
export function headers({ actionHeaders }: Route.HeadersArgs): Record<string, string> {
  const retryAfter = actionHeaders.get("Retry-After");
  return retryAfter ? { "Retry-After": retryAfter } : {};
}

/** A form field as text (a file or a missing field is empty). */
function textField(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
}

/**
 * The form posts here, with or without JavaScript (with it, React Router submits it for the page).
 * It passes the raw input: the service holds the validation and the limit, shared with
 * POST /api/privacy-requests.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readPageForm(request);
  const channel = textField(form, "channel") === "email" ? "email" : "reference";
  const values: PrivacyFormValues = { kind: textField(form, "kind"), channel, [channel]: textField(form, channel) };
  const input = {
    kind: form.has("kind") ? textField(form, "kind") : undefined,
    [channel]: textField(form, channel),
    confirm: textField(form, "confirm") || undefined,
  };
  return runPrivacyAction(
    () => context.services.submitPrivacyRequest(input, { limit: context.limit, requireDeletionAcknowledgement: true }),
    values,
  );
}

export function meta({ matches }: Route.MetaArgs) {
  const t = createTranslator();
  return buildPageMeta({
    title: t("privacy.metaTitle"),
    description: t("privacy.description"),
    path: PATHS.privacyRequest,
    siteUrl: siteUrlFromMatches(matches),
  });
}

export default function PrivacyRequestPage() {
  const t = useTranslate();
  const result = useActionData<typeof action>();
  const { reference } = useLoaderData<typeof loader>();
  return (
    <div className="page-container py-12 sm:py-16">
      <header className="max-w-3xl">
        <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">{t("privacy.title")}</h1>
        <p className="mt-4 text-lg text-slate-600">{t("privacy.intro")}</p>
      </header>
      <section
        aria-labelledby="privacy-form-title"
        className="mt-10 max-w-2xl rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
      >
        <PrivacyRequestForm result={result} defaultReference={reference} />
      </section>
      <section className="mt-8 max-w-2xl text-slate-700" aria-labelledby="privacy-kept-title">
        <h2 id="privacy-kept-title" className="text-lg font-semibold text-navy-900">
          {t("privacy.keptTitle")}
        </h2>
        <p className="mt-2">{t("privacy.keptText")}</p>
        <a href={PATHS.legal("privacy")} className="mt-2 inline-block font-medium text-maple-700 underline">
          {t("privacy.policyLink")}
        </a>
      </section>
    </div>
  );
}
