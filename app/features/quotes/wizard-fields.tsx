import { INSURANCE_CATEGORIES } from "../../../core/shared/insurance-categories";
import { PATHS } from "../../../core/shared/paths";
import { PROVINCES } from "../../../core/shared/provinces";
import { CONSENT_WORDINGS } from "../../../core/shared/consent";
import { QUOTE_LIMITS } from "../../../core/shared/quote-request-fields";
import { QUOTE_FORM_LIMITS } from "../../../core/shared/quote-form-fields";
import { CATEGORY_ICONS } from "../../components/content/category-icons";
import { Field, describedBy, inputClass } from "../../components/ui/form-field";
import { useTranslate } from "../../i18n/use-translate";
import type { DraftField, FieldErrors, StepId, WizardDraft } from "../../../core/shared/quote-draft";
import "../../../core/i18n/messages/quotes";

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

/** A whole-number answer typed on a numeric keypad. */
function NumberField({
  id,
  label,
  hint,
  max,
  props,
}: {
  id: DraftField;
  label: string;
  hint?: string;
  max: number;
  props: StepFieldsProps;
}) {
  return (
    <Field id={id} label={label} hint={hint} error={props.errors[id]}>
      <input
        {...inputProps(id, props.errors, Boolean(hint))}
        type="text"
        inputMode="numeric"
        pattern="[0-9]*"
        maxLength={String(max).length}
        autoComplete="off"
        required
        value={props.draft[id] as string}
        onChange={(event) => props.onChange(id, event.target.value.replace(/[^\d]/g, "") as never)}
      />
    </Field>
  );
}

type TextFieldName = "city" | "vehicleMake" | "vehicleModel" | "vehicleTrim";

/** A free-text answer. */
function TextField({
  id,
  label,
  hint,
  placeholder,
  max,
  required = true,
  autoComplete = "off",
  props,
}: {
  id: TextFieldName;
  label: string;
  hint?: string;
  placeholder?: string;
  max: number;
  required?: boolean;
  autoComplete?: string;
  props: StepFieldsProps;
}) {
  return (
    <Field id={id} label={label} hint={hint} error={props.errors[id]}>
      <input
        {...inputProps(id, props.errors, Boolean(hint))}
        type="text"
        autoComplete={autoComplete}
        placeholder={placeholder}
        maxLength={max}
        required={required}
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
      label={t("quotes.field.postalCode")}
      hint={t("quotes.field.postalCodeHint")}
      error={props.errors.postalCode}
    >
      <input
        {...inputProps("postalCode", props.errors, true)}
        type="text"
        autoComplete="postal-code"
        autoCapitalize="characters"
        placeholder={t("quotes.field.postalCodePlaceholder")}
        maxLength={7}
        required
        value={props.draft.postalCode}
        onChange={(event) => props.onChange("postalCode", event.target.value.toUpperCase())}
      />
    </Field>
  );
}

function TypeStep({ props }: { props: StepFieldsProps }) {
  const t = useTranslate();
  const { draft, errors, onChange } = props;
  const cityThing =
    draft.category === "car"
      ? t("quotes.field.cityThingCar")
      : draft.category === "home"
        ? t("quotes.field.cityThingHome")
        : t("quotes.field.cityThingOther");
  return (
    <>
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
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id="province" label={t("quotes.field.province")} error={errors.province}>
          <select
            {...inputProps("province", errors)}
            required
            value={draft.province}
            onChange={(event) => onChange("province", event.target.value as WizardDraft["province"])}
          >
            <option value="">{t("quotes.field.provinceChoose")}</option>
            {PROVINCES.map((province) => (
              <option key={province.code} value={province.code}>
                {province.name}
              </option>
            ))}
          </select>
        </Field>
        <TextField
          id="city"
          label={t("quotes.field.city")}
          hint={t("quotes.field.cityHint", { thing: cityThing })}
          autoComplete="address-level2"
          max={QUOTE_LIMITS.cityMax}
          props={props}
        />
      </div>
    </>
  );
}

function VehicleStep({ props }: { props: StepFieldsProps }) {
  const t = useTranslate();
  const { draft, errors, onChange, currentYear } = props;
  const years: number[] = [];
  for (let year = currentYear + 1; year >= QUOTE_LIMITS.vehicleYearMin; year -= 1) years.push(year);
  return (
    <>
      <Field id="vehicleYear" label={t("quotes.field.vehicleYear")} error={errors.vehicleYear}>
        <select
          {...inputProps("vehicleYear", errors)}
          required
          value={draft.vehicleYear}
          onChange={(event) => onChange("vehicleYear", event.target.value)}
        >
          <option value="">{t("quotes.field.vehicleYearChoose")}</option>
          {years.map((year) => (
            <option key={year} value={String(year)}>
              {year}
            </option>
          ))}
        </select>
      </Field>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          id="vehicleMake"
          label={t("quotes.field.vehicleMake")}
          placeholder={t("quotes.field.vehicleMakePlaceholder")}
          max={QUOTE_LIMITS.makeMax}
          props={props}
        />
        <TextField
          id="vehicleModel"
          label={t("quotes.field.vehicleModel")}
          placeholder={t("quotes.field.vehicleModelPlaceholder")}
          max={QUOTE_LIMITS.modelMax}
          props={props}
        />
      </div>
      <TextField
        id="vehicleTrim"
        label={t("quotes.field.vehicleTrim")}
        max={QUOTE_LIMITS.trimMax}
        required={false}
        props={props}
      />
    </>
  );
}

function DriverStep({ props }: { props: StepFieldsProps }) {
  const t = useTranslate();
  return (
    <>
      <div className="grid gap-5 sm:grid-cols-2">
        <NumberField
          id="driverAge"
          label={t("quotes.field.driverAge")}
          max={QUOTE_FORM_LIMITS.driverAgeMax}
          props={props}
        />
        <PostalCodeField props={props} />
      </div>
      <NumberField
        id="yearsLicensed"
        label={t("quotes.field.yearsLicensed")}
        hint={t("quotes.field.yearsLicensedHint")}
        max={QUOTE_LIMITS.yearsLicensedMax}
        props={props}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <NumberField id="ticketsLast3y" label={t("quotes.field.tickets")} max={QUOTE_LIMITS.ticketsMax} props={props} />
        <NumberField
          id="accidentsLast6y"
          label={t("quotes.field.accidents")}
          max={QUOTE_LIMITS.accidentsMax}
          props={props}
        />
      </div>
    </>
  );
}

function DetailsStep({ props }: { props: StepFieldsProps }) {
  const t = useTranslate();
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      {props.draft.category === "home" ? (
        <NumberField
          id="homeAge"
          label={t("quotes.field.homeAge")}
          hint={t("quotes.field.homeAgeHint")}
          max={QUOTE_FORM_LIMITS.homeAgeMax}
          props={props}
        />
      ) : (
        <NumberField
          id="driverAge"
          label={t("quotes.field.driverAge")}
          max={QUOTE_FORM_LIMITS.driverAgeMax}
          props={props}
        />
      )}
      <PostalCodeField props={props} />
    </div>
  );
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
      {box("consentDataSharing", t("quotes.consent.dataSharingLabel"), CONSENT_WORDINGS.dataSharing.text)}
      {box("consentContact", t("quotes.consent.contactLabel"), CONSENT_WORDINGS.contact.text)}
      <p className="text-sm text-slate-600">
        <a href={PATHS.legal("privacy")} className="font-medium text-maple-700 underline underline-offset-2">
          {t("quotes.consent.privacy")}
        </a>
      </p>
    </div>
  );
}

/** The answers of one wizard step. */
export function StepFields(props: StepFieldsProps) {
  switch (props.step) {
    case "type":
      return <TypeStep props={props} />;
    case "vehicle":
      return <VehicleStep props={props} />;
    case "driver":
      return <DriverStep props={props} />;
    case "details":
      return <DetailsStep props={props} />;
    case "consent":
      return <ConsentFields draft={props.draft} errors={props.errors} onChange={props.onChange} />;
  }
}
