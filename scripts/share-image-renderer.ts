import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { createCanvas, GlobalFonts, loadImage, type Image, type SKRSContext2D } from "@napi-rs/canvas";
import { BRAND } from "../core/shared/brand";
import { LOGO_PNG_SIZE, SHARE_IMAGE_HEIGHT, SHARE_IMAGE_WIDTH } from "../core/shared/share-images";
import { buildFixedWeightFont } from "./font-subset.mjs";

/**
 * Draws the share images (decision 0048): 1200x630 PNG in the site's own font (Inter, from
 * @fontsource-variable/inter, cut to fixed weights) and colours, with the brand's mark.
 */

const WIDTH = SHARE_IMAGE_WIDTH;
const HEIGHT = SHARE_IMAGE_HEIGHT;
const COLOURS = {
  navyDark: "#0f2a4a",
  navy: "#1e3a5f",
  white: "#ffffff",
  muted: "#cbd5e1",
  mapleLight: "#fdba74",
  card: "#f1f5f9",
};
const WEIGHTS = [400, 700, 800] as const;
type Weight = (typeof WEIGHTS)[number];
const family = (weight: Weight) => `ShareInter${weight}`;

export interface SiteImageText {
  headline: string;
  text: string;
}

export interface ArticleImageText {
  /** Where the article lives ("Insurance Learning Center", "Blogue"). */
  label: string;
  title: string;
  footer: string;
  /** The article's illustration (an SVG of the site), drawn beside the title. */
  illustration?: Buffer | null;
}

export interface ShareImageRenderer {
  site(text: SiteImageText): Promise<Buffer>;
  article(text: ArticleImageText): Promise<Buffer>;
  /** The brand's mark alone, square, for the Organization's logo. */
  logo(): Promise<Buffer>;
}

/** French typography: no line break before : ; ? ! » or after «, which French sets with a space. */
function keepFrenchSpaces(text: string): string {
  return text.replace(/[ \u202f]([:;?!»])/g, "\u00a0$1").replace(/« /g, "«\u00a0");
}

/**
 * Breaks `text` into lines no wider than `maxWidth` by `measure`, at spaces only; a word wider than
 * the line stands alone on it.
 */
export function wrapText(text: string, maxWidth: number, measure: (line: string) => number): string[] {
  // Split at plain spaces only: \s would take the no-break spaces too.
  const words = keepFrenchSpaces(text.trim()).split(/[ \t\n]+/);
  const lines: string[] = [];
  let line = "";
  for (const word of words) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && measure(candidate) > maxWidth) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}

interface FittedText {
  lines: string[];
  size: number;
}

/**
 * The largest size from `sizes` at which `text` fits in `maxLines` lines of `maxWidth`; at the
 * smallest, the lines that fit, the last one ending with an ellipsis.
 */
function fitText(
  context: SKRSContext2D,
  text: string,
  weight: Weight,
  sizes: readonly number[],
  maxWidth: number,
  maxLines: number,
): FittedText {
  for (const size of sizes) {
    context.font = `${size}px ${family(weight)}`;
    const lines = wrapText(text, maxWidth, (line) => context.measureText(line).width);
    if (lines.length <= maxLines) return { lines, size };
  }
  const size = sizes.at(-1)!;
  context.font = `${size}px ${family(weight)}`;
  const lines = wrapText(text, maxWidth, (line) => context.measureText(line).width).slice(0, maxLines);
  let last = lines[maxLines - 1] ?? "";
  while (last.includes(" ") && context.measureText(`${last}…`).width > maxWidth) {
    last = last.slice(0, last.lastIndexOf(" "));
  }
  lines[maxLines - 1] = `${last.replace(/[\s,.:;–—-]+$/u, "")}…`;
  return { lines, size };
}

function drawLines(
  context: SKRSContext2D,
  fitted: FittedText,
  options: { x: number; top: number; weight: Weight; colour: string; lineHeight: number },
): number {
  context.font = `${fitted.size}px ${family(options.weight)}`;
  context.fillStyle = options.colour;
  context.textBaseline = "top";
  const step = fitted.size * options.lineHeight;
  fitted.lines.forEach((line, index) => context.fillText(line, options.x, options.top + index * step));
  return options.top + fitted.lines.length * step;
}

function background(context: SKRSContext2D): void {
  const gradient = context.createLinearGradient(0, 0, WIDTH, HEIGHT);
  gradient.addColorStop(0, COLOURS.navyDark);
  gradient.addColorStop(1, COLOURS.navy);
  context.fillStyle = gradient;
  context.fillRect(0, 0, WIDTH, HEIGHT);
}

/** The mark and "QuoteMaple" (Maple in the light maple orange), its top left at (x, y). */
function drawBrand(context: SKRSContext2D, mark: Image, x: number, y: number, markSize: number): void {
  context.drawImage(mark, x, y, markSize, markSize);
  const size = Math.round(markSize * 0.6);
  context.font = `${size}px ${family(800)}`;
  context.textBaseline = "middle";
  const quote = BRAND.name.slice(0, 5);
  const maple = BRAND.name.slice(5);
  const textX = x + markSize + Math.round(markSize * 0.28);
  const middle = y + markSize / 2;
  context.fillStyle = COLOURS.white;
  context.fillText(quote, textX, middle);
  context.fillStyle = COLOURS.mapleLight;
  context.fillText(maple, textX + context.measureText(quote).width, middle);
}

/** An SVG at the size it will be drawn, so it is rasterized sharp rather than scaled up. */
function svgAtSize(svg: Buffer, width: number, height: number): Buffer {
  const text = svg.toString("utf8").replace(/<svg\b([^>]*)>/, (_tag, attributes: string) => {
    const rest = attributes.replace(/\s(width|height)="[^"]*"/g, "");
    return `<svg${rest} width="${width}" height="${height}">`;
  });
  return Buffer.from(text);
}

function roundedRect(context: SKRSContext2D, x: number, y: number, width: number, height: number, radius: number) {
  context.beginPath();
  context.roundRect(x, y, width, height, radius);
}

/** Inter's variable font pinned at each weight we draw, registered under a family of its own. */
async function registerFonts(root: string): Promise<void> {
  for (const weight of WEIGHTS) {
    if (GlobalFonts.has(family(weight))) continue;
    const font = Buffer.from(await buildFixedWeightFont(weight, root));
    if (!GlobalFonts.register(font, family(weight))) throw new Error(`Inter ${weight} could not be registered`);
  }
}

export async function createShareImageRenderer(root: string): Promise<ShareImageRenderer> {
  await registerFonts(root);
  const markSvg = await readFile(join(root, "public", "favicon.svg"));
  const markAt = (size: number) => loadImage(svgAtSize(markSvg, size, size));

  return {
    async site({ headline, text }) {
      const canvas = createCanvas(WIDTH, HEIGHT);
      const context = canvas.getContext("2d");
      background(context);
      drawBrand(context, await markAt(88), 80, 72, 88);
      const body = fitText(context, text, 400, [30, 28, 26], WIDTH - 160, 2);
      const bodyHeight = body.lines.length * body.size * 1.35;
      const title = fitText(context, headline, 800, [68, 64, 60, 56, 52], WIDTH - 160, 3);
      const titleHeight = title.lines.length * title.size * 1.12;
      const bodyTop = HEIGHT - 80 - bodyHeight;
      const titleTop = bodyTop - 28 - titleHeight;
      drawLines(context, title, { x: 80, top: titleTop, weight: 800, colour: COLOURS.white, lineHeight: 1.12 });
      drawLines(context, body, { x: 80, top: bodyTop, weight: 400, colour: COLOURS.muted, lineHeight: 1.35 });
      return canvas.encode("png");
    },

    async article({ label, title, footer, illustration }) {
      const canvas = createCanvas(WIDTH, HEIGHT);
      const context = canvas.getContext("2d");
      background(context);
      const margin = 64;
      drawBrand(context, await markAt(56), margin, 52, 56);

      // The illustration, when there is one, takes the right side in a rounded card.
      const pictureWidth = 520;
      const pictureHeight = Math.round((pictureWidth * HEIGHT) / WIDTH);
      const pictureX = WIDTH - margin - pictureWidth;
      const pictureY = Math.round((HEIGHT - pictureHeight) / 2) + 20;
      if (illustration) {
        const picture = await loadImage(svgAtSize(illustration, pictureWidth, pictureHeight));
        context.save();
        roundedRect(context, pictureX, pictureY, pictureWidth, pictureHeight, 20);
        context.fillStyle = COLOURS.card;
        context.fill();
        context.clip();
        context.drawImage(picture, pictureX, pictureY, pictureWidth, pictureHeight);
        context.restore();
      }
      const textWidth = illustration ? pictureX - margin - 44 : WIDTH - 2 * margin;

      const labelFit = fitText(context, label.toLocaleUpperCase("fr-CA"), 700, [22], textWidth, 1);
      context.letterSpacing = "1px";
      const labelBottom = drawLines(context, labelFit, {
        x: margin,
        top: 168,
        weight: 700,
        colour: COLOURS.mapleLight,
        lineHeight: 1.2,
      });
      context.letterSpacing = "0px";
      const titleFit = fitText(
        context,
        title,
        800,
        illustration ? [52, 48, 44, 40, 36] : [64, 58, 52, 48, 44],
        textWidth,
        5,
      );
      drawLines(context, titleFit, {
        x: margin,
        top: labelBottom + 18,
        weight: 800,
        colour: COLOURS.white,
        lineHeight: 1.14,
      });
      // Below the illustration: the whole width.
      const footerFit = fitText(context, footer, 400, [24, 22], WIDTH - 2 * margin, 1);
      drawLines(context, footerFit, {
        x: margin,
        top: HEIGHT - 56 - footerFit.size,
        weight: 400,
        colour: COLOURS.muted,
        lineHeight: 1.2,
      });
      return canvas.encode("png");
    },

    async logo() {
      const canvas = createCanvas(LOGO_PNG_SIZE, LOGO_PNG_SIZE);
      canvas.getContext("2d").drawImage(await markAt(LOGO_PNG_SIZE), 0, 0, LOGO_PNG_SIZE, LOGO_PNG_SIZE);
      return canvas.encode("png");
    },
  };
}
