import { Form, useActionData, useLoaderData, useNavigation } from "react-router";
import { createTranslator } from "../../core/i18n/translate";
import { languageOfPath } from "../../core/i18n/languages";
import { PATHS } from "../../core/shared/paths";
import { privacyConfirmationSchema } from "../../core/shared/privacy-request";
import { runPrivacyAction } from "../features/privacy/privacy-action";
import { PrivacyOutcome } from "../features/privacy/privacy-outcome";
import { useTranslate, useLocalizePath } from "../i18n/use-translate";
import { readPageForm } from "../lib/page-form.server";
import type { Route } from "./+types/privacy-request-confirm";
import "../../core/i18n/messages/privacy";
import { loadWithMessages } from "../lib/page-messages";

/**
 * The e-mailed link lands here. Opening it changes nothing (mail scanners open links too); the
 * visitor's button press posts the token to the action, which uses it once.
 */
/** Reached in the app, the page waits for its parts of the catalogue (decision 0035). */
export const clientLoader = (args: Route.ClientLoaderArgs) => loadWithMessages(args);

export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const parsed = privacyConfirmationSchema.safeParse({ token });
  if (!parsed.success) return { token: "", state: { problem: "invalid" as const } };
  return { token: parsed.data.token, state: await context.services.describePrivacyConfirmation(parsed.data.token) };
}

/** A refusal for the limit says when to come back, on the page as in the API. */
export function headers({ actionHeaders }: Route.HeadersArgs): Record<string, string> {
  const retryAfter = actionHeaders.get("Retry-After");
  return retryAfter ? { "Retry-After": retryAfter } : {};
}

/** The button posts the token here; the service holds the validation and the limit, shared with the API. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readPageForm(request);
  const token = form.get("token");
  return runPrivacyAction(() =>
    context.services.confirmPrivacyRequest({ token: typeof token === "string" ? token : "" }, { limit: context.limit }),
  );
}

export function meta({ location }: Route.MetaArgs) {
  const t = createTranslator(languageOfPath(location.pathname));
  return [{ title: t("privacy.confirm.metaTitle") }, { name: "robots", content: "noindex" }];
}

export default function PrivacyConfirmPage() {
  const t = useTranslate();
  const localize = useLocalizePath();
  const { token, state } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const done =
    result && (result.status === "exported" || result.status === "deleted" || result.status === "awaiting_confirmation")
      ? result
      : null;
  return (
    <div className="page-container py-12 sm:py-16">
      <h1 className="text-4xl font-bold tracking-tight">{t("privacy.confirm.title")}</h1>
      <section className="mt-8 max-w-2xl rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        {done ? (
          <PrivacyOutcome result={done} />
        ) : "problem" in state ? (
          <div role="alert">
            <p className="text-slate-800">
              {state.problem === "expired" ? t("privacy.error.tokenExpired") : t("privacy.error.tokenInvalid")}
            </p>
            <a href={localize(PATHS.privacyRequest)} className="button-secondary mt-6">
              {t("privacy.confirm.again")}
            </a>
          </div>
        ) : (
          <>
            <p className="text-slate-800">
              {state.kind === "access" ? t("privacy.confirm.accessText") : t("privacy.confirm.deletionText")}
            </p>
            {result?.status === "error" && (
              <p role="alert" className="mt-4 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
                {result.message}
              </p>
            )}
            {result?.status === "invalid" && (
              <p role="alert" className="mt-4 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
                {t("privacy.error.tokenInvalid")}
              </p>
            )}
            {result?.status === "limited" && (
              <p
                role="alert"
                className="mt-4 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900"
              >
                {t("privacy.error.rateLimited", { minutes: Math.max(1, Math.ceil(result.retryAfterSeconds / 60)) })}
              </p>
            )}
            <Form method="post" className="mt-6">
              <input type="hidden" name="token" value={token} />
              <button type="submit" className="button-primary" disabled={navigation.state === "submitting"}>
                {state.kind === "access" ? t("privacy.confirm.accessButton") : t("privacy.confirm.deletionButton")}
              </button>
            </Form>
          </>
        )}
      </section>
    </div>
  );
}
