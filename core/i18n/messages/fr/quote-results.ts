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
  "pricing.factor.pleasureUse": "Utilisé pour l'agrément seulement, pas pour le travail ni les études",
  "pricing.factor.longCommute": "Un trajet de {km} km aller : plus de temps sur la route",
  "pricing.factor.winterTires": "Pneus d'hiver : moins de collisions l'hiver",
  "pricing.factor.occasionalDriver": "Conducteur occasionnel du véhicule {vehicle}, permis depuis {years} ans",
  "pricing.factor.multiVehicle": "{partner} : rabais multivéhicule, {percent} % de moins sur chaque véhicule",
  "pricing.subject.driver": "Conducteur {number} ({age} ans)",
  "pricing.subject.vehicle": "{name}",
  "pricing.factor.about": "{subject} : {reason}",
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
  "quoteResults.vehicleSplit": "Prix par véhicule",
  "quoteResults.vehicleAnnual": "{amount}/année",
  "quoteResults.vehicleMonthly": "{amount}/mois",
  "quoteResults.multiVehicleDiscount": "Comprend un rabais multivéhicule de {percent} % sur chaque véhicule",
  "quoteResults.household": "Qui conduit quoi",
  "quoteResults.householdVehicle": "{vehicle} : conduit surtout par {driver}.",
  "quoteResults.householdOccasional": "Occasionnel : {drivers}.",
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
  "quoteResults.topRated": "Mieux noté selon notre barème",
  "quoteResults.rating": "Notre note : {score}/5",
  "quoteResults.ratingLink": "Comment nous notons",
  "quoteResults.perMonthMain": "par mois",
  "quoteResults.perYearAlso": "ou {amount}/année",
  "quoteResults.buys": "Ce que ce prix comprend",
  "quoteResults.buys.liability": "Responsabilité civile",
  "quoteResults.buys.included": "Inclus",
  "quoteResults.buys.notIncluded": "Non inclus",
  "quoteResults.buys.optionalLayer": "Protection facultative en plus du régime public",
  "quoteResults.buys.home": "Assurance propriétaire, maison unifamiliale",
  "quoteResults.buys.extras": "Aussi offert",
  "quoteResults.sameCoverage": "Chaque soumission est calculée pour cette protection.",
  "quoteResults.options": "Organiser les résultats",
  "quoteResults.showPrices": "Afficher les prix",
  "quoteResults.period.annual": "Par année",
  "quoteResults.period.monthly": "Par mois",
  "quoteResults.sortBy": "Trier par",
  "quoteResults.sort.price": "Prix le plus bas",
  "quoteResults.sort.rating": "Notre note",
  "quoteResults.filterBy": "Afficher seulement les soumissions avec",
  "quoteResults.applyOptions": "Afficher les résultats",
  "quoteResults.clearFilters": "Effacer les filtres",
  "quoteResults.showing": "{shown} soumissions affichées sur {count}.",
  "quoteResults.showingOne": "1 soumission affichée sur {count}.",
  "quoteResults.noneMatch":
    "Aucune soumission n'offre toutes les caractéristiques choisies. Retirez un filtre pour en voir plus.",
  "quoteResults.tag.claims_any_time": "Réclamations en ligne ou 24 h sur 24",
  "quoteResults.tag.accident_forgiveness": "Pardon d'accident",
  "quoteResults.tag.monthly_payments": "Paiement mensuel sans frais",
  "quoteResults.tag.discounts": "Rabais",
  "quoteResults.tag.endorsements": "Protections facultatives (avenants)",
  "quoteResults.tag.broker_help": "Aide d'un courtier",
  "quoteResults.trust.title": "Comment fonctionnent ces résultats",
  "quoteResults.trust.paid":
    "Comment nous sommes payés : un partenaire peut nous verser une commission ou des frais de référence quand vous faites affaire avec lui. Cela ne décide jamais de l'ordre : les résultats sont triés par prix, ou selon notre note si vous le choisissez.",
  "quoteResults.trust.ranked":
    "Comment les résultats sont classés : le prix annuel estimé le plus bas d'abord. « Prix le plus bas » signale l'estimation la moins chère; « Mieux noté selon notre barème », la meilleure note ci-dessous (à égalité, la moins chère l'emporte).",
  "quoteResults.trust.rated":
    "Comment nous notons : un produit obtient un point pour chacun de ces éléments dans le produit publié par son partenaire pour ce type d'assurance : {criteria}. La note compte ce qu'un produit comprend, pas la façon dont un partenaire traite les réclamations, et ce n'est pas un conseil sur ce qu'il faut acheter.",
  "quoteResults.trust.searched": "Partenaires consultés : {partners}.",
  "quoteResults.trust.more": "{count} autres",
  "quoteResults.trust.moreOne": "1 autre",
  "quoteResults.trust.estimates":
    "Les prix sont des estimations, pas des offres : le partenaire fixe votre prix final après avoir vérifié vos renseignements. Un montant mensuel est l'estimation annuelle divisée par 12; un partenaire peut demander plus pour payer chaque mois.",
  "quoteResults.trust.licence":
    "Qui nous sommes : QuoteMaple est un service de comparaison, pas un assureur, un agent ni un courtier, et ne détient aucun permis d'assurance. Nous expliquons et comparons; les partenaires, autorisés dans votre province, font les offres et donnent les conseils.",
  "quoteResults.trust.complain":
    "Où porter plainte : pour une soumission ou une police, d'abord auprès du partenaire, puis auprès {ombudsman}. L'organisme de réglementation de l'assurance de votre province : {regulator}. Au sujet de QuoteMaple :",
  "quoteResults.trust.contact": "écrivez-nous",
  "quoteResults.regulator.ON": "l'Autorité ontarienne de réglementation des services financiers (ARSF)",
  "quoteResults.regulator.QC": "l'Autorité des marchés financiers (AMF)",
  "quoteResults.regulator.BC": "la BC Financial Services Authority (BCFSA)",
  "quoteResults.regulator.AB": "le surintendant des assurances de l'Alberta",
  "quoteResults.regulator.SK": "la Financial and Consumer Affairs Authority of Saskatchewan (FCAA)",
  "quoteResults.regulator.MB": "la Direction de la réglementation des institutions financières du Manitoba",
  "quoteResults.regulator.NB": "la Commission des services financiers et des services aux consommateurs (FCNB)",
  "quoteResults.regulator.NS": "le surintendant des assurances de la Nouvelle-Écosse",
  "quoteResults.regulator.PE": "le surintendant des assurances de l'Île-du-Prince-Édouard",
  "quoteResults.regulator.NL": "le surintendant des assurances de Terre-Neuve-et-Labrador",
  "quoteResults.ombudsman.outsideQuebec": "du Service de conciliation en assurance de dommages (SCAD)",
  "quoteResults.ombudsman.quebec": "du service des plaintes de l'Autorité des marchés financiers (AMF)",
  "quoteResults.startOver": "Faire une nouvelle soumission",
  "quoteResults.notFoundTitle": "Nous n'avons pas trouvé ces soumissions",
  "pricing.factor.bundle":
    "Rabais de {partner} pour l'habitation et l'auto ensemble : {percent} % sur les deux polices",
  "quoteResults.bundleTitle": "Vos soumissions d'assurance habitation et auto",
  "quoteResults.bundleIntro":
    "Chaque prix vaut pour les deux : le véhicule et l'habitation à cette adresse. {bundles} partenaires sur {count} regroupent l'habitation et l'auto; les autres sont tarifés séparément.",
  "quoteResults.bundleIntroNone":
    "Chaque prix vaut pour les deux : le véhicule et l'habitation à cette adresse. Aucun de ces partenaires ne regroupe l'habitation et l'auto ici : chaque assurance est tarifée séparément.",
  "quoteResults.bundle.title": "Habitation et auto",
  "quoteResults.bundle.bundles":
    "Regroupe l'habitation et l'auto : {percent} % de rabais sur les deux polices souscrites ensemble",
  "quoteResults.bundle.separate":
    "Assure l'habitation et l'auto, mais n'offre aucun rabais de regroupement : les deux sont tarifées séparément",
  "quoteResults.bundle.carOnly": "N'assure pas les habitations en {province} : l'habitation est tarifée séparément",
  "quoteResults.bundle.car": "Auto",
  "quoteResults.bundle.home": "Habitation",
  "quoteResults.bundle.homeElsewhere": "Habitation, chez {partner} (souscrite séparément)",
  "quoteResults.bundle.noHome":
    "Aucun partenaire n'assure les habitations en {province} : ce prix est celui de l'auto seule.",
  "quoteResults.bundle.saving":
    "Économie de {amount} par année par rapport aux deux polices souscrites séparément chez ce partenaire ({separately}).",
  "quoteResults.bundle.homeCover":
    "L'habitation : police de propriétaire occupant, responsabilité civile de {liability}, franchise de {deductible}.",
  "quoteResults.bundle.why": "L'habitation",
  "quoteResults.bundle.whyRange": "L'habitation seule est estimée entre {low} et {high} par année.",
  "quoteResults.notFoundMessage":
    "Le lien est peut-être incomplet, ou les soumissions ont été supprimées. Faites une nouvelle demande de soumission : ça prend environ une minute.",
} satisfies Record<keyof typeof QUOTE_RESULTS_MESSAGES, string>;

registerMessages("fr", QUOTE_RESULTS_MESSAGES_FR, "quote-results");
