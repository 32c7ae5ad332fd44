/**
 * The messages loaded so far, by language. Each part of the catalogue (core/i18n/messages/) adds its keys when
 * it is imported, so a page's bundle holds only the parts its modules import; the server imports them all.
 */
const catalogues = new Map<string, Map<string, string>>();

/** Adds a part's messages to a language; importing a part twice (hot reload) only writes the same keys again. */
export function registerMessages(language: string, messages: Readonly<Record<string, string>>): void {
  let catalogue = catalogues.get(language);
  if (!catalogue) {
    catalogue = new Map();
    catalogues.set(language, catalogue);
  }
  for (const [key, message] of Object.entries(messages)) catalogue.set(key, message);
}

/** The messages registered for a language, or undefined when none of its parts has been loaded. */
export function registeredMessages(language: string): ReadonlyMap<string, string> | undefined {
  return catalogues.get(language);
}
