import { Minus, WifiOff, X } from "lucide-react";
import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from "react";
import { isResetPhrase } from "../../../core/conversation/reset-phrases";
import type { PolicySummary } from "../../../core/shared/policy-upload";
import { PATHS } from "../../../core/shared/paths";
import { localizePath } from "../../../core/shared/localized-paths";
import { useTranslate } from "../../i18n/use-translate";
import { track } from "../../lib/analytics";
import type { AssistantRequest } from "./open-assistant";
import type { ApiFailure } from "../../lib/api-client";
import { initChat, sendChat, sendConsent, type ChatReply } from "./chat-api";
import { ContactForm } from "./contact-form";
import { ConversationView } from "./conversation-view";
import { PolicyUploadView } from "./policy-upload-view";
import { policySummaryMessages } from "./policy-summary-message";
import { ResumeLaterForm } from "./resume-later-form";
import { readSavedSession } from "./saved-session";
import { saveSession, type ChatMessage, type ChatMode } from "./storage";
import { WelcomeView, type QuickAction } from "./welcome-view";
import "../../../core/i18n/messages/widget";

type View = "welcome" | "starting" | "conversation" | "error_fallback" | "contact" | "policy" | "resume";

interface Conversation {
  mode: ChatMode;
  chatSessionId: string | null;
  messages: ChatMessage[];
  fields: Record<string, unknown>;
  readyForConsent: boolean;
}

export interface AssistantPanelProps {
  isOpen: boolean;
  /** A request from the page to start a conversation in a mode (the wizard's chat switch). */
  request?: AssistantRequest | null;
  onRequestHandled?: () => void;
  pathname: string;
  onMinimize: () => void;
  onClose: () => void;
  /** The consent call succeeded: go to the quotes of this session. */
  onHandOff: (sessionId: string) => void;
  /** Navigate elsewhere on the site (the panel minimizes so the page shows). */
  onNavigate: (path: string) => void;
}

/** Dotted paths of the leaves that differ between two field objects (for assistant_slot_upsert). */
export function changedKeys(before: unknown, after: unknown, prefix = ""): string[] {
  const isObject = (value: unknown): value is Record<string, unknown> =>
    typeof value === "object" && value !== null && !Array.isArray(value);
  if (isObject(before) || isObject(after)) {
    const left = isObject(before) ? before : {};
    const right = isObject(after) ? after : {};
    const keys = new Set([...Object.keys(left), ...Object.keys(right)]);
    return [...keys].flatMap((key) => changedKeys(left[key], right[key], prefix ? `${prefix}.${key}` : key));
  }
  return JSON.stringify(before) === JSON.stringify(after) ? [] : [prefix];
}

/** A failed assistant call, for the staff dashboard's assistant error rate (ADR 0021). */
function trackFailure(stage: "init" | "message" | "consent", outcome: ApiFailure): void {
  const reason = outcome.reason ?? (outcome.status === null ? "network" : `http_${outcome.status}`);
  track("assistant_error", { stage, reason });
}

function restoredConversation(): Conversation | null {
  const saved = readSavedSession();
  if (!saved || saved.messages.length === 0) return null;
  return {
    mode: saved.mode,
    chatSessionId: saved.chatSessionId,
    messages: saved.messages,
    fields: saved.fields,
    readyForConsent: saved.readyForConsent,
  };
}

/** The open assistant: header, then one of its views (quote-side spec, sections 2 and 4). */
export default function AssistantPanel({
  isOpen,
  request = null,
  onRequestHandled,
  pathname,
  onMinimize,
  onClose,
  onHandOff,
  onNavigate,
}: AssistantPanelProps) {
  const t = useTranslate();
  const [conversation, setConversation] = useState<Conversation | null>(restoredConversation);
  const [view, setView] = useState<View>(() => (conversation ? "conversation" : "welcome"));
  const [returnView, setReturnView] = useState<View>("welcome");
  const [isBusy, setBusy] = useState(false);
  const [showProvincePicker, setShowProvincePicker] = useState(false);
  const [consentError, setConsentError] = useState(false);
  const [lastMode, setLastMode] = useState<ChatMode>("quote_flow");
  const panelRef = useRef<HTMLElement>(null);
  const titleId = "assistant-title";

  useEffect(() => {
    if (isOpen) panelRef.current?.focus();
  }, [isOpen]);

  // The saved session follows the conversation (spec, section 3 "Saved chat session").
  useEffect(() => {
    if (!conversation || conversation.messages.length === 0) return;
    saveSession({ ...conversation, timestamp: new Date().toISOString() });
  }, [conversation]);

  const say = useCallback((message: ChatMessage) => {
    setConversation((current) => (current ? { ...current, messages: [...current.messages, message] } : current));
  }, []);

  const clearSession = useCallback(() => {
    if (conversation) track("chat_session_cleared");
    saveSession(null);
    setConversation(null);
    setShowProvincePicker(false);
    setConsentError(false);
    setBusy(false);
    setView("welcome");
  }, [conversation]);

  const start = async (mode: ChatMode) => {
    setLastMode(mode);
    setView("starting");
    const outcome = await initChat(mode);
    if (!outcome.ok) {
      trackFailure("init", outcome);
      setView("error_fallback");
      return;
    }
    setConversation({
      mode,
      chatSessionId: outcome.data.chatSessionId,
      messages: [{ role: "assistant", content: outcome.data.response }],
      fields: outcome.data.fields ?? {},
      readyForConsent: false,
    });
    setShowProvincePicker(false);
    setView("conversation");
  };

  // A request from the page starts that mode, unless a conversation in it is already under way.
  useEffect(() => {
    if (!request) return;
    onRequestHandled?.();
    // A conversation opened by its e-mailed link (decision 0069) takes the panel over, as it was left.
    if (request.conversation) {
      setConversation({ ...request.conversation });
      setShowProvincePicker(false);
      setConsentError(false);
      setBusy(false);
      setView("conversation");
      return;
    }
    if (conversation?.mode === request.mode && !conversation.readyForConsent) {
      setView("conversation");
      return;
    }
    void start(request.mode);
    // Only a new request should start a conversation.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [request]);

  const onQuickAction = (action: QuickAction) => {
    track("quick_action_click", { action });
    if (action === "start_quote_flow") void start("quote_flow");
    else if (action === "switch_to_chat") void start("chat");
    else if (action === "contact_us") {
      setReturnView(view === "error_fallback" ? "error_fallback" : "welcome");
      setView("contact");
    } else if (pathname === PATHS.policyAnalyzer || pathname === localizePath(PATHS.policyAnalyzer, "fr")) {
      onMinimize();
      document.getElementById("policy-file")?.click();
    } else {
      onNavigate(PATHS.policyAnalyzer);
    }
  };

  const applyReply = (reply: ChatReply) => {
    const changed = changedKeys(conversation?.fields ?? {}, reply.fields ?? {});
    if (changed.length > 0) track("assistant_slot_upsert", { keys: changed });
    setConversation((current) =>
      current
        ? {
            ...current,
            // A price asked for in plain chat moves the conversation into the quote.
            mode: reply.mode ?? current.mode,
            fields: reply.fields ?? current.fields,
            readyForConsent: Boolean(reply.readyForConsent),
            messages: [
              ...current.messages,
              {
                role: "assistant",
                content: reply.response || t("widget.chat.genericError"),
                ...(reply.sources?.length ? { sources: reply.sources } : {}),
              },
            ],
          }
        : current,
    );
    setShowProvincePicker(Boolean(reply.showProvincePicker));
  };

  /** Sends one message; blocked when empty, without a session, or while a request runs (spec, section 5). */
  const send = async (text: string): Promise<boolean> => {
    const message = text.trim();
    if (!message || !conversation?.chatSessionId || isBusy) return false;
    if (isResetPhrase(message)) {
      clearSession();
      return true;
    }
    say({ role: "user", content: message });
    setShowProvincePicker(false);
    setBusy(true);
    const outcome = await sendChat(conversation.chatSessionId, message);
    setBusy(false);
    if (outcome.ok) {
      applyReply(outcome.data);
      return true;
    }
    trackFailure("message", outcome);
    if (outcome.reason === "ai_unavailable") say({ role: "assistant", content: t("widget.chat.aiUnavailable") });
    else say({ role: "assistant", content: outcome.message ?? t("widget.chat.genericError") });
    return true;
  };

  const confirm = async (consentContact: boolean) => {
    if (!conversation?.chatSessionId || isBusy) return;
    setBusy(true);
    setConsentError(false);
    const outcome = await sendConsent(conversation.chatSessionId, consentContact);
    setBusy(false);
    if (!outcome.ok) {
      trackFailure("consent", outcome);
      setConsentError(true);
      return;
    }
    const { sessionId } = outcome.data;
    track("assistant_complete", { sessionId, mode: conversation.mode });
    track("handoff_ready", { sessionId });
    track("handoff_redirect", { sessionId });
    saveSession(null);
    setConversation(null);
    onHandOff(sessionId);
  };

  /** The analyzer's key points go into the chat, in a chat session started for them if needed. */
  const postPolicySummary = async (fileName: string, summary: PolicySummary) => {
    let current = conversation;
    if (!current?.chatSessionId) {
      const outcome = await initChat("chat");
      current = {
        mode: "chat",
        chatSessionId: outcome.ok ? outcome.data.chatSessionId : null,
        messages: current?.messages ?? [],
        fields: current?.fields ?? {},
        readyForConsent: false,
      };
    }
    setConversation({
      ...current,
      messages: [
        ...current.messages,
        { role: "user", content: t("widget.policy.uploaded", { name: fileName }) },
        ...policySummaryMessages(summary, t),
      ],
    });
    setView("conversation");
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === "Escape") {
      event.stopPropagation();
      onMinimize();
    }
  };

  return (
    <section
      ref={panelRef}
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      tabIndex={-1}
      hidden={!isOpen}
      onKeyDown={onKeyDown}
      data-testid="assistant-panel"
      className="fixed inset-0 z-50 flex flex-col overflow-hidden bg-white outline-none sm:inset-auto sm:bottom-6 sm:right-6 sm:h-[640px] sm:max-h-[calc(100dvh-3rem)] sm:w-[420px] sm:rounded-2xl sm:border sm:border-slate-200 sm:shadow-2xl motion-safe:transition-opacity"
    >
      <div className="flex items-center gap-3 bg-navy-900 px-4 py-3 text-white">
        <div className="min-w-0 flex-1">
          <h2 id={titleId} className="truncate text-base font-semibold text-white">
            {t("widget.title")}
          </h2>
          <p className="flex items-center gap-1.5 text-sm text-slate-200">
            <span aria-hidden="true" className="h-2 w-2 rounded-full bg-green-400" />
            {t("widget.subtitle")}
          </p>
        </div>
        <button
          type="button"
          onClick={onMinimize}
          aria-label={t("widget.minimize")}
          className="inline-flex h-11 w-11 items-center justify-center rounded-full hover:bg-white/10 focus-visible:outline-white"
        >
          <Minus aria-hidden="true" className="h-5 w-5" />
        </button>
        <button
          type="button"
          onClick={() => onClose()}
          aria-label={t("widget.close")}
          className="inline-flex h-11 w-11 items-center justify-center rounded-full hover:bg-white/10 focus-visible:outline-white"
        >
          <X aria-hidden="true" className="h-5 w-5" />
        </button>
      </div>

      {view === "welcome" && (
        <WelcomeView
          hasSession={conversation !== null}
          onAction={onQuickAction}
          onStartNew={clearSession}
          onResume={() => setView("conversation")}
        />
      )}

      {view === "starting" && (
        <div role="status" className="flex flex-1 items-center justify-center p-6 text-slate-700">
          {t("widget.starting")}
        </div>
      )}

      {view === "error_fallback" && (
        <div className="flex flex-1 flex-col overflow-y-auto p-5">
          <WifiOff aria-hidden="true" className="h-8 w-8 text-maple-600" />
          <h3 className="mt-3 text-lg font-semibold">{t("widget.fallback.title")}</h3>
          <p className="mt-1 text-slate-700">{t("widget.fallback.text")}</p>
          <div className="mt-4 flex flex-col gap-3">
            <button type="button" className="button-primary" onClick={() => onNavigate(PATHS.quotes)}>
              {t("widget.fallback.quotes")}
            </button>
            <button type="button" className="button-secondary" onClick={() => onQuickAction("contact_us")}>
              {t("widget.fallback.contact")}
            </button>
            <button type="button" className="button-secondary" onClick={() => void start(lastMode)}>
              {t("widget.fallback.retry")}
            </button>
          </div>
        </div>
      )}

      {view === "contact" && <ContactForm onCancel={() => setView(returnView)} onDone={() => setView("welcome")} />}

      {view === "policy" && (
        <PolicyUploadView
          onCancel={() => setView(conversation ? "conversation" : "welcome")}
          onAnalyzed={(fileName, summary) => postPolicySummary(fileName, summary)}
        />
      )}

      {view === "resume" && conversation?.chatSessionId && (
        <ResumeLaterForm chatSessionId={conversation.chatSessionId} onBack={() => setView("conversation")} />
      )}

      {view === "conversation" && conversation && (
        <ConversationView
          messages={conversation.messages}
          canSend={Boolean(conversation.chatSessionId)}
          isBusy={isBusy}
          readyForConsent={conversation.readyForConsent}
          showProvincePicker={showProvincePicker}
          consentError={consentError}
          onSend={send}
          onBackToMenu={clearSession}
          // The privacy page acts on this browser's own key (its cookie); no id travels in the address.
          onPrivacy={conversation.chatSessionId ? () => onNavigate(PATHS.privacyRequest) : undefined}
          onAttach={() => setView("policy")}
          // Finish later on any device (decision 0069): in a quote, once the conversation holds a detail.
          onFinishLater={
            conversation.chatSessionId &&
            conversation.mode === "quote_flow" &&
            Object.keys(conversation.fields).length > 0
              ? () => setView("resume")
              : undefined
          }
          onConfirm={(consentContact) => void confirm(consentContact)}
        />
      )}
    </section>
  );
}
