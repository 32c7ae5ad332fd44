import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import type { Worker as ThreadWorker } from "node:worker_threads";
import { createWorker, OEM, type Worker } from "tesseract.js";
import type { Logger } from "../logger";

const require = createRequire(import.meta.url);

/**
 * English LSTM data shipped in @tesseract.js-data/eng. tesseract.js downloads language data from a
 * CDN unless it is told where the data is, and that failure crashes the process (architecture notes).
 */
const LANGUAGE_DIR = join(dirname(require.resolve("@tesseract.js-data/eng/package.json")), "4.0.0_best_int");

export class OcrError extends Error {
  override name = "OcrError";
  constructor(readonly problem: "timeout" | "failed") {
    super(problem);
  }
}

export interface OcrResult {
  text: string;
  /** Tesseract's mean word confidence, 0..100. */
  confidence: number;
}

export interface OcrEngine {
  recognize(image: Uint8Array, timeoutMs: number): Promise<OcrResult>;
  /** Starts the worker now rather than on the first request. */
  warm(): Promise<void>;
  close(): Promise<void>;
}

/** The next worker thread this process creates (Node announces each one with a "worker" event). */
function nextWorkerThread(): Promise<ThreadWorker> {
  return new Promise((resolve) => process.once("worker", resolve));
}

type Running = { tesseract: Promise<Worker>; died: Promise<never>; thread: Promise<ThreadWorker> };

/**
 * One warm Tesseract worker, shared. Jobs queue inside the worker. A job that times out or fails
 * takes the worker down with it; the next job starts a fresh one, so one bad file never breaks the
 * following analyses. The worker's thread is watched: tesseract.js does not listen for its errors, and
 * an unheard "error" event on a thread would bring the whole server down. A thread that throws or
 * exits, while it starts, while it works or while it waits, fails the job it was running at once and
 * is forgotten, so the next job gets a new thread.
 */
export function createOcrEngine(logger: Logger, options: { workerPath?: string } = {}): OcrEngine {
  let current: Running | null = null;

  const start = (): Running => {
    if (current) return current;
    const thread = nextWorkerThread();
    const tesseract = createWorker("eng", OEM.LSTM_ONLY, {
      langPath: LANGUAGE_DIR,
      gzip: true,
      cacheMethod: "none",
      errorHandler: (error: unknown) => logger.error({ err: error }, "OCR worker error"),
      ...(options.workerPath ? { workerPath: options.workerPath } : {}),
    });
    const forget = () => {
      if (current === running) current = null;
    };
    const died = new Promise<never>((_, reject) => {
      void thread.then((running) => {
        running.on("error", (error) => {
          logger.error({ err: error }, "OCR worker thread crashed");
          forget();
          reject(new OcrError("failed"));
        });
        running.on("exit", () => {
          forget();
          reject(new OcrError("failed"));
        });
      });
    });
    died.catch(() => {});
    const running: Running = { tesseract, died, thread };
    tesseract.catch(forget);
    current = running;
    return running;
  };

  /**
   * Ends a worker's thread, and forgets the worker if it is still the current one (a newer one is left
   * alone). The thread is ended directly: a worker that died while starting never finishes starting,
   * so tesseract.js's own terminate would wait for ever.
   */
  const discard = async (which: Running | null) => {
    if (!which) return;
    if (current === which) current = null;
    await which.thread.then((thread) => thread.terminate()).catch(() => {});
  };

  return {
    async warm() {
      await start().tesseract;
    },
    async recognize(image, timeoutMs) {
      let timer: ReturnType<typeof setTimeout> | undefined;
      let used: Running | null = null;
      try {
        used = start();
        const timeout = new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new OcrError("timeout")), timeoutMs);
        });
        const running = await Promise.race([used.tesseract, used.died, timeout]);
        const job = running.recognize(Buffer.from(image));
        // After a timeout or a crash the worker is terminated and this job rejects; nobody awaits it then.
        job.catch(() => {});
        const result = await Promise.race([job, used.died, timeout]);
        return { text: result.data.text, confidence: result.data.confidence };
      } catch (error) {
        await discard(used);
        if (error instanceof OcrError) throw error;
        logger.warn({ err: error }, "OCR failed; the worker will be restarted");
        throw new OcrError("failed");
      } finally {
        clearTimeout(timer);
      }
    },
    close: () => discard(current),
  };
}
