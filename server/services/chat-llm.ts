import { t } from "../../core/i18n/translate";
import {
  acceptPhrasing,
  ANSWER_PROMPT,
  extractionPrompt,
  parseToolArguments,
  PHRASING_PROMPT,
  SLOT_TOOL,
  SLOT_TOOL_NAME,
  type ToolExtraction,
} from "../../core/conversation/llm-tools";
import type { CollectedFields, SlotKey } from "../../core/conversation/slots";
import { AppError } from "../../core/shared/errors";
import { createLlmClient, type LlmClient, LlmError } from "../adapters/llm";
import type { Config } from "../config";
import type { Logger } from "../logger";

/**
 * The optional LLM provider inside a conversation (decision 0016): each use is charged against the
 * session's token cap; a failure (timeout, error, malformed answer, cap reached) falls back to the
 * built-in engine when fallback is allowed, and otherwise ends the turn with "AI service unavailable".
 */
export interface ChatLlm {
  client: LlmClient;
  /** Tokens one chat session may spend in all. */
  tokenCap: number;
  /** Whether the built-in engine answers when the provider fails. */
  fallback: boolean;
}

/** The provider the configuration names, or null (the default: the built-in engine, no network). */
export function chatLlmFrom(
  config: Pick<
    Config,
    "LLM_BASE_URL" | "LLM_API_KEY" | "LLM_MODEL" | "LLM_TIMEOUT_MS" | "LLM_SESSION_TOKEN_CAP" | "LLM_FALLBACK"
  >,
): ChatLlm | null {
  if (!config.LLM_BASE_URL || !config.LLM_MODEL) return null;
  return {
    client: createLlmClient({
      baseUrl: config.LLM_BASE_URL,
      apiKey: config.LLM_API_KEY,
      model: config.LLM_MODEL,
      timeoutMs: config.LLM_TIMEOUT_MS,
    }),
    tokenCap: config.LLM_SESSION_TOKEN_CAP,
    fallback: config.LLM_FALLBACK,
  };
}

/** Output budget of one call: a tool call or a few sentences. */
const MAX_OUTPUT_TOKENS = 300;

/** The running token count of one chat session, as its turns use the provider. */
export class LlmBudget {
  /** Set by the first failure: the rest of the turn does not wait on a provider that just failed. */
  private failedThisTurn = false;

  constructor(
    private readonly llm: ChatLlm | null,
    private readonly logger: Logger,
    public used: number,
  ) {}

  get enabled(): boolean {
    return this.llm !== null;
  }

  /**
   * One provider call, or null when the built-in engine should answer instead. Throws the "AI service
   * unavailable" error when the call fails and no fallback is allowed.
   */
  private async call<T>(
    purpose: string,
    run: (client: LlmClient) => Promise<{ value: T; tokens: number }>,
  ): Promise<T | null> {
    const llm = this.llm;
    if (!llm || this.failedThisTurn) return null;
    if (this.used >= llm.tokenCap) return this.failed(purpose, "token_cap", null);
    try {
      const { value, tokens } = await run(llm.client);
      this.used += tokens;
      return value;
    } catch (error) {
      if (!(error instanceof LlmError)) throw error;
      return this.failed(purpose, error.failure, error);
    }
  }

  private failed(purpose: string, reason: string, error: LlmError | null): null {
    this.failedThisTurn = true;
    this.logger.warn(
      { purpose, reason, status: error?.status, detail: error?.message, tokensUsed: this.used },
      this.llm?.fallback ? "LLM provider not used; the built-in engine answers" : "LLM provider failed",
    );
    if (!this.llm?.fallback) {
      throw new AppError("service_unavailable", t("assistant.error.aiUnavailable"), { reason: "ai_unavailable" });
    }
    return null;
  }

  /** The provider's reading of the message as collected fields, checked by the shared schema. */
  extract(
    message: string,
    context: { known: CollectedFields; lastAsked: SlotKey | null; currentYear: number },
  ): Promise<ToolExtraction | null> {
    return this.call("extract", async (client) => {
      const answer = await client.complete({
        messages: [
          { role: "system", content: extractionPrompt(context.known, context.lastAsked, context.currentYear) },
          { role: "user", content: message },
        ],
        tools: [SLOT_TOOL],
        toolName: SLOT_TOOL_NAME,
        maxTokens: MAX_OUTPUT_TOKENS,
      });
      const call = answer.toolCalls.find((entry) => entry.name === SLOT_TOOL_NAME);
      const value = call ? parseToolArguments(call.arguments, context) : { values: {}, rejected: [] };
      return { value, tokens: answer.totalTokens };
    });
  }

  /** The engine's reply in the provider's words, when they keep every fact and add none; else the draft. */
  async phrase(draft: string): Promise<string> {
    const phrased = await this.call("phrase", async (client) => {
      const answer = await client.complete({
        messages: [
          { role: "system", content: PHRASING_PROMPT },
          { role: "user", content: `DRAFT:\n${draft}` },
        ],
        maxTokens: MAX_OUTPUT_TOKENS,
      });
      return { value: acceptPhrasing(draft, answer.content), tokens: answer.totalTokens };
    });
    return phrased ?? draft;
  }

  /** An answer to a question from one passage of our own pages; the draft when the provider strays. */
  async answer(question: string, passage: string, draft: string): Promise<string> {
    const answered = await this.call("answer", async (client) => {
      const answer = await client.complete({
        messages: [
          { role: "system", content: ANSWER_PROMPT },
          { role: "user", content: `PASSAGE:\n${passage}\n\nQUESTION:\n${question}` },
        ],
        maxTokens: MAX_OUTPUT_TOKENS,
      });
      return { value: acceptPhrasing(draft, answer.content, passage), tokens: answer.totalTokens };
    });
    return answered ?? draft;
  }
}
