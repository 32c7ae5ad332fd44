import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { MESSAGES_EN } from "../i18n/messages-en";
import { PROVINCE_CODES } from "../shared/provinces";
import { initialState, nextTurn, type ConversationState, startConversation } from "./engine";
import { extractSlots } from "./extract";
import { type CollectedFields, filledKeys, getSlot, REQUIRED_KEYS, type SlotKey, validateSlot } from "./slots";
import { MAX_MESSAGE_LENGTH } from "./text";

const CURRENT_YEAR = 2026;
const context = { currentYear: CURRENT_YEAR };

/** Pieces of real answers, so random messages often contain values (in range or not). */
const FRAGMENTS = [
  "Toronto", "M5V", "T2P 1A1", "Ontario", "ON", "Alberta not Ontario", "Yukon", "Narnia", "2019", "'19", "1985",
  "2031", "Honda Civic", "Toyta Corola", "chevy", "RAV4", "licensed for 10 years", "since 2015", "ninety years",
  "got my G in 2019", "no tickets", "a couple of tickets", "25 tickets", "a few", "one fender bender",
  "no accidents", "2 million", "3 million", "500k", "$1000 deductible", "$250 deductible", "no collision",
  "I want comprehensive", "standard coverage", "yes", "no", "none", "10", "0", "99999999999999999999", "-5",
  "1e308", "NaN", "actually", "sorry", "not", ",", ".", "?", " ", "é", "🚗", "\u0000", "\ud800", "İ", "ß",
]; // prettier-ignore

const LAST_ASKED: (SlotKey | null)[] = [
  null, "region.province", "vehicle", "vehicle.year", "vehicle.make", "vehicle.model", "driver.years_licensed",
  "driver.tickets_last_3y", "driver.accidents_last_6y", "coverage", "coverage.liability_limit",
  "coverage.collision", "coverage.comprehensive", "coverage.deductible",
]; // prettier-ignore

const message = fc.oneof(
  fc.string({ maxLength: 200 }),
  fc.string({ unit: "binary", maxLength: 200 }),
  fc.string({ unit: "grapheme", maxLength: 100 }),
  fc.array(fc.constantFrom(...FRAGMENTS), { maxLength: 12 }).map((parts) => parts.join(" ")),
  fc
    .tuple(fc.array(fc.constantFrom(...FRAGMENTS), { maxLength: 6 }), fc.string({ unit: "binary", maxLength: 40 }))
    .map(([parts, noise]) => `${parts.join(", ")} ${noise}`),
);

/** Every stored value passes the shared schema's own rule for its field. */
function expectValid(fields: CollectedFields): void {
  for (const key of filledKeys(fields)) {
    const check = validateSlot(key, getSlot(fields, key), CURRENT_YEAR);
    expect(check.ok, `${key} = ${JSON.stringify(getSlot(fields, key))}`).toBe(true);
  }
  if (fields.region?.province !== undefined) {
    expect(PROVINCE_CODES).toContain(fields.region.province);
    expect(fields.region.country).toBe("CA");
  }
}

// Hundreds of random conversations of up to eight turns each: a correctness property, not a timing,
// so a busy machine gets the time it needs rather than the default 5 s.
describe("conversation engine (properties)", { timeout: 60_000 }, () => {
  it("never throws and never stores a value outside the schema's range", () => {
    fc.assert(
      fc.property(fc.array(message, { minLength: 1, maxLength: 8 }), (messages) => {
        let state: ConversationState = startConversation().state;
        for (const text of messages) {
          const result = nextTurn(state, text, context);
          expectValid(result.fields);
          for (const reply of result.reply) expect(MESSAGES_EN).toHaveProperty(reply.key);
          expect(result.reply.length).toBeGreaterThan(0);
          if (result.readyForConsent)
            expect(REQUIRED_KEYS.every((key) => getSlot(result.fields, key) !== undefined)).toBe(true);
          state = result.state;
        }
      }),
      { numRuns: 300 },
    );
  });

  it("extracts only valid values whatever was asked last", () => {
    fc.assert(
      fc.property(message, fc.constantFrom(...LAST_ASKED), (text, lastAsked) => {
        const result = extractSlots(text, { currentYear: CURRENT_YEAR, known: {}, lastAsked });
        expectValid(result.values);
        for (const entry of result.rejected) expect(entry.reason.length).toBeGreaterThan(0);
      }),
      { numRuns: 500 },
    );
  });

  // Catastrophic backtracking on any of these would run into the test's time limit.
  it("copes with huge messages", () => {
    const huge = [
      "Toronto M5V 2020 Honda Civic licensed 12 years no tickets ".repeat(5000),
      "9".repeat(200_000),
      "a ".repeat(100_000),
      "🚗".repeat(100_000),
      "\ud800".repeat(100_000),
      "licensed licensed licensed for for for ".repeat(10_000),
      "no tickets or accidents or tickets or ".repeat(10_000),
    ];
    for (const text of huge) {
      const result = nextTurn(initialState(), text, context);
      expectValid(result.fields);
    }
    expect(MAX_MESSAGE_LENGTH).toBeLessThanOrEqual(5000);
  });

  it("is deterministic", () => {
    fc.assert(
      fc.property(message, (text) => {
        const state = startConversation().state;
        expect(nextTurn(state, text, context)).toEqual(nextTurn(state, text, context));
      }),
      { numRuns: 200 },
    );
  });
});
