import { z } from "zod";

/**
 * Zod, configured once: every schema imports it from here, never from "zod" directly (lint enforces
 * it), so the setting below is in force before any schema is built. Our Content-Security-Policy
 * forbids eval, and zod would otherwise probe for it with `new Function` when a schema is created (a
 * CSP violation report in every visitor's console) to compile faster parsers that our small forms do
 * not need. The server uses the same plain parsers, so no code path depends on eval.
 */
z.config({ jitless: true });

export { z };
