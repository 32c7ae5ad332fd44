import { registerMessages } from "../../registry";
import type { QUOTE_VALIDATION_MESSAGES } from "../quote-validation";

/** The quote form's checks, consents and API refusals, in French (fr-CA): docs/french.md. */
export const QUOTE_VALIDATION_MESSAGES_FR = {
  "quote.field.vehicleYear": "Année du véhicule",
  "quote.field.yearsLicensed": "Années avec permis",
  "quote.field.tickets": "Contraventions au cours des 3 dernières années",
  "quote.field.accidents": "Accidents au cours des 6 dernières années",
  "quote.field.driverAge": "Votre âge",
  "quote.field.homeAge": "Âge de l'habitation",
  "quote.validation.number": "Le champ « {field} » doit contenir un nombre.",
  "quote.validation.wholeNumber": "Le champ « {field} » doit contenir un nombre entier.",
  "quote.validation.atLeast": "Le champ « {field} » doit être d'au moins {min}.",
  "quote.validation.atMost": "Le champ « {field} » doit être d'au plus {max}.",
  "quote.validation.country": "Le pays doit être CA : nous comparons uniquement de l'assurance canadienne.",
  "quote.validation.province": "Choisissez l'une des dix provinces.",
  "quote.validation.fsa": "Entrez les trois premiers caractères d'un code postal canadien, par exemple M5V.",
  "quote.validation.postalCode": "Entrez un code postal canadien, par exemple M5V 2T6.",
  "quote.validation.postalProvince":
    "Le code postal {postal} ne correspond pas à la province choisie ({province}). Vérifiez le code postal ou la province.",
  "quote.validation.make": "Entrez la marque du véhicule.",
  "quote.validation.makeMin": "La marque doit compter au moins {min} caractères.",
  "quote.validation.makeMax": "La marque doit compter au plus {max} caractères.",
  "quote.validation.model": "Entrez le modèle du véhicule.",
  "quote.validation.modelMax": "Le modèle doit compter au plus {max} caractères.",
  "quote.validation.trimText": "La version doit être du texte.",
  "quote.validation.trimMax": "La version doit compter au plus {max} caractères.",
  "quote.validation.liability": "La responsabilité civile doit être de 500 000 $, 1 000 000 $ ou 2 000 000 $.",
  "quote.validation.collision": "Collision ou versement : la réponse doit être oui ou non.",
  "quote.validation.comprehensive": "Risques autres que collision ou versement : la réponse doit être oui ou non.",
  "quote.validation.deductible": "La franchise doit être de 300 $, 500 $ ou 1 000 $.",
  "quote.validation.declinedBenefits": "Indiquez les indemnités d'accident facultatives que vous retirez, ou aucune.",
  "quote.validation.declinedBenefit":
    "Ce n'est pas une des indemnités d'accident facultatives de l'Ontario ({allowed}).",
  "quote.validation.declinedTwice": "Nommez chaque indemnité d'accident facultative une seule fois.",
  "quote.validation.dcpdOptOut":
    "Répondez oui ou non au retrait de l'indemnisation directe des dommages matériels (IDDM).",
  "quote.validation.ontarioOnly":
    "Seul l'Ontario permet de retirer des indemnités d'accident ou l'indemnisation directe; choisissez l'Ontario ou gardez la protection standard.",
  "quote.validation.category": "Choisissez un type d'assurance.",
  "quote.validation.productType":
    "productType doit valoir « home » pour l'assurance habitation et « auto » pour tous les autres types.",
  "quote.validation.city": "Entrez votre ville ou municipalité.",
  "quote.validation.cityMax": "Le nom de la ville doit compter au plus {max} caractères.",
  "quote.validation.driverAge": "Entrez votre âge.",
  "quote.validation.homeAge": "Entrez l'âge de l'habitation en années (0 pour une construction neuve).",
  "quote.validation.licensedVsAge": "À {age} ans, le nombre d'années avec permis ne peut pas dépasser {max}.",
  "quote.field.age": "Âge",
  "quote.field.commuteKm": "Distance du trajet aller (km)",
  "quote.validation.vehicleUse":
    "Choisissez l'usage du véhicule : « commute » (trajet travail ou études) ou « pleasure » (agrément).",
  "quote.validation.winterTires": "Les pneus d'hiver doivent être oui ou non.",
  "quote.validation.principalDriver": "Choisissez qui conduit ce véhicule le plus souvent.",
  "quote.validation.principalDriverRange":
    "Le véhicule {vehicle} doit être conduit principalement par l'un des {count} conducteurs inscrits.",
  "quote.validation.commuteKm": "Entrez la distance aller jusqu'au travail ou aux études, en km.",
  "quote.validation.commuteKmOnly":
    "La distance du trajet n'est demandée que pour un véhicule utilisé pour se rendre au travail ou aux études.",
  "quote.validation.driversList": "Inscrivez au moins un conducteur.",
  "quote.validation.driversMax": "Une soumission peut inscrire au plus {max} conducteurs.",
  "quote.validation.vehiclesList": "Inscrivez au moins un véhicule.",
  "quote.validation.vehiclesMax": "Une soumission peut inscrire au plus {max} véhicules.",
  "quote.validation.driverBesideList":
    "Indiquez chaque conducteur dans la liste des conducteurs, et non aussi dans les champs d'un seul conducteur.",
  "quote.validation.vehicleBesideList":
    "Indiquez chaque véhicule dans la liste des véhicules, et non aussi dans les champs d'un seul véhicule.",
  "quote.validation.carOnly":
    "Cette réponse n'est demandée que pour l'assurance auto, pas pour l'assurance {category}.",
  "quote.validation.homePart": "La partie habitation doit être un objet indiquant l'âge de l'habitation (homeAge).",
  "quote.validation.homePartKey": "La partie habitation ne prend que l'âge de l'habitation (homeAge).",
  "quote.validation.homeWithCarOnly":
    "Une habitation soumise avec un véhicule va avec une soumission auto; pour l'assurance habitation seule, indiquez homeAge.",
  "quote.validation.consentDataSharing":
    "Cochez la case pour nous permettre de transmettre vos renseignements aux partenaires qui préparent vos soumissions.",
  "quote.validation.consentContact": "Consentement à être joint : la réponse doit être oui ou non.",
  "quote.validation.from": "Ce point d'entrée nous est inconnu.",
  "quote.validation.blog": "La référence de l'article n'est pas valide.",
  "quote.consent.dataSharing":
    "J'accepte que QuoteMaple transmette les renseignements que je fournis ici aux partenaires autorisés qui préparent mes soumissions, ainsi qu'au partenaire avec lequel je choisis de poursuivre.",
  "quote.consent.contact":
    "J'accepte d'être joint au sujet d'options d'assurance par courriel, texto ou téléphone. Les frais habituels de messagerie texte et de données peuvent s'appliquer. Ce consentement n'est pas une condition d'achat, et je peux le retirer en tout temps.",
  "quote.api.sessionNotFound":
    "Nous n'avons pas trouvé cette session de soumission. Faites une nouvelle demande de soumission.",
  "quote.api.quoteNotFound": "Cette soumission ne fait pas partie de cette session.",
  "quote.api.partnerMismatch": "Le partenaire ne correspond pas à la soumission.",
  "quote.api.notCar": "La protection ne peut être modifiée que pour les soumissions d'assurance auto.",
} satisfies Record<keyof typeof QUOTE_VALIDATION_MESSAGES, string>;

registerMessages("fr", QUOTE_VALIDATION_MESSAGES_FR, "quote-validation");
