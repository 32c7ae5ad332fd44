// `npx tsx bench/policy-burst.ts` (also part of `npm run bench`): a burst of policy uploads (issue 18).
// Builds if needed, starts the built server on loopback with a fresh in-memory database and the
// hourly policy limit raised (the limiter still counts), then sends 50 uploads at once from 50
// source addresses (127.0.0.2 to 127.0.0.51; Linux routes all of 127/8 to loopback): 8 photos and
// 42 text PDFs. Prints the text PDFs' p50/p95, each photo's outcome and time, and the server's peak
// memory. Figures only; asserts nothing. BENCH_BURST_PHOTOS and BENCH_BURST_PDFS change the mix.
import { readFile } from "node:fs/promises";
import { request } from "node:http";
import { join } from "node:path";
import { ensureBuild } from "../scripts/ensure-build.mjs";
import { POLICY_DOCUMENTS } from "../tests/fixtures/policies/documents";
import { ensurePolicyFixtures } from "../tests/fixtures/policies/generate";
import { policyUploadForm } from "../tests/helpers/policy-upload";
import { startBenchServer } from "./http-bench.mjs";

const PHOTOS = Number(process.env.BENCH_BURST_PHOTOS ?? 8);
const PDFS = Number(process.env.BENCH_BURST_PDFS ?? 42);

interface Outcome {
  kind: "photo" | "text PDF";
  file: string;
  status: number;
  ms: number;
  retryAfter: string | null;
}

/** The bench server with the hourly policy limit out of reach (the limiter still counts every upload). */
async function startServer() {
  const server = await startBenchServer({ RATE_LIMIT_ENABLED: "true", RATE_LIMIT_POLICY_PER_HOUR: "1000000" });
  return {
    ...server,
    /** The server's peak resident memory so far, in MB (VmHWM, Linux). */
    async peakMb() {
      const status = await readFile(`/proc/${server.pid}/status`, "utf8").catch(() => "");
      const kb = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? NaN);
      return Math.round(kb / 1024);
    },
  };
}

/** One multipart upload from `localAddress`, on its own connection; the time is to the last byte. */
async function upload(url: string, bytes: Uint8Array, name: string, localAddress: string) {
  const encoded = new Response(policyUploadForm(bytes, name));
  const body = Buffer.from(await encoded.arrayBuffer());
  const target = new URL("/api/policy/analyze", url);
  return (started: number) =>
    new Promise<{ status: number; ms: number; retryAfter: string | null }>((resolve, reject) => {
      const outgoing = request(
        {
          host: target.hostname,
          port: target.port,
          path: target.pathname,
          method: "POST",
          localAddress,
          agent: false,
          headers: { "content-type": encoded.headers.get("content-type")!, "content-length": body.length },
        },
        (response) => {
          response.resume();
          response.on("end", () =>
            resolve({
              status: response.statusCode ?? 0,
              ms: performance.now() - started,
              retryAfter: (response.headers["retry-after"] as string | undefined) ?? null,
            }),
          );
        },
      );
      outgoing.on("error", reject);
      outgoing.end(body);
    });
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

ensureBuild();
const fixtures = await ensurePolicyFixtures();
const server = await startServer();
try {
  // Let the OCR workers finish starting, as they would have on a server that has been up a while.
  await new Promise((resolve) => setTimeout(resolve, 3000));
  const plan: { kind: Outcome["kind"]; file: string }[] = [
    ...Array.from({ length: PHOTOS }, (_, index) => ({
      kind: "photo" as const,
      file: `${POLICY_DOCUMENTS[index % POLICY_DOCUMENTS.length]!.id}.png`,
    })),
    ...Array.from({ length: PDFS }, (_, index) => ({
      kind: "text PDF" as const,
      file: `${POLICY_DOCUMENTS[index % POLICY_DOCUMENTS.length]!.id}.pdf`,
    })),
  ];
  // Photos spread through the burst rather than all first.
  plan.sort((a, b) => (plan.indexOf(a) % 6) - (plan.indexOf(b) % 6));
  const senders = await Promise.all(
    plan.map(async ({ file }, index) =>
      upload(server.url, new Uint8Array(await readFile(join(fixtures, file))), file, `127.0.0.${index + 2}`),
    ),
  );
  const started = performance.now();
  const results = await Promise.all(senders.map((send) => send(started)));
  const outcomes: Outcome[] = plan.map((item, index) => ({ ...item, ...results[index]! }));

  const pdfs = outcomes.filter((outcome) => outcome.kind === "text PDF");
  const pdfTimes = pdfs.map((outcome) => outcome.ms).sort((a, b) => a - b);
  console.log(`\nPolicy upload burst: ${outcomes.length} at once from ${outcomes.length} addresses`);
  console.log(
    `text PDFs (${pdfs.length}): ${pdfs.filter((outcome) => outcome.status === 200).length} answered 200, ` +
      `p50 ${Math.round(percentile(pdfTimes, 50))} ms, p95 ${Math.round(percentile(pdfTimes, 95))} ms, ` +
      `max ${Math.round(pdfTimes.at(-1) ?? 0)} ms (bar: p95 < 3000 ms)`,
  );
  console.log("photos (bar: each 200, or 503 in < 200 ms):");
  for (const photo of outcomes.filter((outcome) => outcome.kind === "photo").sort((a, b) => a.ms - b.ms)) {
    const retry = photo.retryAfter ? `, Retry-After ${photo.retryAfter} s` : "";
    console.log(
      `  ${photo.file.padEnd(28)} ${String(photo.status).padStart(3)} in ${String(Math.round(photo.ms)).padStart(6)} ms${retry}`,
    );
  }
  const statuses = new Map<number, number>();
  for (const outcome of outcomes) statuses.set(outcome.status, (statuses.get(outcome.status) ?? 0) + 1);
  console.log(`all statuses: ${[...statuses].map(([status, count]) => `${count} × ${status}`).join(", ")}`);
  console.log(`server peak memory (VmHWM): ${await server.peakMb()} MB (bar: < 1536 MB)`);
} finally {
  await server.stop();
}
