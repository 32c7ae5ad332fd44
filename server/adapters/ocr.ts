import { copyFileSync, mkdtempSync } from "node:fs";
import { createRequire } from "node:module";
import { availableParallelism, tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { BroadcastChannel, type Worker as ThreadWorker } from "node:worker_threads";
import { createWorker, OEM, PSM, type Block, type Worker } from "tesseract.js";
import { textFromOcrLines, type OcrLine } from "../../core/policy-analysis/positioned-text";
import type { Logger } from "../logger";
import { shareOf } from "../config";
import { createSlotQueue } from "./ocr-queue";
import { workMeter, type WorkLimit } from "./thread-time";

export { cpuMsOfStat, threadCpuMs, workMeter } from "./thread-time";

const require = createRequire(import.meta.url);

/**
 * English and French LSTM data, shipped in @tesseract.js-data/eng and /fra: Canadian documents are in
 * either language, often both, and French words and accents read with English data alone come out
 * garbled. tesseract.js downloads language data from a CDN unless it is told where the data is, and
 * that failure crashes the process (architecture notes).
 */
const LANGUAGES = ["eng", "fra"] as const;

/**
 * Tesseract reads every language from one folder and each package ships its own, so the files are
 * copied once per process into a folder of its own.
 */
function languageDir(): string {
  const sources = LANGUAGES.map((language) => {
    const folder = join(dirname(require.resolve(`@tesseract.js-data/${language}/package.json`)), "4.0.0_best_int");
    const file = join(folder, `${language}.traineddata.gz`);
    return { language, file };
  });
  // A folder of this process's own (mkdtemp: unique, only ours), never a shared, guessable path.
  const dir = mkdtempSync(join(tmpdir(), "quotemaple-tessdata-"));
  for (const source of sources) copyFileSync(source.file, join(dir, `${source.language}.traineddata.gz`));
  return dir;
}

let languagePath: string | null = null;

/**
 * The text rebuilt from Tesseract's lines and word boxes (issue 23): automatic segmentation reads a
 * table block by block (its labels, then its amounts), so its rows are put back together by position.
 * Null when Tesseract gave no boxes.
 */
function layoutText(blocks: Block[] | null): string | null {
  if (!blocks || blocks.length === 0) return null;
  const lines: OcrLine[] = blocks.flatMap((block) =>
    block.paragraphs.flatMap((paragraph) =>
      paragraph.lines.map((line) => ({
        words: line.words.map((word) => ({ text: word.text, ...word.bbox })),
        baseline: line.baseline,
      })),
    ),
  );
  return textFromOcrLines(lines);
}

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
  /**
   * The work the recognition counted against its limit: the OCR thread's own CPU time where the
   * system tells it (Linux), otherwise the time it took.
   */
  workMs: number;
}

/**
 * How long one recognition may run: `workMs` of the OCR thread's own CPU time (wall-clock time where
 * that cannot be read), and never more than `wallMs` of wall-clock time, however busy the machine.
 */
export type OcrTimeLimit = WorkLimit;

/** Every worker is busy and the queue is full: come back in `retryAfterSeconds`. */
export class OcrBusyError extends Error {
  override name = "OcrBusyError";
  constructor(readonly retryAfterSeconds: number) {
    super("busy");
  }
}

/**
 * One analysis's place in the OCR pool: a place first (taken before its upload has even arrived),
 * then a worker once `start()` is called, held until done().
 */
/**
 * How Tesseract cuts a page into blocks: automatically (boxes, tables, columns), as one block of
 * text (a plain page, whose lines automatic layout may drop), or as sparse text (every word found
 * wherever it is, no layout: a straightened photo's ruled and shaded tables, whose cells automatic
 * layout drops or reads glued to the rules; the rows are rebuilt from the word boxes).
 */
export type PageSegmentation = "auto" | "block" | "sparse";

const PAGE_SEGMENTATION_MODES: Record<PageSegmentation, PSM> = {
  auto: PSM.AUTO,
  block: PSM.SINGLE_BLOCK,
  sparse: PSM.SPARSE_TEXT,
};

export interface OcrJob {
  /** Asks for a worker now that the job is ready; resolves when one is free (its time limit starts then). */
  start(): Promise<void>;
  /** Recognizes one image on the job's worker (after `started`), cut into blocks as asked ("auto" unless). */
  recognize(image: Uint8Array, limit: OcrTimeLimit, segmentation?: PageSegmentation): Promise<OcrResult>;
  /** Gives the worker back, or the place in the queue; call once the job is over, in a finally. */
  done(): void;
}

export interface OcrEngine {
  /**
   * Takes a place for one analysis in the bounded queue, without a worker until the job starts. When
   * every place is taken it throws OcrBusyError at once, before any wait.
   */
  reserve(): OcrJob;
  /** Starts every worker now rather than on the first request. */
  warm(): Promise<void>;
  /** Jobs on a worker now, jobs holding a place without one, and the places there are in all (metrics). */
  load(): { running: number; queued: number; places: number };
  close(): Promise<void>;
}

export interface OcrPoolOptions {
  /** Tesseract workers (threads) kept warm; default: the machine's cores minus one, at least one. */
  workers?: number;
  /** Jobs that may wait for a worker; default: twice the workers. */
  queueLength?: number;
  /** A stand-in for tesseract.js's worker script (the OCR fault test). */
  workerPath?: string;
}

/** OCR workers for this machine when none are configured: one core stays for HTTP and PDF text. */
export function defaultOcrWorkers(cores = availableParallelism()): number {
  return Math.max(1, cores - 1);
}

/** The pool as configured (README, "Configuration"): the queue holds twice the workers unless set. */
export function ocrPoolFrom(
  config: { OCR_WORKERS: number; OCR_QUEUE_LENGTH?: number | undefined },
  processes = 1,
): OcrPoolOptions {
  // OCR_WORKERS is the machine's: each of several server processes keeps its share (at least one).
  const workers = shareOf(config.OCR_WORKERS, processes);
  const queueLength = config.OCR_QUEUE_LENGTH ?? 2 * config.OCR_WORKERS;
  return { workers, queueLength: processes > 1 ? Math.ceil(queueLength / processes) : queueLength };
}

/**
 * OCR threads announce their OS thread id (Linux's `/proc/thread-self`) on this channel as they
 * start, keyed by Node's thread id, so the time limit can count the thread's own CPU time.
 */
const THREAD_CHANNEL = "quotemaple-ocr-thread";
const osThreads = new Map<number, number>();
let threadChannel: BroadcastChannel | null = null;

function listenForOsThreads() {
  if (threadChannel) return;
  threadChannel = new BroadcastChannel(THREAD_CHANNEL);
  // Listening must not keep the process alive.
  threadChannel.unref();
  threadChannel.onmessage = (event) => {
    const { threadId, tid } = (event as { data?: { threadId?: unknown; tid?: unknown } }).data ?? {};
    if (typeof threadId === "number" && typeof tid === "number" && Number.isInteger(tid) && tid > 0) {
      osThreads.set(threadId, tid);
    }
  };
}

/**
 * The OCR thread's entry: it says which OS thread it is (where the system tells it), then runs
 * tesseract.js's own worker script. A `data:` module, so the built server needs no file of its own.
 */
function ocrThreadEntry(): URL {
  const script = require.resolve("tesseract.js/src/worker-script/node/index.js");
  const source = [
    `import { createRequire } from "node:module";`,
    `import { readlinkSync } from "node:fs";`,
    `import { BroadcastChannel, threadId } from "node:worker_threads";`,
    `try {`,
    `  const tid = Number(readlinkSync("/proc/thread-self").split("/").pop());`,
    `  const channel = new BroadcastChannel(${JSON.stringify(THREAD_CHANNEL)});`,
    `  channel.postMessage({ threadId, tid });`,
    `  channel.close();`,
    `} catch {}`,
    `createRequire(${JSON.stringify(script)})(${JSON.stringify(script)});`,
  ].join("\n");
  return new URL(`data:text/javascript,${encodeURIComponent(source)}`);
}

/** How often a recognition's CPU time is looked at against its limit. */
const LIMIT_CHECK_MS = 100;

/** A photo's recognition on this machine (quality bar: under 8 s), until jobs have been measured. */
const INITIAL_JOB_MS = 4000;

/**
 * Worker threads this module waits for, in the order their tesseract.js workers were created. Node
 * announces each new thread with a "worker" event, in creation order, a little after creating it;
 * several pool workers may start at once, so each takes the next announcement in turn.
 */
const awaitingThreads: ((thread: ThreadWorker) => void)[] = [];
const onThread = (thread: ThreadWorker) => {
  awaitingThreads.shift()?.(thread);
  if (awaitingThreads.length === 0) process.off("worker", onThread);
};

/** The next worker thread this process creates; call it right before creating one. */
function nextWorkerThread(): Promise<ThreadWorker> {
  return new Promise((resolve) => {
    if (awaitingThreads.length === 0) process.on("worker", onThread);
    awaitingThreads.push(resolve);
  });
}

type Running = {
  tesseract: Promise<Worker>;
  died: Promise<never>;
  thread: Promise<ThreadWorker>;
  /** The page segmentation the worker is set to. */
  segmentation: PageSegmentation;
  /** Node's id of the worker's thread, once it exists. */
  threadId: number | null;
};

interface OcrWorker {
  recognize(image: Uint8Array, limit: OcrTimeLimit, segmentation: PageSegmentation): Promise<OcrResult>;
  warm(): Promise<void>;
  close(): Promise<void>;
}

/**
 * One warm Tesseract worker of the pool, running one job at a time. A job that times out or fails
 * takes the worker down with it; the next job starts a fresh one, so one bad file never breaks the
 * following analyses. The worker's thread is watched: tesseract.js does not listen for its errors, and
 * an unheard "error" event on a thread would bring the whole server down. A thread that throws or
 * exits, while it starts, while it works or while it waits, fails the job it was running at once and
 * is forgotten, so the next job gets a new thread.
 */
function createOcrWorker(logger: Logger, options: { workerPath?: string | undefined }): OcrWorker {
  let current: Running | null = null;

  const start = (): Running => {
    if (current) return current;
    const thread = nextWorkerThread();
    languagePath ??= languageDir();
    if (!options.workerPath) listenForOsThreads();
    const tesseract = createWorker(LANGUAGES.join("+"), OEM.LSTM_ONLY, {
      langPath: languagePath,
      gzip: true,
      cacheMethod: "none",
      errorHandler: (error: unknown) => logger.error({ err: error }, "OCR worker error"),
      // tesseract.js hands the path to `new Worker()`, which takes a URL as well (its types say string).
      workerPath: (options.workerPath ?? ocrThreadEntry()) as unknown as string,
    }).then(async (worker) => {
      // Automatic page segmentation (tesseract.js sets one uniform block): declarations pages are
      // boxes, tables and columns, which one block reads as a jumble.
      // Wide gaps are kept as several spaces, so a value printed under its label, or a box beside
      // another, can be told apart the way positioned PDF text tells them apart.
      await worker.setParameters({ tessedit_pageseg_mode: PSM.AUTO, preserve_interword_spaces: "1" });
      return worker;
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
        const threadId = running.threadId;
        running.on("exit", () => {
          osThreads.delete(threadId);
          forget();
          reject(new OcrError("failed"));
        });
      });
    });
    died.catch(() => {});
    const running: Running = { tesseract, died, thread, segmentation: "auto", threadId: null };
    void thread.then((started) => {
      running.threadId = started.threadId;
    });
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
    async recognize(image, limit, segmentation) {
      let timer: ReturnType<typeof setInterval> | undefined;
      let used: Running | null = null;
      try {
        used = start();
        const current = used;
        const work = workMeter(() => (current.threadId === null ? undefined : osThreads.get(current.threadId)));
        const timeout = new Promise<never>((_, reject) => {
          const check = () => {
            if (work.wallMs() >= limit.wallMs || work.workMs() >= limit.workMs) reject(new OcrError("timeout"));
          };
          timer = setInterval(check, Math.min(LIMIT_CHECK_MS, limit.workMs, limit.wallMs));
        });
        const running = await Promise.race([used.tesseract, used.died, timeout]);
        if (used.segmentation !== segmentation) {
          await Promise.race([
            running.setParameters({
              tessedit_pageseg_mode: PAGE_SEGMENTATION_MODES[segmentation],
            }),
            used.died,
            timeout,
          ]);
          used.segmentation = segmentation;
        }
        const job = running.recognize(Buffer.from(image), {}, { text: true, blocks: true });
        // After a timeout or a crash the worker is terminated and this job rejects; nobody awaits it then.
        job.catch(() => {});
        const result = await Promise.race([job, used.died, timeout]);
        return {
          text: layoutText(result.data.blocks) ?? result.data.text,
          confidence: result.data.confidence,
          workMs: work.workMs(),
        };
      } catch (error) {
        await discard(used);
        if (error instanceof OcrError) throw error;
        logger.warn({ err: error }, "OCR failed; the worker will be restarted");
        throw new OcrError("failed");
      } finally {
        clearInterval(timer);
      }
    },
    close: () => discard(current),
  };
}

/**
 * The OCR pool (decision 0025): `workers` warm Tesseract workers and a queue of at most `queueLength`
 * jobs in front of them. A job beyond that is refused at once (OcrBusyError) with an estimate of when
 * to come back. Each worker is replaced on its own when it crashes or a job on it times out.
 */
export function createOcrEngine(logger: Logger, options: OcrPoolOptions = {}): OcrEngine {
  const size = options.workers ?? defaultOcrWorkers();
  const workers = Array.from({ length: size }, () => createOcrWorker(logger, { workerPath: options.workerPath }));
  const maxWaiting = options.queueLength ?? 2 * size;
  const queue = createSlotQueue({
    slots: size,
    maxWaiting,
    initialJobMs: INITIAL_JOB_MS,
  });
  return {
    reserve() {
      const admission = queue.reserve();
      if (!admission.admitted) throw new OcrBusyError(admission.retryAfterSeconds);
      let working = 0;
      return {
        start: () => admission.slot.then(() => {}),
        async recognize(image, limit, segmentation = "auto") {
          const worker = workers[await admission.slot]!;
          const started = performance.now();
          try {
            return await worker.recognize(image, limit, segmentation);
          } finally {
            working += performance.now() - started;
          }
        },
        // Only time spent recognizing counts towards the typical job (the estimate in Retry-After).
        done: () => admission.finish(working),
      };
    },
    async warm() {
      await Promise.all(workers.map((worker) => worker.warm()));
    },
    load: () => ({ running: queue.running, queued: queue.queued, places: size + maxWaiting }),
    async close() {
      queue.close(new OcrError("failed"));
      await Promise.all(workers.map((worker) => worker.close()));
    },
  };
}
