import type { ReactNode } from "react";

/** How a section's heading looks: a page's own sections, a panel's, a call to action on navy, a note. */
const HEADINGS = {
  page: "text-3xl font-bold",
  pageCentered: "text-center text-3xl font-bold",
  panel: "text-2xl font-bold",
  onNavy: "text-2xl font-bold text-white",
  minor: "text-lg font-semibold text-navy-900",
} as const;

export type SectionHeading = keyof typeof HEADINGS;

/** A page section under its own heading (an h2), which names it for assistive technology. */
export function TitledSection({
  id,
  title,
  heading,
  className,
  children,
}: {
  id: string;
  title: ReactNode;
  heading: SectionHeading | { className: string };
  className?: string | undefined;
  children?: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className={typeof heading === "string" ? HEADINGS[heading] : heading.className}>
        {title}
      </h2>
      {children}
    </section>
  );
}
