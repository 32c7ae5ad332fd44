import { HOUSEHOLD_LIMITS } from "./quote-request-fields";

// The wizard's household (issue 25): the first driver and vehicle are the single-driver and
// single-vehicle answers the wizard always asked; more are added in the same steps ("Add a driver",
// "Add a vehicle") as answers named by their place ("drivers.1.age"), so the same form posts them
// with or without JavaScript. Apart from quote-draft.ts so its helpers stay small to read.

export const DRIVER_ANSWERS = ["age", "yearsLicensed", "ticketsLast3y", "accidentsLast6y"] as const;
export const VEHICLE_ANSWERS = ["year", "make", "model", "trim"] as const;
export const VEHICLE_USE_ANSWERS = ["use", "commuteKm", "principalDriver"] as const;

/** The places of added drivers (the first is the single driver's answers) and of every vehicle. */
export const ADDED_DRIVERS = [1, 2, 3] as const;
export const ADDED_VEHICLES = [1, 2] as const;
export const ALL_VEHICLES = [0, 1, 2] as const;

type AddedDriver = (typeof ADDED_DRIVERS)[number];
type AddedVehicle = (typeof ADDED_VEHICLES)[number];
type AnyVehicle = (typeof ALL_VEHICLES)[number];

export type HouseholdTextField =
  | `drivers.${AddedDriver}.${(typeof DRIVER_ANSWERS)[number]}`
  | `vehicles.${AddedVehicle}.${(typeof VEHICLE_ANSWERS)[number]}`
  | `vehicles.${AnyVehicle}.${(typeof VEHICLE_USE_ANSWERS)[number]}`
  | "driverCount"
  | "vehicleCount";
export type HouseholdBooleanField = `vehicles.${AnyVehicle}.winterTires`;
export type HouseholdDraft = { [Field in HouseholdTextField]: string } & { [Field in HouseholdBooleanField]: boolean };

export const HOUSEHOLD_TEXT_FIELDS: HouseholdTextField[] = [
  ...ADDED_DRIVERS.flatMap((index) => DRIVER_ANSWERS.map((answer) => `drivers.${index}.${answer}` as const)),
  ...ADDED_VEHICLES.flatMap((index) => VEHICLE_ANSWERS.map((answer) => `vehicles.${index}.${answer}` as const)),
  ...ALL_VEHICLES.flatMap((index) => VEHICLE_USE_ANSWERS.map((answer) => `vehicles.${index}.${answer}` as const)),
  "driverCount",
  "vehicleCount",
];
export const HOUSEHOLD_BOOLEAN_FIELDS: HouseholdBooleanField[] = ALL_VEHICLES.map(
  (index) => `vehicles.${index}.winterTires` as const,
);

export const EMPTY_HOUSEHOLD: HouseholdDraft = {
  ...(Object.fromEntries(HOUSEHOLD_TEXT_FIELDS.map((field) => [field, ""])) as Record<HouseholdTextField, string>),
  ...(Object.fromEntries(HOUSEHOLD_BOOLEAN_FIELDS.map((field) => [field, false])) as Record<
    HouseholdBooleanField,
    boolean
  >),
};

export function isHouseholdField(field: string): field is HouseholdTextField | HouseholdBooleanField {
  return field in EMPTY_HOUSEHOLD;
}

const count = (value: string, max: number) => {
  const parsed = Number.parseInt(value, 10);
  return Number.isInteger(parsed) ? Math.min(max, Math.max(1, parsed)) : 1;
};

/** How many drivers and vehicles the draft lists (1 when it says nothing). */
export function driverCount(draft: Pick<HouseholdDraft, "driverCount">): number {
  return count(draft.driverCount, HOUSEHOLD_LIMITS.driversMax);
}
export function vehicleCount(draft: Pick<HouseholdDraft, "vehicleCount">): number {
  return count(draft.vehicleCount, HOUSEHOLD_LIMITS.vehiclesMax);
}

/** A draft that lists more than one driver or vehicle (a car quote's household). */
export function isHouseholdDraft(draft: HouseholdDraft & { category: string }): boolean {
  return draft.category === "car" && (driverCount(draft) > 1 || vehicleCount(draft) > 1);
}

/**
 * Who drives a vehicle most: the visitor's choice, or by default the driver of the same place (the
 * first when there are fewer drivers), so a household needs no extra answer.
 */
export function principalDriverOf(draft: HouseholdDraft, vehicle: number): string {
  const chosen = draft[`vehicles.${vehicle as AnyVehicle}.principalDriver`];
  if (chosen !== "" && Number(chosen) < driverCount(draft)) return chosen;
  return String(vehicle < driverCount(draft) ? vehicle : 0);
}

/** The added drivers and vehicles a draft lists now (their places). */
export function addedDrivers(draft: HouseholdDraft): AddedDriver[] {
  return ADDED_DRIVERS.filter((index) => index < driverCount(draft));
}
export function addedVehicles(draft: HouseholdDraft): AddedVehicle[] {
  return ADDED_VEHICLES.filter((index) => index < vehicleCount(draft));
}

/** The required answers of the drivers and vehicles a draft has added, for Continue's gating. */
export function addedDriverFields(draft: HouseholdDraft): HouseholdTextField[] {
  return addedDrivers(draft).flatMap((index) => DRIVER_ANSWERS.map((answer) => `drivers.${index}.${answer}` as const));
}
export function addedVehicleFields(draft: HouseholdDraft): HouseholdTextField[] {
  return addedVehicles(draft).flatMap((index) =>
    (["year", "make", "model"] as const).map((answer) => `vehicles.${index}.${answer}` as const),
  );
}

/** The household's answers each step holds (every place, listed or not: the empty ones are never shown). */
export const HOUSEHOLD_STEP_FIELDS = {
  vehicle: [
    ...ADDED_VEHICLES.flatMap((index) => VEHICLE_ANSWERS.map((answer) => `vehicles.${index}.${answer}` as const)),
    ...ALL_VEHICLES.flatMap((index) =>
      (["use", "commuteKm", "winterTires"] as const).map((answer) => `vehicles.${index}.${answer}` as const),
    ),
  ],
  driver: [
    ...ADDED_DRIVERS.flatMap((index) => DRIVER_ANSWERS.map((answer) => `drivers.${index}.${answer}` as const)),
    ...ALL_VEHICLES.map((index) => `vehicles.${index}.principalDriver` as const),
  ],
} satisfies Record<"vehicle" | "driver", (HouseholdTextField | HouseholdBooleanField)[]>;

/** A household's list change, posted by its buttons: add a driver or vehicle, or remove one by its place. */
export type ListIntent =
  { kind: "add"; list: "drivers" | "vehicles" } | { kind: "remove"; list: "drivers" | "vehicles"; index: number };

export function readListIntent(intent: unknown): ListIntent | null {
  if (intent === "add-driver") return { kind: "add", list: "drivers" };
  if (intent === "add-vehicle") return { kind: "add", list: "vehicles" };
  const match = typeof intent === "string" ? /^remove-(driver|vehicle):([1-9])$/.exec(intent) : null;
  if (!match) return null;
  return { kind: "remove", list: match[1] === "driver" ? "drivers" : "vehicles", index: Number(match[2]) };
}

/** The draft with one driver or vehicle added or removed; later places move up, principal drivers follow. */
export function changeList<Draft extends HouseholdDraft>(draft: Draft, intent: ListIntent): Draft {
  const next: Draft = { ...draft };
  const drivers = driverCount(draft);
  const vehicles = vehicleCount(draft);
  if (intent.kind === "add" && intent.list === "drivers") {
    if (drivers < HOUSEHOLD_LIMITS.driversMax) next.driverCount = String(drivers + 1);
    return next;
  }
  if (intent.kind === "add") {
    if (vehicles < HOUSEHOLD_LIMITS.vehiclesMax) next.vehicleCount = String(vehicles + 1);
    return next;
  }
  if (intent.list === "drivers") {
    if (intent.index >= drivers) return draft;
    for (let index = intent.index; index < ADDED_DRIVERS.length; index += 1) {
      for (const answer of DRIVER_ANSWERS) {
        const from = `drivers.${index + 1}.${answer}` as HouseholdTextField;
        next[`drivers.${index}.${answer}` as HouseholdTextField] = index + 1 <= 3 ? (draft[from] ?? "") : "";
      }
    }
    for (const answer of DRIVER_ANSWERS) next[`drivers.3.${answer}`] = "";
    for (const vehicle of ALL_VEHICLES) {
      const field = `vehicles.${vehicle}.principalDriver` as const;
      const chosen = Number(draft[field]);
      if (draft[field] === "") continue;
      next[field] = chosen === intent.index ? "0" : chosen > intent.index ? String(chosen - 1) : draft[field];
    }
    next.driverCount = String(drivers - 1);
    return next;
  }
  if (intent.index >= vehicles) return draft;
  for (let index = intent.index; index < ALL_VEHICLES.length; index += 1) {
    const later = index + 1 < ALL_VEHICLES.length ? index + 1 : null;
    for (const answer of [...VEHICLE_ANSWERS, ...VEHICLE_USE_ANSWERS]) {
      const to = `vehicles.${index}.${answer}` as HouseholdTextField;
      if (!(to in EMPTY_HOUSEHOLD)) continue;
      next[to] = later === null ? "" : (draft[`vehicles.${later}.${answer}` as HouseholdTextField] ?? "");
    }
    next[`vehicles.${index as AnyVehicle}.winterTires`] =
      later === null ? false : draft[`vehicles.${later as AnyVehicle}.winterTires`];
  }
  next.vehicleCount = String(vehicles - 1);
  return next;
}
