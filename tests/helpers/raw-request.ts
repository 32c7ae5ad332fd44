import { request } from "node:http";

export interface RawAnswer {
  status: number;
  type: string;
  location: string | undefined;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/**
 * One request with the path sent byte for byte as written: fetch would resolve `.` and `..`, turn
 * backslashes into slashes and encode non-ASCII letters before they left the client.
 */
export function rawRequest(
  baseUrl: string,
  method: string,
  path: string,
  headers: Record<string, string> = {},
  body?: string,
): Promise<RawAnswer> {
  const url = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const outgoing = request(
      { host: url.hostname, port: url.port, method, path, headers, timeout: 15_000 },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            type: response.headers["content-type"] ?? "",
            location: response.headers.location,
            headers: response.headers,
            body: Buffer.concat(chunks).toString("utf8"),
          }),
        );
      },
    );
    outgoing.on("timeout", () => outgoing.destroy(new Error(`${method} ${path}: no answer`)));
    outgoing.on("error", reject);
    outgoing.end(body);
  });
}
