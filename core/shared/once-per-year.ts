import { currentLanguage } from "../i18n/translate";
/**
 * A schema whose rules move with the calendar year (the newest allowed vehicle year), built once per
 * year and then reused: building a zod schema costs far more than checking a form with it.
 */
export function oncePerYear<Value>(build: (currentYear: number) => Value): (currentYear: number) => Value {
  const built = new Map<string, Value>();
  return (currentYear) => {
    // Its messages are in the language `t` answers in now (the request's, decision 0035): one per language.
    const key = `${currentYear}:${currentLanguage()}`;
    let value = built.get(key);
    if (value === undefined) {
      value = build(currentYear);
      built.set(key, value);
    }
    return value;
  };
}
