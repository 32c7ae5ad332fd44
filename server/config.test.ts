import { describe, expect, it } from "vitest";
import { ocrPoolFrom } from "./adapters/ocr";
import { pdfPoolFrom } from "./adapters/pdf-threads";
import { ConfigError, loadConfig, serverProcessesOf, shareOf } from "./config";

describe("loadConfig", () => {
  it("works with no settings", () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.HOST).toBe("127.0.0.1");
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.DATA_DIR).toMatch(/data$/);
    expect(config.SITE_URL).toBe("http://localhost:3000");
    expect(config.isHttps).toBe(false);
    expect(config.RATE_LIMIT_ENABLED).toBe(true);
  });

  it("parses values and trims the site URL's trailing slash", () => {
    const config = loadConfig({
      PORT: "8080",
      SITE_URL: "https://www.quotemaple.ca/",
      DATABASE_URL: "postgres://u:p@127.0.0.1:5432/quotemaple",
      RATE_LIMIT_ENABLED: "false",
      LOG_LEVEL: "warn",
    });
    expect(config.PORT).toBe(8080);
    expect(config.SITE_URL).toBe("https://www.quotemaple.ca");
    expect(config.isHttps).toBe(true);
    expect(config.RATE_LIMIT_ENABLED).toBe(false);
  });

  it("takes the site's address from the port when none is given", () => {
    expect(loadConfig({ PORT: "8080" }).SITE_URL).toBe("http://localhost:8080");
    expect(loadConfig({ PORT: "0" }).SITE_URL).toBe("http://localhost:3000");
  });

  it("refuses to listen beyond this machine in production without a public site address (issue 24)", () => {
    for (const host of ["0.0.0.0", "::", "10.0.0.5"]) {
      expect(() => loadConfig({ HOST: host })).toThrow(
        new RegExp(
          `HOST=${host.replace(/\./g, "\\.")} listens beyond this machine, so SITE_URL must be the site's public address`,
        ),
      );
      expect(() => loadConfig({ HOST: host, SITE_URL: "http://127.0.0.1:3000" })).toThrow(ConfigError);
      expect(() => loadConfig({ HOST: host, SITE_URL: "http://LOCALHOST:3000/" })).toThrow(ConfigError);
      expect(loadConfig({ HOST: host, SITE_URL: "https://www.quotemaple.ca" }).SITE_URL).toBe(
        "https://www.quotemaple.ca",
      );
      // Development and tests on a shared interface keep the default.
      expect(loadConfig({ HOST: host, NODE_ENV: "development" }).SITE_URL).toBe("http://localhost:3000");
    }
    for (const host of ["127.0.0.1", "localhost", "::1", "[::1]", "127.1.2.3"]) {
      expect(loadConfig({ HOST: host }).SITE_URL).toBe("http://localhost:3000");
    }
  });

  it("ignores empty variables", () => {
    expect(loadConfig({ PORT: "", DATABASE_URL: "" }).PORT).toBe(3000);
  });

  it.each([
    [{ PORT: "abc" }, "PORT"],
    [{ PORT: "70000" }, "PORT"],
    [{ DATABASE_URL: "mysql://x" }, "DATABASE_URL must start with postgres:// or postgresql://"],
    [{ SITE_URL: "ftp://example.com" }, "SITE_URL"],
    [{ LOG_LEVEL: "loud" }, "LOG_LEVEL"],
    [{ SESSION_SECRET: "short" }, "SESSION_SECRET must be at least 32 characters"],
    [{ LLM_BASE_URL: "http://127.0.0.1:9/v1" }, "LLM_BASE_URL and LLM_MODEL must be set together"],
    [{ LLM_MODEL: "gpt-something" }, "LLM_BASE_URL and LLM_MODEL must be set together"],
    [{ LLM_BASE_URL: "file:///etc/passwd", LLM_MODEL: "m" }, "LLM_BASE_URL"],
    [{ LLM_FALLBACK: "maybe" }, "LLM_FALLBACK"],
    [{ RATE_LIMIT_ENABLED: "maybe" }, "RATE_LIMIT_ENABLED must be true or false"],
  ])("stops on a bad value with a one-line explanation: %o", (env, expected) => {
    let caught: unknown;
    try {
      loadConfig(env);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ConfigError);
    const message = (caught as Error).message;
    expect(message).toContain(expected);
    expect(message).not.toContain("\n");
  });
});

describe("processes and the machine's share (issue 26)", () => {
  it("runs WEB_CONCURRENCY processes on PostgreSQL and one on PGlite", () => {
    expect(serverProcessesOf({ DATABASE_URL: "postgres://db/quotemaple", WEB_CONCURRENCY: 4 })).toBe(4);
    expect(serverProcessesOf({ DATABASE_URL: undefined, WEB_CONCURRENCY: 4 })).toBe(1);
    expect(loadConfig({ WEB_CONCURRENCY: "3" }).WEB_CONCURRENCY).toBe(3);
    expect(() => loadConfig({ WEB_CONCURRENCY: "0" })).toThrow(/WEB_CONCURRENCY/);
  });

  it("divides what is set for the machine between its processes, at least one each", () => {
    expect(shareOf(7, 1)).toBe(7);
    expect(shareOf(7, 2)).toBe(3);
    expect(shareOf(1, 4)).toBe(1);
    expect(ocrPoolFrom({ OCR_WORKERS: 8 }, 4)).toEqual({ workers: 2, queueLength: 4 });
    expect(ocrPoolFrom({ OCR_WORKERS: 8, OCR_QUEUE_LENGTH: 10 }, 1)).toEqual({ workers: 8, queueLength: 10 });
    expect(pdfPoolFrom({ PDF_WORKERS: 3 }, 2)).toEqual({ threads: 1 });
  });

  it("keeps a pool of at least two connections: a start-up holds one for its lock", () => {
    expect(() => loadConfig({ DATABASE_POOL_SIZE: "1" })).toThrow(/DATABASE_POOL_SIZE/);
  });
});
