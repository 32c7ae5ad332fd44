/**
 * Generates every evaluation document of the policy analyzer from its spec (dev/*.json and
 * holdout/*.json) into generated/ beside it. Deterministic: each document's randomness comes from
 * a PRNG seeded with its id. Uses only what the repository already has: pdf-lib (text PDFs and
 * scans), @napi-rs/canvas (raster pages, photos) and sharp (blur, rotation, JPEG).
 *
 *   node tests/eval/policy/generate.mjs            # missing documents only
 *   node tests/eval/policy/generate.mjs --force    # all of them
 *   node tests/eval/policy/generate.mjs --only id1,id2 --force
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { PDFDocument, StandardFonts, degrees, rgb } from "pdf-lib";
import { createCanvas, GlobalFonts } from "@napi-rs/canvas";
import sharp from "sharp";
import { LAYOUTS } from "./layouts.mjs";

const HERE = path.dirname(fileURLToPath(import.meta.url));
export const SPEC_DIRS = [path.join(HERE, "dev"), path.join(HERE, "holdout")];
const FIXED_DATE = new Date("2026-11-27T12:00:00Z");

// ---------------------------------------------------------------- randomness

export function seedOf(text) {
  let h = 2166136261;
  for (const ch of String(text)) {
    h ^= ch.codePointAt(0);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

export function prng(seed) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  next.range = (lo, hi) => lo + (hi - lo) * next();
  next.pick = (list) => list[Math.floor(next() * list.length)];
  next.gauss = () => (next() + next() + next() + next() - 2) * 1.7;
  return next;
}

// ---------------------------------------------------------------- page model

/**
 * A page is a list of drawing operations in points, origin top-left, y = text baseline.
 * Layouts draw through this class; `measure` comes from the backend so widths are the real ones.
 */
export class Page {
  constructor(width, height, measure) {
    this.width = width;
    this.height = height;
    this.measure = measure;
    this.ops = [];
  }
  text(x, y, str, { size = 9, bold = false, align = "left", color = [0, 0, 0], mono = false } = {}) {
    const s = String(str ?? "");
    if (!s) return this;
    const w = mono ? this.measure(s, size, bold, true) : this.measure(s, size, bold);
    const x0 = align === "right" ? x - w : align === "center" ? x - w / 2 : x;
    const op = { k: "text", x: x0, y, s, size, bold, color };
    if (mono) op.mono = true;
    this.ops.push(op);
    return this;
  }
  /**
   * A rubber stamp: lines of text in a frame, rotated by `angle` degrees around (x, y) (the frame's
   * top-left corner) and drawn with `opacity`, over whatever is already on the page.
   */
  stamp(x, y, lines, { size = 11, angle = -12, color = [0.78, 0.1, 0.12], opacity = 0.55 } = {}) {
    const list = (Array.isArray(lines) ? lines : [lines]).map(String);
    const w = Math.max(...list.map((l) => this.measure(l, size, true))) + 12;
    const h = list.length * size * 1.25 + 8;
    this.ops.push({ k: "stamp", x, y, lines: list, size, angle, color, opacity, w, h });
    return this;
  }
  width_(str, size = 9, bold = false) {
    return this.measure(String(str), size, bold);
  }
  line(x1, y1, x2, y2, { w = 0.6, color = [0, 0, 0] } = {}) {
    this.ops.push({ k: "line", x1, y1, x2, y2, w, color });
    return this;
  }
  rect(x, y, w, h, { fill = null, stroke = null, lw = 0.6 } = {}) {
    this.ops.push({ k: "rect", x, y, w, h, fill, stroke, lw });
    return this;
  }
  /** Wrapped text; returns the baseline after the last line plus one line. */
  wrap(x, y, width, str, { size = 9, bold = false, gap = 1.3, color } = {}) {
    const words = String(str).split(/ +/);
    let line = "";
    let yy = y;
    for (const word of words) {
      const cand = line ? `${line} ${word}` : word;
      if (this.measure(cand, size, bold) > width && line) {
        this.text(x, yy, line, { size, bold, color });
        yy += size * gap;
        line = word;
      } else line = cand;
    }
    if (line) {
      this.text(x, yy, line, { size, bold, color });
      yy += size * gap;
    }
    return yy;
  }
  /** "Label ........ value" between x1 and x2. */
  leader(x1, x2, y, label, value, { size = 9, bold = false, valueBold = false } = {}) {
    this.text(x1, y, label, { size, bold });
    const lw = this.measure(label, size, bold);
    const vw = this.measure(value, size, valueBold);
    this.text(x2, y, value, { size, bold: valueBold, align: "right" });
    const dot = this.measure(".", size, false) + 0.01;
    const room = x2 - vw - (x1 + lw) - 6;
    if (room > dot * 3) {
      const n = Math.floor(room / (this.measure(" .", size, false) + 0.01));
      this.text(x1 + lw + 3, y, " .".repeat(Math.max(3, n)), { size });
    }
    return this;
  }
  /**
   * A ruled table. cols: [{w, align, label}], rows: arrays of cells (string or {text,bold}).
   * Returns the y below the table.
   */
  table(x, y, cols, rows, { size = 8.5, rowH = 15, headFill = [0.88, 0.9, 0.93], ruled = true, head = true, boldFirst = false } = {}) {
    const total = cols.reduce((a, c) => a + c.w, 0);
    let yy = y;
    const drawRow = (cells, isHead, fill) => {
      if (fill) this.rect(x, yy, total, rowH, { fill });
      let cx = x;
      cols.forEach((c, i) => {
        const cell = cells[i];
        const text = typeof cell === "object" && cell !== null ? cell.text : cell;
        const bold = isHead || (typeof cell === "object" && cell?.bold) || (boldFirst && i === 0);
        const tx = c.align === "right" ? cx + c.w - 4 : c.align === "center" ? cx + c.w / 2 : cx + 4;
        this.text(tx, yy + rowH - 4.5, text ?? "", { size: isHead ? size - 0.5 : size, bold, align: c.align ?? "left" });
        cx += c.w;
      });
      if (ruled) this.line(x, yy + rowH, x + total, yy + rowH, { w: 0.5 });
      yy += rowH;
    };
    if (ruled) this.line(x, yy, x + total, yy, { w: 0.8 });
    if (head) drawRow(cols.map((c) => c.label ?? ""), true, headFill);
    for (const r of rows) drawRow(Array.isArray(r) ? r : r.cells, false, Array.isArray(r) ? null : r.fill ?? null);
    if (ruled) {
      let cx = x;
      for (let i = 0; i <= cols.length; i++) {
        this.line(cx, y, cx, yy, { w: 0.5 });
        if (i < cols.length) cx += cols[i].w;
      }
    }
    return yy;
  }
}

// ---------------------------------------------------------------- backends

let fontsReady = false;
function registerFonts() {
  if (fontsReady) return;
  const dir = "/usr/share/fonts/truetype/dejavu";
  GlobalFonts.registerFromPath(path.join(dir, "DejaVuSansCondensed.ttf"), "DocSans");
  GlobalFonts.registerFromPath(path.join(dir, "DejaVuSansCondensed-Bold.ttf"), "DocSans");
  GlobalFonts.registerFromPath(path.join(dir, "DejaVuSansMono.ttf"), "DocMono");
  GlobalFonts.registerFromPath(path.join(dir, "DejaVuSansMono-Bold.ttf"), "DocMono");
  fontsReady = true;
}

/** Courier's advance is 600/1000 em for every glyph: mono text is measured without embedding it. */
const MONO_ADVANCE = 0.6;

/** WinAnsi-safe text for the standard PDF fonts (U+202F is not in WinAnsi: a no-break space takes its place). */
function winAnsi(s) {
  return s.replace(/\u202f/g, "\u00a0").replace(/[\u2264]/g, "<=").replace(/[\u2265]/g, ">=").replace(/[\u2713\u2714]/g, "X");
}

async function pdfMeasure() {
  const doc = await PDFDocument.create();
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  return {
    doc,
    regular,
    bold,
    measure: (t, size, b, mono) => (mono ? winAnsi(t).length * size * MONO_ADVANCE : (b ? bold : regular).widthOfTextAtSize(winAnsi(t), size)),
  };
}

function canvasMeasure() {
  registerFonts();
  const ctx = createCanvas(10, 10).getContext("2d");
  return (t, size, b, mono) => {
    if (mono) return t.length * size * MONO_ADVANCE;
    ctx.font = `${b ? "bold " : ""}${size * 10}px DocSans`;
    return ctx.measureText(t).width / 10;
  };
}

const toRgb = (c) => rgb(c[0], c[1], c[2]);

async function toTextPdf(spec, layout) {
  const { doc, regular, bold, measure } = await pdfMeasure();
  const pages = layout(spec.data, { measure, Page, rng: prng(seedOf(spec.id)) });
  const monoFonts = {};
  const mono = async (b) => (monoFonts[b] ??= await doc.embedFont(b ? StandardFonts.CourierBold : StandardFonts.Courier));
  for (const p of pages) {
    const page = doc.addPage([p.width, p.height]);
    for (const op of p.ops) {
      if (op.k === "text") {
        const font = op.mono ? await mono(op.bold) : op.bold ? bold : regular;
        page.drawText(winAnsi(op.s), { x: op.x, y: p.height - op.y, size: op.size, font, color: toRgb(op.color) });
      } else if (op.k === "stamp") {
        const a = (-op.angle * Math.PI) / 180;
        const at = (dx, dy) => ({ x: op.x + dx * Math.cos(a) - dy * Math.sin(a), y: p.height - op.y + dx * Math.sin(a) + dy * Math.cos(a) });
        const o = at(0, -op.h);
        page.drawRectangle({ x: o.x, y: o.y, width: op.w, height: op.h, rotate: degrees(-op.angle), borderColor: toRgb(op.color), borderWidth: 1.6, borderOpacity: op.opacity });
        op.lines.forEach((l, i) => {
          const t = at(6, -(4 + (i + 1) * op.size * 1.25 - op.size * 0.25));
          page.drawText(winAnsi(l), { x: t.x, y: t.y, size: op.size, font: bold, color: toRgb(op.color), opacity: op.opacity, rotate: degrees(-op.angle) });
        });
      } else if (op.k === "line") {
        page.drawLine({ start: { x: op.x1, y: p.height - op.y1 }, end: { x: op.x2, y: p.height - op.y2 }, thickness: op.w, color: toRgb(op.color) });
      } else if (op.k === "rect") {
        page.drawRectangle({
          x: op.x,
          y: p.height - op.y - op.h,
          width: op.w,
          height: op.h,
          color: op.fill ? toRgb(op.fill) : undefined,
          borderColor: op.stroke ? toRgb(op.stroke) : undefined,
          borderWidth: op.stroke ? op.lw : 0,
        });
      }
    }
  }
  setMeta(doc, spec);
  return Buffer.from(await doc.save({ useObjectStreams: false }));
}

function setMeta(doc, spec) {
  doc.setCreationDate(FIXED_DATE);
  doc.setModificationDate(FIXED_DATE);
  doc.setProducer(spec.data.producer ?? "DocuPrint 4.2");
  doc.setCreator(spec.data.producer ?? "DocuPrint 4.2");
  if (spec.data.pdfTitle) doc.setTitle(spec.data.pdfTitle);
}

const css = (c) => `rgb(${Math.round(c[0] * 255)},${Math.round(c[1] * 255)},${Math.round(c[2] * 255)})`;

/** Each page drawn on a white canvas at `scale` pixels per point. */
function toCanvases(spec, layout, scale, paper = [1, 1, 1]) {
  const measure = canvasMeasure();
  const pages = layout(spec.data, { measure, Page, rng: prng(seedOf(spec.id)) });
  return pages.map((p) => {
    const canvas = createCanvas(Math.round(p.width * scale), Math.round(p.height * scale));
    const ctx = canvas.getContext("2d");
    ctx.fillStyle = css(paper);
    ctx.fillRect(0, 0, canvas.width, canvas.height);
    ctx.scale(scale, scale);
    ctx.textBaseline = "alphabetic";
    for (const op of p.ops) {
      if (op.k === "text") {
        ctx.font = `${op.bold ? "bold " : ""}${op.size}px ${op.mono ? "DocMono" : "DocSans"}`;
        ctx.fillStyle = css(op.color);
        ctx.fillText(op.s, op.x, op.y);
      } else if (op.k === "stamp") {
        ctx.save();
        ctx.translate(op.x, op.y);
        ctx.rotate((op.angle * Math.PI) / 180);
        ctx.globalAlpha = op.opacity;
        ctx.strokeStyle = css(op.color);
        ctx.lineWidth = 1.6;
        ctx.strokeRect(0, 0, op.w, op.h);
        ctx.font = `bold ${op.size}px DocSans`;
        ctx.fillStyle = css(op.color);
        op.lines.forEach((l, i) => ctx.fillText(l, 6, 4 + (i + 1) * op.size * 1.25 - op.size * 0.25));
        ctx.restore();
      } else if (op.k === "line") {
        ctx.strokeStyle = css(op.color);
        ctx.lineWidth = op.w;
        ctx.beginPath();
        ctx.moveTo(op.x1, op.y1);
        ctx.lineTo(op.x2, op.y2);
        ctx.stroke();
      } else if (op.k === "rect") {
        if (op.fill) {
          ctx.fillStyle = css(op.fill);
          ctx.fillRect(op.x, op.y, op.w, op.h);
        }
        if (op.stroke) {
          ctx.strokeStyle = css(op.stroke);
          ctx.lineWidth = op.lw;
          ctx.strokeRect(op.x, op.y, op.w, op.h);
        }
      }
    }
    return { canvas, width: p.width, height: p.height };
  });
}

// ---------------------------------------------------------------- scans (no text layer)

async function toScanPdf(spec, layout) {
  const rng = prng(seedOf(spec.id) ^ 0x5ca9);
  const scale = spec.render?.scale ?? 2.4; // about 173 dpi
  const r = spec.render ?? {};
  const pages = toCanvases(spec, layout, scale, r.paper ?? [0.99, 0.985, 0.97]);
  const doc = await PDFDocument.create();
  for (const p of pages) {
    // `render.skew` (batch c): a page fed crooked, rotated by that many degrees instead of at most 0.9.
    const angle = r.skew ?? rng.range(-0.9, 0.9);
    const raw = p.canvas.toBuffer("image/png");
    const { width, height } = p.canvas;
    let img = sharp(raw).grayscale().rotate(angle, { background: "#f7f6f2" });
    const rotated = await img.png().toBuffer();
    const meta = await sharp(rotated).metadata();
    const left = Math.max(0, Math.floor((meta.width - width) / 2));
    const top = Math.max(0, Math.floor((meta.height - height) / 2));
    const cropped = await sharp(rotated).extract({ left, top, width, height }).raw().toBuffer({ resolveWithObject: true });
    const px = cropped.data;
    const ch = cropped.info.channels;
    if (r.light) unevenScan(px, width, height, ch, r.light);
    for (let i = 0; i < px.length; i += ch) {
      let v = px[i] * 0.96 + rng.gauss() * 7;
      if (rng() < 0.0006) v = rng.range(40, 120); // dust
      const c = Math.max(0, Math.min(255, v));
      for (let k = 0; k < Math.min(ch, 3); k++) px[i + k] = c;
    }
    const jpg = await sharp(px, { raw: { width, height, channels: ch } }).blur(0.6).jpeg({ quality: r.quality ?? 72 }).toBuffer();
    const image = await doc.embedJpg(jpg);
    const page = doc.addPage([p.width, p.height]);
    page.drawImage(image, { x: 0, y: 0, width: p.width, height: p.height });
  }
  doc.setCreationDate(FIXED_DATE);
  doc.setModificationDate(FIXED_DATE);
  doc.setProducer("ScanStation MFP 5530");
  doc.setCreator("ScanStation MFP 5530");
  return Buffer.from(await doc.save({ useObjectStreams: false }));
}

/**
 * Batch c: a scanner lid that did not close flat, in place on grey pixels: the light falls off
 * towards one side (`light.side`: "left", "right", "top" or "bottom") by up to `light.amount`.
 */
function unevenScan(px, w, h, ch, light) {
  const amount = light.amount ?? 0.25;
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const t = light.side === "left" ? 1 - x / w : light.side === "right" ? x / w : light.side === "top" ? 1 - y / h : y / h;
      const f = 1 - amount * t * t;
      const i = (y * w + x) * ch;
      for (let k = 0; k < Math.min(ch, 3); k++) px[i + k] = px[i + k] * f;
    }
  }
}

/**
 * Batch d: a page received by fax (`render.fax`), printed to PDF by a fax-to-e-mail service: rendered
 * at about 200 dpi, fed a little crooked, seen through the sender's optics (`fax.blur`), in standard
 * mode (`fax.vres` 0.5) every other scan line lost
 * and the kept ones doubled, then made black and white at `fax.threshold` over some noise (thin
 * strokes break up, grey fills turn to speckle), with transmission errors (a scan line smeared down
 * over the next few), a streak from dirt on the sender's glass (`fax.streak`: its x as a fraction of
 * the width) and specks. Embedded as a lossless grey image, the page's only content.
 */
async function toFaxPdf(spec, layout) {
  const rng = prng(seedOf(spec.id) ^ 0xfa4);
  const r = spec.render;
  const f = r.fax;
  const scale = r.scale ?? 2.78;
  const pages = toCanvases(spec, layout, scale, [1, 1, 1]);
  const doc = await PDFDocument.create();
  for (const p of pages) {
    const { width, height } = p.canvas;
    const angle = r.skew ?? rng.range(-0.7, 0.7);
    const rotated = await sharp(p.canvas.toBuffer("image/png")).grayscale().rotate(angle, { background: "#ffffff" }).png().toBuffer();
    const meta = await sharp(rotated).metadata();
    const left = Math.max(0, Math.floor((meta.width - width) / 2));
    const top = Math.max(0, Math.floor((meta.height - height) / 2));
    let grey = await sharp(rotated).extract({ left, top, width, height }).blur(f.blur ?? 0.8).toColourspace("b-w").raw().toBuffer();
    if ((f.vres ?? 1) < 1) {
      const kept = Math.round(height * f.vres);
      const half = await sharp(grey, { raw: { width, height, channels: 1 } }).resize(width, kept, { fit: "fill" }).toColourspace("b-w").raw().toBuffer();
      grey = await sharp(half, { raw: { width, height: kept, channels: 1 } }).resize(width, height, { fit: "fill", kernel: "nearest" }).toColourspace("b-w").raw().toBuffer();
    }
    const px = new Uint8Array(grey);
    const threshold = f.threshold ?? 150;
    const noise = f.noise ?? 22;
    for (let i = 0; i < px.length; i++) px[i] = px[i] + rng.gauss() * noise < threshold ? 0 : 255;
    for (let k = 0; k < (f.smears ?? 3); k++) {
      const row = Math.floor(rng.range(0.08, 0.95) * height);
      const n = 2 + Math.floor(rng() * 5);
      for (let y = row + 1; y < Math.min(height, row + n); y++) px.copyWithin(y * width, row * width, (row + 1) * width);
    }
    if (f.streak != null) {
      const sx = Math.round(f.streak * width);
      for (let y = 0; y < height; y++) if (rng() < 0.9) for (let x = sx; x < sx + 2; x++) px[y * width + x] = 0;
    }
    for (let i = 0; i < px.length; i++) if (rng() < (f.specks ?? 0.0003)) px[i] = 0;
    const png = await sharp(Buffer.from(px), { raw: { width, height, channels: 1 } }).png({ compressionLevel: 9 }).toBuffer();
    const image = await doc.embedPng(png);
    const page = doc.addPage([p.width, p.height]);
    page.drawImage(image, { x: 0, y: 0, width: p.width, height: p.height });
  }
  doc.setCreationDate(FIXED_DATE);
  doc.setModificationDate(FIXED_DATE);
  doc.setProducer(f.producer ?? "FaxMail Gateway 3.1");
  doc.setCreator(f.producer ?? "FaxMail Gateway 3.1");
  return Buffer.from(await doc.save({ useObjectStreams: false }));
}

// ---------------------------------------------------------------- clean images

async function toPng(spec, layout) {
  const scale = spec.render?.scale ?? 2.5;
  const [p] = toCanvases(spec, layout, scale, spec.render?.paper ?? [1, 1, 1]);
  const png = p.canvas.toBuffer("image/png");
  // `render.jpeg` (batch c): a screenshot forwarded through a messaging app, JPEG-compressed at that
  // quality (and `render.downscale`, shrunk by that factor) before it was saved as PNG again.
  if (!spec.render?.jpeg) return png;
  const meta = await sharp(png).metadata();
  const f = spec.render.downscale ?? 1;
  const jpg = await sharp(png).resize(Math.round(meta.width * f)).jpeg({ quality: spec.render.jpeg }).toBuffer();
  return sharp(jpg).png().toBuffer();
}

// ---------------------------------------------------------------- phone photos

/** Solves the 8 unknowns of the homography taking `from` points to `to` points. */
function homography(from, to) {
  const A = [];
  const b = [];
  for (let i = 0; i < 4; i++) {
    const [x, y] = from[i];
    const [u, v] = to[i];
    A.push([x, y, 1, 0, 0, 0, -u * x, -u * y]);
    b.push(u);
    A.push([0, 0, 0, x, y, 1, -v * x, -v * y]);
    b.push(v);
  }
  const n = 8;
  for (let c = 0; c < n; c++) {
    let piv = c;
    for (let r = c + 1; r < n; r++) if (Math.abs(A[r][c]) > Math.abs(A[piv][c])) piv = r;
    [A[c], A[piv]] = [A[piv], A[c]];
    [b[c], b[piv]] = [b[piv], b[c]];
    for (let r = 0; r < n; r++) {
      if (r === c) continue;
      const f = A[r][c] / A[c][c];
      for (let k = c; k < n; k++) A[r][k] -= f * A[c][k];
      b[r] -= f * b[c];
    }
  }
  const h = b.map((v, i) => v / A[i][i]);
  return [...h, 1];
}

function background(kind, w, h, rng) {
  const px = new Uint8ClampedArray(w * h * 4);
  const phase = rng.range(0, 10);
  const base =
    kind === "wood" ? [136, 96, 62] : kind === "linen" ? [196, 190, 178] : kind === "granite" ? [92, 92, 96] : [60, 66, 74];
  for (let y = 0; y < h; y++) {
    const rowNoise = rng.gauss() * (kind === "wood" ? 5 : 2);
    for (let x = 0; x < w; x++) {
      let f = 1;
      if (kind === "wood") {
        const t = y * 0.8 + 18 * Math.sin(x * 0.004 + phase) + 6 * Math.sin(x * 0.021 + y * 0.002);
        f = 0.82 + 0.18 * Math.sin(t * 0.09) + 0.06 * Math.sin(t * 0.53);
      } else if (kind === "linen") {
        f = 0.94 + 0.04 * Math.sin(x * 0.9) * Math.sin(y * 0.85) + 0.03 * Math.sin(y * 0.21);
      } else if (kind === "granite") {
        f = 0.75 + 0.5 * rng();
      } else {
        f = 0.92 + 0.08 * rng();
      }
      const i = (y * w + x) * 4;
      const n = rng.gauss() * 3 + rowNoise;
      px[i] = base[0] * f + n;
      px[i + 1] = base[1] * f + n;
      px[i + 2] = base[2] * f + n;
      px[i + 3] = 255;
    }
  }
  return px;
}

/**
 * A page that was folded in two and flattened again, in place on its RGBA pixels: a crease across
 * the page at `at` (fraction of the height, or of the width with `vertical`), a darker and a lighter
 * side (the two halves catch the light differently), a thin shadow and highlight along the crease,
 * and the crease wandering by a pixel or two.
 */
function foldPage(px, w, h, fold, rng) {
  const vertical = !!fold.vertical;
  const len = vertical ? w : h;
  const at = (fold.at ?? 0.5) * len;
  const dark = fold.dark ?? 0.82; // the light the far side keeps
  const wobble = rng.range(0.5, 2);
  const phase = rng.range(0, 6);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const along = vertical ? y : x;
      const c = at + wobble * Math.sin(along * 0.013 + phase);
      const d = (vertical ? x : y) - c;
      let f = d > 0 ? dark + (1 - dark) * Math.exp(-d / (len * 0.18)) * 0.35 : 1 - 0.05 * Math.exp(d / (len * 0.2));
      if (Math.abs(d) < 5) f *= d < 0 ? 0.78 + 0.044 * -d : 1.06 - 0.012 * d; // shadow then highlight
      if (Math.abs(d) < 1.2) f *= 0.7;
      const i = (y * w + x) * 4;
      px[i] = Math.min(255, px[i] * f);
      px[i + 1] = Math.min(255, px[i + 1] * f);
      px[i + 2] = Math.min(255, px[i + 2] * f);
    }
  }
}

/**
 * Batch c: the table's edge in view, in place on the background's RGBA pixels: beyond a line near
 * one side of the picture (`edge.side`, `edge.at` as a fraction from that side) the floor, dark and
 * out of focus, with a lit bevel along the edge and the edge slightly slanted.
 */
function tableEdge(px, w, h, edge, rng) {
  const at = edge.at ?? 0.1;
  const floor = edge.floor ?? [48, 44, 42];
  const slant = rng.range(-0.04, 0.04);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const along = edge.side === "top" || edge.side === "bottom" ? x / w : y / h;
      const from = edge.side === "top" ? y / h : edge.side === "bottom" ? 1 - y / h : edge.side === "left" ? x / w : 1 - x / w;
      const d = from - (at + slant * (along - 0.5));
      const i = (y * w + x) * 4;
      if (d < 0) {
        const g = 0.8 + 0.2 * Math.min(1, -d * 8) * Math.sin(along * 7) + rng.gauss() * 0.02;
        for (let k = 0; k < 3; k++) px[i + k] = floor[k] * g;
      } else if (d < 0.006) {
        for (let k = 0; k < 3; k++) px[i + k] = Math.min(255, px[i + k] * 1.35 + 18);
      }
    }
  }
}

/**
 * Batch c: a finger holding the page down at one edge, in place on the photo's RGBA pixels: its soft
 * shadow, then the fingertip itself (skin tone, out of focus) coming in from `f.side` at `f.at`.
 */
function finger(px, w, h, f, rng) {
  const side = f.side ?? "right";
  const horizontal = side === "left" || side === "right";
  const along = (f.at ?? 0.5) * (horizontal ? h : w);
  const reach = (f.reach ?? 0.1) * (horizontal ? w : h);
  const half = (f.width ?? 0.035) * (horizontal ? h : w);
  const skin = [rng.range(196, 222), rng.range(150, 170), rng.range(128, 146)];
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const depth = side === "left" ? x : side === "right" ? w - 1 - x : side === "top" ? y : h - 1 - y;
      const across = (horizontal ? y : x) - along;
      const i = (y * w + x) * 4;
      // shadow: offset a little, larger and soft
      const sd = depth / (reach * 1.25);
      const sa = (across - half * 0.5) / (half * 1.9);
      const se = sd * sd + sa * sa;
      if (se < 1) {
        const k = 1 - 0.5 * (1 - se) * (1 - se);
        px[i] *= k;
        px[i + 1] *= k;
        px[i + 2] *= k;
      }
      // the fingertip: a capsule of skin with a rounded end
      const td = depth / reach;
      const ta = across / half;
      const te = td > 0.75 ? ((td - 0.75) / 0.25) ** 2 + ta * ta : ta * ta;
      if (te < 1) {
        const shade = 0.78 + 0.22 * Math.cos(ta * 1.4) - 0.1 * Math.max(0, td - 0.6);
        const a = Math.min(1, (1 - te) * 4);
        for (let c = 0; c < 3; c++) px[i + c] = px[i + c] * (1 - a) + skin[c] * shade * a;
      }
    }
  }
}

async function toPhoto(spec, layout) {
  const rng = prng(seedOf(spec.id) ^ 0x9e3779b9);
  const r = spec.render ?? {};
  const scale = r.scale ?? 2.3;
  const [page] = toCanvases(spec, layout, scale, r.paper ?? [0.99, 0.98, 0.95]);
  const src = page.canvas.getContext("2d").getImageData(0, 0, page.canvas.width, page.canvas.height);
  const sw = src.width;
  const sh = src.height;
  if (r.fold) foldPage(src.data, sw, sh, r.fold, prng(seedOf(spec.id) ^ 0xf01d));
  const W = r.outWidth ?? (sw > sh ? 2000 : 1536);
  const H = r.outHeight ?? (sw > sh ? 1500 : 2048);
  // Where the page lands: centred, shrunk to leave table around it, rotated, with perspective.
  const fit = Math.min((W * (r.fill ?? 0.84)) / sw, (H * (r.fill ?? 0.84)) / sh);
  const cx = W / 2 + rng.range(-0.03, 0.03) * W;
  const cy = H / 2 + rng.range(-0.03, 0.03) * H;
  const hw = (sw * fit) / 2;
  const hh = (sh * fit) / 2;
  const angle = ((r.rotate ?? rng.range(-4, 4)) * Math.PI) / 180;
  const keystone = r.keystone ?? rng.range(0.04, 0.09); // far edge narrower
  const side = rng.range(-0.03, 0.03);
  let quad = [
    [-hw * (1 - keystone) + side * hw, -hh],
    [hw * (1 - keystone) + side * hw, -hh],
    [hw, hh],
    [-hw, hh],
  ].map(([x, y]) => [x + rng.range(-6, 6), y + rng.range(-6, 6)]);
  quad = quad.map(([x, y]) => [cx + x * Math.cos(angle) - y * Math.sin(angle), cy + x * Math.sin(angle) + y * Math.cos(angle)]);
  const srcCorners = [
    [0, 0],
    [sw, 0],
    [sw, sh],
    [0, sh],
  ];
  const Hm = homography(quad, srcCorners); // destination pixel -> source pixel

  // Table and the page's shadow on it.
  const bg = background(r.background ?? rng.pick(["wood", "linen", "granite", "desk"]), W, H, rng);
  if (r.tableEdge) tableEdge(bg, W, H, r.tableEdge, prng(seedOf(spec.id) ^ 0x7ab1e));
  const canvas = createCanvas(W, H);
  const ctx = canvas.getContext("2d");
  ctx.putImageData(new (src.constructor)(bg, W, H), 0, 0);
  ctx.save();
  ctx.shadowColor = "rgba(0,0,0,0.55)";
  ctx.shadowBlur = 28;
  ctx.shadowOffsetX = rng.range(6, 16);
  ctx.shadowOffsetY = rng.range(8, 20);
  ctx.fillStyle = "rgb(200,200,200)";
  ctx.beginPath();
  quad.forEach(([x, y], i) => (i ? ctx.lineTo(x, y) : ctx.moveTo(x, y)));
  ctx.closePath();
  ctx.fill();
  ctx.restore();
  const out = ctx.getImageData(0, 0, W, H);
  const o = out.data;
  const s = src.data;
  const xs = quad.map((q) => q[0]);
  const ys = quad.map((q) => q[1]);
  const x0 = Math.max(0, Math.floor(Math.min(...xs)));
  const x1 = Math.min(W - 1, Math.ceil(Math.max(...xs)));
  const y0 = Math.max(0, Math.floor(Math.min(...ys)));
  const y1 = Math.min(H - 1, Math.ceil(Math.max(...ys)));
  for (let y = y0; y <= y1; y++) {
    for (let x = x0; x <= x1; x++) {
      const d = Hm[6] * x + Hm[7] * y + Hm[8];
      const u = (Hm[0] * x + Hm[1] * y + Hm[2]) / d;
      const v = (Hm[3] * x + Hm[4] * y + Hm[5]) / d;
      if (u < 0 || v < 0 || u >= sw - 1 || v >= sh - 1) continue;
      const ui = Math.floor(u);
      const vi = Math.floor(v);
      const fu = u - ui;
      const fv = v - vi;
      const i00 = (vi * sw + ui) * 4;
      const i10 = i00 + 4;
      const i01 = i00 + sw * 4;
      const i11 = i01 + 4;
      const oi = (y * W + x) * 4;
      for (let k = 0; k < 3; k++) {
        o[oi + k] =
          s[i00 + k] * (1 - fu) * (1 - fv) + s[i10 + k] * fu * (1 - fv) + s[i01 + k] * (1 - fu) * fv + s[i11 + k] * fu * fv;
      }
    }
  }
  // Uneven light: a gradient across the picture, a vignette, a soft shadow (the phone or a hand), noise.
  const ga = rng.range(0, Math.PI * 2);
  const gdx = Math.cos(ga);
  const gdy = Math.sin(ga);
  const strength = r.light ?? rng.range(0.18, 0.3);
  const sx = rng.range(0.1, 0.9) * W;
  const sy = rng.pick([0.08, 0.92]) * H;
  const srx = rng.range(0.25, 0.4) * W;
  const sry = rng.range(0.15, 0.25) * H;
  const sdark = r.shadow ?? rng.range(0.12, 0.22);
  const warm = rng.range(-6, 10);
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      const nx = x / W - 0.5;
      const ny = y / H - 0.5;
      let f = 1 - strength * (0.5 + nx * gdx + ny * gdy);
      f *= 1 - 0.35 * (nx * nx + ny * ny);
      const ex = (x - sx) / srx;
      const ey = (y - sy) / sry;
      const e = ex * ex + ey * ey;
      if (e < 1) f *= 1 - sdark * (1 - e) * (1 - e);
      const i = (y * W + x) * 4;
      const n = rng.gauss() * 5;
      o[i] = o[i] * f + n + warm;
      o[i + 1] = o[i + 1] * f + n;
      o[i + 2] = o[i + 2] * f + n - warm;
    }
  }
  if (r.finger) finger(o, W, H, r.finger, prng(seedOf(spec.id) ^ 0xf1a6));
  const rawRgba = Buffer.from(o.buffer, o.byteOffset, o.byteLength);
  return sharp(rawRgba, { raw: { width: W, height: H, channels: 4 } })
    .removeAlpha()
    .blur(r.blur ?? rng.range(0.9, 1.4))
    .jpeg({ quality: r.quality ?? Math.round(rng.range(58, 70)) })
    .toBuffer();
}

// ---------------------------------------------------------------- driver

export const EXT = { pdf: "pdf", "scan-pdf": "pdf", png: "png", photo: "jpg" };
export const MIME = { pdf: "application/pdf", png: "image/png", jpg: "image/jpeg" };

export function loadSpecs(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith(".json"))
    .sort()
    .map((f) => ({ ...JSON.parse(fs.readFileSync(path.join(dir, f), "utf8")), _dir: dir }));
}

export function outputPath(spec) {
  return path.join(spec._dir, "generated", `${spec.id}.${EXT[spec.format]}`);
}

export async function render(spec) {
  const layout = LAYOUTS[spec.layout];
  if (!layout) throw new Error(`${spec.id}: unknown layout ${spec.layout}`);
  if (spec.format === "pdf") return toTextPdf(spec, layout);
  if (spec.format === "scan-pdf") return spec.render?.fax ? toFaxPdf(spec, layout) : toScanPdf(spec, layout);
  if (spec.format === "png") return toPng(spec, layout);
  if (spec.format === "photo") return toPhoto(spec, layout);
  throw new Error(`${spec.id}: unknown format ${spec.format}`);
}

/** Generates the documents of `specs` whose file is missing (all of them with force). */
export async function generate(specs, { force = false, log = () => {} } = {}) {
  for (const spec of specs) {
    const out = outputPath(spec);
    if (!force && fs.existsSync(out)) continue;
    fs.mkdirSync(path.dirname(out), { recursive: true });
    const bytes = await render(spec);
    fs.writeFileSync(out, bytes);
    log(`${path.relative(HERE, out)} ${(bytes.length / 1024).toFixed(0)} KB`);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const argv = process.argv.slice(2);
  const force = argv.includes("--force");
  const oi = argv.findIndex((a) => a === "--only" || a.startsWith("--only="));
  const only = oi < 0 ? null : (argv[oi].includes("=") ? argv[oi].split("=")[1] : argv[oi + 1]).split(",");
  let specs = SPEC_DIRS.flatMap(loadSpecs);
  if (only) specs = specs.filter((s) => only.includes(s.id));
  await generate(specs, { force, log: (m) => console.log(m) });
  console.log(`${specs.length} document(s) checked`);
}
