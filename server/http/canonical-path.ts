/**
 * One spelling per page and endpoint (issue 18): every request's path is checked, as the client sent
 * it and before anything is decoded or matched, against the one canonical form. Routes, gates and
 * caches downstream then only ever see canonical paths, so no spelling can reach a page that another
 * spelling of it guards.
 *
 * - Canonical: lower-case ASCII letters, digits and `-._~` in segments separated by single `/`, no
 *   trailing `/` (except the root), no `.` or `..` segment.
 * - A spelling that differs from its canonical form only by letter case, doubled slashes, a trailing
 *   `/`, `.` segments or `..` segments (resolved as a browser would before sending) is redirected to
 *   it (301, or 308 so the method and body stay).
 * - Anything else is not ours and is answered 404: percent-encoding of any kind (our paths never
 *   need it; `%41dmin`, double encoding, encoded slashes), non-ASCII letters (full-width `Ａ`, the
 *   case folds `ſ` and `K`), `;params`, backslashes, other segments starting with a dot (`.env`;
 *   only `/.well-known/` is ours),
 *   and a React Router `.data` request on a
 *   non-canonical path (a data request is made by our own code, which always has the canonical path).
 * - Built assets under `/assets/` keep their mixed-case hashed names and are left as they are.
 * - Moved pages (old slugs, and later the French `/fr` twins' renames) are one table of canonical
 *   paths to their new home, applied after canonicalisation, so any old spelling costs one redirect.
 */

export type PathVerdict =
  { kind: "canonical" } | { kind: "redirect"; location: string } | { kind: "not_found"; reason: string };

/**
 * Paths left exactly as sent: hashed build assets, whose names mix cases on purpose. Only a file name
 * directly under the folder qualifies: `/assets/..` or `/assets/x/../y` goes through the full check.
 */
const VERBATIM_PATHS = [/^\/assets\/[A-Za-z0-9_-][A-Za-z0-9_.-]*$/];
const DATA_SUFFIX = ".data";
const WELL_KNOWN = ".well-known";
/** Every character a canonical path or a case/slash variant of one may hold. */
const PATH_CHARACTERS = /^[A-Za-z0-9\-._~/]*$/;

export interface CanonicalPathOptions {
  /** Canonical old path → canonical new path (moved pages). */
  redirects?: ReadonlyMap<string, string>;
}

/** Splits a request target into its path and its query (with the `?`), dropping any fragment. */
export function splitRequestTarget(target: string): { path: string; query: string } {
  let rest = target;
  const hash = rest.indexOf("#");
  if (hash !== -1) rest = rest.slice(0, hash);
  // An absolute-form target (a proxy's `GET http://host/path`): the path is what follows the authority.
  const absolute = /^[a-z][a-z0-9+.-]*:\/\/[^/?]*/i.exec(rest);
  if (absolute) rest = rest.slice(absolute[0].length) || "/";
  const question = rest.indexOf("?");
  return question === -1 ? { path: rest, query: "" } : { path: rest.slice(0, question), query: rest.slice(question) };
}

/**
 * The canonical form of a path made only of allowed characters: `.` segments dropped, `..` segments
 * resolved as a URL parser does (never above the root), letters folded to lower case; null when a
 * segment starts with a dot (`.env`, a bare `.data`): no page or endpoint of ours has one.
 */
function normalize(path: string): string | null {
  const segments: string[] = [];
  for (const segment of path.split("/")) {
    if (segment === "" || segment === ".") continue;
    if (segment === "..") {
      segments.pop();
      continue;
    }
    const folded = segment.toLowerCase();
    // RFC 8615's `/.well-known/` (security.txt) is the one folder of ours whose name starts with a dot.
    if (folded.startsWith(".") && folded !== WELL_KNOWN) return null;
    segments.push(folded);
  }
  return `/${segments.join("/")}`;
}

export function checkRequestPath(path: string, options: CanonicalPathOptions = {}): PathVerdict {
  if (VERBATIM_PATHS.some((pattern) => pattern.test(path))) return { kind: "canonical" };
  if (!path.startsWith("/")) return { kind: "not_found", reason: "not an origin-form path" };
  if (!PATH_CHARACTERS.test(path)) return { kind: "not_found", reason: "character outside canonical paths" };
  const canonical = normalize(path);
  if (canonical === null) return { kind: "not_found", reason: "dot segment" };
  // Judged by the canonical form, so `.DATA`, `.Data` and `.data/` are data requests too.
  if (canonical.endsWith(DATA_SUFFIX)) {
    return canonical === path ? { kind: "canonical" } : { kind: "not_found", reason: "data request on a variant" };
  }
  const moved = options.redirects?.get(canonical);
  if (moved !== undefined) return { kind: "redirect", location: moved };
  return canonical === path ? { kind: "canonical" } : { kind: "redirect", location: canonical };
}
