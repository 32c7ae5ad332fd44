import { registerMessages } from "../../registry";
import type { HOME_MESSAGES } from "../home";

/** The home page, in French (fr-CA): docs/french.md. */
export const HOME_MESSAGES_FR = {
  "home.metaDescription":
    "Comparez en 60 secondes environ des estimations d'assurance auto, habitation, voyage et entreprise de fournisseurs canadiens autorisés. C'est gratuit, sans pourriel et sans numéro de téléphone.",
  "home.headlineBefore": "Assurance",
  "home.headlineAfter": "Comparez les soumissions",
  "home.headlineLine2": "en 60 secondes",
  "home.headlineAccessible":
    "Comparez des soumissions d'assurance auto, habitation, voyage et entreprise en 60 secondes",
  "home.intro":
    "Répondez à quelques questions ou clavardez avec notre assistant, et voyez les estimations de fournisseurs canadiens autorisés, avec ce qui explique chaque prix. Aucun numéro de téléphone requis.",
  "home.categoriesLabel": "Choisissez ce que vous voulez assurer",
  "home.category.car": "Auto",
  "home.category.home": "Habitation",
  "home.category.travel": "Voyage",
  "home.category.business": "Entreprise",
  "home.partnersTitle": "Des estimations de fournisseurs canadiens autorisés",
  "home.partner.insurers": "Assureurs autorisés",
  "home.partner.brokers": "Cabinets de courtage indépendants",
  "home.partner.direct": "Assureurs directs",
  "home.partner.specialty": "Assureurs spécialisés et risques élevés",
  "home.partner.optional": "Protection facultative là où un régime public s'applique",
  "home.stepsTitle": "Comment ça marche",
  "home.step1Title": "Donnez-nous l'essentiel",
  "home.step1Text":
    "Votre province, votre véhicule ou votre habitation, et quelques questions sur vous. Remplissez le formulaire ou clavardez, tout simplement.",
  "home.step2Title": "Comparez les estimations",
  "home.step2Text":
    "Voyez côte à côte les prix de fournisseurs autorisés, du moins cher au plus cher, avec ce qui fait varier chacun.",
  "home.step3Title": "Poursuivez avec votre choix",
  "home.step3Text": "Choisissez un fournisseur et finalisez avec lui. On ne vous contacte que si vous le demandez.",
  "home.statsTitle": "Ce que vous pouvez comparer ici",
  "home.stat.partners": "assureurs et courtiers partenaires dans notre catalogue",
  "home.stat.provinces": "provinces où comparer l'assurance auto",
  "home.stat.lines": "types d'assurance à comparer",
  "home.stat.noContact": "numéro de téléphone ou adresse courriel exigé pour voir les estimations",
  "home.provincesTitle": "L'assurance auto par province",
  "home.provincesText": "Les règles, la protection minimale et les prix varient d'une province à l'autre.",
  "home.featuredTitle": "Guides et astuces",
  "home.featuredAll": "Lire le blogue",
  "home.testimonialsTitle": "Comparer avec QuoteMaple, comment ça se passe",
  "home.testimonialsIllustrative":
    "Exemples rédigés par notre équipe pour illustrer l'expérience; il ne s'agit pas d'avis de clients vérifiés.",
  "home.testimonialsCarousel": "Témoignages",
  "home.testimonialPrevious": "Témoignage précédent",
  "home.testimonialNext": "Témoignage suivant",
  "home.testimonialGoTo": "Afficher le témoignage {number}",
  "home.testimonialQuote": "«\u00a0{quote}\u00a0»",
  "home.testimonialPosition": "Témoignage {number} sur {total}",
  "home.rating": "Note : {rating} sur 5",
  "home.privacyTitle": "Votre vie privée d'abord",
  "home.privacyEncrypted": "Téléversements chiffrés",
  "home.privacyCanada": "Données stockées au Canada",
  "home.privacyNoSelling": "Nous ne vendons jamais vos données",
  "home.privacyLink": "Lire notre politique de confidentialité",
  "home.privacyRequestLink": "Consulter ou supprimer vos données",
  "home.closingTitle": "Envie de voir combien vous pourriez payer?",
  "home.closingText": "Ça prend environ une minute et c'est gratuit.",
  "home.closingCta": "Obtenir mes soumissions gratuites",
} satisfies Record<keyof typeof HOME_MESSAGES, string>;

registerMessages("fr", HOME_MESSAGES_FR, "home");
