import { t } from "../../core/i18n/translate";
import { AppError } from "../../core/shared/errors";
import type { AnalysisStage, PolicySummary } from "../../core/shared/policy-upload";
import type { Logger } from "../logger";
import {
  ImageReadError,
  prepareImageForOcr,
  sniffFileType,
  type OcrReading,
  type UploadKind,
} from "../adapters/image-reader";
import { OcrBusyError, OcrError, type OcrEngine, type OcrJob, type OcrTimeLimit } from "../adapters/ocr";
import { PdfReadError, isScanned } from "../adapters/pdf-reader";
import { PdfBusyError, PdfThreadError, type PdfReader } from "../adapters/pdf-threads";
import { currentOsThread, measuredPreparation, workMeter } from "../adapters/thread-time";
import { bestReading, summarizePolicy } from "./summarize-policy";

export interface PolicyAnalysisLimits {
  /** PDFs with more pages are refused. */
  maxPages: number;
  /** Pages of a scanned PDF that are recognized (certificates are one or two pages). */
  ocrPages: number;
  /** Images larger than this are refused before decoding (a small file can claim billions). */
  maxPixels: number;
  /** Time allowed for one analysis's work; waiting for an OCR worker does not count. */
  timeoutMs: number;
}

/** The limits as configured (README, "Configuration"). */
export function policyLimitsFrom(config: {
  POLICY_MAX_PAGES: number;
  POLICY_OCR_PAGES: number;
  POLICY_MAX_MEGAPIXELS: number;
  POLICY_TIMEOUT_MS: number;
}): PolicyAnalysisLimits {
  return {
    maxPages: config.POLICY_MAX_PAGES,
    ocrPages: config.POLICY_OCR_PAGES,
    maxPixels: config.POLICY_MAX_MEGAPIXELS * 1_000_000,
    timeoutMs: config.POLICY_TIMEOUT_MS,
  };
}

export interface PolicyAnalysisDependencies {
  ocr: OcrEngine;
  /** pdf.js on worker threads: no PDF is read on the server's main thread. */
  pdf: PdfReader;
  logger: Logger;
  now: () => Date;
  limits: PolicyAnalysisLimits;
}

/** Characters of recognized text below which an image counts as unreadable. */
const MIN_OCR_CHARACTERS = 20;

export interface PreparedAnalysis {
  kind: UploadKind;
  run(onStage: (stage: AnalysisStage) => void): Promise<PolicySummary>;
}

function unprocessable(message: string): AppError {
  return new AppError("unprocessable", message);
}

/** The PDF and image adapters' problems, in words a person understands. */
function explain(error: unknown, limits: PolicyAnalysisLimits): unknown {
  if (error instanceof PdfReadError) {
    if (error.problem === "encrypted") return unprocessable(t("analyzer.error.encrypted"));
    if (error.problem === "too_many_pages")
      return unprocessable(t("analyzer.error.tooManyPages", { max: limits.maxPages }));
    if (error.problem === "too_large") return unprocessable(t("analyzer.error.pdfTooLarge"));
    return unprocessable(t("analyzer.error.unreadablePdf"));
  }
  if (error instanceof ImageReadError) {
    if (error.problem === "too_many_pixels") {
      return unprocessable(t("analyzer.error.tooManyPixels", { megapixels: Math.round(limits.maxPixels / 1_000_000) }));
    }
    return unprocessable(t("analyzer.error.unreadableImage"));
  }
  if (error instanceof OcrBusyError || error instanceof PdfBusyError) {
    return new AppError("service_unavailable", t("analyzer.error.busy", { seconds: error.retryAfterSeconds }), {
      reason: "busy",
      retryAfterSeconds: error.retryAfterSeconds,
    });
  }
  if (error instanceof PdfThreadError) {
    return error.problem === "timeout"
      ? unprocessable(t("analyzer.error.timeout"))
      : new AppError("service_unavailable", t("analyzer.error.readFailed"));
  }
  if (error instanceof OcrError) {
    return error.problem === "timeout"
      ? unprocessable(t("analyzer.error.timeout"))
      : new AppError("service_unavailable", t("analyzer.error.ocrFailed"));
  }
  return error;
}

/**
 * A place in the OCR queue for a photo, taken from the upload's first bytes before the rest is read
 * (decision 0025), so a full queue refuses it at once even in a burst: 503 `busy` with the seconds to
 * wait. The caller hands it to `preparePolicyAnalysis`, or calls `done()` when the upload goes no further.
 */
export function reservePhotoReading(dependencies: Pick<PolicyAnalysisDependencies, "ocr" | "limits">): OcrJob {
  try {
    return dependencies.ocr.reserve();
  } catch (error) {
    throw explain(error, dependencies.limits);
  }
}

/** The time a second reading of a photo leaves unused, to answer with the first if it runs out. */
const SECOND_READING_MARGIN_MS = 1000;
/** The time a scanned PDF's later page leaves unused, to answer with the pages before it if it runs out. */
const LATER_PAGE_MARGIN_MS = 1000;

export interface DocumentText {
  source: "text" | "ocr";
  pages: number;
  /** Every reading of the document: one for a text PDF or a scan of several pages; an image or a one-page scan is read twice (as taken, then straightened or as one block). */
  readings: string[];
}

/**
 * How many times its time limit an analysis may take in wall-clock time, whatever its work: on a busy
 * machine the OCR thread's CPU time (what the limit counts) can lag far behind.
 */
export const WALL_LIMIT_FACTOR = 5;

/**
 * The time limit of one analysis, counted while it works (issue 18): time spent waiting in the OCR
 * queue for a worker moves the deadline on by as much. Every stage counts the CPU time of the threads
 * doing it (decisions 0064 and 0068), not the time it took: reading or rendering a PDF the PDF
 * thread's, preparing an image the preparing thread's and the image library's workers', a
 * recognition the OCR thread's, extracting the server thread's. On a machine whose cores other
 * programs share, a page that takes 4 s alone can take 20 s, and used to be refused as "too long". A
 * second deadline, in wall-clock time, still ends any analysis at `WALL_LIMIT_FACTOR` times the limit
 * (100 s by default; at a load average of 21 on two cores, a PNG page took 63 s).
 */
export class WorkClock {
  private deadline: number;
  private wallDeadline: number;
  constructor(
    private readonly timeoutMs: number,
    private readonly now: () => number = () => performance.now(),
  ) {
    this.deadline = now() + timeoutMs;
    this.wallDeadline = now() + WALL_LIMIT_FACTOR * timeoutMs;
  }
  /** Waits for `promise` without counting the wait. */
  async pause<T>(promise: Promise<T>): Promise<T> {
    const started = this.now();
    try {
      return await promise;
    } finally {
      const waited = this.now() - started;
      this.deadline += waited;
      this.wallDeadline += waited;
    }
  }
  /**
   * Waits for a recognition, counting the work it reports instead of the time it took (never more
   * than that time). A recognition that fails counts its time.
   */
  async work<T extends { workMs: number }>(promise: Promise<T>): Promise<T> {
    const started = this.now();
    const result = await promise;
    this.counted(this.now() - started, result.workMs);
    return result;
  }
  /** Counts `workMs` of work for something that took `tookMs` (never more than that time). */
  counted(tookMs: number, workMs: number): void {
    this.deadline += tookMs - Math.min(tookMs, Math.max(0, workMs));
  }
  /** The time left: of work, and never more than of wall-clock time. */
  remainingMs(): number {
    return Math.max(1, Math.min(this.deadline, this.wallDeadline) - this.now());
  }
  /** What a recognition may take, leaving `marginMs` of both. */
  limit(marginMs = 0): OcrTimeLimit {
    const now = this.now();
    return {
      workMs: Math.max(1, this.deadline - now - marginMs),
      wallMs: Math.max(1, this.wallDeadline - now - marginMs),
    };
  }
  /** The work counted so far (what the limit is measured against). */
  workedMs(): number {
    return this.now() - this.deadline + this.timeoutMs;
  }
  expired(): boolean {
    const now = this.now();
    return now > this.deadline || now > this.wallDeadline;
  }
  /**
   * Whether the work counted is past the limit, whatever the wall clock says. Once a document's text
   * is read, extracting it is answered unless its own work runs past the limit: on a busy machine the
   * wall-clock ceiling, which ends a reading, can pass while a reading done in time is extracted.
   */
  workExpired(): boolean {
    return this.now() > this.deadline;
  }
}

/**
 * A document's text: the PDF's own text layer, or OCR of the image or of the first pages of a
 * scanned PDF (each page checked for size first). OCR runs as one job of the pool: `job` when the
 * caller reserved it (images), otherwise a place taken once the PDF turns out to be scanned; a text
 * PDF never enters the OCR queue. The job is over when this returns or throws.
 */
export async function readDocumentText(
  dependencies: Pick<PolicyAnalysisDependencies, "ocr" | "pdf" | "limits">,
  bytes: Uint8Array,
  kind: UploadKind,
  onStage: (stage: AnalysisStage) => void,
  clock: WorkClock,
  reserved: OcrJob | null = null,
): Promise<DocumentText> {
  const { limits, ocr, pdf } = dependencies;
  let job = reserved;
  try {
    onStage("reading");
    // Each reading is a list of page images; an image has a second reading (straightened, or as one block).
    let readings: OcrReading[][];
    let pages = 1;
    if (kind !== "pdf") {
      job ??= ocr.reserve();
      // Checked and prepared before the wait, so a broken image is refused without queueing.
      const prepared = await clock.work(measuredPreparation(() => prepareImageForOcr(bytes, limits.maxPixels)));
      readings = prepared.value.map((reading) => [reading]);
    } else {
      const content = await pdf.readText(bytes, limits, clock);
      if (!isScanned(content)) {
        return { source: "text", pages: content.pages, readings: [content.text] };
      }
      job ??= ocr.reserve();
      pages = content.pages;
      const rendered = await pdf.renderPages(bytes, Math.min(content.pages, limits.ocrPages), limits, clock);
      // A scanned page is paper already: one reading, cleaned of speckle and rules.
      const prepared = await clock.work(
        measuredPreparation(() =>
          Promise.all(rendered.map((image) => prepareImageForOcr(image, limits.maxPixels, { scanned: true }))),
        ),
      );
      readings = [prepared.value.map((page) => page[0] as OcrReading)];
      // A scan of one page (a certificate, a declarations page) is read a second time as one block:
      // automatic layout can drop a table's right-hand columns (on banded paper, under a stamp), which
      // one block keeps. The better reading is kept, its gaps filled from the other, as for a photo.
      const [only] = readings[0] ?? [];
      if (only && rendered.length === 1) readings.push([{ image: only.image, segmentation: "block" }]);
    }
    const running = job;
    await clock.pause(running.start());
    onStage("recognizing");
    const texts: string[] = [];
    for (const [index, reading] of readings.entries()) {
      const pageTexts: string[] = [];
      try {
        // A second reading leaves time to answer with the first if it runs out.
        const margin = index === 0 ? 0 : SECOND_READING_MARGIN_MS;
        if (clock.remainingMs() <= margin) break;
        for (const [pageIndex, page] of reading.entries()) {
          // A page after the first leaves time to answer with the pages already read (a scanned
          // renewal's cover letter and declarations, without its last page): it is skipped, or
          // dropped when it runs out of time.
          const pageMargin = pageIndex === 0 ? margin : Math.max(margin, LATER_PAGE_MARGIN_MS);
          if (pageIndex > 0 && clock.remainingMs() <= pageMargin) break;
          try {
            const result = await clock.work(running.recognize(page.image, clock.limit(pageMargin), page.segmentation));
            pageTexts.push(result.text);
          } catch (error) {
            if (pageIndex === 0 || !(error instanceof OcrError && error.problem === "timeout")) throw error;
            break;
          }
        }
      } catch (error) {
        // A second reading that fails or runs out of time leaves the first one: it is kept.
        if (index === 0) throw error;
        break;
      }
      texts.push(pageTexts.join("\n\n"));
    }
    return { source: "ocr", pages, readings: texts };
  } finally {
    job?.done();
  }
}

/**
 * Checks what the bytes really are (415 otherwise) and returns the analysis to run: text from the
 * PDF's own layer, or OCR of the image or the scanned pages, then extraction and suggestions. The
 * bytes stay in memory; nothing is stored or logged but sizes, kinds and timings.
 */
export function preparePolicyAnalysis(
  dependencies: PolicyAnalysisDependencies,
  bytes: Uint8Array,
  reserved: OcrJob | null = null,
): PreparedAnalysis {
  const kind = sniffFileType(bytes);
  // A place reserved from the upload's first bytes becomes this image's; anything else gives it back.
  if (kind === null || kind === "pdf") reserved?.done();
  if (!kind) throw new AppError("unsupported_media_type", t("analyzer.error.unsupportedType"));
  const { limits, logger } = dependencies;
  const refused = (error: unknown) => {
    const explained = explain(error, limits);
    logger.info(
      { kind, bytes: bytes.byteLength, outcome: explained instanceof AppError ? explained.code : "error" },
      "policy analysis refused",
    );
    return explained;
  };
  let job = kind === "pdf" ? null : reserved;
  if (kind !== "pdf" && !job) {
    // An image always needs OCR: its place in the queue is taken now, so a full queue is answered
    // with its own status (503, Retry-After) before the answer starts.
    try {
      job = dependencies.ocr.reserve();
    } catch (error) {
      throw refused(error);
    }
  }
  return {
    kind,
    async run(onStage) {
      const started = performance.now();
      const clock = new WorkClock(limits.timeoutMs);
      try {
        const { readings, source, pages } = await readDocumentText(dependencies, bytes, kind, onStage, clock, job);
        // Extraction runs on this thread: its own CPU time counts.
        const tid = currentOsThread() ?? undefined;
        const extracting = workMeter(() => tid);
        const { text, extraction } = bestReading(readings);
        clock.counted(extracting.wallMs(), extracting.workMs());
        // The reading finished in time; only extraction's own work past the limit refuses it now.
        if (clock.workExpired()) throw new OcrError("timeout");
        if (text.replace(/\s+/g, "").length < MIN_OCR_CHARACTERS) {
          throw unprocessable(t(source === "ocr" ? "analyzer.error.noText" : "analyzer.error.notAPolicy"));
        }
        onStage("extracting");
        const summary = summarizePolicy(
          extraction,
          { source, pages, currentYear: dependencies.now().getUTCFullYear(), now: dependencies.now() },
          () => onStage("checking"),
        );
        if (!summary) throw unprocessable(t("analyzer.error.notAPolicy"));
        logger.info(
          { kind, source, pages, bytes: bytes.byteLength, ms: Math.round(performance.now() - started) },
          "policy analyzed",
        );
        return summary;
      } catch (error) {
        const explained = explain(error, limits);
        logger.info(
          {
            kind,
            bytes: bytes.byteLength,
            ms: Math.round(performance.now() - started),
            outcome: explained instanceof AppError ? explained.code : "error",
          },
          "policy analysis refused",
        );
        throw explained;
      }
    },
  };
}
