import pino from "pino";
import { describe, expect, it } from "vitest";
import type { AppServices } from "../app-services";
import { pageServices } from "./page-services";

const logger = pino({ level: "silent" });
const down = () =>
  Promise.reject(new Error("Failed query", { cause: new Error("Connection terminated unexpectedly") }));

describe("pageServices", () => {
  const services = {
    getBlogPost: down,
    getHomePage: () => Promise.resolve({ ok: true }),
    failsOtherwise: () => Promise.reject(new TypeError("a bug")),
    adminPosts: { list: down },
  } as unknown as AppServices;
  const wrapped = pageServices(services, logger) as unknown as Record<
    string,
    (...args: unknown[]) => Promise<unknown>
  > & {
    adminPosts: { list: () => Promise<unknown> };
  };

  it("turns an unreachable database into a 503 response for the page's error screen", async () => {
    const thrown = await wrapped.getBlogPost?.("slug").catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(503);
    const nested = await wrapped.adminPosts.list().catch((error: unknown) => error);
    expect((nested as Response).status).toBe(503);
  });

  it("passes answers and other errors through unchanged", async () => {
    await expect(wrapped.getHomePage?.()).resolves.toEqual({ ok: true });
    await expect(wrapped.failsOtherwise?.()).rejects.toThrow(TypeError);
  });
});
