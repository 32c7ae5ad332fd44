import { Paperclip, Send } from "lucide-react";
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from "react";
import { PROVINCES, localProvinceName } from "../../../core/shared/provinces";
import { CONSENT_WORDINGS } from "../../../core/shared/consent";
import { CHAT_LIMITS } from "../../../core/shared/chat";
import { useLanguage, useTranslate } from "../../i18n/use-translate";
import { track } from "../../lib/analytics";
import type { ChatMessage } from "./storage";
import "../../../core/i18n/messages/widget";
import { PanelProblem } from "./panel-form";

interface ConversationViewProps {
  messages: ChatMessage[];
  canSend: boolean;
  isBusy: boolean;
  readyForConsent: boolean;
  showProvincePicker: boolean;
  consentError: boolean;
  /** Resolves true when the message was taken (the input is then cleared). */
  onSend: (text: string) => Promise<boolean>;
  onBackToMenu: () => void;
  /** Opens the privacy request page for this conversation (absent until the server gave it an id). */
  onPrivacy?: () => void;
  onAttach: () => void;
  /** Opens "Finish later on any device" (absent until the conversation holds a detail of a quote). */
  onFinishLater?: () => void;
  onConfirm: (consentContact: boolean) => void;
}

/**
 * Beside the consent, adding another driver or vehicle (decision 0062): each button sends the words
 * the assistant reads as that request ("Add a driver"), so the transcript shows what was asked.
 */
function HouseholdButtons({ disabled, onSend }: { disabled: boolean; onSend: (text: string) => void }) {
  const t = useTranslate();
  return (
    <div role="group" aria-labelledby="assistant-household-title" className="space-y-2">
      <p id="assistant-household-title" className="text-sm text-slate-700">
        {t("widget.household.label")}
      </p>
      <div className="grid grid-cols-2 gap-2">
        {(["addDriver", "addVehicle"] as const).map((action) => (
          <button
            key={action}
            type="button"
            disabled={disabled}
            onClick={() => onSend(t(`widget.household.${action}`))}
            className="min-h-11 rounded-lg border border-slate-300 bg-white px-2 py-1.5 text-sm font-medium text-slate-800 hover:border-maple-600 hover:bg-maple-50 disabled:opacity-60"
          >
            {t(`widget.household.${action}`)}
          </button>
        ))}
      </div>
    </div>
  );
}

function MessageBubble({ message }: { message: ChatMessage }) {
  const t = useTranslate();
  const isUser = message.role === "user";
  return (
    <li className={`flex ${isUser ? "justify-end" : "justify-start"}`}>
      <div
        className={`max-w-[85%] rounded-2xl px-4 py-2.5 text-[15px] leading-relaxed ${
          isUser ? "rounded-br-sm bg-navy-900 text-white" : "rounded-bl-sm bg-slate-100 text-slate-900"
        }`}
      >
        <span className="sr-only">{t(isUser ? "widget.chat.you" : "widget.chat.assistant")}: </span>
        <p className="whitespace-pre-line">{message.content}</p>
        {message.sources && message.sources.length > 0 && (
          <p className="mt-2 text-sm">
            <span className="text-slate-700">{t("widget.chat.sources")} </span>
            {message.sources.map((source, index) => (
              <span key={source.url}>
                {index > 0 && ", "}
                <a href={source.url} className="font-medium text-maple-700 underline underline-offset-2">
                  {source.title}
                </a>
              </span>
            ))}
          </p>
        )}
        {message.links?.map((link) => (
          <a
            key={link.url}
            href={link.url}
            className="mt-2 block font-semibold text-maple-700 underline underline-offset-2"
          >
            {link.title}
          </a>
        ))}
      </div>
    </li>
  );
}

function ProvincePicker({ disabled, onChoose }: { disabled: boolean; onChoose: (name: string) => void }) {
  const t = useTranslate();
  const language = useLanguage();
  return (
    <div role="group" aria-labelledby="assistant-province-title" className="border-t border-slate-200 px-4 py-3">
      <p id="assistant-province-title" className="text-sm font-semibold text-slate-900">
        {t("widget.province.title")}
      </p>
      <div className="mt-2 grid grid-cols-2 gap-2">
        {PROVINCES.map((province) => (
          <button
            key={province.code}
            type="button"
            disabled={disabled}
            onClick={() => onChoose(province.name)}
            className="min-h-11 rounded-lg border border-slate-300 px-2 py-1.5 text-sm font-medium text-slate-800 hover:border-maple-600 hover:bg-maple-50 disabled:opacity-60"
          >
            {localProvinceName(province, language)}
          </button>
        ))}
      </div>
    </div>
  );
}

function ConsentBlock({
  canConfirm,
  isBusy,
  hasError,
  onConfirm,
  onSend,
}: {
  canConfirm: boolean;
  isBusy: boolean;
  hasError: boolean;
  onConfirm: (consentContact: boolean) => void;
  onSend: (text: string) => void;
}) {
  const t = useTranslate();
  const [dataSharing, setDataSharing] = useState(false);
  const [contact, setContact] = useState(false);
  useEffect(() => track("assistant_confirm_show"), []);
  return (
    <div className="space-y-3 border-t border-slate-200 bg-slate-50 px-4 py-4">
      <p className="font-semibold text-slate-900">{t("widget.consent.title")}</p>
      <p className="text-sm text-slate-700">{t("widget.consent.text")}</p>
      <div className="flex items-start gap-3">
        <input
          id="assistant-consent"
          type="checkbox"
          checked={dataSharing}
          onChange={(event) => {
            setDataSharing(event.target.checked);
            if (event.target.checked) track("consent_checked", { consent: "data_sharing" });
          }}
          className="mt-0.5 h-5 w-5 shrink-0 accent-maple-600"
        />
        <label htmlFor="assistant-consent" className="text-sm text-slate-800">
          {t(CONSENT_WORDINGS.dataSharing.key)}
        </label>
      </div>
      <div className="flex items-start gap-3">
        <input
          id="assistant-consent-contact"
          type="checkbox"
          checked={contact}
          onChange={(event) => setContact(event.target.checked)}
          className="mt-0.5 h-5 w-5 shrink-0 accent-maple-600"
        />
        <label htmlFor="assistant-consent-contact" className="text-sm text-slate-800">
          {t(CONSENT_WORDINGS.contact.key)}
        </label>
      </div>
      <PanelProblem text={hasError ? t("widget.consent.error") : null} className="" />
      <button
        type="button"
        className="button-primary w-full"
        disabled={!dataSharing || !canConfirm || isBusy}
        onClick={() => onConfirm(contact)}
      >
        {isBusy ? t("widget.consent.processing") : t("widget.consent.confirm")}
      </button>
      <HouseholdButtons disabled={isBusy || !canConfirm} onSend={onSend} />
    </div>
  );
}

/** The conversation: messages, the province picker or consent block when due, and the input. */
export function ConversationView(props: ConversationViewProps) {
  const t = useTranslate();
  const [draft, setDraft] = useState("");
  const listRef = useRef<HTMLOListElement>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const inputId = useId();
  const { messages, isBusy, canSend } = props;
  const lastAssistant = [...messages].reverse().find((message) => message.role === "assistant");

  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [messages.length, isBusy, props.showProvincePicker]);

  useEffect(() => {
    if (inputRef.current && inputRef.current.closest("[hidden]") === null) inputRef.current.focus();
  }, []);

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    const text = draft;
    if (!text.trim() || !canSend || isBusy) return;
    setDraft("");
    const taken = await props.onSend(text);
    if (!taken) setDraft(text);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void submit();
    }
  };

  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <div className="flex items-center justify-between gap-2 border-b border-slate-200 px-3 py-1.5">
        <button
          type="button"
          onClick={props.onBackToMenu}
          className="min-h-11 rounded-lg px-2 text-sm font-medium text-maple-700 hover:bg-maple-50"
        >
          {t("widget.chat.backToMenu")}
        </button>
        {props.onFinishLater && (
          <button
            type="button"
            onClick={props.onFinishLater}
            aria-label={t("widget.resume.openLabel")}
            className="ml-auto min-h-11 rounded-lg px-2 text-sm font-medium text-maple-700 hover:bg-maple-50"
          >
            {t("widget.resume.open")}
          </button>
        )}
        {props.onPrivacy && (
          <button
            type="button"
            onClick={props.onPrivacy}
            aria-label={t("widget.chat.privacyLabel")}
            className="min-h-11 rounded-lg px-2 text-sm text-slate-600 underline underline-offset-2 hover:bg-slate-100"
          >
            {t("widget.chat.privacy")}
          </button>
        )}
      </div>
      <ol
        ref={listRef}
        aria-label={t("widget.chat.messagesLabel")}
        tabIndex={0}
        className="min-h-0 flex-1 space-y-3 overflow-y-auto px-4 py-4"
      >
        {messages.map((message, index) => (
          <MessageBubble key={index} message={message} />
        ))}
        {isBusy && (
          <li className="flex justify-start">
            <span className="rounded-2xl rounded-bl-sm bg-slate-100 px-4 py-2.5 text-sm text-slate-700">
              {t("widget.chat.typing")}
            </span>
          </li>
        )}
      </ol>
      <p aria-live="polite" className="sr-only">
        {lastAssistant?.content ?? ""}
      </p>
      {props.showProvincePicker && !props.readyForConsent && (
        <ProvincePicker disabled={isBusy || !canSend} onChoose={(name) => void props.onSend(name)} />
      )}
      {props.readyForConsent ? (
        <ConsentBlock
          canConfirm={canSend}
          isBusy={isBusy}
          hasError={props.consentError}
          onConfirm={props.onConfirm}
          onSend={(text) => void props.onSend(text)}
        />
      ) : (
        <form onSubmit={(event) => void submit(event)} className="flex items-end gap-2 border-t border-slate-200 p-3">
          <button
            type="button"
            onClick={props.onAttach}
            aria-label={t("widget.chat.attach")}
            className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100"
          >
            <Paperclip aria-hidden="true" className="h-5 w-5" />
          </button>
          <label htmlFor={inputId} className="sr-only">
            {t("widget.chat.inputLabel")}
          </label>
          <textarea
            ref={inputRef}
            id={inputId}
            rows={1}
            value={draft}
            maxLength={CHAT_LIMITS.messageMaxLength}
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={onKeyDown}
            placeholder={t("widget.chat.placeholder")}
            className="max-h-32 min-h-11 flex-1 resize-none rounded-xl border border-slate-300 px-3 py-2.5 text-base text-slate-900 placeholder:text-slate-500 focus:border-maple-600"
          />
          <button
            type="submit"
            aria-label={t("widget.chat.send")}
            disabled={!draft.trim() || !canSend || isBusy}
            className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-maple-600 text-white hover:bg-maple-700 disabled:cursor-not-allowed disabled:opacity-50"
          >
            <Send aria-hidden="true" className="h-5 w-5" />
          </button>
        </form>
      )}
    </div>
  );
}
