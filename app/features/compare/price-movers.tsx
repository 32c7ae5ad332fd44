import type { MessageKey } from "../../../core/i18n/messages-en";
import type { Language } from "../../../core/i18n/languages";
import { CAR_REFERENCE, HIGH_THEFT_EXAMPLE, HOME_REFERENCE } from "../../../core/pricing/reference-profiles";
import type { PriceMover } from "../../../core/pricing/typical-estimates";
import { useLanguage, useTranslate } from "../../i18n/use-translate";
import { FiguresTable } from "./estimate-figures";
import { formatCad, formatSignedCad, formatSignedPercent } from "../../lib/format-money";
import "../../../core/i18n/messages/learn";

/** Each change's words, and the reference value it replaces (in the same unit as its own). */
function moverWords(
  mover: PriceMover,
  language: Language,
): { key: MessageKey; params: Record<string, string | number> } {
  const money = (amount: number) => formatCad(amount, language);
  switch (mover.key) {
    case "yearsLicensed":
      return {
        key: "compare.mover.yearsLicensed",
        params: { value: mover.value ?? 0, reference: CAR_REFERENCE.yearsLicensed },
      };
    case "accidents":
      return { key: "compare.mover.accidents", params: { value: mover.value ?? 0 } };
    case "tickets":
      return { key: "compare.mover.tickets", params: { value: mover.value ?? 0 } };
    case "highTheftModel":
      return {
        key: "compare.mover.highTheftModel",
        params: { vehicle: `${HIGH_THEFT_EXAMPLE.make} ${HIGH_THEFT_EXAMPLE.model}` },
      };
    case "vehicleAge":
      return {
        key:
          (mover.value ?? 0) < CAR_REFERENCE.vehicleAgeYears
            ? "compare.mover.newerVehicle"
            : "compare.mover.olderVehicle",
        params: { value: mover.value ?? 0, reference: CAR_REFERENCE.vehicleAgeYears },
      };
    case "ruralArea":
      return { key: "compare.mover.ruralArea", params: {} };
    case "deductible":
      return {
        key: "compare.mover.deductible",
        params: { value: money(mover.value ?? 0), reference: money(CAR_REFERENCE.deductible) },
      };
    case "liability":
      return {
        key: "compare.mover.liability",
        params: { value: money(mover.value ?? 0), reference: money(CAR_REFERENCE.liabilityLimit) },
      };
    case "liabilityOnly":
      return { key: "compare.mover.liabilityOnly", params: {} };
    case "homeAge":
      return {
        key: "compare.mover.homeAge",
        params: { value: mover.value ?? 0, reference: HOME_REFERENCE.homeAgeYears },
      };
  }
}

/** What moves the estimate in a province: each change to the reference profile, priced by the engine. */
export function PriceMoversTable({
  movers,
  reference,
  caption,
}: {
  movers: readonly PriceMover[];
  reference: number;
  caption: string;
}) {
  const t = useTranslate();
  const language = useLanguage();
  return (
    <FiguresTable
      caption={caption}
      columns={[
        { label: t("compare.columnChange") },
        { label: t("compare.columnEstimate"), right: true },
        { label: t("compare.columnDifference"), right: true },
      ]}
    >
      <tr className="border-b border-slate-200 bg-slate-50">
        <th scope="row" className="py-2.5 pr-3 align-top font-semibold">
          {t("compare.localEstimateLabel")}
        </th>
        <td className="py-2.5 pr-3 text-right align-top font-semibold tabular-nums">
          {formatCad(reference, language)}
        </td>
        <td className="py-2.5 text-right align-top tabular-nums text-slate-600" />
      </tr>
      {movers.map((mover) => {
        const words = moverWords(mover, language);
        return (
          <tr key={`${mover.key}-${mover.value ?? ""}`} className="border-b border-slate-200">
            <th scope="row" className="py-2.5 pr-3 align-top font-normal text-slate-800">
              {t(words.key, words.params)}
            </th>
            <td className="py-2.5 pr-3 text-right align-top tabular-nums">{formatCad(mover.annual, language)}</td>
            <td
              className={`py-2.5 text-right align-top font-semibold tabular-nums ${
                mover.difference > 0 ? "text-red-700" : "text-green-800"
              }`}
            >
              {formatSignedCad(mover.difference, language)}
              <span className="block text-xs font-normal text-slate-600">
                {formatSignedPercent(mover.percent, language)}
              </span>
            </td>
          </tr>
        );
      })}
    </FiguresTable>
  );
}
