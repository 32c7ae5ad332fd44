import { registerMessages } from "../../registry";
import type { PRIVACY_MESSAGES } from "../privacy";

/**
 * The public page for access and deletion requests, its confirmation and the e-mails it sends, in French (fr-CA):
 * docs/french.md.
 */
export const PRIVACY_MESSAGES_FR = {
  "privacy.metaTitle": "Vos renseignements personnels : demande d'accès ou de suppression",
  "privacy.description":
    "Demandez une copie des renseignements liés à votre soumission, à votre conversation ou à votre message, ou demandez-nous de les supprimer. Nous répondons dans un délai de 30 jours, habituellement sur-le-champ.",
  "privacy.title": "Vos renseignements, votre choix",
  "privacy.intro":
    "En vertu des lois canadiennes sur la protection des renseignements personnels (la LPRPDE et, au Québec, la Loi sur la protection des renseignements personnels dans le secteur privé, ou Loi 25), vous pouvez accéder aux renseignements personnels que nous détenons à votre sujet et nous demander de les supprimer. Dans le navigateur que vous avez utilisé pour vos soumissions ou vos conversations, la demande est traitée sur-le-champ; à partir d'un autre appareil, utilisez le code de confidentialité affiché dans ce navigateur; pour un message envoyé par notre formulaire de contact, utilisez l'adresse courriel que vous nous avez fournie.",
  "privacy.policyLink": "Lire notre politique de confidentialité",
  "privacy.keptTitle": "Ce que nous conservons après une suppression",
  "privacy.keptText":
    "Les preuves des consentements que vous avez donnés (ce à quoi vous avez consenti, le libellé et la date) sont conservées comme l'exige la loi, sans aucun lien avec vos réponses, vos soumissions ou vos messages. Nous conservons aussi une trace de l'exécution de votre demande; elle ne contient aucun renseignement personnel.",
  "privacy.form.title": "Faire une demande",
  "privacy.form.kindLegend": "Que souhaitez-vous faire?",
  "privacy.form.kindAccess": "Obtenir une copie de mes renseignements (fichier JSON)",
  "privacy.form.kindDeletion": "Supprimer mes renseignements",
  "privacy.form.channelLegend": "Comment devons-nous retrouver vos renseignements?",
  "privacy.form.channelBrowser": "Les soumissions et conversations faites dans ce navigateur",
  "privacy.form.channelCode": "Avec mon code de confidentialité (affiché dans le navigateur que j'ai utilisé)",
  "privacy.form.channelEmail": "Avec l'adresse courriel fournie dans un message envoyé par le formulaire de contact",
  "privacy.form.browserHint":
    "Ce navigateur conserve une clé privée pour les soumissions et conversations qui y ont été faites. Le lien vers vos résultats et la référence transmise à un partenaire ne la contiennent pas : personne avec qui vous les partagez ne peut donc s'en servir pour accéder à vos renseignements.",
  "privacy.form.codeLabel": "Votre code de confidentialité",
  "privacy.form.codeHint":
    "20 lettres et chiffres, comme ABCD-EFGH-JKMN-PQRS-TVWX. Ouvrez cette page dans le navigateur que vous avez utilisé pour vos soumissions ou votre conversation, puis choisissez « Afficher mon code de confidentialité ».",
  "privacy.form.emailLabel": "Votre adresse courriel",
  "privacy.form.emailHint":
    "Nous envoyons un lien à cette adresse. Rien n'est affiché ni supprimé tant que vous ne l'avez pas ouvert : personne d'autre ne peut donc utiliser votre adresse.",
  "privacy.form.confirmDeletion": "Je comprends que la suppression de mes renseignements est irréversible.",
  "privacy.form.submitAccess": "Télécharger mes renseignements",
  "privacy.form.submitDeletion": "Supprimer mes renseignements",
  "privacy.form.submitEmail": "M'envoyer un lien de confirmation",
  "privacy.form.fixErrors": "Veuillez corriger les champs en surbrillance.",
  "privacy.form.deadline":
    "La loi nous accorde {days} jours pour répondre; une demande faite à partir de ce navigateur ou avec votre code de confidentialité est traitée sur-le-champ.",
  "privacy.code.title": "Utiliser un autre appareil",
  "privacy.code.intro":
    "Pour faire une demande à partir d'un autre appareil, affichez le code de confidentialité de ce navigateur et conservez-le en lieu sûr. Toute personne qui le détient peut consulter ou supprimer vos renseignements : ne le communiquez jamais.",
  "privacy.code.show": "Afficher mon code de confidentialité",
  "privacy.code.label": "Votre code de confidentialité",
  "privacy.code.note": "Il n'est affiché qu'ici, dans ce navigateur, et seulement à votre demande.",
  "privacy.outcome.exportedTitle": "Vos renseignements sont prêts",
  "privacy.outcome.exportedText":
    "Le téléchargement devrait commencer automatiquement. Le fichier présente vos sessions de soumission et de conversation, vos soumissions, vos clics vers nos partenaires, vos consentements, vos messages et les événements enregistrés sur le site.",
  "privacy.outcome.download": "Télécharger {file}",
  "privacy.outcome.deletedTitle": "Vos renseignements ont été supprimés",
  "privacy.outcome.deletedText":
    "Nous avons supprimé {sessions} session(s), {messages} message(s) et {events} événement(s) du site liés à votre demande.",
  "privacy.outcome.consentKept":
    "Comme l'exige la loi, nous conservons {count} preuve(s) de consentement, sans aucun lien avec vos réponses.",
  "privacy.outcome.requestNumber": "Numéro de la demande : {id}",
  "privacy.outcome.checkInboxTitle": "Vérifiez votre boîte de réception",
  "privacy.outcome.checkInboxText":
    "Si l'adresse est exacte, un lien de confirmation est en route. Ouvrez-le dans les 24 heures pour finaliser votre demande. Rien ne se passe tant que vous ne l'avez pas ouvert.",
  "privacy.confirm.metaTitle": "Confirmer votre demande relative à vos renseignements personnels",
  "privacy.confirm.title": "Confirmez votre demande",
  "privacy.confirm.accessText":
    "Vous avez demandé une copie des renseignements liés à votre adresse courriel. Appuyez sur le bouton pour la télécharger.",
  "privacy.confirm.deletionText":
    "Vous nous avez demandé de supprimer les renseignements liés à votre adresse courriel. Cette action est irréversible.",
  "privacy.confirm.accessButton": "Télécharger mes renseignements",
  "privacy.confirm.deletionButton": "Supprimer mes renseignements maintenant",
  "privacy.confirm.again": "Faire une nouvelle demande",
  "privacy.error.kind": "Veuillez indiquer si vous souhaitez une copie de vos renseignements ou leur suppression.",
  "privacy.error.code":
    "Veuillez entrer votre code de confidentialité : 20 lettres et chiffres, tel qu'il est affiché dans votre autre navigateur.",
  "privacy.error.referenceRetired":
    "La référence inscrite sur vos résultats et le lien vers ceux-ci ne donnent plus accès à vos renseignements : nos partenaires et toute personne à qui vous transmettez le lien les ont aussi. Utilisez cette page dans le navigateur qui a servi à vos soumissions, ou écrivez-nous à {email} : nous vous répondrons dans un délai de 30 jours.",
  "privacy.error.email": "Veuillez entrer une adresse courriel valide, comme nom@exemple.com.",
  "privacy.error.oneOf":
    "Veuillez choisir les renseignements de ce navigateur, entrer votre code de confidentialité ou indiquer votre adresse courriel.",
  "privacy.error.confirm": "Veuillez confirmer que vous comprenez que la suppression est irréversible.",
  "privacy.error.notFound":
    "Nous n'avons trouvé aucun renseignement pour ce code de confidentialité. Veuillez le comparer avec celui affiché dans le navigateur que vous avez utilisé.",
  "privacy.error.noBrowserData":
    "Nous n'avons trouvé aucune soumission ni conversation faite dans ce navigateur. Si vous avez utilisé un autre navigateur ou un autre appareil, ouvrez cette page à partir de celui-ci, ou utilisez son code de confidentialité.",
  "privacy.error.token": "Ce lien de confirmation n'est pas valide.",
  "privacy.error.tokenInvalid":
    "Ce lien de confirmation n'est pas valide ou a déjà été utilisé. Vous pouvez faire une nouvelle demande.",
  "privacy.error.tokenExpired": "Ce lien de confirmation a expiré. Vous pouvez faire une nouvelle demande.",
  "privacy.error.rateLimited":
    "Vous avez fait plusieurs demandes en peu de temps. Veuillez attendre {minutes} min, puis réessayer (ce que vous avez entré est conservé).",
  "privacy.error.failed":
    "Votre demande n'a pas pu être traitée pour le moment. Veuillez réessayer dans quelques minutes.",
  "privacy.email.subject": "Confirmez votre demande relative à vos renseignements personnels – QuoteMaple",
  "privacy.email.actionAccess": "vous transmettre une copie des renseignements liés à cette adresse courriel",
  "privacy.email.actionDeletion": "supprimer les renseignements liés à cette adresse courriel",
  "privacy.email.body":
    "Quelqu'un (vous, nous l'espérons) a demandé à QuoteMaple de {action}.\n\nPour confirmer, ouvrez ce lien dans les {hours} heures :\n{link}\n\nSi vous n'êtes pas à l'origine de cette demande, ignorez ce courriel : rien ne se passera.",
  "privacy.export.notice":
    "Tous les renseignements que QuoteMaple détient en lien avec votre demande, tels qu'ils sont enregistrés. Les preuves de consentement sont conservées comme l'exige la loi.",
} satisfies Record<keyof typeof PRIVACY_MESSAGES, string>;

registerMessages("fr", PRIVACY_MESSAGES_FR, "privacy");
