// Renders the default social-sharing image (1200x630) with the system Chromium. Run by hand when
// the brand changes: node scripts/make-og-image.mjs
import { readFileSync } from "node:fs";
import { chromium } from "@playwright/test";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const leaf = readFileSync(new URL("../public/favicon.svg", import.meta.url), "utf8");
const html = `<!doctype html><html><body style="margin:0">
<div style="width:1200px;height:630px;box-sizing:border-box;padding:80px 90px;background:linear-gradient(135deg,#0f2a4a 0%,#15304f 60%,#1e3a5f 100%);font-family:'DejaVu Sans',sans-serif;color:#fff;display:flex;flex-direction:column;justify-content:space-between">
  <div style="display:flex;align-items:center;gap:24px">
    <div style="width:96px;height:96px">${leaf.replace("<svg ", '<svg width="96" height="96" ')}</div>
    <div style="font-size:56px;font-weight:700;letter-spacing:-1px">Quote<span style="color:#fdba74">Maple</span></div>
  </div>
  <div>
    <div style="font-size:64px;font-weight:700;line-height:1.1;letter-spacing:-1px">Compare Car Insurance<br>Quotes in 60 Seconds</div>
    <div style="margin-top:28px;font-size:30px;color:#cbd5e1">Estimates from licensed Canadian providers. Free, no spam, no phone number needed.</div>
  </div>
</div></body></html>`;

const browser = await chromium.launch({
  executablePath: CHROMIUM,
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"],
});
const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
await page.setContent(html);
await page.screenshot({ path: new URL("../public/images/og-default.png", import.meta.url).pathname, type: "png" });
await browser.close();
console.log("public/images/og-default.png written");
