import { CheckCircle2 } from "lucide-react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { CONTACT_LIMITS } from "../../../core/shared/contact";
import { useTranslate } from "../../i18n/use-translate";
import { sendContact } from "./chat-api";
import "../../../core/i18n/messages/widget";
import { PanelForm, PanelLabel, PanelProblem } from "./panel-form";

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
    <PanelForm
      title={t("widget.contact.title")}
      intro={t("widget.contact.intro")}
      onSubmit={(event) => void submit(event)}
    >
      <PanelLabel htmlFor="assistant-contact-name" first>
        {t("widget.contact.name")}
      </PanelLabel>
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
      <PanelLabel htmlFor="assistant-contact-email">{t("widget.contact.email")}</PanelLabel>
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
      <PanelLabel htmlFor="assistant-contact-message">{t("widget.contact.message")}</PanelLabel>
      <textarea
        id="assistant-contact-message"
        required
        rows={4}
        maxLength={CONTACT_LIMITS.message}
        value={message}
        onChange={(event) => setMessage(event.target.value)}
        className={`${field} resize-y`}
      />
      <PanelProblem text={problem} />
      <div className="mt-5 flex gap-3">
        <button type="submit" className="button-primary flex-1" disabled={status === "sending"}>
          {status === "sending" ? t("widget.contact.sending") : t("widget.contact.send")}
        </button>
        <button type="button" className="button-secondary" onClick={onCancel}>
          {t("widget.contact.cancel")}
        </button>
      </div>
    </PanelForm>
  );
}
