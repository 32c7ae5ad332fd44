import { DEFAULT_COVERAGE } from "../../../core/shared/quote-form-fields";
import type { CoverageChange } from "../../../core/shared/quote-form";
import { provinceName } from "../../../core/shared/provinces";
import { categoryTitle } from "../../../core/shared/insurance-categories";
import type { MessageKey } from "../../../core/i18n/messages-en";
import { useTranslate, useLanguage } from "../../i18n/use-translate";
import { formatCad } from "../../lib/format-money";
import type { StepId, WizardDraft } from "../../../core/shared/quote-draft";
import {
  addedDrivers,
  addedVehicles,
  isHouseholdDraft,
  principalDriverOf,
} from "../../../core/shared/quote-draft-household";
import "../../../core/i18n/messages/quote-steps";

/** A household's vehicles and drivers, one line each (issue 25), in place of the single vehicle and driver. */
function householdSections(draft: WizardDraft, t: ReturnType<typeof useTranslate>): ReviewSection[] {
  const vehicles = [
    [draft.vehicleYear, draft.vehicleMake, draft.vehicleModel, draft.vehicleTrim],
    ...addedVehicles(draft).map((index) => [
      draft[`vehicles.${index}.year`],
      draft[`vehicles.${index}.make`],
      draft[`vehicles.${index}.model`],
      draft[`vehicles.${index}.trim`],
    ]),
  ];
  const drivers = [
    [draft.driverAge, draft.yearsLicensed, draft.ticketsLast3y, draft.accidentsLast6y],
    ...addedDrivers(draft).map((index) =>
      (["age", "yearsLicensed", "ticketsLast3y", "accidentsLast6y"] as const).map(
        (answer) => draft[`drivers.${index}.${answer}`],
      ),
    ),
  ];
  return [
    {
      title: "quoteSteps.review.vehicles",
      step: "vehicle",
      wide: true,
      rows: vehicles.map((parts, index) => ({
        label: "quoteSteps.household.vehicleTitle",
        params: { number: index + 1 },
        value: t("quoteSteps.review.vehicleLine", {
          name: parts
            .map((part) => part.trim())
            .filter(Boolean)
            .join(" "),
          driver: Number(principalDriverOf(draft, index)) + 1,
        }),
      })),
    },
    {
      title: "quoteSteps.review.drivers",
      step: "driver",
      wide: true,
      rows: drivers.map(([age = "", years = "", tickets = "", accidents = ""], index) => ({
        label: "quoteSteps.household.driverTitle",
        params: { number: index + 1 },
        value: t("quoteSteps.review.driverLine", { age, years, tickets, accidents }),
      })),
    },
  ];
}

interface ReviewSection {
  title: MessageKey;
  step: StepId;
  rows: { label: MessageKey; params?: Record<string, string | number>; value: string }[];
  note?: MessageKey;
  /** One row a line (a household's vehicles and drivers), not four to a row. */
  wide?: boolean;
}

/**
 * Review Your Information: the sections the spec lists, each with a way back to its step (a button of
 * the wizard's form, `intent=edit:<step>`, that works with and without JavaScript).
 */
export function ReviewSummary({
  draft,
  coverage,
}: {
  draft: WizardDraft;
  /** Coverage carried in from the visitor's policy; our defaults otherwise. */
  coverage?: CoverageChange | null;
}) {
  const chosen = coverage ?? DEFAULT_COVERAGE;
  const t = useTranslate();
  const language = useLanguage();
  const yesNo = (value: boolean) => (value ? t("quoteSteps.yes") : t("quoteSteps.no"));
  const postalArea = draft.postalCode.replace(/\s+/g, "").slice(0, 3).toUpperCase();
  const sections: ReviewSection[] = [
    {
      title: "quoteSteps.review.location",
      step: "type",
      rows: [
        {
          label: "quoteSteps.review.insuranceType",
          value: draft.category ? categoryTitle(draft.category, language) : "",
        },
        { label: "quoteSteps.review.province", value: provinceName(draft.province, language) },
        { label: "quoteSteps.review.postalArea", value: postalArea },
        ...(draft.city.trim() ? [{ label: "quoteSteps.review.city" as const, value: draft.city.trim() }] : []),
      ],
    },
  ];
  if (draft.category === "car" && isHouseholdDraft(draft)) {
    sections.push(...householdSections(draft, t));
  }
  if (draft.category === "car") {
    sections.push(
      ...(isHouseholdDraft(draft)
        ? []
        : ([
            {
              title: "quoteSteps.review.vehicle",
              step: "vehicle",
              rows: [
                { label: "quoteSteps.review.year", value: draft.vehicleYear },
                { label: "quoteSteps.review.make", value: draft.vehicleMake.trim() },
                {
                  label: "quoteSteps.review.model",
                  value: [draft.vehicleModel.trim(), draft.vehicleTrim.trim()].filter(Boolean).join(" "),
                },
              ],
            },
            {
              title: "quoteSteps.review.driverHistory",
              step: "driver",
              rows: [
                { label: "quoteSteps.review.age", value: draft.driverAge },
                { label: "quoteSteps.review.yearsLicensed", value: draft.yearsLicensed },
                { label: "quoteSteps.review.tickets", value: draft.ticketsLast3y },
                { label: "quoteSteps.review.accidents", value: draft.accidentsLast6y },
              ],
            },
          ] satisfies ReviewSection[])),
      {
        title: "quoteSteps.review.coverage",
        step: "driver",
        rows: [
          { label: "quoteSteps.review.liability", value: formatCad(Number(chosen.liabilityLimit), language) },
          { label: "quoteSteps.review.collision", value: yesNo(chosen.collision) },
          { label: "quoteSteps.review.comprehensive", value: yesNo(chosen.comprehensive) },
          { label: "quoteSteps.review.deductible", value: formatCad(chosen.deductible, language) },
        ],
        note: coverage ? "quoteSteps.review.coverageFromPolicy" : "quoteSteps.review.coverageNote",
      },
    );
    // Home and car together (issue 25): the home at this address, asked on the driver step.
    if (draft.bundleHome) {
      sections.push({
        title: "quoteSteps.review.bundleHome",
        step: "driver",
        rows: [{ label: "quoteSteps.review.homeAge", value: draft.homeAge }],
      });
    }
  } else if (draft.category === "home") {
    sections.push({
      title: "quoteSteps.review.home",
      step: "details",
      rows: [{ label: "quoteSteps.review.homeAge", value: draft.homeAge }],
    });
  } else {
    sections.push({
      title: "quoteSteps.review.about",
      step: "details",
      rows: [{ label: "quoteSteps.review.age", value: draft.driverAge }],
    });
  }
  return (
    <div className="space-y-4">
      {sections.map((section) => {
        const editable = section.title !== "quoteSteps.review.coverage";
        return (
          <section key={section.title} className="rounded-lg border border-slate-200 p-4">
            <div className="flex items-center justify-between gap-3">
              <h3 className="font-semibold text-slate-900">{t(section.title)}</h3>
              {editable && (
                <button
                  type="submit"
                  name="intent"
                  value={`edit:${section.step}`}
                  className="min-h-11 rounded px-2 text-sm font-semibold text-maple-700 underline underline-offset-2 hover:text-maple-800"
                >
                  {t("quoteSteps.edit")}
                  <span className="sr-only"> {t(section.title)}</span>
                </button>
              )}
            </div>
            <dl
              className={`mt-2 grid gap-x-4 gap-y-1.5 text-[15px] ${section.wide ? "grid-cols-1" : "grid-cols-2 sm:grid-cols-4"}`}
            >
              {section.rows.map((row, index) => (
                <div key={index}>
                  <dt className="text-sm text-slate-600">{t(row.label, row.params)}</dt>
                  <dd className="font-medium text-slate-900">{row.value}</dd>
                </div>
              ))}
            </dl>
            {section.note && <p className="mt-2 text-sm text-slate-600">{t(section.note)}</p>}
          </section>
        );
      })}
    </div>
  );
}
