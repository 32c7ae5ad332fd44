import { describe, expect, it } from "vitest";
import { createTranslator } from "../../../core/i18n/translate";
import { FIELD_KEYS } from "../../../core/conversation/slots";
import { keyLabel, shortDay } from "./format";

const t = createTranslator();

describe("keyLabel", () => {
  it("names every slot the assistant can stop at in words", () => {
    for (const key of [...FIELD_KEYS, "vehicle", "coverage", "consent"]) {
      expect(keyLabel(key, t), key).not.toBe(key);
    }
    expect(keyLabel("driver.tickets_last_3y", t)).toBe("Tickets (3 years)");
  });

  it("names the analyzer's failure reasons and sources", () => {
    expect(keyLabel("payload_too_large", t)).toBe("File over 10 MB");
    expect(keyLabel("ocr", t)).toBe("Text recognition (scan or photo)");
    expect(keyLabel("unknown", t)).toBe(t("analytics.admin.unknown"));
  });

  it("shows a key it has no words for as it is, including inherited property names", () => {
    expect(keyLabel("http_502", t)).toBe("http_502");
    expect(keyLabel("constructor", t)).toBe("constructor");
    expect(keyLabel("__proto__", t)).toBe("__proto__");
  });
});

describe("shortDay", () => {
  it("names a day by month and date, the same day whatever the time zone", () => {
    expect(shortDay("2026-11-05")).toBe("Nov 5");
    expect(shortDay("2026-03-08")).toBe("Mar 8");
    expect(shortDay("2025-12-31")).toBe("Dec 31");
  });
});
