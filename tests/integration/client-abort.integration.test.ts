import { connect } from "node:net";
import type { ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import { createApp, DEFAULT_CLIENT_DIR } from "../../server/app";
import { listen } from "../../server/boot";
import { loadConfig } from "../../server/config";
import { capturingLogger } from "../helpers/capturing-logger";
import { createTestDatabase } from "../helpers/test-database";
import { PROJECT_ROOT } from "../../db/project-root";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

/**
 * A client that stops sending part-way through its body and hangs up (an outside test saw such
 * requests logged as server failures: 500 and "database unavailable", at error level). The server
 * logs them as the client's doing, at info level, and carries on.
 */
describe("a client that hangs up mid-body", () => {
  it("is logged as a closed request, never as a server failure, on pages and the API", async () => {
    const { logger, lines } = capturingLogger("info");
    const database = await createTestDatabase({ seed: false });
    const build = (await import(pathToFileURL(join(PROJECT_ROOT, "build", "server", "index.js")).href)) as ServerBuild;
    const app = createApp({
      config: loadConfig({ NODE_ENV: "test", PAGE_CACHE_SECONDS: "0" }),
      logger,
      database,
      getServerBuild: async () => build,
      clientDir: DEFAULT_CLIENT_DIR,
    });
    const http = await listen(app, { port: 0, host: "127.0.0.1" });
    const paths = ["/contact", "/privacy-request", "/api/contact", "/api/policy/analyze", "/api/session/start"];
    try {
      await Promise.all(
        paths.map(
          (path) =>
            new Promise<void>((resolve) => {
              const json = path.startsWith("/api");
              const socket = connect(http.port, "127.0.0.1", () => {
                socket.write(
                  `POST ${path} HTTP/1.1\r\nHost: localhost\r\n` +
                    `Content-Type: ${json ? "application/json" : "application/x-www-form-urlencoded"}\r\n` +
                    `Content-Length: 1000\r\n\r\n${json ? '{"name":"Ab' : "name=Ab"}`,
                );
                setTimeout(() => socket.destroy(), 300);
              });
              socket.on("error", () => {});
              socket.on("close", () => resolve());
            }),
        ),
      );
      // The handlers finish after the hang-up; wait for every request's line.
      const deadline = Date.now() + 10_000;
      const closed = () => lines.filter((line) => line.msg === "client closed the request");
      while (closed().length < paths.length && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(
        closed()
          .map((line) => line.path)
          .sort(),
      ).toEqual([...paths].sort());
      for (const line of closed()) expect(line).toMatchObject({ level: 30, status: 499 });
      expect(lines.filter((line) => Number(line.level) >= 50)).toEqual([]);
      // And the server still answers.
      expect((await fetch(`http://127.0.0.1:${http.port}/healthz`)).status).toBe(200);
    } finally {
      await http.close();
      await database.destroy();
    }
  }, 60_000);
});
