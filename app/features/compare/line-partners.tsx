import type { ComparisonPartner } from "../../../server/services/get-comparison-page";
import { provinceName } from "../../../core/shared/provinces";
import { useLanguage, useTranslate } from "../../i18n/use-translate";
import "../../../core/i18n/messages/learn";

/** The partners that write a line (in a province), each with what its product for that line includes. */
export function LinePartners({
  partners,
  showProvinces,
}: {
  partners: readonly ComparisonPartner[];
  /** On a category page: where each partner writes the line. */
  showProvinces: boolean;
}) {
  const t = useTranslate();
  const language = useLanguage();
  return (
    <ul className="mt-6 grid gap-4 md:grid-cols-2">
      {partners.map((partner) => (
        <li key={partner.id} className="rounded-2xl border border-slate-200 bg-white p-5">
          <h3 className="text-lg font-semibold">{partner.name}</h3>
          {partner.features.length > 0 && (
            <ul className="mt-2 list-disc space-y-1 pl-5 text-sm leading-relaxed text-slate-700">
              {partner.features.map((feature) => (
                <li key={feature}>{feature}</li>
              ))}
            </ul>
          )}
          {showProvinces && (
            <p className="mt-3 text-sm text-slate-600">
              <span className="font-semibold text-slate-700">{t("compare.partnerProvinces")}: </span>
              {partner.provinces.map((code, index) => (
                <span key={code}>
                  {index > 0 && ", "}
                  <abbr title={provinceName(code, language)} className="no-underline">
                    {code}
                  </abbr>
                </span>
              ))}
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}
