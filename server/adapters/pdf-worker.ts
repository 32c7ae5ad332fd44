// One PDF thread of the pool (pdf-threads.ts): reads a PDF's text layer or renders scanned pages with
// pdf.js, off the server's main thread, so a burst of uploads never holds up other requests.
import { parentPort } from "node:worker_threads";
import { PdfReadError, readPdfText, renderPdfPages } from "./pdf-reader";
import type { PdfJob, PdfJobAnswer, PdfThreadHello } from "./pdf-threads";
import { currentOsThread } from "./thread-time";

if (!parentPort) throw new Error("pdf-worker runs as a worker thread");
const port = parentPort;

// Loaded (pdf.js with it), and which OS thread this is where the system tells it, so a job's time
// limit counts this thread's own CPU time from here on (decision 0068).
port.postMessage({ ready: true, tid: currentOsThread() } satisfies PdfThreadHello);

port.on("message", (job: PdfJob) => {
  const work =
    job.op === "text"
      ? readPdfText(job.bytes, job.limits).then((content) => ({ content }))
      : renderPdfPages(job.bytes, job.pages, job.limits.maxPixels).then((images) => ({ images }));
  void work.then(
    (result) => {
      const answer: PdfJobAnswer = { id: job.id, ok: true, ...result };
      port.postMessage(answer, "images" in result ? result.images.map((image) => image.buffer as ArrayBuffer) : []);
    },
    (error: unknown) => {
      const answer: PdfJobAnswer = {
        id: job.id,
        ok: false,
        problem: error instanceof PdfReadError ? error.problem : "unreadable",
      };
      port.postMessage(answer);
    },
  );
});
