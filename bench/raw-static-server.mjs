// The bench's reference (issue 20): a plain Node `http` server, none of our code, holding the same
// bytes as the pages it is compared with (what our server sends, in each encoding), served from
// memory with the encoding the client accepts. Run as a child process so its CPU is its own:
//   node bench/raw-static-server.mjs <folder>   (the folder's pages.json lists path, file names)
// It prints "listening on http://…" once ready.
import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import { join } from "node:path";

const folder = process.argv[2];
const pages = new Map(
  JSON.parse(readFileSync(join(folder, "pages.json"), "utf8")).map((page) => [
    page.path,
    {
      identity: readFileSync(join(folder, page.identity)),
      br: readFileSync(join(folder, page.br)),
      gzip: readFileSync(join(folder, page.gzip)),
    },
  ]),
);

const server = createServer((request, response) => {
  const page = pages.get((request.url ?? "/").split("?")[0]);
  if (!page) {
    response.writeHead(404).end();
    return;
  }
  const accepted = request.headers["accept-encoding"] ?? "";
  const encoding = /\bbr\b/.test(accepted) ? "br" : /\bgzip\b/.test(accepted) ? "gzip" : "identity";
  const body = page[encoding];
  response.writeHead(200, {
    "content-type": "text/html; charset=utf-8",
    "content-length": body.length,
    ...(encoding === "identity" ? {} : { "content-encoding": encoding }),
    vary: "Accept-Encoding",
  });
  response.end(body);
});

server.listen(0, "127.0.0.1", () => {
  const address = server.address();
  console.log(`listening on http://127.0.0.1:${address.port}`);
});
process.on("SIGTERM", () => server.close(() => process.exit(0)));
