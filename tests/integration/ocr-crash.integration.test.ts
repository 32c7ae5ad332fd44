import { rm, writeFile, readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Worker as ThreadWorker } from "node:worker_threads";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PolicySummary } from "../../core/shared/policy-upload";
import { ONTARIO_CERTIFICATE } from "../fixtures/policies/documents";
import { ensurePolicyFixtures } from "../fixtures/policies/generate";
import { startTestServer, type TestServer } from "../helpers/test-server";

/**
 * Fault (issue 11): the OCR worker thread crashes while it works. The analysis in flight fails at
 * once with a clear error (not after the time limit, which is set far beyond the test's own), the
 * server stays up, and the next analysis gets a fresh thread and works. The crashing thread is
 * tesseract.js's real worker script behind a wrapper (tests/fixtures/ocr-crash-worker.mjs).
 */

const CRASH_WORKER = fileURLToPath(new URL("../fixtures/ocr-crash-worker.mjs", import.meta.url));
const FLAG = join(tmpdir(), `quotemaple-ocr-crash-${process.pid}`);

let server: TestServer;
let photo: Buffer;
/** Worker threads this process starts (the server runs in it), newest last. */
const threads: ThreadWorker[] = [];
const onThread = (thread: ThreadWorker) => threads.push(thread);

beforeAll(async () => {
  photo = await readFile(join(await ensurePolicyFixtures(), "ontario-certificate.png"));
  process.env.QM_OCR_CRASH_FLAG = FLAG;
  process.on("worker", onThread);
  server = await startTestServer({
    seed: false,
    // One worker, so each crash hits the thread the previous analysis used, whatever the machine.
    env: { RATE_LIMIT_POLICY_PER_HOUR: "10000", POLICY_TIMEOUT_MS: "120000", OCR_WORKERS: "1" },
    ocrWorkerPath: CRASH_WORKER,
  });
}, 120_000);

afterAll(async () => {
  process.off("worker", onThread);
  delete process.env.QM_OCR_CRASH_FLAG;
  await rm(FLAG, { force: true });
  await server?.close();
});

function analyze(accept?: string) {
  const form = new FormData();
  form.append("file", new Blob([Uint8Array.from(photo)], { type: "image/png" }), "photo.png");
  form.append("consent", "true");
  return fetch(`${server.url}/api/policy/analyze`, {
    method: "POST",
    body: form,
    headers: accept ? { accept } : {},
  });
}

async function expectReadsThePhoto() {
  const response = await analyze();
  expect(response.status, await response.clone().text()).toBe(200);
  const { summary } = (await response.json()) as { summary: PolicySummary };
  expect(summary.policyNumber).toBe(ONTARIO_CERTIFICATE.truth.policyNumber);
}

async function expectServerUp() {
  expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  const page = await fetch(`${server.url}/policy-analyzer`);
  expect(page.status).toBe(200);
  await page.arrayBuffer();
}

/** Resolves once the thread has ended (at once if it has): a crashed thread must not linger. */
const ended = (thread: ThreadWorker) =>
  thread.threadId === -1 ? Promise.resolve() : new Promise((resolve) => thread.once("exit", resolve));

describe("the OCR worker thread crashing", () => {
  it.each([
    ["throws", "throw recognize"],
    ["exits", "exit recognize"],
  ])(
    "fails the analysis in flight when the thread %s mid-recognition, and the next one works",
    async (_how, mode) => {
      // A healthy thread first, so the crash comes mid-analysis of a running worker.
      await expectReadsThePhoto();
      const before = threads.length;
      await writeFile(FLAG, mode);
      const response = await analyze();
      expect(response.status, await response.clone().text()).toBe(503);
      const body = (await response.json()) as { error: { code: string; message: string } };
      expect(body.error).toEqual({
        code: "service_unavailable",
        message: "Something went wrong while reading this image. Please try again.",
      });
      expect(threads.length).toBe(before);
      await ended(threads.at(-1)!);
      await expectServerUp();
      await expectReadsThePhoto();
      // A fresh thread read it.
      expect(threads.length).toBe(before + 1);
      expect(threads.at(-1)!.threadId).not.toBe(-1);
    },
    90_000,
  );

  it("sends the error as the last line of a streamed analysis", async () => {
    await writeFile(FLAG, "throw recognize");
    const response = await analyze("application/x-ndjson");
    expect(response.status).toBe(200);
    const lines = (await response.text())
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line) as { stage?: string; error?: { code: string } });
    expect(lines.filter((line) => line.stage).map((line) => line.stage)).toEqual(["reading", "recognizing"]);
    expect(lines.at(-1)?.error?.code).toBe("service_unavailable");
    await expectReadsThePhoto();
  }, 90_000);

  it.each([
    ["throws", "throw load"],
    ["exits", "exit load"],
  ])(
    "fails at once when a new thread %s while it is still starting, and the next one works",
    async (_how, mode) => {
      // A crash mid-recognition ends the current thread, so the next analysis starts a new one.
      await writeFile(FLAG, "exit recognize");
      expect((await analyze()).status).toBe(503);
      await writeFile(FLAG, mode);
      const response = await analyze();
      expect(response.status, await response.clone().text()).toBe(503);
      await expectServerUp();
      await expectReadsThePhoto();
    },
    90_000,
  );

  it("starts a new thread when the last one died while idle, instead of failing the next analysis", async () => {
    await expectReadsThePhoto();
    const idle = threads.at(-1)!;
    await idle.terminate();
    await expectReadsThePhoto();
    expect(threads.at(-1)).not.toBe(idle);
  }, 90_000);
});
