import { PROVINCES, localProvinceName } from "../../../core/shared/provinces";
import { PATHS } from "../../../core/shared/paths";
import { QUOTE_LIMITS } from "../../../core/shared/quote-request-fields";
import { inputClass } from "../../components/ui/form-field";
import { useLanguage, useLocalizePath, useTranslate } from "../../i18n/use-translate";
import "../../../core/i18n/messages/learn";

/**
 * A plain GET form to the quote wizard, with no script: it opens the wizard with the line, the
 * province and the city (when one is typed or picked) already chosen (`/quotes?category=&province=&city=`).
 */
export function QuoteStartForm({
  id,
  category,
  categoryName,
  provinceCode,
  cities,
}: {
  id: string;
  category: string;
  /** The line in a sentence ("car insurance"). */
  categoryName: string;
  provinceCode: string | null;
  cities: readonly string[];
}) {
  const t = useTranslate();
  const language = useLanguage();
  const localize = useLocalizePath();
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-maple-100 bg-maple-50 p-6 sm:p-8">
      <h2 id={id} className="text-2xl font-bold">
        {t("compare.startTitle", { category: categoryName })}
      </h2>
      <p className="mt-2 max-w-2xl text-slate-700">{t("compare.startIntro")}</p>
      <form
        method="get"
        action={localize(PATHS.quotes)}
        className="mt-5 grid gap-4 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
      >
        <input type="hidden" name="category" value={category} />
        <input type="hidden" name="from" value="compare" />
        <div>
          <label htmlFor={`${id}-province`} className="block text-sm font-semibold text-slate-800">
            {t("compare.startProvince")}
          </label>
          <select
            id={`${id}-province`}
            name="province"
            defaultValue={provinceCode?.toLowerCase() ?? ""}
            className={inputClass}
          >
            <option value="">{t("compare.startProvinceChoose")}</option>
            {PROVINCES.map((province) => (
              <option key={province.code} value={province.code.toLowerCase()}>
                {localProvinceName(province, language)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-city`} className="block text-sm font-semibold text-slate-800">
            {t("compare.startCity")}
          </label>
          <input
            id={`${id}-city`}
            name="city"
            type="text"
            list={`${id}-cities`}
            maxLength={QUOTE_LIMITS.cityMax}
            autoComplete="address-level2"
            className={inputClass}
          />
          <datalist id={`${id}-cities`}>
            {cities.map((city) => (
              <option key={city} value={city} />
            ))}
          </datalist>
        </div>
        <button type="submit" className="button-primary">
          {t("compare.startSubmit")}
        </button>
      </form>
    </section>
  );
}
