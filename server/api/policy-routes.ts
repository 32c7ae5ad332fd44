import { Hono, type Context, type MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { z } from "../../core/shared/zod";
import { t } from "../../core/i18n/translate";
import { AppError, firstProblemMessage, retryAfterOf } from "../../core/shared/errors";
import { isOtherSiteRequest } from "../../core/shared/privacy-key";
import {
  POLICY_UPLOAD,
  type AnalysisStage,
  type PolicyPageOutcome,
  type PolicySummary,
} from "../../core/shared/policy-upload";
import type { AppServices } from "../app-services";
import { toAppError } from "../http/api-errors";
import type { AppEnv } from "../http/hono-env";
import { readJsonBody } from "../http/json-body";
import { methodNotAllowed } from "../http/method-not-allowed";
import { peekUpload } from "../http/peek-upload";
import type { OcrJob } from "../adapters/ocr";
import { createInProgressLimit } from "../middleware/in-progress-limit";
import { clientAddress, rateLimit, type RateLimitDependencies } from "../middleware/rate-limit";

/** Base64 makes a file a third larger; the JSON around it is small. */
const JSON_BODY_LIMIT = Math.ceil((POLICY_UPLOAD.maxBytes * 4) / 3) + 64 * 1024;
const MULTIPART_BODY_LIMIT = POLICY_UPLOAD.maxBytes + 64 * 1024;

/** How far into an upload its file's first bytes are looked for (a photo then takes its OCR place). */
const PEEK_BYTES = 64 * 1024;

const tooLarge = () => new AppError("payload_too_large", t("analyzer.error.tooLarge"));

/** The spec's JSON contract: the file as a data URL, its name and type, and the consent. */
const jsonUploadSchema = z
  .object({
    fileData: z.string({ error: t("analyzer.error.fileMissing") }).min(1, t("analyzer.error.fileMissing")),
    fileName: z.string().max(255).optional(),
    fileType: z.string().max(100).optional(),
    consent: z.unknown(),
  })
  .strict();

export interface Upload {
  bytes: Uint8Array;
  consent: boolean;
}

function decodeDataUrl(dataUrl: string): Uint8Array {
  const match = /^data:[\w.+-]*\/?[\w.+-]*(?:;[\w.+-]+=[\w.+-]+)*;base64,/i.exec(dataUrl);
  if (!match) {
    throw new AppError("validation_failed", t("api.validationFailed"), [
      { field: "fileData", message: t("analyzer.error.dataUrl") },
    ]);
  }
  const base64 = dataUrl.slice(match[0].length).replace(/\s+/g, "");
  const padding = base64.endsWith("==") ? 2 : base64.endsWith("=") ? 1 : 0;
  if ((base64.length * 3) / 4 - padding > POLICY_UPLOAD.maxBytes) throw tooLarge();
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(base64)) {
    throw new AppError("validation_failed", t("api.validationFailed"), [
      { field: "fileData", message: t("analyzer.error.dataUrl") },
    ]);
  }
  return new Uint8Array(Buffer.from(base64, "base64"));
}

const consented = (value: unknown) => value === true || value === "true" || value === "on";

/** Reads either a JSON body (data URL) or a multipart form (field "file"), within the size limit. */
async function readUpload(context: Context<AppEnv>): Promise<Upload> {
  const contentType = context.req.header("content-type") ?? "";
  if (/^multipart\/form-data/i.test(contentType)) {
    let form: Record<string, string | File | (string | File)[]>;
    try {
      form = await context.req.parseBody();
    } catch (error) {
      if (error instanceof AppError) throw error;
      throw new AppError("bad_request", t("analyzer.error.malformedUpload"));
    }
    const file = form.file;
    if (!(file instanceof File)) {
      throw new AppError("validation_failed", t("api.validationFailed"), [
        { field: "file", message: t("analyzer.error.fileMissing") },
      ]);
    }
    if (file.size > POLICY_UPLOAD.maxBytes) throw tooLarge();
    return notEmpty({ bytes: new Uint8Array(await file.arrayBuffer()), consent: consented(form.consent) });
  }
  const body = await readJsonBody(context, jsonUploadSchema);
  return notEmpty({ bytes: decodeDataUrl(body.fileData), consent: consented(body.consent) });
}

/** A refusal that says when to come back (the busy OCR queue) carries it in Retry-After too. */
function withRetryAfter(context: Context<AppEnv>, error: unknown): unknown {
  const seconds = error instanceof AppError ? retryAfterOf(error) : null;
  if (seconds !== null) context.header("Retry-After", String(seconds));
  return error;
}

/** An analysis's typical duration, until this process has measured some (photos take a few seconds). */
const INITIAL_ANALYSIS_MS = 5000;

function notEmpty(upload: Upload): Upload {
  if (upload.bytes.byteLength === 0) throw new AppError("bad_request", t("analyzer.error.empty"));
  return upload;
}

export interface PolicyUploadDependencies {
  services: AppServices;
  rateLimit: RateLimitDependencies;
  perHour: number;
  /** Analyses one client may have in progress at once. */
  inProgressPerClient?: number;
}

/**
 * How every policy upload is let in, from the API or the page's own form: one analysis in progress
 * per client, a photo's OCR place taken from its first bytes, the hourly count, the size limit; then
 * the upload is read, its consent checked and its analysis prepared. One instance per server, so the
 * two ways in share their limits.
 */
export function policyUploads(dependencies: PolicyUploadDependencies) {
  const inProgress = createInProgressLimit({
    perClient: dependencies.inProgressPerClient ?? 1,
    now: () => performance.now(),
    initialMs: INITIAL_ANALYSIS_MS,
  });
  /** Each request's claim; a streamed analysis outlives its handler, so the stream takes its claim. */
  const claims = new WeakMap<Context<AppEnv>, () => void>();
  /** Each photo's place in the OCR queue until the analysis takes it over. */
  const photoJobs = new WeakMap<Context<AppEnv>, OcrJob>();
  const admission: MiddlewareHandler<AppEnv>[] = [
    // One analysis in progress per client (unless configured), checked before anything else, the
    // hourly count included: a second upload while the first runs is answered at once.
    async (context, next) => {
      const claim = inProgress.claim(clientAddress(context, dependencies.rateLimit.trustProxy));
      if (!claim.admitted) {
        const seconds = claim.retryAfterSeconds;
        throw withRetryAfter(
          context,
          new AppError("rate_limited", t("analyzer.error.inProgress", { seconds }), {
            reason: "in_progress",
            retryAfterSeconds: seconds,
          }),
        );
      }
      claims.set(context, claim.release);
      try {
        await next();
      } finally {
        claims.get(context)?.();
      }
    },
    // A photo takes its place in the OCR queue from its file's first bytes, before the hourly count
    // and before its megabytes are read, so a full queue refuses it at once even in a burst.
    async (context, next) => {
      const peeked = await peekUpload(context.req.raw, PEEK_BYTES);
      context.req.raw = peeked.request;
      if (peeked.photo) {
        try {
          photoJobs.set(context, dependencies.services.reservePhotoReading());
        } catch (error) {
          throw withRetryAfter(context, error);
        }
      }
      try {
        await next();
      } finally {
        // Unless the analysis took it over, the place goes back.
        photoJobs.get(context)?.done();
      }
    },
    rateLimit({ name: "policy", limit: dependencies.perHour, windowSeconds: 3600 }, dependencies.rateLimit),
    async (context, next) => {
      const multipart = /^multipart\/form-data/i.test(context.req.header("content-type") ?? "");
      return bodyLimit({
        maxSize: multipart ? MULTIPART_BODY_LIMIT : JSON_BODY_LIMIT,
        onError: () => {
          throw tooLarge();
        },
      })(context, next);
    },
  ];

  /** After admission: the upload read, its consent checked, its analysis ready to run. */
  async function prepare(context: Context<AppEnv>) {
    const upload = await readUpload(context);
    if (!upload.consent) {
      throw new AppError("validation_failed", t("api.validationFailed"), [
        { field: "consent", message: t("analyzer.error.consent") },
      ]);
    }
    // Type and size problems, and a full OCR queue for an image, answer with their own status
    // before any streaming starts.
    try {
      const reserved = photoJobs.get(context) ?? null;
      photoJobs.delete(context);
      return dependencies.services.preparePolicyAnalysis(upload.bytes, reserved);
    } catch (error) {
      throw withRetryAfter(context, error);
    }
  }

  /** The in-progress claim, for a streamed analysis to release when it ends. */
  function takeClaim(context: Context<AppEnv>): (() => void) | undefined {
    const release = claims.get(context);
    claims.delete(context);
    return release;
  }

  /** The whole admission as one middleware. */
  const admit: MiddlewareHandler<AppEnv> = (context, next) => runChain(context, admission, next);
  return { admit, prepare, takeClaim };
}

export type PolicyUploads = ReturnType<typeof policyUploads>;

/** Runs middleware in order around `last`, as Hono does for a route's handlers. */
async function runChain(
  context: Context<AppEnv>,
  chain: readonly MiddlewareHandler<AppEnv>[],
  last: () => Promise<void>,
): Promise<void> {
  const dispatch = async (index: number): Promise<void> => {
    const handler = chain[index];
    if (!handler) return last();
    await handler(context, () => dispatch(index + 1));
  };
  await dispatch(0);
}

/**
 * POST /policy-analyzer, the page's plain multipart form (what a browser without JavaScript sends):
 * the same admission and analysis as the API, its outcome handed to the page's action to show
 * (`policyOutcome`), a refusal in the visitor's words. Nothing else reads this body.
 */
export function policyPageUpload(uploads: PolicyUploads): MiddlewareHandler<AppEnv> {
  return async (context, next) => {
    let outcome: PolicyPageOutcome;
    try {
      // Another site's page must not spend this visitor's uploads (the hourly count, the one in progress).
      if (isOtherSiteRequest(context.req.raw.headers, context.req.url)) {
        throw new AppError("forbidden", t("analyzer.error.otherSite"));
      }
      let summary: PolicySummary | null = null;
      await uploads.admit(context, async () => {
        const prepared = await uploads.prepare(context);
        summary = await prepared.run(() => {});
      });
      outcome = { summary: summary! };
    } catch (error) {
      const appError = toAppError(error, context);
      outcome = {
        status: appError.status,
        code: appError.code,
        // A refused field says what is wrong with it (the consent, a missing file).
        message: firstProblemMessage(appError),
        retryAfterSeconds: retryAfterOf(appError),
      };
    }
    context.set("policyOutcome", outcome);
    return next();
  };
}

/**
 * POST /api/policy/analyze. Answers `{summary}` as JSON, or, when the client accepts
 * application/x-ndjson, one line per progress stage and then the summary (or the error), so the
 * page can show real progress. The file lives in memory for the request only: never written to
 * disk or the database, never logged.
 */
export function policyRoutes(uploads: PolicyUploads) {
  const routes = new Hono<AppEnv>();
  routes.post("/analyze", uploads.admit, async (context) => {
    const prepared = await uploads.prepare(context);
    if (!/application\/x-ndjson/i.test(context.req.header("accept") ?? "")) {
      try {
        return context.json({ summary: await prepared.run(() => {}) });
      } catch (error) {
        throw withRetryAfter(context, error);
      }
    }
    const release = uploads.takeClaim(context);
    const encoder = new TextEncoder();
    // A visitor who leaves mid-analysis cancels the stream; the analysis finishes unheard.
    let listening = true;
    const stream = new ReadableStream<Uint8Array>({
      async start(controller) {
        const send = (line: unknown) => {
          if (listening) controller.enqueue(encoder.encode(`${JSON.stringify(line)}\n`));
        };
        try {
          const summary = await prepared.run((stage: AnalysisStage) => send({ stage }));
          send({ summary });
        } catch (error) {
          send(toAppError(error, context).toBody());
        } finally {
          release?.();
        }
        if (listening) controller.close();
      },
      cancel() {
        listening = false;
      },
    });
    return new Response(stream, {
      headers: { "content-type": "application/x-ndjson; charset=utf-8", "cache-control": "no-store" },
    });
  });
  routes.all("/analyze", methodNotAllowed(["POST"]));
  return routes;
}
