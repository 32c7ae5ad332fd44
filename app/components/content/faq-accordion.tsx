import { useId } from "react";

export interface FaqEntry {
  question: string;
  answer: string;
}

/**
 * FAQ accordion: at most one item open; opening one closes the other; clicking the open one
 * closes it. `multiple` lets several stay open (the /faq page); their answers are then not
 * regions, as the ARIA accordion pattern asks when many panels can be open at once (decision 0059).
 * Drawn without state: the page script opens and closes answers (app/page-script/accordion.ts,
 * decision 0032), and without a script every answer shows (app.css).
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
            <div key={item.question} className="faq-item">
              <ItemHeading className="m-0 text-base">
                <button
                  type="button"
                  id={multiple ? undefined : `${id}-question`}
                  aria-expanded="false"
                  aria-controls={`${id}-answer`}
                  data-state="closed"
                  data-accordion-trigger=""
                  className="faq-question"
                >
                  {item.question}
                  <span aria-hidden="true" className="faq-chevron" />
                </button>
              </ItemHeading>
              <div
                id={`${id}-answer`}
                role={multiple ? undefined : "region"}
                aria-labelledby={multiple ? undefined : `${id}-question`}
                hidden
                data-state="closed"
                data-accordion-answer=""
                className="faq-answer"
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
