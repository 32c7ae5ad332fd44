import { registerMessages } from "../../registry";
import type { QUOTE_RESULTS_MESSAGES } from "../quote-results";

/** The results screen and the pricing factors, in French (fr-CA): docs/french.md. */
export const QUOTE_RESULTS_MESSAGES_FR = {
  "pricing.factor.yearsLicensed":
    "Années avec permis : {years}. L'expérience réduit le risque dont les assureurs tiennent compte",
  "pricing.factor.accidents": "Accidents responsables au cours des 6 dernières années : {count}",
  "pricing.factor.tickets": "Contraventions (infractions) au cours des 3 dernières années : {count}",
  "pricing.factor.city": "Votre lieu de résidence : {city} forme son propre territoire de tarification",
  "pricing.factor.rural": "Secteur postal rural {fsa} : moins de réclamations qu'en ville",
  "pricing.factor.liability": "Limite de responsabilité civile de {limit} $",
  "pricing.factor.deductible":
    "Franchise de {deductible} $ en collision ou versement et en risques autres que collision ou versement",
  "pricing.factor.vehicleAge":
    "Âge du véhicule : {age} an(s). Il influe sur le coût des réparations et d'un remplacement",
  "pricing.factor.homeAge":
    "Âge de l'habitation : {age} an(s). Une toiture, des installations électriques et une plomberie plus anciennes entraînent plus de réclamations",
  "pricing.factor.homeRural": "Secteur postal rural {fsa} : plus loin des casernes de pompiers et des bornes-fontaines",
  "pricing.factor.partner": "Tarification propre à {partner} pour ce profil",
  "pricing.factor.highTheft":
    "Le modèle {model} figure parmi les plus volés, ce qui fait augmenter la prime en risques autres que collision ou versement",
  "quoteResults.title": "Vos soumissions d'assurance {category}",
  "quoteResults.count": "{count} estimations de partenaires autorisés ({province}), de la moins chère à la plus chère.",
  "quoteResults.countOne": "1 estimation d'un partenaire autorisé ({province}).",
  "quoteResults.searched":
    "Nous avons consulté les {count} partenaires de notre catalogue qui offrent l'assurance {category} dans votre province ({province}).",
  "quoteResults.searchedOne":
    "Nous avons consulté le seul partenaire de notre catalogue qui offre l'assurance {category} dans votre province ({province}).",
  "quoteResults.declinedOne": "1 partenaire n'assure pas ce profil",
  "quoteResults.declined": "{count} partenaires n'assurent pas ce profil",
  "quoteResults.unanswered": "{count} n'ont pas répondu.",
  "quoteResults.unansweredOne": "1 n'a pas répondu.",
  "quoteResults.decline.age": "n'assure pas les conducteurs de cet âge",
  "quoteResults.decline.experience": "demande plus d'années de permis",
  "quoteResults.decline.new_drivers_only":
    "assure seulement les conducteurs titulaires d'un permis depuis moins de cinq ans",
  "quoteResults.decline.accidents": "n'accepte pas autant d'accidents responsables",
  "quoteResults.decline.tickets": "n'accepte pas autant de contraventions",
  "quoteResults.decline.high_risk": "n'assure pas les conducteurs ayant trois accidents responsables ou plus",
  "quoteResults.decline.record_required":
    "assure seulement les conducteurs ayant plusieurs accidents ou contraventions",
  "quoteResults.decline.vehicle_age": "n'assure pas un véhicule de cet âge",
  "quoteResults.saving": "Économisez jusqu'à {amount} par année en comparant",
  "quoteResults.estimateNote":
    "Ce sont des estimations tirées de nos tables de tarifs {year}, établies à partir de moyennes publiques, et non des offres. Le partenaire confirme votre prix final après avoir vérifié votre dossier de conduite et vos renseignements; ce prix peut varier.",
  "quoteResults.homeEstimateNote":
    "Ce sont des estimations approximatives tirées de notre table de tarifs habitation {year}, pour une maison individuelle occupée par son propriétaire, avec une responsabilité civile de 1 000 000 $ et une franchise de 1 000 $. Le partenaire confirme votre prix après vous avoir posé des questions sur l'habitation elle-même.",
  "quoteResults.range":
    "Dans votre province, les conducteurs dont le profil ressemble au vôtre paient généralement entre {low} et {high} par année.",
  "quoteResults.homeRange": "Assurer une habitation comme la vôtre coûte généralement entre {low} et {high} par année.",
  "quoteResults.optionalLayer":
    "Dans votre province ({province}), l'assurance de base est fournie par l'assureur public. Ces prix visent la protection facultative que des partenaires privés vendent en complément, et non la prime complète.",
  "quoteResults.optionalAccidentBenefits":
    "Depuis le 1er juillet 2026, en Ontario, les indemnités d'accident autres que celles pour les soins médicaux, la réadaptation et les soins auxiliaires sont facultatives. Ces estimations les incluent, comme avant; le partenaire vous dit ce que changerait le fait d'en retirer.",
  "quoteResults.mandatoryPhysical":
    "Au Manitoba, les protections collision ou versement et risques autres que collision ou versement font partie du régime public Autopac : elles ne peuvent donc pas être retirées ici.",
  "quoteResults.highRisk":
    "Avec trois accidents responsables ou plus, seuls les partenaires spécialisés dans les conducteurs à risque élevé offrent des soumissions en ligne. Nous vous les présentons plutôt que de ne rien vous montrer.",
  "quoteResults.why": "Pourquoi ce prix",
  "quoteResults.perYear": "par année",
  "quoteResults.perMonth": "ou {amount}/mois",
  "quoteResults.features": "Ce qui est inclus",
  "quoteResults.choose": "Continuer avec {partner}",
  "quoteResults.chooseShort": "Choisir",
  "quoteResults.cheapest": "Prix le plus bas",
  "quoteResults.none":
    "Aucun de nos partenaires n'offre de soumission en ligne pour ce profil. Adressez-vous à un courtier autorisé de votre province, ou écrivez-nous et nous vous en indiquerons un.",
  "quoteResults.contactUs": "Nous joindre",
  "quoteResults.adjust": "Ajuster votre protection",
  "quoteResults.adjustHint": "Les prix se mettent à jour dès que vous changez une option.",
  "quoteResults.adjustHintForm": "Choisissez vos options, puis mettez les prix à jour.",
  "quoteResults.applyCoverage": "Mettre à jour les prix",
  "quoteResults.updating": "Mise à jour des prix…",
  "quoteResults.updated": "Prix mis à jour.",
  "quoteResults.share": "Ajoutez cette page à vos favoris pour revenir à ces soumissions.",
  "quoteResults.yourData": "Vos données : en obtenir une copie ou les supprimer",
  "quoteResults.sharedNotice":
    "Ces estimations vous ont été transmises. Les renseignements de la personne qui les a demandées (lieu de résidence, véhicule, dossier de conduite) ne s'affichent que dans son propre navigateur, et elle seule peut poursuivre auprès d'un fournisseur.",
  "quoteResults.getOwn": "Obtenir mes propres soumissions",
  "quoteResults.sharedFooter": "Estimations transmises depuis un autre navigateur.",
  "quoteResults.referralTitle": "{category} : nos partenaires ({province})",
  "quoteResults.referralIntro":
    "Nous n'estimons pas nous-mêmes les prix en assurance {category}. Ces partenaires autorisés l'offrent dans votre province ({province}) : poursuivez avec celui de votre choix, et il vous fera une soumission directement.",
  "quoteResults.referralNone":
    "Aucun de nos partenaires n'offre encore l'assurance {category} dans votre province ({province}).",
  "quoteResults.coverage.liability": "Responsabilité civile",
  "quoteResults.coverage.deductible": "Franchise",
  "quoteResults.coverage.collision": "Collision ou versement",
  "quoteResults.coverage.comprehensive": "Risques autres que collision ou versement",
  "quoteResults.startOver": "Faire une nouvelle soumission",
  "quoteResults.notFoundTitle": "Nous n'avons pas trouvé ces soumissions",
  "quoteResults.notFoundMessage":
    "Le lien est peut-être incomplet, ou les soumissions ont été supprimées. Faites une nouvelle demande de soumission : ça prend environ une minute.",
} satisfies Record<keyof typeof QUOTE_RESULTS_MESSAGES, string>;

registerMessages("fr", QUOTE_RESULTS_MESSAGES_FR, "quote-results");
