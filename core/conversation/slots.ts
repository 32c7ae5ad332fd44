import type { MessageKey } from "../i18n/messages-en";
import { t, type MessageParams } from "../i18n/translate";
import { type ProvinceCode } from "../shared/provinces";
import { type DEDUCTIBLES, type LIABILITY_LIMITS, quoteRequestSchemaFor } from "../shared/quote-request";
import { QUOTE_FIELDS, type QuoteFieldPath } from "../shared/quote-fields";
import { z } from "../shared/zod";
import "../i18n/messages/quote-validation";

/**
 * The fields the assistant collects: a partial structured Quote request (quote-side spec, section 3).
 * Everything is optional while the conversation runs; `toQuoteRequest` (engine.ts) validates the whole.
 */
export type LiabilityLimit = (typeof LIABILITY_LIMITS)[number];
export type Deductible = (typeof DEDUCTIBLES)[number];

export type CollectedFields = {
  region?: { country?: "CA"; province?: ProvinceCode; postal_fsa?: string };
  location?: { city?: string };
  vehicle?: { year?: number; make?: string; model?: string; trim?: string };
  driver?: { years_licensed?: number; tickets_last_3y?: number; accidents_last_6y?: number };
  coverage?: {
    liability_limit?: LiabilityLimit;
    collision?: boolean;
    comprehensive?: boolean;
    deductible?: Deductible;
  };
  /**
   * A household (issue 25, decision 0062): every driver and vehicle as the Quote request lists them,
   * the visitor's own first (the single keys above); present only once another one was added.
   */
  drivers?: { age?: number; years_licensed?: number; tickets_last_3y?: number; accidents_last_6y?: number }[];
  vehicles?: { year?: number; make?: string; model?: string; trim?: string; principal_driver?: number }[];
};

/** Every collected field by its dotted path, with the type of its value. */
export type SlotValues = {
  "region.province": ProvinceCode;
  "region.postal_fsa": string;
  "location.city": string;
  "vehicle.year": number;
  "vehicle.make": string;
  "vehicle.model": string;
  "vehicle.trim": string;
  "driver.years_licensed": number;
  "driver.tickets_last_3y": number;
  "driver.accidents_last_6y": number;
  "coverage.liability_limit": LiabilityLimit;
  "coverage.collision": boolean;
  "coverage.comprehensive": boolean;
  "coverage.deductible": Deductible;
};

export type FieldKey = keyof SlotValues;

// The table of fields and the slots' value types list the same paths.
type SamePaths<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
const _slotsCoverEveryField: SamePaths<FieldKey, QuoteFieldPath> = true;

/**
 * What the assistant can have just asked: one field, or one of two grouped questions:
 * "vehicle" (year, make and model at once) and "coverage" ("keep the standard coverage?").
 */
export type SlotKey = FieldKey | "vehicle" | "coverage";

export const FIELD_KEYS: readonly FieldKey[] = QUOTE_FIELDS.map((field) => field.path);

/** The fields a Quote request cannot do without, in the order the assistant asks for them. */
export const REQUIRED_KEYS: readonly FieldKey[] = [
  "region.province",
  "vehicle.year",
  "vehicle.make",
  "vehicle.model",
  "driver.years_licensed",
  "driver.tickets_last_3y",
  "driver.accidents_last_6y",
  "coverage.liability_limit",
  "coverage.collision",
  "coverage.comprehensive",
  "coverage.deductible",
];

export const COVERAGE_KEYS = [
  "coverage.liability_limit",
  "coverage.collision",
  "coverage.comprehensive",
  "coverage.deductible",
] as const satisfies readonly FieldKey[];

/**
 * The standard coverage: $1,000,000 liability, collision and comprehensive, $500 deductible. The
 * assistant offers it once ("keep the standard coverage?") and applies it at once when the visitor
 * says "standard" or "defaults"; it never applies it without saying so.
 */
export const STANDARD_COVERAGE: { [K in (typeof COVERAGE_KEYS)[number]]: SlotValues[K] } = {
  "coverage.liability_limit": "1000000",
  "coverage.collision": true,
  "coverage.comprehensive": true,
  "coverage.deductible": 500,
};

/** One catalogue message: what the assistant says, in any language the catalogue has. */
export type ReplyMessage = { key: MessageKey; params: MessageParams };

/** A value the visitor gave that cannot be used: the field key, the reason in words, the message to show. */
export type Rejection = { key: string; reason: string; message: ReplyMessage };

export function message(key: MessageKey, params: MessageParams = {}): ReplyMessage {
  return { key, params };
}

export function rejection(key: string, reply: ReplyMessage): Rejection {
  return { key, reason: t(reply.key, reply.params), message: reply };
}

function split(key: FieldKey): [string, string] {
  const dot = key.indexOf(".");
  return [key.slice(0, dot), key.slice(dot + 1)];
}

type Groups = Record<string, Record<string, unknown> | undefined>;

export function getSlot<K extends FieldKey>(fields: CollectedFields, key: K): SlotValues[K] | undefined {
  const [group, name] = split(key);
  return (fields as Groups)[group]?.[name] as SlotValues[K] | undefined;
}

export function hasSlot(fields: CollectedFields, key: FieldKey): boolean {
  return getSlot(fields, key) !== undefined;
}

/** A copy of `fields` with one value set; setting the province also sets the country (always CA). */
export function setSlot<K extends FieldKey>(fields: CollectedFields, key: K, value: SlotValues[K]): CollectedFields {
  const [group, name] = split(key);
  const groups = { ...(fields as Groups) };
  const next: Record<string, unknown> = { ...groups[group], [name]: value };
  if (key === "region.province") next.country = "CA";
  groups[group] = next;
  return groups as CollectedFields;
}

/** A copy of `fields` without one value; an emptied group is removed. */
export function deleteSlot(fields: CollectedFields, key: FieldKey): CollectedFields {
  const [group, name] = split(key);
  const groups = { ...(fields as Groups) };
  const current = groups[group];
  if (!current || !(name in current)) return fields;
  const next = { ...current };
  delete next[name];
  if (group === "region" && name === "province") delete next.country;
  if (Object.keys(next).length === 0) delete groups[group];
  else groups[group] = next;
  return groups as CollectedFields;
}

/** The keys that hold a value, in FIELD_KEYS order. */
export function filledKeys(fields: CollectedFields): FieldKey[] {
  return FIELD_KEYS.filter((key) => hasSlot(fields, key));
}

export function missingRequired(fields: CollectedFields): FieldKey[] {
  return REQUIRED_KEYS.filter((key) => !hasSlot(fields, key));
}

/** Copies every value of `values` over `fields` (later answers replace earlier ones). */
export function mergeFields(fields: CollectedFields, values: CollectedFields): CollectedFields {
  let merged = fields;
  for (const key of filledKeys(values)) merged = setSlot(merged, key, getSlot(values, key) as SlotValues[typeof key]);
  return merged;
}

/** The shared Quote request schema for a year (built once per year). */
export const quoteSchema = quoteRequestSchemaFor;

/** A schema without its `.optional()`: a slot holds a value or is absent. */
const required = (schema: z.ZodType): z.ZodType =>
  schema instanceof z.ZodOptional ? required(schema.unwrap() as z.ZodType) : schema;

/** The rule of one field: its place in the request schema, found by its path. */
function fieldSchema(key: FieldKey, currentYear: number): z.ZodType {
  const [group, name] = split(key);
  const groupSchema = required(quoteRequestSchemaFor(currentYear).shape[group as keyof CollectedFields]);
  return required((groupSchema as z.ZodObject<Record<string, z.ZodType>>).shape[name]!);
}

export type SlotCheck<K extends FieldKey> = { ok: true; value: SlotValues[K] } | { ok: false; reason: string };

/**
 * Checks one value with the shared Quote request schema's rule for that field. Text comes back
 * trimmed (and the FSA upper-cased) as the schema leaves it; the liability limit stays the schema's
 * input text ("1000000").
 */
export function validateSlot<K extends FieldKey>(key: K, value: unknown, currentYear: number): SlotCheck<K> {
  const result = fieldSchema(key, currentYear).safeParse(value);
  if (!result.success) return { ok: false, reason: result.error.issues[0]?.message ?? t("quote.validation.province") };
  const parsed = key === "coverage.liability_limit" ? value : result.data;
  return { ok: true, value: parsed as SlotValues[K] };
}
