import { Plus, Trash2 } from "lucide-react";
import type { ReactNode } from "react";
import {
  addedDrivers,
  addedVehicles,
  driverCount,
  isHouseholdDraft,
  principalDriverOf,
  vehicleCount,
  type HouseholdBooleanField,
  type HouseholdTextField,
} from "../../../core/shared/quote-draft-household";
import { QUOTE_FORM_LIMITS } from "../../../core/shared/quote-form-fields";
import { HOUSEHOLD_LIMITS, QUOTE_LIMITS, VEHICLE_USES } from "../../../core/shared/quote-request-fields";
import type { MessageKey } from "../../../core/i18n/messages-en";
import { Field, describedBy, inputClass } from "../../components/ui/form-field";
import { useTranslate } from "../../i18n/use-translate";
import type { StepFieldsProps } from "./wizard-fields";
import "../../../core/i18n/messages/quote-steps";

// A household in the wizard's own steps (issue 25): "Add a driver" on the driver step, "Add a vehicle"
// on the vehicle step, each added one a group of answers with its Remove button. Every button posts
// the wizard's form (intent add-driver, remove-vehicle:2…), so it works without JavaScript too.

function textProps(id: HouseholdTextField, props: StepFieldsProps, hint = false) {
  return {
    id,
    name: id,
    className: inputClass,
    "aria-invalid": props.errors[id] ? true : undefined,
    "aria-describedby": describedBy(id, { hint, error: props.errors[id] }),
    value: props.draft[id],
  } as const;
}

function NumberAnswer({
  id,
  label,
  max,
  props,
}: {
  id: HouseholdTextField;
  label: string;
  max: number;
  props: StepFieldsProps;
}) {
  return (
    <Field id={id} label={label} error={props.errors[id]}>
      <input
        {...textProps(id, props)}
        type="text"
        inputMode="numeric"
        pattern="[0-9]*"
        maxLength={String(max).length}
        autoComplete="off"
        required
        onChange={(event) => props.onChange(id, event.target.value.replace(/[^\d]/g, ""))}
      />
    </Field>
  );
}

function TextAnswer({
  id,
  label,
  max,
  optional = false,
  props,
}: {
  id: HouseholdTextField;
  label: string;
  max: number;
  optional?: boolean;
  props: StepFieldsProps;
}) {
  return (
    <Field id={id} label={label} error={props.errors[id]}>
      <input
        {...textProps(id, props)}
        type="text"
        autoComplete="off"
        maxLength={max}
        required={!optional}
        onChange={(event) => props.onChange(id, event.target.value)}
      />
    </Field>
  );
}

function ChoiceAnswer({
  id,
  label,
  options,
  choose,
  props,
}: {
  id: HouseholdTextField;
  label: string;
  options: readonly { value: string; label: string }[];
  choose?: string;
  props: StepFieldsProps;
}) {
  return (
    <Field id={id} label={label} error={props.errors[id]}>
      <select {...textProps(id, props)} onChange={(event) => props.onChange(id, event.target.value)}>
        {choose !== undefined && <option value="">{choose}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Field>
  );
}

/** One added driver or vehicle: a group with its title and its Remove button. */
function ListEntry({
  title,
  remove,
  removeLabel,
  children,
  marker,
}: {
  title: string;
  remove: string;
  removeLabel: string;
  children: ReactNode;
  marker: string;
}) {
  return (
    <fieldset className="rounded-xl border border-slate-200 p-4 sm:p-5" data-household-entry={marker}>
      {/* The legend first, so it names the group; floated, so the Remove button shares its line. */}
      <legend className="float-left flex min-h-11 items-center text-base font-bold text-navy-900">{title}</legend>
      <button
        type="submit"
        name="intent"
        value={remove}
        formNoValidate
        className="float-right inline-flex min-h-11 items-center gap-1.5 rounded-lg px-3 text-sm font-semibold text-red-700 underline-offset-2 hover:bg-red-50 hover:underline"
      >
        <Trash2 aria-hidden="true" className="h-4 w-4" />
        {removeLabel}
      </button>
      <div className="clear-both mt-3 grid gap-5 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}

function AddButton({ intent, label }: { intent: "add-driver" | "add-vehicle"; label: string }) {
  return (
    <button type="submit" name="intent" value={intent} formNoValidate className="button-secondary w-full sm:w-auto">
      <Plus aria-hidden="true" className="h-4 w-4" />
      {label}
    </button>
  );
}

/** A vehicle's use and tires, asked once the household has more than one driver or vehicle. */
function VehicleUse({ index, props }: { index: 0 | 1 | 2; props: StepFieldsProps }) {
  const t = useTranslate();
  const use: HouseholdTextField = `vehicles.${index}.use`;
  const km: HouseholdTextField = `vehicles.${index}.commuteKm`;
  const tires: HouseholdBooleanField = `vehicles.${index}.winterTires`;
  const useLabels: Record<(typeof VEHICLE_USES)[number], MessageKey> = {
    commute: "quoteSteps.household.useCommute",
    pleasure: "quoteSteps.household.usePleasure",
  };
  return (
    <>
      <ChoiceAnswer
        id={use}
        label={t("quoteSteps.household.use")}
        choose={t("quoteSteps.household.useChoose")}
        options={VEHICLE_USES.map((value) => ({ value, label: t(useLabels[value]) }))}
        props={props}
      />
      {props.draft[use] === "commute" ? (
        <NumberAnswer
          id={km}
          label={t("quoteSteps.household.commuteKm")}
          max={HOUSEHOLD_LIMITS.commuteKmMax}
          props={props}
        />
      ) : (
        <div className="hidden sm:block" />
      )}
      <div className="flex items-center gap-3 sm:col-span-2">
        <input
          id={tires}
          name={tires}
          type="checkbox"
          checked={props.draft[tires]}
          onChange={(event) => props.onChange(tires, event.target.checked)}
          className="h-5 w-5 shrink-0 rounded border-slate-400 accent-maple-600"
        />
        <label htmlFor={tires} className="text-sm font-semibold text-slate-800">
          {t("quoteSteps.household.winterTires")}
        </label>
      </div>
    </>
  );
}

/**
 * The vehicle step's household part: the first vehicle's use (once there is more than one driver or
 * vehicle), each added vehicle, and "Add a vehicle".
 */
export function HouseholdVehicles({ props }: { props: StepFieldsProps }) {
  const t = useTranslate();
  if (props.draft.category !== "car") return null;
  const isHousehold = isHouseholdDraft(props.draft);
  const years: { value: string; label: string }[] = [];
  for (let year = props.currentYear + 1; year >= QUOTE_LIMITS.vehicleYearMin; year -= 1) {
    years.push({ value: String(year), label: String(year) });
  }
  return (
    <div className="space-y-5" data-household="vehicles">
      {isHousehold && (
        <div className="grid gap-5 sm:grid-cols-2">
          <VehicleUse index={0} props={props} />
        </div>
      )}
      {addedVehicles(props.draft).map((index) => (
        <ListEntry
          key={index}
          marker={`vehicle-${index + 1}`}
          title={t("quoteSteps.household.vehicleTitle", { number: index + 1 })}
          remove={`remove-vehicle:${index}`}
          removeLabel={t("quoteSteps.household.removeVehicle", { number: index + 1 })}
        >
          <div className="sm:col-span-2">
            <ChoiceAnswer
              id={`vehicles.${index}.year`}
              label={t("quoteSteps.field.vehicleYear")}
              choose={t("quoteSteps.field.vehicleYearChoose")}
              options={years}
              props={props}
            />
          </div>
          <TextAnswer
            id={`vehicles.${index}.make`}
            label={t("quoteSteps.field.vehicleMake")}
            max={QUOTE_LIMITS.makeMax}
            props={props}
          />
          <TextAnswer
            id={`vehicles.${index}.model`}
            label={t("quoteSteps.field.vehicleModel")}
            max={QUOTE_LIMITS.modelMax}
            props={props}
          />
          <div className="sm:col-span-2">
            <TextAnswer
              id={`vehicles.${index}.trim`}
              label={t("quoteSteps.field.vehicleTrim")}
              max={QUOTE_LIMITS.trimMax}
              optional
              props={props}
            />
          </div>
          <VehicleUse index={index} props={props} />
        </ListEntry>
      ))}
      {vehicleCount(props.draft) < HOUSEHOLD_LIMITS.vehiclesMax && (
        <AddButton intent="add-vehicle" label={t("quoteSteps.household.addVehicle")} />
      )}
    </div>
  );
}

/** "Vehicle 2 (2016 Mazda 3)": how the driver step names a vehicle it asks about. */
function vehicleLabel(props: StepFieldsProps, index: number, t: ReturnType<typeof useTranslate>): string {
  const draft = props.draft;
  const parts =
    index === 0
      ? [draft.vehicleYear, draft.vehicleMake, draft.vehicleModel]
      : [
          draft[`vehicles.${index as 1 | 2}.year`],
          draft[`vehicles.${index as 1 | 2}.make`],
          draft[`vehicles.${index as 1 | 2}.model`],
        ];
  const name = parts
    .map((part) => part.trim())
    .filter(Boolean)
    .join(" ");
  return t(name ? "quoteSteps.household.vehicleNamed" : "quoteSteps.household.vehicleTitle", {
    number: index + 1,
    name,
  });
}

/**
 * The driver step's household part: each added driver, "Add a driver", and once there are several
 * drivers, who drives each vehicle most (preset to the driver of the same place, so nothing more is
 * required).
 */
export function HouseholdDrivers({ props }: { props: StepFieldsProps }) {
  const t = useTranslate();
  if (props.draft.category !== "car") return null;
  const drivers = driverCount(props.draft);
  const driverOptions = Array.from({ length: drivers }, (_, index) => {
    const age = index === 0 ? props.draft.driverAge : props.draft[`drivers.${index as 1 | 2 | 3}.age`];
    return {
      value: String(index),
      label: t(age.trim() ? "quoteSteps.household.driverAged" : "quoteSteps.household.driverTitle", {
        number: index + 1,
        age: age.trim(),
      }),
    };
  });
  return (
    <div className="space-y-5" data-household="drivers">
      {addedDrivers(props.draft).map((index) => (
        <ListEntry
          key={index}
          marker={`driver-${index + 1}`}
          title={t("quoteSteps.household.driverTitle", { number: index + 1 })}
          remove={`remove-driver:${index}`}
          removeLabel={t("quoteSteps.household.removeDriver", { number: index + 1 })}
        >
          <NumberAnswer
            id={`drivers.${index}.age`}
            label={t("quoteSteps.household.age")}
            max={QUOTE_FORM_LIMITS.driverAgeMax}
            props={props}
          />
          <NumberAnswer
            id={`drivers.${index}.yearsLicensed`}
            label={t("quoteSteps.field.yearsLicensed")}
            max={QUOTE_LIMITS.yearsLicensedMax}
            props={props}
          />
          <NumberAnswer
            id={`drivers.${index}.ticketsLast3y`}
            label={t("quoteSteps.field.tickets")}
            max={QUOTE_LIMITS.ticketsMax}
            props={props}
          />
          <NumberAnswer
            id={`drivers.${index}.accidentsLast6y`}
            label={t("quoteSteps.field.accidents")}
            max={QUOTE_LIMITS.accidentsMax}
            props={props}
          />
        </ListEntry>
      ))}
      {drivers < HOUSEHOLD_LIMITS.driversMax && (
        <div>
          <AddButton intent="add-driver" label={t("quoteSteps.household.addDriver")} />
          <p className="mt-2 text-sm text-slate-600">{t("quoteSteps.household.addDriverHint")}</p>
        </div>
      )}
      {drivers > 1 && (
        <fieldset className="rounded-xl border border-slate-200 p-4 sm:p-5" data-household="principal-drivers">
          <legend className="float-left text-base font-bold text-navy-900">
            {t("quoteSteps.household.principalTitle")}
          </legend>
          <p className="clear-both pt-1 text-sm text-slate-600">{t("quoteSteps.household.principalHint")}</p>
          <div className="mt-3 grid gap-5 sm:grid-cols-2">
            {Array.from({ length: vehicleCount(props.draft) }, (_, index) => {
              const id: HouseholdTextField = `vehicles.${index as 0 | 1 | 2}.principalDriver`;
              return (
                <ChoiceAnswer
                  key={id}
                  id={id}
                  label={vehicleLabel(props, index, t)}
                  options={driverOptions}
                  props={{ ...props, draft: { ...props.draft, [id]: principalDriverOf(props.draft, index) } }}
                />
              );
            })}
          </div>
        </fieldset>
      )}
    </div>
  );
}
