import { CheckCircle2 } from "lucide-react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { CONTACT_LIMITS } from "../../../core/shared/contact";
import { useTranslate } from "../../i18n/use-translate";
import { sendContact } from "./chat-api";
import "../../../core/i18n/messages/widget";

/** Contact Us inside the assistant: really sent through POST /api/contact with the subject "general". */
export function ContactForm({ onCancel, onDone }: { onCancel: () => void; onDone: () => void }) {
  const t = useTranslate();
  const [name, setName] = useState("");
  const [email, setEmail] = useState("");
  const [message, setMessage] = useState("");
  const [status, setStatus] = useState<"editing" | "sending" | "sent">("editing");
  const [problem, setProblem] = useState<string | null>(null);
  const firstFieldRef = useRef<HTMLInputElement>(null);
  const successRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => firstFieldRef.current?.focus(), []);
  useEffect(() => {
    if (status === "sent") successRef.current?.focus();
  }, [status]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (status === "sending") return;
    setStatus("sending");
    setProblem(null);
    const outcome = await sendContact({ name, email, message });
    if (outcome.ok) {
      setStatus("sent");
      return;
    }
    setProblem(outcome.message ?? t("widget.contact.error"));
    setStatus("editing");
  };

  if (status === "sent") {
    return (
      <div className="flex flex-1 flex-col items-start overflow-y-auto p-5">
        <CheckCircle2 aria-hidden="true" className="h-8 w-8 text-green-700" />
        <p ref={successRef} tabIndex={-1} role="status" className="mt-3 text-slate-800 outline-none">
          {t("widget.contact.success", { name: name.trim() })}
        </p>
        <button type="button" className="button-secondary mt-5" onClick={onDone}>
          {t("widget.contact.done")}
        </button>
      </div>
    );
  }

  const field =
    "mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2.5 text-base text-slate-900 focus:border-maple-600";
  return (
    <form onSubmit={(event) => void submit(event)} className="flex flex-1 flex-col overflow-y-auto p-5">
      <h3 className="text-lg font-semibold">{t("widget.contact.title")}</h3>
      <p className="mt-1 text-sm text-slate-700">{t("widget.contact.intro")}</p>
      <label htmlFor="assistant-contact-name" className="mt-4 block text-sm font-medium text-slate-900">
        {t("widget.contact.name")}
      </label>
      <input
        ref={firstFieldRef}
        id="assistant-contact-name"
        required
        autoComplete="name"
        maxLength={CONTACT_LIMITS.name}
        value={name}
        onChange={(event) => setName(event.target.value)}
        className={field}
      />
      <label htmlFor="assistant-contact-email" className="mt-3 block text-sm font-medium text-slate-900">
        {t("widget.contact.email")}
      </label>
      <input
        id="assistant-contact-email"
        type="email"
        required
        autoComplete="email"
        maxLength={CONTACT_LIMITS.email}
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        className={field}
      />
      <label htmlFor="assistant-contact-message" className="mt-3 block text-sm font-medium text-slate-900">
        {t("widget.contact.message")}
      </label>
      <textarea
        id="assistant-contact-message"
        required
        rows={4}
        maxLength={CONTACT_LIMITS.message}
        value={message}
        onChange={(event) => setMessage(event.target.value)}
        className={`${field} resize-y`}
      />
      {problem && (
        <p role="alert" className="mt-3 rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
          {problem}
        </p>
      )}
      <div className="mt-5 flex gap-3">
        <button type="submit" className="button-primary flex-1" disabled={status === "sending"}>
          {status === "sending" ? t("widget.contact.sending") : t("widget.contact.send")}
        </button>
        <button type="button" className="button-secondary" onClick={onCancel}>
          {t("widget.contact.cancel")}
        </button>
      </div>
    </form>
  );
}
