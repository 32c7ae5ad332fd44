import ChevronDown from "lucide-react/icons/chevron-down";
import { useId } from "react";

export interface FaqEntry {
  question: string;
  answer: string;
}

/**
 * FAQ accordion: at most one item open; opening one closes the other; clicking the open one
 * closes it. `multiple` lets several stay open (the /faq page). Drawn without state: the page script
 * opens and closes answers (app/page-script/accordion.ts, decision 0032), and without a script every
 * answer shows (app.css).
 */
export function FaqAccordion({
  heading,
  items,
  multiple = false,
  headingLevel = 2,
  itemHeadingLevel,
}: {
  heading?: string;
  items: FaqEntry[];
  multiple?: boolean;
  headingLevel?: 2 | 3;
  /** Level of each question's heading; one below the section heading unless given. */
  itemHeadingLevel?: 3 | 4;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const ItemHeading = (itemHeadingLevel ?? headingLevel + 1) === 3 ? "h3" : "h4";
  const idPrefix = useId();
  return (
    <section className="faq-accordion not-prose my-8 rounded-xl border border-slate-200 bg-white px-5">
      {heading && <Heading className="pt-5 text-xl font-bold text-navy-900">{heading}</Heading>}
      <div data-accordion={multiple ? "multiple" : "single"}>
        {items.map((item, index) => {
          const id = `${idPrefix}faq-${index}`;
          return (
            <div key={item.question} className="border-b border-slate-200 last:border-b-0">
              <ItemHeading className="m-0 text-base">
                <button
                  type="button"
                  id={`${id}-question`}
                  aria-expanded="false"
                  aria-controls={`${id}-answer`}
                  data-state="closed"
                  data-accordion-trigger=""
                  className="group flex min-h-12 w-full items-center justify-between gap-4 py-4 text-left font-semibold text-navy-900 hover:text-maple-700"
                >
                  {item.question}
                  <ChevronDown
                    aria-hidden="true"
                    className="h-5 w-5 shrink-0 transition-transform duration-200 group-data-[state=open]:rotate-180 motion-reduce:transition-none"
                  />
                </button>
              </ItemHeading>
              <div
                id={`${id}-answer`}
                role="region"
                aria-labelledby={`${id}-question`}
                hidden
                data-state="closed"
                data-accordion-answer=""
                className="pb-4 text-[16px] leading-relaxed text-slate-700"
              >
                {item.answer.split(/\n{2,}/).map((paragraph) => (
                  <p key={paragraph} className="mt-2 first:mt-0">
                    {paragraph}
                  </p>
                ))}
              </div>
            </div>
          );
        })}
      </div>
    </section>
  );
}
