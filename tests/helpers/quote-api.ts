import { readFileSync } from "node:fs";
import { expect } from "vitest";

/**
 * The first JSON example after the README heading `heading` matches, exactly as written there, so a
 * test can post the README's own example and the README cannot drift from what the API accepts.
 */
export function readmeJsonExample(heading: RegExp): unknown {
  const lines = readFileSync(new URL("../../README.md", import.meta.url), "utf8").split("\n");
  const at = lines.findIndex((line) => /^#+ /.test(line) && heading.test(line));
  expect(at, `README has a heading matching ${heading}`).toBeGreaterThan(-1);
  const block = /```json\n([\s\S]*?)\n```/.exec(lines.slice(at).join("\n"));
  expect(block, `a JSON example follows the heading matching ${heading}`).not.toBeNull();
  return JSON.parse(block![1]!);
}

/**
 * JSON posts to the quote API as one browser (its privacy key cookie) in either language, and a
 * session start that must succeed. `baseUrl` is read at each call: test servers start in a hook.
 */
export function quoteApi(baseUrl: () => string, browserKey: string) {
  function post(path: string, body: unknown, language: "en" | "fr" = "en") {
    return fetch(`${baseUrl()}${path}`, {
      method: "POST",
      body: JSON.stringify(body),
      headers: {
        "Content-Type": "application/json",
        "Accept-Language": language === "fr" ? "fr-CA,fr;q=0.9" : "en-CA,en;q=0.9",
        cookie: `qm_privacy=${browserKey}`,
      },
    });
  }
  async function startSession<Session>(body: unknown): Promise<Session> {
    const response = await post("/api/session/start", body);
    expect(response.status, await response.clone().text()).toBe(201);
    return (await response.json()) as Session;
  }
  return { post, startSession };
}

/** A 400 in the standard error shape, every detail a field and a message, with `message` on `field`. */
export async function expectRefusal(response: Response, field: string, message: string) {
  expect(response.status).toBe(400);
  const body = (await response.json()) as {
    error: { code: string; message: string; details?: { field: string; message: string }[] };
  };
  expect(body.error).toMatchObject({ code: "validation_failed", message: expect.any(String) });
  for (const detail of body.error.details ?? []) {
    expect(detail).toEqual({ field: expect.any(String), message: expect.any(String) });
  }
  expect(body.error.details).toContainEqual({ field, message });
}
