import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { createScriptMarker, scriptHashSource, sealScripts } from "./sealed-scripts";

const sha = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

describe("sealScripts", () => {
  const marker = createScriptMarker();
  const page =
    `<html><head><link rel="modulepreload" href="/assets/a.js" nonce="${marker}"/>` +
    `<script type="application/ld+json">{"@type":"Article"}</script></head><body>` +
    `<p>Ça coûte 1 234 $</p><script nonce="${marker}">window.a = "é";</script>` +
    `<script>alert("came with content")</script>` +
    `<script nonce="${marker}" type="module" async="">import "/assets/a.js";</script>` +
    `<script nonce="${marker}" src="/assets/b.js"></script>` +
    `<script nonce="${marker}">window.a = "é";</script></body></html>`;
  const sealed = sealScripts(page, marker);

  it("takes the marker out of every tag", () => {
    expect(sealed.html).not.toContain(marker);
    expect(sealed.html).not.toContain("nonce=");
    expect(sealed.html).toContain('<script type="module" async="">import "/assets/a.js";</script>');
    expect(sealed.html).toContain('<link rel="modulepreload" href="/assets/a.js"/>');
  });

  it("hashes the marked inline scripts only, once each, as UTF-8", () => {
    expect(sealed.hashes).toEqual([sha('window.a = "é";'), sha('import "/assets/a.js";')]);
    expect(sealed.hashes).not.toContain(sha('alert("came with content")'));
    expect(sealed.hashes).not.toContain(sha('{"@type":"Article"}'));
    expect(scriptHashSource("")).toBe("'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='");
  });

  it("gives the same bytes for the same page, whatever the marker", () => {
    const other = createScriptMarker();
    expect(other).not.toBe(marker);
    expect(sealScripts(page.replaceAll(marker, other), other)).toEqual(sealed);
  });

  it("leaves a script that only mentions a marker-like attribute in its text alone", () => {
    const text = `<script>var s = ' nonce="x"';</script>`;
    expect(sealScripts(text, marker)).toEqual({ html: text, hashes: [] });
  });
});
