import { INSURANCE_CATEGORIES } from "../../../core/shared/insurance-categories";
import { PATHS } from "../../../core/shared/paths";
import { PROVINCES } from "../../../core/shared/provinces";
import { CONSENT_WORDINGS } from "../../../core/shared/consent";
import { QUOTE_LIMITS } from "../../../core/shared/quote-request-fields";
import { QUOTE_FORM_LIMITS } from "../../../core/shared/quote-form-fields";
import { CATEGORY_ICONS } from "../../components/content/category-icons";
import { Field, describedBy, inputClass } from "../../components/ui/form-field";
import { useTranslate } from "../../i18n/use-translate";
import {
  stepFields,
  type DraftField,
  type FieldErrors,
  type StepId,
  type WizardDraft,
} from "../../../core/shared/quote-draft";
import type { MessageKey } from "../../../core/i18n/messages-en";
import "../../../core/i18n/messages/quotes";
import "../../../core/i18n/messages/quote-steps";

export interface StepFieldsProps {
  step: StepId;
  draft: WizardDraft;
  errors: FieldErrors;
  currentYear: number;
  onChange: <Field extends DraftField>(field: Field, value: WizardDraft[Field]) => void;
}

function inputProps(id: DraftField, errors: FieldErrors, hint = false) {
  return {
    id,
    name: id,
    className: inputClass,
    "aria-invalid": errors[id] ? true : undefined,
    "aria-describedby": describedBy(id, { hint, error: errors[id] }),
  } as const;
}

type TextAnswer = "city" | "vehicleMake" | "vehicleModel" | "vehicleTrim";
type NumberAnswer = "driverAge" | "yearsLicensed" | "ticketsLast3y" | "accidentsLast6y" | "homeAge";

/** How each typed answer is asked: its words, its length and whether a browser may fill it in. */
const TEXT_ANSWERS: Record<
  TextAnswer,
  { label: MessageKey; placeholder?: MessageKey; max: number; optional?: boolean; autoComplete?: string }
> = {
  city: { label: "quotes.field.city", max: QUOTE_LIMITS.cityMax, autoComplete: "address-level2" },
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

/** Answers that take the whole width of a step; the others stand two to a row on wider screens. */
const WIDE = new Set<DraftField>(["category", "vehicleYear", "vehicleTrim", "yearsLicensed"]);

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

/** A free-text answer; the city's hint names what is kept there (the car, the home, the visitor). */
function TextField({ id, props }: { id: TextAnswer; props: StepFieldsProps }) {
  const t = useTranslate();
  const { label, placeholder, max, optional, autoComplete } = TEXT_ANSWERS[id];
  const category = props.draft.category;
  const thing = t(
    category === "car"
      ? "quotes.field.cityThingCar"
      : category === "home"
        ? "quotes.field.cityThingHome"
        : "quotes.field.cityThingOther",
  );
  const hint = id === "city" ? t("quotes.field.cityHint", { thing }) : undefined;
  return (
    <Field id={id} label={t(label)} hint={hint} error={props.errors[id]}>
      <input
        {...inputProps(id, props.errors, Boolean(hint))}
        type="text"
        autoComplete={autoComplete ?? "off"}
        placeholder={placeholder && t(placeholder)}
        maxLength={max}
        required={!optional}
        value={props.draft[id]}
        onChange={(event) => props.onChange(id, event.target.value)}
      />
    </Field>
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

function CategoryField({ props }: { props: StepFieldsProps }) {
  const t = useTranslate();
  const { draft, errors, onChange } = props;
  return (
    <fieldset aria-describedby={errors.category ? "category-error" : undefined}>
      <legend className="text-sm font-semibold text-slate-800">{t("quotes.field.category")}</legend>
      <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-3">
        {INSURANCE_CATEGORIES.map((category) => {
          const Icon = CATEGORY_ICONS[category.slug];
          const checked = draft.category === category.slug;
          return (
            <label
              key={category.slug}
              className={`flex min-h-12 cursor-pointer items-center gap-2.5 rounded-lg border-2 px-3 py-2.5 text-[15px] font-medium transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-maple-600 motion-reduce:transition-none ${
                checked ? "border-maple-600 bg-maple-50 text-maple-800" : "border-slate-200 hover:border-slate-300"
              }`}
            >
              <input
                type="radio"
                name="category"
                value={category.slug}
                checked={checked}
                onChange={() => onChange("category", category.slug)}
                className="sr-only"
              />
              <Icon aria-hidden="true" className="h-5 w-5 shrink-0" />
              {category.title}
            </label>
          );
        })}
      </div>
      {errors.category && (
        <p id="category-error" className="mt-1.5 text-sm text-red-700">
          {errors.category}
        </p>
      )}
    </fieldset>
  );
}

/** A choice from a list: the province, or the vehicle's model year (newest first). */
function ChoiceField({ id, props }: { id: "province" | "vehicleYear"; props: StepFieldsProps }) {
  const t = useTranslate();
  const years: number[] = [];
  for (let year = props.currentYear + 1; year >= QUOTE_LIMITS.vehicleYearMin; year -= 1) years.push(year);
  const options =
    id === "province"
      ? PROVINCES.map((province) => ({ value: province.code, label: province.name }))
      : years.map((year) => ({ value: String(year), label: String(year) }));
  return (
    <Field
      id={id}
      label={t(id === "province" ? "quotes.field.province" : "quoteSteps.field.vehicleYear")}
      error={props.errors[id]}
    >
      <select
        {...inputProps(id, props.errors)}
        required
        value={props.draft[id]}
        onChange={(event) => props.onChange(id, event.target.value as never)}
      >
        <option value="">
          {t(id === "province" ? "quotes.field.provinceChoose" : "quoteSteps.field.vehicleYearChoose")}
        </option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Field>
  );
}

function Answer({ field, props }: { field: DraftField; props: StepFieldsProps }) {
  if (field === "category") return <CategoryField props={props} />;
  if (field === "province" || field === "vehicleYear") return <ChoiceField id={field} props={props} />;
  if (field === "postalCode") return <PostalCodeField props={props} />;
  if (field in NUMBER_ANSWERS) return <NumberField id={field as NumberAnswer} props={props} />;
  if (field in TEXT_ANSWERS) return <TextField id={field as TextAnswer} props={props} />;
  return null;
}

/** The two consents: data sharing (required) and contact (optional, never pre-ticked). */
export function ConsentFields({ draft, errors, onChange }: Pick<StepFieldsProps, "draft" | "errors" | "onChange">) {
  const t = useTranslate();
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
      {box("consentDataSharing", t("quoteSteps.consent.dataSharingLabel"), CONSENT_WORDINGS.dataSharing.text)}
      {box("consentContact", t("quoteSteps.consent.contactLabel"), CONSENT_WORDINGS.contact.text)}
      <p className="text-sm text-slate-600">
        <a href={PATHS.legal("privacy")} className="font-medium text-maple-700 underline underline-offset-2">
          {t("quoteSteps.consent.privacy")}
        </a>
      </p>
    </div>
  );
}

/** The answers of one wizard step, in the order the step asks for them (core/shared/quote-draft.ts). */
export function StepFields(props: StepFieldsProps) {
  if (props.step === "consent") {
    return <ConsentFields draft={props.draft} errors={props.errors} onChange={props.onChange} />;
  }
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      {stepFields(props.step, props.draft.category).map((field) => (
        <div key={field} className={WIDE.has(field) ? "sm:col-span-2" : undefined}>
          <Answer field={field} props={props} />
        </div>
      ))}
    </div>
  );
}
