import { data, redirect } from "react-router";
import { PATHS } from "../../core/shared/paths";
import { createTranslator } from "../../core/i18n/translate";
import { buildPageMeta, siteUrlFromMatches } from "../components/seo/meta";
import { CodeForm, LoginForm } from "../features/admin/login-form";
import { useTranslate } from "../i18n/use-translate";
import type { Route } from "./+types/admin-login";
import "../../core/i18n/messages/staff";
import { loadWithMessages } from "../lib/page-messages";

/** Reached in the app, the page waits for its parts of the catalogue (decision 0035). */
export const clientLoader = (args: Route.ClientLoaderArgs) => loadWithMessages(args);

/**
 * Someone already signed in (the staff gate found a valid session) goes straight to the post list;
 * a right password waiting for its code sees the code step; an account that must set two-factor
 * sign-in up first goes to its account screen (decision 0053).
 */
export async function loader({ context }: Route.LoaderArgs) {
  if (await context.authenticateStaff()) throw redirect(PATHS.adminPosts);
  const session = await context.staffAccount.session();
  if (session?.stage === "enrol") throw redirect(PATHS.adminAccount);
  return { stage: session?.stage === "code" ? ("code" as const) : ("password" as const) };
}

/** A held sign-in says when to come back (the action's Retry-After). */
export function headers({ actionHeaders }: Route.HeadersArgs): Record<string, string> {
  const retryAfter = actionHeaders.get("Retry-After");
  return retryAfter ? { "Retry-After": retryAfter } : {};
}

/**
 * The sign-in form's own action (with or without JavaScript): the same sign-in as
 * `POST /api/admin/login`, then the post list with the session and device cookies, or this page with
 * the reason (429 with Retry-After when the account or this address is held).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const field = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const withCookies = (cookies: string[]) => {
    const headers = new Headers();
    for (const cookie of cookies) headers.append("Set-Cookie", cookie);
    return headers;
  };
  const intent = field("intent");
  if (intent === "cancel")
    throw redirect(PATHS.adminLogin, { headers: withCookies(await context.staffAccount.signOut()) });
  if (intent === "code") {
    const session = await context.staffAccount.session();
    const outcome =
      session?.stage === "code"
        ? await context.staffAccount.submitCode(field("code"))
        : {
            ok: false as const,
            status: 401,
            message: createTranslator()("admin.auth.codeExpired"),
            retryAfterSeconds: null,
          };
    if (outcome.ok) throw redirect(PATHS.adminPosts, { headers: withCookies(outcome.cookies) });
    return data(
      {
        error: outcome.message,
        email: "",
        stage: session?.stage === "code" ? ("code" as const) : ("password" as const),
      },
      {
        status: outcome.status,
        headers: outcome.retryAfterSeconds === null ? {} : { "Retry-After": String(outcome.retryAfterSeconds) },
      },
    );
  }
  const outcome = await context.signInStaff({ email: field("email"), password: field("password") });
  if (outcome.ok) {
    const next =
      outcome.twoFactor === "code"
        ? PATHS.adminLogin
        : outcome.twoFactor === "enrol"
          ? PATHS.adminAccount
          : PATHS.adminPosts;
    throw redirect(next, { headers: withCookies(outcome.cookies) });
  }
  return data(
    // The e-mail comes back so nothing typed is lost but the password.
    {
      error: outcome.message || createTranslator()("admin.login.failed"),
      email: field("email"),
      stage: "password" as const,
    },
    {
      status: outcome.status,
      headers: outcome.retryAfterSeconds === null ? {} : { "Retry-After": String(outcome.retryAfterSeconds) },
    },
  );
}

export function meta({ matches }: Route.MetaArgs) {
  const t = createTranslator();
  return buildPageMeta({
    title: t("admin.login.metaTitle"),
    path: PATHS.adminLogin,
    siteUrl: siteUrlFromMatches(matches),
    noindex: true,
  });
}

export default function AdminLoginPage({ actionData, loaderData }: Route.ComponentProps) {
  const t = useTranslate();
  const stage = actionData?.stage ?? loaderData.stage;
  return (
    <div className="page-container flex justify-center py-12 sm:py-20">
      <section
        aria-labelledby="admin-login-title"
        className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
      >
        <h1 id="admin-login-title" className="text-3xl font-bold tracking-tight">
          {stage === "code" ? t("admin.login.codeTitle") : t("admin.login.title")}
        </h1>
        <p className="mt-2 text-slate-600">{stage === "code" ? t("admin.login.codeIntro") : t("admin.login.intro")}</p>
        {stage === "code" ? (
          <CodeForm error={actionData?.error ?? null} />
        ) : (
          <LoginForm error={actionData?.error ?? null} email={actionData?.email ?? ""} />
        )}
      </section>
    </div>
  );
}
