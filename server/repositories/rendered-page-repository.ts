import { and, eq, lt, ne, sql } from "drizzle-orm";
import type { Database, DatabaseHandle } from "../../db/client";
import { renderedPages, renderedPagesGeneration } from "../../db/schema";
import type { RenderedPageStore, StoredPage } from "../http/page-cache";

export interface RenderedPageStoreOptions {
  /** The build the pages were rendered by: another build's pages are never served. */
  build: string;
  /** How long a stored page is served at most (a day): what a page shows may depend on the date. */
  maxAgeMs: number;
  now?: () => Date;
}

interface FoundRow {
  generation: number;
  // JSON as text: the embedded database's driver parses jsonb slower than JSON.parse does.
  reads: string | null;
  headers: string | null;
  hash: string | null;
  brotli: string | null;
  gzip: string | null;
}

/**
 * The shared store of rendered pages on the database (decision 0041). One query reads the store's
 * generation and, when current, the page; a write is taken only while the generation it was begun in
 * is still the store's, so a page rendered before a purge never comes back after it.
 */
export function renderedPageStore(database: DatabaseHandle, options: RenderedPageStoreOptions): RenderedPageStore {
  const { db } = database;
  const now = options.now ?? (() => new Date());
  const { build } = options;
  // The database's own clock unless a test sets one: a timestamp parameter costs more than the rest.
  const expiry = options.now ? "$3::timestamptz" : "now()";
  return {
    async find(key, encodings) {
      // Prepared, and only the bodies asked for: on the embedded database this read is most of
      // what a miss costs.
      const br = encodings.includes("br");
      const gzip = encodings.includes("gzip");
      const [row] = await database.prepared<FoundRow>(
        `rendered_page_find${br ? "_br" : ""}${gzip ? "_gzip" : ""}${options.now ? "_at" : ""}`,
        `select g.generation::float8 as generation, p.reads::text as reads, p.headers::text as headers, p.hash,
           ${br ? "p.brotli" : "null::text as brotli"}, ${gzip ? "p.gzip" : "null::text as gzip"}
         from rendered_pages_generation g
         left join rendered_pages p on p.build = $1 and p.key = $2 and p.generation = g.generation and p.expires_at > ${expiry}
         where g.id = 1`,
        options.now ? [build, key, now().toISOString()] : [build, key],
      );
      if (!row) throw new Error("the rendered pages' generation row is missing");
      return { generation: row.generation, page: storedPageOf(row) };
    },

    async readsOf(path) {
      const [row] = await db
        .select({ reads: renderedPages.reads })
        .from(renderedPages)
        .innerJoin(renderedPagesGeneration, eq(renderedPages.generation, renderedPagesGeneration.generation))
        .where(and(eq(renderedPages.build, build), eq(renderedPages.path, path)))
        .limit(1);
      return row?.reads ?? null;
    },

    async write(key, path, page, generation) {
      const renderedAt = now();
      const values = {
        build,
        key,
        path,
        reads: page.reads,
        generation,
        headers: page.headers,
        hash: page.hash,
        brotli: page.br.toString("base64"),
        gzip: page.gzip.toString("base64"),
        renderedAt,
        expiresAt: expiryOf(renderedAt, options.maxAgeMs),
      };
      // Kept only while the store is still in the generation the render began in.
      await db.transaction(async (transaction) => {
        const [current] = await transaction
          .select({ generation: renderedPagesGeneration.generation })
          .from(renderedPagesGeneration)
          .where(eq(renderedPagesGeneration.id, 1))
          .for("share");
        if (!current || Number(current.generation) !== generation) return;
        await transaction
          .insert(renderedPages)
          .values(values)
          .onConflictDoUpdate({ target: [renderedPages.build, renderedPages.key], set: values });
      });
    },

    async purge() {
      await purgeRenderedPages(db);
    },
  };
}

/**
 * Forgets every stored page, of every build, and moves the generation on, so a render begun before
 * is not written after. Staff publishing does it through the page cache; so does a seed that changed
 * content, and anything else that writes content behind the app's back should.
 */
export async function purgeRenderedPages(db: Database): Promise<void> {
  await db.transaction(async (transaction) => {
    await transaction
      .update(renderedPagesGeneration)
      .set({ generation: sql`${renderedPagesGeneration.generation} + 1` })
      .where(eq(renderedPagesGeneration.id, 1));
    await transaction.delete(renderedPages);
  });
}

/** The keys stored for this build in the current generation, still fresh: what a prerender can skip. */
export async function listStoredPageKeys(db: Database, build: string, at: Date): Promise<Set<string>> {
  const rows = await db
    .select({ key: renderedPages.key })
    .from(renderedPages)
    .innerJoin(renderedPagesGeneration, eq(renderedPages.generation, renderedPagesGeneration.generation))
    .where(and(eq(renderedPages.build, build), sql`${renderedPages.expiresAt} > ${at.toISOString()}`));
  return new Set(rows.map((row) => row.key));
}

/** Removes other builds' pages that have expired: a build still running somewhere keeps its own. */
export async function deleteOtherBuildsPages(db: Database, build: string, at: Date): Promise<number> {
  const deleted = await db
    .delete(renderedPages)
    .where(and(ne(renderedPages.build, build), lt(renderedPages.expiresAt, at)))
    .returning({ key: renderedPages.key });
  return deleted.length;
}

/**
 * When a page rendered now stops being served: after `maxAgeMs`, and no later than the next New
 * Year, as the footer shows the year.
 */
export function expiryOf(renderedAt: Date, maxAgeMs: number): Date {
  const newYear = new Date(renderedAt.getFullYear() + 1, 0, 1);
  return new Date(Math.min(renderedAt.getTime() + maxAgeMs, newYear.getTime()));
}

function storedPageOf(row: FoundRow): StoredPage | null {
  if (row.reads === null || row.headers === null || row.hash === null) return null;
  return {
    reads: JSON.parse(row.reads) as string[],
    headers: JSON.parse(row.headers) as [string, string][],
    hash: row.hash,
    ...(row.brotli === null ? {} : { br: Buffer.from(row.brotli, "base64") }),
    ...(row.gzip === null ? {} : { gzip: Buffer.from(row.gzip, "base64") }),
  };
}
