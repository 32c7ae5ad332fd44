import { describe, expect, it, vi } from "vitest";
import { MESSAGES_EN, type MessageKey } from "./messages-en";
import { registerMessages } from "./registry";
import { createTranslator, formatMessage } from "./translate";

describe("translate", () => {
  it("fills placeholders", () => {
    const t = createTranslator("en");
    expect(t("footer.copyright", { year: 2026, brand: "QuoteMaple" })).toBe("© 2026 QuoteMaple. All rights reserved.");
  });

  it("falls back to English for an unknown language", () => {
    expect(createTranslator("xx")("nav.blog")).toBe("Blog");
  });

  it("uses a language's own parts once one is registered", () => {
    registerMessages("en-x-test", { "nav.blog": "Web log" }, "shell");
    expect(createTranslator("en-x-test")("nav.blog")).toBe("Web log");
  });

  it("returns a key whose part was never imported as it is, and names it in a console error", () => {
    const consoleError = vi.spyOn(console, "error").mockImplementation(() => {});
    expect(createTranslator("en")("nav.missingForTheTest" as MessageKey)).toBe("nav.missingForTheTest");
    expect(consoleError).toHaveBeenCalledOnce();
    expect(String(consoleError.mock.calls[0]?.[0])).toContain('"nav.missingForTheTest"');
  });

  it("leaves a placeholder without a value visible", () => {
    expect(formatMessage("Hello {name} from {place}", { name: "Ana" })).toBe("Hello Ana from {place}");
  });

  it("has no empty messages", () => {
    for (const [key, value] of Object.entries(MESSAGES_EN)) expect(value.trim(), key).not.toBe("");
  });
});

describe("amounts in the reader's language", () => {
  it("writes an amount made the English way as fr-CA does, in French only", () => {
    expect(formatMessage("{a} / {b} / {c}", { a: "1,000,000", b: "$500", c: "$2,000,000" }, "fr")).toBe(
      "1\u00a0000\u00a0000 / 500\u00a0$ / 2\u00a0000\u00a0000\u00a0$",
    );
    expect(formatMessage("{a} / {b}", { a: "1,000,000", b: "$500" }, "en")).toBe("1,000,000 / $500");
  });

  it("leaves years, counts and codes alone", () => {
    expect(formatMessage("{y} {n} {p} {t}", { y: 2019, n: "20", p: "H2X", t: "2019" }, "fr")).toBe("2019 20 H2X 2019");
  });
});
