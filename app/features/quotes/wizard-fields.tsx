import type { ReactNode } from "react";
import { INSURANCE_CATEGORIES, categoryTitle } from "../../../core/shared/insurance-categories";
import { PROVINCES, localProvinceName } from "../../../core/shared/provinces";
import { LANGUAGES, type Language } from "../../../core/i18n/languages";
import { QUOTE_LIMITS } from "../../../core/shared/quote-request-fields";
import { CATEGORY_ICONS } from "../../components/content/category-icons";
import { Field, describedBy, inputClass } from "../../components/ui/form-field";
import { useLanguage, useTranslate } from "../../i18n/use-translate";
import {
  isBundleField,
  stepFields,
  type DraftField,
  type FieldErrors,
  type StepId,
  type WizardDraft,
} from "../../../core/shared/quote-draft";
import { isHouseholdField } from "../../../core/shared/quote-draft-household";
import "../../../core/i18n/messages/quotes";

// The wizard's first step (type, province, city) and what every step's answers share. The later steps,
// the consents and the review screen are in later-step-fields.tsx, which loads once the visitor starts
// on the form (decision 0033).

export interface StepFieldsProps {
  step: StepId;
  draft: WizardDraft;
  errors: FieldErrors;
  currentYear: number;
  onChange: <Field extends DraftField>(field: Field, value: WizardDraft[Field]) => void;
}

export function inputProps(id: DraftField, errors: FieldErrors, hint = false) {
  return {
    id,
    name: id,
    className: inputClass,
    "aria-invalid": errors[id] ? true : undefined,
    "aria-describedby": describedBy(id, { hint, error: errors[id] }),
  } as const;
}

/** How a typed answer is asked: its words (already translated), its length and whether a browser may fill it in. */
export interface TextAnswer {
  label: string;
  placeholder?: string | undefined;
  hint?: string | undefined;
  max: number;
  optional?: boolean;
  autoComplete?: string;
}

/** A free-text answer. */
export function TextField({
  id,
  answer,
  props,
}: {
  id: "city" | "vehicleMake" | "vehicleModel" | "vehicleTrim";
  answer: TextAnswer;
  props: StepFieldsProps;
}) {
  return (
    <Field id={id} label={answer.label} hint={answer.hint} error={props.errors[id]}>
      <input
        {...inputProps(id, props.errors, Boolean(answer.hint))}
        type="text"
        autoComplete={answer.autoComplete ?? "off"}
        placeholder={answer.placeholder}
        maxLength={answer.max}
        required={!answer.optional}
        value={props.draft[id]}
        onChange={(event) => props.onChange(id, event.target.value)}
      />
    </Field>
  );
}

/** A choice from a list: the province, or the vehicle's model year. */
export function ChoiceField({
  id,
  label,
  choose,
  options,
  props,
}: {
  id: "province" | "vehicleYear";
  label: string;
  /** The empty first option's words ("Choose …"). */
  choose: string;
  options: readonly { value: string; label: string }[];
  props: StepFieldsProps;
}) {
  return (
    <Field id={id} label={label} error={props.errors[id]}>
      <select
        {...inputProps(id, props.errors)}
        required
        value={props.draft[id]}
        onChange={(event) => props.onChange(id, event.target.value as never)}
      >
        <option value="">{choose}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Field>
  );
}

/** Answers that take the whole width of a step; the others stand two to a row on wider screens. */
const WIDE = new Set<DraftField>(["category", "vehicleYear", "vehicleTrim", "yearsLicensed"]);

/** The answers of one step, in the order the step asks for them (core/shared/quote-draft.ts). */
export function StepAnswers({ props, answer }: { props: StepFieldsProps; answer: (field: DraftField) => ReactNode }) {
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      {stepFields(props.step, props.draft.category)
        // A household's and a bundle's answers are drawn apart, after the step's own.
        .filter((field) => !isHouseholdField(field) && !(props.step === "driver" && isBundleField(field)))
        .map((field) => (
          <div key={field} className={WIDE.has(field) ? "sm:col-span-2" : undefined}>
            {answer(field)}
          </div>
        ))}
    </div>
  );
}

function CategoryField({ props }: { props: StepFieldsProps }) {
  const t = useTranslate();
  const language = useLanguage();
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
              {categoryTitle(category.slug, language)}
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

const PROVINCE_OPTIONS = Object.fromEntries(
  LANGUAGES.map((language) => [
    language,
    PROVINCES.map((province) => ({ value: province.code, label: localProvinceName(province, language) })),
  ]),
) as Record<Language, { value: string; label: string }[]>;

/** The first step: what to insure, the province and the city (the city's hint names what is kept there). */
export function FirstStepFields(props: StepFieldsProps) {
  const t = useTranslate();
  const language = useLanguage();
  const category = props.draft.category;
  // Whole sentences: a word put into a sentence read "Where the you live is kept most of the time."
  const hint = t(
    category === "car"
      ? "quotes.field.cityHintCar"
      : category === "home"
        ? "quotes.field.cityHintHome"
        : "quotes.field.cityHintOther",
  );
  const city: TextAnswer = {
    label: t("quotes.field.city"),
    hint,
    max: QUOTE_LIMITS.cityMax,
    autoComplete: "address-level2",
  };
  return (
    <StepAnswers
      props={props}
      answer={(field) =>
        field === "category" ? (
          <CategoryField props={props} />
        ) : field === "province" ? (
          <ChoiceField
            id="province"
            label={t("quotes.field.province")}
            choose={t("quotes.field.provinceChoose")}
            options={PROVINCE_OPTIONS[language]}
            props={props}
          />
        ) : field === "city" ? (
          <TextField id="city" answer={city} props={props} />
        ) : null
      }
    />
  );
}
