import { createElement, lazy, type ComponentType } from "react";
import { ensurePageParts } from "../../core/i18n/part-loaders";

/**
 * In the browser, a module's messages arrive with it, in the page's language (decision 0035): a
 * module fetched on demand is given to its caller once the parts it uses are registered.
 */
export async function withMessages<Module>(module: Module): Promise<Module> {
  if (typeof window !== "undefined") await ensurePageParts();
  return module;
}

/**
 * A module fetched when it is first needed (decision 0033), with the parts of the catalogue it uses. `load()` fetches it once, and again after a
 * failure. `component(pick)` draws one of its components: through React.lazy until the module has
 * arrived (the server's render waits for it; the browser's hydration of the Suspense boundary around it
 * waits for it), then directly, so a screen that awaited `load()` before it was shown never suspends
 * and never flashes its Suspense fallback.
 */
export function onDemand<Module>(importModule: () => Promise<Module>) {
  let loaded: Module | undefined;
  let pending: Promise<Module> | undefined;

  const load = (): Promise<Module> =>
    (pending ??= importModule()
      .then(withMessages)
      .then(
        (module) => (loaded = module),
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      ));

  function component<Props extends object>(pick: (module: Module) => ComponentType<Props>): ComponentType<Props> {
    const Lazy = lazy(() => load().then((module) => ({ default: pick(module) })));
    return function OnDemand(props: Props) {
      return createElement(loaded ? pick(loaded) : Lazy, props);
    };
  }

  return { load, component };
}
