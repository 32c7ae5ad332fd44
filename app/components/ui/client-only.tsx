import type { ReactNode } from "react";
import { useHydrated } from "../../lib/use-hydrated";

/**
 * Draws its children only once the page is interactive (never in the server's HTML, so never
 * without JavaScript). Its own component, so that becoming interactive re-renders only it: the
 * document's <head> holds the module preloads the page added after its first paint.
 */
export function ClientOnly({ children }: { children: ReactNode }) {
  return useHydrated() ? children : null;
}
