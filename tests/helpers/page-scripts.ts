import { createHash } from "node:crypto";

// Reading a page's scripts against its Content-Security-Policy (decision 0030), computed here rather
// than with the server's own code, so the tests check it instead of repeating it.

/** The CSP hash source of a script's text: `'sha256-…'`. */
export function sha256Source(text: string): string {
  return `'sha256-${createHash("sha256").update(text).digest("base64")}'`;
}

/** The hash sources a policy lists, in order. */
export function policyHashes(policy: string): string[] {
  return policy.match(/'sha256-[^']+'/g) ?? [];
}

/**
 * The script elements of a page's HTML that a browser runs: data blocks (JSON-LD, the page script's
 * JSON config) are left out.
 */
export function runnableScripts(html: string): { attributes: string; text: string }[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter((match) => !/type="application\/(ld\+)?json"/.test(match[1]!))
    .map((match) => ({ attributes: match[1]!, text: match[2]! }));
}
