import { ArrowLeft, ArrowRight, Loader2, MessageCircle } from "lucide-react";
import { memo, Suspense, useCallback, useEffect, useRef, useState, type FormEvent } from "react";
import { useNavigation, useSubmit } from "react-router";
import { useTranslate } from "../../i18n/use-translate";
import { track } from "../../lib/analytics";
import { onDemand } from "../../lib/on-demand";
import { setSwitchParams } from "../../lib/switch-state";
import { useHydrated } from "../../lib/use-hydrated";
import { openAssistant } from "../assistant/open-assistant";
import type { QuotesSearch } from "./quotes-search";
import { resultsScreen } from "./results-screen";
import { FirstStepFields, type StepFieldsProps } from "./wizard-fields";
import {
  EMPTY_DRAFT,
  REVIEW,
  canContinue,
  positionIn,
  reachablePosition,
  readDraft,
  stepFields,
  stepsFor,
  whereToFix,
  type DraftField,
  type FieldErrors,
  type StepId,
  type WizardDraft,
  type WizardPosition,
} from "../../../core/shared/quote-draft";
import {
  changeList,
  driverCount,
  isHouseholdField,
  readListIntent,
  vehicleCount,
  type ListIntent,
} from "../../../core/shared/quote-draft-household";
import { ONTARIO_CHOICE_FIELDS_OF_DRAFT } from "../../../core/shared/quote-draft-ontario";
import { ResumeLater } from "./resume-later";
import "../../../core/i18n/messages/quotes";

const DRAFT_KEY = "qm.quote.draft";

/**
 * What the first step does not need loads once the visitor starts on the form (decision 0033): the
 * schema check (zod, decision 0024) and the later steps with the review screen. Continue waits for both.
 */
const validation = onDemand(() => import("../../../core/shared/quote-draft-validation"));
const laterSteps = onDemand(() => import("./later-step-fields"));
const LaterStepFields = laterSteps.component((module) => module.LaterStepFields);
const ReviewScreen = laterSteps.component((module) => module.ReviewScreen);

/** Starts fetching what the steps after the first need; each module is fetched once. */
function loadLaterSteps() {
  return Promise.all([validation.load(), laterSteps.load()]);
}

const STEP_TITLES = {
  type: "quotes.step.type",
  vehicle: "quotes.step.vehicle",
  driver: "quotes.step.driver",
  details: "quotes.step.details",
  consent: "quotes.step.consent",
} as const;

/** What the wizard's form action answers when it does not move on (the route's `action`). */
export type WizardActionData =
  | { kind: "invalid"; errors: FieldErrors; position: WizardPosition; draft: WizardDraft }
  | { kind: "failed"; position: WizardPosition; draft: WizardDraft }
  /** The next step, shown at once to a browser that sent no cookie (it may keep none). */
  | { kind: "moved"; position: WizardPosition; draft: WizardDraft }
  /** A results form (choose, coverage) was refused; the results are shown again with a notice. */
  | { kind: "resultsFailed" };

/** Answers survive a reload or the browser's Back button, for this tab only; consents never do. */
function restoreDraft(): Partial<WizardDraft> | null {
  try {
    const saved = window.sessionStorage.getItem(DRAFT_KEY);
    if (!saved) return null;
    const parsed = JSON.parse(saved) as Record<string, unknown>;
    // Only what the form itself could have typed: another tab or an old version may have left anything.
    const restored: Partial<WizardDraft> = readDraft((field) => parsed[field]);
    for (const key of Object.keys(restored) as DraftField[]) {
      if (restored[key] === "" || restored[key] === false) delete restored[key];
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
 * The answers a visitor typed or chose in the server's HTML before React took the page over: the
 * controls it shows whose value is no longer the one the server drew (`drawn`), cleared or unticked
 * ones too.
 */
function typedBeforeHydration(form: HTMLFormElement, drawn: WizardDraft): Partial<WizardDraft> {
  const values = new FormData(form);
  const shown = [...form.querySelectorAll<HTMLInputElement>("input:not([type=hidden]), select, textarea")].map(
    (control) => control.name,
  );
  const typed = readDraft((field) => values.get(field) ?? undefined);
  return Object.fromEntries(
    (Object.keys(typed) as DraftField[])
      .filter((field) => shown.includes(field) && typed[field] !== drawn[field])
      .map((field) => [field, typed[field]]),
  );
}

/** The draft with these answers, or the same draft when they change nothing (so nothing draws again). */
function withChanges(draft: WizardDraft, changes: Partial<WizardDraft>): WizardDraft {
  const fields = Object.keys(changes) as DraftField[];
  return fields.some((field) => changes[field] !== draft[field]) ? { ...draft, ...changes } : draft;
}

/** Runs `then` once the Suspense boundary it sits in is drawn in the browser (hydrated or rendered). */
function WhenShown({ then }: { then: () => void }) {
  useEffect(() => then(), [then]);
  return null;
}

/**
 * A step after the first, or the review screen (`step` undefined), in a Suspense boundary of its own.
 * The server draws it in the page; a browser that opens the page on it hydrates the boundary once the
 * code has come (until then the visitor sees and can fill in the server's fields). An update reaching
 * a boundary still waiting for its code makes React drop the server's HTML and draw the step afresh,
 * blank meanwhile: so this is memoised and the wizard gives it stable props (its draft changes only
 * when an answer does). A step reached with Continue has its code already and never suspends.
 */
const LaterStep = memo(function LaterStep({
  step,
  coverage,
  onShown,
  ...props
}: Omit<StepFieldsProps, "step"> & {
  step: StepId | undefined;
  coverage: QuotesSearch["coverage"];
  onShown: () => void;
}) {
  return (
    <Suspense fallback={null}>
      {step ? <LaterStepFields step={step} {...props} /> : <ReviewScreen coverage={coverage} {...props} />}
      <WhenShown then={onShown} />
    </Suspense>
  );
});

/** Index of a position in these steps (Review is one past the last). */
function indexOf(steps: readonly StepId[], position: WizardPosition): number {
  return position === REVIEW ? steps.length : Math.max(0, steps.indexOf(position));
}

/**
 * The answers the form does not show at this point, as hidden inputs, so that every post carries the
 * whole draft (a box that is not ticked is not sent, as a browser does).
 */
function CarriedAnswers({ draft, shown }: { draft: WizardDraft; shown: readonly DraftField[] }) {
  return (
    <>
      {(Object.keys(EMPTY_DRAFT) as DraftField[])
        // A household's unused places and the standard package's choices are empty: nothing to carry
        // (the single path's form stays as it was).
        .filter(
          (field) =>
            !shown.includes(field) && !((isHouseholdField(field) || field.startsWith("choice.")) && !draft[field]),
        )
        .map((field) => {
          const value = draft[field];
          if (typeof value === "boolean") {
            return value ? <input key={field} type="hidden" name={field} value="on" /> : null;
          }
          return <input key={field} type="hidden" name={field} value={value} />;
        })}
    </>
  );
}

/** Where the wizard opens: a step named in the address (`?step=`) with this browser's kept answers. */
export interface WizardStart {
  draft: WizardDraft;
  position: WizardPosition;
  /** The server kept answers for this browser (the tab's own copy is then not restored over them). */
  stored: boolean;
  /** A later step was asked for but no answers were kept (cookies refused, or a day has passed). */
  lost: boolean;
}

/**
 * The step-by-step quote form: car has four steps (type, vehicle, driver, consent), other types
 * three (type, details, consent), then Review Your Information, then results (step 6 in the spec).
 * One form, one action: without JavaScript every button posts it and the server keeps the answers
 * between steps; with JavaScript the steps move here and only the review screen posts it.
 */
export function QuoteWizard({
  search,
  currentYear,
  start,
  outcome,
}: {
  search: QuotesSearch;
  currentYear: number;
  start: WizardStart;
  /** The form action's answer to the last post, if it did not move on. */
  outcome: Exclude<WizardActionData, { kind: "resultsFailed" }> | undefined;
}) {
  const t = useTranslate();
  const submit = useSubmit();
  const navigation = useNavigation();
  const hydrated = useHydrated();
  const opening = outcome ?? start;
  const [draft, setDraft] = useState<WizardDraft>(opening.draft);
  const [stepIndex, setStepIndex] = useState(() => indexOf(stepsFor(opening.draft.category), opening.position));
  const [errors, setErrors] = useState<FieldErrors>(outcome?.kind === "invalid" ? outcome.errors : {});
  const [hasFailed, setFailed] = useState(outcome?.kind === "failed");
  const [isLostHidden, setLostHidden] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const hasMoved = useRef(false);
  const restored = useRef(false);
  const lastOutcome = useRef(outcome);
  /** Set while Continue waits for the schema check, so a double click moves one step. */
  const isChecking = useRef(false);
  const isSubmitting = navigation.state !== "idle" && navigation.formMethod?.toLowerCase() === "post";

  const steps = stepsFor(draft.category);
  const isReview = stepIndex >= steps.length;
  const step: StepId | undefined = steps[stepIndex];

  useEffect(() => {
    if (restored.current) return;
    restored.current = true;
    // Answers the server kept (a visit without JavaScript) or that a post brought back win over
    // the tab's own copy; what was typed before the page became interactive wins over both.
    const saved = start.stored || outcome ? null : restoreDraft();
    const typed = formRef.current ? typedBeforeHydration(formRef.current, opening.draft) : {};
    // A step named in the address that the server could not open (it keeps no answers for a visitor
    // with JavaScript) opens from the tab's own answers: the other language's switcher names it.
    const named = new URLSearchParams(window.location.search).get("step");
    if (saved && named && start.lost) {
      const restoredDraft = { ...opening.draft, ...saved };
      const wanted = positionIn(stepsFor(restoredDraft.category), named);
      if (wanted) {
        setStepIndex(indexOf(stepsFor(restoredDraft.category), reachablePosition(restoredDraft, wanted)));
        setLostHidden(true);
      }
    }
    // Typing before the page became interactive (or a field still focused) starts on the form too.
    if (Object.keys(typed).length > 0 || formRef.current?.contains(document.activeElement)) prefetch();
    setDraft((current) =>
      withChanges(current, {
        // The address's own answers count only over the tab's copy; the server already applied them.
        ...(saved
          ? {
              ...saved,
              ...search.prefill,
              category: search.category ?? saved.category ?? current.category,
              province: search.province ?? saved.province ?? current.province,
            }
          : {}),
        ...typed,
      }),
    );
    // Runs once, when the page becomes interactive.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (restored.current) saveDraft(draft);
  }, [draft]);

  // The other language's page opens at this step, with the answers this tab keeps.
  const position: WizardPosition = isReview ? REVIEW : (step ?? steps[0]!);
  useEffect(() => {
    setSwitchParams(stepIndex > 0 ? { step: position } : {});
    return () => setSwitchParams({});
  }, [stepIndex, position]);

  // A post answered here (with JavaScript): show its problems at their step, or the failure.
  useEffect(() => {
    if (!outcome || outcome === lastOutcome.current) return;
    lastOutcome.current = outcome;
    if (outcome.kind === "failed") {
      setFailed(true);
      return;
    }
    if (outcome.kind === "moved") return;
    showErrors(outcome.errors, indexOf(stepsFor(draft.category), outcome.position));
    // Only a new answer from the action matters here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [outcome]);

  /** The visitor started on the form (a focus or a press in it): fetch what Continue will need. */
  const prefetch = () => {
    loadLaterSteps().catch(() => {
      // Continue asks again and says so if it fails.
    });
  };

  useEffect(() => {
    if (hasMoved.current) headingRef.current?.focus();
    hasMoved.current = true;
  }, [stepIndex]);

  // Stable, like everything LaterStep is given (see there).
  const onChange = useCallback(<Field extends DraftField>(field: Field, value: WizardDraft[Field]) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
    setFailed(false);
  }, []);

  /** A later step hydrated after the page: what was typed into its fields before then counts. */
  const onShown = useCallback(() => {
    const form = formRef.current;
    if (form) setDraft((current) => withChanges(current, typedBeforeHydration(form, current)));
  }, []);

  const showErrors = (found: FieldErrors, target: number) => {
    setErrors(found);
    if (target !== stepIndex) setStepIndex(target);
    const field = stepFields(steps[target] ?? "consent", draft.category).find((name) => found[name]);
    requestAnimationFrame(() => focusField(field));
  };

  const goNext = async () => {
    if (!step || !canContinue(step, draft) || isChecking.current) return;
    isChecking.current = true;
    const loaded = await loadLaterSteps()
      .catch(() => null)
      .finally(() => {
        isChecking.current = false;
      });
    if (!loaded) {
      setFailed(true);
      return;
    }
    const [{ validateSteps }] = loaded;
    const found = validateSteps([step], draft, currentYear);
    if (Object.values(found).some(Boolean)) {
      showErrors(found, stepIndex);
      return;
    }
    if (stepIndex === 0) {
      track("quote_started", { category: draft.category, province: draft.province, from: search.from ?? "direct" });
    }
    track("quote_step_complete", { step, category: draft.category });
    setErrors({});
    setStepIndex(stepIndex + 1);
  };

  /** Checks every answer here first, then posts the whole form to the page's action. */
  const submitQuote = async (form: HTMLFormElement) => {
    if (!draft.consentDataSharing || isSubmitting) return;
    const loaded = await validation.load().catch(() => null);
    if (!loaded) {
      setFailed(true);
      return;
    }
    const { validateSteps } = loaded;
    const found = validateSteps(steps, draft, currentYear);
    if (Object.values(found).some(Boolean)) {
      showErrors(found, indexOf(steps, whereToFix(found, draft.category)));
      return;
    }
    setFailed(false);
    // The results screen's code comes while the quote is made.
    resultsScreen.load().catch(() => {
      // The results page asks for it again when it is shown.
    });
    const body = new FormData(form);
    body.set("intent", "submit");
    void submit(body, { method: "post" });
  };

  /** "Add a driver", "Add a vehicle", "Remove": the list changes in place; focus goes to what follows. */
  const changeHousehold = (listChange: ListIntent) => {
    const next = changeList(draft, listChange);
    setDraft(next);
    setErrors({});
    setFailed(false);
    const target =
      listChange.kind === "add"
        ? listChange.list === "drivers"
          ? `drivers.${driverCount(next) - 1}.age`
          : `vehicles.${vehicleCount(next) - 1}.year`
        : null;
    requestAnimationFrame(() => {
      const element = target
        ? document.getElementById(target)
        : document.querySelector<HTMLElement>(
            `button[value="${listChange.list === "drivers" ? "add-driver" : "add-vehicle"}"]`,
          );
      (element ?? headingRef.current)?.focus();
    });
  };

  // With JavaScript the steps move here; what the pressed button says decides where to.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const intent = ((event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null)?.value ?? "next";
    const listChange = readListIntent(intent);
    if (intent === "resume") {
      // "E-mail me a link": every answer goes to the page's action, which keeps them under the link.
      const body = new FormData(event.currentTarget);
      body.set("intent", "resume");
      void submit(body, { method: "post" });
    } else if (intent === "back") {
      setErrors({});
      setStepIndex(Math.max(0, stepIndex - 1));
    } else if (listChange) {
      changeHousehold(listChange);
    } else if (intent.startsWith("edit:")) {
      setStepIndex(Math.max(0, steps.indexOf(intent.slice("edit:".length) as StepId)));
    } else if (isReview) {
      void submitQuote(event.currentTarget);
    } else {
      void goNext();
    }
  };

  const total = steps.length;
  const title = isReview ? t("quotes.step.review") : t(STEP_TITLES[step ?? "type"]);
  const titleText = step === "details" && draft.category === "home" ? t("quotes.step.homeDetails") : title;
  const progress = isReview ? 100 : Math.round((stepIndex / total) * 100);
  // Without JavaScript nothing can enable a button later, so none starts disabled; the server checks.
  const continueEnabled = !hydrated || (step ? canContinue(step, draft) : false);
  const submitEnabled = !hydrated || draft.consentDataSharing;
  // The review screen also shows an Ontario car quote's coverage choices (decision 0060).
  const shown: DraftField[] = isReview
    ? [...stepFields("consent", draft.category), ...ONTARIO_CHOICE_FIELDS_OF_DRAFT]
    : step
      ? stepFields(step, draft.category)
      : [];

  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
      <div className="flex min-h-11 flex-wrap items-center justify-between gap-2 text-sm font-medium text-slate-600">
        <p>{isReview ? t("quotes.reviewStep") : t("quotes.stepOf", { step: stepIndex + 1, total })}</p>
        {/* Chat mode: the same questions as a conversation with the concierge, which ends on the results. */}
        {hydrated && (
          <button
            type="button"
            onClick={() => openAssistant({ mode: "quote_flow" })}
            className="inline-flex min-h-11 items-center gap-1.5 rounded-full px-3 font-semibold text-maple-700 hover:bg-maple-50"
          >
            <MessageCircle aria-hidden="true" className="h-4 w-4" />
            {t("quotes.chatInstead")}
          </button>
        )}
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
        ref={formRef}
        method="post"
        noValidate
        className="mt-6"
        aria-labelledby="quote-step-title"
        onSubmit={onSubmit}
        onFocus={prefetch}
        onPointerDown={prefetch}
      >
        {/* Enter anywhere in the form presses this: on, or the quote on the review screen (never Edit). */}
        <button type="submit" name="intent" value={isReview ? "submit" : "next"} hidden tabIndex={-1} />
        <input type="hidden" name="at" value={isReview ? REVIEW : (step ?? "type")} />
        <CarriedAnswers draft={draft} shown={shown} />
        <h2 id="quote-step-title" ref={headingRef} tabIndex={-1} className="text-2xl font-bold text-slate-900">
          {titleText}
        </h2>
        {start.lost && !isLostHidden && stepIndex === 0 && (
          <p role="alert" className="mt-3 rounded-lg bg-amber-50 px-4 py-3 text-sm font-medium text-amber-900">
            {t("quotes.draftLost")}
          </p>
        )}
        {isReview && <p className="mt-1.5 text-slate-600">{t("quotes.reviewIntro")}</p>}
        {Object.values(errors).some(Boolean) && (
          <p role="alert" className="mt-3 text-sm font-medium text-red-700">
            {t("quotes.fixErrors")}
          </p>
        )}
        <div className="mt-6 space-y-5">
          {step === "type" ? (
            <FirstStepFields step={step} draft={draft} errors={errors} currentYear={currentYear} onChange={onChange} />
          ) : (
            <LaterStep
              step={step}
              draft={draft}
              errors={errors}
              currentYear={currentYear}
              onChange={onChange}
              coverage={search.coverage}
              onShown={onShown}
            />
          )}
        </div>
        {hasFailed && (
          <p role="alert" className="mt-5 rounded-lg bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
            {t("quotes.failed")}
          </p>
        )}
        {/* The main button comes first, so Enter in a field presses it; Back is shown on its left. */}
        <div className="mt-8 flex flex-col gap-3 border-t border-slate-100 pt-6 sm:flex-row-reverse sm:justify-between">
          {isReview ? (
            <button
              type="submit"
              name="intent"
              value="submit"
              className="button-primary"
              disabled={!submitEnabled || isSubmitting}
            >
              {isSubmitting && (
                <Loader2 aria-hidden="true" className="h-4 w-4 animate-spin motion-reduce:animate-none" />
              )}
              {isSubmitting ? t("quotes.processing") : t("quotes.viewQuotes")}
            </button>
          ) : (
            <button
              type="submit"
              name="intent"
              value="next"
              className="button-primary"
              disabled={!continueEnabled || isSubmitting}
            >
              {t("quotes.continue")}
              <ArrowRight aria-hidden="true" className="h-4 w-4" />
            </button>
          )}
          {stepIndex > 0 && (
            <button type="submit" name="intent" value="back" className="button-secondary" disabled={isSubmitting}>
              <ArrowLeft aria-hidden="true" className="h-4 w-4" />
              {t("quotes.back")}
            </button>
          )}
        </div>
        {stepIndex > 0 && <ResumeLater />}
      </form>
    </div>
  );
}
