import { describe, expect, it } from "vitest";
import { peekUpload } from "./peek-upload";

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const JPEG = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46]);
const PDF = new TextEncoder().encode("%PDF-1.7\n1 0 obj\n<<>>\nendobj\n");

/** A request whose body arrives in chunks of `chunkSize` bytes, as a socket delivers it. */
function chunked(body: Uint8Array, contentType: string, chunkSize: number): Request {
  let offset = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (offset >= body.length) return controller.close();
      controller.enqueue(body.slice(offset, offset + chunkSize));
      offset += chunkSize;
    },
  });
  return new Request("http://localhost/api/policy/analyze", {
    method: "POST",
    body: stream,
    headers: { "content-type": contentType },
    duplex: "half",
  } as RequestInit);
}

async function multipart(file: Uint8Array, options: { fileFirst?: boolean; padding?: number } = {}) {
  const form = new FormData();
  if (!options.fileFirst) form.append("consent", "true");
  if (options.padding) form.append("note", "x".repeat(options.padding));
  form.append("file", new Blob([Uint8Array.from(file), new Uint8Array(20_000)]), "upload.bin");
  if (options.fileFirst) form.append("consent", "true");
  const encoded = new Response(form);
  return { body: new Uint8Array(await encoded.arrayBuffer()), contentType: encoded.headers.get("content-type")! };
}

const dataUrlJson = (file: Uint8Array, mime = "image/png") =>
  new TextEncoder().encode(
    JSON.stringify({
      fileName: "photo.png",
      fileData: `data:${mime};base64,${Buffer.from([...file, ...new Uint8Array(5000)]).toString("base64")}`,
      consent: true,
    }),
  );

describe("peekUpload", () => {
  it("tells a photo from its first bytes in a multipart upload, however the body is cut", async () => {
    for (const chunkSize of [1, 7, 64, 1000, 65_536]) {
      for (const [file, photo] of [
        [PNG, true],
        [JPEG, true],
        [PDF, false],
      ] as const) {
        for (const fileFirst of [true, false]) {
          const { body, contentType } = await multipart(file, { fileFirst });
          const peeked = await peekUpload(chunked(body, contentType, chunkSize), 64 * 1024);
          expect(peeked.photo, `${chunkSize} ${fileFirst}`).toBe(photo);
          // The request reads whole again, byte for byte.
          expect(new Uint8Array(await peeked.request.arrayBuffer())).toEqual(body);
        }
      }
    }
    // Bodies read a byte at a time are slow to stream back; the time limit only guards against a hang.
  }, 30_000);

  it("reads the multipart form as it came after peeking", async () => {
    const { body, contentType } = await multipart(PNG);
    const peeked = await peekUpload(chunked(body, contentType, 4096), 64 * 1024);
    const form = await peeked.request.formData();
    expect(form.get("consent")).toBe("true");
    expect((form.get("file") as File).size).toBe(PNG.length + 20_000);
  });

  it("tells a photo from the start of a JSON data URL", async () => {
    for (const chunkSize of [3, 100, 65_536]) {
      for (const [file, photo] of [
        [PNG, true],
        [JPEG, true],
        [PDF, false],
      ] as const) {
        const body = dataUrlJson(file);
        const peeked = await peekUpload(chunked(body, "application/json; charset=utf-8", chunkSize), 64 * 1024);
        expect(peeked.photo).toBe(photo);
        expect(new Uint8Array(await peeked.request.arrayBuffer())).toEqual(body);
      }
    }
  });

  it("says nothing about a file it cannot see within the limit, and keeps the body whole", async () => {
    const { body, contentType } = await multipart(PNG, { padding: 100_000 });
    const peeked = await peekUpload(chunked(body, contentType, 16 * 1024), 64 * 1024);
    expect(peeked.photo).toBe(false);
    expect(new Uint8Array(await peeked.request.arrayBuffer())).toEqual(body);
  });

  it("leaves other content types, a missing boundary and an empty body alone", async () => {
    const { body } = await multipart(PNG);
    for (const contentType of ["text/plain", "multipart/form-data", "application/x-www-form-urlencoded", ""]) {
      const peeked = await peekUpload(chunked(body, contentType, 4096), 64 * 1024);
      expect(peeked.photo).toBe(false);
      expect(new Uint8Array(await peeked.request.arrayBuffer())).toEqual(body);
    }
    const empty = new Request("http://localhost/", { method: "POST", headers: { "content-type": "application/json" } });
    expect((await peekUpload(empty, 1024)).photo).toBe(false);
  });

  it("does not take a part merely mentioning file, nor a truncated signature, for the file", async () => {
    const boundary = "XyZ";
    const text = [
      `--${boundary}`,
      'Content-Disposition: form-data; name="filename"',
      "",
      "\x89PNG\r\n\x1a\n",
      `--${boundary}`,
      'Content-Disposition: form-data; name="file"; filename="a.pdf"',
      "",
      "%PDF-1.7 and more text here",
      `--${boundary}--`,
      "",
    ].join("\r\n");
    const body = Buffer.from(text, "latin1");
    const peeked = await peekUpload(chunked(body, `multipart/form-data; boundary="${boundary}"`, 5), 64 * 1024);
    expect(peeked.photo).toBe(false);
  });
});
