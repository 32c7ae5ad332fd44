import { z } from "../../core/shared/zod";

/**
 * An OpenAI-compatible chat-completions provider (any server that speaks `POST {base}/chat/completions`:
 * a hosted API, or a local one). Optional: the built-in conversation engine needs no network. Every call
 * has a deadline; anything other than a well-formed answer is an `LlmError`.
 */

export interface LlmSettings {
  baseUrl: string;
  apiKey?: string | undefined;
  model: string;
  timeoutMs: number;
}

export type LlmMessage = { role: "system" | "user" | "assistant"; content: string };

export interface LlmRequest {
  messages: LlmMessage[];
  tools?: readonly unknown[];
  /** Forces one named tool, when given. */
  toolName?: string;
  maxTokens: number;
}

export interface LlmAnswer {
  content: string;
  toolCalls: { name: string; arguments: string }[];
  /** Tokens the provider counted for this call (prompt and completion). */
  totalTokens: number;
}

export type LlmFailure = "timeout" | "network" | "http" | "malformed";

export class LlmError extends Error {
  override name = "LlmError";
  constructor(
    readonly failure: LlmFailure,
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}

const answerSchema = z.object({
  choices: z
    .array(
      z.object({
        message: z.object({
          content: z.string().nullish(),
          tool_calls: z
            .array(
              z.object({
                type: z.string().optional(),
                function: z.object({ name: z.string(), arguments: z.string() }),
              }),
            )
            .nullish(),
        }),
      }),
    )
    .min(1),
  usage: z
    .object({ total_tokens: z.number().int().min(0) })
    .partial()
    .optional(),
});

/** Largest provider answer we read; anything longer is malformed for our short prompts. */
const MAX_ANSWER_BYTES = 256 * 1024;

export interface LlmClient {
  complete(request: LlmRequest): Promise<LlmAnswer>;
}

export function createLlmClient(settings: LlmSettings, fetchImpl: typeof fetch = fetch): LlmClient {
  const url = `${settings.baseUrl.replace(/\/+$/, "")}/chat/completions`;
  return {
    async complete(request) {
      const body = {
        model: settings.model,
        messages: request.messages,
        max_tokens: request.maxTokens,
        temperature: 0,
        ...(request.tools ? { tools: request.tools } : {}),
        ...(request.toolName ? { tool_choice: { type: "function", function: { name: request.toolName } } } : {}),
      };
      const signal = AbortSignal.timeout(settings.timeoutMs);
      let text: string;
      try {
        const response = await fetchImpl(url, {
          method: "POST",
          headers: {
            "content-type": "application/json",
            accept: "application/json",
            ...(settings.apiKey ? { authorization: `Bearer ${settings.apiKey}` } : {}),
          },
          body: JSON.stringify(body),
          signal,
        });
        text = await response.text();
        if (!response.ok) throw new LlmError("http", `provider answered ${response.status}`, response.status);
      } catch (error) {
        if (error instanceof LlmError) throw error;
        if (signal.aborted) throw new LlmError("timeout", `no answer within ${settings.timeoutMs} ms`);
        throw new LlmError("network", error instanceof Error ? error.message : String(error));
      }
      if (text.length > MAX_ANSWER_BYTES) throw new LlmError("malformed", "answer too large");
      let json: unknown;
      try {
        json = JSON.parse(text);
      } catch {
        throw new LlmError("malformed", "answer is not JSON");
      }
      const parsed = answerSchema.safeParse(json);
      if (!parsed.success) throw new LlmError("malformed", "answer is not a chat completion");
      const choice = parsed.data.choices[0] as (typeof parsed.data.choices)[number];
      const content = choice.message.content ?? "";
      const toolCalls = (choice.message.tool_calls ?? []).map((call) => ({
        name: call.function.name,
        arguments: call.function.arguments,
      }));
      // A provider that reports no usage is charged by length (about four characters a token).
      const totalTokens = parsed.data.usage?.total_tokens ?? Math.ceil((JSON.stringify(body).length + text.length) / 4);
      return { content, toolCalls, totalTokens };
    },
  };
}
