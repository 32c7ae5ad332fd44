import { PATH_BY_TOOL_NAME, type QuoteToolName } from "../shared/quote-fields";
import { DEDUCTIBLES, LIABILITY_LIMITS } from "../shared/quote-request";
import { PROVINCE_CODES, provinceName } from "../shared/provinces";
import { provinceForFsa } from "../shared/postal-codes";
import {
  type CollectedFields,
  deleteSlot,
  type FieldKey,
  getSlot,
  message,
  type Rejection,
  rejection,
  setSlot,
  type SlotKey,
  type SlotValues,
  validateSlot,
} from "./slots";
import "../i18n/messages/quote-validation";
import "../i18n/messages/server";

/**
 * What an optional LLM provider may do in the conversation (decision 0016): read slot values out of
 * the visitor's message through one tool call, checked here by the same shared schema as the
 * built-in engine, and re-phrase a reply the engine wrote, under a guard that refuses any number the
 * draft did not hold. Everything in this file is pure: the prompts, the tool, the checks.
 */

/** The tool's argument names and the collected field each one fills. */
export const TOOL_FIELDS = PATH_BY_TOOL_NAME;

export const SLOT_TOOL_NAME = "record_quote_details";

const integer = (description: string, minimum = 0) => ({ type: "integer", minimum, description });
const text = (description: string) => ({ type: "string", description });

/** The tool definition (OpenAI-compatible `tools` entry); every property optional, nothing else allowed. */
export const SLOT_TOOL = {
  type: "function",
  function: {
    name: SLOT_TOOL_NAME,
    description:
      "Record the car insurance quote details the visitor stated in their latest message. Only include values " +
      "the visitor actually stated or corrected; leave everything else out. Call with {} when there are none.",
    parameters: {
      type: "object",
      additionalProperties: false,
      properties: {
        // Every field of the table, described for the model (the compiler checks none is missing).
        province: { type: "string", enum: [...PROVINCE_CODES], description: "Canadian province or territory code" },
        postal_code: text("Postal code or its first three characters (forward sortation area)"),
        city: text("City or town"),
        vehicle_year: integer("Model year of the vehicle", 1900),
        vehicle_make: text("Vehicle manufacturer, e.g. Toyota"),
        vehicle_model: text("Vehicle model, e.g. Corolla"),
        vehicle_trim: text("Trim level, e.g. LE"),
        years_licensed: integer("Years the driver has been licensed"),
        tickets_last_3_years: integer("Traffic tickets in the last 3 years"),
        accidents_last_6_years: integer("At-fault or other accidents in the last 6 years"),
        liability_limit: { type: "integer", enum: LIABILITY_LIMITS.map(Number), description: "Liability limit in CAD" },
        collision: { type: "boolean", description: "Whether collision coverage is wanted" },
        comprehensive: { type: "boolean", description: "Whether comprehensive coverage is wanted" },
        deductible: { type: "integer", enum: [...DEDUCTIBLES], description: "Deductible in CAD" },
      } satisfies Record<QuoteToolName, unknown>,
    },
  },
} as const;

/** The system prompt for slot extraction: what is known and what was just asked, never the visitor's data elsewhere. */
export function extractionPrompt(known: CollectedFields, lastAsked: SlotKey | null, currentYear: number): string {
  return [
    "You read messages sent to QuoteMaple's car insurance quote assistant in Canada.",
    `Call ${SLOT_TOOL_NAME} exactly once with the details the visitor's latest message states.`,
    "A correction replaces an earlier value. Do not guess values that were not stated.",
    `The current year is ${currentYear}.`,
    lastAsked ? `The assistant just asked for: ${lastAsked}.` : "",
    `Already known: ${JSON.stringify(known)}.`,
  ]
    .filter(Boolean)
    .join("\n");
}

export type ToolExtraction = { values: CollectedFields; rejected: Rejection[] };

function normalizeToolValue(field: FieldKey, value: unknown): unknown {
  if (field === "coverage.liability_limit" && typeof value === "number") return String(value);
  if (field === "region.postal_fsa" && typeof value === "string") return value.replace(/\s+/g, "").slice(0, 3);
  return value;
}

/**
 * The tool call's arguments (JSON text from the provider) as collected fields. Each value passes the
 * shared schema's rule for its field or comes back rejected with the field key and the reason;
 * unknown names and malformed JSON are ignored (the provider is outside our system).
 */
export function parseToolArguments(
  argumentsJson: string,
  context: { currentYear: number; known: CollectedFields },
): ToolExtraction {
  const { currentYear } = context;
  let parsed: unknown;
  try {
    parsed = JSON.parse(argumentsJson);
  } catch {
    return { values: {}, rejected: [] };
  }
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) return { values: {}, rejected: [] };
  let values: CollectedFields = {};
  const rejected: Rejection[] = [];
  for (const [name, field] of Object.entries(TOOL_FIELDS)) {
    if (!Object.hasOwn(parsed, name)) continue;
    const raw = (parsed as Record<string, unknown>)[name];
    if (raw === null || raw === undefined || raw === "") continue;
    const check = validateSlot(field, normalizeToolValue(field, raw), currentYear);
    if (check.ok) values = setSlot(values, field, check.value as SlotValues[FieldKey] as never);
    else rejected.push(rejection(field, message("chat.reason.invalid", { reason: check.reason })));
  }
  // The shared schema's cross-field rules, as the built-in engine applies them: a postal code must be in
  // the province (a known one, or the one it names), and one in the territories is not used.
  const fsa = getSlot(values, "region.postal_fsa");
  if (fsa) {
    const fsaProvince = provinceForFsa(fsa);
    const effective = getSlot(values, "region.province") ?? getSlot(context.known, "region.province");
    if (!fsaProvince || (effective && effective !== fsaProvince)) {
      values = deleteSlot(values, "region.postal_fsa");
      rejected.push(
        rejection(
          "region.postal_fsa",
          fsaProvince
            ? message("quote.validation.postalProvince", { postal: fsa, province: provinceName(effective) })
            : message("chat.reason.postalTerritory", { postal: fsa }),
        ),
      );
    } else if (!effective) values = setSlot(values, "region.province", fsaProvince);
  }
  return { values, rejected };
}

/** The system prompt for phrasing one reply the engine wrote. */
export const PHRASING_PROMPT = [
  "You are QuoteMaple's friendly assistant for Canadian insurance quotes. We are not a broker.",
  "Rewrite the DRAFT reply so it reads naturally and warmly, in at most three short sentences more than it has.",
  "Keep every fact, number, amount and question of the draft. Add no facts, prices, percentages, promises or advice.",
  "Plain text only: no markdown, no HTML, no links.",
].join("\n");

/** The system prompt for answering a question from one of our own pages, and nothing else. */
export const ANSWER_PROMPT = [
  "You are QuoteMaple's assistant for Canadian insurance questions. We are not a broker.",
  "Answer the visitor's question using ONLY the PASSAGE from our site. If the passage does not answer it,",
  "reply with the passage's most relevant sentence. Never add prices, figures or facts the passage lacks.",
  "Plain text only, at most four sentences.",
].join("\n");

/** Longest reply we accept from the provider. */
export const PHRASED_MAX_LENGTH = 900;

function numbersIn(value: string): Set<string> {
  return new Set([...value.replace(/(?<=\d),(?=\d{3})/g, "").matchAll(/\d+(?:\.\d+)?/g)].map((match) => match[0]));
}

/**
 * Whether a provider's phrasing may replace the draft: not empty, not too long, no markup, and no
 * number that the draft (or the allowed source text) does not hold — so it cannot invent a price or a
 * fact. Numbers of the draft it drops are refused too: they carry what the visitor was told.
 */
export function acceptPhrasing(draft: string, phrased: string, source = ""): string | null {
  const candidate = phrased.trim();
  if (!candidate || candidate.length > PHRASED_MAX_LENGTH) return null;
  if (/[<>]|\]\(|https?:\/\//i.test(candidate)) return null;
  const allowed = numbersIn(`${draft} ${source}`);
  const used = numbersIn(candidate);
  for (const number of used) if (!allowed.has(number)) return null;
  if (!source) for (const number of numbersIn(draft)) if (!used.has(number)) return null;
  return candidate;
}
