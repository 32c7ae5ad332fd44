import type { HTMLAttributes } from "react";

/** Green for done, yellow for waiting on someone, grey otherwise: the staff screens' status colours. */
const TONE_CLASSES = {
  green: "bg-green-100 text-green-800 ring-green-600/30",
  yellow: "bg-yellow-100 text-yellow-800 ring-yellow-600/30",
  slate: "bg-slate-100 text-slate-700 ring-slate-500/30",
} as const;

export type StatusTone = keyof typeof TONE_CLASSES;

/** A small rounded status label (a post's status, a privacy request's). */
export function StatusPill({
  tone,
  ...spanProps
}: Omit<HTMLAttributes<HTMLSpanElement>, "className"> & { tone: StatusTone }) {
  return (
    <span
      {...spanProps}
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${TONE_CLASSES[tone]}`}
    />
  );
}
