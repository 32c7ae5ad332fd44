import { PATHS } from "../../../core/shared/paths";
import type { MessageKey } from "../../../core/i18n/messages-en";
import "../../../core/i18n/messages/shell";

export interface NavigationLink {
  href: string;
  labelKey: MessageKey;
}

export const HEADER_LINKS: NavigationLink[] = [
  { href: PATHS.blog, labelKey: "nav.blog" },
  { href: PATHS.policyAnalyzer, labelKey: "nav.policyAnalyzer" },
  { href: PATHS.faq, labelKey: "nav.faq" },
];

export const FOOTER_GROUPS: { titleKey: MessageKey; links: NavigationLink[] }[] = [
  {
    titleKey: "footer.groupSite",
    links: [
      { href: PATHS.home, labelKey: "nav.home" },
      { href: PATHS.quotes, labelKey: "nav.getQuotes" },
      { href: PATHS.blog, labelKey: "nav.blog" },
      { href: PATHS.policyAnalyzer, labelKey: "nav.policyAnalyzer" },
      { href: PATHS.faq, labelKey: "nav.faq" },
      { href: PATHS.contact, labelKey: "nav.contact" },
    ],
  },
  {
    titleKey: "footer.groupInsurance",
    links: [
      { href: PATHS.learn("car-insurance"), labelKey: "footer.carInsurance" },
      { href: PATHS.learn("home-insurance"), labelKey: "footer.homeInsurance" },
      { href: PATHS.learn("travel-insurance"), labelKey: "footer.travelInsurance" },
      { href: PATHS.learn("business-insurance"), labelKey: "footer.businessInsurance" },
      { href: PATHS.learn("life-insurance"), labelKey: "footer.lifeInsurance" },
    ],
  },
  {
    // Every comparison page is reachable from every page: the category pages link each province (issue 24).
    titleKey: "footer.groupCompare",
    links: [
      { href: PATHS.compare("car"), labelKey: "footer.compareCar" },
      { href: PATHS.compare("home"), labelKey: "footer.compareHome" },
      { href: PATHS.compare("travel"), labelKey: "footer.compareTravel" },
      { href: PATHS.compare("business"), labelKey: "footer.compareBusiness" },
      { href: PATHS.compare("life"), labelKey: "footer.compareLife" },
    ],
  },
  {
    titleKey: "footer.groupCompany",
    links: [
      { href: PATHS.company("about-us"), labelKey: "footer.aboutUs" },
      { href: PATHS.company("how-it-works"), labelKey: "footer.howItWorks" },
      { href: PATHS.company("why-choose-quotemaple"), labelKey: "footer.whyChoose" },
      { href: PATHS.company("partners"), labelKey: "footer.partners" },
    ],
  },
  {
    titleKey: "footer.groupLegal",
    links: [
      { href: PATHS.legal("privacy"), labelKey: "footer.privacy" },
      { href: PATHS.privacyRequest, labelKey: "footer.dataRequests" },
      { href: PATHS.legal("terms"), labelKey: "footer.terms" },
      { href: PATHS.legal("disclaimer"), labelKey: "footer.disclaimer" },
    ],
  },
];
