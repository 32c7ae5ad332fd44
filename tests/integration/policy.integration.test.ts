import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import type { PolicySummary } from "../../core/shared/policy-upload";
import { ONTARIO_CERTIFICATE } from "../fixtures/policies/documents";
import {
  docx,
  gifJavascriptPolyglot,
  htmlDocument,
  jpegHugeDimensions,
  minimalPdf,
  pdfDeflateBomb,
  pdfWithJavascript,
  pngHtmlPolyglot,
  textContent,
  zipArchive,
  zipBomb,
} from "../fixtures/hostile-uploads";
import { usePolicyFixtures } from "../helpers/policy-fixtures";
import { startTestServer, useTestServer } from "../helpers/test-server";

const fixture = usePolicyFixtures();
const server = useTestServer({ seed: false, env: { RATE_LIMIT_POLICY_PER_HOUR: "10000" } }, 120_000);

/** The page's way: multipart, streamed. */
async function postMultipart(
  bytes: Uint8Array,
  name: string,
  type: string,
  options: { consent?: string | null; accept?: string; url?: string } = {},
) {
  const form = new FormData();
  form.append("file", new Blob([Uint8Array.from(bytes)], { type }), name);
  if (options.consent !== null) form.append("consent", options.consent ?? "true");
  return fetch(`${options.url ?? server.url}/api/policy/analyze`, {
    method: "POST",
    body: form,
    headers: options.accept ? { accept: options.accept } : {},
  });
}

/** The spec's way: a JSON body with the file as a data URL. */
async function postJson(body: unknown) {
  return fetch(`${server.url}/api/policy/analyze`, {
    method: "POST",
    body: JSON.stringify(body),
    headers: { "content-type": "application/json" },
  });
}

async function expectError(response: Response, status: number, code: string): Promise<string> {
  expect(response.status, await response.clone().text()).toBe(status);
  const body = (await response.json()) as { error: { code: string; message: string } };
  expect(body.error.code).toBe(code);
  expect(body.error.message.length).toBeGreaterThan(10);
  return body.error.message;
}

describe("POST /api/policy/analyze refuses what it cannot or must not read", () => {
  it("answers 413 for a file over 10 MB, as multipart and as a data URL", async () => {
    const large = await fixture("large-11mb.pdf");
    const refused = await postMultipart(large, "large.pdf", "application/pdf");
    // The rest of the body is never read, so the connection is closed rather than reused.
    expect(refused.headers.get("connection")).toBe("close");
    await expectError(refused, 413, "payload_too_large");
    const dataUrl = `data:application/pdf;base64,${large.toString("base64")}`;
    await expectError(
      await postJson({ fileData: dataUrl, fileName: "large.pdf", fileType: "application/pdf", consent: true }),
      413,
      "payload_too_large",
    );
  });

  it("answers 400 without consent, naming the field", async () => {
    const pdf = await fixture("ontario-certificate.pdf");
    const response = await postMultipart(pdf, "policy.pdf", "application/pdf", { consent: null });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { details: { field: string }[] } };
    expect(body.error.details.map((detail) => detail.field)).toEqual(["consent"]);
    const json = await postJson({
      fileData: `data:application/pdf;base64,${pdf.toString("base64")}`,
      fileName: "policy.pdf",
      fileType: "application/pdf",
      consent: false,
    });
    expect(json.status).toBe(400);
  });

  it("answers 415 by content, whatever the name and declared type say", async () => {
    const text = await fixture("not-an-image.jpg");
    const message = await expectError(
      await postMultipart(text, "photo.jpg", "image/jpeg"),
      415,
      "unsupported_media_type",
    );
    expect(message).toMatch(/PDF, JPG and PNG/);
  });

  it("answers 422 with a plain explanation for an encrypted, a truncated or a blank document", async () => {
    expect(
      await expectError(
        await postMultipart(await fixture("encrypted.pdf"), "e.pdf", "application/pdf"),
        422,
        "unprocessable",
      ),
    ).toMatch(/password-protected/);
    expect(
      await expectError(
        await postMultipart(await fixture("truncated.pdf"), "t.pdf", "application/pdf"),
        422,
        "unprocessable",
      ),
    ).toMatch(/damaged or incomplete/);
    expect(
      await expectError(await postMultipart(await fixture("blank.png"), "b.png", "image/png"), 422, "unprocessable"),
    ).toMatch(/couldn't read any text/);
  });

  it("refuses a decompression bomb from its header, before decoding it", async () => {
    const message = await expectError(
      await postMultipart(await fixture("bomb.png"), "bomb.png", "image/png"),
      422,
      "unprocessable",
    );
    // The header's words: decoding 400 million pixels would have failed otherwise, or not at all.
    expect(message).toMatch(/too large to process/);
  });

  it("says when a readable document is not a car insurance policy", async () => {
    const message = await expectError(
      await postMultipart(await fixture("grocery-receipt.pdf"), "receipt.pdf", "application/pdf"),
      422,
      "unprocessable",
    );
    expect(message).toMatch(/doesn't look like a car insurance policy/);
  });

  it("rejects a malformed data URL and a missing file", async () => {
    const response = await postJson({ fileData: "not a data url", fileName: "x.pdf", fileType: "x", consent: true });
    expect(response.status).toBe(400);
    const form = new FormData();
    form.append("consent", "true");
    const missing = await fetch(`${server.url}/api/policy/analyze`, { method: "POST", body: form });
    expect(missing.status).toBe(400);
  });

  it("answers 405 to other methods", async () => {
    const response = await fetch(`${server.url}/api/policy/analyze`);
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("POST");
  });

  it("keeps other API endpoints at their small body limit", async () => {
    const response = await fetch(`${server.url}/api/contact`, {
      method: "POST",
      body: JSON.stringify({ message: "x".repeat(200_000) }),
      headers: { "content-type": "application/json" },
    });
    expect(response.status).toBe(413);
  });

  it("refuses a PDF with more pages than the limit", async () => {
    const document = await PDFDocument.create();
    for (let page = 0; page < 11; page += 1)
      document.addPage([612, 792]).drawText(`Page ${page + 1}`, { x: 50, y: 700 });
    const message = await expectError(
      await postMultipart(await document.save(), "long.pdf", "application/pdf"),
      422,
      "unprocessable",
    );
    expect(message).toMatch(/more than 10 pages/);
  });

  it("stops an analysis that runs past its time limit, and the next one works", async () => {
    const hurried = await startTestServer({
      seed: false,
      env: { RATE_LIMIT_POLICY_PER_HOUR: "10000", POLICY_TIMEOUT_MS: "1000" },
    });
    try {
      const scan = await fixture("ontario-certificate-scanned.pdf");
      // Starting the OCR worker and recognizing a scanned page takes well over a second.
      const message = await expectError(
        await postMultipart(scan, "scan.pdf", "application/pdf", { url: hurried.url }),
        422,
        "unprocessable",
      );
      expect(message).toMatch(/took too long/);
      const text = await postMultipart(await fixture("alberta-policy.pdf"), "a.pdf", "application/pdf", {
        url: hurried.url,
      });
      expect(text.status).toBe(200);
      await text.arrayBuffer();
    } finally {
      await hurried.close();
    }
  }, 60_000);

  it("rate limits analyses per client address", async () => {
    const limited = await startTestServer({ seed: false, env: { RATE_LIMIT_POLICY_PER_HOUR: "2" } });
    try {
      const text = await fixture("not-an-image.jpg");
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const response = await postMultipart(text, "x.jpg", "image/jpeg", { url: limited.url });
        statuses.push(response.status);
        await response.arrayBuffer();
      }
      expect(statuses).toEqual([415, 415, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe("POST /api/policy/analyze reads a policy", () => {
  it("summarizes a text PDF sent as a data URL (the spec's contract)", async () => {
    const pdf = await fixture("ontario-certificate.pdf");
    const response = await postJson({
      fileData: `data:application/pdf;base64,${pdf.toString("base64")}`,
      fileName: "certificate.pdf",
      fileType: "application/pdf",
      consent: true,
    });
    expect(response.status, await response.clone().text()).toBe(200);
    const { summary } = (await response.json()) as { summary: PolicySummary };
    expect(summary.provider).toBe(ONTARIO_CERTIFICATE.truth.provider);
    expect(summary.policyNumber).toBe(ONTARIO_CERTIFICATE.truth.policyNumber);
    expect(summary.annualPremium).toBe(ONTARIO_CERTIFICATE.truth.totalPremium);
    expect(summary.details.source).toBe("text");
    expect(summary.coverages.length).toBe(ONTARIO_CERTIFICATE.truth.coverages.length);
    expect(summary.suggestions.length).toBeGreaterThan(0);
    // The named insured is shown masked, never in full.
    const insured = summary.details.fields.find((field) => field.key === "namedInsured");
    expect(insured?.value).not.toContain("Jordan");
    expect(JSON.stringify(summary)).not.toContain(ONTARIO_CERTIFICATE.truth.namedInsured);
    expect(summary.details.quotesUrl).toMatch(/^\/quotes\?.*category=car/);
    // The expiry read is carried as the renewal month for the e-mail panel (decision 0062).
    expect(new URLSearchParams(summary.details.quotesUrl!.split("?")[1]).get("renewalMonth")).toBe(
      ONTARIO_CERTIFICATE.truth.expiry.slice(0, 7),
    );
  });

  it("streams the real stages, then the summary, when asked for NDJSON", async () => {
    const photo = await fixture("ontario-certificate.png");
    const response = await postMultipart(photo, "photo.png", "image/png", { accept: "application/x-ndjson" });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/application\/x-ndjson/);
    const lines = (await response.text())
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line) as { stage?: string; summary?: PolicySummary });
    expect(lines.filter((line) => line.stage).map((line) => line.stage)).toEqual([
      "reading",
      "recognizing",
      "extracting",
      "checking",
    ]);
    const summary = lines.at(-1)?.summary;
    expect(summary?.details.source).toBe("ocr");
    expect(summary?.policyNumber).toBe(ONTARIO_CERTIFICATE.truth.policyNumber);
  }, 60_000);

  it("reads by content: a PNG named .pdf is read as the image it is", async () => {
    const response = await postMultipart(await fixture("png-renamed.pdf"), "policy.pdf", "application/pdf");
    expect(response.status, await response.clone().text()).toBe(200);
    const { summary } = (await response.json()) as { summary: PolicySummary };
    expect(summary.details.source).toBe("ocr");
  }, 60_000);

  it("sends a streamed error line when the document turns out not to be a policy", async () => {
    const response = await postMultipart(await fixture("lease-letter.png"), "letter.png", "image/png", {
      accept: "application/x-ndjson",
    });
    const lines = (await response.text()).trim().split("\n");
    const last = JSON.parse(lines.at(-1)!) as { error?: { code: string; message: string } };
    expect(last.error?.code).toBe("unprocessable");
    expect(last.error?.message).toMatch(/doesn't look like a car insurance policy/);
  }, 60_000);
});

describe("POST /api/policy/analyze under hostile files", () => {
  const PDF = "application/pdf";
  const PNG = "image/png";
  const JPEG = "image/jpeg";

  /** Half of a real file: the header is there, the data stops. */
  const half = async (name: string) => {
    const bytes = await fixture(name);
    return bytes.subarray(0, Math.floor(bytes.length / 2));
  };

  // [what, the bytes, the name and type the upload claims, status, code, words the message must have]
  const cases: [string, () => Promise<Uint8Array> | Uint8Array, string, string, number, string, RegExp][] = [
    [
      "a PNG that is also an HTML page",
      pngHtmlPolyglot,
      "policy.png",
      PNG,
      422,
      "unprocessable",
      /couldn't read any text/,
    ],
    ["the PNG/HTML polyglot named .pdf", pngHtmlPolyglot, "policy.pdf", PDF, 422, "unprocessable", /couldn't read/],
    [
      "a GIF that is also JavaScript, named .png",
      gifJavascriptPolyglot,
      "policy.png",
      PNG,
      415,
      "unsupported_media_type",
      /PDF, JPG and PNG/,
    ],
    [
      "an HTML page named .pdf",
      () => htmlDocument(),
      "policy.pdf",
      PDF,
      415,
      "unsupported_media_type",
      /PDF, JPG and PNG/,
    ],
    [
      "an HTML page hiding %PDF- in a comment",
      () => htmlDocument(true),
      "policy.pdf",
      PDF,
      415,
      "unsupported_media_type",
      /whatever its name says/,
    ],
    [
      "a PDF that runs JavaScript when opened",
      () => pdfWithJavascript(),
      "policy.pdf",
      PDF,
      422,
      "unprocessable",
      /doesn't look like a car insurance policy/,
    ],
    ["a ZIP bomb named .pdf", zipBomb, "policy.pdf", PDF, 415, "unsupported_media_type", /PDF, JPG and PNG/],
    ["a ZIP bomb named .png", zipBomb, "policy.png", PNG, 415, "unsupported_media_type", /PDF, JPG and PNG/],
    ["a ZIP bomb named .jpg", zipBomb, "policy.jpg", JPEG, 415, "unsupported_media_type", /PDF, JPG and PNG/],
    [
      "a plain ZIP named .pdf",
      () => zipArchive([{ name: "policy.txt", data: Buffer.from("Policy Number: LM-4471-2209") }]),
      "policy.pdf",
      PDF,
      415,
      "unsupported_media_type",
      /PDF, JPG and PNG/,
    ],
    [
      "a plain ZIP named .jpg",
      () => zipArchive([{ name: "photo.jpg", data: Buffer.from([0xff, 0xd8, 0xff, 0xe0]) }]),
      "photo.jpg",
      JPEG,
      415,
      "unsupported_media_type",
      /PDF, JPG and PNG/,
    ],
    [
      "a ZIP that stores a PDF, named .pdf",
      () => zipArchive([{ name: "policy.pdf", data: pdfWithJavascript(), stored: true }]),
      "policy.pdf",
      PDF,
      415,
      "unsupported_media_type",
      /PDF, JPG and PNG/,
    ],
    ["a Word document named .pdf", docx, "policy.pdf", PDF, 415, "unsupported_media_type", /PDF, JPG and PNG/],
    ["a Word document named .png", docx, "policy.png", PNG, 415, "unsupported_media_type", /PDF, JPG and PNG/],
    [
      "a PDF whose page is a deflate bomb (1 MB to 1 GB)",
      () => pdfDeflateBomb(1024),
      "policy.pdf",
      PDF,
      422,
      "unprocessable",
      // The pre-scan's own words: refused before pdf.js inflated anything.
      /holds more data than we can read/,
    ],
    [
      "a PDF whose page tree claims a million pages (pdf.js counts the real one)",
      () => minimalPdf({ content: textContent(["x"]), claimedPages: 1_000_000 }),
      "policy.pdf",
      PDF,
      422,
      "unprocessable",
      /couldn't read any text/,
    ],
    [
      "a PNG claiming 400 megapixels (bomb.png)",
      () => fixture("bomb.png"),
      "policy.png",
      PNG,
      422,
      "unprocessable",
      /too large to process/,
    ],
    [
      "a JPEG claiming 4.3 gigapixels",
      jpegHugeDimensions,
      "policy.jpg",
      JPEG,
      422,
      "unprocessable",
      /too large to process/,
    ],
    ["an empty file named .pdf", () => new Uint8Array(0), "policy.pdf", PDF, 400, "bad_request", /empty/],
    ["an empty file named .jpg", () => new Uint8Array(0), "policy.jpg", JPEG, 400, "bad_request", /empty/],
    [
      "only the PDF signature",
      () => Buffer.from("%PDF-1.7\n"),
      "policy.pdf",
      PDF,
      422,
      "unprocessable",
      /damaged or incomplete/,
    ],
    [
      "only the PNG signature",
      () => Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      "policy.png",
      PNG,
      422,
      "unprocessable",
      /couldn't open this image/,
    ],
    [
      "only the JPEG signature",
      () => Buffer.from([0xff, 0xd8, 0xff]),
      "policy.jpg",
      JPEG,
      422,
      "unprocessable",
      /couldn't open this image/,
    ],
    [
      "half a PNG photo",
      () => half("ontario-certificate.png"),
      "policy.png",
      PNG,
      422,
      "unprocessable",
      /couldn't open this image/,
    ],
    [
      "half a JPEG photo",
      () => half("ontario-certificate.jpg"),
      "policy.jpg",
      JPEG,
      422,
      "unprocessable",
      /couldn't open this image/,
    ],
  ];

  it.each(cases)(
    "answers %s with a clear 4xx, and the next analysis still works",
    async (_what, make, name, type, status, code, words) => {
      const bytes = await make();
      // A hang would run into this test's time limit; the refusal's words say which check caught it.
      const message = await expectError(await postMultipart(Buffer.from(bytes), name, type), status, code);
      expect(message).toMatch(words);
      expect((globalThis as { __xss?: unknown }).__xss).toBeUndefined();
      const next = await postMultipart(await fixture("alberta-policy.pdf"), "alberta.pdf", PDF);
      expect(next.status, await next.clone().text()).toBe(200);
      await next.arrayBuffer();
    },
    30_000,
  );

  it("reads a policy PDF that carries JavaScript as text, and never runs the script", async () => {
    const pdf = pdfWithJavascript(ONTARIO_CERTIFICATE.lines);
    const response = await postMultipart(pdf, "policy.pdf", PDF);
    expect(response.status, await response.clone().text()).toBe(200);
    const { summary } = (await response.json()) as { summary: PolicySummary };
    expect(summary.policyNumber).toBe(ONTARIO_CERTIFICATE.truth.policyNumber);
    expect((globalThis as { __xss?: unknown }).__xss).toBeUndefined();
  });

  it("renders a scanned page that claims to be 100 inches wide at no more than the pixel limit", async () => {
    const giant = minimalPdf({ content: textContent(["x"]), mediaBox: [7200, 7200] });
    const message = await expectError(await postMultipart(giant, "scan.pdf", PDF), 422, "unprocessable");
    expect(message).toMatch(/couldn't read any text/);
  }, 30_000);

  it("still reads a photo with a fresh OCR after all of them", async () => {
    const response = await postMultipart(await fixture("ontario-certificate.png"), "photo.png", PNG);
    expect(response.status, await response.clone().text()).toBe(200);
    const { summary } = (await response.json()) as { summary: PolicySummary };
    expect(summary.policyNumber).toBe(ONTARIO_CERTIFICATE.truth.policyNumber);
  }, 60_000);
});
