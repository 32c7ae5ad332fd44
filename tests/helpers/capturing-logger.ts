import { Writable } from "node:stream";
import pino from "pino";

/** A real pino logger whose lines are kept, parsed, for a test to read (debug and up unless told). */
export function capturingLogger(level: pino.Level = "debug") {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split("\n").filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { logger: pino({ level }, stream), lines };
}
