import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/** A chat-completions request as the fake received it. */
export interface FakeLlmRequest {
  authorization: string | undefined;
  body: {
    model: string;
    messages: { role: string; content: string }[];
    tools?: { function: { name: string } }[];
    tool_choice?: unknown;
    max_tokens?: number;
  };
}

/** What the fake does with one request: answer (status, JSON body), hang, or cut the connection. */
export type FakeLlmBehaviour =
  { kind: "answer"; status?: number; body: unknown } | { kind: "hang" } | { kind: "destroy" };

export interface FakeLlmServer {
  url: string;
  requests: FakeLlmRequest[];
  /** Decides each answer; tests replace it. */
  behave: (request: FakeLlmRequest) => FakeLlmBehaviour;
  close(): Promise<void>;
}

/** A chat completion that calls the slot tool with these arguments. */
export function toolCallAnswer(args: Record<string, unknown>, totalTokens = 120): FakeLlmBehaviour {
  return {
    kind: "answer",
    body: {
      id: "chatcmpl-fake",
      object: "chat.completion",
      choices: [
        {
          index: 0,
          finish_reason: "tool_calls",
          message: {
            role: "assistant",
            content: null,
            tool_calls: [
              {
                id: "call_1",
                type: "function",
                function: { name: "record_quote_details", arguments: JSON.stringify(args) },
              },
            ],
          },
        },
      ],
      usage: { prompt_tokens: totalTokens - 20, completion_tokens: 20, total_tokens: totalTokens },
    },
  };
}

/** A chat completion whose message is this text. */
export function textAnswer(content: string, totalTokens = 80): FakeLlmBehaviour {
  return {
    kind: "answer",
    body: {
      id: "chatcmpl-fake",
      object: "chat.completion",
      choices: [{ index: 0, finish_reason: "stop", message: { role: "assistant", content } }],
      usage: { prompt_tokens: totalTokens - 10, completion_tokens: 10, total_tokens: totalTokens },
    },
  };
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

/**
 * An OpenAI-compatible provider on loopback (`POST /v1/chat/completions`), standing in for the LLM
 * service outside our system. Every request is recorded; `behave` decides each answer.
 */
export async function startFakeLlmServer(): Promise<FakeLlmServer> {
  const hanging = new Set<IncomingMessage>();
  const fake: FakeLlmServer = {
    url: "",
    requests: [],
    behave: () => textAnswer(""),
    close: async () => undefined,
  };
  const server: Server = createServer((request, response) => {
    void (async () => {
      if (request.method !== "POST" || request.url !== "/v1/chat/completions") {
        response.writeHead(404).end();
        return;
      }
      const recorded: FakeLlmRequest = {
        authorization: request.headers.authorization,
        body: JSON.parse(await readBody(request)) as FakeLlmRequest["body"],
      };
      fake.requests.push(recorded);
      const behaviour = fake.behave(recorded);
      if (behaviour.kind === "hang") {
        hanging.add(request);
        return;
      }
      if (behaviour.kind === "destroy") {
        request.socket.destroy();
        return;
      }
      response.writeHead(behaviour.status ?? 200, { "content-type": "application/json" });
      response.end(typeof behaviour.body === "string" ? behaviour.body : JSON.stringify(behaviour.body));
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  fake.close = () =>
    new Promise<void>((resolve) => {
      for (const request of hanging) request.socket.destroy();
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return fake;
}
