import "../core/i18n/messages-fr";
import { AsyncLocalStorage } from "node:async_hooks";
import { PassThrough } from "node:stream";
import type { AppLoadContext, EntryContext } from "react-router";
import { ServerRouter } from "react-router";
import { renderToPipeableStream } from "react-dom/server";
import { SCRIPT_HASHES_HEADER } from "../core/shared/page-cache-header";
import { createScriptDeferral } from "./lib/deferred-scripts";
import { createScriptMarker, scriptHashSource, sealScripts } from "./lib/sealed-scripts";
import { ScriptMarkerContext } from "./lib/script-marker";
import { pageConfigJson, pageHydrates } from "./lib/page-hydration";
import { pageScriptFor } from "./lib/page-script";
import type { PageAssets } from "../core/shared/page-assets";
import { setLookupListener } from "../core/i18n/translate";
import { partMessages, partOf } from "../core/i18n/registry";
import type { Language } from "../core/i18n/languages";
import { requestLanguage } from "./lib/request-language";

/** The parts of the catalogue a render looked keys up in (decision 0035). */
const renderParts = new AsyncLocalStorage<Set<string>>();
setLookupListener((key) => {
  const parts = renderParts.getStore();
  const part = parts && partOf(key);
  if (part) parts.add(part);
});

/**
 * The messages a page that hydrates needs to draw again what the server drew: every part its render
 * used, in the page's language only, as JSON the browser registers before it hydrates (decision 0035).
 * The browser bundle carries no messages; parts used later are loaded when needed.
 */
function pageMessagesJson(language: Language, parts: ReadonlySet<string>): string {
  const messages = Object.fromEntries([...parts].sort().map((part) => [part, partMessages(language, part)]));
  return JSON.stringify({ language, parts: messages }).replaceAll("<", "\\u003c");
}

/**
 * Puts the page script first in the <head> (decision 0032), with its config: it must listen before
 * anything can be clicked. Written here, outside React's tree, so a page that hydrates finds in its
 * head only what React drew there (React leaves nodes it did not draw in the head alone).
 */
function addPageScript(
  html: string,
  options: { assets: PageAssets | null; hydrates: boolean; marker: string; messages: string | null },
): string {
  if (!options.assets?.pageScript) return html;
  // After the charset declaration, which must come within the page's first bytes.
  const charset = '<meta charSet="utf-8"/>';
  const head = html.indexOf(charset) !== -1 ? html.indexOf(charset) + charset.length : html.indexOf("<head>") + 6;
  if (head < 6) return html;
  const config = pageConfigJson({ hydrates: options.hydrates, assistantIsland: options.assets.assistantIsland });
  const scripts =
    `<script type="application/json" id="qm-page-config">${config}</script>` +
    (options.messages ? `<script type="application/json" id="qm-messages">${options.messages}</script>` : "") +
    `<script nonce="${options.marker}">${pageScriptFor(options.assets, html, options.hydrates).replaceAll("</script", "<\\/script")}</script>`;
  return html.slice(0, head) + scripts + html.slice(head);
}

export const streamTimeout = 5_000;

/**
 * Renders the whole page, then sends it in one piece: the page's inline scripts are allowed by their
 * hashes (decision 0030), which are known only once the last script is written, and a page that
 * depends only on content is then the same bytes for everyone (the page cache keeps it compressed).
 * The page's JavaScript starts loading after the first paint (`deferred-scripts.ts`).
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const marker = createScriptMarker();
  const parts = new Set<string>();
  const language = requestLanguage(request);
  return renderParts.run(parts, () => render());

  function render() {
    return new Promise<Response>((resolve, reject) => {
      let shellRendered = false;
      let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);
      const { pipe, abort } = renderToPipeableStream(
        <ScriptMarkerContext.Provider value={marker}>
          <ServerRouter context={routerContext} url={request.url} nonce={marker} />
        </ScriptMarkerContext.Provider>,
        {
          nonce: marker,
          // The page is sent whole (above), so no part of it is streamed later: without this, React 19 moves a
          // Suspense boundary's content that comes after 12.8 KB of HTML into a hidden <div> that only a script
          // reveals, and a page read without JavaScript would never show it (decision 0033: the wizard's later
          // steps and the results are React.lazy inside Suspense).
          progressiveChunkSize: Number.POSITIVE_INFINITY,
          onShellReady() {
            shellRendered = true;
          },
          onAllReady() {
            const chunks: Buffer[] = [];
            const body = new PassThrough();
            body.on("data", (chunk: Buffer) => chunks.push(chunk));
            body.on("error", reject);
            body.on("end", () => {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              const deferral = createScriptDeferral();
              const rendered = Buffer.concat(chunks).toString("utf8");
              const hydrates = pageHydrates(
                routerContext.staticHandlerContext.matches.map(
                  ({ route }) => routerContext.routeModules[route.id]?.handle,
                ),
              );
              const withPageScript = addPageScript(deferral.write(rendered) + deferral.end(), {
                assets: loadContext.pageAssets,
                hydrates,
                marker,
                messages: hydrates ? pageMessagesJson(language, parts) : null,
              });
              const { html, hashes } = sealScripts(withPageScript, marker);
              const allowed = [...hashes, ...deferral.deferredCode().map(scriptHashSource)];
              responseHeaders.set("Content-Type", "text/html; charset=utf-8");
              responseHeaders.set(SCRIPT_HASHES_HEADER, allowed.join(" "));
              resolve(new Response(html, { headers: responseHeaders, status: responseStatusCode }));
            });
            pipe(body);
          },
          onShellError(error: unknown) {
            clearTimeout(timeoutId);
            reject(error);
          },
          onError(error: unknown) {
            responseStatusCode = 500;
            if (shellRendered) console.error(error);
          },
        },
      );
    });
  }
}
