import { registerMessages } from "../../registry";
import type { QUOTE_STEPS_MESSAGES } from "../quote-steps";

/** The wizard's later steps (vehicle, driver, home, consents, review), in French (fr-CA): docs/french.md. */
export const QUOTE_STEPS_MESSAGES_FR = {
  "quoteSteps.field.vehicleYear": "Année",
  "quoteSteps.field.vehicleYearChoose": "Choisissez une année",
  "quoteSteps.field.vehicleMake": "Marque",
  "quoteSteps.field.vehicleMakePlaceholder": "p. ex. Toyota",
  "quoteSteps.field.vehicleModel": "Modèle",
  "quoteSteps.field.vehicleModelPlaceholder": "p. ex. RAV4",
  "quoteSteps.field.vehicleTrim": "Version (facultatif)",
  "quoteSteps.field.driverAge": "Votre âge",
  "quoteSteps.field.postalCode": "Code postal",
  "quoteSteps.field.postalCodePlaceholder": "A1A 1A1",
  "quoteSteps.field.postalCodeHint":
    "Sert à établir le prix pour votre secteur; nous ne vous enverrons jamais de courrier.",
  "quoteSteps.field.yearsLicensed": "Années avec permis",
  "quoteSteps.field.yearsLicensedHint":
    "Comptez à partir de votre premier permis d'apprenti conducteur (G1, classe 7 ou l'équivalent).",
  "quoteSteps.field.tickets": "Contraventions au cours des 3 dernières années",
  "quoteSteps.field.accidents": "Accidents responsables au cours des 6 dernières années",
  "quoteSteps.field.homeAge": "Âge de l'habitation (en années)",
  "quoteSteps.field.homeAgeHint": "Nombre d'années depuis la construction; 0 pour une construction neuve.",
  "quoteSteps.consent.dataSharingLabel": "Transmettre mes renseignements aux partenaires (obligatoire)",
  "quoteSteps.consent.contactLabel": "Me joindre au sujet d'options d'assurance (facultatif)",
  "quoteSteps.consent.privacy":
    "Lisez notre politique de confidentialité pour savoir comment nous traitons vos renseignements.",
  "quoteSteps.edit": "Modifier",
  "quoteSteps.review.location": "Lieu",
  "quoteSteps.review.vehicle": "Véhicule",
  "quoteSteps.review.driverHistory": "Dossier de conduite",
  "quoteSteps.review.coverage": "Protection",
  "quoteSteps.review.about": "À propos de vous",
  "quoteSteps.review.home": "Votre habitation",
  "quoteSteps.review.insuranceType": "Type d'assurance",
  "quoteSteps.review.province": "Province",
  "quoteSteps.review.postalArea": "Secteur postal",
  "quoteSteps.review.city": "Ville",
  "quoteSteps.review.year": "Année",
  "quoteSteps.review.make": "Marque",
  "quoteSteps.review.model": "Modèle",
  "quoteSteps.review.age": "Âge",
  "quoteSteps.review.yearsLicensed": "Années avec permis",
  "quoteSteps.review.tickets": "Contraventions (3 ans)",
  "quoteSteps.review.accidents": "Accidents (6 ans)",
  "quoteSteps.review.homeAge": "Âge de l'habitation",
  "quoteSteps.review.liability": "Responsabilité civile",
  "quoteSteps.review.collision": "Collision ou versement",
  "quoteSteps.review.comprehensive": "Risques autres que collision ou versement",
  "quoteSteps.review.deductible": "Franchise",
  "quoteSteps.review.coverageNote":
    "Nos valeurs par défaut. Vous pourrez les modifier à l'écran des résultats, et les prix se mettront à jour aussitôt.",
  "quoteSteps.review.coverageFromPolicy":
    "Ces valeurs viennent de votre police d'assurance actuelle, pour que les soumissions comparent des protections équivalentes. Vous pourrez les modifier à l'écran des résultats.",
  "quoteSteps.yes": "Oui",
  "quoteSteps.no": "Non",
} satisfies Record<keyof typeof QUOTE_STEPS_MESSAGES, string>;

registerMessages("fr", QUOTE_STEPS_MESSAGES_FR, "quote-steps");
