import { useSyncExternalStore } from "react";

/**
 * What the language switcher carries to the other language besides the address (decision 0035): a
 * screen whose place is not in its address (the wizard's step) publishes it here while it is shown.
 */
let params: Readonly<Record<string, string>> = {};
const listeners = new Set<() => void>();

export function setSwitchParams(next: Readonly<Record<string, string>>): void {
  params = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const EMPTY: Readonly<Record<string, string>> = {};

/** The published parameters (none on the server, whose render has no screen state). */
export function useSwitchParams(): Readonly<Record<string, string>> {
  return useSyncExternalStore(
    subscribe,
    () => params,
    () => EMPTY,
  );
}

/** The address with the published parameters set on its query. */
export function withParams(path: string, extra: Readonly<Record<string, string>>): string {
  const keys = Object.keys(extra);
  if (keys.length === 0) return path;
  const url = new URL(path, "http://x");
  for (const key of keys) url.searchParams.set(key, extra[key]!);
  return url.pathname + url.search + url.hash;
}
