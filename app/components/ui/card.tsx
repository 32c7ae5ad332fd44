import type { ReactNode } from "react";
import { TitledSection } from "./titled-section";

/** Padding and heading size: a page's main panel, the panels under it, a side panel. */
const SIZES = {
  large: ["p-6 sm:p-8", "text-2xl"],
  medium: ["p-6 sm:p-8", "text-xl"],
  small: ["p-5", "text-lg"],
} as const;

/** A white card under its own heading, which names it for assistive technology. */
export function Card({
  id,
  title,
  size = "large",
  className = "",
  children,
}: {
  id: string;
  title: ReactNode;
  size?: keyof typeof SIZES;
  className?: string;
  children?: ReactNode;
}) {
  const [padding, heading] = SIZES[size];
  return (
    <TitledSection
      id={id}
      title={title}
      className={`rounded-2xl border border-slate-200 bg-white shadow-sm ${padding} ${className}`}
      heading={{ className: `${heading} font-bold` }}
    >
      {children}
    </TitledSection>
  );
}
