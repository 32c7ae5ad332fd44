import { describe, expect, it } from "vitest";
import { scrollProgress } from "./scroll-progress";

describe("scrollProgress", () => {
  it("clamps to 0..100", () => {
    expect(scrollProgress(0, 3000, 1000)).toBe(0);
    expect(scrollProgress(1000, 3000, 1000)).toBe(50);
    expect(scrollProgress(5000, 3000, 1000)).toBe(100);
    expect(scrollProgress(-40, 3000, 1000)).toBe(0);
    expect(scrollProgress(0, 800, 1000)).toBe(100);
  });
});
