import { readdirSync, readFileSync, readlinkSync } from "node:fs";

/**
 * The CPU time of the threads doing an analysis's work (decisions 0064 and 0068). Node 20 has no
 * clock of a thread's own, and `process.cpuUsage()` counts every thread of the process (the server,
 * another upload's OCR), so an analysis's time limit reads Linux's `/proc/self/task/<tid>/stat` for
 * the threads it knows are doing its work: the OCR thread, the PDF thread, and, while an image is
 * prepared, the thread preparing it with the image library's own worker threads. Where the system
 * does not tell (another system, a thread that never says which it is), wall-clock time counts.
 */

/**
 * How long one piece of work may run: `workMs` of its threads' CPU time (wall-clock time where that
 * cannot be read), and never more than `wallMs` of wall-clock time, however busy the machine: a
 * thread that stops making progress (waiting on a lock, swapped out) is still ended by the latter.
 */
export interface WorkLimit {
  workMs: number;
  wallMs: number;
}

/** Clock ticks per second of `/proc`'s times (USER_HZ, the same on every Linux). */
const TICKS_PER_SECOND = 100;

type ReadFile = (path: string) => string;
const readProc: ReadFile = (path) => readFileSync(path, "latin1");

/** User plus system time of a `/proc/.../stat` line in milliseconds; null if the line is not one. */
export function cpuMsOfStat(stat: string): number | null {
  // The thread's name, in parentheses, may hold spaces and parentheses: the fields start after the last ")".
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  const user = Number(fields[11]);
  const system = Number(fields[12]);
  if (!Number.isFinite(user) || !Number.isFinite(system) || fields.length < 13) return null;
  return ((user + system) * 1000) / TICKS_PER_SECOND;
}

/**
 * The CPU time an OS thread of this process has used, in milliseconds (user and system time, fields
 * 14 and 15 of its stat line, in ticks of 1/100 s, which the kernel's interface fixes); null where
 * that cannot be read (another system, a thread gone).
 */
export function threadCpuMs(tid: number, read: ReadFile = readProc): number | null {
  try {
    return cpuMsOfStat(read(`/proc/self/task/${tid}/stat`));
  } catch {
    return null;
  }
}

/** The OS thread id of the calling thread (Linux's `/proc/thread-self`), or null elsewhere. */
export function currentOsThread(): number | null {
  try {
    const tid = Number(readlinkSync("/proc/thread-self").split("/").pop());
    return Number.isInteger(tid) && tid > 0 ? tid : null;
  } catch {
    return null;
  }
}

/** Counts one piece of work from now: wall-clock time, and the CPU time of the threads doing it. */
export interface WorkMeter {
  wallMs(): number;
  /** The threads' CPU time since the start where it can be read; the wall-clock time otherwise. */
  workMs(): number;
}

/**
 * A meter for one thread's next piece of work (a recognition, a PDF job). A thread that has not said
 * which OS thread it is yet is measured in wall-clock time until it does; a thread started for this
 * work counts all its CPU time (its start is this work's). One that never says (another system, a
 * stand-in script) is measured in wall-clock time throughout.
 */
export function workMeter(
  osThread: () => number | undefined,
  cpuMs: (tid: number) => number | null = threadCpuMs,
  now: () => number = () => performance.now(),
): WorkMeter {
  const started = now();
  const wallMs = () => now() - started;
  const known = osThread();
  const baseline = known === undefined ? 0 : cpuMs(known);
  let last: number | null = null;
  return {
    wallMs,
    workMs: () => {
      const tid = osThread();
      if (tid === undefined || baseline === null) return wallMs();
      const used = cpuMs(tid);
      // A thread that has ended keeps the last figure read.
      if (used !== null) last = Math.max(0, used - baseline);
      return last ?? wallMs();
    },
  };
}

/** This process's threads: their ids, names and CPU time; null where `/proc` cannot be read. */
export function processThreads(
  list: () => string[] = () => readdirSync("/proc/self/task"),
  read: ReadFile = readProc,
): { tid: number; name: string; cpuMs: number }[] | null {
  let tids: string[];
  try {
    tids = list();
  } catch {
    return null;
  }
  const threads: { tid: number; name: string; cpuMs: number }[] = [];
  for (const entry of tids) {
    const tid = Number(entry);
    if (!Number.isInteger(tid)) continue;
    try {
      const stat = read(`/proc/self/task/${tid}/stat`);
      const cpuMs = cpuMsOfStat(stat);
      if (cpuMs === null) continue;
      const name = stat.slice(stat.indexOf("(") + 1, stat.lastIndexOf(")"));
      threads.push({ tid, name, cpuMs });
    } catch {
      // A thread that ended while the list was read.
    }
  }
  return threads;
}

/**
 * The name libvips gives its worker threads: sharp's pixel work (decoding, blurring, resizing,
 * encoding) runs on them, not on the thread that called sharp.
 */
export const IMAGE_LIBRARY_THREAD = "libvips worker";

/**
 * A meter for work done by the calling thread together with the image library's worker threads
 * (preparing an image for OCR: sharp's pixel work, then this module's own loops over the pixels).
 * Only those threads count, each from its figure at the start (a worker started meanwhile counts
 * whole); a thread that ends meanwhile loses what it did since. Other threads (the server's other
 * work, OCR, PDF threads) never count. Another upload prepared at the same moment shares the image
 * library's threads and is counted too, so the figure errs on the side of more work, and the clock
 * never counts more than the time the work took. Wall-clock time where `/proc` cannot be read.
 */
export function preparationMeter(
  threads: () => { tid: number; name: string; cpuMs: number }[] | null = processThreads,
  self: () => number | null = currentOsThread,
  now: () => number = () => performance.now(),
): WorkMeter {
  const started = now();
  const wallMs = () => now() - started;
  const own = self();
  const counted = (thread: { tid: number; name: string }) => thread.tid === own || thread.name === IMAGE_LIBRARY_THREAD;
  const before = threads();
  const baseline = new Map(before?.filter(counted).map((thread) => [thread.tid, thread.cpuMs]));
  return {
    wallMs,
    workMs: () => {
      const after = before === null || own === null ? null : threads();
      if (!after) return wallMs();
      let work = 0;
      for (const thread of after) {
        if (counted(thread)) work += Math.max(0, thread.cpuMs - (baseline.get(thread.tid) ?? 0));
      }
      return work;
    },
  };
}

/** Runs `work` and reports the CPU time its threads used (see `preparationMeter`) with its value. */
export async function measuredPreparation<T>(
  work: () => Promise<T>,
  meter: () => WorkMeter = () => preparationMeter(),
): Promise<{ value: T; workMs: number }> {
  const started = meter();
  const value = await work();
  return { value, workMs: started.workMs() };
}
