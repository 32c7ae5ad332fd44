import { useEffect, useState } from "react";

/**
 * False in the server's HTML and until React has taken the page over, then true: for controls that
 * only work with JavaScript (a disabled-until-filled button, a chat launcher), so a page read
 * without JavaScript never shows one it cannot use.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
