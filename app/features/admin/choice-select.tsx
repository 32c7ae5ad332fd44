import type { SelectHTMLAttributes } from "react";
import type { MessageKey } from "../../../core/i18n/messages-en";
import { inputClass } from "../../components/ui/form-field";
import { useTranslate } from "../../i18n/use-translate";

/** A select of fixed choices in the order given, each shown by its message, after an optional 'none' choice (""). */
export function ChoiceSelect<Choice extends string>({
  choices,
  labelKeys,
  noneLabel,
  ...selectProps
}: Omit<SelectHTMLAttributes<HTMLSelectElement>, "children"> & {
  choices: readonly Choice[];
  labelKeys: Readonly<Record<Choice, MessageKey>>;
  noneLabel?: MessageKey;
}) {
  const t = useTranslate();
  return (
    <select className={inputClass} {...selectProps}>
      {noneLabel !== undefined && <option value="">{t(noneLabel)}</option>}
      {choices.map((choice) => (
        <option key={choice} value={choice}>
          {t(labelKeys[choice])}
        </option>
      ))}
    </select>
  );
}
