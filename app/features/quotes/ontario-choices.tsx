import { Check, ChevronDown } from "lucide-react";
import { useMemo, useState } from "react";
import { draftChoiceEffects } from "../../../core/pricing/draft-choice-effects";
import { PATHS } from "../../../core/shared/paths";
import type { CoverageChange } from "../../../core/shared/quote-form";
import type { WizardDraft } from "../../../core/shared/quote-draft";
import {
  CHOICE_KEEP,
  CHOICE_OUT,
  leftOutChoices,
  type OntarioChoiceField,
} from "../../../core/shared/quote-draft-ontario";
import {
  ONTARIO_MANDATORY_BENEFITS,
  ONTARIO_OPTIONAL_BENEFITS,
  type OntarioCoverageChoice,
} from "../../../core/shared/quote-request-fields";
import type { Language } from "../../../core/i18n/languages";
import { useLanguage, useLocalizePath, useTranslate } from "../../i18n/use-translate";
import { formatSignedCad } from "../../lib/format-money";
import type { StepFieldsProps } from "./wizard-fields";
import "../../../core/i18n/messages/ontario-choices";

/** The article that explains the July 2026 change, in each language. */
const ARTICLE: Record<Language, string> = {
  en: "ontario-auto-insurance-changes-july-2026",
  fr: "changements-assurance-auto-ontario-juillet-2026",
};

/** The whole of the choices' effect: the sum of what each choice left out takes off. */
function totalChange(out: readonly OntarioCoverageChoice[], effects: Record<OntarioCoverageChoice, number> | null) {
  return effects ? out.reduce((total, choice) => total + effects[choice], 0) : null;
}

/** Keep or leave out one choice: two radio buttons posted with the form, with or without JavaScript. */
function KeepOrLeaveOut({
  choice,
  draft,
  onChange,
  keepLabel,
  outLabel,
}: {
  choice: OntarioCoverageChoice;
  draft: WizardDraft;
  onChange: StepFieldsProps["onChange"];
  keepLabel: string;
  outLabel: string;
}) {
  const field: OntarioChoiceField = `choice.${choice}`;
  const out = draft[field] === CHOICE_OUT;
  const radio = (value: string, label: string, checked: boolean) => (
    <label className="flex min-h-11 items-center gap-2.5 text-[15px] font-medium text-slate-800">
      <input
        type="radio"
        name={field}
        value={value}
        checked={checked}
        onChange={() => onChange(field, value)}
        className="h-5 w-5 shrink-0 accent-maple-600"
      />
      {label}
    </label>
  );
  return (
    <div className="mt-1 flex flex-wrap gap-x-6">
      {radio(CHOICE_KEEP, keepLabel, !out)}
      {radio(CHOICE_OUT, outLabel, out)}
    </div>
  );
}

/**
 * Ontario's optional accident benefits and the direct compensation opt-out (issue 25, decision
 * 0060), folded on the review screen of an Ontario car quote: the standard package is chosen, so a
 * visitor who opens nothing is priced as before. Each choice says what it covers, whom it can
 * matter to (information, never advice) and what leaving it out takes off this visitor's estimate.
 */
export function OntarioChoices({
  draft,
  onChange,
  currentYear,
  coverage,
}: Pick<StepFieldsProps, "draft" | "onChange" | "currentYear"> & { coverage: CoverageChange | null | undefined }) {
  const t = useTranslate();
  const language = useLanguage();
  const localize = useLocalizePath();
  const effects = useMemo(() => draftChoiceEffects(draft, currentYear, coverage), [draft, currentYear, coverage]);
  const out = leftOutChoices(draft);
  // Opened when the visitor has already left something out (a page drawn again by the server).
  const [openAtFirst] = useState(out.length > 0);
  if (draft.category !== "car" || draft.province !== "ON") return null;
  const money = (amount: number) => formatSignedCad(amount, language);
  const total = totalChange(out, effects);
  const summary =
    out.length === 0
      ? t("ontarioChoices.summaryStandard")
      : t(out.length === 1 ? "ontarioChoices.summaryChangedOne" : "ontarioChoices.summaryChanged", {
          count: out.length,
          change: total === null ? "" : money(total),
        });
  const collision = coverage?.collision ?? true;
  return (
    <details className="group rounded-lg border border-slate-200" data-ontario-choices open={openAtFirst || undefined}>
      <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-3 px-4 py-3 [&::-webkit-details-marker]:hidden">
        <span className="min-w-0">
          <span className="block font-semibold text-navy-900">{t("ontarioChoices.title")}</span>
          <span className="block text-sm text-slate-700" data-choices-summary>
            {summary}
          </span>
        </span>
        <ChevronDown
          aria-hidden="true"
          className="h-5 w-5 shrink-0 text-slate-600 transition-transform group-open:rotate-180 motion-reduce:transition-none"
        />
      </summary>
      <div className="space-y-4 border-t border-slate-200 px-4 pb-4 pt-3 text-sm leading-relaxed text-slate-700">
        <p>{t("ontarioChoices.intro")}</p>
        <p>
          {t("ontarioChoices.notAdvice")}{" "}
          <a
            href={localize(PATHS.blogPost(ARTICLE[language]))}
            className="font-medium text-maple-700 underline underline-offset-2"
          >
            {t("ontarioChoices.learnMore")}
          </a>
        </p>
        <div>
          <h4 className="font-semibold text-slate-900">{t("ontarioChoices.included")}</h4>
          <ul className="mt-1 space-y-1">
            {ONTARIO_MANDATORY_BENEFITS.map((benefit) => (
              <li key={benefit} className="flex items-center gap-2">
                <Check aria-hidden="true" className="h-4 w-4 text-green-700" />
                {t(`ontarioChoices.mandatory.${benefit}`)}
              </li>
            ))}
          </ul>
        </div>
        <h4 className="font-semibold text-slate-900">{t("ontarioChoices.optionalTitle")}</h4>
        {ONTARIO_OPTIONAL_BENEFITS.map((benefit) => (
          <fieldset key={benefit} className="space-y-1 border-t border-slate-100 pt-3" data-choice={benefit}>
            <legend className="float-left w-full font-semibold text-slate-900">
              {t(`ontarioChoices.benefit.${benefit}`)}
            </legend>
            <p className="clear-both pt-1">
              <span className="font-medium text-slate-800">{t("ontarioChoices.covers")}</span>{" "}
              {t(`ontarioChoices.covers.${benefit}`)}
            </p>
            <p>
              <span className="font-medium text-slate-800">{t("ontarioChoices.whoFor")}</span>{" "}
              {t(`ontarioChoices.whoFor.${benefit}`)}
            </p>
            <KeepOrLeaveOut
              choice={benefit}
              draft={draft}
              onChange={onChange}
              keepLabel={t("ontarioChoices.keep")}
              outLabel={
                effects
                  ? t("ontarioChoices.leaveOutChange", { change: money(effects[benefit]) })
                  : t("ontarioChoices.leaveOut")
              }
            />
          </fieldset>
        ))}
        <fieldset className="space-y-1 border-t border-slate-200 pt-3" data-choice="dcpd">
          <legend className="float-left w-full font-semibold text-slate-900">{t("ontarioChoices.dcpdTitle")}</legend>
          <p className="clear-both pt-1">
            <span className="font-medium text-slate-800">{t("ontarioChoices.covers")}</span>{" "}
            {t("ontarioChoices.dcpd.covers")}
          </p>
          <p>{t("ontarioChoices.dcpd.givesUp")}</p>
          <p>
            {t("ontarioChoices.dcpd.whoFor")} {collision ? t("ontarioChoices.dcpd.withCollision") : ""}
          </p>
          <KeepOrLeaveOut
            choice="dcpd"
            draft={draft}
            onChange={onChange}
            keepLabel={t("ontarioChoices.dcpdKeep")}
            outLabel={
              effects
                ? t("ontarioChoices.dcpdLeaveOutChange", { change: money(effects.dcpd) })
                : t("ontarioChoices.dcpdLeaveOut")
            }
          />
        </fieldset>
        <p className="font-medium text-slate-900" aria-live="polite" data-choices-total>
          {out.length === 0 || total === null
            ? t("ontarioChoices.totalNone")
            : t("ontarioChoices.total", { change: money(total) })}
        </p>
      </div>
    </details>
  );
}
