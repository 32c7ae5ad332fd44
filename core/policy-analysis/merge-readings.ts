import { fold } from "./normalize-text";
import { LEGAL_WORD } from "./parties";
import { known, type ExtractedVehicle, type Field, type PolicyExtraction } from "./types";
import { repairLookAlike } from "./vin";
import { REPAIRED_VIN_CONFIDENCE } from "./vehicle";

/**
 * An image is read twice (as taken, then straightened or as one block; issue 23), and each reading
 * loses different words: the table's rows on one, a label's value under a noisy rule on the other.
 * The reading that says the most is kept whole, and a field it could not read (null) is taken from
 * another reading of the same document that did read it, where that reading is itself a policy's. What
 * the best reading did read is never replaced, and no row is added: only empty fields are filled.
 */
export function withGapsFilled(best: PolicyExtraction, others: PolicyExtraction[]): PolicyExtraction {
  const donors = others.filter((other) => other !== best && other.isPolicy.value);
  if (donors.length === 0) return best;
  const pick = <T>(field: Field<T>, of: (extraction: PolicyExtraction) => Field<T>): Field<T> =>
    field.value !== null ? field : (donors.map(of).find((other) => other.value !== null) ?? field);
  // The insured's address as a whole: a city from one reading beside a postal code from another could mix addresses.
  const address = (() => {
    if (best.postalCode.value !== null || best.city.value !== null) return null;
    return (
      donors.find(
        (other) =>
          other.postalCode.value !== null &&
          (best.province.value === null || other.province.value === best.province.value),
      ) ?? null
    );
  })();
  // The term as a whole: both dates from the reading that read them.
  const term =
    best.period.effective.value === null && best.period.expiry.value === null
      ? donors.find((other) => other.period.effective.value !== null && other.period.expiry.value !== null)
      : undefined;
  const vehicles = best.vehicles.map((vehicle, index) => {
    const same = donors.map((other) => other.vehicles[index]).filter((other) => other !== undefined);
    // Only readings that found as many vehicles describe the same one at this place.
    const matching = same.filter((_, donor) => donors[donor]?.vehicles.length === best.vehicles.length);
    return fillVehicle(vehicle, matching);
  });
  return {
    ...best,
    provider: wholeName(best.provider, donors) ?? pick(best.provider, (other) => other.provider),
    policyNumber: pick(best.policyNumber, (other) => other.policyNumber),
    period: term ? term.period : best.period,
    namedInsured: pick(best.namedInsured, (other) => other.namedInsured),
    province: address && best.province.value === null ? address.province : best.province,
    postalCode: address ? address.postalCode : best.postalCode,
    city: address ? address.city : best.city,
    totalPremium: pick(best.totalPremium, (other) => other.totalPremium),
    vehicle: vehicles[0] ?? best.vehicle,
    vehicles,
    coverages: best.coverages.map((coverage) => {
      const ofKind = (extraction: PolicyExtraction) =>
        extraction.coverages.filter((each) => each.key === coverage.key && each.vehicle === coverage.vehicle);
      // The same row: same kind, vehicle and layer; or the only row of its kind in both readings, when
      // one reading lost the heading that puts it in a layer (ICBC's "Optional Autoplan").
      const alone = ofKind(best).length === 1;
      const same = donors.flatMap((other) => {
        const kind = ofKind(other);
        const layered = kind.filter((each) => each.layer === coverage.layer);
        return layered.length > 0 || !alone || kind.length !== 1 ? layered : kind;
      });
      return {
        ...coverage,
        limit: coverage.limit ?? same.find((each) => each.limit !== null)?.limit ?? null,
        deductible: coverage.deductible ?? same.find((each) => each.deductible !== null)?.deductible ?? null,
        premium: coverage.premium ?? same.find((each) => each.premium !== null)?.premium ?? null,
      };
    }),
    endorsements: best.endorsements.map((endorsement) => ({
      ...endorsement,
      limit:
        endorsement.limit ??
        donors
          .flatMap((other) => other.endorsements)
          .find((each) => each.code === endorsement.code && each.limit !== null)?.limit ??
        null,
    })),
  };
}

/** A vehicle's unread parts from the same vehicle in other readings; the VIN comes with its check. */
function fillVehicle(vehicle: ExtractedVehicle, others: ExtractedVehicle[]): ExtractedVehicle {
  const pick = <T>(field: Field<T>, of: (other: ExtractedVehicle) => Field<T>): Field<T> =>
    field.value !== null ? field : (others.map(of).find((other) => other.value !== null) ?? field);
  const vinFrom = vehicle.vin.value === null ? others.find((other) => other.vin.value !== null) : undefined;
  const year = pick(vehicle.year, (other) => other.year);
  const make = pick(vehicle.make, (other) => other.make);
  // A VIN that fails its check, read where the make was not (a make cut short, "MAZ"), gets the
  // look-alike repair with the make and year this vehicle has now.
  const repaired =
    vinFrom?.vin.value && vinFrom.vinValid.value === false && make.value !== null
      ? repairLookAlike(vinFrom.vin.value, make.value, year.value)
      : null;
  return {
    year,
    make,
    model: pick(vehicle.model, (other) => other.model),
    vin: repaired ? known(repaired, REPAIRED_VIN_CONFIDENCE) : vinFrom ? vinFrom.vin : vehicle.vin,
    vinValid: repaired ? known(true, 0.97) : vinFrom ? vinFrom.vinValid : vehicle.vinValid,
  };
}

/**
 * An insurer's name whose legal word one reading cut short ("… assurances générates in") is the name
 * another reading read whole: same first word, ending with the legal word the cut one starts ("inc").
 * Null when no reading has it.
 */
function wholeName(provider: Field<string>, donors: PolicyExtraction[]): Field<string> | null {
  const words = (provider.value ?? "").split(" ");
  const last = fold(words.at(-1) ?? "").replace(/[.,]$/u, "");
  if (words.length < 2 || last.length === 0 || LEGAL_WORD.test(last)) return null;
  for (const donor of donors) {
    const other = (donor.provider.value ?? "").split(" ");
    const legal = fold(other.at(-1) ?? "").replace(/[.,]$/u, "");
    if (other.length !== words.length || fold(other[0] ?? "") !== fold(words[0] ?? "")) continue;
    if (LEGAL_WORD.test(legal) && legal.startsWith(last) && legal !== last) return donor.provider;
  }
  return null;
}
