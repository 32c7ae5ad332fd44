import { createRequire } from "node:module";
import { dirname, join } from "node:path";
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

/**
 * One warm Tesseract worker, shared. Jobs queue inside the worker. A job that times out or fails
 * takes the worker down with it; the next job starts a fresh one, so one bad file never breaks the
 * following analyses.
 */
export function createOcrEngine(logger: Logger): OcrEngine {
  let worker: Promise<Worker> | null = null;

  const start = (): Promise<Worker> => {
    worker ??= createWorker("eng", OEM.LSTM_ONLY, {
      langPath: LANGUAGE_DIR,
      gzip: true,
      cacheMethod: "none",
      errorHandler: (error: unknown) => logger.error({ err: error }, "OCR worker error"),
    }).catch((error: unknown) => {
      worker = null;
      throw error;
    });
    return worker;
  };

  /** Ends a worker, and forgets it if it is still the current one (a newer one is left alone). */
  const discard = async (which: Promise<Worker> | null) => {
    if (!which) return;
    if (worker === which) worker = null;
    await which.then((running) => running.terminate()).catch(() => {});
  };

  return {
    async warm() {
      await start();
    },
    async recognize(image, timeoutMs) {
      let timer: ReturnType<typeof setTimeout> | undefined;
      let used: Promise<Worker> | null = null;
      try {
        used = start();
        const running = await used;
        const timeout = new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new OcrError("timeout")), timeoutMs);
        });
        const job = running.recognize(Buffer.from(image));
        // After a timeout the worker is terminated and this job rejects; nobody awaits it then.
        job.catch(() => {});
        const result = await Promise.race([job, timeout]);
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
    close: () => discard(worker),
  };
}
