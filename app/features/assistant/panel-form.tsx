import type { FormEvent, ReactNode } from "react";

/**
 * A form in the assistant's panel (a message to us, a policy upload): its title and intro, then
 * labelled controls one under the other. Each control is the caller's own; only the frame is shared.
 */
export function PanelForm({
  title,
  intro,
  onSubmit,
  noValidate = false,
  children,
}: {
  title: string;
  intro: string;
  onSubmit: (event: FormEvent) => void;
  /** The caller checks its fields itself and says what is wrong in the panel's words. */
  noValidate?: boolean;
  children: ReactNode;
}) {
  return (
    <form onSubmit={onSubmit} noValidate={noValidate} className="flex flex-1 flex-col overflow-y-auto p-5">
      <h3 className="text-lg font-semibold">{title}</h3>
      <p className="mt-1 text-sm text-slate-700">{intro}</p>
      {children}
    </form>
  );
}

/** A control's label in a panel form (the first one stands further from the intro). */
export function PanelLabel({
  htmlFor,
  first = false,
  children,
}: {
  htmlFor: string;
  first?: boolean;
  children: ReactNode;
}) {
  return (
    <label htmlFor={htmlFor} className={`${first ? "mt-4" : "mt-3"} block text-sm font-medium text-slate-900`}>
      {children}
    </label>
  );
}

/** A refusal in a panel form, in the visitor's words. */
export function PanelProblem({ text, className = "mt-3" }: { text: string | null; className?: string }) {
  if (!text) return null;
  return (
    <p role="alert" className={`${className} rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-800`}>
      {text}
    </p>
  );
}
