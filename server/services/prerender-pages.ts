import type { Database } from "../../db/client";
import type { Logger } from "../logger";
import { deleteOtherBuildsPages, listStoredPageKeys } from "../repositories/rendered-page-repository";
import { listSitemapEntries } from "./list-sitemap-entries";

export interface PrerenderDependencies {
  db: Database;
  /** The build whose pages the store holds. */
  build: string;
  siteUrl: string;
  /** Asks the app itself for a page, as a visitor would (through the page cache, which stores it). */
  fetchPage: (request: Request) => Response | Promise<Response>;
  logger: Logger;
  /** Stops between two pages when the server closes. */
  signal?: AbortSignal | undefined;
  /** How long to wait before a run, so several publishes in a row make one run (1 s). */
  delayMs?: number;
}

export interface Prerender {
  /** Renders, soon and in the background, every sitemap page the store does not hold yet. */
  schedule(): void;
  /** Resolves when no run is waiting or under way (for tests). */
  idle(): Promise<void>;
}

/**
 * Renders every public page of the sitemap into the shared store (decision 0041), one at a time and
 * yielding between pages, so a visitor's first view after a start or a publish is a read, not a
 * render. Pages already stored for this build and generation are skipped: a restart, or a second
 * instance, renders nothing again.
 */
export function createPrerender(dependencies: PrerenderDependencies): Prerender {
  const { db, build, logger, signal } = dependencies;
  const delayMs = dependencies.delayMs ?? 1000;
  let running: Promise<void> | null = null;
  let again = false;

  const runOnce = async () => {
    const startedAt = performance.now();
    const removed = await deleteOtherBuildsPages(db, build, new Date());
    const [entries, stored] = await Promise.all([listSitemapEntries(db), listStoredPageKeys(db, build, new Date())]);
    let rendered = 0;
    for (const { path } of entries) {
      if (signal?.aborted || again) return;
      if (stored.has(path)) continue;
      const response = await dependencies.fetchPage(
        new Request(new URL(path, dependencies.siteUrl), { headers: { "accept-encoding": "br, gzip" } }),
      );
      await response.body?.cancel();
      rendered += 1;
      // The event loop serves visitors between two pages.
      await new Promise((resolve) => setImmediate(resolve));
    }
    logger.info(
      { pages: entries.length, rendered, removedOtherBuilds: removed, ms: Math.round(performance.now() - startedAt) },
      "public pages prerendered",
    );
  };

  const run = async () => {
    await new Promise((resolve) => setTimeout(resolve, delayMs).unref());
    do {
      again = false;
      if (signal?.aborted) return;
      try {
        await runOnce();
      } catch (error) {
        if (!signal?.aborted)
          logger.warn({ err: error }, "prerendering public pages failed; pages render on first view");
      }
    } while (again);
  };

  return {
    schedule() {
      if (running) {
        again = true;
        return;
      }
      running = run().finally(() => {
        running = null;
      });
    },
    async idle() {
      while (running) await running;
    },
  };
}
