import { describe, expect, it, vi } from "vitest";
import { t } from "../../core/i18n/translate";
import { usePolicyFixtures } from "../helpers/policy-fixtures";
import { startTestServer, useTestServer } from "../helpers/test-server";
import "../../core/i18n/messages/analyzer";

/**
 * Issue 19, part 2: the policy analyzer's own form, a plain multipart post to /policy-analyzer (what a
 * browser without JavaScript sends). It goes through the same admission, limits and analysis as
 * POST /api/policy/analyze and answers with the page: the summary, or the refusal in words.
 */

const fixture = usePolicyFixtures();
const server = useTestServer({ seed: false, env: { RATE_LIMIT_POLICY_PER_HOUR: "10000" } }, 120_000);

function postPage(
  base: string,
  bytes: Uint8Array | null,
  options: { name?: string; type?: string; consent?: boolean; headers?: Record<string, string> } = {},
) {
  const form = new FormData();
  if (bytes) {
    form.append(
      "file",
      new Blob([Uint8Array.from(bytes)], { type: options.type ?? "application/pdf" }),
      options.name ?? "p.pdf",
    );
  }
  if (options.consent !== false) form.append("consent", "on");
  return fetch(`${base}/policy-analyzer`, { method: "POST", body: form, headers: options.headers ?? {} });
}

const escaped = (text: string) => text.replace(/'/g, "&#x27;").replace(/"/g, "&quot;");

describe("the policy analyzer's plain form", () => {
  it("reads a policy and answers with the page showing its summary, never kept by a cache", async () => {
    const answer = await postPage(server.url, await fixture("ontario-certificate.pdf"));
    expect(answer.status).toBe(200);
    expect(answer.headers.get("cache-control")).toBe("no-store");
    const html = await answer.text();
    expect(html).toContain(t("analyzer.summaryTitle"));
    expect(html).toMatch(/Ontario/);
    // The summary's "start over" works as a plain link.
    expect(html).toMatch(/<a[^>]*href="\/policy-analyzer"[^>]*>[\s\S]*?Analyze Another/);
  });

  it("says what is wrong in the page, keeping the form: no consent, no file, an empty file, a file that is not a policy", async () => {
    const cases: { bytes: Uint8Array | null; consent?: boolean; type?: string; status: number; message: string }[] = [
      {
        bytes: await fixture("ontario-certificate.pdf"),
        consent: false,
        status: 400,
        message: t("analyzer.error.consent"),
      },
      { bytes: null, status: 400, message: t("analyzer.error.fileMissing") },
      { bytes: new Uint8Array(0), status: 400, message: t("analyzer.error.empty") },
      { bytes: new TextEncoder().encode("just text"), type: "text/plain", status: 415, message: "" },
    ];
    for (const item of cases) {
      const answer = await postPage(server.url, item.bytes, { consent: item.consent, type: item.type });
      expect(answer.status, item.message).toBe(item.status);
      const html = await answer.text();
      expect(html).toContain('name="file"');
      expect(html).toContain('role="alert"');
      if (item.message) expect(html).toContain(escaped(item.message));
    }
  });

  it("answers any other body with the page and a clear status, never a 500", async () => {
    const bodies: { type: string; body: BodyInit }[] = [
      { type: "application/json", body: JSON.stringify({ fileData: "data:application/pdf;base64,AAAA" }) },
      { type: "application/x-www-form-urlencoded", body: "file=abc&consent=on" },
      { type: "multipart/form-data", body: "no boundary" },
      { type: "multipart/form-data; boundary=x", body: "--x\r\ncut off" },
      { type: "text/plain", body: "hello" },
    ];
    for (const item of bodies) {
      const answer = await fetch(`${server.url}/policy-analyzer`, {
        method: "POST",
        headers: { "content-type": item.type },
        body: item.body,
      });
      expect(answer.status, item.type).toBeGreaterThanOrEqual(400);
      expect(answer.status, item.type).toBeLessThan(500);
      expect(answer.headers.get("content-type"), item.type).toMatch(/text\/html/);
    }
  });

  it("refuses an upload another site's page sends, before it counts against the visitor's uploads", async () => {
    const pdf = await fixture("ontario-certificate.pdf");
    const otherSites: Record<string, string>[] = [
      { "sec-fetch-site": "cross-site" },
      { origin: "https://evil.example" },
    ];
    // React Router logs its own refusal of a foreign Origin.
    vi.spyOn(console, "error").mockImplementation(() => {});
    for (const headers of otherSites) {
      const answer = await postPage(server.url, pdf, { headers });
      // Ours says so in words (403); React Router refuses a foreign Origin itself (400).
      expect([400, 403], JSON.stringify(headers)).toContain(answer.status);
      // What the page shows, without the messages it brings for its scripts (decision 0035).
      const html = (await answer.text()).replace(
        /<script type="application\/json" id="qm-messages">.*?<\/script>/s,
        "",
      );
      expect(html).not.toContain(t("analyzer.summaryTitle"));
      if (answer.status === 403) expect(html).toContain(escaped(t("analyzer.error.otherSite")));
    }
  });

  it("refuses a file over 10 MB from the page as the API does", async () => {
    const answer = await postPage(server.url, await fixture("large-11mb.pdf"));
    expect(answer.status).toBe(413);
    expect(await answer.text()).toContain(escaped(t("analyzer.error.tooLarge")));
  });

  it("counts the page's uploads in the hourly bucket the API uses, and says when to come back", async () => {
    const limited = await startTestServer({ seed: false, env: { RATE_LIMIT_POLICY_PER_HOUR: "2" } });
    try {
      const pdf = await fixture("ontario-certificate.pdf");
      expect((await postPage(limited.url, pdf)).status).toBe(200);
      const form = new FormData();
      form.append("file", new Blob([Uint8Array.from(pdf)], { type: "application/pdf" }), "p.pdf");
      form.append("consent", "true");
      expect((await fetch(`${limited.url}/api/policy/analyze`, { method: "POST", body: form })).status).toBe(200);
      const refused = await postPage(limited.url, pdf);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(await refused.text()).toContain('name="file"');
    } finally {
      await limited.close();
    }
  });
});
