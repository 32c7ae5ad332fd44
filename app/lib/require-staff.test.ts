import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import routes from "../routes";

interface RouteEntry {
  path?: string;
  file: string;
  children?: RouteEntry[];
}

function flatten(entries: readonly RouteEntry[]): RouteEntry[] {
  return entries.flatMap((entry) => [entry, ...flatten(entry.children ?? [])]);
}

/** The staff area's route modules: every route under admin/ except the sign-in page. */
const STAFF_ROUTE_FILES = [
  ...new Set(
    flatten(routes as RouteEntry[])
      .filter((entry) => entry.path?.startsWith("admin") && entry.path !== "admin/login")
      .map((entry) => entry.file),
  ),
];

/** The body of an exported loader or action, from its signature to its closing brace at column 0. */
function exportedFunction(source: string, name: "loader" | "action"): string | null {
  const start = new RegExp(`^export (?:async )?function ${name}\\b`, "m").exec(source);
  if (!start) {
    if (new RegExp(`^export const ${name}\\b`, "m").test(source)) return `export const ${name} (unchecked form)`;
    return null;
  }
  const end = source.indexOf("\n}", start.index);
  return source.slice(start.index, end === -1 ? undefined : end);
}

describe("staff routes check the session themselves", () => {
  it("finds the staff area in the route table", () => {
    expect(STAFF_ROUTE_FILES.length).toBeGreaterThanOrEqual(4);
  });

  it.each(STAFF_ROUTE_FILES)("%s has a loader, and its loader and action call requireStaff first", (file) => {
    const source = readFileSync(join(import.meta.dirname, "..", file), "utf8");
    const loader = exportedFunction(source, "loader");
    expect(loader, "a staff page without a loader renders without any session check").not.toBeNull();
    for (const body of [loader, exportedFunction(source, "action")]) {
      if (body === null) continue;
      const opening = /\)\s*(?::[^{]+)?\{/.exec(body);
      const firstStatement = opening ? body.slice(opening.index + opening[0].length).trim() : "";
      expect(firstStatement.startsWith("await requireStaff(context"), body.split("\n")[0]).toBe(true);
    }
  });
});
