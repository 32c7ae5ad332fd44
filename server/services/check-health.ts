import type { DatabaseHandle } from "../../db/client";
import { pingDatabase } from "../repositories/health-repository";

export interface HealthReport {
  /** "draining" while the server stops (decision 0052); "unavailable" when the database does not answer. */
  status: "ok" | "unavailable" | "draining";
  database: { kind: string; ok: boolean; latencyMs: number; error?: string };
  uptimeSeconds: number;
}

const HEALTH_QUERY_TIMEOUT_MS = 2000;

/** Readiness: the database, checked with a bounded round trip, and whether the server is stopping. */
export async function checkHealth(handle: DatabaseHandle, state: { draining?: boolean } = {}): Promise<HealthReport> {
  const startedAt = performance.now();
  let ok = true;
  let error: string | undefined;
  try {
    await Promise.race([
      pingDatabase(handle.db),
      new Promise((_, reject) => setTimeout(() => reject(new Error("timed out")), HEALTH_QUERY_TIMEOUT_MS).unref()),
    ]);
  } catch (caught) {
    ok = false;
    error = caught instanceof Error ? caught.message : "unknown error";
  }
  return {
    status: state.draining ? "draining" : ok ? "ok" : "unavailable",
    database: {
      kind: handle.kind,
      ok,
      latencyMs: Math.round((performance.now() - startedAt) * 10) / 10,
      ...(error ? { error } : {}),
    },
    uptimeSeconds: Math.round(process.uptime()),
  };
}
