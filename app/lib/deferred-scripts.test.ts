import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { createScriptDeferral, deferredModuleScript } from "./deferred-scripts";

const NONCE = "AbC+/0123456789xyzXYZ==";
const MODULE_CODE = `;
import * as route0 from "/assets/root-1.js";
window.__reactRouterRouteModules = {"root":route0};
const note = "a<b \u2028";
import("/assets/entry.client-1.js");`;

/** What React Router's server rendering writes, cut down to the parts the rewrite touches. */
const PAGE =
  `<!DOCTYPE html><html lang="en-CA"><head><meta charSet="utf-8"/>` +
  `<link rel="stylesheet" href="/assets/app-1.css" data-precedence="default"/>` +
  `<link rel="modulepreload" href="/assets/entry.client-1.js" nonce="${NONCE}"/>` +
  `<link rel="modulepreload" href="/assets/framework-1.js" nonce="${NONCE}"/>` +
  `<link rel="preload" href="/assets/inter.woff2" as="font" type="font/woff2" crossorigin="anonymous"/>` +
  `<title>Policy analyzer | QuoteMaple</title></head><body><main>Ça coûte 1 234 $ — “quotes”</main>` +
  `<script nonce="${NONCE}">window.__reactRouterContext = {"url":"/"};</script>` +
  `<script nonce="${NONCE}" type="module" async="">${MODULE_CODE}</script>` +
  `<script nonce="${NONCE}">window.__reactRouterContext.streamController.close();</script></body></html>`;

function rewriteInPieces(html: string, cuts: number[]): string {
  const deferral = createScriptDeferral();
  let output = "";
  let start = 0;
  for (const cut of [...cuts, html.length]) {
    output += deferral.write(html.slice(start, cut));
    start = cut;
  }
  return output + deferral.end();
}

type Visibility = "visible" | "hidden";

/**
 * Runs the inline script against a minimal document and reports what it added to the page, and the
 * paint observers and frame callbacks it left waiting. Without `paintEntries` the browser reports no
 * paint timing (no PerformanceObserver).
 */
function runDeferredScript(script: string, visibilityState: Visibility, paintEntries?: boolean) {
  const added: { parent: string; element: Record<string, string> }[] = [];
  const frames: (() => void)[] = [];
  const observers: { callback: (list: unknown, observer: { disconnect(): void }) => void; options: unknown }[] = [];
  let disconnected = 0;
  const parent = (name: string) => ({
    appendChild: (element: Record<string, string>) => added.push({ parent: name, element }),
  });
  class FakePerformanceObserver {
    static supportedEntryTypes = ["paint", "resource"];
    constructor(private readonly callback: (list: unknown, observer: { disconnect(): void }) => void) {}
    observe(options: unknown) {
      observers.push({ callback: this.callback, options });
    }
  }
  const document = {
    currentScript: { nonce: NONCE },
    visibilityState,
    head: parent("head"),
    body: parent("body"),
    createElement: (tagName: string) => ({ tagName }),
  };
  const code = /^<script nonce="[^"]*">([\s\S]*)<\/script>$/.exec(script)?.[1];
  if (code === undefined) throw new Error(`not one inline script: ${script}`);
  runInNewContext(code, {
    document,
    window: paintEntries ? { PerformanceObserver: FakePerformanceObserver } : {},
    requestAnimationFrame: (callback: () => void) => frames.push(callback),
  });
  const paint = () => observers.forEach((observer) => observer.callback({}, { disconnect: () => (disconnected += 1) }));
  return { added, frames, observers, paint, disconnected: () => disconnected };
}

describe("createScriptDeferral", () => {
  const whole = rewriteInPieces(PAGE, []);

  it("takes the module preloads out and leaves every other tag and the text as they were", () => {
    expect(whole).not.toContain('<link rel="modulepreload"');
    expect(whole).not.toContain(`<script nonce="${NONCE}" type="module"`);
    expect(whole).toContain('<link rel="stylesheet" href="/assets/app-1.css" data-precedence="default"/>');
    expect(whole).toContain('<link rel="preload" href="/assets/inter.woff2"');
    expect(whole).toContain("<main>Ça coûte 1 234 $ — “quotes”</main>");
    expect(whole).toContain(`<script nonce="${NONCE}">window.__reactRouterContext = {"url":"/"};</script>`);
    expect(whole).toContain("streamController.close();</script></body></html>");
  });

  it("remembers the module code it deferred, for the policy's hash list", () => {
    const deferral = createScriptDeferral();
    deferral.write(PAGE);
    deferral.end();
    expect(deferral.deferredCode()).toEqual([MODULE_CODE]);
  });

  it("puts one inline script with the render's marker where the module script was", () => {
    const script = deferredModuleScript(NONCE, ["/assets/entry.client-1.js", "/assets/framework-1.js"], MODULE_CODE);
    expect(whole).toContain(script);
  });

  it("writes the module code so that no text in it can end the inline script early", () => {
    const script = deferredModuleScript(NONCE, [], 'const a = "</script><script>alert(1)</script>";');
    expect(script.indexOf("</script>")).toBe(script.length - "</script>".length);
    expect(script).not.toContain("<script>alert");
  });

  it("gives the same page however the stream is cut, to the character", () => {
    for (let cut = 1; cut < PAGE.length; cut += 1) {
      expect(rewriteInPieces(PAGE, [cut])).toBe(whole);
    }
    const everyTenth = Array.from({ length: Math.floor(PAGE.length / 10) }, (_, index) => (index + 1) * 10);
    expect(rewriteInPieces(PAGE, everyTenth)).toBe(whole);
  });

  it("leaves a page without React Router's scripts untouched", () => {
    const page = '<html><body><script nonce="n">var a = "<b>";</script><p>a < b</p></body></html>';
    expect(rewriteInPieces(page, [20, 41])).toBe(page);
  });
});

describe("deferredModuleScript", () => {
  const hrefs = ["/assets/entry.client-1.js", "/assets/framework-1.js"];
  const script = deferredModuleScript(NONCE, hrefs, MODULE_CODE);

  const expectedAdditions = [
    { parent: "head", element: { tagName: "link", rel: "modulepreload", href: hrefs[0] } },
    { parent: "head", element: { tagName: "link", rel: "modulepreload", href: hrefs[1] } },
    { parent: "body", element: { tagName: "script", type: "module", textContent: MODULE_CODE } },
  ];

  it("waits for the first paint entry, then preloads every file and runs the module code with the nonce", () => {
    const run = runDeferredScript(script, "visible", true);
    expect(run.added).toEqual([]);
    expect(run.frames).toEqual([]);
    expect(run.observers.map((observer) => observer.options)).toEqual([{ type: "paint", buffered: true }]);
    run.paint();
    expect(run.added).toEqual(expectedAdditions);
    expect(run.disconnected()).toBe(1);
    run.paint();
    expect(run.added).toHaveLength(3);
  });

  it("waits two frames where the browser reports no paint timing", () => {
    const run = runDeferredScript(script, "visible");
    expect(run.observers).toEqual([]);
    run.frames.shift()!();
    expect(run.added).toEqual([]);
    run.frames.shift()!();
    expect(run.added).toEqual(expectedAdditions);
  });

  it("runs at once in a hidden tab, which paints nothing", () => {
    const run = runDeferredScript(script, "hidden", true);
    expect(run.frames).toEqual([]);
    expect(run.observers).toEqual([]);
    expect(run.added).toEqual(expectedAdditions);
  });
});
