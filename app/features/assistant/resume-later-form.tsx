import { CheckCircle2 } from "lucide-react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { useTranslate } from "../../i18n/use-translate";
import { sendResumeLink } from "./chat-api";
import "../../../core/i18n/messages/widget";
import { PanelForm, PanelLabel, PanelProblem } from "./panel-form";

/** An address that cannot be one is said at once; the server checks every address again (and its domain). */
const LOOKS_LIKE_ADDRESS = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * "Finish later on any device" in the assistant (decision 0069): one e-mailed link that opens this
 * conversation in another browser for 24 hours, sent through POST /api/chat/resume-link, checked and
 * queued exactly as the wizard's is. The conversation stays as it is; Back returns to it.
 */
export function ResumeLaterForm({ chatSessionId, onBack }: { chatSessionId: string; onBack: () => void }) {
  const t = useTranslate();
  const [email, setEmail] = useState("");
  const [status, setStatus] = useState<"editing" | "sending" | "sent">("editing");
  const [sentTo, setSentTo] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const fieldRef = useRef<HTMLInputElement>(null);
  const sentRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => fieldRef.current?.focus(), []);
  useEffect(() => {
    if (status === "sent") sentRef.current?.focus();
  }, [status]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (status === "sending") return;
    const address = email.trim();
    if (!LOOKS_LIKE_ADDRESS.test(address) || address.length > 254) {
      setProblem(t("widget.resume.emailInvalid"));
      fieldRef.current?.focus();
      return;
    }
    setStatus("sending");
    setProblem(null);
    const outcome = await sendResumeLink(chatSessionId, address);
    if (outcome.ok) {
      setSentTo(outcome.data.email);
      setStatus("sent");
      return;
    }
    setProblem(
      outcome.fields.resumeEmail ??
        (outcome.status === 400 || outcome.status === 409 ? outcome.message : null) ??
        t("widget.resume.failed"),
    );
    setStatus("editing");
    fieldRef.current?.focus();
  };

  if (status === "sent") {
    return (
      <div className="flex flex-1 flex-col items-start overflow-y-auto p-5" data-testid="assistant-resume-later">
        <CheckCircle2 aria-hidden="true" className="h-8 w-8 text-green-700" />
        <p ref={sentRef} tabIndex={-1} role="status" className="mt-3 text-slate-800 outline-none">
          {t("widget.resume.sent", { email: sentTo })}
        </p>
        <button type="button" className="button-secondary mt-5" onClick={onBack}>
          {t("widget.resume.back")}
        </button>
      </div>
    );
  }

  return (
    <PanelForm
      title={t("widget.resume.title")}
      intro={t("widget.resume.text")}
      onSubmit={(event) => void submit(event)}
      noValidate
    >
      <PanelLabel htmlFor="assistant-resume-email" first>
        {t("widget.resume.emailLabel")}
      </PanelLabel>
      <input
        ref={fieldRef}
        id="assistant-resume-email"
        type="email"
        autoComplete="email"
        maxLength={254}
        value={email}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? "assistant-resume-problem" : undefined}
        onChange={(event) => setEmail(event.target.value)}
        className="mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2.5 text-base text-slate-900 focus:border-maple-600"
      />
      <div id="assistant-resume-problem">
        <PanelProblem text={problem} />
      </div>
      <div className="mt-5 flex flex-wrap gap-3">
        <button type="submit" className="button-primary flex-1" disabled={status === "sending"}>
          {status === "sending" ? t("widget.resume.sending") : t("widget.resume.send")}
        </button>
        <button type="button" className="button-secondary" onClick={onBack}>
          {t("widget.resume.back")}
        </button>
      </div>
    </PanelForm>
  );
}
