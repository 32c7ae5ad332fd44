import { useEffect } from "react";
import { data, redirect, useLoaderData } from "react-router";
import { createTranslator } from "../../core/i18n/translate";
import { languageOfPath } from "../../core/i18n/languages";
import { localizePath } from "../../core/shared/localized-paths";
import { PATHS } from "../../core/shared/paths";
import { openAssistant } from "../features/assistant/open-assistant";
import { useLocalizePath, useTranslate } from "../i18n/use-translate";
import { loadWithMessages } from "../lib/page-messages";
import type { Route } from "./+types/resume-quote";
import "../../core/i18n/messages/come-back";

/**
 * The e-mailed link to finish a quote (decisions 0062 and 0069): its own secret. A wizard's link puts
 * the unfinished answers in this browser and opens the wizard at the step they were left at; a
 * conversation's link shows the conversation here and opens it in the assistant to carry on, in the
 * conversation's language. It grants nothing else. A link that is unknown or past its 24 hours says
 * so, in the page's language.
 */
export const clientLoader = (args: Route.ClientLoaderArgs) => loadWithMessages(args);

const NO_STORE = { "Cache-Control": "no-store" };

export function headers(): Record<string, string> {
  return NO_STORE;
}

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const { key, cookie } = context.issuePrivacyKey();
  const opened = await context.services.openResumeLink(params.token, key);
  if (!opened) return data({ missing: true as const, chat: null }, { status: 404, headers: NO_STORE });
  const language = languageOfPath(new URL(request.url).pathname);
  if (opened.kind === "wizard") {
    throw redirect(localizePath(`${PATHS.quotes}?step=${opened.position}`, language), {
      status: 303,
      headers: { ...NO_STORE, "Set-Cookie": cookie },
    });
  }
  // A conversation carries on in its own language: its link in the other one moves to that page.
  if (opened.chat.language !== language) {
    throw redirect(localizePath(PATHS.resumeQuote(params.token), opened.chat.language), {
      status: 303,
      headers: NO_STORE,
    });
  }
  return data({ missing: false as const, chat: opened.chat }, { headers: NO_STORE });
}

export function meta({ data: loaded, location }: Route.MetaArgs) {
  const t = createTranslator(languageOfPath(location.pathname));
  const title = loaded?.chat ? t("resume.chat.metaTitle") : t("resume.link.invalidTitle");
  return [{ title: `${title} | QuoteMaple` }, { name: "robots", content: "noindex" }];
}

export default function ResumeQuotePage() {
  const t = useTranslate();
  const localize = useLocalizePath();
  const { chat } = useLoaderData<typeof loader>();
  if (chat) return <ResumedConversation chat={chat} />;
  return (
    <div className="page-container py-12 sm:py-16">
      <h1 className="text-4xl font-bold tracking-tight">{t("resume.link.invalidTitle")}</h1>
      <section className="mt-8 max-w-2xl rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <p className="text-slate-800">{t("resume.link.invalidText")}</p>
        <a href={localize(PATHS.quotes)} className="button-primary mt-6">
          {t("resume.link.newQuote")}
        </a>
      </section>
    </div>
  );
}

type Chat = NonNullable<Awaited<ReturnType<typeof useLoaderData<typeof loader>>>["chat"]>;

/**
 * A conversation opened by its link: the transcript as the visitor saw it (readable without
 * JavaScript), and, with it, the assistant opened on it to carry on to consent and estimates.
 */
function ResumedConversation({ chat }: { chat: Chat }) {
  const t = useTranslate();
  const localize = useLocalizePath();
  const reopen = () =>
    openAssistant({
      mode: chat.mode,
      conversation: {
        mode: chat.mode,
        chatSessionId: chat.chatSessionId,
        messages: chat.messages,
        fields: chat.fields,
        readyForConsent: chat.readyForConsent,
      },
    });
  // Once, when the page is drawn: the assistant takes the conversation over. After this render's
  // effects, so that the concierge, drawn after the page, is listening.
  useEffect(() => {
    const timer = window.setTimeout(reopen);
    return () => window.clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <div className="page-container py-12 sm:py-16">
      <h1 className="text-4xl font-bold tracking-tight">{t("resume.chat.title")}</h1>
      <section className="mt-8 max-w-2xl rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <p className="text-slate-800" data-needs-js>
          {t("resume.chat.text")}
        </p>
        <button type="button" className="button-primary mt-4" onClick={reopen} data-needs-js>
          {t("resume.chat.open")}
        </button>
        <p className="mt-4 text-slate-800" data-without-js>
          {t("resume.chat.noScript")}
        </p>
        <a href={localize(PATHS.quotes)} className="button-secondary mt-4" data-without-js>
          {t("resume.chat.quoteForm")}
        </a>
        <h2 className="mt-8 text-lg font-semibold">{t("resume.chat.transcriptLabel")}</h2>
        <ol className="mt-3 space-y-3">
          {chat.messages.map((message, index) => (
            <li
              key={index}
              className={`rounded-2xl px-4 py-2.5 ${
                message.role === "user" ? "ml-8 bg-navy-900 text-white" : "mr-8 bg-slate-100 text-slate-900"
              }`}
            >
              <span className="block text-xs font-semibold uppercase tracking-wide opacity-80">
                {t(message.role === "user" ? "resume.chat.you" : "resume.chat.assistant")}
              </span>
              <span className="whitespace-pre-line">{message.content}</span>
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
