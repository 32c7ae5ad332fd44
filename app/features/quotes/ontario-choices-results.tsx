import type { CoverageChoiceEffect } from "../../../core/pricing/estimate-premium";
import { useLanguage, useTranslate } from "../../i18n/use-translate";
import { formatSignedCad } from "../../lib/format-money";
import "../../../core/i18n/messages/ontario-choices";

type Translate = ReturnType<typeof useTranslate>;

/** A choice's name inside a sentence: the benefit's, lower-cased, or "DCPD" as it is written. */
function choiceName(t: Translate, key: CoverageChoiceEffect["key"]): string {
  if (key === "dcpd") return t("ontarioChoices.leftOut.dcpd");
  const name = t(`ontarioChoices.benefit.${key}`);
  return name.charAt(0).toLowerCase() + name.slice(1);
}

/**
 * The results' note on Ontario's coverage choices (decision 0060): the standard package, or what was
 * left out and what that took off. Null for sessions priced before the choices existed.
 */
export function useOntarioChoicesNote(choices: readonly CoverageChoiceEffect[] | undefined): string | null {
  const t = useTranslate();
  const language = useLanguage();
  if (!choices) return null;
  if (choices.length === 0) return t("ontarioChoices.results.standard");
  const total = choices.reduce((sum, choice) => sum + choice.change, 0);
  return t("ontarioChoices.results.changed", {
    choices: choices.map((choice) => choiceName(t, choice.key)).join(", "),
    change: formatSignedCad(total, language),
  });
}

/** "Why this price": each choice left out and what it took off, or the standard package. */
export function OntarioChoicesWhy({ choices }: { choices: readonly CoverageChoiceEffect[] | undefined }) {
  const t = useTranslate();
  const language = useLanguage();
  if (!choices) return null;
  return (
    <div className="mt-4 border-t border-slate-200 pt-3" data-ontario-choices-why>
      <h3 className="text-sm font-semibold text-slate-800">{t("ontarioChoices.why.title")}</h3>
      <ul className="mt-1.5 space-y-1.5 text-sm text-slate-700">
        {choices.length === 0 && <li>{t("ontarioChoices.why.standard")}</li>}
        {choices.map((choice) => (
          <li key={choice.key} className="flex items-start gap-2.5">
            <span className="mt-0.5 inline-flex min-w-14 justify-center rounded-full bg-green-50 px-2 py-0.5 text-xs font-bold text-green-800">
              {formatSignedCad(choice.change, language)}
            </span>
            <span>
              {choice.key === "dcpd"
                ? t("ontarioChoices.why.dcpd")
                : t("ontarioChoices.why.benefit", { benefit: t(`ontarioChoices.benefit.${choice.key}`) })}
            </span>
          </li>
        ))}
        <li>{t("ontarioChoices.why.mandatory")}</li>
      </ul>
    </div>
  );
}
