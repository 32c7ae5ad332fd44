/**
 * The messages loaded so far, by language, and the part of the catalogue each key belongs to. Each part
 * (core/i18n/messages/) adds its keys when it is imported: the server imports them all; a browser page
 * receives the parts its render used in its own language, and loads any other part it needs when it
 * needs it (decision 0035), so no page carries a language it does not show.
 */
const catalogues = new Map<string, Map<string, string>>();
/** Each language's parts as registered, by part: what a page that hydrates is sent of them. */
const partCatalogues = new Map<string, Map<string, Readonly<Record<string, string>>>>();
/** The part each key belongs to (the same in every language). */
const partOfKey = new Map<string, string>();
/** Parts the browser's loaded modules use, whatever the language (see `needPart`). */
const neededParts = new Set<string>();

function mapOf<Value>(maps: Map<string, Map<string, Value>>, language: string): Map<string, Value> {
  let map = maps.get(language);
  if (!map) {
    map = new Map();
    maps.set(language, map);
  }
  return map;
}

/** Adds a part's messages to a language; importing a part twice (hot reload) only writes the same keys again. */
export function registerMessages(language: string, messages: Readonly<Record<string, string>>, part: string): void {
  const catalogue = mapOf(catalogues, language);
  for (const [key, message] of Object.entries(messages)) {
    catalogue.set(key, message);
    partOfKey.set(key, part);
  }
  mapOf(partCatalogues, language).set(part, messages);
  neededParts.add(part);
}

/** The messages registered for a language, or undefined when none of its parts has been loaded. */
export function registeredMessages(language: string): ReadonlyMap<string, string> | undefined {
  return catalogues.get(language);
}

/** The part a registered key belongs to. */
export function partOf(key: string): string | undefined {
  return partOfKey.get(key);
}

/** Whether a part is registered in a language. */
export function hasPart(language: string, part: string): boolean {
  return partCatalogues.get(language)?.has(part) ?? false;
}

/** A part's messages in a language, as registered (empty when it is not). */
export function partMessages(language: string, part: string): Readonly<Record<string, string>> {
  return partCatalogues.get(language)?.get(part) ?? {};
}

/**
 * Says a loaded module uses a part: in the browser bundle an English part's import is this call
 * instead of its messages (scripts/message-parts-plugin.mjs), and the part is then loaded in the
 * page's language (`ensureParts`, core/i18n/part-loaders.ts).
 */
export function needPart(part: string): void {
  neededParts.add(part);
}

/** The parts the loaded modules use. */
export function partsNeeded(): readonly string[] {
  return [...neededParts];
}

/**
 * Registers the parts a page's HTML brings (`#qm-messages`, written by the server's render, decision
 * 0035). It runs as this module loads, before any module that uses a message runs its own code: the
 * modules of a page are evaluated before React Router's entry, and some build messages as they load.
 */
function registerPageMessages(): void {
  if (typeof document === "undefined") return;
  const element = document.getElementById("qm-messages");
  if (!element?.textContent) return;
  try {
    const page = JSON.parse(element.textContent) as { language: string; parts: Record<string, Record<string, string>> };
    for (const [part, messages] of Object.entries(page.parts)) registerMessages(page.language, messages, part);
  } catch {
    // A page whose messages do not read loads its parts instead (core/i18n/part-loaders.ts).
  }
}

registerPageMessages();
