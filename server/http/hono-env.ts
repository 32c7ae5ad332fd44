import type { Logger } from "../logger";

/** Per-request values the middleware chain sets for later handlers. */
export interface AppEnv {
  Variables: {
    requestId: string;
    cspNonce: string;
    logger: Logger;
  };
}
