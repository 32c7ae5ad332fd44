import { useTranslate } from "../../i18n/use-translate";
import "../../../core/i18n/messages/home";

const STEPS = [
  { titleKey: "home.step1Title", textKey: "home.step1Text" },
  { titleKey: "home.step2Title", textKey: "home.step2Text" },
  { titleKey: "home.step3Title", textKey: "home.step3Text" },
] as const;

/** The three-step explainer shared by the home page and the province pages. */
export function HowItWorksSteps() {
  const t = useTranslate();
  return (
    <ol className="mt-8 grid gap-6 md:grid-cols-3">
      {STEPS.map((step, index) => (
        <li key={step.titleKey} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
          <span className="flex h-10 w-10 items-center justify-center rounded-full bg-maple-600 font-bold text-white">
            {index + 1}
          </span>
          <h3 className="mt-4 text-lg font-semibold">{t(step.titleKey)}</h3>
          <p className="mt-2 leading-relaxed text-slate-600">{t(step.textKey)}</p>
        </li>
      ))}
    </ol>
  );
}
