import pino, { type Logger } from "pino";
import type { Config } from "./config";

export type { Logger };

/** Structured logs; never pass personal data or file contents to them. */
export function createLogger(config: Pick<Config, "LOG_LEVEL" | "LOG_FORMAT" | "NODE_ENV">): Logger {
  const pretty = config.LOG_FORMAT ? config.LOG_FORMAT === "pretty" : config.NODE_ENV === "development";
  return pino({
    level: config.LOG_LEVEL,
    base: undefined,
    redact: { paths: ["req.headers.cookie", "req.headers.authorization", "password", "*.password"], remove: true },
    ...(pretty
      ? { transport: { target: "pino-pretty", options: { colorize: true, ignore: "pid,hostname", singleLine: true } } }
      : {}),
  });
}
