import { describe, expect, it } from "vitest";
import { t } from "../i18n/translate";
import { carWizardDraft } from "../../tests/helpers/quote-forms";
import { canContinue, readDraft, type WizardDraft } from "./quote-draft";
import { toFieldErrors, toRequestBody } from "./quote-draft-body";
import {
  changeList,
  driverCount,
  isHouseholdDraft,
  principalDriverOf,
  readListIntent,
  vehicleCount,
} from "./quote-draft-household";
import { validateSteps } from "./quote-draft-validation";
import { quoteFormSchema } from "./quote-form";

// The wizard's household (issue 25): drivers and vehicles added in the existing steps.

const CURRENT_YEAR = 2026;

/** The single driver and vehicle of carWizardDraft, then a second driver and a second vehicle. */
function twoByTwo(changes: Partial<WizardDraft> = {}): WizardDraft {
  let draft = changeList(carWizardDraft(), { kind: "add", list: "drivers" });
  draft = changeList(draft, { kind: "add", list: "vehicles" });
  return {
    ...draft,
    "drivers.1.age": "19",
    "drivers.1.yearsLicensed": "3",
    "drivers.1.ticketsLast3y": "1",
    "drivers.1.accidentsLast6y": "0",
    "vehicles.1.year": "2016",
    "vehicles.1.make": "Mazda",
    "vehicles.1.model": "3",
    "vehicles.1.use": "pleasure",
    ...changes,
  };
}

describe("the wizard's household lists", () => {
  it("reads the buttons' intents and nothing else", () => {
    expect(readListIntent("add-driver")).toEqual({ kind: "add", list: "drivers" });
    expect(readListIntent("remove-vehicle:2")).toEqual({ kind: "remove", list: "vehicles", index: 2 });
    expect(readListIntent("remove-driver:0")).toBeNull();
    expect(readListIntent("next")).toBeNull();
  });

  it("is one driver and one vehicle until one is added, and no more than 4 and 3", () => {
    let draft = carWizardDraft();
    expect([driverCount(draft), vehicleCount(draft), isHouseholdDraft(draft)]).toEqual([1, 1, false]);
    for (let index = 0; index < 5; index += 1) draft = changeList(draft, { kind: "add", list: "drivers" });
    for (let index = 0; index < 5; index += 1) draft = changeList(draft, { kind: "add", list: "vehicles" });
    expect([driverCount(draft), vehicleCount(draft), isHouseholdDraft(draft)]).toEqual([4, 3, true]);
  });

  it("moves later drivers up when one is removed, and the vehicles they drove with them", () => {
    let draft = changeList(twoByTwo(), { kind: "add", list: "drivers" });
    draft = { ...draft, "drivers.2.age": "17", "vehicles.0.principalDriver": "2", "vehicles.1.principalDriver": "1" };
    const removed = changeList(draft, { kind: "remove", list: "drivers", index: 1 });
    expect(driverCount(removed)).toBe(2);
    expect(removed["drivers.1.age"]).toBe("17");
    expect(removed["drivers.2.age"]).toBe("");
    expect(removed["vehicles.0.principalDriver"]).toBe("1");
    // The removed driver's vehicle goes to the first driver.
    expect(removed["vehicles.1.principalDriver"]).toBe("0");
  });

  it("moves later vehicles up when one is removed", () => {
    let draft = changeList(twoByTwo(), { kind: "add", list: "vehicles" });
    draft = { ...draft, "vehicles.2.make": "Kia", "vehicles.2.winterTires": true };
    const removed = changeList(draft, { kind: "remove", list: "vehicles", index: 1 });
    expect(vehicleCount(removed)).toBe(2);
    expect([removed["vehicles.1.make"], removed["vehicles.1.winterTires"]]).toEqual(["Kia", true]);
    expect([removed["vehicles.2.make"], removed["vehicles.2.winterTires"]]).toEqual(["", false]);
  });

  it("presets each vehicle's principal driver to the driver of the same place, the first when there is none", () => {
    const draft = twoByTwo();
    expect([principalDriverOf(draft, 0), principalDriverOf(draft, 1)]).toEqual(["0", "1"]);
    const oneDriver = changeList(draft, { kind: "remove", list: "drivers", index: 1 });
    expect(principalDriverOf(oneDriver, 1)).toBe("0");
  });

  it("holds Continue until every added driver's and vehicle's required answers are given", () => {
    const draft = twoByTwo();
    expect(canContinue("vehicle", draft)).toBe(true);
    expect(canContinue("driver", draft)).toBe(true);
    expect(canContinue("vehicle", { ...draft, "vehicles.1.model": "" })).toBe(false);
    expect(canContinue("driver", { ...draft, "drivers.1.age": " " })).toBe(false);
  });

  it("keeps the answers through a form post, a box that is ticked included", () => {
    const draft = twoByTwo({ "vehicles.1.winterTires": true });
    const posted = new Map(
      Object.entries(draft).map(([field, value]) => [field, typeof value === "boolean" ? (value ? "on" : "") : value]),
    );
    expect(readDraft((field) => posted.get(field) || undefined)).toEqual(draft);
  });
});

describe("a household draft as the API's body", () => {
  it("sends the lists, the single answers as the first driver and vehicle, and no single driver fields", () => {
    const body = toRequestBody(twoByTwo(), {}) as Record<string, unknown>;
    expect(body.drivers).toEqual([
      { age: 35, yearsLicensed: 12, ticketsLast3y: 0, accidentsLast6y: 0 },
      { age: 19, yearsLicensed: 3, ticketsLast3y: 1, accidentsLast6y: 0 },
    ]);
    expect(body.vehicles).toEqual([
      { year: 2021, make: "Toyota", model: "RAV4", winterTires: false, principalDriver: 0 },
      { year: 2016, make: "Mazda", model: "3", use: "pleasure", winterTires: false, principalDriver: 1 },
    ]);
    expect(body).not.toHaveProperty("driverAge");
    expect(body).not.toHaveProperty("vehicleMake");
    expect(quoteFormSchema(CURRENT_YEAR).safeParse(body).success).toBe(true);
  });

  it("sends a single driver and vehicle exactly as before", () => {
    const body = toRequestBody(carWizardDraft(), {}) as Record<string, unknown>;
    expect(body).not.toHaveProperty("drivers");
    expect(body).not.toHaveProperty("vehicles");
    expect(body.driverAge).toBe(35);
  });

  it("shows the first driver's and vehicle's problems on the single answers, the others on their own", () => {
    expect(
      toFieldErrors([
        { field: "drivers.0.yearsLicensed", message: "a" },
        { field: "vehicles.0.year", message: "b" },
        { field: "drivers.1.yearsLicensed", message: "c" },
        { field: "vehicles.1.principalDriver", message: "d" },
      ]),
    ).toEqual({
      yearsLicensed: "a",
      vehicleYear: "b",
      "drivers.1.yearsLicensed": "c",
      "vehicles.1.principalDriver": "d",
    });
  });

  it("checks an added driver on the driver step with the API's rule and words", () => {
    const errors = validateSteps(["driver"], twoByTwo({ "drivers.1.yearsLicensed": "6" }), CURRENT_YEAR);
    expect(errors).toEqual({ "drivers.1.yearsLicensed": t("quote.validation.licensedVsAge", { age: 19, max: 5 }) });
    const commute = validateSteps(["vehicle"], twoByTwo({ "vehicles.1.use": "commute" }), CURRENT_YEAR);
    expect(commute).toEqual({ "vehicles.1.commuteKm": t("quote.validation.commuteKm") });
  });
});
