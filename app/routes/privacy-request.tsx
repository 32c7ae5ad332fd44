import { data, useActionData, useLoaderData } from "react-router";
import { t as translate } from "../../core/i18n/translate";
import { PATHS } from "../../core/shared/paths";
import { browserPrivacyKey, formatPrivacyCode, readPrivacyKeyCookie } from "../../core/shared/privacy-key";
import { staticPageMeta } from "../components/seo/meta";
import { TitledSection } from "../components/ui/titled-section";
import { PageHeader } from "../components/layout/page-header";
import {
  PRIVACY_CHANNELS,
  runPrivacyAction,
  type PrivacyActionResult,
  type PrivacyChannel,
  type PrivacyFormValues,
} from "../features/privacy/privacy-action";
import { PrivacyRequestForm } from "../features/privacy/privacy-request-form";
import { useTranslate, useLocalizePath } from "../i18n/use-translate";
import { readPageForm } from "../lib/page-form.server";
import type { Route } from "./+types/privacy-request";
import "../../core/i18n/messages/privacy";
import { loadWithMessages } from "../lib/page-messages";

/**
 * Whether this browser holds a privacy key (ADR 0027), so the page offers "the data made in this
 * browser". Only that yes or no reaches the page; the key itself never does, unless asked for.
 */
/** Reached in the app, the page waits for its parts of the catalogue (decision 0035). */
export const clientLoader = (args: Route.ClientLoaderArgs) => loadWithMessages(args);

export function loader({ request }: Route.LoaderArgs) {
  return { hasBrowserKey: readPrivacyKeyCookie(request.headers.get("cookie")) !== null };
}

/**
 * The page depends on the browser's cookie, so no shared cache keeps it; the answer that shows the
 * privacy code is never stored anywhere. A refusal for the limit says when to come back.
 */
export function headers({ actionHeaders }: Route.HeadersArgs): Record<string, string> {
  const retryAfter = actionHeaders.get("Retry-After");
  return {
    "Cache-Control": actionHeaders.get("Cache-Control") ?? "private, no-cache",
    Vary: "Cookie",
    ...(retryAfter ? { "Retry-After": retryAfter } : {}),
  };
}

/** A form field as text (a file or a missing field is empty). */
function textField(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
}

/** Shows this browser's privacy code to its visitor, who asked for it (no-store: no cache keeps it). */
function showPrivacyCode(browserKey: string | null) {
  if (!browserKey) {
    return data<PrivacyActionResult>(
      { status: "error", message: translate("privacy.error.noBrowserData"), values: {} },
      { status: 404, headers: { "Cache-Control": "no-store" } },
    );
  }
  return data<PrivacyActionResult>(
    { status: "code", code: formatPrivacyCode(browserKey) },
    { headers: { "Cache-Control": "no-store" } },
  );
}

/**
 * The forms post here, with or without JavaScript (with it, React Router submits them for the page).
 * A request passes the raw input: the service holds the validation and the limit, shared with
 * POST /api/privacy-requests. The browser's privacy key comes from its cookie, never from the form.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readPageForm(request);
  const browserKey = browserPrivacyKey(request.headers);
  if (textField(form, "intent") === "show-code") return showPrivacyCode(browserKey);
  const chosen = textField(form, "channel");
  const channel: PrivacyChannel = (PRIVACY_CHANNELS as readonly string[]).includes(chosen)
    ? (chosen as PrivacyChannel)
    : "code";
  const values: PrivacyFormValues = { kind: textField(form, "kind"), channel };
  if (channel !== "browser") values[channel] = textField(form, channel);
  const input = {
    kind: form.has("kind") ? textField(form, "kind") : undefined,
    ...(channel === "browser" ? { thisBrowser: true } : { [channel]: textField(form, channel) }),
    confirm: textField(form, "confirm") || undefined,
  };
  return runPrivacyAction(
    () =>
      context.services.submitPrivacyRequest(input, {
        limit: context.limit,
        browserKey,
        requireDeletionAcknowledgement: true,
      }),
    values,
  );
}

export const meta = staticPageMeta("privacy.metaTitle", "privacy.description", PATHS.privacyRequest);

export default function PrivacyRequestPage() {
  const t = useTranslate();
  const localize = useLocalizePath();
  const result = useActionData<typeof action>();
  const { hasBrowserKey } = useLoaderData<typeof loader>();
  return (
    <div className="page-container py-12 sm:py-16">
      <PageHeader title={t("privacy.title")} intro={t("privacy.intro")} />
      <section
        aria-labelledby="privacy-form-title"
        className="mt-10 max-w-2xl rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
      >
        <PrivacyRequestForm result={result} hasBrowserKey={hasBrowserKey} />
      </section>
      <TitledSection
        id="privacy-kept-title"
        title={t("privacy.keptTitle")}
        className="mt-8 max-w-2xl text-slate-700"
        heading="minor"
      >
        <p className="mt-2">{t("privacy.keptText")}</p>
        <a href={localize(PATHS.legal("privacy"))} className="mt-2 inline-block font-medium text-maple-700 underline">
          {t("privacy.policyLink")}
        </a>
      </TitledSection>
    </div>
  );
}
