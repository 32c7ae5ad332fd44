import { describe, expect, it } from "vitest";
import { MESSAGES_EN } from "./messages-en";
import { createTranslator, formatMessage } from "./translate";

describe("translate", () => {
  it("fills placeholders", () => {
    const t = createTranslator("en");
    expect(t("footer.copyright", { year: 2026, brand: "QuoteMaple" })).toBe("© 2026 QuoteMaple. All rights reserved.");
  });

  it("falls back to English for an unknown language", () => {
    expect(createTranslator("xx")("nav.blog")).toBe("Blog");
  });

  it("leaves a placeholder without a value visible", () => {
    expect(formatMessage("Hello {name} from {place}", { name: "Ana" })).toBe("Hello Ana from {place}");
  });

  it("has no empty messages", () => {
    for (const [key, value] of Object.entries(MESSAGES_EN)) expect(value.trim(), key).not.toBe("");
  });
});
