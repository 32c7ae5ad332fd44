import { describe, expect, it } from "vitest";
import { drawnShareImage, rasterImageType, SHARE_IMAGE_PATHS } from "./share-images";

describe("share images", () => {
  it("names the types social networks show and refuses SVG", () => {
    expect(rasterImageType("/images/a.png")).toBe("image/png");
    expect(rasterImageType("https://cdn.example.ca/a.JPG?w=1200")).toBe("image/jpeg");
    expect(rasterImageType("/images/a.webp#x")).toBe("image/webp");
    expect(rasterImageType("/images/blog/cover.svg")).toBeNull();
    expect(rasterImageType("https://cdn.example.ca/image")).toBeNull();
  });

  it("puts each language's images apart and gives drawn ones their size", () => {
    expect(SHARE_IMAGE_PATHS.site("en")).not.toBe(SHARE_IMAGE_PATHS.site("fr"));
    expect(SHARE_IMAGE_PATHS.blog("lexique-assurance-auto", "fr")).toBe(
      "/images/share/fr/blog/lexique-assurance-auto.png",
    );
    expect(drawnShareImage(SHARE_IMAGE_PATHS.learn("car-insurance", "en"), "Car")).toEqual({
      path: "/images/share/en/learn/car-insurance.png",
      width: 1200,
      height: 630,
      type: "image/png",
      alt: "Car",
    });
  });
});
