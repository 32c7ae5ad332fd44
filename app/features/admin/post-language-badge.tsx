import { POST_LANGUAGE_NAMES } from "../../../core/content/post-translation";
import type { Language } from "../../../core/i18n/languages";
import { StatusPill } from "./status-pill";

/** A post's language in the staff list, and whether it is linked to its translation (staff words stay English). */
export function PostLanguageBadge({ language, hasTranslation }: { language: Language; hasTranslation: boolean }) {
  return (
    <span className="inline-flex flex-wrap items-center gap-x-2 gap-y-1">
      <StatusPill data-language={language} tone="slate">
        {POST_LANGUAGE_NAMES[language]}
      </StatusPill>
      {hasTranslation && <span className="text-xs text-slate-600">Translated</span>}
    </span>
  );
}
