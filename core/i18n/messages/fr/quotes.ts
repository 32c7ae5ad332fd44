import { registerMessages } from "../../registry";
import type { QUOTES_MESSAGES } from "../quotes";

/** The quote page, its wizard and its first step, in French (fr-CA): docs/french.md. */
export const QUOTES_MESSAGES_FR = {
  "quotes.metaTitle": "Comparez des soumissions d'assurance en 60 secondes | QuoteMaple",
  "quotes.metaDescription":
    "Répondez à quelques questions et comparez des estimations d'assurance auto et habitation de partenaires canadiens autorisés, avec ce qui explique chaque prix.",
  "quotes.resultsMetaTitle": "Vos soumissions d'assurance | QuoteMaple",
  "quotes.breadcrumb": "Soumissions",
  "quotes.breadcrumbLearn": "Guides",
  "quotes.breadcrumbBlog": "Blogue",
  "quotes.title": "Comparez des soumissions en 60 secondes environ",
  "quotes.subtitle":
    "Quelques questions, puis des estimations de partenaires canadiens autorisés. Sans inscription, sans pourriel.",
  "quotes.wizardLabel": "Questions pour votre soumission",
  "quotes.stepOf": "Étape {step} sur {total}",
  "quotes.reviewStep": "Vérification",
  "quotes.reviewIntro": "Vérifiez vos réponses avant que nous demandions des soumissions à nos partenaires.",
  "quotes.step.type": "Que voulez-vous assurer?",
  "quotes.step.vehicle": "Parlez-nous de votre véhicule",
  "quotes.step.driver": "Vous et votre conduite",
  "quotes.step.details": "À propos de vous",
  "quotes.step.homeDetails": "À propos de votre habitation",
  "quotes.step.consent": "Votre consentement",
  "quotes.step.review": "Vérifiez vos renseignements",
  "quotes.field.category": "Type d'assurance",
  "quotes.field.province": "Province",
  "quotes.field.provinceChoose": "Choisissez votre province",
  "quotes.field.city": "Ville ou municipalité",
  "quotes.field.cityHintCar": "La ville où le véhicule est garé la plupart du temps.",
  "quotes.field.cityHintHome": "La ville où se trouve l'habitation.",
  "quotes.field.cityHintOther": "La ville où vous habitez.",
  "quotes.chatInstead": "Vous préférez clavarder?",
  "quotes.continue": "Continuer",
  "quotes.back": "Retour",
  "quotes.viewQuotes": "Voir mes soumissions",
  "quotes.processing": "Traitement en cours…",
  "quotes.fixErrors": "Veuillez vérifier les réponses en surbrillance.",
  "quotes.failed": "Une erreur est survenue. Veuillez réessayer.",
  "quotes.draftLost":
    "Vos réponses précédentes n'ont pas été conservées (ce navigateur refuse peut-être les témoins, ou une journée s'est écoulée). Veuillez recommencer ici.",
} satisfies Record<keyof typeof QUOTES_MESSAGES, string>;

registerMessages("fr", QUOTES_MESSAGES_FR, "quotes");
