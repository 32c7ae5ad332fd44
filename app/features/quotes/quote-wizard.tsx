import { ArrowLeft, ArrowRight, Loader2, MessageCircle } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { API } from "../../../core/shared/api/endpoints";
import { PATHS } from "../../../core/shared/paths";
import { PROVINCE_CODES } from "../../../core/shared/provinces";
import { CATEGORY_SLUGS } from "../../../core/shared/quote-form-fields";
import { useTranslate } from "../../i18n/use-translate";
import { track } from "../../lib/analytics";
import { callApi } from "../../lib/api-client";
import { openAssistant } from "../assistant/open-assistant";
import type { QuotesSearch } from "./quotes-search";
import { ReviewSummary } from "./review-summary";
import { ConsentFields, StepFields } from "./wizard-fields";
import {
  EMPTY_DRAFT,
  canContinue,
  firstStepWith,
  stepFields,
  stepsFor,
  toFieldErrors,
  toRequestBody,
  type DraftField,
  type FieldErrors,
  type StepId,
  type WizardDraft,
} from "./wizard-state";
import "../../../core/i18n/messages/quotes";

const DRAFT_KEY = "qm.quote.draft";

/** The schema check (zod) loads after the page, not with it (decision 0024). */
const loadValidation = () => import("./wizard-validation");
const NUMERIC_FIELDS = new Set<DraftField>([
  "vehicleYear",
  "driverAge",
  "yearsLicensed",
  "ticketsLast3y",
  "accidentsLast6y",
  "homeAge",
]);

const STEP_TITLES = {
  type: "quotes.step.type",
  vehicle: "quotes.step.vehicle",
  driver: "quotes.step.driver",
  details: "quotes.step.details",
  consent: "quotes.step.consent",
} as const;

/** Answers survive a reload or the browser's Back button, for this tab only; consents never do. */
function restoreDraft(): Partial<WizardDraft> | null {
  try {
    const saved = window.sessionStorage.getItem(DRAFT_KEY);
    if (!saved) return null;
    const parsed = JSON.parse(saved) as Record<string, unknown>;
    const restored: Partial<WizardDraft> = {};
    for (const key of Object.keys(EMPTY_DRAFT) as DraftField[]) {
      const value = parsed[key];
      if (typeof value !== "string" || value.length > 100) continue;
      // Only what the form itself could have typed: another tab or an old version may have left anything.
      if (NUMERIC_FIELDS.has(key) && !/^\d{0,4}$/.test(value)) continue;
      if (key === "province" && !(PROVINCE_CODES as readonly string[]).includes(value)) continue;
      if (key === "category" && !(CATEGORY_SLUGS as readonly string[]).includes(value)) continue;
      (restored as Record<string, unknown>)[key] = value;
    }
    return restored;
  } catch {
    return null;
  }
}

function saveDraft(draft: WizardDraft): void {
  try {
    const { consentContact: _contact, consentDataSharing: _sharing, ...answers } = draft;
    window.sessionStorage.setItem(DRAFT_KEY, JSON.stringify(answers));
  } catch {
    // Storage can be full or blocked; the wizard still works without it.
  }
}

function focusField(field: DraftField | undefined): void {
  if (!field) return;
  const element =
    field === "category"
      ? document.querySelector<HTMLInputElement>('input[name="category"]')
      : document.getElementById(field);
  element?.focus();
}

/**
 * The step-by-step quote form: car has four steps (type, vehicle, driver, consent), other types
 * three (type, details, consent), then Review Your Information, then results (step 6 in the spec).
 */
export function QuoteWizard({ search, currentYear }: { search: QuotesSearch; currentYear: number }) {
  const t = useTranslate();
  const navigate = useNavigate();
  const [draft, setDraft] = useState<WizardDraft>(() => ({
    ...EMPTY_DRAFT,
    ...search.prefill,
    category: search.category ?? "",
    province: search.province ?? "",
  }));
  const [stepIndex, setStepIndex] = useState(0);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [isSubmitting, setSubmitting] = useState(false);
  const [hasFailed, setFailed] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const hasMoved = useRef(false);
  const restored = useRef(false);
  /** Set while Continue waits for the schema check, so a double click moves one step. */
  const isChecking = useRef(false);

  const steps = stepsFor(draft.category);
  const isReview = stepIndex >= steps.length;
  const step: StepId | undefined = steps[stepIndex];

  useEffect(() => {
    if (restored.current) return;
    restored.current = true;
    const saved = restoreDraft();
    if (saved) {
      setDraft((current) => ({
        ...current,
        ...saved,
        ...search.prefill,
        category: search.category ?? saved.category ?? current.category,
        province: search.province ?? saved.province ?? current.province,
      }));
    }
  }, [search.category, search.province, search.prefill]);

  useEffect(() => {
    if (restored.current) saveDraft(draft);
  }, [draft]);

  // Fetch the schema check once the page is up, so Continue does not wait for it.
  useEffect(() => {
    void loadValidation();
  }, []);

  useEffect(() => {
    if (hasMoved.current) headingRef.current?.focus();
    hasMoved.current = true;
  }, [stepIndex]);

  const onChange = <Field extends DraftField>(field: Field, value: WizardDraft[Field]) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
    setFailed(false);
  };

  const showErrors = (found: FieldErrors) => {
    setErrors(found);
    const target = firstStepWith(found, steps, draft.category);
    if (target !== stepIndex) setStepIndex(target);
    const field = stepFields(steps[target] ?? "type", draft.category).find((name) => found[name]);
    requestAnimationFrame(() => focusField(field));
  };

  const goNext = async () => {
    if (!step || !canContinue(step, draft) || isChecking.current) return;
    isChecking.current = true;
    const { validateSteps } = await loadValidation().finally(() => {
      isChecking.current = false;
    });
    const found = validateSteps([step], draft, currentYear);
    if (Object.values(found).some(Boolean)) {
      showErrors(found);
      return;
    }
    if (stepIndex === 0) {
      track("quote_started", { category: draft.category, province: draft.province, from: search.from ?? "direct" });
    }
    track("quote_step_complete", { step, category: draft.category });
    setErrors({});
    setStepIndex(stepIndex + 1);
  };

  const submit = async () => {
    if (!draft.consentDataSharing || isSubmitting) return;
    const { validateSteps } = await loadValidation();
    const found = validateSteps(steps, draft, currentYear);
    if (Object.values(found).some(Boolean)) {
      showErrors(found);
      return;
    }
    setSubmitting(true);
    setFailed(false);
    const answer = await callApi(
      API.sessionStart,
      toRequestBody(draft, {
        from: search.from ?? undefined,
        blog: search.blog ?? undefined,
        coverage: search.coverage,
      }),
    );
    if (answer.ok) {
      if (answer.data.quotes.length > 0) {
        void navigate(`${PATHS.quotes}?session=${encodeURIComponent(answer.data.session_id)}`);
      } else {
        window.location.assign(answer.data.redirect_url);
      }
      return;
    }
    if (answer.status === 400 && Object.keys(answer.fields).length > 0) {
      setSubmitting(false);
      showErrors(toFieldErrors(Object.entries(answer.fields).map(([field, message]) => ({ field, message }))));
      return;
    }
    setFailed(true);
    setSubmitting(false);
  };

  const total = steps.length;
  const title = isReview ? t("quotes.step.review") : t(STEP_TITLES[step ?? "type"]);
  const titleText = step === "details" && draft.category === "home" ? t("quotes.step.homeDetails") : title;
  const progress = isReview ? 100 : Math.round((stepIndex / total) * 100);
  const continueEnabled = step ? canContinue(step, draft) : false;

  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm font-medium text-slate-600">
        <p>{isReview ? t("quotes.reviewStep") : t("quotes.stepOf", { step: stepIndex + 1, total })}</p>
        {/* Chat mode: the same questions as a conversation with the concierge, which ends on the results. */}
        <button
          type="button"
          onClick={() => openAssistant({ mode: "quote_flow" })}
          className="inline-flex min-h-11 items-center gap-1.5 rounded-full px-3 font-semibold text-maple-700 hover:bg-maple-50"
        >
          <MessageCircle aria-hidden="true" className="h-4 w-4" />
          {t("quotes.chatInstead")}
        </button>
      </div>
      <div
        className="mt-2 h-2 overflow-hidden rounded-full bg-slate-100"
        role="progressbar"
        aria-label={t("quotes.wizardLabel")}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress}
      >
        <div
          className="h-full rounded-full bg-maple-600 transition-[width] duration-300 motion-reduce:transition-none"
          style={{ width: `${Math.max(progress, 6)}%` }}
        />
      </div>
      <form
        noValidate
        className="mt-6"
        aria-labelledby="quote-step-title"
        onSubmit={(event) => {
          event.preventDefault();
          if (isReview) void submit();
          else void goNext();
        }}
      >
        <h2 id="quote-step-title" ref={headingRef} tabIndex={-1} className="text-2xl font-bold text-slate-900">
          {titleText}
        </h2>
        {isReview && <p className="mt-1.5 text-slate-600">{t("quotes.review.intro")}</p>}
        <div className="mt-6 space-y-5">
          {isReview ? (
            <>
              <ReviewSummary
                draft={draft}
                steps={steps}
                coverage={search.coverage}
                onEdit={(index) => setStepIndex(Math.max(0, index))}
              />
              <ConsentFields draft={draft} errors={errors} onChange={onChange} />
            </>
          ) : (
            step && (
              <StepFields step={step} draft={draft} errors={errors} currentYear={currentYear} onChange={onChange} />
            )
          )}
        </div>
        {hasFailed && (
          <p role="alert" className="mt-5 rounded-lg bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
            {t("quotes.failed")}
          </p>
        )}
        <div className="mt-8 flex flex-col-reverse gap-3 border-t border-slate-100 pt-6 sm:flex-row sm:justify-between">
          {stepIndex > 0 ? (
            <button
              type="button"
              className="button-secondary"
              disabled={isSubmitting}
              onClick={() => {
                setErrors({});
                setStepIndex(stepIndex - 1);
              }}
            >
              <ArrowLeft aria-hidden="true" className="h-4 w-4" />
              {t("quotes.back")}
            </button>
          ) : (
            <span />
          )}
          {isReview ? (
            <button type="submit" className="button-primary" disabled={!draft.consentDataSharing || isSubmitting}>
              {isSubmitting && (
                <Loader2 aria-hidden="true" className="h-4 w-4 animate-spin motion-reduce:animate-none" />
              )}
              {isSubmitting ? t("quotes.processing") : t("quotes.viewQuotes")}
            </button>
          ) : (
            <button type="submit" className="button-primary" disabled={!continueEnabled || isSubmitting}>
              {t("quotes.continue")}
              <ArrowRight aria-hidden="true" className="h-4 w-4" />
            </button>
          )}
        </div>
      </form>
    </div>
  );
}
