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
  heading = "page",
  className,
  children,
}: {
  id: string;
  title: ReactNode;
  heading?: SectionHeading | { className: string };
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

/**
 * The navy box that ends a content page: a title, a line of text and the way to quotes, in the
 * caller's words (title, text, link).
 */
export function CallToAction({
  id,
  words,
  href,
}: {
  id: string;
  words: readonly [title: string, text: string, link: string];
  href: string;
}) {
  const [title, text, link] = words;
  return (
    <TitledSection id={id} title={title} className="mt-14 rounded-2xl bg-navy-900 p-8 text-center" heading="onNavy">
      <p className="mt-2 text-slate-300">{text}</p>
      <a href={href} className="button-primary mt-5">
        {link}
      </a>
    </TitledSection>
  );
}
