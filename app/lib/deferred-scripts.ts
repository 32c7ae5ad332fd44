// The page's JavaScript starts downloading after the first paint (decision 0024). React Router writes
// a module preload for every file the page needs into the head, and a module script that imports
// them; a browser fetches all of them at once, beside the stylesheet and font the first paint waits
// for, and on a slow connection they share its bandwidth. This rewrites the server's HTML as it
// streams: the preloads come out of the head, and the module script becomes a small inline script
// that, once the page has painted, adds the same preloads (so the files still download in parallel)
// and then runs the same module code (trusted through 'strict-dynamic', decision 0030).

const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*>/g;
const MODULE_SCRIPT = /<script nonce="([^"]*)" type="module" async="">([\s\S]*?)<\/script>/g;

/** A JavaScript string literal that is safe inside an HTML script element. */
function scriptLiteral(value: unknown): string {
  return JSON.stringify(value)
    .replaceAll("<", "\\u003c")
    .replaceAll("\u2028", "\\u2028")
    .replaceAll("\u2029", "\\u2029");
}

/**
 * The inline script that replaces React Router's module script. It waits for the browser's first
 * paint entry (a frame callback can run before the frame reaches the screen), or two frames where
 * paint entries are not reported, and at once in a hidden tab, which paints nothing; then it
 * preloads the files and runs the module code. `marker` is the render's script marker (sealed-scripts.ts).
 */
export function deferredModuleScript(marker: string, hrefs: readonly string[], code: string): string {
  const body =
    `(function(){var h=${scriptLiteral(hrefs)},c=${scriptLiteral(code)},d=0;` +
    `function go(){if(d)return;d=1;h.forEach(function(u){var l=document.createElement("link");` +
    `l.rel="modulepreload";l.href=u;document.head.appendChild(l)});var s=document.createElement("script");` +
    `s.type="module";s.textContent=c;document.body.appendChild(s)}` +
    `var P=window.PerformanceObserver;` +
    `if(document.visibilityState==="hidden")go();` +
    `else if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0)` +
    `new P(function(l,o){o.disconnect();go()}).observe({type:"paint",buffered:true});` +
    `else requestAnimationFrame(function(){requestAnimationFrame(go)})})();`;
  return `<script nonce="${marker}">${body}</script>`;
}

/**
 * A rewriter for one streamed page. `write` takes the next piece of HTML and answers what can be sent
 * now; a tag that may still be cut in two (an unclosed `<`, or the module script before its end) is
 * held back until the next piece. `end` answers the rest.
 */
export function createScriptDeferral() {
  let pending = "";
  const hrefs: string[] = [];
  const codes: string[] = [];

  const rewrite = (html: string) =>
    html
      .replace(MODULE_PRELOAD, (_tag, href: string) => {
        hrefs.push(href);
        return "";
      })
      .replace(MODULE_SCRIPT, (_tag, nonce: string, code: string) => {
        codes.push(code);
        return deferredModuleScript(nonce, hrefs, code);
      });

  /** Where the text that may still be the start of a tag we rewrite begins. */
  const holdFrom = (html: string) => {
    const script = html.lastIndexOf("<script");
    if (script !== -1 && html.indexOf("</script>", script) === -1) return script;
    const open = html.lastIndexOf("<");
    return open !== -1 && html.indexOf(">", open) === -1 ? open : html.length;
  };

  return {
    write(chunk: string): string {
      const html = rewrite(pending + chunk);
      const cut = holdFrom(html);
      pending = html.slice(cut);
      return html.slice(0, cut);
    },
    end(): string {
      const rest = rewrite(pending);
      pending = "";
      return rest;
    },
    /**
     * The module code the deferred scripts run. Browsers without `'strict-dynamic'` (Safari before
     * 15.4) only run that inline module script if the policy lists its hash too (decision 0030).
     */
    deferredCode(): readonly string[] {
      return codes;
    },
  };
}
