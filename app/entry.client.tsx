import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { ensurePageParts } from "../core/i18n/part-loaders";

/**
 * React Router's own entry, after the page's messages (decision 0035): the bundle carries none; the
 * parts the server's render used came with the page (core/i18n/registry.ts registers them), and any
 * other part a loaded module uses (a client-only button) is loaded before React draws anything.
 */
void ensurePageParts()
  .catch((error: unknown) => console.warn("A part of the page's messages did not load.", error))
  .finally(() => {
    startTransition(() => {
      hydrateRoot(
        document,
        <StrictMode>
          <HydratedRouter />
        </StrictMode>,
      );
    });
  });
