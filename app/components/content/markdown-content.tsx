import type { Root } from "hast";
import { toJsxRuntime } from "hast-util-to-jsx-runtime";
import type { ComponentProps } from "react";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
import { Link } from "react-router";

function isInternalHref(href: string | undefined): href is string {
  return Boolean(href && href.startsWith("/") && !href.startsWith("//"));
}

/** Internal links navigate in-app; external ones open in a new tab without access to this page. */
function MarkdownLink({ href, children, ...rest }: ComponentProps<"a">) {
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

/** Renders a sanitized HTML tree (from core/content) as React elements, styled as prose. */
export function MarkdownContent({ tree, className = "" }: { tree: Root; className?: string }) {
  const content = toJsxRuntime(tree, { Fragment, jsx, jsxs, components: { a: MarkdownLink } });
  return <div className={`prose-content ${className}`}>{content}</div>;
}
