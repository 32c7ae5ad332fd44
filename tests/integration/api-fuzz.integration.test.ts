import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ERROR_STATUS } from "../../core/shared/errors";
import { createStaffUser, signInStaff } from "../helpers/staff-session";
import { startTestServer, type TestServer } from "../helpers/test-server";

/**
 * Every API endpoint the app registers, fuzzed over real HTTP (issue 11, hostile input): random JSON
 * shapes, wrong types, huge strings, deep nesting, unicode edge cases and prototype-pollution keys.
 * Never a 500, never a hang, always the standard error shape. Endpoints are read from the app's own
 * route table, so a new one is fuzzed without being listed here.
 */

let server: TestServer;
let staffHeaders: Record<string, string>;

const UNLIMITED = {
  RATE_LIMIT_ENABLED: "false",
  RATE_LIMIT_LOGIN_PER_15_MINUTES: "100000",
};

beforeAll(async () => {
  server = await startTestServer({ env: UNLIMITED });
  await createStaffUser(server.database.db, {
    email: "fuzz-admin@quotemaple.ca",
    role: "admin",
    password: "fuzz-admin-password-1",
  });
  ({ headers: staffHeaders } = await signInStaff(server.url, "fuzz-admin@quotemaple.ca", "fuzz-admin-password-1"));
}, 90_000);

afterAll(async () => {
  await server?.close();
});

type Endpoint = { method: string; path: string };

/** The API routes the app registers (method-not-allowed fallbacks and middleware left out). */
function apiEndpoints(): Endpoint[] {
  const seen = new Map<string, Endpoint>();
  for (const route of server.app.routes) {
    if (!route.path.startsWith("/api/") || route.path.includes("*")) continue;
    if (!["GET", "POST", "PUT", "PATCH", "DELETE"].includes(route.method)) continue;
    seen.set(`${route.method} ${route.path}`, { method: route.method, path: route.path });
  }
  return [...seen.values()].sort((a, b) => `${a.path}${a.method}`.localeCompare(`${b.path}${b.method}`));
}

/** Sign-out would end the session the other requests use; it is fuzzed without one. */
const withoutSession = (endpoint: Endpoint) => endpoint.path === "/api/admin/logout";

const ERROR_CODES = Object.keys(ERROR_STATUS);

const UNICODE_EDGES = [
  "\u0000",
  "a\u0000b",
  "\ud800",
  "\udfff",
  "\u202eevil",
  "\ufeff",
  "𝕏🇨🇦👨‍👩‍👧",
  "e\u0301\u0301\u0301",
  "\u2028\u2029",
  "﷽".repeat(50),
];

const POLLUTION_KEYS = ["__proto__", "constructor", "prototype", "toString", "hasOwnProperty", "valueOf"];

const hostileString = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: "grapheme", maxLength: 20 }),
  fc.string({ unit: "binary", maxLength: 20 }),
  fc.constantFrom(...UNICODE_EDGES),
  fc.constantFrom("", " ", "null", "undefined", "NaN", "<script>alert(1)</script>", "' OR 1=1 --", "../../etc/passwd"),
  fc.integer({ min: 1000, max: 60_000 }).map((length) => "x".repeat(length)),
);

const hostileValue: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: "small" },
    hostileString,
    fc.integer(),
    fc.double(),
    fc.constantFrom(0, -1, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, true, false, null),
    fc.array(tie("value"), { maxLength: 4 }),
    fc.dictionary(fc.oneof(hostileString, fc.constantFrom(...POLLUTION_KEYS)), tie("value"), { maxKeys: 4 }),
  ),
})).value;

/** Bodies shaped like what the endpoints read, with one field replaced by something hostile. */
const PLAUSIBLE_KEYS = [
  "action",
  "mode",
  "chatSessionId",
  "message",
  "consent",
  "category",
  "province",
  "postalCode",
  "vehicleYear",
  "sessionId",
  "aggregatorSessionId",
  "quoteId",
  "coverage",
  "name",
  "email",
  "phone",
  "subject",
  "password",
  "title",
  "slug",
  "contentMd",
  "status",
  "featured",
  "postId",
  "session_id",
  "event_type",
  "event_data",
  "timestamp",
  "kind",
  "reference",
  "token",
  "file",
];

const hostileBody = fc.oneof(
  hostileValue,
  fc.dictionary(fc.constantFrom(...PLAUSIBLE_KEYS, ...POLLUTION_KEYS), hostileValue, { maxKeys: 8 }),
);

const hostileSegment = fc.oneof(
  fc.uuid(),
  fc.constantFrom("0", "-1", "null", "%00", "..%2F..%2Fetc%2Fpasswd", "%E2%80%AE", "a".repeat(300)),
  fc.string({ minLength: 1, maxLength: 20 }).map(encodeURIComponent),
);

const hostileQuery = fc
  .dictionary(
    fc.constantFrom("search", "status", "from", "to", "page", "category", "q", "__proto__"),
    hostileString.map((value) => value.slice(0, 2000)),
    { maxKeys: 4 },
  )
  .map((params) => new URLSearchParams(params as Record<string, string>).toString());

async function send(endpoint: Endpoint, pathValue: string, query: string, body: string | null, contentType: string) {
  const path = endpoint.path.replace(/:[a-zA-Z]+/g, () => pathValue);
  const headers: Record<string, string> = withoutSession(endpoint)
    ? { origin: server.url }
    : { ...staffHeaders, origin: server.url };
  if (body !== null) headers["content-type"] = contentType;
  const sent = `${endpoint.method} ${path}${query ? `?${query}` : ""}`;
  try {
    const response = await fetch(`${server.url}${path}${query ? `?${query}` : ""}`, {
      method: endpoint.method,
      headers,
      body: endpoint.method === "GET" ? null : body,
      signal: AbortSignal.timeout(15_000),
    });
    return { response, text: await response.text(), sent };
  } catch (error) {
    const cause = (error as { cause?: { message?: string } }).cause?.message ?? String(error);
    throw new Error(`${sent} with ${(body ?? "").length} bytes: no answer (${cause})`, { cause: error });
  }
}

/** The contract every answer keeps: no 500, and an error in the standard shape. */
function expectStandardAnswer(result: { response: Response; text: string; sent: string }, input: unknown) {
  const { response, text, sent } = result;
  const context = `${sent} → ${response.status} ${text.slice(0, 300)} for ${JSON.stringify(input)?.slice(0, 300)}`;
  expect(response.status, context).toBeLessThan(500);
  if (response.status >= 400) {
    expect(response.headers.get("content-type"), context).toMatch(/^application\/json/);
    const parsed = JSON.parse(text) as { error?: { code?: unknown; message?: unknown } };
    expect(ERROR_CODES, context).toContain(parsed.error?.code);
    expect(typeof parsed.error?.message === "string" && parsed.error.message.length > 0, context).toBe(true);
  }
}

describe("every API endpoint under hostile input", () => {
  it("finds the endpoints to fuzz", () => {
    const endpoints = apiEndpoints().map((endpoint) => `${endpoint.method} ${endpoint.path}`);
    expect(endpoints.length).toBeGreaterThanOrEqual(20);
    for (const known of ["POST /api/session/start", "POST /api/chat/message", "PUT /api/admin/posts/:id"]) {
      expect(endpoints).toContain(known);
    }
  });

  it("answers random JSON bodies, ids and query strings with a standard answer and never a 500", async () => {
    for (const endpoint of apiEndpoints()) {
      await fc.assert(
        fc.asyncProperty(hostileSegment, hostileQuery, hostileBody, async (segment, query, body) => {
          const result = await send(endpoint, segment, query, JSON.stringify(body) ?? "null", "application/json");
          expectStandardAnswer(result, { segment, query, body });
        }),
        { numRuns: 25, seed: 20261122, endOnFailure: true },
      );
    }
  }, 300_000);

  it.each([
    ["malformed JSON", '{"a": ', "application/json"],
    ["an empty body", "", "application/json"],
    ["the wrong content type", "name=x&email=y", "application/x-www-form-urlencoded"],
    ["text that is not JSON", "hello", "text/plain"],
    ["deep nesting", `${"[".repeat(50_000)}${"]".repeat(50_000)}`, "application/json"],
    ["deeply nested objects", `${'{"a":'.repeat(5_000)}1${"}".repeat(5_000)}`, "application/json"],
    ["a body over the size limit", JSON.stringify({ message: "x".repeat(2_000_000) }), "application/json"],
    [
      "a null byte in every field",
      JSON.stringify(Object.fromEntries(PLAUSIBLE_KEYS.map((key) => [key, "a\u0000b"]))),
      "application/json",
    ],
    [
      "lone surrogates",
      JSON.stringify(Object.fromEntries(PLAUSIBLE_KEYS.map((key) => [key, "\ud800x\udfff"]))),
      "application/json",
    ],
    [
      "prototype-pollution keys",
      '{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}},"event_data":{"__proto__":{"polluted":true}}}',
      "application/json",
    ],
  ])(
    "answers %s on every endpoint without a 500",
    async (_label, body, contentType) => {
      for (const endpoint of apiEndpoints()) {
        const result = await send(endpoint, "00000000-0000-4000-8000-000000000000", "", body, contentType);
        expectStandardAnswer(result, body.slice(0, 80));
      }
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    },
    120_000,
  );

  it("closes a connection whose request body went unread, so the next request gets an answer", async () => {
    const headers = { ...staffHeaders, origin: server.url, "content-type": "application/json" };
    const early = await fetch(`${server.url}/api/admin/posts/not-an-id/status`, {
      method: "POST",
      headers,
      body: JSON.stringify({ status: "x".repeat(300_000) }),
    });
    expect(early.status).toBe(400);
    expect(early.headers.get("connection")).toBe("close");
    await early.text();
    const next = await fetch(`${server.url}/api/admin/posts`, { method: "POST", headers, body: "null" });
    expect(next.status).toBe(400);
    expect(next.headers.get("connection")).not.toBe("close");
  });

  it("answers requests without a session the same way", async () => {
    for (const endpoint of apiEndpoints()) {
      const path = endpoint.path.replace(/:[a-zA-Z]+/g, "x");
      const response = await fetch(`${server.url}${path}`, {
        method: endpoint.method,
        headers: { "content-type": "application/json", origin: server.url },
        body: endpoint.method === "GET" ? null : "{}",
        signal: AbortSignal.timeout(15_000),
      });
      expectStandardAnswer({ response, text: await response.text(), sent: `${endpoint.method} ${path}` }, "{}");
    }
  });
});
