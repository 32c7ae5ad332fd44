import { PATHS } from "../../../core/shared/paths";
import { CONSENT_WORDINGS } from "../../../core/shared/consent";
import { QUOTE_LIMITS } from "../../../core/shared/quote-request-fields";
import { QUOTE_FORM_LIMITS } from "../../../core/shared/quote-form-fields";
import type { CoverageChange } from "../../../core/shared/quote-form";
import type { MessageKey } from "../../../core/i18n/messages-en";
import { Field, describedBy } from "../../components/ui/form-field";
import { useTranslate, useLocalizePath } from "../../i18n/use-translate";
import { useHydrated } from "../../lib/use-hydrated";
import { ReviewSummary } from "./review-summary";
import { OntarioChoices } from "./ontario-choices";
import { HouseholdDrivers, HouseholdVehicles } from "./household-fields";
import { isHouseholdDraft } from "../../../core/shared/quote-draft-household";
import { ChoiceField, StepAnswers, TextField, inputProps, type StepFieldsProps } from "./wizard-fields";
import "../../../core/i18n/messages/quote-steps";

// The wizard after its first step: the vehicle, the driver or the home, the consents and the review
// screen. The wizard imports this module when the visitor starts on the form and waits for it before
// moving on; the server draws it in every page (decision 0033).

type NumberAnswer = "driverAge" | "yearsLicensed" | "ticketsLast3y" | "accidentsLast6y" | "homeAge";
type VehicleText = "vehicleMake" | "vehicleModel" | "vehicleTrim";

const VEHICLE_TEXT: Record<
  VehicleText,
  { label: MessageKey; placeholder?: MessageKey; max: number; optional?: boolean }
> = {
  vehicleMake: {
    label: "quoteSteps.field.vehicleMake",
    placeholder: "quoteSteps.field.vehicleMakePlaceholder",
    max: QUOTE_LIMITS.makeMax,
  },
  vehicleModel: {
    label: "quoteSteps.field.vehicleModel",
    placeholder: "quoteSteps.field.vehicleModelPlaceholder",
    max: QUOTE_LIMITS.modelMax,
  },
  vehicleTrim: { label: "quoteSteps.field.vehicleTrim", max: QUOTE_LIMITS.trimMax, optional: true },
};

const NUMBER_ANSWERS: Record<NumberAnswer, { label: MessageKey; hint?: MessageKey; max: number }> = {
  driverAge: { label: "quoteSteps.field.driverAge", max: QUOTE_FORM_LIMITS.driverAgeMax },
  yearsLicensed: {
    label: "quoteSteps.field.yearsLicensed",
    hint: "quoteSteps.field.yearsLicensedHint",
    max: QUOTE_LIMITS.yearsLicensedMax,
  },
  ticketsLast3y: { label: "quoteSteps.field.tickets", max: QUOTE_LIMITS.ticketsMax },
  accidentsLast6y: { label: "quoteSteps.field.accidents", max: QUOTE_LIMITS.accidentsMax },
  homeAge: {
    label: "quoteSteps.field.homeAge",
    hint: "quoteSteps.field.homeAgeHint",
    max: QUOTE_FORM_LIMITS.homeAgeMax,
  },
};

/** A whole-number answer typed on a numeric keypad. */
function NumberField({ id, props }: { id: NumberAnswer; props: StepFieldsProps }) {
  const t = useTranslate();
  const { label, hint, max } = NUMBER_ANSWERS[id];
  return (
    <Field id={id} label={t(label)} hint={hint && t(hint)} error={props.errors[id]}>
      <input
        {...inputProps(id, props.errors, Boolean(hint))}
        type="text"
        inputMode="numeric"
        pattern="[0-9]*"
        maxLength={String(max).length}
        autoComplete="off"
        required
        value={props.draft[id]}
        onChange={(event) => props.onChange(id, event.target.value.replace(/[^\d]/g, ""))}
      />
    </Field>
  );
}

function VehicleTextField({ id, props }: { id: VehicleText; props: StepFieldsProps }) {
  const t = useTranslate();
  const { label, placeholder, max, optional } = VEHICLE_TEXT[id];
  return (
    <TextField
      id={id}
      answer={{ label: t(label), placeholder: placeholder && t(placeholder), max, optional }}
      props={props}
    />
  );
}

/** The vehicle's model year, newest first. */
function YearField({ props }: { props: StepFieldsProps }) {
  const t = useTranslate();
  const years: { value: string; label: string }[] = [];
  for (let year = props.currentYear + 1; year >= QUOTE_LIMITS.vehicleYearMin; year -= 1) {
    years.push({ value: String(year), label: String(year) });
  }
  return (
    <ChoiceField
      id="vehicleYear"
      label={t("quoteSteps.field.vehicleYear")}
      choose={t("quoteSteps.field.vehicleYearChoose")}
      options={years}
      props={props}
    />
  );
}

function PostalCodeField({ props }: { props: StepFieldsProps }) {
  const t = useTranslate();
  return (
    <Field
      id="postalCode"
      label={t("quoteSteps.field.postalCode")}
      hint={t("quoteSteps.field.postalCodeHint")}
      error={props.errors.postalCode}
    >
      <input
        {...inputProps("postalCode", props.errors, true)}
        type="text"
        autoComplete="postal-code"
        autoCapitalize="characters"
        placeholder={t("quoteSteps.field.postalCodePlaceholder")}
        maxLength={7}
        required
        value={props.draft.postalCode}
        onChange={(event) => props.onChange("postalCode", event.target.value.toUpperCase())}
      />
    </Field>
  );
}

/**
 * Home and car together (issue 25): one unticked box at the end of the driver step, where the
 * address is, so the car-only path keeps its steps and clicks. Ticked, it asks the home's age. A page
 * drawn by the server shows the age with the box (a browser without JavaScript cannot reveal it), and
 * the age counts only when the box is ticked.
 */
function BundleHomeFields({ props }: { props: StepFieldsProps }) {
  const t = useTranslate();
  const hydrated = useHydrated();
  const { draft, errors, onChange } = props;
  const showAge = draft.bundleHome || !hydrated;
  return (
    <fieldset className="mt-6 rounded-lg border border-slate-200 p-4" data-bundle-home>
      <legend className="px-1 text-base font-bold text-navy-900">{t("quoteSteps.bundle.title")}</legend>
      <div className="flex items-start gap-3">
        <input
          id="bundleHome"
          name="bundleHome"
          type="checkbox"
          checked={draft.bundleHome}
          onChange={(event) => onChange("bundleHome", event.target.checked)}
          aria-describedby="bundleHome-hint"
          className="mt-0.5 h-5 w-5 shrink-0 rounded border-slate-400 accent-maple-600"
        />
        <div>
          <label htmlFor="bundleHome" className="font-semibold text-slate-900">
            {t("quoteSteps.bundle.label")}
          </label>
          <p id="bundleHome-hint" className="mt-1 text-sm text-slate-700">
            {t("quoteSteps.bundle.hint")}
          </p>
        </div>
      </div>
      {showAge && (
        <div className="mt-4 sm:max-w-xs">
          <Field
            id="homeAge"
            label={t("quoteSteps.field.homeAge")}
            hint={t(draft.bundleHome ? "quoteSteps.field.homeAgeHint" : "quoteSteps.bundle.ageHintUnticked")}
            error={errors.homeAge}
          >
            <input
              {...inputProps("homeAge", errors, true)}
              type="text"
              inputMode="numeric"
              pattern="[0-9]*"
              maxLength={String(QUOTE_FORM_LIMITS.homeAgeMax).length}
              autoComplete="off"
              required={draft.bundleHome}
              value={draft.homeAge}
              onChange={(event) => onChange("homeAge", event.target.value.replace(/[^\d]/g, ""))}
            />
          </Field>
        </div>
      )}
    </fieldset>
  );
}

/** The two consents: data sharing (required) and contact (optional, never pre-ticked). */
function ConsentFields({ draft, errors, onChange }: Pick<StepFieldsProps, "draft" | "errors" | "onChange">) {
  const t = useTranslate();
  const localize = useLocalizePath();
  const box = (field: "consentDataSharing" | "consentContact", label: string, wording: string) => (
    <div className="rounded-lg border border-slate-200 p-4">
      <div className="flex items-start gap-3">
        <input
          id={field}
          name={field}
          type="checkbox"
          checked={draft[field]}
          onChange={(event) => onChange(field, event.target.checked)}
          aria-describedby={describedBy(field, { hint: true, error: errors[field] })}
          aria-invalid={errors[field] ? true : undefined}
          className="mt-0.5 h-5 w-5 shrink-0 rounded border-slate-400 accent-maple-600"
        />
        <div>
          <label htmlFor={field} className="font-semibold text-slate-900">
            {label}
          </label>
          <p id={`${field}-hint`} className="mt-1 text-sm text-slate-700">
            {wording}
          </p>
          {errors[field] && (
            <p id={`${field}-error`} className="mt-1.5 text-sm text-red-700">
              {errors[field]}
            </p>
          )}
        </div>
      </div>
    </div>
  );
  return (
    <div className="space-y-3">
      {box("consentDataSharing", t("quoteSteps.consent.dataSharingLabel"), t(CONSENT_WORDINGS.dataSharing.key))}
      {box("consentContact", t("quoteSteps.consent.contactLabel"), t(CONSENT_WORDINGS.contact.key))}
      <p className="text-sm text-slate-600">
        <a href={localize(PATHS.legal("privacy"))} className="font-medium text-maple-700 underline underline-offset-2">
          {t("quoteSteps.consent.privacy")}
        </a>
      </p>
    </div>
  );
}

/** The answers of a step after the first: the vehicle, the driver, the home or the visitor, the consents. */
export function LaterStepFields(props: StepFieldsProps) {
  const t = useTranslate();
  if (props.step === "consent") {
    return <ConsentFields draft={props.draft} errors={props.errors} onChange={props.onChange} />;
  }
  const isHousehold = isHouseholdDraft(props.draft);
  const first = props.step === "vehicle" ? "quoteSteps.household.vehicleTitle" : "quoteSteps.household.driverTitle";
  return (
    <>
      {isHousehold && (props.step === "vehicle" || props.step === "driver") && (
        <h3 className="text-base font-bold text-navy-900">{t(first, { number: 1 })}</h3>
      )}
      <StepAnswers
        props={props}
        answer={(field) => {
          if (field === "vehicleYear") return <YearField props={props} />;
          if (field === "postalCode") return <PostalCodeField props={props} />;
          if (field in NUMBER_ANSWERS) return <NumberField id={field as NumberAnswer} props={props} />;
          if (field in VEHICLE_TEXT) return <VehicleTextField id={field as VehicleText} props={props} />;
          return null;
        }}
      />
      {props.step === "vehicle" && <HouseholdVehicles props={props} />}
      {props.step === "driver" && <HouseholdDrivers props={props} />}
      {props.step === "driver" && <BundleHomeFields props={props} />}
    </>
  );
}

/** Review Your Information: the answers, each section with a way back to its step, and the consents. */
export function ReviewScreen({
  coverage,
  ...props
}: Pick<StepFieldsProps, "draft" | "errors" | "onChange" | "currentYear"> & {
  /** Coverage carried in from the visitor's policy; our defaults otherwise. */
  coverage: CoverageChange | null | undefined;
}) {
  return (
    <>
      <ReviewSummary draft={props.draft} coverage={coverage} />
      <OntarioChoices
        draft={props.draft}
        onChange={props.onChange}
        currentYear={props.currentYear}
        coverage={coverage}
      />
      <ConsentFields draft={props.draft} errors={props.errors} onChange={props.onChange} />
    </>
  );
}
