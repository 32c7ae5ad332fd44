import { currentLanguage, t } from "../i18n/translate";
import { quoteRequestSchemaFor } from "../shared/quote-request";
import { HOUSEHOLD_LIMITS } from "../shared/quote-request-fields";
import type { z } from "../shared/zod";
import { extractSlots } from "./extract";
import { statedAge } from "./extract-driver";
import { numberize } from "./numbers";
import { type CollectedFields, type FieldKey, message, type ReplyMessage, type SlotKey } from "./slots";
import "../i18n/messages/server";
import "../i18n/messages/quote-validation";

// The assistant's household (issue 25, decision 0062): after the visitor's own driver and vehicle,
// more drivers (up to 4 in all) and vehicles (up to 3) are added on request ("add a driver",
// "ajouter un véhicule"), one question at a time, each value checked by the Quote request schema's
// rule for that list item. The visitor's own answers stay the single keys (`driver.*`, `vehicle.*`);
// the lists are laid beside them in `fields` as the request's `drivers` and `vehicles` (the first of
// each being the visitor's), so the consent hands the quote the same request the wizard does.

export const DRIVER_FIELDS = ["age", "years_licensed", "tickets_last_3y", "accidents_last_6y"] as const;
export type DriverField = (typeof DRIVER_FIELDS)[number];
export type AddedDriver = { [Field in DriverField]?: number };
export type AddedVehicle = { year?: number; make?: string; model?: string; trim?: string; principal_driver?: number };

/** The drivers and vehicles added after the visitor's own (the second onward of each list). */
export type Household = { drivers: AddedDriver[]; vehicles: AddedVehicle[] };

/** What the household part of the conversation asked last. `index` is the place in the added list. */
export type HouseholdQuestion =
  | { kind: "selfAge" }
  | { kind: "driver"; index: number; field: DriverField }
  | { kind: "vehicle"; index: number; field: "vehicle" | "year" | "make" | "model" }
  | { kind: "principal"; index: number };

export const EMPTY_HOUSEHOLD: Household = { drivers: [], vehicles: [] };

export function hasHousehold(household: Household | undefined): household is Household {
  return household !== undefined && (household.drivers.length > 0 || household.vehicles.length > 0);
}

type List = "drivers" | "vehicles";

// "add a driver", "add my wife as a driver", "add another car to the quote", "ajouter un conducteur",
// "ajoutez ma fille comme conductrice", "un autre véhicule à la soumission". An explicit request only:
// a spouse's record or "my other car" said in passing adds nobody (they are not the visitor's, 0038).
const ADD_EN =
  /\b(?:add(?:ing)?|include|also insure)\s+(?:(?:on|in)\s+)?(?:a|an|another|one more|the|my)?\s*(?:second|third|fourth|2nd|3rd|4th|other|additional|extra)?\s*(?:(driver|vehicle|car|truck|suv|van)\b|(?:[a-z]+\s+){1,2}as\s+(?:a|an)?\s*(?:second\s+|additional\s+|occasional\s+)?(driver)\b)/g;
const ANOTHER_EN =
  /\b(?:another|a second|a third|one more|an additional|an extra)\s+(driver|vehicle|car)\s+(?:to|on|in)\s+(?:the|my)\s+(?:quote|policy)\b/g;
const ADD_FR =
  /\b(?:ajout(?:er|e|ez|ons)|rajout(?:er|e|ez)|inclure|inscri(?:re|vez))\s+(?:(?:un|une|mon|ma|mes|le|la)\s+)?(?:(?:autre|deuxi[eè]me|second|seconde|troisi[eè]me|2e|3e)\s+)?(?:(conducteur|conductrice|v[eé]hicule|voiture|auto|char|camion)\b|(?:[a-zà-ÿ']+\s+){1,2}comme\s+(?:un\s+|une\s+)?(?:deuxi[eè]me\s+)?(conducteur|conductrice)\b)/g;
const ANOTHER_FR =
  /\b(?:un|une)\s+(?:autre|deuxi[eè]me|second|seconde)\s+(conducteur|conductrice|v[eé]hicule|voiture|auto)\s+(?:[aà]|dans|sur)\s+(?:la|ma)\s+(?:soumission|police)\b/g;

const DRIVER_WORD = /^(?:driver|conducteur|conductrice)$/;

/** The drivers and vehicles a message asks to add, in the order it names them. */
export function readAddRequests(text: string): List[] {
  const lower = text.toLowerCase();
  const found: { at: number; end: number; list: List }[] = [];
  for (const pattern of [ADD_EN, ANOTHER_EN, ADD_FR, ANOTHER_FR]) {
    for (const match of lower.matchAll(pattern)) {
      const noun = match[1] ?? match[2] ?? "";
      const end = match.index + match[0].length;
      // "add another car to the quote" is one request, however many patterns read it.
      if (found.some((entry) => entry.at < end && match.index < entry.end)) continue;
      found.push({ at: match.index, end, list: DRIVER_WORD.test(noun) ? "drivers" : "vehicles" });
    }
  }
  return found.sort((a, b) => a.at - b.at).map((entry) => entry.list);
}

/** Adds what was asked for, up to the limits; says so when a list is full. */
export function addToHousehold(household: Household, requests: List[]): { household: Household; full: List[] } {
  let drivers = household.drivers;
  let vehicles = household.vehicles;
  const full: List[] = [];
  for (const list of requests) {
    if (list === "drivers") {
      if (drivers.length + 1 < HOUSEHOLD_LIMITS.driversMax) drivers = [...drivers, {}];
      else if (!full.includes(list)) full.push(list);
    } else if (vehicles.length + 1 < HOUSEHOLD_LIMITS.vehiclesMax) vehicles = [...vehicles, {}];
    else if (!full.includes(list)) full.push(list);
  }
  return { household: { drivers, vehicles }, full };
}

/** The next thing the household still needs, in order: the visitor's age, each driver, each vehicle. */
export function nextHouseholdQuestion(household: Household, age: number | undefined): HouseholdQuestion | null {
  if (household.drivers.length > 0 && age === undefined) return { kind: "selfAge" };
  for (const [index, driver] of household.drivers.entries()) {
    const field = DRIVER_FIELDS.find((name) => driver[name] === undefined);
    if (field) return { kind: "driver", index, field };
  }
  for (const [index, vehicle] of household.vehicles.entries()) {
    if (vehicle.year === undefined && vehicle.make === undefined && vehicle.model === undefined) {
      return { kind: "vehicle", index, field: "vehicle" };
    }
    if (vehicle.make === undefined) return { kind: "vehicle", index, field: "make" };
    if (vehicle.model === undefined) return { kind: "vehicle", index, field: "model" };
    if (vehicle.year === undefined) return { kind: "vehicle", index, field: "year" };
    if (household.drivers.length > 0 && vehicle.principal_driver === undefined) return { kind: "principal", index };
  }
  return null;
}

export function describeAddedVehicle(vehicle: AddedVehicle): string {
  return [vehicle.year, vehicle.make, vehicle.model, vehicle.trim].filter((part) => part !== undefined).join(" ");
}

/** The numbers a visitor may answer "who drives it most" with: "2" or "2, 3" ("2 or 3" in words). */
function otherDriverNumbers(household: Household): string {
  const numbers = household.drivers.map((_, index) => String(index + 2));
  if (numbers.length <= 1) return numbers.join("");
  const or = currentLanguage() === "fr" ? " ou " : " or ";
  return `${numbers.slice(0, -1).join(", ")}${or}${numbers.at(-1)}`;
}

export function householdQuestionMessage(question: HouseholdQuestion, household: Household): ReplyMessage {
  switch (question.kind) {
    case "selfAge":
      return message("chat.household.askSelfAge");
    case "driver": {
      const number = question.index + 2;
      const key = {
        age: "chat.household.askDriverAge",
        years_licensed: "chat.household.askDriverYears",
        tickets_last_3y: "chat.household.askDriverTickets",
        accidents_last_6y: "chat.household.askDriverAccidents",
      } as const;
      return message(key[question.field], { number });
    }
    case "vehicle": {
      const number = question.index + 2;
      const vehicle = household.vehicles[question.index] ?? {};
      if (question.field === "year") {
        return message("chat.household.askVehicleYear", { vehicle: describeAddedVehicle(vehicle) });
      }
      if (question.field === "make") return message("chat.household.askVehicleMake", { number });
      if (question.field === "model")
        return message("chat.household.askVehicleModel", { number, make: vehicle.make ?? "" });
      return message("chat.household.askVehicle", { number });
    }
    case "principal": {
      const vehicle = household.vehicles[question.index] ?? {};
      return message("chat.household.askPrincipal", {
        vehicle: describeAddedVehicle(vehicle),
        numbers: otherDriverNumbers(household),
      });
    }
  }
}

/** The shared schema's rule for one field of a listed driver: the same rule the wizard and the API use. */
function driverFieldSchema(field: DriverField, currentYear: number): z.ZodType {
  const drivers = quoteRequestSchemaFor(currentYear).shape.drivers.unwrap();
  return (drivers.element as z.ZodObject<Record<DriverField, z.ZodType>>).shape[field];
}

/** Checks a listed driver's value with the Quote request schema; the reason in the visitor's language. */
export function validateDriverField(
  field: DriverField,
  value: number,
  currentYear: number,
): { ok: true; value: number } | { ok: false; reason: string } {
  const result = driverFieldSchema(field, currentYear).safeParse(value);
  if (result.success) return { ok: true, value: result.data as number };
  return { ok: false, reason: result.error.issues[0]?.message ?? t("quote.validation.driverAge") };
}

// Someone else's record told in the third person ("she has one ticket", "my son's been licensed 3
// years") is, in answer to a question about that driver, theirs: read as the grammar reads the
// visitor's own.
const THIRD_PERSON: [RegExp, string][] = [
  [
    /\b(?:my\s+(?:wife|husband|spouse|partner|son|daughter|kid|child|boy|girl|mom|mother|dad|father|brother|sister|girlfriend|boyfriend|roommate)|she|he|they)(?:'s|\s+has|\s+have)\b/g,
    "I have",
  ],
  [
    /\b(?:my\s+(?:wife|husband|spouse|partner|son|daughter|kid|child|boy|girl|mom|mother|dad|father|brother|sister|girlfriend|boyfriend|roommate)|she|he|they)\b/g,
    "I",
  ],
  [/\b(?:his|her|their)\b/g, "my"],
];

function asFirstPerson(text: string): string {
  let out = text.toLowerCase();
  for (const [pattern, replacement] of THIRD_PERSON) out = out.replace(pattern, replacement);
  return out;
}

/** An age said alone or in a sentence ("19", "she's nineteen", "il a 19 ans", "I'm 47"). */
export function readAge(text: string): number | null {
  const lower = numberize(text.toLowerCase());
  const stated = statedAge(asFirstPerson(lower));
  if (stated !== null) return stated;
  const numbers = [...lower.matchAll(/(?<![\d.])(\d{1,3})(?![\d.])/g)];
  return numbers.length === 1 ? Number((numbers[0] as RegExpMatchArray)[1]) : null;
}

const CANCEL =
  /^(?:no\b|non\b|nope\b|never ?mind|cancel|forget (?:it|that)|annul(?:e|er|ez)|laisse(?:z)? faire|oublie(?:z)?)/;

/** A "no" or "cancel" said instead of an added driver's or vehicle's first answer: it is left off. */
export function cancelsAdded(text: string, question: HouseholdQuestion): boolean {
  const first =
    (question.kind === "driver" && question.field === "age") ||
    (question.kind === "vehicle" && question.field === "vehicle");
  return first && CANCEL.test(text.trim().toLowerCase());
}

const ME =
  /^(?:me|i do|i drive it|myself|mine|moi|c'est moi|moi-m[eê]me|driver 1|conducteur 1|the first|le premier|1)\b/;
const ORDINALS: [RegExp, number][] = [
  [/\b(?:second|2nd|deuxi[eè]me|2e)\b/, 1],
  [/\b(?:third|3rd|troisi[eè]me|3e)\b/, 2],
  [/\b(?:fourth|4th|quatri[eè]me|4e)\b/, 3],
];

/** Who drives a vehicle most: 0 for the visitor, a listed driver's index, or null when unclear. */
export function readPrincipal(text: string, household: Household): number | null {
  const lower = numberize(text.trim().toLowerCase());
  if (ME.test(lower)) return 0;
  const count = household.drivers.length + 1;
  for (const [pattern, index] of ORDINALS) if (pattern.test(lower)) return index < count ? index : null;
  const numbered = /(?:^|\s|#)([1-4])\b/.exec(lower);
  if (numbered) {
    const index = Number(numbered[1]) - 1;
    return index < count ? index : null;
  }
  // "she does", "my son", "l'autre": the one other driver, when there is only one.
  if (count === 2 && /\b(?:she|he|they|him|her|my \w+|the other|l'autre|elle|lui|mon \w+|ma \w+)\b/.test(lower))
    return 1;
  return null;
}

export type HouseholdReading = {
  household: Household;
  /** The visitor's own age, when this answer gave it. */
  age?: number;
  replies: ReplyMessage[];
  /** Whether the answer was read (a value, a refusal or a cancellation). */
  understood: boolean;
};

/** Reads the answer to a household question; every value is checked by the shared schema. */
export function readHouseholdAnswer(
  household: Household,
  question: HouseholdQuestion,
  text: string,
  context: { currentYear: number; currentMonth?: number | undefined; known: CollectedFields; age?: number | undefined },
): HouseholdReading {
  if (cancelsAdded(text, question)) {
    const list = question.kind === "driver" ? "drivers" : "vehicles";
    const index = question.kind === "selfAge" ? 0 : question.index;
    const next: Household =
      list === "drivers"
        ? {
            drivers: household.drivers.filter((_, place) => place !== index),
            // A vehicle given to the driver left off goes back to the visitor; later drivers move up.
            vehicles: household.vehicles.map((vehicle) => {
              const principal = vehicle.principal_driver;
              const removed = index + 1;
              if (principal === undefined || principal < removed) return vehicle;
              return { ...vehicle, principal_driver: principal === removed ? 0 : principal - 1 };
            }),
          }
        : { ...household, vehicles: household.vehicles.filter((_, place) => place !== index) };
    const key = list === "drivers" ? "chat.household.removed.driver" : "chat.household.removed.vehicle";
    return { household: next, replies: [message(key, { number: index + 2 })], understood: true };
  }
  switch (question.kind) {
    case "selfAge":
    case "driver": {
      if (question.kind === "selfAge" || question.field === "age") {
        const number = question.kind === "selfAge" ? 1 : question.index + 2;
        const age = readAge(text);
        if (age === null) return { household, replies: [message("chat.household.ageUnclear")], understood: false };
        const check = validateDriverField("age", age, context.currentYear);
        if (!check.ok) {
          return {
            household,
            replies: [message("chat.household.invalid", { number, reason: check.reason })],
            understood: true,
          };
        }
        // The visitor's years licensed, already held, bound the age they give now (the schema's rule).
        const years = question.kind === "selfAge" ? context.known.driver?.years_licensed : undefined;
        if (years !== undefined && years > Math.max(0, check.value - 14)) {
          const reason = t("quote.validation.licensedVsAge", { age: check.value, max: Math.max(0, check.value - 14) });
          return { household, replies: [message("chat.household.invalid", { number, reason })], understood: true };
        }
        if (question.kind === "selfAge") return { household, age: check.value, replies: [], understood: true };
        return { household: setDriver(household, question.index, { age: check.value }), replies: [], understood: true };
      }
      const driver = household.drivers[question.index] ?? {};
      const { age: driverAge, ...record } = driver;
      const extraction = extractSlots(asFirstPerson(text), {
        currentYear: context.currentYear,
        currentMonth: context.currentMonth,
        known: { ...(context.known.region ? { region: context.known.region } : {}), driver: record },
        lastAsked: `driver.${question.field}` as FieldKey,
        age: driverAge,
      });
      const number = question.index + 2;
      const replies = extraction.rejected
        .filter((entry) => entry.key.startsWith("driver."))
        .map((entry) => message("chat.household.invalid", { number, reason: entry.reason }));
      const values: AddedDriver = {};
      for (const field of DRIVER_FIELDS) {
        if (field === "age") continue;
        const value = extraction.values.driver?.[field];
        if (value === undefined) continue;
        const check = validateDriverField(field, value, context.currentYear);
        if (check.ok) values[field] = check.value;
      }
      const understood = Object.keys(values).length > 0 || replies.length > 0;
      return { household: setDriver(household, question.index, values), replies, understood };
    }
    case "vehicle": {
      const vehicle = household.vehicles[question.index] ?? {};
      const { principal_driver: _principal, ...known } = vehicle;
      const lastAsked: SlotKey = question.field === "vehicle" ? "vehicle" : `vehicle.${question.field}`;
      const extraction = extractSlots(text, {
        currentYear: context.currentYear,
        currentMonth: context.currentMonth,
        known: { ...(context.known.region ? { region: context.known.region } : {}), vehicle: known },
        lastAsked,
      });
      // The vehicle reader checks each value with the request's vehicle rule, the list item's too.
      const read = extraction.values.vehicle ?? {};
      const replies = extraction.rejected
        .filter((entry) => entry.key.startsWith("vehicle."))
        .map((entry) => entry.message);
      const next: AddedVehicle = { ...vehicle, ...read };
      if (read.model !== undefined && read.model !== vehicle.model && read.trim === undefined) delete next.trim;
      const household2 = {
        ...household,
        vehicles: household.vehicles.map((entry, place) => (place === question.index ? next : entry)),
      };
      const understood = Object.keys(read).length > 0 || replies.length > 0;
      if (Object.keys(read).length > 0)
        replies.unshift(message("chat.confirm.vehicle", { vehicle: describeAddedVehicle(next) }));
      return { household: household2, replies, understood };
    }
    case "principal": {
      const principal = readPrincipal(text, household);
      if (principal === null) {
        return {
          household,
          replies: [message("chat.household.principalUnclear", { numbers: otherDriverNumbers(household) })],
          understood: true,
        };
      }
      return {
        household: {
          ...household,
          vehicles: household.vehicles.map((entry, place) =>
            place === question.index ? { ...entry, principal_driver: principal } : entry,
          ),
        },
        replies: [],
        understood: true,
      };
    }
  }
}

function setDriver(household: Household, index: number, values: AddedDriver): Household {
  return {
    ...household,
    drivers: household.drivers.map((driver, place) => (place === index ? { ...driver, ...values } : driver)),
  };
}

/**
 * The fields with the household's lists laid beside the single keys, as the Quote request takes them:
 * the visitor's driver and vehicle first. A vehicle whose principal driver was not asked (there is
 * only the visitor) is the visitor's. Without a household the fields have no lists.
 */
export function withHouseholdLists(
  fields: CollectedFields,
  household: Household | undefined,
  age: number | undefined,
): CollectedFields {
  const { drivers: _drivers, vehicles: _vehicles, ...single } = fields;
  if (!hasHousehold(household)) return single;
  const lists: Pick<CollectedFields, "drivers" | "vehicles"> = {};
  if (household.drivers.length > 0) {
    lists.drivers = [{ ...(age !== undefined ? { age } : {}), ...fields.driver }, ...household.drivers];
  }
  if (household.vehicles.length > 0) {
    lists.vehicles = [
      { ...fields.vehicle, principal_driver: 0 },
      ...household.vehicles.map((vehicle) => ({ ...vehicle, principal_driver: vehicle.principal_driver ?? 0 })),
    ];
  }
  return { ...single, ...lists };
}

/** The summary shown before consent: every driver and vehicle the quote will list. */
export function householdSummary(
  fields: CollectedFields,
  household: Household,
  age: number | undefined,
): ReplyMessage[] {
  const replies: ReplyMessage[] = [message("chat.household.summary")];
  const record = (driver: AddedDriver) => ({
    age: driver.age ?? "",
    years: driver.years_licensed ?? "",
    tickets: driver.tickets_last_3y ?? "",
    accidents: driver.accidents_last_6y ?? "",
  });
  replies.push(
    message("chat.household.driverSelf", record({ ...fields.driver, ...(age !== undefined ? { age } : {}) })),
  );
  household.drivers.forEach((driver, index) => {
    replies.push(message("chat.household.driverOther", { number: index + 2, ...record(driver) }));
  });
  const who = (index: number) =>
    index === 0 ? t("chat.household.you") : t("chat.household.driverName", { number: index + 1 });
  const vehicles = [{ ...fields.vehicle, principal_driver: 0 }, ...household.vehicles];
  vehicles.forEach((vehicle, index) => {
    replies.push(
      message("chat.household.vehicleLine", {
        number: index + 1,
        vehicle: describeAddedVehicle(vehicle),
        driver: who(vehicle.principal_driver ?? 0),
      }),
    );
  });
  household.drivers.forEach((_, index) => {
    if (!vehicles.some((vehicle) => (vehicle.principal_driver ?? 0) === index + 1)) {
      replies.push(message("chat.household.occasional", { number: index + 2 }));
    }
  });
  return replies;
}
