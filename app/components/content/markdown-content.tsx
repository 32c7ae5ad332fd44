import type { Root } from "hast";
import { createContext, useContext, type ComponentProps, type ReactNode } from "react";
import { Link } from "react-router";
import { attributeQuoteLink, parseFaqItems } from "../../../core/content/content-links";
import { Callout } from "./callout";
import { FaqAccordion } from "./faq-accordion";
import { useTranslate } from "../../i18n/use-translate";
import { renderTree, type TreeComponents } from "./render-tree";
import "../../../core/i18n/messages/shell";

/** Where the content is shown: on a blog article, quote links carry the article's slug. */
export const ContentContext = createContext<{ blogSlug?: string | null }>({});

function isInternalHref(href: string | undefined): href is string {
  return Boolean(href && href.startsWith("/") && !href.startsWith("//"));
}

/** Internal links navigate in-app; external ones open in a new tab without access to this page. */
function ContentLink({ href, children, ...rest }: ComponentProps<"a">) {
  if (isInternalHref(href)) {
    return (
      <Link to={href} {...rest}>
        {children}
      </Link>
    );
  }
  const isWeb = Boolean(href && /^https?:/i.test(href));
  return (
    <a href={href} {...rest} {...(isWeb ? { target: "_blank", rel: "noopener noreferrer" } : {})}>
      {children}
    </a>
  );
}

function CtaButton({ label, href, variant }: { label?: string; href?: string; variant?: string }) {
  const { blogSlug } = useContext(ContentContext);
  if (!label || !href) return null;
  const className = variant === "secondary" ? "button-secondary" : "button-primary";
  const target = attributeQuoteLink(href, blogSlug);
  return (
    <p className="not-prose my-6">
      {isInternalHref(target) ? (
        <Link to={target} className={className}>
          {label}
        </Link>
      ) : (
        <a href={target} className={className} target="_blank" rel="noopener noreferrer">
          {label}
        </a>
      )}
    </p>
  );
}

function FaqElement({ items }: { items?: string }) {
  const t = useTranslate();
  const parsed = parseFaqItems(items);
  if (parsed.length === 0) return null;
  return (
    <FaqAccordion heading={t("content.faqHeading")} items={parsed.map(({ q, a }) => ({ question: q, answer: a }))} />
  );
}

function CalloutElement({ type, children }: { type?: string; children?: ReactNode }) {
  return <Callout type={type === "tip" || type === "warning" ? type : "note"}>{children}</Callout>;
}

/** Wide tables scroll sideways on small screens; the scroll area must be reachable by keyboard. */
function ScrollableTable({ children, ...rest }: ComponentProps<"table">) {
  return (
    <div className="table-scroll" tabIndex={0}>
      <table {...rest}>{children}</table>
    </div>
  );
}

const COMPONENTS = {
  table: ScrollableTable,
  a: ContentLink,
  "cta-button": CtaButton,
  callout: CalloutElement,
  "faq-accordion": FaqElement,
} as unknown as TreeComponents;

/** Renders a sanitized content tree (from core/content) as React elements, styled as prose. */
export function MarkdownContent({ tree, className = "" }: { tree: Root; className?: string }) {
  const content = renderTree(tree, COMPONENTS);
  return <div className={`prose-content ${className}`}>{content}</div>;
}
