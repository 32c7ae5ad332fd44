import { describe, expect, it } from "vitest";
import { findPaper, warpToRectangle, withoutRules, type GreyImage } from "./page-warp";

/** A dark table (40) with a bright quadrilateral of paper (230) whose corners are given. */
function photo(width: number, height: number, corners: [number, number][]): GreyImage {
  const data = new Uint8Array(width * height).fill(40);
  const inside = (x: number, y: number) => {
    // Inside a convex quad: on the same side of every edge.
    let sign = 0;
    for (let index = 0; index < 4; index += 1) {
      const [ax, ay] = corners[index] as [number, number];
      const [bx, by] = corners[(index + 1) % 4] as [number, number];
      const cross = (bx - ax) * (y - ay) - (by - ay) * (x - ax);
      if (cross !== 0) {
        if (sign === 0) sign = Math.sign(cross);
        else if (Math.sign(cross) !== sign) return false;
      }
    }
    return true;
  };
  for (let y = 0; y < height; y += 1) for (let x = 0; x < width; x += 1) if (inside(x, y)) data[y * width + x] = 230;
  return { data, width, height };
}

describe("a photographed page straightened", () => {
  /** Expects the corners found to be within 2 pixels of the page's. */
  const expectCorners = (found: ReturnType<typeof findPaper>, corners: [number, number][]) => {
    expect(found).not.toBeNull();
    found?.forEach((point, index) => {
      expect(Math.abs(point.x - (corners[index] as [number, number])[0])).toBeLessThanOrEqual(2);
      expect(Math.abs(point.y - (corners[index] as [number, number])[1])).toBeLessThanOrEqual(2);
    });
  };
  const onTable: [number, number][] = [
    [40, 50],
    [150, 45],
    [155, 240],
    [35, 250],
  ];
  /** The page on a light table (175) running off three sides, the dark floor (40) beyond its edge on the right; `shade` darkens a part of the page as much as the table. */
  const onLightTable = (shade: (x: number, y: number) => boolean = () => false) => {
    const image = photo(200, 300, onTable);
    for (let y = 0; y < 300; y += 1) {
      for (let x = 0; x < 200; x += 1) {
        const index = y * 200 + x;
        if (image.data[index] === 40) image.data[index] = x >= 180 ? 40 : 175;
        else if (shade(x, y)) image.data[index] = 175;
      }
    }
    return image;
  };

  it("finds the paper's four corners on a darker table", () => {
    const corners: [number, number][] = [
      [30, 40],
      [170, 25],
      [185, 260],
      [20, 280],
    ];
    expectCorners(findPaper(photo(200, 300, corners)), corners);
  });

  it("finds the page on a light table whose edge is in view, not the table", () => {
    expectCorners(findPaper(onLightTable()), onTable);
  });

  it("finds no page on a light table when the page's outline is not a page's", () => {
    // The page's lower left is in shadow, as dark as the table: what stands out is no quadrilateral.
    expect(findPaper(onLightTable((x, y) => x - 40 < (y - 150) * 0.9))).toBeNull();
  });

  it("finds no page in a scan that is paper from edge to edge", () => {
    const scan = { data: new Uint8Array(200 * 300).fill(235), width: 200, height: 300 };
    expect(findPaper(scan)).toBeNull();
  });

  it("maps the quad's corners to the rectangle's", () => {
    const width = 100;
    const data = new Uint8Array(width * width);
    for (let index = 0; index < data.length; index += 1) data[index] = index % width;
    const quad = [
      { x: 10, y: 20 },
      { x: 80, y: 10 },
      { x: 90, y: 90 },
      { x: 5, y: 70 },
    ];
    const out = warpToRectangle({ data, width, height: width }, quad);
    const corner = (x: number, y: number) => out.data[y * out.width + x];
    expect([
      corner(0, 0),
      corner(out.width - 1, 0),
      corner(out.width - 1, out.height - 1),
      corner(0, out.height - 1),
    ]).toEqual([10, 80, 90, 5]);
  });

  it("whitens a table's rules and keeps the letters they touch", () => {
    const width = 300;
    const height = 60;
    const data = new Uint8Array(width * height).fill(240);
    for (let x = 10; x < 290; x += 1) data[30 * width + x] = 20; // a rule
    for (let y = 15; y < 45; y += 1) for (let x = 100; x < 104; x += 1) data[y * width + x] = 20; // a letter's stem across it
    const out = withoutRules({ data, width, height }).data;
    expect(out[30 * width + 50]).toBe(255);
    expect(out[30 * width + 101]).toBe(20);
    expect(out[20 * width + 101]).toBe(20);
  });

  it("whitens a rule's grey fringe with it, and keeps a letter's stem and its edges", () => {
    const width = 300;
    const height = 60;
    const data = new Uint8Array(width * height).fill(240);
    for (let x = 10; x < 290; x += 1) {
      data[29 * width + x] = 170; // the blurred edge above the rule: lighter than ink
      data[30 * width + x] = 20; // the rule
      data[31 * width + x] = 170; // and below it
    }
    for (let y = 15; y < 45; y += 1) {
      data[y * width + 149] = 170; // a letter's stem with grey edges, away from the rule's band
      for (let x = 150; x < 154; x += 1) data[y * width + x] = 20;
      data[y * width + 154] = 170;
    }
    const out = withoutRules({ data, width, height }, { fringe: true }).data;
    expect([out[29 * width + 50], out[30 * width + 50], out[31 * width + 50]]).toEqual([255, 255, 255]);
    expect(out[30 * width + 151]).toBe(20);
    expect([out[20 * width + 149], out[20 * width + 151], out[20 * width + 154]]).toEqual([170, 20, 170]);
  });
});
