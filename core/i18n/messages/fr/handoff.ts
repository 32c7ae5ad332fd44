import { registerMessages } from "../../registry";
import type { HANDOFF_MESSAGES } from "../handoff";

/** The hand-off page, in French (fr-CA): docs/french.md. */
export const HANDOFF_MESSAGES_FR = {
  "handoff.metaTitle": "Continuer avec {partner} | QuoteMaple",
  "handoff.title": "Continuer avec {partner}",
  "handoff.intro":
    "{partner} est un partenaire fictif qui montre comment se passe un transfert. Avec un vrai partenaire, vous poursuivriez maintenant sur son site Web, qui recevrait les renseignements ci-dessous. Rien n'a été envoyé.",
  "handoff.sentTitle": "Ce que nous enverrions",
  "handoff.quoteTitle": "La soumission que vous avez choisie",
  "handoff.bundle.bundle":
    "Habitation et auto ensemble : auto {car} et habitation {home} par année, après son rabais de regroupement de {percent} % ({saving} d'économie par rapport aux deux polices souscrites séparément).",
  "handoff.bundle.separate":
    "Habitation et auto, tarifées séparément (aucun rabais de regroupement) : auto {car} et habitation {home} par année.",
  "handoff.bundle.carOnly":
    "Ce prix vaut pour l'auto seulement : ce partenaire n'assure pas les habitations ici. Votre habitation a été tarifée séparément chez {partner} ({home} par année).",
  "handoff.bundle.carOnlyNoHome": "Ce prix vaut pour l'auto seulement : aucun partenaire n'assure les habitations ici.",
  "handoff.premium": "{annual} par année ({monthly}/mois)",
  "handoff.referral": "Pas encore de prix : le partenaire vous fera une soumission directement.",
  "handoff.reference": "Votre numéro de référence : {reference}",
  "handoff.noTransfer": "Choisissez une soumission dans vos résultats pour voir ce que nous enverrions à {partner}.",
  "handoff.back": "Retour à mes soumissions",
  "handoff.getQuotes": "Obtenir des soumissions",
  "handoff.notFoundTitle": "Partenaire introuvable",
  "handoff.notFoundMessage": "Nous ne travaillons avec aucun partenaire à cette adresse.",
  "handoff.field.province": "Province",
  "handoff.field.city": "Ville",
  "handoff.field.postalCode": "Code postal",
  "handoff.field.age": "Âge",
  "handoff.field.vehicle": "Véhicule",
  "handoff.field.yearsLicensed": "Années avec permis",
  "handoff.field.tickets": "Contraventions (3 ans)",
  "handoff.field.accidents": "Accidents (6 ans)",
  "handoff.field.homeAge": "Âge de l'habitation",
} satisfies Record<keyof typeof HANDOFF_MESSAGES, string>;

registerMessages("fr", HANDOFF_MESSAGES_FR, "handoff");
