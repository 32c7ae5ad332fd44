// The PDF thread's entry when the server runs from its TypeScript sources (development and tests):
// Node 20 does not apply `--import` hooks to a worker's entry file, so tsx is registered here first.
// The built server uses build/pdf-worker.js instead (scripts/build-server.mjs).
import { register } from "tsx/esm/api";

register();
await import("./pdf-worker.ts");
