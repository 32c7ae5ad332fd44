import type { Language } from "../../../core/i18n/languages";
import { createHash } from "node:crypto";
import type { Root } from "hast";
import { Children, createContext, isValidElement, useContext, type ComponentProps, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { attributeQuoteLink, parseFaqItems } from "../../../core/content/content-links";
import { DEFAULT_LANGUAGE } from "../../../core/i18n/translate";
import { LanguageContext, useTranslate } from "../../i18n/use-translate";
import { Callout } from "./callout";
import { FaqAccordion } from "./faq-accordion";
import type { RenderedContent } from "./markdown-content";
import { renderTree, type TreeComponents } from "./render-tree";
import "../../../core/i18n/messages/shell";

// Content that depends only on what staff wrote (article bodies, province, company, legal and learn
// rich text) is rendered to HTML once per content version and language, on the server, and kept
// beside its tree (issue 20: a page render should not redo it). Loaders send the HTML; pages that
// show it do not hydrate (decision 0032), so nothing on the client renders a tree.

/** Where the content is shown: on a blog article, quote links carry the article's slug. */
const ContentContext = createContext<{ blogSlug?: string | null }>({});

function isInternalHref(href: string | undefined): href is string {
  return Boolean(href && href.startsWith("/") && !href.startsWith("//"));
}

/** Internal links load their page; external ones open in a new tab without access to this page. */
function ContentLink({ href, children, ...rest }: ComponentProps<"a">) {
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
        <a href={target} className={className}>
          {label}
        </a>
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

/** The text a rendered node shows (the tree's elements, before React draws them). */
function textOf(node: ReactNode): string {
  if (typeof node === "string" || typeof node === "number") return String(node);
  if (Array.isArray(node)) return node.map(textOf).join("");
  if (isValidElement<{ children?: ReactNode }>(node)) return textOf(node.props.children);
  return "";
}

/** A table's column headings: its first row's cells, in the header when it has one. */
function columnHeadings(children: ReactNode): string[] {
  const parts = Children.toArray(children).filter((child) => isValidElement(child));
  const head = parts.find((part) => part.type === "thead") ?? parts[0];
  const firstRow = Children.toArray((head?.props as { children?: ReactNode } | undefined)?.children).find((child) =>
    isValidElement(child),
  );
  return Children.toArray((firstRow?.props as { children?: ReactNode } | undefined)?.children)
    .map((cell) => textOf(cell).trim())
    .filter(Boolean);
}

/**
 * Wide tables scroll sideways inside their own box on small screens, never the page: the box is
 * reachable by keyboard and named by the table's columns, and a shadow on an edge says there is
 * more that way (app.css, done in CSS so it shows without JavaScript).
 */
function ScrollableTable({ children, ...rest }: ComponentProps<"table">) {
  const t = useTranslate();
  const columns = columnHeadings(children);
  return (
    <div
      className="table-scroll"
      tabIndex={0}
      role="group"
      aria-label={columns.length > 0 ? t("content.tableLabel", { columns: columns.join(", ") }) : t("content.table")}
    >
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

export interface ContentOptions {
  /** The blog article the content is shown on (its quote links carry the slug). */
  blogSlug?: string | null;
  language?: Language;
}

// Trees come from the services' caches (one object per content version), so a tree's HTML is kept
// with it and goes when it does.
const rendered = new WeakMap<Root, Map<string, RenderedContent>>();

// Each block is a render of its own, so React's generated ids (an FAQ's question and answer) would
// repeat between two blocks on one page. Each block's ids take a prefix from its own HTML: unique to
// the content, and the same on every server, so a page's bytes (and ETag) depend only on its content.
function idPrefixFor(html: string): string {
  return `c${createHash("sha256").update(html).digest("base64url").slice(0, 8)}-`;
}

/** A sanitized content tree (from core/content) as HTML, rendered once per tree and options. */
export function renderContent(
  tree: Root,
  { blogSlug = null, language = DEFAULT_LANGUAGE }: ContentOptions = {},
): RenderedContent {
  const key = `${language}\u0000${blogSlug ?? ""}`;
  let byOptions = rendered.get(tree);
  if (!byOptions) {
    byOptions = new Map();
    rendered.set(tree, byOptions);
  }
  let content = byOptions.get(key);
  if (!content) {
    const draw = (identifierPrefix?: string) =>
      renderToStaticMarkup(
        <LanguageContext.Provider value={language}>
          <ContentContext.Provider value={{ blogSlug }}>{renderTree(tree, COMPONENTS)}</ContentContext.Provider>
        </LanguageContext.Provider>,
        identifierPrefix ? { identifierPrefix } : undefined,
      );
    const html = draw(idPrefixFor(draw()));
    content = { html };
    byOptions.set(key, content);
  }
  return content;
}
