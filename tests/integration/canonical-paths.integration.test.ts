import { beforeAll, describe, expect, it } from "vitest";
import routes from "../../app/routes";
import { PROVINCES } from "../../core/shared/provinces";
import { posts } from "../../db/schema";
import { signInNewStaff } from "../helpers/staff-session";
import { rawRequest } from "../helpers/raw-request";
import { useTestServer } from "../helpers/test-server";

/**
 * Issue 18, part 1: every route of the app's route table and every /api/admin endpoint, requested
 * under every spelling a careless or hostile client sends. A case, slash or dot variant is redirected
 * to the canonical path (301; 308 for other methods than GET/HEAD); any other variant is a 404; no
 * spelling answers 200 with staff data without a session; editors and admins get the right answers.
 */

const ADMIN = { email: "paths-admin@quotemaple.ca", role: "admin", password: "paths-password-1" } as const;
const EDITOR = { email: "paths-editor@quotemaple.ca", role: "editor", password: "paths-password-2" } as const;

const server = useTestServer({ env: { RATE_LIMIT_ENABLED: "false" } }, 90_000);
let admin: { cookie: string };
let editor: { cookie: string };
let postId: string;
/** Staff pages for admins only (decision 0053). */
const ADMIN_ONLY_PAGE_PATHS = new Set(["/admin/staff", "/admin/audit"]);

beforeAll(async () => {
  admin = await signInNewStaff(server, ADMIN);
  editor = await signInNewStaff(server, EDITOR);
  const [post] = await server.database.db.select({ id: posts.id }).from(posts).limit(1);
  postId = post!.id;
  PAGE_PATHS = [...new Set(flattenRoutes(routes as RouteEntry[]))];
  ADMIN_PAGE_PATHS = PAGE_PATHS.filter((path) => path.startsWith("/admin/") && path !== "/admin/login");
}, 90_000);

/** A value for each route parameter, so every route of the table is requested at a real address. */
function sampleParameter(name: string, path: string): string {
  if (name === "postId") return postId;
  if (name === "slug" && path.startsWith("blog/")) return "car-insurance-glossary";
  if (name === "slug" && path.startsWith("learn/")) return "car";
  if (name === "slug" && path.startsWith("company/")) return "about-us";
  if (name === "slug" && path.startsWith("legal/")) return "privacy";
  // The French site (decision 0035): the same pages at French addresses.
  if (name === "slug" && path.startsWith("fr/blogue/")) return "lexique-assurance-auto";
  if (name === "slug" && path.startsWith("fr/guides/")) return "assurance-auto";
  if (name === "slug" && path.startsWith("fr/entreprise/")) return "qui-sommes-nous";
  if (name === "slug" && path.startsWith("fr/juridique/")) return "confidentialite";
  if (name === "category" && path.startsWith("fr/")) return "auto";
  if (name === "province" && path.startsWith("fr/")) return "quebec";
  if (name === "category") return "car";
  if (name === "province") return "ontario";
  if (name === "partner") return "borealis-insurance";
  // An e-mailed link's secret (decision 0058): lower-case hex; one letter keeps the spellings few.
  if (name === "token") return `a${"0".repeat(63)}`;
  throw new Error(`no sample value for :${name} in ${path}`);
}

interface RouteEntry {
  path?: string;
  index?: boolean;
  children?: RouteEntry[];
}

function flattenRoutes(entries: readonly RouteEntry[]): string[] {
  return entries.flatMap((entry) => [
    ...(entry.index ? ["/"] : []),
    ...(entry.path !== undefined && entry.path !== "*"
      ? [`/${entry.path.replace(/:(\w+)/g, (_, name: string) => sampleParameter(name, entry.path!))}`]
      : []),
    ...flattenRoutes(entry.children ?? []),
  ]);
}

// Filled in beforeAll, once the post id a staff route needs is known.
let PAGE_PATHS: string[] = [];
let ADMIN_PAGE_PATHS: string[] = [];

/** The /api/admin endpoints as the app registers them, with their methods (405 catch-alls left out). */
function adminApiEndpoints(): { path: string; methods: string[] }[] {
  const byPath = new Map<string, Set<string>>();
  for (const route of server.app.routes) {
    if (!route.path.startsWith("/api/admin/") || route.path.includes("*") || route.method === "ALL") continue;
    const path = route.path.replace(/:(\w+)/g, () => postId);
    byPath.set(path, (byPath.get(path) ?? new Set()).add(route.method));
  }
  return [...byPath].map(([path, methods]) => ({ path, methods: [...methods] }));
}

const percent = (character: string) =>
  [...Buffer.from(character, "utf8")].map((byte) => `%${byte.toString(16).toUpperCase().padStart(2, "0")}`).join("");

const FULL_WIDTH_OFFSET = 0xff21 - 0x41;

/** Spellings that must be redirected to the canonical path. */
function redirectedSpellings(path: string): string[] {
  const segments = path.split("/").slice(1);
  const spellings = [
    path.toUpperCase(),
    segments.map((segment) => [...segment].map((c, i) => (i % 2 ? c.toUpperCase() : c)).join("")).join("/"),
    segments.map((segment) => segment.charAt(0).toUpperCase() + segment.slice(1)).join("/"),
    `/${path}`,
    path.replace(/\/(?=[^/]*$)/, "//"),
    `${path}/`,
    `${path}/.`,
    path.replace(/\/(?=[^/]*$)/, "/./"),
  ].map((spelling) => (spelling.startsWith("/") ? spelling : `/${spelling}`));
  return [...new Set(spellings)].filter((spelling) => spelling !== path);
}

/** Spellings that must be answered 404, whatever the session. */
function refusedSpellings(path: string): string[] {
  const letters = [...path]
    .map((character, index) => ({ character, index }))
    .filter(({ character }) => /[a-z]/.test(character));
  const replaceAt = (index: number, text: string) => path.slice(0, index) + text + path.slice(index + 1);
  const spellings = [
    // Each letter percent-encoded, lower and upper case.
    ...letters.map(({ character, index }) => replaceAt(index, percent(character))),
    ...letters.slice(0, 1).map(({ character, index }) => replaceAt(index, percent(character.toUpperCase()))),
    // Double encoding, and an encoded slash.
    ...letters.slice(0, 1).map(({ character, index }) => replaceAt(index, percent(character).replace("%", "%25"))),
    ...(path.lastIndexOf("/") > 0 ? [path.replace(/\/(?=[^/]*$)/, "%2F"), path.replace(/\/(?=[^/]*$)/, ";x=1/")] : []),
    // A data request on a variant, ;params, full-width letters (encoded and raw), unicode case folds.
    `${path.toUpperCase()}.data`,
    `${path.toUpperCase()}.DATA`,
    `${path}.Data`,
    `${path}.data/`,
    `${path}.data/.`,
    `${path}/.data`,
    `${path};jsessionid=1`,
    ...letters
      .slice(0, 1)
      .map(({ character, index }) =>
        replaceAt(index, percent(String.fromCodePoint(character.toUpperCase().charCodeAt(0) + FULL_WIDTH_OFFSET))),
      ),
    ...(path.includes("s") ? [path.replace("s", percent("\u017F"))] : []),
    ...(path.includes("k") ? [path.replace("k", percent("\u212A"))] : []),
    ...(path.includes("i") ? [path.replace("i", percent("\u0130"))] : []),
    `${path}/..%2f`,
  ];
  return [...new Set(spellings)].filter((spelling) => spelling !== path && spelling !== "/");
}

describe("every page of the route table", () => {
  it("covers the whole table, the staff pages included", () => {
    expect(PAGE_PATHS.length).toBeGreaterThan(20);
    expect(ADMIN_PAGE_PATHS).toEqual(
      expect.arrayContaining(["/admin/analytics", "/admin/blog", "/admin/blog/new", "/admin/privacy"]),
    );
  });

  it("redirects case, slash and dot variants to the canonical path, keeping the query", async () => {
    const failures: string[] = [];
    for (const path of PAGE_PATHS) {
      for (const spelling of redirectedSpellings(path)) {
        const answer = await rawRequest(server.url, "GET", `${spelling}?utm_source=x`);
        if (answer.status !== 301 || answer.location !== `${path}?utm_source=x`) {
          failures.push(`GET ${spelling} -> ${answer.status} ${answer.location ?? ""}`);
        }
      }
      const posted = await rawRequest(
        server.url,
        "POST",
        path.toUpperCase() === path ? `${path}/` : path.toUpperCase(),
      );
      if (posted.status !== 308) failures.push(`POST ${path.toUpperCase()} -> ${posted.status}`);
    }
    expect(failures).toEqual([]);
  });

  it("answers 404 to every other spelling, with or without a session", async () => {
    const failures: string[] = [];
    for (const path of PAGE_PATHS) {
      for (const spelling of refusedSpellings(path)) {
        for (const [who, headers] of [
          ["nobody", {}],
          ["admin", { cookie: admin.cookie }],
        ] as const) {
          const answer = await rawRequest(server.url, "GET", spelling, headers);
          if (answer.status !== 404) failures.push(`GET ${spelling} (${who}) -> ${answer.status}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it("sends raw non-ASCII letters, backslashes and dot-files nowhere", async () => {
    // UTF-8 bytes sent unencoded, as a raw client can (Node reads the request line as latin1).
    const unencoded = (text: string) => Buffer.from(text, "utf8").toString("latin1");
    const spellings = [
      unencoded("/\uFF21dmin/analytics"),
      unencoded("/admin/analytic\u017F"),
      unencoded("/\u212Aey"),
      "/admin\\analytics",
      "/.env",
    ];
    for (const spelling of spellings) {
      const answer = await rawRequest(server.url, "GET", spelling, { cookie: admin.cookie });
      expect([400, 404], spelling).toContain(answer.status);
    }
  });

  it("sends staff pages to sign-in without a session, whatever the spelling", async () => {
    for (const path of ADMIN_PAGE_PATHS) {
      const page = await rawRequest(server.url, "GET", path);
      expect(page.status, path).toBe(302);
      expect(page.location, path).toBe("/admin/login");
      const data = await rawRequest(server.url, "GET", `${path}.data`);
      expect(data.status, `${path}.data`).toBe(204);
      expect(data.headers["x-remix-redirect"], `${path}.data`).toBe("/admin/login");
      for (const spelling of [...redirectedSpellings(path), ...refusedSpellings(path)]) {
        const answer = await rawRequest(server.url, "GET", spelling);
        expect([301, 404], spelling).toContain(answer.status);
        expect(answer.body, spelling).not.toMatch(/analytics-range|data-testid="post-list"|privacy-request-list/);
      }
    }
  });

  it("shows editors and admins every staff page at its canonical path (admins only: staff and audit log)", async () => {
    for (const [who, session] of [
      ["admin", admin],
      ["editor", editor],
    ] as const) {
      for (const path of ADMIN_PAGE_PATHS) {
        const answer = await rawRequest(server.url, "GET", path, { cookie: session.cookie });
        const expected = who === "editor" && ADMIN_ONLY_PAGE_PATHS.has(path) ? 403 : 200;
        expect(answer.status, `${who} ${path}: ${answer.body.slice(0, 200)}`).toBe(expected);
      }
    }
  });

  it("sends the province short links to their pages in one redirect, whatever the case", async () => {
    for (const province of PROVINCES) {
      const code = province.code.toLowerCase();
      for (const spelling of [`/${code}`, `/${province.code}/`, `//${code}`]) {
        const answer = await rawRequest(server.url, "GET", spelling);
        expect(answer.status, spelling).toBe(301);
        expect(answer.location, spelling).toBe(`/${province.slug}`);
      }
    }
  });

  it("keeps hashed assets' mixed-case names", async () => {
    const home = await rawRequest(server.url, "GET", "/");
    const asset = /\/assets\/[\w.-]*[A-Z][\w.-]*\.js/.exec(home.body)?.[0];
    expect(asset).toBeDefined();
    expect((await rawRequest(server.url, "GET", asset!)).status).toBe(200);
  });
});

describe("every /api/admin endpoint", () => {
  it("covers the staff API", () => {
    const paths = adminApiEndpoints().map((endpoint) => endpoint.path);
    expect(paths).toEqual(
      expect.arrayContaining(["/api/admin/posts", "/api/admin/analytics", "/api/admin/privacy-requests"]),
    );
  });

  it("redirects variants (308 for state changes) and refuses the rest, never answering with data", async () => {
    const failures: string[] = [];
    for (const { path, methods } of adminApiEndpoints()) {
      for (const method of methods) {
        for (const spelling of redirectedSpellings(path)) {
          const answer = await rawRequest(server.url, method, spelling, { origin: server.url });
          const expected = method === "GET" || method === "HEAD" ? 301 : 308;
          if (answer.status !== expected || answer.location !== path)
            failures.push(`${method} ${spelling} -> ${answer.status}`);
        }
        for (const spelling of refusedSpellings(path)) {
          const answer = await rawRequest(server.url, method, spelling, { origin: server.url, cookie: admin.cookie });
          if (answer.status !== 404) failures.push(`${method} ${spelling} -> ${answer.status}`);
          else if (/^\/api\//i.test(spelling) && !answer.type.includes("application/json")) {
            failures.push(`${method} ${spelling}: 404 not JSON`);
          }
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it("answers 401 without a session at the canonical path, and the right answer with one", async () => {
    for (const { path, methods } of adminApiEndpoints()) {
      // Sign-in, its code step (decision 0053) and sign-out answer without a session.
      if (["/api/admin/login", "/api/admin/login/code", "/api/admin/logout"].includes(path)) continue;
      for (const method of methods) {
        const answer = await rawRequest(server.url, method, path, { origin: server.url });
        expect(answer.status, `${method} ${path}`).toBe(401);
      }
      if (!methods.includes("GET")) continue;
      for (const [who, session] of [
        ["admin", admin],
        ["editor", editor],
      ] as const) {
        const answer = await rawRequest(server.url, "GET", path, { cookie: session.cookie });
        const expected = ["/api/admin/staff", "/api/admin/audit"].includes(path) && who === "editor" ? 403 : 200;
        expect(answer.status, `GET ${path} (${who})`).toBe(expected);
      }
    }
  });
});
