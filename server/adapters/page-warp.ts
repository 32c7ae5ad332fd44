/**
 * A phone photo of a page or a card on a table, straightened (issue 23): the paper is found as the
 * largest bright region, its four corners taken, and the page mapped back to a rectangle (a
 * perspective warp), so Tesseract reads rows that run level instead of a keystoned page in a frame of
 * wood or granite. Pure functions over 8-bit greyscale pixels; nothing here decodes or encodes.
 */

export interface GreyImage {
  data: Uint8Array;
  width: number;
  height: number;
}

export type Point = { x: number; y: number };

/** The paper must cover this share of the photo, or there is no page to find (a scan, a screenshot). */
const MIN_PAPER_SHARE = 0.15;
/** A paper covering nearly all of the image is a scan or a crop already: nothing to straighten. */
const MAX_PAPER_SHARE = 0.93;

/** Otsu's threshold: the grey level that best splits the image into a dark and a bright class. */
export function otsuThreshold(image: GreyImage): number {
  const histogram = new Array<number>(256).fill(0);
  for (const value of image.data) histogram[value] = (histogram[value] ?? 0) + 1;
  const total = image.data.length;
  let sum = 0;
  for (let level = 0; level < 256; level += 1) sum += level * (histogram[level] ?? 0);
  let backgroundSum = 0;
  let backgroundCount = 0;
  let best = 128;
  let bestVariance = -1;
  for (let level = 0; level < 256; level += 1) {
    backgroundCount += histogram[level] ?? 0;
    if (backgroundCount === 0) continue;
    const foregroundCount = total - backgroundCount;
    if (foregroundCount === 0) break;
    backgroundSum += level * (histogram[level] ?? 0);
    const meanBackground = backgroundSum / backgroundCount;
    const meanForeground = (sum - backgroundSum) / foregroundCount;
    const variance = backgroundCount * foregroundCount * (meanBackground - meanForeground) ** 2;
    if (variance > bestVariance) {
      bestVariance = variance;
      best = level;
    }
  }
  return best;
}

/** The largest region of pixels brighter than `threshold` (among `within` when given): its label map, label and size. */
function largestBrightRegion(
  image: GreyImage,
  threshold: number,
  within: { label: Int32Array; value: number } | null = null,
): { label: Int32Array; value: number; size: number } {
  const { width, data } = image;
  const bright = new Uint8Array(width * image.height);
  for (let index = 0; index < data.length; index += 1) {
    const inside = within === null || within.label[index] === within.value;
    bright[index] = inside && (data[index] ?? 0) > threshold ? 1 : 0;
  }
  // By flood fill (text on the paper is dark, so the paper is a region with holes; the table's
  // bright specks are small regions of their own).
  const label = new Int32Array(width * image.height);
  let bestLabel = 0;
  let bestSize = 0;
  let next = 0;
  const stack: number[] = [];
  for (let start = 0; start < bright.length; start += 1) {
    if (!bright[start] || label[start]) continue;
    next += 1;
    let size = 0;
    stack.push(start);
    label[start] = next;
    while (stack.length > 0) {
      const at = stack.pop() as number;
      size += 1;
      const x = at % width;
      const neighbours = [x > 0 ? at - 1 : -1, x < width - 1 ? at + 1 : -1, at - width, at + width];
      for (const neighbour of neighbours) {
        if (neighbour < 0 || neighbour >= bright.length || !bright[neighbour] || label[neighbour]) continue;
        label[neighbour] = next;
        stack.push(neighbour);
      }
    }
    if (size > bestSize) {
      bestSize = size;
      bestLabel = next;
    }
  }
  return { label, value: bestLabel, size: bestSize };
}

/** A region's four corners (its points furthest towards each corner of the image) and its bounding box. */
function regionCorners(image: GreyImage, region: { label: Int32Array; value: number }) {
  const { width, height } = image;
  const corners = [
    { score: (x: number, y: number) => -x - y, point: { x: 0, y: 0 }, best: Number.NEGATIVE_INFINITY },
    { score: (x: number, y: number) => x - y, point: { x: 0, y: 0 }, best: Number.NEGATIVE_INFINITY },
    { score: (x: number, y: number) => x + y, point: { x: 0, y: 0 }, best: Number.NEGATIVE_INFINITY },
    { score: (x: number, y: number) => -x + y, point: { x: 0, y: 0 }, best: Number.NEGATIVE_INFINITY },
  ];
  let minX = width;
  let maxX = 0;
  let minY = height;
  let maxY = 0;
  for (let index = 0; index < region.label.length; index += 1) {
    if (region.label[index] !== region.value) continue;
    const x = index % width;
    const y = (index - x) / width;
    minX = Math.min(minX, x);
    maxX = Math.max(maxX, x);
    minY = Math.min(minY, y);
    maxY = Math.max(maxY, y);
    for (const corner of corners) {
      const score = corner.score(x, y);
      if (score > corner.best) {
        corner.best = score;
        corner.point = { x, y };
      }
    }
  }
  const edges = [minX <= 1, minY <= 1, maxX >= width - 2, maxY >= height - 2].filter(Boolean).length;
  let border = 0;
  for (let x = 0; x < width; x += 1) {
    if (region.label[x] === region.value) border += 1;
    if (region.label[(height - 1) * width + x] === region.value) border += 1;
  }
  for (let y = 1; y < height - 1; y += 1) {
    if (region.label[y * width] === region.value) border += 1;
    if (region.label[y * width + width - 1] === region.value) border += 1;
  }
  return { quad: corners.map((corner) => corner.point), edges, border: border / (2 * (width + height) - 4) };
}

/** The area of a quadrilateral (shoelace formula). */
function quadArea(quad: Point[]): number {
  let twice = 0;
  for (let index = 0; index < quad.length; index += 1) {
    const a = quad[index] as Point;
    const b = quad[(index + 1) % quad.length] as Point;
    twice += a.x * b.y - b.x * a.y;
  }
  return Math.abs(twice) / 2;
}

/**
 * The grey level between a bright table and the page on it: midway between the region's pixels on the
 * photo's edge (the table) and those at its centre (the page), or null when the centre is no brighter.
 */
function tableThreshold(image: GreyImage, region: { label: Int32Array; value: number }): number | null {
  const { width, height, data } = image;
  const edge: number[] = [];
  const centre: number[] = [];
  for (let index = 0; index < region.label.length; index += 1) {
    if (region.label[index] !== region.value) continue;
    const x = index % width;
    const y = (index - x) / width;
    const value = data[index] ?? 0;
    if (x <= 1 || y <= 1 || x >= width - 2 || y >= height - 2) edge.push(value);
    else if (Math.abs(x - width / 2) < width / 6 && Math.abs(y - height / 2) < height / 6) centre.push(value);
  }
  const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
  const table = median(edge);
  const page = median(centre);
  return page - table >= MIN_PAGE_CONTRAST ? Math.round(table + TABLE_SPLIT * (page - table)) : null;
}

/** How much brighter than the table round it a page must be to be told apart from it. */
const MIN_PAGE_CONTRAST = 16;
/** Where between the table's grey and the page's the page starts: nearer the table, as a page's shaded side is darker than its centre. */
const TABLE_SPLIT = 0.35;
/** A bright region covering this share of the photo's edge is the table, not a page in view. */
const TABLE_BORDER_SHARE = 0.1;

/** Opposite sides of a photographed page differ by at most this share (perspective keeps them close). */
const MAX_SIDE_DIFFERENCE = 0.15;
/** A photographed page's corners are right angles give or take this many degrees. */
const MAX_CORNER_SKEW = 15;

/** Whether a quadrilateral looks like a photographed page: opposite sides close in length, corners near square. */
function squareEnough(quad: Point[]): boolean {
  const [a, b, c, d] = quad as [Point, Point, Point, Point];
  const close = (one: number, other: number) => Math.abs(one - other) <= MAX_SIDE_DIFFERENCE * Math.max(one, other);
  const square = quad.every((corner, index) => {
    const before = quad[(index + 3) % 4] as Point;
    const after = quad[(index + 1) % 4] as Point;
    const cosine =
      ((before.x - corner.x) * (after.x - corner.x) + (before.y - corner.y) * (after.y - corner.y)) /
      Math.max(1e-9, distance(before, corner) * distance(after, corner));
    return Math.abs(90 - (Math.acos(Math.max(-1, Math.min(1, cosine))) * 180) / Math.PI) <= MAX_CORNER_SKEW;
  });
  return square && close(distance(a, b), distance(d, c)) && close(distance(a, d), distance(b, c));
}

/** A page's bright pixels fill at least this share of its quadrilateral (the rest is its print). */
const MIN_PAPER_FILL = 0.7;

/**
 * The four corners of the paper (top-left, top-right, bottom-right, bottom-left), in the image's
 * coordinates, or null when no page stands out from its background. The paper is the largest bright
 * region. When that region runs off the photo's edge while a darker background shows beyond it (a
 * light table whose edge is in view, the floor beyond), it is the table with the page on it: the page
 * is then the largest region brighter still, within it, if that region is a filled quadrilateral
 * inside the photo.
 */
export function findPaper(image: GreyImage): Point[] | null {
  const { width, height } = image;
  const area = width * height;
  const region = largestBrightRegion(image, otsuThreshold(image));
  const share = region.size / area;
  if (share < MIN_PAPER_SHARE) return null;
  const found = regionCorners(image, region);
  const threshold = found.border >= TABLE_BORDER_SHARE ? tableThreshold(image, region) : null;
  if (threshold !== null) {
    const inner = largestBrightRegion(image, threshold, region);
    const innerFound = regionCorners(image, inner);
    const fill = inner.size / Math.max(1, quadArea(innerFound.quad));
    if (inner.size / area >= MIN_PAPER_SHARE && innerFound.edges === 0 && fill >= MIN_PAPER_FILL) {
      // A page whose shaded corner fell below the threshold has a crooked outline: none is found.
      return squareEnough(innerFound.quad) ? innerFound.quad : null;
    }
  }
  // A paper touching every edge of the photo fills it: a scan or a crop, already straight.
  if (share > MAX_PAPER_SHARE || found.edges === 4) return null;
  return found.quad;
}

/** The 3×3 matrix (as 8 numbers, the last being 1) taking the unit square's corners to `quad`. */
function squareToQuad(quad: Point[]): number[] {
  const [p0, p1, p2, p3] = quad as [Point, Point, Point, Point];
  const dx1 = p1.x - p2.x;
  const dx2 = p3.x - p2.x;
  const dy1 = p1.y - p2.y;
  const dy2 = p3.y - p2.y;
  const sx = p0.x - p1.x + p2.x - p3.x;
  const sy = p0.y - p1.y + p2.y - p3.y;
  const denominator = dx1 * dy2 - dx2 * dy1;
  const g = denominator === 0 ? 0 : (sx * dy2 - dx2 * sy) / denominator;
  const h = denominator === 0 ? 0 : (dx1 * sy - sx * dy1) / denominator;
  return [
    p1.x - p0.x + g * p1.x,
    p3.x - p0.x + h * p3.x,
    p0.x,
    p1.y - p0.y + g * p1.y,
    p3.y - p0.y + h * p3.y,
    p0.y,
    g,
    h,
  ];
}

const distance = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y);

/**
 * The paper inside `quad` (corners top-left, top-right, bottom-right, bottom-left) mapped to an
 * upright rectangle as wide and tall as the quad's longer edges, sampled bilinearly.
 */
export function warpToRectangle(image: GreyImage, quad: Point[]): GreyImage {
  const [tl, tr, br, bl] = quad as [Point, Point, Point, Point];
  const width = Math.max(2, Math.round(Math.max(distance(tl, tr), distance(bl, br))));
  const height = Math.max(2, Math.round(Math.max(distance(tl, bl), distance(tr, br))));
  const [a, b, c, d, e, f, g, h] = squareToQuad(quad) as [
    number,
    number,
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const out = new Uint8Array(width * height);
  const source = image.data;
  for (let y = 0; y < height; y += 1) {
    const v = y / (height - 1);
    for (let x = 0; x < width; x += 1) {
      const u = x / (width - 1);
      const w = g * u + h * v + 1;
      const sx = (a * u + b * v + c) / w;
      const sy = (d * u + e * v + f) / w;
      const x0 = Math.floor(sx);
      const y0 = Math.floor(sy);
      if (x0 < 0 || y0 < 0 || x0 >= image.width - 1 || y0 >= image.height - 1) {
        out[y * width + x] = 255;
        continue;
      }
      const fx = sx - x0;
      const fy = sy - y0;
      const at = y0 * image.width + x0;
      const top = (source[at] ?? 0) * (1 - fx) + (source[at + 1] ?? 0) * fx;
      const bottom = (source[at + image.width] ?? 0) * (1 - fx) + (source[at + image.width + 1] ?? 0) * fx;
      out[y * width + x] = Math.round(top * (1 - fy) + bottom * fy);
    }
  }
  return { data: out, width, height };
}

/** A dark run at least this long (a share of the page's width) is a ruling line, not a letter. */
const RULE_SHARE = 0.05;

/** A rule is at most this thick (a share of the page's width); ink thicker across it is a letter the rule touches, kept. */
const RULE_THICKNESS_SHARE = 1 / 300;

/**
 * Table rules whitened: horizontal and vertical runs of ink longer than any letter, and only where the
 * run is thin (a letter crossing a rule keeps its stroke). A ruled table's lines make Tesseract's page
 * layout take the table for a picture and skip its text.
 */
export function withoutRules(image: GreyImage, options: { fringe: boolean } = { fringe: false }): GreyImage {
  const { width, height, data } = image;
  // Ink against paper, whatever the photo's contrast: Otsu's split, a little towards the paper.
  const dark = Math.min(250, otsuThreshold(image) + 10);
  const out = new Uint8Array(data);
  const minRun = Math.max(40, Math.round(width * RULE_SHARE));
  const ruleThickness = Math.max(4, Math.round(width * RULE_THICKNESS_SHARE));
  const ink = (x: number, y: number) =>
    x >= 0 && y >= 0 && x < width && y < height && (data[y * width + x] ?? 255) < dark;
  /** How thick the ink is at (x, y) across the direction (dx, dy) of a run. */
  const thickness = (x: number, y: number, dx: number, dy: number) => {
    let count = 1;
    for (const sign of [-1, 1]) {
      for (let step = 1; step <= ruleThickness && ink(x + sign * step * dy, y + sign * step * dx); step += 1)
        count += 1;
    }
    return count;
  };
  const sweep = (horizontal: boolean) => {
    const lines = horizontal ? height : width;
    const length = horizontal ? width : height;
    for (let across = 0; across < lines; across += 1) {
      let start = -1;
      for (let along = 0; along <= length; along += 1) {
        const x = horizontal ? along : across;
        const y = horizontal ? across : along;
        // A band three pixels wide: a rule a photo left slightly slanted steps from row to row.
        const isInk =
          along < length &&
          (ink(x, y) || (horizontal ? ink(x, y - 1) || ink(x, y + 1) : ink(x - 1, y) || ink(x + 1, y)));
        if (isInk && start < 0) start = along;
        if (isInk || start < 0) continue;
        if (along - start >= minRun) {
          for (let run = start; run < along; run += 1) {
            for (const offset of [-1, 0, 1]) {
              const rx = horizontal ? run : across + offset;
              const ry = horizontal ? across + offset : run;
              if (!ink(rx, ry)) continue;
              if (thickness(rx, ry, horizontal ? 1 : 0, horizontal ? 0 : 1) > ruleThickness) continue;
              out[ry * width + rx] = 255;
              // The rule's grey fringe (a blurred edge lighter than ink) goes with it: left, the contrast
              // stretch darkens it into a faint rule that OCR reads as marks and letters beside cells.
              // (Photos only: on a scan, cleaned by a median first, it took strokes off letters beside rules.)
              for (const side of options.fringe ? [-2, -1, 1, 2] : []) {
                const fx = horizontal ? rx : rx + side;
                const fy = horizontal ? ry + side : ry;
                if (fx >= 0 && fy >= 0 && fx < width && fy < height && !ink(fx, fy)) out[fy * width + fx] = 255;
              }
            }
          }
        }
        start = -1;
      }
    }
  };
  sweep(true);
  sweep(false);
  return { data: out, width, height };
}
