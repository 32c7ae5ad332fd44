import { DEFAULT_COVERAGE } from "../../../core/shared/quote-form-fields";
import type { CoverageChange } from "../../../core/shared/quote-form";
import { findProvinceByCode } from "../../../core/shared/provinces";
import { INSURANCE_CATEGORIES } from "../../../core/shared/insurance-categories";
import type { MessageKey } from "../../../core/i18n/messages-en";
import { useTranslate } from "../../i18n/use-translate";
import { formatCad } from "../../lib/format-money";
import type { StepId, WizardDraft } from "../../../core/shared/quote-draft";
import "../../../core/i18n/messages/quotes";

interface ReviewSection {
  title: MessageKey;
  step: StepId;
  rows: { label: MessageKey; value: string }[];
  note?: MessageKey;
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
  const yesNo = (value: boolean) => (value ? t("quotes.yes") : t("quotes.no"));
  const postalArea = draft.postalCode.replace(/\s+/g, "").slice(0, 3).toUpperCase();
  const sections: ReviewSection[] = [
    {
      title: "quotes.review.location",
      step: "type",
      rows: [
        {
          label: "quotes.review.insuranceType",
          value: INSURANCE_CATEGORIES.find((item) => item.slug === draft.category)?.title ?? "",
        },
        { label: "quotes.review.province", value: findProvinceByCode(draft.province)?.name ?? "" },
        { label: "quotes.review.postalArea", value: postalArea },
        ...(draft.city.trim() ? [{ label: "quotes.review.city" as const, value: draft.city.trim() }] : []),
      ],
    },
  ];
  if (draft.category === "car") {
    sections.push(
      {
        title: "quotes.review.vehicle",
        step: "vehicle",
        rows: [
          { label: "quotes.review.year", value: draft.vehicleYear },
          { label: "quotes.review.make", value: draft.vehicleMake.trim() },
          {
            label: "quotes.review.model",
            value: [draft.vehicleModel.trim(), draft.vehicleTrim.trim()].filter(Boolean).join(" "),
          },
        ],
      },
      {
        title: "quotes.review.driverHistory",
        step: "driver",
        rows: [
          { label: "quotes.review.age", value: draft.driverAge },
          { label: "quotes.review.yearsLicensed", value: draft.yearsLicensed },
          { label: "quotes.review.tickets", value: draft.ticketsLast3y },
          { label: "quotes.review.accidents", value: draft.accidentsLast6y },
        ],
      },
      {
        title: "quotes.review.coverage",
        step: "driver",
        rows: [
          { label: "quotes.review.liability", value: formatCad(Number(chosen.liabilityLimit)) },
          { label: "quotes.review.collision", value: yesNo(chosen.collision) },
          { label: "quotes.review.comprehensive", value: yesNo(chosen.comprehensive) },
          { label: "quotes.review.deductible", value: formatCad(chosen.deductible) },
        ],
        note: coverage ? "quotes.review.coverageFromPolicy" : "quotes.review.coverageNote",
      },
    );
  } else if (draft.category === "home") {
    sections.push({
      title: "quotes.review.home",
      step: "details",
      rows: [{ label: "quotes.review.homeAge", value: draft.homeAge }],
    });
  } else {
    sections.push({
      title: "quotes.review.about",
      step: "details",
      rows: [{ label: "quotes.review.age", value: draft.driverAge }],
    });
  }
  return (
    <div className="space-y-4">
      {sections.map((section) => {
        const editable = section.title !== "quotes.review.coverage";
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
                  {t("quotes.edit")}
                  <span className="sr-only"> {t(section.title)}</span>
                </button>
              )}
            </div>
            <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1.5 text-[15px] sm:grid-cols-4">
              {section.rows.map((row) => (
                <div key={row.label}>
                  <dt className="text-sm text-slate-600">{t(row.label)}</dt>
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
