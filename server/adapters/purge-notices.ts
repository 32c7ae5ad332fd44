import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import pg from "pg";
import type { Database } from "../../db/client";
import type { Logger } from "../logger";

/** The PostgreSQL channel every process of every instance listens on for page purges. */
export const PURGE_CHANNEL = "quotemaple_page_purge";
/** How soon a lost listening connection is opened again (then doubling, up to a minute). */
const RECONNECT_FIRST_MS = 500;
const RECONNECT_MAX_MS = 60_000;

export interface PurgeNotices {
  /** Tells every other process that content changed (after this one purged the shared store). */
  announce(): Promise<void>;
  close(): Promise<void>;
}

export interface PurgeNoticeOptions {
  databaseUrl: string;
  /** The process's pool, which sends the notices. */
  db: Database;
  /** Called when another process announced a purge, and after a lost connection is back (a notice may have been missed). */
  onPurge: () => void;
  logger: Logger;
}

/**
 * Page purges between processes through PostgreSQL's LISTEN/NOTIFY (decision 0054): each process
 * keeps one connection listening; a publish on any process notifies the others, which forget the
 * pages they hold in memory. A notice carries only the sender's id, so a process ignores its own.
 */
export function listenForPurges(options: PurgeNoticeOptions): PurgeNotices {
  const { databaseUrl, db, onPurge, logger } = options;
  const self = randomUUID();
  let client: pg.Client | null = null;
  let closed = false;
  let delay = RECONNECT_FIRST_MS;
  let timer: NodeJS.Timeout | undefined;
  let connected = false;

  const connect = async (): Promise<void> => {
    if (closed) return;
    const next = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 5000 });
    next.on("notification", (message) => {
      if (message.channel === PURGE_CHANNEL && message.payload !== self) onPurge();
    });
    next.on("error", (error) => lost(next, error));
    next.on("end", () => lost(next, null));
    client = next;
    try {
      await next.connect();
      await next.query(`listen ${PURGE_CHANNEL}`);
      if (closed) {
        await next.end();
        return;
      }
      // Back after a loss: a purge announced meanwhile was not heard, so forget what is held.
      if (delay > RECONNECT_FIRST_MS) onPurge();
      delay = RECONNECT_FIRST_MS;
      connected = true;
    } catch (error) {
      lost(next, error);
    }
  };

  const lost = (which: pg.Client, error: unknown) => {
    if (closed || client !== which) return;
    client = null;
    if (connected || error) logger.warn({ err: error }, "page purge notices lost; listening again soon");
    connected = false;
    which.end().catch(() => {});
    timer = setTimeout(() => void connect(), delay);
    timer.unref();
    delay = Math.min(delay * 2, RECONNECT_MAX_MS);
  };

  void connect();

  return {
    async announce() {
      await db.execute(sql`select pg_notify(${PURGE_CHANNEL}, ${self})`);
    },
    async close() {
      closed = true;
      clearTimeout(timer);
      const current = client;
      client = null;
      await current?.end().catch(() => {});
    },
  };
}
