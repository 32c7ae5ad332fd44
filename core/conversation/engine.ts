import { currentLanguage, t } from "../i18n/translate";
import { provinceForFsa } from "../shared/postal-codes";
import { provinceName, type ProvinceCode } from "../shared/provinces";
import { type QuoteRequest, type QuoteRequestInput } from "../shared/quote-request";
import { readAnswer } from "./answer-target";
import { type Extraction, speaksForSomeoneElse } from "./extract";
import type { CarSaid } from "./candidates";
import type { ToolExtraction } from "./llm-tools";
import { placesNamed } from "../shared/gazetteer";
import { CITIES } from "./places";
import {
  COVERAGE_KEYS,
  type CollectedFields,
  deleteSlot,
  FIELD_KEYS,
  filledKeys,
  type FieldKey,
  getSlot,
  hasSlot,
  message,
  mergeFields,
  quoteSchema,
  type Rejection,
  rejection,
  type ReplyMessage,
  setSlot,
  type SlotKey,
  type SlotValues,
  STANDARD_COVERAGE,
} from "./slots";
import { isResetPhrase } from "./reset-phrases";
import {
  addToHousehold,
  EMPTY_HOUSEHOLD,
  hasHousehold,
  type Household,
  type HouseholdQuestion,
  householdQuestionMessage,
  householdSummary,
  nextHouseholdQuestion,
  readAddRequests,
  readHouseholdAnswer,
  type HouseholdReading,
  withHouseholdLists,
} from "./household";
import { key } from "./text";
import { findMake, modelByKey } from "./vehicles";
import "../i18n/messages/server";

export { isResetPhrase, RESET_PHRASES } from "./reset-phrases";

export type ConversationContext = { currentYear: number; currentMonth?: number | undefined };

/** Whether the visitor took the standard coverage, asked to choose it field by field, or has not said yet. */
export type CoverageChoice = "standard" | "custom" | null;

export type ConversationState = {
  fields: CollectedFields;
  /** The question the last reply ended with, so a bare answer ("10", "no") fills the right field. */
  lastAsked: SlotKey | null;
  coverageChoice: CoverageChoice;
  /** Consecutive turns in which the province was rejected while none is stored. */
  provinceRejections: number;
  /** Shown after two consecutive province rejections; hidden once a province is accepted. */
  showProvincePicker: boolean;
  readyForConsent: boolean;
  /** The visitor's age once a message said it: it bounds the years licensed they can give later. */
  age?: number;
  /** The field the question answered mid-quote was about, for the next message only ("I'll take it"). */
  topic?: FieldKey | null;
  /** A town named whose province could not be told yet ("Souris"): placed once a province is said. */
  place?: string;
  /** The drivers and vehicles added after the visitor's own (decision 0062). */
  household?: Household;
  /** The household question the last reply ended with; `lastAsked` is null while one is pending. */
  householdAsked?: HouseholdQuestion | null;
  /** The fields the previous message set or replaced: what a correction ("*2016", "non, plutôt 3") is about. */
  lastChanged?: FieldKey[];
  /** A message said the quote is someone else's ("a quote for my daughter"): "she lives in…" is its detail. */
  speakingFor?: boolean;
  /** The cars named so far with their model years (the last four), for a car chosen again by name. */
  cars?: CarSaid[];
};

export type TurnResult = {
  state: ConversationState;
  /** One or more catalogue messages: what was understood, what could not be used, then the next question. */
  reply: ReplyMessage[];
  fields: CollectedFields;
  readyForConsent: boolean;
  rejected: Rejection[];
  /** The visitor asked to start over: the session is cleared and the widget returns to its welcome menu. */
  reset: boolean;
  showProvincePicker: boolean;
  /** Fields whose value this turn set or replaced (for the assistant_slot_upsert event). */
  changed: FieldKey[];
};

/** Spec section 9: the province picker appears after this many consecutive rejections. */
export const PROVINCE_PICKER_AFTER = 2;

export function initialState(): ConversationState {
  return {
    fields: {},
    lastAsked: null,
    coverageChoice: null,
    provinceRejections: 0,
    showProvincePicker: false,
    readyForConsent: false,
  };
}

/** The opening of a quote conversation: a greeting and the first question. */
export function startConversation(): { state: ConversationState; reply: ReplyMessage[] } {
  return {
    state: { ...initialState(), lastAsked: "region.province" },
    reply: [message("chat.intro"), message("chat.ask.location")],
  };
}

export type QuoteRequestResult =
  { ok: true; request: QuoteRequest } | { ok: false; issues: { key: string; message: string }[] };

/** The collected fields as a Quote request, validated by the shared schema, or the schema's issues. */
export function toQuoteRequest(fields: CollectedFields, currentYear: number): QuoteRequestResult {
  const region = fields.region ?? {};
  const vehicle = fields.vehicle ?? {};
  const input = {
    region: {
      country: "CA",
      province: region.province,
      ...(region.postal_fsa !== undefined ? { postal_fsa: region.postal_fsa } : {}),
    },
    ...(fields.location?.city !== undefined ? { location: { city: fields.location.city } } : {}),
    vehicle: {
      year: vehicle.year,
      make: vehicle.make,
      model: vehicle.model,
      ...(vehicle.trim !== undefined ? { trim: vehicle.trim } : {}),
    },
    driver: { ...fields.driver },
    coverage: { ...fields.coverage },
    ...(fields.drivers ? { drivers: fields.drivers } : {}),
    ...(fields.vehicles ? { vehicles: fields.vehicles } : {}),
  } as QuoteRequestInput;
  const result = quoteSchema(currentYear).safeParse(input);
  if (result.success) return { ok: true, request: result.data };
  return {
    ok: false,
    issues: result.error.issues.map((issue) => ({ key: issue.path.join("."), message: issue.message })),
  };
}

/** The next thing to ask, in the natural order: where, what car, the driving record, then coverage. */
export function nextQuestion(fields: CollectedFields, coverageChoice: CoverageChoice): SlotKey | null {
  if (!hasSlot(fields, "region.province")) return "region.province";
  const vehicle = fields.vehicle ?? {};
  if (vehicle.year === undefined && vehicle.make === undefined && vehicle.model === undefined) return "vehicle";
  if (vehicle.make === undefined) return "vehicle.make";
  if (vehicle.model === undefined) return "vehicle.model";
  if (vehicle.year === undefined) return "vehicle.year";
  for (const key of ["driver.years_licensed", "driver.tickets_last_3y", "driver.accidents_last_6y"] as const) {
    if (!hasSlot(fields, key)) return key;
  }
  const missing = COVERAGE_KEYS.filter((key) => !hasSlot(fields, key));
  if (missing.length === 0) return null;
  // Once a choice is made, only a refused value is missing: it is asked for by itself.
  return coverageChoice === null ? "coverage" : (missing[0] as FieldKey);
}

export function describeVehicle(fields: CollectedFields): string {
  const vehicle = fields.vehicle ?? {};
  return [vehicle.year, vehicle.make, vehicle.model, vehicle.trim].filter((part) => part !== undefined).join(" ");
}

/** "$1,000,000" (whole dollars, English grouping). */
export function formatDollars(amount: number | string): string {
  return `$${String(amount).replace(/\B(?=(\d{3})+(?!\d))/g, ",")}`;
}

export function questionMessage(question: SlotKey, fields: CollectedFields): ReplyMessage {
  switch (question) {
    case "vehicle":
      return message("chat.ask.vehicle");
    case "vehicle.year":
      return message("chat.ask.vehicleYear", { vehicle: describeVehicle(fields) });
    case "vehicle.make":
      return message("chat.ask.vehicleMake");
    case "vehicle.model":
      return message("chat.ask.vehicleModel", { make: getSlot(fields, "vehicle.make") ?? "" });
    case "driver.years_licensed":
      return message("chat.ask.yearsLicensed");
    case "driver.tickets_last_3y":
      return message("chat.ask.tickets");
    case "driver.accidents_last_6y":
      return message("chat.ask.accidents");
    case "coverage":
      return COVERAGE_KEYS.some((key) => hasSlot(fields, key))
        ? message("chat.ask.coverageRest")
        : message("chat.ask.coverage");
    case "coverage.liability_limit":
      return message("chat.ask.liability");
    case "coverage.collision":
      return message("chat.ask.collision");
    case "coverage.comprehensive":
      return message("chat.ask.comprehensive");
    case "coverage.deductible":
      return message("chat.ask.deductible");
    default:
      return message("chat.ask.location");
  }
}

function plural(base: "yearsLicensed" | "tickets" | "accidents", count: number): ReplyMessage {
  const form = count === 0 ? "zero" : count === 1 ? "one" : "other";
  return message(`chat.confirm.${base}.${form}`, { count });
}

function confirmations(fields: CollectedFields, changed: FieldKey[], standard: "all" | "rest" | null): ReplyMessage[] {
  const replies: ReplyMessage[] = [];
  const touched = (prefix: string) => changed.some((key) => key.startsWith(prefix));
  if (touched("region.") || touched("location.")) {
    // The province as the conversation's language names it ("Québec", "Colombie-Britannique").
    const province = provinceName(getSlot(fields, "region.province"), currentLanguage());
    const city = getSlot(fields, "location.city");
    const postal = getSlot(fields, "region.postal_fsa");
    if (province) {
      if (city && postal) replies.push(message("chat.confirm.locationCityPostal", { city, province, postal }));
      else if (city) replies.push(message("chat.confirm.locationCity", { city, province }));
      else if (postal) replies.push(message("chat.confirm.locationPostal", { province, postal }));
      else replies.push(message("chat.confirm.location", { province }));
    }
  }
  if (touched("vehicle.")) replies.push(message("chat.confirm.vehicle", { vehicle: describeVehicle(fields) }));
  const years = getSlot(fields, "driver.years_licensed");
  if (changed.includes("driver.years_licensed") && years !== undefined) replies.push(plural("yearsLicensed", years));
  const tickets = getSlot(fields, "driver.tickets_last_3y");
  if (changed.includes("driver.tickets_last_3y") && tickets !== undefined) replies.push(plural("tickets", tickets));
  const accidents = getSlot(fields, "driver.accidents_last_6y");
  if (changed.includes("driver.accidents_last_6y") && accidents !== undefined) {
    replies.push(plural("accidents", accidents));
  }
  if (standard === "all") {
    replies.push(message("chat.confirm.coverageStandard"));
    return replies;
  }
  // With the rest made standard, only the choices that differ from the standard are spelled out.
  const stated = (field: (typeof COVERAGE_KEYS)[number]) =>
    changed.includes(field) && (standard !== "rest" || getSlot(fields, field) !== STANDARD_COVERAGE[field]);
  const liability = getSlot(fields, "coverage.liability_limit");
  if (stated("coverage.liability_limit") && liability !== undefined) {
    replies.push(message("chat.confirm.liability", { amount: formatDollars(liability) }));
  }
  for (const kind of ["collision", "comprehensive"] as const) {
    const value = getSlot(fields, `coverage.${kind}`);
    if (stated(`coverage.${kind}`) && value !== undefined) {
      replies.push(message(`chat.confirm.${kind}.${value ? "yes" : "no"}`));
    }
  }
  const deductible = getSlot(fields, "coverage.deductible");
  if (stated("coverage.deductible") && deductible !== undefined) {
    replies.push(message("chat.confirm.deductible", { amount: formatDollars(deductible) }));
  }
  if (standard === "rest") replies.push(message("chat.confirm.coverageRestStandard"));
  return replies;
}

/**
 * Applies this turn's values over what is known, dropping what they make stale: the old postal code
 * and city when the province changes to one they are not in, the old model when the make changes to
 * one that has no such model, the trim when the model changes.
 */
function merge(known: CollectedFields, values: CollectedFields): CollectedFields {
  let fields = known;
  const province = getSlot(values, "region.province");
  if (province && province !== getSlot(known, "region.province")) {
    const fsa = getSlot(known, "region.postal_fsa");
    if (fsa && !hasSlot(values, "region.postal_fsa") && provinceForFsa(fsa) !== province) {
      fields = deleteSlot(fields, "region.postal_fsa");
    }
    const city = getSlot(known, "location.city");
    const listed = CITIES.find((entry) => (entry.official ?? entry.name) === city);
    // "Woodstock" then "New Brunswick": the town of that name in the province now said.
    const inProvince = listed?.code === province || placesNamed(city ?? "").some((place) => place.code === province);
    if (city && !hasSlot(values, "location.city") && !inProvince) {
      fields = deleteSlot(fields, "location.city");
    }
  }
  const make = getSlot(values, "vehicle.make");
  const oldModel = getSlot(known, "vehicle.model");
  if (make && make !== getSlot(known, "vehicle.make") && oldModel && !hasSlot(values, "vehicle.model")) {
    const entry = findMake(make);
    if (!entry || !modelByKey(entry, key(oldModel))) {
      fields = deleteSlot(deleteSlot(fields, "vehicle.model"), "vehicle.trim");
    }
  }
  const model = getSlot(values, "vehicle.model");
  if (model && model !== oldModel && !hasSlot(values, "vehicle.trim")) fields = deleteSlot(fields, "vehicle.trim");
  for (const field of FIELD_KEYS) {
    const value = getSlot(values, field);
    if (value !== undefined) fields = setSlot(fields, field, value as SlotValues[typeof field] as never);
  }
  return fields;
}

/**
 * The built-in reading with an LLM provider's tool call laid over it: the provider's values (already
 * checked by the shared schema) win field by field, and its rejections replace the built-in ones for
 * the same field. The built-in engine still reads "standard coverage", bare answers and the rest.
 */
function withExternal(builtIn: Extraction, external: ToolExtraction): Extraction {
  const values = mergeFields(builtIn.values, external.values);
  const decided = new Set([...filledKeys(external.values), ...external.rejected.map((entry) => entry.key)]);
  const rejected = [
    ...builtIn.rejected.filter((entry) => !decided.has(entry.key as FieldKey)),
    ...external.rejected.filter((entry) => !hasSlot(values, entry.key as FieldKey)),
  ];
  return { ...builtIn, values, rejected };
}

const FULL = { drivers: "chat.household.full.drivers", vehicles: "chat.household.full.vehicles" } as const;

/** What the conversation waits on now: the household's pending question, the next field, or consent. */
export function pendingQuestion(state: ConversationState): ReplyMessage {
  if (state.householdAsked) return householdQuestionMessage(state.householdAsked, state.household ?? EMPTY_HOUSEHOLD);
  const pending = state.lastAsked ?? nextQuestion(state.fields, state.coverageChoice);
  return pending ? questionMessage(pending, state.fields) : message("chat.ready");
}

/**
 * The end of a turn once the visitor's own details are complete: the household's next question, or
 * (with nothing pending) ready for consent, with every driver and vehicle summed up before it, or
 * the offer to add some when there are none.
 */
function closeTurn(
  fields: CollectedFields,
  household: Household,
  age: number | undefined,
  currentYear: number,
): { reply: ReplyMessage[]; asked: HouseholdQuestion | null; ready: boolean } {
  const asked = nextHouseholdQuestion(household, age);
  if (asked) return { reply: [householdQuestionMessage(asked, household)], asked, ready: false };
  const built = toQuoteRequest(fields, currentYear);
  if (!built.ok) {
    const issue = built.issues[0];
    return {
      reply: issue ? [message("chat.reason.invalid", { reason: issue.message })] : [],
      asked: null,
      ready: false,
    };
  }
  if (!hasHousehold(household))
    return { reply: [message("chat.ready"), message("chat.household.offer")], asked: null, ready: true };
  return { reply: [...householdSummary(fields, household, age), message("chat.ready")], asked: null, ready: true };
}

/** A turn answering a household question ("How old is driver 2?", "Who drives the Mazda most?"). */
function householdTurn(
  state: ConversationState,
  asked: HouseholdQuestion,
  text: string,
  context: ConversationContext,
): TurnResult {
  const household = state.household ?? EMPTY_HOUSEHOLD;
  const requests = readAddRequests(text);
  const reading: HouseholdReading =
    requests.length > 0
      ? (() => {
          const added = addToHousehold(household, requests);
          return {
            household: added.household,
            replies: added.full.map((list) => message(FULL[list])),
            understood: true,
          };
        })()
      : readHouseholdAnswer(household, asked, text, {
          currentYear: context.currentYear,
          currentMonth: context.currentMonth,
          known: state.fields,
          age: state.age,
        });
  const age = reading.age ?? state.age;
  const fields = withHouseholdLists(state.fields, reading.household, age);
  const reply: ReplyMessage[] = [...reading.replies];
  if (!reading.understood && reply.length === 0) reply.push(message("chat.notUnderstood"));
  const close = closeTurn(fields, reading.household, age, context.currentYear);
  reply.push(...close.reply);
  const next: ConversationState = {
    ...state,
    fields,
    lastAsked: null,
    household: reading.household,
    householdAsked: close.asked,
    readyForConsent: close.ready,
    ...(age !== undefined ? { age } : {}),
  };
  return {
    state: next,
    reply,
    fields,
    readyForConsent: close.ready,
    rejected: [],
    reset: false,
    showProvincePicker: false,
    changed: [],
  };
}

/**
 * One turn of the quote conversation: reads the visitor's message, keeps what is valid, says what it
 * understood and what it could not use, and asks for the next missing field (one question at a time;
 * never for something it already knows). When every required field is known, `readyForConsent` is true.
 * Pure and deterministic: the current year comes in through `context`.
 */
export function nextTurn(
  state: ConversationState,
  text: string,
  context: ConversationContext,
  external?: ToolExtraction,
): TurnResult {
  if (isResetPhrase(text)) {
    const fresh = initialState();
    return {
      state: fresh,
      reply: [message("chat.reset")],
      fields: fresh.fields,
      readyForConsent: false,
      rejected: [],
      reset: true,
      showProvincePicker: false,
      changed: [],
    };
  }

  if (state.householdAsked) return householdTurn(state, state.householdAsked, text, context);
  // "Add a driver", "ajouter un véhicule": asked about once the visitor's own details are complete.
  const added = addToHousehold(state.household ?? EMPTY_HOUSEHOLD, readAddRequests(text));
  const household = added.household;
  const addedNow =
    household.drivers.length + household.vehicles.length >
    (state.household?.drivers.length ?? 0) + (state.household?.vehicles.length ?? 0);

  const speakingFor = state.speakingFor === true || speaksForSomeoneElse(text);
  const builtIn = readAnswer(
    text,
    {
      currentYear: context.currentYear,
      currentMonth: context.currentMonth,
      known: state.fields,
      lastAsked: state.lastAsked,
      age: state.age,
      topic: state.topic,
      place: state.place,
      speakingFor,
      carsSaid: state.cars,
    },
    state.lastChanged ?? [],
  );
  const extraction = external ? withExternal(builtIn, external) : builtIn;
  let fields = merge(state.fields, extraction.values);
  // "Attends, c'est la Fit que je veux assurer" after "une Outlander 2020 pis une Fit 2012": a car named
  // again without its year, in place of another, takes the year it was named with before.
  const cars = [...(state.cars ?? []), ...(extraction.cars ?? [])].slice(-4);
  const renamed = getSlot(extraction.values, "vehicle.model");
  if (renamed && !hasSlot(extraction.values, "vehicle.year") && renamed !== getSlot(state.fields, "vehicle.model")) {
    const said = (state.cars ?? []).findLast((car) => key(car.model) === key(renamed));
    if (said) fields = setSlot(fields, "vehicle.year", said.year);
  }
  const rejected = [...extraction.rejected];
  const cleared = new Set<FieldKey>();
  // A value refused in place of one already held leaves the field empty, to be asked again: the old
  // value (the standard's, or one the visitor has just taken back) never stands behind the refusal.
  for (const entry of rejected) {
    const key = entry.key as FieldKey;
    if (key.startsWith("region.") || key.startsWith("location.")) continue;
    if (!hasSlot(state.fields, key) || hasSlot(extraction.values, key)) continue;
    fields = deleteSlot(fields, key);
    cleared.add(key);
  }

  let coverageChoice = state.coverageChoice;
  let standardApplied = extraction.standardCoverage;
  const coverageGiven = COVERAGE_KEYS.some((key) => hasSlot(extraction.values, key));
  if (extraction.standardCoverage) coverageChoice = "standard";
  else if (state.lastAsked === "coverage" && coverageGiven && !extraction.declinedStandard) {
    const named = COVERAGE_KEYS.filter((coverageKey) => hasSlot(extraction.values, coverageKey));
    const changes = named.filter(
      (coverageKey) => getSlot(extraction.values, coverageKey) !== STANDARD_COVERAGE[coverageKey],
    );
    if (changes.length > 0 && named.length <= 2) {
      // One or two changes named in answer to "keep the standard coverage?": the rest stays standard,
      // but a value refused in this message stays empty and is asked again, never replaced behind it.
      for (const coverageKey of COVERAGE_KEYS) {
        if (hasSlot(fields, coverageKey) || rejected.some((entry) => entry.key === coverageKey)) continue;
        fields = setSlot(fields, coverageKey, STANDARD_COVERAGE[coverageKey] as never);
      }
      coverageChoice = "standard";
      standardApplied = true;
    } else {
      // Choices spelled out one by one ("liability 1M, collision and comprehensive"): what was not
      // named is asked for, not assumed.
      coverageChoice = "custom";
    }
  } else if (extraction.declinedStandard) coverageChoice = "custom";
  // A coverage refused before any choice: the rest is asked for field by field, so the standard never
  // fills the refused field behind the visitor's back.
  const refusedCoverage = rejected.some((entry) => (COVERAGE_KEYS as readonly string[]).includes(entry.key));
  if (refusedCoverage && coverageChoice === null) coverageChoice = "custom";

  const changed = FIELD_KEYS.filter((field) => getSlot(fields, field) !== getSlot(state.fields, field));
  // What this message said, changed or not, or refused: what a correction in the next one is about.
  const given = [
    ...new Set([...filledKeys(extraction.values), ...extraction.rejected.map((entry) => entry.key as FieldKey)]),
  ];
  const corrected = changed.filter((field) => getSlot(state.fields, field) !== undefined && !cleared.has(field));
  const understood =
    changed.length > 0 ||
    extraction.declinedStandard ||
    extraction.standardCoverage ||
    addedNow ||
    added.full.length > 0;

  const hasProvince = hasSlot(fields, "region.province");
  if (!hasProvince && state.lastAsked === "region.province" && !understood && rejected.length === 0) {
    rejected.push(rejection("region.province", message("chat.reason.provinceNeeded")));
  }
  const provinceRejected = rejected.some((entry) => entry.key === "region.province");
  let provinceRejections = 0;
  let showProvincePicker = state.showProvincePicker;
  if (hasProvince) showProvincePicker = false;
  else if (provinceRejected) {
    provinceRejections = state.provinceRejections + 1;
    if (provinceRejections >= PROVINCE_PICKER_AFTER) showProvincePicker = true;
  }

  const reply: ReplyMessage[] = [];
  if (corrected.length > 0) reply.push(message("chat.confirm.updated"));
  const standardFilled = COVERAGE_KEYS.filter(
    (coverageKey) => changed.includes(coverageKey) && getSlot(fields, coverageKey) === STANDARD_COVERAGE[coverageKey],
  );
  const standard = !standardApplied
    ? null
    : standardFilled.length === COVERAGE_KEYS.length
      ? "all"
      : standardFilled.length > 0
        ? "rest"
        : null;
  reply.push(...confirmations(fields, changed, standard));
  // "Let's choose your coverage one item at a time" only when an item is left to ask: after a message
  // that gave all four, it would announce questions that never come.
  const coverageLeft = COVERAGE_KEYS.some((coverageKey) => !hasSlot(fields, coverageKey));
  if (coverageChoice === "custom" && state.coverageChoice !== "custom" && !refusedCoverage && coverageLeft)
    reply.push(message("chat.confirm.coverageCustom"));
  for (const entry of rejected) reply.push(entry.message);
  for (const list of added.full) reply.push(message(FULL[list]));
  const question = nextQuestion(fields, coverageChoice);
  const age = extraction.age ?? state.age;
  fields = withHouseholdLists(fields, household, age);
  if (addedNow && question !== null) {
    const what = household.drivers.length > (state.household?.drivers.length ?? 0) ? "driver" : "vehicle";
    reply.push(message("chat.household.later", { what: t(`chat.household.what.${what}`) }));
  }
  if (!understood && rejected.length === 0 && question !== null) reply.push(message("chat.notUnderstood"));

  // A rejection that already asks again ("How many tickets exactly?") stands in for the question.
  const askedAgain = rejected.some(
    (entry) =>
      entry.key === question && /^chat\.reason\.(?:vague|howMany|placeInSeveralProvinces)/.test(entry.message.key),
  );
  let readyForConsent = false;
  let householdAsked: HouseholdQuestion | null = null;
  if (question && !askedAgain) reply.push(questionMessage(question, fields));
  else if (question === null) {
    const close = closeTurn(fields, household, age, context.currentYear);
    // A value refused this turn is said; the household's question or the consent follows it.
    if (close.asked || close.ready || rejected.length === 0) reply.push(...close.reply);
    readyForConsent = close.ready;
    householdAsked = close.asked;
  }

  const next: ConversationState = {
    fields,
    lastAsked: question,
    coverageChoice,
    provinceRejections,
    showProvincePicker,
    readyForConsent,
    ...(age !== undefined ? { age } : {}),
    ...(extraction.place !== undefined ? { place: extraction.place } : {}),
    ...(hasHousehold(household) ? { household } : {}),
    ...(householdAsked ? { householdAsked } : {}),
    ...(given.length > 0 ? { lastChanged: given } : {}),
    ...(speakingFor ? { speakingFor } : {}),
    ...(cars.length > 0 ? { cars } : {}),
  };
  return { state: next, reply, fields, readyForConsent, rejected, reset: false, showProvincePicker, changed };
}

/** The visitor chose a province from the picker: accepted like a typed answer, which hides the picker. */
export function chooseProvince(state: ConversationState, code: ProvinceCode, context: ConversationContext): TurnResult {
  return nextTurn({ ...state, lastAsked: "region.province" }, provinceName(code), context);
}
