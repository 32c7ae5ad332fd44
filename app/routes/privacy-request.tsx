import { data, useActionData, useLoaderData } from "react-router";
import { createTranslator, t as translate } from "../../core/i18n/translate";
import { PATHS } from "../../core/shared/paths";
import { parseSubjectReference, privacyRequestSchema } from "../../core/shared/privacy-request";
import { buildPageMeta, siteUrlFromMatches } from "../components/seo/meta";
import { runPrivacyAction, type PrivacyActionResult, type PrivacyField } from "../features/privacy/privacy-action";
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

/** The form posts here (with or without JavaScript); the work is in server/services/privacy-requests. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readPageForm(request);
  const kind = form.get("kind");
  const channel = form.get("channel") === "email" ? "email" : "reference";
  const value = String(form.get(channel) ?? "");
  const parsed = privacyRequestSchema.safeParse({ kind, [channel]: value });
  if (!parsed.success) {
    const errors: Partial<Record<PrivacyField, string>> = {};
    for (const issue of parsed.error.issues) {
      const field = (issue.path[0] === "kind" ? "kind" : channel) as PrivacyField;
      errors[field] ??= issue.message;
    }
    return data<PrivacyActionResult>({ status: "invalid", errors }, { status: 400 });
  }
  if (parsed.data.kind === "deletion" && channel === "reference" && form.get("confirm") !== "yes") {
    return data<PrivacyActionResult>(
      { status: "invalid", errors: { confirm: translate("privacy.error.confirm") } },
      { status: 400 },
    );
  }
  return runPrivacyAction(async () => {
    return context.services.submitPrivacyRequest(parsed.data, context.limit);
  });
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
