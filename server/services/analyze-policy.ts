import { t } from "../../core/i18n/translate";
import { AppError } from "../../core/shared/errors";
import type { AnalysisStage, PolicySummary } from "../../core/shared/policy-upload";
import type { Logger } from "../logger";
import { ImageReadError, prepareImageForOcr, sniffFileType, type UploadKind } from "../adapters/image-reader";
import { OcrError, type OcrEngine } from "../adapters/ocr";
import { PdfReadError, isScanned, readPdfText, renderPdfPages } from "../adapters/pdf-reader";
import { summarizePolicyText } from "./summarize-policy";

export interface PolicyAnalysisLimits {
  /** PDFs with more pages are refused. */
  maxPages: number;
  /** Pages of a scanned PDF that are recognized (certificates are one or two pages). */
  ocrPages: number;
  /** Images larger than this are refused before decoding (a small file can claim billions). */
  maxPixels: number;
  /** Time allowed for one analysis. */
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
  if (error instanceof OcrError) {
    return error.problem === "timeout"
      ? unprocessable(t("analyzer.error.timeout"))
      : new AppError("service_unavailable", t("analyzer.error.ocrFailed"));
  }
  return error;
}

export interface DocumentText {
  text: string;
  source: "text" | "ocr";
  pages: number;
}

/**
 * A document's text: the PDF's own text layer, or OCR of the image or of the first pages of a
 * scanned PDF (each page checked for size first). `deadline` is a performance.now() time.
 */
export async function readDocumentText(
  dependencies: Pick<PolicyAnalysisDependencies, "ocr" | "limits">,
  bytes: Uint8Array,
  kind: UploadKind,
  onStage: (stage: AnalysisStage) => void,
  deadline: number,
): Promise<DocumentText> {
  const { limits, ocr } = dependencies;
  const recognize = async (image: Uint8Array) =>
    (await ocr.recognize(await prepareImageForOcr(image, limits.maxPixels), Math.max(1, deadline - performance.now())))
      .text;
  onStage("reading");
  if (kind !== "pdf") {
    onStage("recognizing");
    return { text: await recognize(bytes), source: "ocr", pages: 1 };
  }
  const content = await readPdfText(bytes, limits);
  if (!isScanned(content)) return { text: content.text, source: "text", pages: content.pages };
  const images = await renderPdfPages(bytes, Math.min(content.pages, limits.ocrPages), limits.maxPixels);
  onStage("recognizing");
  const texts: string[] = [];
  for (const image of images) texts.push(await recognize(image));
  return { text: texts.join("\n\n"), source: "ocr", pages: content.pages };
}

/**
 * Checks what the bytes really are (415 otherwise) and returns the analysis to run: text from the
 * PDF's own layer, or OCR of the image or the scanned pages, then extraction and suggestions. The
 * bytes stay in memory; nothing is stored or logged but sizes, kinds and timings.
 */
export function preparePolicyAnalysis(dependencies: PolicyAnalysisDependencies, bytes: Uint8Array): PreparedAnalysis {
  const kind = sniffFileType(bytes);
  if (!kind) throw new AppError("unsupported_media_type", t("analyzer.error.unsupportedType"));
  const { limits, logger } = dependencies;
  return {
    kind,
    async run(onStage) {
      const started = performance.now();
      const deadline = started + limits.timeoutMs;
      try {
        const { text, source, pages } = await readDocumentText(dependencies, bytes, kind, onStage, deadline);
        if (performance.now() > deadline) throw new OcrError("timeout");
        if (text.replace(/\s+/g, "").length < MIN_OCR_CHARACTERS) {
          throw unprocessable(t(source === "ocr" ? "analyzer.error.noText" : "analyzer.error.notAPolicy"));
        }
        onStage("extracting");
        const summary = summarizePolicyText(
          text,
          { source, pages, currentYear: dependencies.now().getUTCFullYear() },
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
