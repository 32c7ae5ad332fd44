import { beforeAll, describe, expect, it } from "vitest";
import { PROVINCES } from "../../core/shared/provinces";
import { ERROR_STATUS } from "../../core/shared/errors";
import { signInNewStaff } from "../helpers/staff-session";
import { rawRequest, type RawAnswer } from "../helpers/raw-request";
import { useTestServer } from "../helpers/test-server";

/**
 * Path traversal in every route that takes a slug or an id (issue 11, hostile input): raw `..`
 * segments, percent-encoded and double-encoded dots and slashes, backslashes, NUL bytes, overlong
 * UTF-8 and full-width dots. Never a 500, never a file from outside the build, only 400 or 404 (or a
 * redirect that stays on the site). Requests go out byte for byte: fetch would resolve `..` first.
 */

const ADMIN = { email: "traversal@quotemaple.ca", role: "admin", password: "traversal-password-1" } as const;
const EDITOR = { email: "traversal-editor@quotemaple.ca", role: "editor", password: "traversal-password-2" } as const;

const server = useTestServer({ env: { RATE_LIMIT_ENABLED: "false" } }, 90_000);
let staff: { cookie: string };
let editor: { cookie: string };

beforeAll(async () => {
  staff = await signInNewStaff(server, ADMIN);
  editor = await signInNewStaff(server, EDITOR);
});

/** What a file from outside build/client would show: system files, our sources, settings, keys. */
const LEAKS = [
  /root:.*:0:0:/,
  /"name":\s*"quotemaple"/,
  /export function createApp/,
  /\[extensions\]/i,
  /DATABASE_URL=/,
  /-----BEGIN/,
  /^---\ntitle:/m,
  /from "\.\.?\//,
];

/** Traversals, each standing for a slug or an id. */
const TRAVERSALS = [
  "..",
  "../..",
  "../../../../../../etc/passwd",
  "..%2f..%2f..%2f..%2fetc%2fpasswd",
  "%2e%2e%2f%2e%2e%2fpackage.json",
  "%2e%2e/%2e%2e/package.json",
  ".%2e/.%2e/server/app.ts",
  "%252e%252e%252f%252e%252e%252fpackage.json",
  "..%5c..%5c..%5cwindows%5cwin.ini",
  "..\\..\\package.json",
  "%5c..%5c..%5cpackage.json",
  "%00",
  "privacy%00.md",
  "..%00/package.json",
  "%c0%ae%c0%ae%c0%af%c0%ae%c0%ae%c0%afpackage.json",
  "%e0%80%ae%e0%80%ae%e0%80%afetc%e0%80%afpasswd",
  "..%c0%af..%c0%afpackage.json",
  "..%c1%9c..%c1%9cpackage.json",
  "%ef%bc%8e%ef%bc%8e%ef%bc%8fpackage.json",
  "....//....//package.json",
  "..;/..;/package.json",
  "%2f%2f..%2f..%2fetc%2fpasswd",
  "/etc/passwd",
  "..%2f..%2fcontent%2flegal%2fprivacy.md",
  "..%2f..%2f.env",
  "%2e%2e%2f%2e%2e%2fbuild%2fserver%2findex.js",
];

/** Every route with a slug or id, with `{}` where the hostile segment goes. */
function pageRoutes(): string[] {
  const province = PROVINCES[0]!;
  return [
    "/blog/{}",
    "/learn/{}",
    "/company/{}",
    "/legal/{}",
    "/legal/privacy/{}",
    "/compare/{}",
    "/compare/car/{}",
    "/compare/{}/ontario",
    `/${province.slug}/{}`,
    `/${province.code.toLowerCase()}/{}`,
    "/handoff/{}",
    "/assets/{}",
    "/images/{}",
    "/{}",
  ];
}

const ADMIN_ROUTES: [string, string][] = [
  ["GET", "/api/admin/posts/{}"],
  ["PUT", "/api/admin/posts/{}"],
  ["DELETE", "/api/admin/posts/{}"],
  ["POST", "/api/admin/posts/{}/status"],
  ["POST", "/api/admin/posts/{}/featured"],
  ["POST", "/api/admin/posts/{}/publish"],
  ["GET", "/admin/blog/{}"],
];

/** One request with the path sent exactly as written. */
function raw(method: string, path: string, headers: Record<string, string> = {}, body?: string): Promise<RawAnswer> {
  return rawRequest(server.url, method, path, headers, body);
}

/**
 * What is wrong with an answer, if anything. A path with `..` segments is redirected to the path they
 * resolve to (as a browser would send it), never looked up on disk; any other must be 400 or 404.
 */
async function problemsWith(method: string, path: string, answer: RawAnswer) {
  const sent = `${method} ${path}`;
  const problems: string[] = [];
  if (answer.status >= 500) problems.push(`${sent} → ${answer.status}`);
  for (const leak of LEAKS) if (leak.test(answer.body)) problems.push(`${sent} shows ${leak}`);
  // Resolved after the origin, so a leading "//" stays a path (a base URL would read it as a host).
  const resolved = new URL(`${server.url}${path}`).pathname;
  if (resolved !== path && !/[%\\]/.test(path)) {
    // Resolved as a browser would before sending, then one redirect to that path (issue 18).
    const expected = method === "GET" || method === "HEAD" ? 301 : 308;
    const canonical = resolved.replace(/(.)\/$/, "$1").toLowerCase();
    if (answer.status !== expected || answer.location !== canonical)
      problems.push(`${sent} → ${answer.status} ${answer.location ?? ""}, not a redirect to ${resolved}`);
  } else if (answer.status >= 300 && answer.status < 400) {
    if (!/^\/(?!\/)/.test(answer.location ?? "")) problems.push(`${sent} redirects off the site to ${answer.location}`);
  } else if (answer.status !== 400 && answer.status !== 404) {
    problems.push(`${sent} → ${answer.status} ${answer.body.slice(0, 120)}`);
  }
  return problems;
}

describe("path traversal in slugs", () => {
  it.each(pageRoutes())("%s answers 400 or 404, never a file from outside the build", async (route) => {
    const problems: string[] = [];
    for (const traversal of TRAVERSALS) {
      const path = route.replace("{}", traversal);
      for (const method of ["GET", "HEAD"])
        problems.push(...(await problemsWith(method, path, await raw(method, path))));
    }
    expect(problems).toEqual([]);
  });

  it("refuses a NUL byte anywhere in the address with 400, before any lookup", async () => {
    for (const path of ["/blog/%00", "/handoff/x?ref=%00&quote=%00", "/blog?category=%00", "/api/chat/message%00"]) {
      expect((await raw("GET", path)).status, path).toBe(400);
    }
  });

  it("still serves what is in the build and what the routes are for", async () => {
    expect((await raw("GET", "/favicon.svg")).status).toBe(200);
    expect((await raw("GET", "/legal/privacy")).status).toBe(200);
    expect((await raw("GET", `/${PROVINCES[0]!.slug}`)).status).toBe(200);
  });
});

describe("path traversal in staff post ids", () => {
  it.each(ADMIN_ROUTES)("%s %s answers 400 or 404 in the standard shape", async (method, route) => {
    const problems: string[] = [];
    for (const traversal of [...TRAVERSALS, "00000000-0000-4000-8000-000000000000%00", "../../x", "..%2f..%2fx"]) {
      const path = route.replace("{}", traversal);
      const body = method === "GET" || method === "DELETE" ? undefined : "{}";
      const headers = {
        cookie: staff.cookie,
        origin: server.url,
        ...(body ? { "content-type": "application/json" } : {}),
      };
      const answer = await raw(method, path, headers, body);
      problems.push(...(await problemsWith(method, path, answer)));
      if (path.startsWith("/api/") && answer.type.startsWith("application/json") && answer.status >= 400) {
        const parsed = JSON.parse(answer.body) as { error?: { code?: string; message?: string } };
        if (!Object.keys(ERROR_STATUS).includes(parsed.error?.code ?? "") || !parsed.error?.message) {
          problems.push(`${method} ${path}: not the standard error shape: ${answer.body.slice(0, 120)}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });
});

describe("the staff gate under path and header tricks", () => {
  /** The staff list is the one admin-only answer: no trick may reach it without an admin session. */
  const isStaffList = (answer: RawAnswer) => answer.status === 200 && answer.body.includes('"staff"');

  it("is not walked around by another spelling of an admin path", async () => {
    const variants = [
      "/api/admin/login/../staff",
      "/api/admin/login/%2e%2e/staff",
      "/api/admin/login%2f..%2fstaff",
      "/api/admin/logout/../staff",
      "/api/admin//staff",
      "/api//admin/staff",
      "/API/ADMIN/STAFF",
      "/api/Admin/staff",
      "/api/admin/staff/",
      "/api/admin/./staff",
      "/api/admin/staff;.css",
      "/api/admin/staff.json",
      "/api/%61dmin/staff",
      "/api/admin/%73taff",
      "/api/admin/staff?path=/api/admin/login",
    ];
    const problems: string[] = [];
    for (const path of variants) {
      for (const headers of [{}, { cookie: editor.cookie }] as Record<string, string>[]) {
        const answer = await raw("GET", path, headers);
        if (isStaffList(answer) || answer.status >= 500)
          problems.push(`${path} ${JSON.stringify(headers)} → ${answer.status}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it("reads no path or role from headers, the query or the sign-in body", async () => {
    const forged = {
      "x-original-url": "/api/admin/staff",
      "x-rewrite-url": "/api/admin/staff",
      "x-forwarded-prefix": "/api/admin",
      "x-staff-role": "admin",
      "x-role": "admin",
      "x-forwarded-user": "traversal@quotemaple.ca",
      "x-forwarded-for": "127.0.0.1",
    };
    // A public path that a proxy-style rewrite would turn into the admin list.
    for (const path of ["/api/admin/login", "/healthz", "/"]) {
      expect(isStaffList(await raw("GET", path, forged)), path).toBe(false);
    }
    // An editor claiming to be an admin, however it asks.
    for (const path of ["/api/admin/staff", "/api/admin/staff?role=admin&admin=true"]) {
      expect((await raw("GET", path, { ...forged, cookie: editor.cookie })).status, path).toBe(403);
    }
    const signIn = await fetch(`${server.url}/api/admin/login`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: server.url },
      body: JSON.stringify({
        email: "traversal-editor@quotemaple.ca",
        password: "traversal-password-2",
        role: "admin",
      }),
    });
    // The extra field is ignored: the role comes from the account.
    expect(signIn.status).toBe(200);
    expect(((await signIn.json()) as { staff: { role: string } }).staff.role).toBe("editor");
    const cookie = signIn.headers.getSetCookie()[0]!.split(";")[0]!;
    expect((await raw("GET", "/api/admin/staff", { cookie })).status).toBe(403);
  });
});
