import { execFileSync } from "node:child_process";
import { Worker } from "node:worker_threads";
import { currentOsThread } from "../../server/adapters/thread-time";

/**
 * A machine whose cores other programs keep busy, made on purpose (decision 0068): the calling thread
 * is pinned to the first core it may use (threads it creates from now on inherit that), and busy
 * threads share that core with them. Linux only (`taskset`, from util-linux).
 */

/** Pins the calling thread to the first core; answers a function that gives it its cores back. */
export function pinToOneCore(): () => void {
  const tid = currentOsThread();
  if (tid === null) throw new Error("no /proc/thread-self: not Linux");
  const shown = execFileSync("taskset", ["-p", String(tid)], { encoding: "utf8" });
  const mask = /:\s*([0-9a-f,]+)\s*$/i.exec(shown)?.[1];
  if (!mask) throw new Error(`taskset said: ${shown}`);
  // The first core this thread may use (a container's CPU set need not hold core 0).
  const allowed = execFileSync("taskset", ["-c", "-p", String(tid)], { encoding: "utf8" });
  const first = /:\s*(\d+)/.exec(allowed)?.[1];
  if (!first) throw new Error(`taskset said: ${allowed}`);
  execFileSync("taskset", ["-p", "-c", first, String(tid)]);
  return () => execFileSync("taskset", ["-p", mask, String(tid)]);
}

/** `count` threads that keep their core busy until they are ended (`terminate()`). */
export async function busyThreads(count: number): Promise<Worker[]> {
  const source = `require("node:worker_threads").parentPort.postMessage("busy"); for (;;) {}`;
  return Promise.all(
    Array.from({ length: count }, async () => {
      const worker = new Worker(source, { eval: true });
      await new Promise((resolve) => worker.once("message", resolve));
      return worker;
    }),
  );
}
