import { createContext, useContext } from "react";

/**
 * The secret marker of the page being rendered on the server (`sealed-scripts.ts`), given to every
 * script the layout writes; undefined in the browser, where React writes no scripts of its own.
 */
export const ScriptMarkerContext = createContext<string | undefined>(undefined);

export function useScriptMarker(): string | undefined {
  return useContext(ScriptMarkerContext);
}
