import { registerMessages } from "../../registry";
import type { BLOG_MESSAGES } from "../blog";

/** The blog, in French (fr-CA): docs/french.md. */
export const BLOG_MESSAGES_FR = {
  "blog.title": "Blogue {brand}",
  "blog.metaTitle": "Conseils, guides et nouvelles en assurance",
  "blog.subtitle": "Analyses d'experts, conseils et guides pour vous aider à économiser sur vos assurances",
  "blog.description":
    "Guides en langage clair, conseils et nouvelles sur l'assurance auto, habitation, voyage et vie au Canada, par l'équipe éditoriale de QuoteMaple.",
  "blog.filterLabel": "Filtrer",
  "blog.filterGroupLabel": "Filtrer les articles par catégorie",
  "blog.allPosts": "Tous les articles",
  "blog.category.guides": "Guides",
  "blog.category.tips": "Conseils",
  "blog.category.news": "Nouvelles",
  "blog.category.resources": "Ressources",
  "blog.readingTime": "Lecture de {minutes} min",
  "blog.noPosts": "Aucun article trouvé",
  "blog.clearFilter": "Effacer le filtre",
  "blog.previous": "Précédent",
  "blog.next": "Suivant",
  "blog.pageOf": "Page {page} sur {total}",
  "blog.paginationLabel": "Pages du blogue",
  "blog.byline": "par {author}",
  "blog.author": "l'équipe éditoriale de QuoteMaple",
  "blog.backToBlog": "Retour au blogue",
  "blog.copyLink": "Copier le lien",
  "blog.linkCopied": "Lien copié dans le presse-papiers!",
  "blog.linkCopyFailed": "Impossible de copier le lien. Vous pouvez le copier à partir de la barre d'adresse.",
  "blog.shareOnX": "Partager sur X",
  "blog.shareOnFacebook": "Partager sur Facebook",
  "blog.shareLabel": "Partager cet article",
  "blog.getQuotes": "Obtenir des soumissions",
  "blog.getQuotesTitle": "Voyez combien vous pourriez payer",
  "blog.getQuotesText":
    "Comparez des estimations de fournisseurs canadiens autorisés en une minute environ. Aucun numéro de téléphone requis.",
  "blog.relatedArticles": "Articles connexes",
  "blog.tableOfContents": "Table des matières",
  "blog.inThisArticle": "Dans cet article",
  "blog.readingProgress": "Progression de la lecture",
  "blog.postNotFoundTitle": "Article introuvable",
  "blog.postNotFoundMessage": "L'article de blogue que vous cherchez n'existe pas ou a été retiré.",
} satisfies Record<keyof typeof BLOG_MESSAGES, string>;

registerMessages("fr", BLOG_MESSAGES_FR, "blog");
