import fc from "fast-check";
import { afterEach, describe, expect, it } from "vitest";
import { createTranslator, setLanguageSource, t } from "../i18n/translate";
import { carQuoteForm, householdQuoteForm } from "../../tests/helpers/quote-forms";
import { quoteFormSchema } from "./quote-form";
import { HOUSEHOLD_DRIVER_FIELDS, HOUSEHOLD_VEHICLE_FIELDS, formFieldForPath } from "./quote-fields";

// The household's drivers[] and vehicles[] (issue 25): one schema, from the household field table.

const CURRENT_YEAR = 2026;

type Body = Record<string, unknown>;
type Item = Record<string, unknown>;

const household = householdQuoteForm() as Body;
const drivers = household.drivers as Item[];
const vehicles = household.vehicles as Item[];

function problems(body: unknown): { path: string; message: string }[] {
  const result = quoteFormSchema(CURRENT_YEAR).safeParse(body);
  return result.success
    ? []
    : result.error.issues.map((issue) => ({ path: issue.path.join("."), message: issue.message }));
}

function parsed(body: unknown) {
  const result = quoteFormSchema(CURRENT_YEAR).safeParse(body);
  if (!result.success) throw new Error(`expected success, got ${JSON.stringify(result.error.issues)}`);
  return result.data;
}

const driver = (changes: Item = {}): Item => ({ ...drivers[0], ...changes });
const vehicle = (changes: Item = {}): Item => ({ ...vehicles[0], ...changes });

afterEach(() => setLanguageSource(() => "en"));

describe("the household field table", () => {
  it("names every list field once in the form and once in the request", () => {
    for (const fields of [HOUSEHOLD_DRIVER_FIELDS, HOUSEHOLD_VEHICLE_FIELDS]) {
      expect(new Set(fields.map((field) => field.form)).size).toBe(fields.length);
      expect(new Set(fields.map((field) => field.request)).size).toBe(fields.length);
    }
  });

  it("reports a request path on the form's field", () => {
    expect(formFieldForPath(["drivers", 1, "years_licensed"])).toBe("drivers.1.yearsLicensed");
    expect(formFieldForPath(["vehicles", 0, "principal_driver"])).toBe("vehicles.0.principalDriver");
    expect(formFieldForPath(["vehicles"])).toBe("vehicles");
    expect(formFieldForPath(["driver", "years_licensed"])).toBe("yearsLicensed");
  });
});

describe("a household in the quote form", () => {
  it("accepts two drivers and two vehicles and gives the request both lists in its own names", () => {
    const form = parsed(household);
    expect(form.car?.drivers).toEqual([
      { age: 47, years_licensed: 29, tickets_last_3y: 0, accidents_last_6y: 0 },
      { age: 19, years_licensed: 3, tickets_last_3y: 1, accidents_last_6y: 0 },
    ]);
    expect(form.car?.vehicles?.[1]).toEqual({
      year: 2016,
      make: "Mazda",
      model: "3",
      trim: "GS",
      use: "pleasure",
      winter_tires: true,
      principal_driver: 1,
    });
    expect(form.car?.vehicles?.[0]).toMatchObject({ use: "commute", commute_km: 22, principal_driver: 0 });
  });

  it("keeps the single vehicle and driver as the first vehicle and its principal driver", () => {
    const swapped = {
      ...household,
      vehicles: [vehicle({ principalDriver: 1 }), { ...vehicles[1], principalDriver: 0 }],
    };
    const form = parsed(swapped);
    expect(form.car?.vehicle).toEqual({ year: 2022, make: "Honda", model: "CR-V", trim: "EX" });
    expect(form.car?.driver).toEqual({ years_licensed: 3, tickets_last_3y: 1, accidents_last_6y: 0 });
    expect(form.driverAge).toBe(19);
  });

  it("leaves a form of one driver and one vehicle without lists, as before", () => {
    const form = parsed(carQuoteForm());
    expect(form.car).not.toHaveProperty("drivers");
    expect(form.car).not.toHaveProperty("vehicles");
  });

  it("takes a list of vehicles beside the single driver, whose principal driver is then the first", () => {
    const { drivers: _drivers, ...rest } = household;
    const body = { ...rest, driverAge: 47, yearsLicensed: 29, ticketsLast3y: 0, accidentsLast6y: 0 };
    expect(problems({ ...body, vehicles: [vehicle(), { ...vehicles[1], principalDriver: 0 }] })).toEqual([]);
    expect(parsed({ ...body, vehicles: [vehicle()] }).car?.drivers).toEqual([
      { age: 47, years_licensed: 29, tickets_last_3y: 0, accidents_last_6y: 0 },
    ]);
    expect(problems(body)).toEqual([
      {
        path: "vehicles.1.principalDriver",
        message: t("quote.validation.principalDriverRange", { vehicle: 2, count: 1 }),
      },
    ]);
  });

  it("takes a list of drivers beside the single vehicle, driven by the first", () => {
    const { vehicles: _vehicles, ...rest } = household;
    const form = parsed({ ...rest, vehicleYear: 2020, vehicleMake: "Kia", vehicleModel: "Soul" });
    expect(form.car?.vehicles).toEqual([{ year: 2020, make: "Kia", model: "Soul", principal_driver: 0 }]);
    expect(form.car?.drivers).toHaveLength(2);
  });

  it("refuses a fifth driver and a fourth vehicle", () => {
    expect(problems({ ...household, drivers: [driver(), driver(), driver(), driver(), driver()] })).toContainEqual({
      path: "drivers",
      message: t("quote.validation.driversMax", { max: 4 }),
    });
    expect(problems({ ...household, vehicles: [vehicle(), vehicle(), vehicle(), vehicle()] })).toContainEqual({
      path: "vehicles",
      message: t("quote.validation.vehiclesMax", { max: 3 }),
    });
    expect(problems({ ...household, drivers: [driver(), driver(), driver(), driver()] })).toEqual([]);
    expect(problems({ ...household, vehicles: [vehicle(), vehicle(), vehicle()] })).toEqual([]);
  });

  it("refuses empty lists", () => {
    expect(problems({ ...household, drivers: [] })).toContainEqual({
      path: "drivers",
      message: t("quote.validation.driversList"),
    });
    expect(problems({ ...household, vehicles: [] })).toContainEqual({
      path: "vehicles",
      message: t("quote.validation.vehiclesList"),
    });
  });

  it("refuses a vehicle without a principal driver, on that vehicle's field", () => {
    const { principalDriver: _principal, ...withoutDriver } = vehicles[1]!;
    expect(problems({ ...household, vehicles: [vehicle(), withoutDriver] })).toEqual([
      { path: "vehicles.1.principalDriver", message: t("quote.validation.principalDriver") },
    ]);
  });

  it.each([2, 9, -1, 0.5])("refuses principal driver %s of two drivers", (index) => {
    const found = problems({ ...household, vehicles: [vehicle({ principalDriver: index }), vehicles[1]] });
    expect(found.map((problem) => problem.path)).toEqual(["vehicles.0.principalDriver"]);
  });

  it("refuses more years licensed than a listed driver's age allows, naming the age", () => {
    const found = problems({ ...household, drivers: [drivers[0], driver({ age: 19, yearsLicensed: 6 })] });
    expect(found).toEqual([
      { path: "drivers.1.yearsLicensed", message: t("quote.validation.licensedVsAge", { age: 19, max: 5 }) },
    ]);
    expect(problems({ ...household, drivers: [drivers[0], driver({ age: 19, yearsLicensed: 5 })] })).toEqual([]);
  });

  it("says each problem in French to a French visitor", () => {
    setLanguageSource(() => "fr");
    const found = problems({
      ...household,
      drivers: [drivers[0], driver({ age: 19, yearsLicensed: 6 })],
    });
    const french = createTranslator("fr");
    expect(found[0]?.message).toBe(french("quote.validation.licensedVsAge", { age: 19, max: 5 }));
    expect(found[0]?.message).toMatch(/^À 19.ans, le nombre d'années avec permis/);
    const tooMany = problems({ ...household, vehicles: [vehicle(), vehicle(), vehicle(), vehicle()] });
    expect(tooMany).toContainEqual({ path: "vehicles", message: "Une soumission peut inscrire au plus 3 véhicules." });
  });

  it("asks the commute distance of a commuting vehicle only", () => {
    const { commuteKm: _km, ...noDistance } = vehicles[0]!;
    expect(problems({ ...household, vehicles: [noDistance, vehicles[1]] })).toEqual([
      { path: "vehicles.0.commuteKm", message: t("quote.validation.commuteKm") },
    ]);
    expect(problems({ ...household, vehicles: [vehicles[0], { ...vehicles[1], commuteKm: 10 }] })).toEqual([
      { path: "vehicles.1.commuteKm", message: t("quote.validation.commuteKmOnly") },
    ]);
  });

  it("checks each list field with the single field's rule, on the list's field", () => {
    const found = problems({ ...household, vehicles: [vehicle({ year: 1980 }), vehicle({ make: "X" })] });
    expect(found.map((problem) => problem.path)).toEqual(["vehicles.0.year", "vehicles.1.make"]);
    expect(problems({ ...household, vehicles: [vehicle({ use: "racing" })] })[0]).toEqual({
      path: "vehicles.0.use",
      message: t("quote.validation.vehicleUse"),
    });
  });

  it("refuses a field an item does not have", () => {
    expect(
      problems({ ...household, drivers: [driver({ gender: "x" }), drivers[1]] }).map((problem) => problem.path),
    ).toEqual(["drivers.0"]);
  });

  it("refuses the single driver's or vehicle's fields beside the list that replaces them", () => {
    expect(problems({ ...household, driverAge: 47 })).toEqual([
      { path: "driverAge", message: t("quote.validation.driverBesideList") },
    ]);
    expect(problems({ ...household, vehicleMake: "Honda" })).toEqual([
      { path: "vehicleMake", message: t("quote.validation.vehicleBesideList") },
    ]);
  });

  it("refuses lists on a line other than car", () => {
    const body = { ...household, category: "travel", driverAge: 40 };
    expect(problems(body).map((problem) => problem.path)).toEqual(expect.arrayContaining(["drivers", "vehicles"]));
  });

  it("never throws, whatever the lists hold", () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), (driversValue, vehiclesValue) => {
        expect(() =>
          quoteFormSchema(CURRENT_YEAR).safeParse({ ...household, drivers: driversValue, vehicles: vehiclesValue }),
        ).not.toThrow();
        expect(() =>
          quoteFormSchema(CURRENT_YEAR).safeParse({
            ...household,
            drivers: [driversValue, drivers[1]],
            vehicles: [vehiclesValue],
          }),
        ).not.toThrow();
      }),
      { numRuns: 100 },
    );
  }, 30_000);
});
