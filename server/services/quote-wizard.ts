import { toRequestBody } from "../../core/shared/quote-draft-body";
import type { Database } from "../../db/client";
import type { SessionStartResponse } from "../../core/shared/api/quotes";
import type { CoverageChange, QuoteForm } from "../../core/shared/quote-form";
import { quoteFormSchemaFor } from "../../core/shared/quote-form";
import type { EntryPoint } from "../../core/shared/quote-form-fields";
import {
  REVIEW,
  nextPosition,
  positionIn,
  previousPosition,
  readDraft,
  stepsFor,
  whereToFix,
  type FieldErrors,
  type WizardDraft,
  type WizardPosition,
} from "../../core/shared/quote-draft";
import { validateSteps } from "../../core/shared/quote-draft-validation";
import { changeList, readListIntent } from "../../core/shared/quote-draft-household";
import type { ClientRateLimiter, RateLimitRule } from "../middleware/rate-limit";
import { deleteQuoteDraft, findQuoteDraft, saveQuoteDraft } from "../repositories/quote-draft-repository";
import { hashPrivacyKey } from "./privacy-key";

/** The per-minute bucket of quote session starts, coverage changes, clicks and wizard posts. */
export function quoteRateRule(perMinute: number): RateLimitRule {
  return { name: "quotes", limit: perMinute, windowSeconds: 60 };
}

/** A draft is kept a day after its last change (decision 0029). */
export const QUOTE_DRAFT_TTL_MS = 24 * 60 * 60 * 1000;

export interface QuoteWizardDependencies {
  db: Database;
  now: () => Date;
  /** The same use case as POST /api/session/start. */
  startQuoteSession: (form: QuoteForm, privacyKey: string) => Promise<SessionStartResponse>;
  /** The quotes bucket POST /api/session/start counts against. */
  rule: RateLimitRule;
}

/** One post of the wizard's form: every answer (visible or carried), where it stood and the button. */
export interface WizardPost {
  draft: WizardDraft;
  /** The step the form showed, as posted ("review" on the review screen). */
  at: unknown;
  /** "next" (also what Enter sends), "back", "edit:<step>" or "submit". */
  intent: unknown;
  /** Where the visitor came from and the coverage carried in, from the page's address. */
  context: { from: EntryPoint | null; blog: string | null; coverage: CoverageChange | null };
}

export type WizardOutcome =
  | { kind: "invalid"; errors: FieldErrors; position: WizardPosition }
  /** `draft`: the answers as they now stand when the post changed them (a driver or vehicle added or removed). */
  | { kind: "moved"; position: WizardPosition; draft?: WizardDraft }
  | { kind: "started"; session: SessionStartResponse };

/** This browser's draft, or null when it has none (or it expired). */
export async function loadQuoteDraft(
  dependencies: Pick<QuoteWizardDependencies, "db" | "now">,
  privacyKey: string,
): Promise<WizardDraft | null> {
  const since = new Date(dependencies.now().getTime() - QUOTE_DRAFT_TTL_MS);
  const stored = await findQuoteDraft(dependencies.db, hashPrivacyKey(privacyKey), since);
  if (!stored || typeof stored !== "object") return null;
  // Stored JSON is read like any client input: only what the form could have held survives.
  return readDraft((field) => (stored as Record<string, unknown>)[field]);
}

/**
 * The wizard's form, posted with or without JavaScript: keeps the answers for this browser, then
 * moves back, to a step to edit, or on once the step's answers hold (else says what is wrong, in the
 * schema's words); on the review screen, starts the quote session exactly as the JSON API does.
 * Every post counts against the client's quotes limit (429), as a session start does.
 */
export async function moveQuoteWizard(
  dependencies: QuoteWizardDependencies,
  post: WizardPost,
  options: { privacyKey: string; limit: ClientRateLimiter },
): Promise<WizardOutcome> {
  await options.limit(dependencies.rule);
  const keyHash = hashPrivacyKey(options.privacyKey);
  const outcome = await move(dependencies, post, options.privacyKey);
  // The answers are kept until they become a quote.
  if (outcome.kind === "started") await deleteQuoteDraft(dependencies.db, keyHash);
  else {
    const kept = outcome.kind === "moved" && outcome.draft ? outcome.draft : post.draft;
    await saveQuoteDraft(dependencies.db, keyHash, { ...kept }, dependencies.now());
  }
  return outcome;
}

/** Where the post leads: back, to a step to edit, on, or (from the review) to a started session. */
async function move(
  dependencies: QuoteWizardDependencies,
  { draft, at: postedAt, intent: postedIntent, context }: WizardPost,
  privacyKey: string,
): Promise<WizardOutcome> {
  const steps = stepsFor(draft.category);
  const at = positionIn(steps, postedAt) ?? steps[0]!;
  const year = dependencies.now().getUTCFullYear();
  const intent = typeof postedIntent === "string" ? postedIntent : "next";
  if (intent === "back") return { kind: "moved", position: previousPosition(steps, at) };
  // "Add a driver", "Add a vehicle", "Remove": the same step again with the list changed.
  const listChange = readListIntent(intent);
  if (listChange) return { kind: "moved", position: at, draft: changeList(draft, listChange) };
  if (intent.startsWith("edit:")) {
    return { kind: "moved", position: positionIn(steps, intent.slice("edit:".length)) ?? at };
  }
  if (intent !== "submit" && at !== REVIEW) {
    const errors = validateSteps([at], draft, year);
    if (Object.values(errors).some(Boolean)) return { kind: "invalid", errors, position: at };
    return { kind: "moved", position: nextPosition(steps, at) };
  }
  const errors = validateSteps(steps, draft, year);
  if (Object.values(errors).some(Boolean)) {
    return { kind: "invalid", errors, position: whereToFix(errors, draft.category) };
  }
  const form = quoteFormSchemaFor(year).parse(
    toRequestBody(draft, {
      from: context.from ?? undefined,
      blog: context.blog ?? undefined,
      coverage: context.coverage,
    }),
  );
  return { kind: "started", session: await dependencies.startQuoteSession(form, privacyKey) };
}
