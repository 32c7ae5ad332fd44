import { readFile } from "node:fs/promises";
import { request } from "node:http";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PolicySummary } from "../../core/shared/policy-upload";
import { ensurePolicyFixtures } from "../fixtures/policies/generate";
import { policyUploadForm } from "../helpers/policy-upload";
import { startTestServer, type TestServer } from "../helpers/test-server";

/**
 * A burst of uploads (issue 18): the OCR pool's bounded queue refuses what it cannot hold at once,
 * with 503 and Retry-After; one client has one analysis in progress at a time; text PDFs never wait
 * for OCR; and a queued job's time limit starts when a worker takes it. One worker and a queue of one
 * make "full" easy to reach; clients are told apart by X-Forwarded-For (TRUST_PROXY), or by the
 * socket address where that is the point. Behaviour only: who was answered what, and in which order.
 */

let fixtures: string;
/** One OCR worker, one place in its queue. */
let server: TestServer;

beforeAll(async () => {
  fixtures = await ensurePolicyFixtures();
  server = await startTestServer({
    seed: false,
    env: {
      RATE_LIMIT_POLICY_PER_HOUR: "10000",
      TRUST_PROXY: "true",
      OCR_WORKERS: "1",
      OCR_QUEUE_LENGTH: "1",
      // These tests are about refusals, not the time limit (the last test's own server has one).
      POLICY_TIMEOUT_MS: "120000",
    },
  });
}, 120_000);

afterAll(async () => {
  await server?.close();
});

const fixture = async (name: string) => new Uint8Array(await readFile(join(fixtures, name)));

interface Answer {
  status: number;
  retryAfter: string | null;
  body: { summary?: PolicySummary; error?: { code: string; message: string; details?: unknown } };
}

/** Uploads as the page does (multipart), as `client`; resolves with the whole answer. */
async function upload(
  url: string,
  bytes: Uint8Array,
  name: string,
  options: { client?: string; accept?: string } = {},
): Promise<Answer> {
  const form = policyUploadForm(bytes, name);
  const headers: Record<string, string> = {};
  if (options.client) headers["x-forwarded-for"] = options.client;
  if (options.accept) headers.accept = options.accept;
  const response = await fetch(`${url}/api/policy/analyze`, { method: "POST", body: form, headers });
  const text = await response.text();
  return {
    status: response.status,
    retryAfter: response.headers.get("retry-after"),
    body: JSON.parse(text) as Answer["body"],
  };
}

/**
 * Starts photo analyses that stream their progress, one per client, and returns once each has its
 * answer's headers: by then each holds its place in the OCR pool (taken before the answer starts).
 * `order` records the clients whose last lines have arrived.
 */
async function occupy(url: string, bytes: Uint8Array, clients: string[]) {
  const order: string[] = [];
  const streams = await Promise.all(
    clients.map(async (client) => {
      const response = await fetch(`${url}/api/policy/analyze`, {
        method: "POST",
        body: policyUploadForm(bytes, "photo.png"),
        headers: { accept: "application/x-ndjson", "x-forwarded-for": client },
      });
      expect(response.status).toBe(200);
      return { client, response };
    }),
  );
  const finished = Promise.all(
    streams.map(async ({ client, response }) => {
      const lines = (await response.text()).trim().split("\n");
      order.push(client);
      return JSON.parse(lines.at(-1)!) as Answer["body"];
    }),
  );
  return { order, finished };
}

/**
 * A photo upload whose headers announce the whole file but whose body stops after its first 100 KB,
 * as a slow phone's would; the rest is never sent. Destroy it when done.
 */
async function partialPhotoUpload(url: string, photo: Uint8Array, client: string) {
  const encoded = new Response(policyUploadForm(photo, "photo.png"));
  const body = Buffer.from(await encoded.arrayBuffer());
  const target = new URL("/api/policy/analyze", url);
  const outgoing = request({
    host: target.hostname,
    port: target.port,
    path: target.pathname,
    method: "POST",
    headers: {
      "content-type": encoded.headers.get("content-type")!,
      "content-length": body.length,
      "x-forwarded-for": client,
    },
  });
  outgoing.on("error", () => {});
  outgoing.write(body.subarray(0, 100 * 1024));
  return outgoing;
}

function expectBusy(answer: Answer) {
  expect(answer.status, JSON.stringify(answer.body)).toBe(503);
  expect(Number(answer.retryAfter)).toBeGreaterThanOrEqual(1);
  expect(answer.body.error).toEqual({
    code: "service_unavailable",
    message: expect.stringMatching(/busy .* try again in \d+ s/),
    details: { reason: "busy", retryAfterSeconds: Number(answer.retryAfter) },
  });
}

/** The photos `occupy` admitted were each read, by OCR, in the end. */
function expectReadByOcr(bodies: Answer["body"][]) {
  expect(
    bodies.map((body) => body.summary?.details.source),
    JSON.stringify(bodies),
  ).toEqual(["ocr", "ocr"]);
}

describe("a burst of policy uploads", () => {
  it("refuses photos beyond the OCR queue at once with 503 and Retry-After, before the admitted ones finish", async () => {
    const photo = await fixture("ontario-certificate.png");
    const scan = await fixture("ontario-certificate-scanned.pdf");
    // Two photos take the worker and the one place in its queue.
    const admitted = await occupy(server.url, photo, ["203.0.113.1", "203.0.113.2"]);
    const refused = await Promise.all([
      upload(server.url, photo, "photo.png", { client: "203.0.113.3" }),
      // The page's streamed request keeps the refusal's status.
      upload(server.url, photo, "photo.png", { client: "203.0.113.4", accept: "application/x-ndjson" }),
      // A scanned PDF needs OCR too; it finds that out after reading it, and is refused just as fast.
      upload(server.url, scan, "scan.pdf", { client: "203.0.113.5" }),
    ]);
    // All three refusals were answered while neither admitted photo had finished.
    expect(admitted.order).toEqual([]);
    refused.forEach(expectBusy);
    expectReadByOcr(await admitted.finished);
  }, 90_000);

  it("refuses a photo from its first bytes, before the rest of the upload has been sent", async () => {
    const photo = await fixture("ontario-certificate.png");
    const admitted = await occupy(server.url, photo, ["198.51.100.11", "198.51.100.12"]);
    // Only the first 100 KB are sent, and the rest is held back until an answer has come. Reading the
    // whole upload before deciding would wait for ever.
    const outgoing = await partialPhotoUpload(server.url, photo, "198.51.100.13");
    try {
      const answer = await new Promise<Answer>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error("no answer while the upload was incomplete")), 20_000);
        outgoing.on("response", (response) => {
          let text = "";
          response.setEncoding("utf8");
          response.on("data", (chunk: string) => (text += chunk));
          response.on("end", () => {
            clearTimeout(timer);
            resolve({
              status: response.statusCode ?? 0,
              retryAfter: (response.headers["retry-after"] as string | undefined) ?? null,
              body: JSON.parse(text) as Answer["body"],
            });
          });
        });
      });
      expectBusy(answer);
    } finally {
      outgoing.destroy();
    }
    expect(admitted.order).toEqual([]);
    await admitted.finished;
  }, 90_000);

  it("keeps no worker idle for a photo whose upload is still arriving", async () => {
    const photo = await fixture("ontario-certificate.png");
    // A slow phone: it holds a place in the queue, not the worker.
    const slow = await partialPhotoUpload(server.url, photo, "198.51.100.31");
    try {
      await new Promise((resolve) => setTimeout(resolve, 500));
      // A photo sent whole meanwhile is read by the free worker, without waiting for the slow one.
      const whole = await upload(server.url, photo, "photo.png", { client: "198.51.100.32" });
      expect(whole.status, JSON.stringify(whole.body)).toBe(200);
      expect(whole.body.summary?.details.source).toBe("ocr");
    } finally {
      slow.destroy();
    }
  }, 90_000);

  it("gives a photo's place in the queue back when its upload goes no further", async () => {
    const photo = await fixture("ontario-certificate.png");
    // One photo holds the worker; the queue's one place is free.
    const running = await occupy(server.url, photo, ["198.51.100.21"]);
    const withoutConsent = new FormData();
    withoutConsent.append("file", new Blob([Uint8Array.from(photo)], { type: "image/png" }), "photo.png");
    for (const client of ["198.51.100.22", "198.51.100.23", "198.51.100.24"]) {
      const refused = await fetch(`${server.url}/api/policy/analyze`, {
        method: "POST",
        body: withoutConsent,
        headers: { "x-forwarded-for": client },
      });
      expect(refused.status).toBe(400);
      await refused.arrayBuffer();
    }
    // Each refused upload held the place while it was read, and gave it back: the next photo gets it.
    const next = await upload(server.url, photo, "photo.png", { client: "198.51.100.25" });
    expect(next.status, JSON.stringify(next.body)).toBe(200);
    await running.finished;
  }, 90_000);

  it("answers a text PDF while the OCR queue is full, without waiting for it", async () => {
    const photo = await fixture("ontario-certificate.png");
    const photos = await occupy(server.url, photo, ["198.51.100.1", "198.51.100.2"]);
    // The queue is full: another photo is refused...
    expectBusy(await upload(server.url, photo, "photo.png", { client: "198.51.100.3" }));
    // ...and a text PDF is read all the same, before the photos ahead of it are done.
    const text = await upload(server.url, await fixture("alberta-policy.pdf"), "policy.pdf", {
      client: "198.51.100.4",
    });
    expect(text.status, JSON.stringify(text.body)).toBe(200);
    expect(text.body.summary?.details.source).toBe("text");
    expect(photos.order).toEqual([]);
    expectReadByOcr(await photos.finished);
  }, 90_000);

  it("refuses a client's second upload while its first is in progress, and takes it once that is done", async () => {
    const photo = await fixture("ontario-certificate.png");
    // No X-Forwarded-For: the client is the socket address, 127.0.0.1 for both requests.
    const first = await fetch(`${server.url}/api/policy/analyze`, {
      method: "POST",
      body: policyUploadForm(photo, "photo.png"),
      headers: { accept: "application/x-ndjson" },
    });
    // The stream has begun: the first analysis is in progress until its last line.
    expect(first.status).toBe(200);
    const second = await upload(server.url, await fixture("alberta-policy.pdf"), "policy.pdf");
    expect(second.status, JSON.stringify(second.body)).toBe(429);
    expect(Number(second.retryAfter)).toBeGreaterThanOrEqual(1);
    expect(second.body.error).toEqual({
      code: "rate_limited",
      message: expect.stringMatching(/other document is still being analyzed/),
      details: { reason: "in_progress", retryAfterSeconds: Number(second.retryAfter) },
    });
    const lines = (await first.text())
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line) as { summary?: PolicySummary });
    expect(lines.at(-1)?.summary?.details.source, JSON.stringify(lines.at(-1))).toBe("ocr");
    const again = await upload(server.url, await fixture("alberta-policy.pdf"), "policy.pdf");
    expect(again.status, JSON.stringify(again.body)).toBe(200);
  }, 90_000);

  it("counts a queued photo's time limit from when a worker takes it, not while it waits", async () => {
    const photo = await fixture("ontario-certificate.png");
    // One photo's time on this machine, now, with a warm worker on a server of its own, so no other
    // analysis can be in its way.
    const calibration = await startTestServer({ seed: false, env: { OCR_WORKERS: "1" } });
    let oneMs: number;
    try {
      await upload(calibration.url, photo, "photo.png");
      const started = performance.now();
      expect((await upload(calibration.url, photo, "photo.png")).status).toBe(200);
      oneMs = performance.now() - started;
    } finally {
      await calibration.close();
    }
    // A limit of two and a half photos' time: the last of four queued photos waits about three of
    // them, so waiting and working together exceed it, while its own work stays well inside it.
    const queued = await startTestServer({
      seed: false,
      env: {
        RATE_LIMIT_POLICY_PER_HOUR: "10000",
        TRUST_PROXY: "true",
        OCR_WORKERS: "1",
        OCR_QUEUE_LENGTH: "3",
        POLICY_TIMEOUT_MS: String(Math.max(1000, Math.ceil(2.5 * oneMs))),
      },
    });
    try {
      // The first photo starts the worker; the four then queue behind a warm one.
      await upload(queued.url, photo, "photo.png", { client: "192.0.2.2" });
      const answers = await Promise.all(
        [10, 11, 12, 13].map((host) => upload(queued.url, photo, "photo.png", { client: `192.0.2.${host}` })),
      );
      expect(answers.map((answer) => [answer.status, answer.body.error?.message])).toEqual(
        answers.map(() => [200, undefined]),
      );
    } finally {
      await queued.close();
    }
  }, 180_000);
});
