import { CheckCircle2, Clock, Mail, MapPin } from "lucide-react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { data, Form, useActionData } from "react-router";
import type { z } from "zod";
import { createTranslator } from "../../core/i18n/translate";
import { BRAND } from "../../core/shared/brand";
import { CONTACT_LIMITS, CONTACT_SUBJECTS, contactMessageSchema } from "../../core/shared/contact";
import { PATHS } from "../../core/shared/paths";
import { buildPageMeta, siteUrlFromMatches } from "../components/seo/meta";
import { Field, inputClass } from "../components/ui/form-field";
import { useTranslate } from "../i18n/use-translate";
import type { Route } from "./+types/contact";
import "../../core/i18n/messages/contact";
import { publicPageHeaders } from "../../core/shared/page-cache-header";

/** The same page for every visitor: the server may keep it for a minute (ADR 0023). */
export const headers = publicPageHeaders;

type FieldErrors = Partial<Record<"name" | "email" | "phone" | "subject" | "message", string>>;
type ActionResult = { status: "sent" } | { status: "invalid"; errors: FieldErrors } | { status: "failed" };

function fieldErrors(issues: readonly z.core.$ZodIssue[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = issue.path[0] as keyof FieldErrors;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

/** The form posts here, with or without JavaScript; the same schema checks it in the browser first. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const parsed = contactMessageSchema.safeParse({
    name: form.get("name") ?? "",
    email: form.get("email") ?? "",
    phone: form.get("phone") ?? "",
    subject: form.get("subject") ?? "",
    message: form.get("message") ?? "",
    website: form.get("website") ?? "",
  });
  if (!parsed.success)
    return data<ActionResult>({ status: "invalid", errors: fieldErrors(parsed.error.issues) }, { status: 400 });
  try {
    await context.services.submitContactMessage(parsed.data);
    return data<ActionResult>({ status: "sent" });
  } catch {
    return data<ActionResult>({ status: "failed" }, { status: 503 });
  }
}

export function meta({ matches }: Route.MetaArgs) {
  const t = createTranslator();
  return buildPageMeta({
    title: t("contact.metaTitle"),
    description: t("contact.description"),
    path: PATHS.contact,
    siteUrl: siteUrlFromMatches(matches),
  });
}

/** Sends with JavaScript through POST /api/contact; without it the form posts to the action above. */
async function sendContactMessage(values: Record<string, FormDataEntryValue>): Promise<ActionResult> {
  try {
    const response = await fetch("/api/contact", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(values),
    });
    if (response.ok) return { status: "sent" };
    if (response.status === 400) {
      const body = (await response.json()) as { error?: { details?: { field: string; message: string }[] } };
      const errors: FieldErrors = {};
      for (const detail of body.error?.details ?? []) errors[detail.field as keyof FieldErrors] ??= detail.message;
      return { status: "invalid", errors };
    }
    return { status: "failed" };
  } catch {
    return { status: "failed" };
  }
}

export default function ContactPage() {
  const t = useTranslate();
  const actionResult = useActionData<typeof action>();
  const formRef = useRef<HTMLFormElement>(null);
  const [clientResult, setClientResult] = useState<ActionResult | null>(null);
  const [clientErrors, setClientErrors] = useState<FieldErrors>({});
  const [isSending, setSending] = useState(false);
  const [isDismissed, setDismissed] = useState(false);
  const result = clientResult ?? actionResult ?? null;
  const errors = result?.status === "invalid" ? { ...result.errors, ...clientErrors } : clientErrors;
  const isSent = result?.status === "sent" && !isDismissed;

  useEffect(() => {
    if (result?.status === "sent") formRef.current?.reset();
  }, [result]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = Object.fromEntries(new FormData(event.currentTarget).entries());
    const parsed = contactMessageSchema.safeParse(values);
    if (!parsed.success) {
      setClientErrors(fieldErrors(parsed.error.issues));
      return;
    }
    setClientErrors({});
    setSending(true);
    const outcome = await sendContactMessage(values);
    setSending(false);
    setDismissed(false);
    setClientResult(outcome);
  };

  const describedBy = (field: keyof FieldErrors) => (errors[field] ? `${field}-error` : undefined);
  const cards = [
    {
      icon: Mail,
      title: t("contact.emailCard"),
      value: BRAND.supportEmail,
      href: `mailto:${BRAND.supportEmail}`,
      note: null,
    },
    {
      icon: Clock,
      title: t("contact.phoneCard"),
      value: t("contact.phoneHours"),
      href: null,
      note: t("contact.phoneNote"),
    },
    {
      icon: MapPin,
      title: t("contact.locationCard"),
      value: t("contact.location"),
      href: null,
      note: t("contact.locationNote"),
    },
  ];

  return (
    <div className="page-container py-12 sm:py-16">
      <header className="max-w-3xl">
        <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">{t("contact.title")}</h1>
        <p className="mt-4 text-lg text-slate-600">{t("contact.intro")}</p>
      </header>
      <ul className="mt-10 grid gap-4 md:grid-cols-3">
        {cards.map(({ icon: Icon, title, value, href, note }) => (
          <li key={title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            <Icon aria-hidden="true" className="h-6 w-6 text-maple-600" />
            <h2 className="mt-3 font-semibold text-navy-900">{title}</h2>
            {href ? (
              <a href={href} className="mt-1 block font-medium text-maple-700 underline-offset-4 hover:underline">
                {value}
              </a>
            ) : (
              <p className="mt-1 text-slate-700">{value}</p>
            )}
            {note && <p className="mt-1 text-sm text-slate-600">{note}</p>}
          </li>
        ))}
      </ul>

      <section
        aria-labelledby="contact-form-title"
        className="mt-12 max-w-2xl rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
      >
        {isSent ? (
          <div role="status" className="flex flex-col items-center py-8 text-center">
            <CheckCircle2 aria-hidden="true" className="h-12 w-12 text-green-700" />
            <h2 id="contact-form-title" className="mt-4 text-2xl font-bold">
              {t("contact.successTitle")}
            </h2>
            <p className="mt-2 max-w-md text-slate-700">{t("contact.successMessage")}</p>
            <button
              type="button"
              onClick={() => {
                setDismissed(true);
                setClientResult(null);
              }}
              className="button-secondary mt-6"
            >
              {t("contact.sendAnother")}
            </button>
          </div>
        ) : (
          <>
            <h2 id="contact-form-title" className="text-2xl font-bold">
              {t("contact.formTitle")}
            </h2>
            {result?.status === "failed" && (
              <p role="alert" className="mt-4 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
                {t("contact.failed", { email: BRAND.supportEmail })}
              </p>
            )}
            {Object.keys(errors).length > 0 && (
              <p role="alert" className="mt-4 text-sm font-medium text-red-700">
                {t("contact.fixErrors")}
              </p>
            )}
            <Form ref={formRef} method="post" noValidate onSubmit={submit} className="mt-6 space-y-5">
              <Field id="name" label={`${t("contact.name")} *`} error={errors.name}>
                <input
                  id="name"
                  name="name"
                  required
                  autoComplete="name"
                  maxLength={CONTACT_LIMITS.name}
                  className={inputClass}
                  aria-invalid={errors.name ? true : undefined}
                  aria-describedby={describedBy("name")}
                />
              </Field>
              <div className="grid gap-5 sm:grid-cols-2">
                <Field id="email" label={`${t("contact.email")} *`} error={errors.email}>
                  <input
                    id="email"
                    name="email"
                    type="email"
                    required
                    autoComplete="email"
                    maxLength={CONTACT_LIMITS.email}
                    placeholder="name@example.com"
                    className={inputClass}
                    aria-invalid={errors.email ? true : undefined}
                    aria-describedby={describedBy("email")}
                  />
                </Field>
                <Field id="phone" label={t("contact.phone")} error={errors.phone}>
                  <input
                    id="phone"
                    name="phone"
                    type="tel"
                    autoComplete="tel"
                    maxLength={CONTACT_LIMITS.phone}
                    placeholder="416 555 0123"
                    className={inputClass}
                    aria-invalid={errors.phone ? true : undefined}
                    aria-describedby={describedBy("phone")}
                  />
                </Field>
              </div>
              <Field id="subject" label={`${t("contact.subject")} *`} error={errors.subject}>
                <select
                  id="subject"
                  name="subject"
                  required
                  defaultValue=""
                  className={inputClass}
                  aria-invalid={errors.subject ? true : undefined}
                  aria-describedby={describedBy("subject")}
                >
                  <option value="" disabled>
                    {t("contact.subjectPlaceholder")}
                  </option>
                  {CONTACT_SUBJECTS.map((subject) => (
                    <option key={subject} value={subject}>
                      {t(`contact.subject.${subject}`)}
                    </option>
                  ))}
                </select>
              </Field>
              <Field id="message" label={`${t("contact.message")} *`} error={errors.message}>
                <textarea
                  id="message"
                  name="message"
                  required
                  rows={6}
                  maxLength={CONTACT_LIMITS.message}
                  className={inputClass}
                  aria-invalid={errors.message ? true : undefined}
                  aria-describedby={describedBy("message")}
                />
              </Field>
              <div className="hidden" aria-hidden="true">
                <label htmlFor="website">{t("contact.honeypot")}</label>
                <input id="website" name="website" tabIndex={-1} autoComplete="off" />
              </div>
              <p className="text-sm text-slate-600">
                <a href={PATHS.legal("privacy")} className="underline underline-offset-2">
                  {t("contact.privacyNote")}
                </a>
              </p>
              <button
                type="submit"
                disabled={isSending}
                className="button-primary w-full sm:w-auto disabled:cursor-wait disabled:opacity-70"
              >
                {isSending ? t("contact.sending") : t("contact.send")}
              </button>
            </Form>
          </>
        )}
      </section>
    </div>
  );
}
