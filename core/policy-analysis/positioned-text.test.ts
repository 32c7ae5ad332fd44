import { describe, expect, it } from "vitest";
import { textFromPositions, type PositionedWord } from "./positioned-text";

const word = (text: string, x: number, y: number): PositionedWord => ({
  text,
  x,
  y,
  width: text.length * 5,
  height: 10,
});

describe("text rebuilt from word positions", () => {
  it("reads rows top to bottom and left to right, whatever order the words were drawn in", () => {
    const words = [word("Broker", 300, 20), word("Policy", 0, 20), word("number", 35, 20), word("AB-1234", 0, 40)];
    expect(textFromPositions(words).split("\n")).toEqual(["Policy number" + " ".repeat(60 - 13) + "Broker", "AB-1234"]);
  });

  it("joins the pieces of one word and keeps a value under its label's column", () => {
    const words = [word("Effec", 100, 10), word("tive", 125, 10), word("2026-06-01", 100, 30)];
    const [label, value] = textFromPositions(words).split("\n");
    expect(label?.trim()).toBe("Effective");
    expect(value?.indexOf("2026")).toBe(label?.indexOf("Effective"));
  });
});
