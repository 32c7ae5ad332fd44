import { registerMessages } from "../../registry";
import type { LEARN_MESSAGES } from "../learn";

/** The learn articles, the FAQ, the province pages and the comparison pages, in French (fr-CA): docs/french.md. */
export const LEARN_MESSAGES_FR = {
  "province.breadcrumb": "{province}",
  "province.compareCta": "Comparer l'assurance auto ({province})",
  "province.stepsTitle": "{province} : comment comparer",
  "province.typesTitle": "{province} : comparer les assurances",
  "province.minCoverageTitle": "{province} : protection minimale obligatoire",
  "province.localFactorsTitle": "{province} : ce qui influe sur les prix",
  "province.avgCostTitle": "Ce que paient les conducteurs",
  "province.tipsTitle": "{province} : comment économiser",
  "province.relatedTitle": "{province} : articles pour les conducteurs",
  "province.faqTitle": "{province} : FAQ sur l'assurance auto",
  "province.otherProvinces": "Autres provinces",
  "province.compareLinksTitle": "{province} : estimations et partenaires par type d'assurance",
  "province.notFoundTitle": "Province introuvable",
  "province.notFoundMessage": "La page de cette province n'a pas pu être chargée.",
  "province.goHome": "Aller à la page d'accueil",

  "faq.metaTitle": "FAQ sur l'assurance auto au Canada",
  "faq.description":
    "Réponses aux questions fréquentes sur l'assurance auto au Canada, province par province, par l'équipe de QuoteMaple.",
  "faq.title": "Foire aux questions",
  "faq.intro": "Des réponses claires sur l'assurance auto au Canada et sur ce qui change d'une province à l'autre.",
  "faq.general": "Questions générales",
  "faq.byProvince": "Questions par province",
  "faq.provinceGuide": "Voir le guide complet ({province})",
  "faq.stillTitle": "Vous avez encore des questions?",
  "faq.stillText":
    "Comparez des estimations en une minute environ, ou écrivez-nous : une vraie personne vous répondra.",
  "faq.getQuotes": "Obtenir des soumissions gratuites",
  "faq.empty":
    "Les questions et réponses seront bientôt affichées ici. D'ici là, notre formulaire de contact vous permet de joindre une vraie personne.",

  "learn.metaTitle": "Centre d'information sur l'assurance",
  "learn.description":
    "Guides en langage clair sur l'assurance auto, habitation, voyage et entreprise au Canada : ce qui est couvert, ce qui est obligatoire, et comment comparer et économiser.",
  "learn.title": "Centre d'information sur l'assurance",
  "learn.intro":
    "Des guides en langage clair sur les assurances que les Canadiens achètent le plus, pour vous aider à comparer en toute confiance.",
  "learn.updated": "Mis à jour : {date}",
  "learn.readArticle": "Lire l'article",
  "learn.loading": "Chargement des articles…",
  "learn.empty": "Aucun article pour le moment. Revenez bientôt!",
  "learn.readyTitle": "Envie de comparer des soumissions?",
  "learn.readyText": "Voyez des estimations de fournisseurs canadiens autorisés en moins de 60 secondes.",
  "learn.readyCta": "Obtenir des soumissions gratuites",
  "learn.lastUpdated": "Dernière mise à jour : {date}",
  "learn.sideTitle": "Envie d'économiser?",
  "learn.sideCta": "{category} : obtenir des soumissions",
  "learn.bulletFree": "Comparaison 100 % gratuite",
  "learn.bulletLicensed": "Fournisseurs canadiens autorisés",
  "learn.bulletNoObligation": "Aucune obligation d'achat",
  "learn.noBody": "Contenu à venir.",
  "learn.disclosure":
    "QuoteMaple est une plateforme de comparaison, et non un assureur ni un courtier. Les soumissions proviennent de fournisseurs canadiens autorisés, par l'intermédiaire de nos partenaires, et nous pouvons recevoir une commission si vous poursuivez avec l'un d'eux. Ce guide est de l'information générale, et non un conseil; c'est le libellé de votre police qui détermine ce qui est couvert.",
  "learn.notFoundTitle": "Page introuvable",
  "learn.notFoundMessage": "Le contenu que vous cherchez n'existe pas.",
  "learn.returnHome": "Retour à l'accueil",
  "learn.metaFallbackTitle": "{title} : l'essentiel à savoir",
  "learn.compareLink": "Comparer l'{category} d'une province à l'autre",

  "compare.howTitle": "Comment ça marche",
  "compare.coverageTitle": "Les garanties à bien comprendre",
  "compare.tipsTitle": "Comment économiser",
  "compare.faqTitle": "Questions fréquentes",
  "compare.learnLink": "Lire notre guide sur l'{category}",
  "compare.cta": "Comparer des soumissions d'{category}",
  "compare.otherProvinces": "Comparer dans d'autres provinces",
  "compare.otherTypes": "Autres types d'assurance",
  "compare.categoryNotFound": "Catégorie introuvable",
  "compare.categoryNotFoundMessage": "Nous n'avons pas de page de comparaison pour ce type d'assurance.",
  "compare.goHome": "Retour à l'accueil",
  "compare.figuresTitle": "Ce que coûte l'{category}, province par province",
  "compare.figuresTitleProvince": "{province} : ce que coûte l'{category}",
  "compare.profileCar":
    "Notre estimation pour un profil de référence : un conducteur qui a son permis depuis {years} ans, sans accident ni contravention, une {vehicle} de {vehicleAge} ans, une responsabilité civile de {liability}, et les garanties collision ou versement et risques autres que collision ou versement avec une franchise de {deductible}, n'importe où dans la province, sauf si une ville est nommée.",
  "compare.profileHome":
    "Notre estimation pour un profil de référence : une maison individuelle occupée par son propriétaire, construite il y a {age} ans, en ville plutôt que dans un secteur postal rural, avec une responsabilité civile de {liability} et une franchise de {deductible}.",
  "compare.estimatesNote":
    "Ce sont des estimations tirées de nos tables de tarifs {year}, établies à partir de moyennes publiques, et non des offres. La fourchette indique où devraient se situer la plupart des prix pour ce profil; l'assureur fixe votre prix final après avoir vérifié vos renseignements.",
  "compare.optionalLayerNote":
    "{provinces} : l'assureur public vend l'assurance de base, que personne ne peut comparer. Les chiffres y portent sur la protection facultative que nos partenaires offrent en complément.",
  "compare.localEstimateLabel": "Estimation type pour le profil de référence",
  "compare.perYear": "{amount} par année",
  "compare.localRange": "Fourchette de {low} à {high}, environ {monthly} par mois",
  "compare.provincesCaption": "Estimations par province, en dollars par année",
  "compare.provincesTitleProvince": "{province} et les autres provinces",
  "compare.citiesTitle": "Par grande ville",
  "compare.citiesTitleProvince": "{province} : par ville",
  "compare.citiesCaption":
    "Estimations dans les villes que nos tables de tarifs distinguent du reste de la province, en dollars par année",
  "compare.citiesNone":
    "Nos tables de tarifs donnent la même estimation d'{category} à toutes les villes d'une province.",
  "compare.citiesNoneProvince":
    "{province} : nos tables de tarifs donnent la même estimation à toutes les villes; ce qui la fait varier est présenté plus bas.",
  "compare.elsewhere": "{province}, hors de ces villes",
  "compare.columnProvince": "Province",
  "compare.columnCity": "Ville",
  "compare.columnRange": "Fourchette type",
  "compare.columnEstimate": "Estimation",
  "compare.range": "{low} à {high}",
  "compare.optionalLayerShort": "Protection facultative seulement",
  "compare.thisPage": "Cette page",
  "compare.chartCaption":
    "Les mêmes chiffres en graphique : chaque barre va du bas au haut de la fourchette, et le trait marque l'estimation.",
  "compare.moversTitle": "{province} : ce qui fait varier l'estimation",
  "compare.moversIntro":
    "Chaque ligne change un seul élément du profil de référence et donne la nouvelle estimation de nos tables de tarifs. Chaque assureur pondère ces éléments à sa façon : les prix réels varient donc de façon différente.",
  "compare.moversCaption": "{province} : changements au profil de référence et estimations, en dollars par année",
  "compare.columnChange": "Changement",
  "compare.columnDifference": "Écart",
  "compare.mover.yearsLicensed": "Permis depuis {value} ans au lieu de {reference}",
  "compare.mover.accidents": "{value} accident responsable au cours des 6 dernières années",
  "compare.mover.tickets": "{value} contraventions au cours des 3 dernières années",
  "compare.mover.highTheftModel": "Un modèle souvent volé, comme un {vehicle}",
  "compare.mover.newerVehicle": "Une voiture de {value} an au lieu de {reference} ans",
  "compare.mover.olderVehicle": "Une voiture de {value} ans au lieu de {reference}",
  "compare.mover.ruralArea": "Un secteur postal rural (0 comme deuxième caractère)",
  "compare.mover.deductible": "Une franchise de {value} au lieu de {reference}",
  "compare.mover.liability": "Une responsabilité civile de {value} au lieu de {reference}",
  "compare.mover.liabilityOnly":
    "Responsabilité civile seulement, sans collision ou versement ni risques autres que collision ou versement",
  "compare.mover.homeAge": "Une maison construite il y a {value} ans au lieu de {reference}",
  "compare.partnersTitle": "Partenaires qui offrent l'{category}",
  "compare.partnersTitleProvince": "{province} : partenaires qui offrent l'{category}",
  "compare.partnersIntro":
    "Présentés par nom, et non par prix ni par classement. Qu'un partenaire vous fasse une soumission dépend de votre profil et des garanties que vous choisissez.",
  "compare.partnersNone": "{province} : aucun de nos partenaires n'offre encore l'{category}.",
  "compare.partnerProvinces": "Provinces",
  "compare.noFigures":
    "Nous n'estimons pas nous-mêmes le prix de l'{category} : nous n'avons pas de table de tarifs pour cette assurance. Les partenaires ci-dessous préparent votre soumission une fois que vous leur avez décrit vos besoins.",
  "compare.startTitle": "Commencer une soumission d'{category}",
  "compare.startIntro":
    "Choisissez où vous habitez : le formulaire de soumission s'ouvre avec ces réponses déjà remplies, et vous pourrez les modifier.",
  "compare.startProvince": "Province",
  "compare.startProvinceChoose": "Choisir une province",
  "compare.startCity": "Ville (facultatif)",
  "compare.startSubmit": "Commencer ma soumission",
} satisfies Record<keyof typeof LEARN_MESSAGES, string>;

registerMessages("fr", LEARN_MESSAGES_FR, "learn");
