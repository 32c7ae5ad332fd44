import { registerMessages } from "../../registry";
import type { SHELL_MESSAGES } from "../shell";

/** The site around every page (header, footer, breadcrumbs, error screens), in French (fr-CA): docs/french.md. */
export const SHELL_MESSAGES_FR = {
  "site.tagline": "Comparez des soumissions d'assurance auto en 60 secondes",
  "site.defaultDescription":
    "Comparez en une minute environ des estimations d'assurance auto, habitation, voyage et entreprise de fournisseurs canadiens autorisés. C'est gratuit, sans pourriel et sans numéro de téléphone.",
  "site.skipToContent": "Passer au contenu principal",

  "nav.primaryLabel": "Principale",
  "nav.home": "Accueil",
  "nav.getQuotes": "Soumissions",
  "nav.blog": "Blogue",
  "nav.policyAnalyzer": "Analyseur de police",
  "nav.faq": "FAQ",
  "nav.contact": "Nous joindre",
  "nav.openMenu": "Ouvrir le menu",
  "nav.closeMenu": "Fermer le menu",
  "nav.logoLabel": "Accueil de {brand}",

  "footer.about":
    "{brand} compare des estimations d'assurance de fournisseurs canadiens autorisés. Nous ne sommes pas un courtier : nous vous mettons en relation avec des fournisseurs autorisés et pouvons toucher une commission si vous poursuivez avec l'un d'eux.",
  "footer.groupSite": "Site",
  "footer.groupInsurance": "Types d'assurance",
  "footer.groupCompare": "Comparer les prix",
  "footer.groupCompany": "À propos",
  "footer.groupLegal": "Juridique",
  "footer.carInsurance": "Assurance auto",
  "footer.homeInsurance": "Assurance habitation",
  "footer.travelInsurance": "Assurance voyage",
  "footer.businessInsurance": "Assurance entreprise",
  "footer.lifeInsurance": "Assurance vie",
  "footer.compareCar": "Assurance auto par province",
  "footer.compareHome": "Assurance habitation par province",
  "footer.compareTravel": "Assurance voyage par province",
  "footer.compareBusiness": "Assurance entreprise par province",
  "footer.compareLife": "Assurance vie par province",
  "footer.aboutUs": "Qui sommes-nous",
  "footer.howItWorks": "Comment ça marche",
  "footer.whyChoose": "Pourquoi choisir {brand}",
  "footer.partners": "Partenaires",
  "footer.privacy": "Politique de confidentialité",
  "footer.dataRequests": "Demandes relatives à vos données",
  "footer.terms": "Conditions d'utilisation",
  "footer.disclaimer": "Avis de non-responsabilité",
  "footer.supportLabel": "Soutien",
  "footer.copyright": "© {year} {brand}. Tous droits réservés.",

  "company.notFoundTitle": "Page introuvable",
  "company.notFoundMessage": "La page que vous cherchez n'existe pas.",
  "company.goHome": "Retour à l'accueil",
  "company.defaultCtaButton": "Obtenir ma soumission gratuite",

  "legal.lastUpdated": "Dernière mise à jour : {date}",

  "content.faqHeading": "Questions fréquentes",
  "content.calloutNote": "Remarque",
  "content.calloutTip": "Astuce",
  "content.calloutDisclaimer": "Avertissement",
  "content.table": "Tableau",
  "content.tableLabel": "Tableau : {columns}",

  "notFound.title": "Page introuvable",
  "notFound.heading": "Nous n'avons pas trouvé cette page",
  "notFound.message":
    "La page que vous cherchez n'existe pas ou a été déplacée. Ces pages pourraient vous être utiles :",
  "notFound.goHome": "Aller à la page d'accueil",

  "error.title": "Une erreur est survenue",
  "error.message": "Désolés, cette page n'a pas pu s'afficher. Veuillez réessayer dans un instant.",
  "error.tryAgain": "Recharger la page",
  "error.unavailableTitle": "Nous revenons dans un instant",
  "error.unavailableMessage":
    "QuoteMaple est temporairement indisponible. Veuillez réessayer dans une minute. Rien de ce que vous avez saisi n'a été perdu.",
  "error.notFoundMessage":
    "Il n'y a aucune page à cette adresse. Vérifiez-en l'orthographe, ou repartez de la page d'accueil.",
  "error.tooLargeTitle": "Envoi trop volumineux",
  "error.tooLargeMessage":
    "Ce que vous avez envoyé dépasse la taille acceptée par ce formulaire ({limit}). Revenez en arrière : ce que vous avez tapé s'y trouve encore. Raccourcissez-le, puis envoyez-le de nouveau.",
  "error.unsupportedTitle": "Ce formulaire n'a pas pu être lu",
  "error.unsupportedMessage":
    "Le formulaire est arrivé dans un format que cette page n'accepte pas. Revenez en arrière et renvoyez-le à partir de la page elle-même.",

  "breadcrumb.label": "Fil d'Ariane",
  "breadcrumb.home": "Accueil",
} satisfies Record<keyof typeof SHELL_MESSAGES, string>;

registerMessages("fr", SHELL_MESSAGES_FR, "shell");
