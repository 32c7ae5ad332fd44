import { describe, expect, it } from "vitest";
import { pageConfigJson, pageHydrates } from "./page-hydration";

describe("pageHydrates", () => {
  it("hydrates unless a matched route says it must not", () => {
    expect(pageHydrates([undefined, { hideSiteChrome: true }])).toBe(true);
    expect(pageHydrates([undefined, { hydrate: false }])).toBe(false);
    expect(pageHydrates([{ hydrate: true }])).toBe(true);
    expect(pageHydrates([])).toBe(true);
  });
});

describe("pageConfigJson", () => {
  it("writes JSON that cannot end its script element", () => {
    const text = pageConfigJson({ hydrates: false, assistantIsland: "/assets/island/</script><script>x.js" });
    expect(text).not.toContain("<");
    expect(JSON.parse(text)).toEqual({ hydrates: false, assistantIsland: "/assets/island/</script><script>x.js" });
  });
});
