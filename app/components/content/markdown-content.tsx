/** Content rendered to HTML once, on the server (content-html.server.tsx), as loaders send it. */
export interface RenderedContent {
  html: string;
}

/**
 * Shows rendered content, styled as prose. The HTML was written by React from a sanitized tree
 * (docs/decisions/0012), so it is as safe here as the elements it was rendered from.
 */
export function MarkdownContent({ content, className = "" }: { content: RenderedContent; className?: string }) {
  return <div className={`prose-content ${className}`} dangerouslySetInnerHTML={{ __html: content.html }} />;
}
