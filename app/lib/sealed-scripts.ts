import { createHash, randomBytes } from "node:crypto";

// Inline scripts are allowed by the hash of their text, not by a nonce per response (decision 0030),
// so a public page's bytes depend only on its content and any cache may keep them. A page is rendered
// with a secret marker as its "nonce": React, React Router and our own rewrites put it on every
// script they write. Sealing takes the marker out and answers the hashes of those scripts, and only
// those: a script that reached the page another way (say, markup in content) carries no marker, so
// its hash is not in the policy and the browser refuses it.

/** A fresh marker for one render: 16 random bytes, never sent to anyone. */
export function createScriptMarker(): string {
  return randomBytes(16).toString("hex");
}

/** The CSP source for a script's text: `'sha256-…'`. */
export function scriptHashSource(text: string): string {
  return `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
}

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/g;

/**
 * Removes the marker from a rendered page and answers the hash sources of the inline scripts that
 * carried it, in page order, without repeats. Links (module preloads) lose the marker too.
 */
export function sealScripts(html: string, marker: string): { html: string; hashes: string[] } {
  const attribute = ` nonce="${marker}"`;
  const hashes = new Set<string>();
  const sealed = html.replace(SCRIPT, (tag, attributes: string, text: string) => {
    if (!attributes.includes(attribute)) return tag;
    if (!/\ssrc=/.test(attributes)) hashes.add(scriptHashSource(text));
    return `<script${attributes.replace(attribute, "")}>${text}</script>`;
  });
  return { html: sealed.replaceAll(attribute, ""), hashes: [...hashes] };
}
