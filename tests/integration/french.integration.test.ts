import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { twinPath } from "../../core/shared/localized-paths";
import { startTestServer, type TestServer } from "../helpers/test-server";

// Issue 21: every public page of the sitemap has a French twin at its own address, in French, that
// links back; the address alone decides the language (decision 0035).

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server.close();
});

async function get(path: string, init?: RequestInit) {
  const response = await fetch(server.url + path, { redirect: "manual", ...init });
  return {
    status: response.status,
    location: response.headers.get("location"),
    vary: response.headers.get("vary"),
    html: await response.text(),
  };
}

/** The sitemap's addresses, as paths. */
async function sitemapPaths(): Promise<string[]> {
  const xml = (await get("/sitemap.xml")).html;
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc!).pathname + new URL(loc!).search);
}

const FRENCH_WORDS = new Set(
  "le la les des du de un une et est en pour que qui dans sur par pas plus au aux vous votre vos ce cette ces il elle ils ou mais avec sont être son sa ses leur nous".split(
    " ",
  ),
);
const ENGLISH_WORDS = new Set(
  "the and is in for that which on by not more to your you this these it or but with are be his her their we of an as at from".split(
    " ",
  ),
);

/** The page's visible words (no scripts, styles, templates or tags), lower-case. */
function visibleWords(html: string): string[] {
  const text = html
    .replace(/<(script|style|template)[\s\S]*?<\/\1>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&[#\w]+;/g, " ");
  return text
    .toLowerCase()
    .split(/[^a-zà-ÿœæ']+/)
    .filter(Boolean);
}

function stopWords(html: string): { french: number; english: number } {
  const words = visibleWords(html);
  return {
    french: words.filter((word) => FRENCH_WORDS.has(word)).length,
    english: words.filter((word) => ENGLISH_WORDS.has(word)).length,
  };
}

function alternates(html: string): Record<string, string> {
  const links = [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/g)];
  return Object.fromEntries(links.map(([, lang, href]) => [lang!, new URL(href!).pathname]));
}

describe("the French site", () => {
  it("lists every page in both languages in the sitemap", async () => {
    const paths = await sitemapPaths();
    const english = paths.filter((path) => !path.startsWith("/fr"));
    const french = paths.filter((path) => path === "/fr" || path.startsWith("/fr/"));
    // Every English page has a twin, except the blog posts not translated.
    const missing = english.filter((path) => !path.startsWith("/blog/") && twinPath(path, "fr") === null);
    expect(missing).toEqual([]);
    for (const path of english.filter((path) => !path.startsWith("/blog/")))
      expect(french).toContain(twinPath(path, "fr"));
    expect(french.filter((path) => path.startsWith("/fr/blogue/")).length).toBeGreaterThanOrEqual(6);
  });

  it("answers each French page in French, with lang fr-CA, hreflang both ways and no English left", async () => {
    const problems: string[] = [];
    for (const path of (await sitemapPaths()).filter((path) => path === "/fr" || path.startsWith("/fr/"))) {
      const { status, html } = await get(path);
      if (status !== 200) {
        problems.push(`${path}: ${status}`);
        continue;
      }
      if (!html.includes('<html lang="fr-CA"')) problems.push(`${path}: not lang fr-CA`);
      const links = alternates(html);
      if (links["fr-CA"] !== path.split("?")[0]) problems.push(`${path}: hreflang fr-CA is ${links["fr-CA"]}`);
      if (!links["en-CA"] || !links["x-default"]) {
        problems.push(`${path}: no hreflang to English`);
      } else {
        const twin = await get(links["en-CA"]);
        if (twin.status !== 200 || alternates(twin.html)["fr-CA"] !== path.split("?")[0]) {
          problems.push(`${path}: its English twin ${links["en-CA"]} does not name it`);
        }
      }
      const { french, english } = stopWords(html);
      if (french < english * 5) problems.push(`${path}: French ${french} to English ${english}`);
    }
    expect(problems).toEqual([]);
    // It walks every French page of the sitemap and each English twin, one after another: on a loaded
    // two-core machine that took 30 s, the default limit.
  }, 120_000);

  it("keeps the English pages English, naming their French twins", async () => {
    for (const path of ["/", "/faq", "/learn/car-insurance", "/quotes", "/quebec-car-insurance-quote"]) {
      const { status, html } = await get(path);
      expect(status).toBe(200);
      expect(html).toContain('<html lang="en-CA"');
      expect(alternates(html)["fr-CA"]).toBe(twinPath(path, "fr"));
      const { french, english } = stopWords(html);
      expect(english).toBeGreaterThan(french * 5);
    }
  });

  it("decides the language by the address alone: no cookie or Accept-Language changes a page", async () => {
    const plain = await get("/fr/faq");
    const asked = await get("/fr/faq", { headers: { "accept-language": "en-US,en;q=0.9", cookie: "lang=en" } });
    expect(asked.html).toBe(plain.html);
    const english = await get("/faq", { headers: { "accept-language": "fr-CA,fr;q=0.9" } });
    expect(english.html).toContain('<html lang="en-CA"');
    expect(english.vary ?? "").not.toMatch(/accept-language|cookie/i);
  });

  it("links the language switcher to the same page in the other language", async () => {
    const french = await get("/fr/guides/assurance-habitation");
    expect(french.html).toMatch(/href="\/learn\/home-insurance"[^>]*data-language-switch="en"/);
    const english = await get("/quotes?category=home");
    expect(english.html).toMatch(/href="\/fr\/soumissions\?category=home"[^>]*data-language-switch="fr"/);
  });

  it("sends a post asked for under the other language's blog to its own address", async () => {
    const moved = await get("/fr/blogue/car-insurance-glossary");
    expect(moved.status).toBe(308);
    expect(moved.location).toBe("/blog/car-insurance-glossary");
    const back = await get("/blog/lexique-assurance-auto");
    expect(back.status).toBe(308);
    expect(back.location).toBe("/fr/blogue/lexique-assurance-auto");
  });

  it("lists a post not translated on the French blog with its language, at its English address", async () => {
    const { html } = await get("/fr/blogue?page=2");
    const index = (await get("/fr/blogue")).html + html;
    expect(index).toMatch(/href="\/blog\/[a-z0-9-]+" hrefLang="en-CA" lang="en-CA"/);
    expect(index).toContain("En anglais");
  });

  it("writes money and dates as fr-CA does", async () => {
    const { html } = await get("/fr/guides");
    expect(html).toMatch(/Mis à jour|mis à jour|Mise à jour|novembre 2026/);
    const post = await get("/fr/blogue/lexique-assurance-auto");
    expect(post.html).toMatch(
      /\d{1,2}(er)? (janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre) 20\d\d/,
    );
  });

  it("answers the API in the language the page asks for, and the browser's otherwise", async () => {
    const refuse = (headers: Record<string, string>) =>
      fetch(`${server.url}/api/privacy-requests`, {
        method: "POST",
        headers: { "content-type": "application/json", ...headers },
        body: JSON.stringify({ kind: "access", email: "not an address" }),
      }).then(async (response) => ({ status: response.status, body: (await response.json()) as unknown }));
    const french = await refuse({ "accept-language": "fr-CA" });
    const english = await refuse({ "accept-language": "en-CA" });
    const none = await refuse({});
    expect(french.status).toBe(400);
    expect(JSON.stringify(french.body)).not.toBe(JSON.stringify(english.body));
    expect(JSON.stringify(none.body)).toBe(JSON.stringify(english.body));
    expect(JSON.stringify(french.body)).toMatch(/courriel|adresse/i);
  });
});

describe("the assistant's plain chat in French", () => {
  async function chat(body: object) {
    const response = await fetch(`${server.url}/api/chat/message`, {
      method: "POST",
      headers: { "content-type": "application/json", "accept-language": "fr-CA,fr;q=0.9" },
      body: JSON.stringify(body),
    });
    expect(response.ok).toBe(true);
    return (await response.json()) as { chatSessionId: string; response: string; sources: { url: string }[] };
  }

  it("answers a French question from the French page and cites it", async () => {
    const { chatSessionId } = await chat({ action: "init", mode: "chat" });
    const reply = await chat({ chatSessionId, message: "Est-ce que l'assurance auto est obligatoire en Ontario?" });
    expect(reply.response).toMatch(/^Selon notre page\s«\s.+\s»\s:\sOui\./);
    expect(reply.sources[0]?.url).toBe("/fr/soumission-assurance-auto-ontario");
  });
});

describe("the conversation's language", () => {
  async function chat(body: object, language: string) {
    const response = await fetch(`${server.url}/api/chat/message`, {
      method: "POST",
      headers: { "content-type": "application/json", "accept-language": language },
      body: JSON.stringify(body),
    });
    expect(response.ok).toBe(true);
    return (await response.json()) as { chatSessionId: string; response: string; fields: Record<string, unknown> };
  }

  it("starts in the page's, switches on a message clearly in the other, and keeps it on a short one", async () => {
    const { chatSessionId, response: greeting } = await chat({ action: "init", mode: "quote_flow" }, "en-CA");
    expect(greeting).toMatch(/\b(?:the|your)\b/i);
    const french = await chat({ chatSessionId, message: "Je reste à Laval pis j'ai une Civic 2019" }, "en-CA");
    expect(french.fields).toMatchObject({ region: { province: "QC" }, vehicle: { year: 2019, model: "Civic" } });
    expect(french.response).toMatch(/\b(?:vous|votre|depuis combien)\b/i);
    expect(french.response).not.toMatch(/\b(?:the|your|how many)\b/i);
    // The province as French names it, not "Quebec".
    expect(french.response).toContain("Laval (Québec)");
    // A number alone keeps French, whatever the page's header says.
    const short = await chat({ chatSessionId, message: "12" }, "en-CA");
    expect(short.fields).toMatchObject({ driver: { years_licensed: 12 } });
    expect(short.response).toMatch(/\b(?:vous|votre|contravention)/i);
    const english = await chat({ chatSessionId, message: "I have no tickets and no accidents" }, "fr-CA");
    expect(english.response).toMatch(/\b(?:the|your|coverage)\b/i);
  });
});
