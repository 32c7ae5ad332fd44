import { availableParallelism } from "node:os";
import { Worker } from "node:worker_threads";
import type { Logger } from "../logger";
import { shareOf } from "../config";
import { createSlotQueue } from "./ocr-queue";
import { PdfReadError, type PdfContent, type PdfProblem } from "./pdf-reader";
import { workMeter, type WorkLimit } from "./thread-time";

/** The limits a PDF job is read under (the analyzer's, decision 0015). */
export interface PdfJobLimits {
  maxPages: number;
  maxPixels: number;
}

export type PdfJobRequest = { bytes: Uint8Array; limits: PdfJobLimits } & (
  { op: "text" } | { op: "render"; pages: number }
);

export type PdfJob = PdfJobRequest & { id: number };

export type PdfJobAnswer =
  | { id: number; ok: true; content: PdfContent }
  | { id: number; ok: true; images: Uint8Array[] }
  | { id: number; ok: false; problem: PdfProblem };

/**
 * A PDF thread's first message, once pdf.js is loaded: which OS thread it is (null where the system
 * does not tell), so its jobs count its own CPU time.
 */
export interface PdfThreadHello {
  ready: true;
  tid: number | null;
}

/** Every PDF thread is busy and its queue is full: come back in `retryAfterSeconds`. */
export class PdfBusyError extends Error {
  override name = "PdfBusyError";
  constructor(readonly retryAfterSeconds: number) {
    super("busy");
  }
}

/** A PDF job ran out of time (its thread was ended) or its thread died. */
export class PdfThreadError extends Error {
  override name = "PdfThreadError";
  constructor(readonly problem: "timeout" | "failed") {
    super(problem);
  }
}

/**
 * An analysis's time limit: waiting for a thread is paused; the job gets what remains, and counts the
 * PDF thread's CPU time it reports instead of the time it took (decision 0068).
 */
export interface JobClock {
  pause<T>(promise: Promise<T>): Promise<T>;
  limit(): WorkLimit;
  work<T extends { workMs: number }>(promise: Promise<T>): Promise<T>;
}

/** pdf.js on worker threads: the analyzer's only way to read a PDF (decision 0025). */

export interface PdfReader {
  readText(bytes: Uint8Array, limits: PdfJobLimits, clock: JobClock): Promise<PdfContent>;
  renderPages(bytes: Uint8Array, pages: number, limits: PdfJobLimits, clock: JobClock): Promise<Uint8Array[]>;
  /** Starts every thread now rather than on the first upload. */
  warm(): Promise<void>;
  close(): Promise<void>;
}

export interface PdfPoolOptions {
  /** Threads reading PDFs at once; default: half the machine's cores, at least one. */
  threads?: number;
  /** Jobs that may wait for a thread; one more is refused with PdfBusyError. */
  queueLength?: number;
}

/** PDF threads for this machine when none are configured: text PDFs take a few tens of ms each. */
export function defaultPdfThreads(cores = availableParallelism()): number {
  return Math.max(1, Math.floor(cores / 2));
}

/** The pool as configured (README, "Configuration"). */
export function pdfPoolFrom(config: { PDF_WORKERS: number }, processes = 1): PdfPoolOptions {
  // PDF_WORKERS is the machine's: each of several server processes keeps its share (at least one).
  return { threads: shareOf(config.PDF_WORKERS, processes) };
}

/** A text PDF's reading on this machine until jobs have been measured (the Retry-After estimate). */
const INITIAL_JOB_MS = 100;

/**
 * The thread's script: the bundled file beside the built server, or, where this module itself runs
 * as TypeScript (development and tests), an entry that loads the source through tsx.
 */
function workerScript(): URL {
  return import.meta.url.endsWith(".ts")
    ? new URL("./pdf-worker-source.mjs", import.meta.url)
    : new URL("./pdf-worker.js", import.meta.url);
}

/** How often a job's CPU time is looked at against its limit. */
const LIMIT_CHECK_MS = 100;

interface PdfThread {
  /** Runs one job within `limit`; answers with the work it counted (the thread's CPU time where known). */
  run(job: PdfJobRequest, limit: WorkLimit): Promise<{ answer: PdfJobAnswer; workMs: number }>;
  warm(): Promise<void>;
  close(): Promise<void>;
}

/**
 * One thread, one job at a time. A thread started for a job is waited for (loading pdf.js is the
 * pool's work, not the document's: under load it took seconds, and a text PDF with a 1 s limit was
 * refused), within the job's wall-clock limit. The job is then checked every 100 ms against its limit
 * in the thread's own CPU time (wall-clock time where the system does not tell it) and in wall-clock
 * time (a thread that stops making progress). A job that times out ends the thread (pdf.js cannot be
 * interrupted otherwise); a thread that throws or exits fails its job. Either way the next job gets a
 * new thread.
 */
function createPdfThread(logger: Logger): PdfThread {
  interface Running {
    worker: Worker;
    /** True once the thread has loaded and said which OS thread it is; false if it ended first. */
    ready: Promise<boolean>;
    /** The OS thread it runs on, once it has said (undefined where the system does not tell). */
    tid: number | undefined;
    /** The job this worker is doing; only its own worker's answer, error or exit settles it. */
    pending: { id: number; settle: (answer: PdfJobAnswer | PdfThreadError) => void } | null;
  }
  let current: Running | null = null;
  let nextId = 1;
  /** After close() no new worker starts, even for a job that was granted its slot just before. */
  let closed = false;

  const start = (): Running => {
    if (current) return current;
    const worker = new Worker(workerScript());
    let isReady: (ready: boolean) => void = () => {};
    const ready = new Promise<boolean>((resolve) => {
      isReady = resolve;
      worker.once("exit", () => resolve(false));
    });
    const running: Running = { worker, ready, tid: undefined, pending: null };
    const fail = () => {
      if (current === running) current = null;
      running.pending?.settle(new PdfThreadError("failed"));
      running.pending = null;
    };
    worker.on("message", (answer: PdfJobAnswer | PdfThreadHello) => {
      if ("ready" in answer) {
        if (typeof answer.tid === "number" && Number.isInteger(answer.tid) && answer.tid > 0) running.tid = answer.tid;
        isReady(true);
        return;
      }
      if (running.pending?.id !== answer.id) return;
      running.pending.settle(answer);
      running.pending = null;
    });
    worker.on("error", (error) => {
      logger.error({ err: error }, "PDF thread crashed");
      fail();
    });
    worker.on("exit", fail);
    current = running;
    return running;
  };

  /** Ends a worker; the next job starts a new one. */
  const end = async (running: Running | null) => {
    if (!running) return;
    if (current === running) current = null;
    await running.worker.terminate().catch(() => {});
  };

  return {
    async run(job, limit) {
      if (closed) throw new PdfThreadError("failed");
      const running = start();
      const id = nextId++;
      const started = performance.now();
      let waiting: ReturnType<typeof setTimeout> | undefined;
      const loaded = await Promise.race([
        running.ready,
        new Promise<"late">((resolve) => (waiting = setTimeout(() => resolve("late"), limit.wallMs))),
      ]);
      clearTimeout(waiting);
      if (loaded === "late") {
        void end(running);
        throw new PdfThreadError("timeout");
      }
      if (!loaded) throw new PdfThreadError("failed");
      const wallMs = limit.wallMs - (performance.now() - started);
      const work = workMeter(() => running.tid);
      return new Promise<{ answer: PdfJobAnswer; workMs: number }>((resolve, reject) => {
        const timer = setInterval(
          () => {
            if (work.wallMs() < wallMs && work.workMs() < limit.workMs) return;
            running.pending?.settle(new PdfThreadError("timeout"));
            running.pending = null;
            void end(running);
          },
          Math.max(1, Math.min(LIMIT_CHECK_MS, limit.workMs, wallMs)),
        );
        running.pending = {
          id,
          settle: (answer) => {
            clearInterval(timer);
            if (answer instanceof PdfThreadError) reject(answer);
            else resolve({ answer, workMs: work.workMs() });
          },
        };
        running.worker.postMessage({ ...job, id } as PdfJob);
      });
    },
    warm: async () => {
      if (!closed) await start().ready;
    },
    close: () => {
      closed = true;
      return end(current);
    },
  };
}

/**
 * The PDF pool: `threads` threads and a bounded queue in front of them (the OCR pool's queue, so both
 * refuse overflow the same way). The server's main thread never runs pdf.js.
 */
export function createPdfReader(logger: Logger, options: PdfPoolOptions = {}): PdfReader {
  const size = options.threads ?? defaultPdfThreads();
  const threads = Array.from({ length: size }, () => createPdfThread(logger));
  const queue = createSlotQueue({
    slots: size,
    maxWaiting: options.queueLength ?? 64 * size,
    initialJobMs: INITIAL_JOB_MS,
  });

  const run = async (job: PdfJobRequest, clock: JobClock): Promise<PdfJobAnswer & { ok: true }> => {
    const admission = queue.enter();
    if (!admission.admitted) throw new PdfBusyError(admission.retryAfterSeconds);
    let worked: number | undefined;
    try {
      const thread = threads[await clock.pause(admission.slot)]!;
      const started = performance.now();
      const { answer } = await clock.work(thread.run(job, clock.limit()));
      worked = performance.now() - started;
      if (!answer.ok) throw new PdfReadError(answer.problem);
      return answer;
    } finally {
      admission.finish(worked);
    }
  };

  return {
    async readText(bytes, limits, clock) {
      const answer = await run({ op: "text", bytes, limits }, clock);
      if (!("content" in answer)) throw new PdfThreadError("failed");
      return answer.content;
    },
    async renderPages(bytes, pages, limits, clock) {
      const answer = await run({ op: "render", bytes, pages, limits }, clock);
      if (!("images" in answer)) throw new PdfThreadError("failed");
      return answer.images;
    },
    async warm() {
      await Promise.all(threads.map((thread) => thread.warm()));
    },
    async close() {
      queue.close(new PdfThreadError("failed"));
      await Promise.all(threads.map((thread) => thread.close()));
    },
  };
}
