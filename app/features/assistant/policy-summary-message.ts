import type { Translate } from "../../../core/i18n/translate";
import { opensBusinessQuotes, type PolicySummary } from "../../../core/shared/policy-upload";
import { formatCad } from "../../lib/format-money";
import type { ChatMessage } from "./storage";
import "../../../core/i18n/messages/widget";

/** The analyzer's key points as chat messages, ending with an offer of comparison quotes. */
export function policySummaryMessages(summary: PolicySummary, t: Translate): ChatMessage[] {
  const lines = [t("widget.policy.summaryIntro")];
  if (summary.provider) lines.push(t("widget.policy.provider", { value: summary.provider }));
  if (summary.policyNumber) lines.push(t("widget.policy.policyNumber", { value: summary.policyNumber }));
  if (summary.coverageType) lines.push(t("widget.policy.coverageType", { value: summary.coverageType }));
  if (summary.annualPremium !== null) {
    lines.push(t("widget.policy.premium", { value: formatCad(summary.annualPremium) }));
  }
  if (summary.coverages.length > 0) {
    const names = summary.coverages.map((coverage) =>
      coverage.limit === null ? coverage.name : `${coverage.name} (${formatCad(coverage.limit)})`,
    );
    lines.push(t("widget.policy.coverages", { value: names.join(", ") }));
  }
  for (const suggestion of summary.suggestions.slice(0, 2)) {
    lines.push(t("widget.policy.suggestion", { value: suggestion }));
  }
  const quotesUrl = summary.details.quotesUrl;
  return [
    { role: "assistant", content: lines.join("\n") },
    quotesUrl
      ? {
          role: "assistant",
          content: t(opensBusinessQuotes(summary) ? "widget.policy.offerBusiness" : "widget.policy.offer"),
          links: [
            {
              title: t(opensBusinessQuotes(summary) ? "widget.policy.businessLink" : "widget.policy.compareLink"),
              url: quotesUrl,
            },
          ],
        }
      : { role: "assistant", content: t("widget.policy.offerNoLink") },
  ];
}
