import type { ReactNode } from "react";

export const inputClass =
  "mt-1.5 block w-full rounded-lg border border-slate-300 bg-white px-3.5 py-2.5 text-base text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-maple-600 focus:outline-none focus:ring-2 focus:ring-maple-600/30 aria-[invalid=true]:border-red-600";

/** The ids a control's aria-describedby should name: its hint and its error, when shown. */
export function describedBy(id: string, options: { hint?: boolean; error?: string | undefined }): string | undefined {
  const ids = [options.hint ? `${id}-hint` : "", options.error ? `${id}-error` : ""].filter(Boolean);
  return ids.length ? ids.join(" ") : undefined;
}

/** A labelled form control with an optional hint and its error message underneath. */
export function Field({
  id,
  label,
  hint,
  error,
  children,
}: {
  id: string;
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
  children: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        {label}
      </label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="mt-1.5 text-sm text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1.5 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
