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
} satisfies Record<keyof typeof LEARN_MESSAGES, string>;

registerMessages("fr", LEARN_MESSAGES_FR, "learn");
