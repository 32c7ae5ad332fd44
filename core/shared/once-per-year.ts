/**
 * A schema whose rules move with the calendar year (the newest allowed vehicle year), built once per
 * year and then reused: building a zod schema costs far more than checking a form with it.
 */
export function oncePerYear<Value>(build: (currentYear: number) => Value): (currentYear: number) => Value {
  const built = new Map<number, Value>();
  return (currentYear) => {
    let value = built.get(currentYear);
    if (value === undefined) {
      value = build(currentYear);
      built.set(currentYear, value);
    }
    return value;
  };
}
