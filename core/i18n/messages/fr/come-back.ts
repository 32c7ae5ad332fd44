import { registerMessages } from "../../registry";
import type { COME_BACK_MESSAGES } from "../come-back";

/**
 * « Recevoir mes soumissions par courriel », le rappel avant le renouvellement, leurs courriels et la
 * page de désabonnement, en français (fr-CA) : docs/french.md.
 */
export const COME_BACK_MESSAGES_FR = {
  "comeBack.title": "Revenir à ces estimations",
  "comeBack.intro":
    "Recevez par courriel un lien vers ces résultats. Indiquez le mois de renouvellement de votre police et nous vous enverrons aussi, environ un mois avant, une nouvelle estimation avec les mêmes renseignements.",
  "comeBack.emailLabel": "Votre adresse courriel",
  "comeBack.renewalLabel": "Mois de renouvellement de votre police (facultatif)",
  "comeBack.renewalHint":
    "L'année et le mois, par exemple {example}. De 30 à 45 jours avant, nous vous envoyons par courriel une nouvelle estimation avec ces renseignements.",
  "comeBack.consent":
    "Oui, QuoteMaple peut m'envoyer par courriel un lien vers ces estimations et, si j'ai indiqué un mois de renouvellement, une nouvelle estimation avant chaque renouvellement. Expéditeur : QuoteMaple, Toronto (Ontario) Canada ({email}). Je peux me désabonner en tout temps grâce au lien présent dans chaque courriel.",
  "comeBack.consentNote":
    "Case non cochée d'avance. Nous ne communiquons pas votre adresse et ne vous envoyons rien d'autre.",
  "comeBack.submit": "Recevoir mes soumissions par courriel",
  "comeBack.sending": "Envoi en cours...",
  "comeBack.sent": "C'est fait. Le lien vers ces résultats est en route vers {email}.",
  "comeBack.sentReminder": "Nous vous enverrons aussi une nouvelle estimation avant votre renouvellement en {month}.",
  "comeBack.failed": "Votre demande n'a pas pu être enregistrée pour le moment. Veuillez réessayer dans un instant.",
  "comeBack.fixErrors": "Veuillez corriger les champs indiqués.",
  "comeBack.error.session": "Ces résultats ne peuvent pas être envoyés d'ici. Commencez une nouvelle soumission.",
  "comeBack.error.email": "Entrez votre adresse courriel, par exemple nom@exemple.ca.",
  "comeBack.error.emailDomain":
    "Le domaine de cette adresse ne reçoit pas de courriel. Veuillez vérifier l'orthographe.",
  "comeBack.error.suppressed":
    "Les courriels envoyés à cette adresse ont été refusés ou retournés : nous n'y envoyons plus rien. Veuillez utiliser une autre adresse.",
  "comeBack.error.consent": "Cochez la case pour que nous puissions vous écrire.",
  "comeBack.error.month": "Entrez le mois de renouvellement sous la forme année-mois, par exemple {example}.",
  "comeBack.error.monthPast": "Ce mois est passé. Entrez le mois du prochain renouvellement de votre police.",
  "comeBack.error.monthNotPriced":
    "Les rappels de renouvellement visent les estimations d'assurance auto et habitation.",
  "comeBack.email.subject": "Vos estimations QuoteMaple",
  "comeBack.email.greeting": "Bonjour,",
  "comeBack.email.intro":
    "Voici le lien vers les estimations que vous nous avez demandé de vous envoyer ({line}, {province}) :",
  "comeBack.email.lowest": "Estimation la plus basse à ce moment : {price} par année.",
  "comeBack.email.reminderPlanned":
    "Comme vous l'avez demandé, nous vous enverrons une nouvelle estimation avec les mêmes renseignements avant votre renouvellement en {month}.",
  "comeBack.email.estimatesNote":
    "Ce sont des estimations, pas des offres : le prix final est fixé par l'assureur. QuoteMaple n'est pas un courtier et ne conseille pas quoi acheter.",
  "comeBack.email.why": "Vous recevez ce courriel parce que vous l'avez demandé sur {site}.",
  "comeBack.email.sender": "QuoteMaple, Toronto (Ontario) Canada. Questions : {email}.",
  "comeBack.email.unsubscribe": "Ne plus recevoir ces courriels (en un clic) : {url}",
  "comeBack.reminder.subject": "Votre renouvellement en {month} : une nouvelle estimation",
  "comeBack.reminder.intro":
    "Votre police se renouvelle en {month}. Nous avons estimé de nouveau les mêmes renseignements ({line}, {province}) avec les tables de tarifs d'aujourd'hui :",
  "comeBack.reminder.now": "Estimation la plus basse aujourd'hui : {price} par année ({partner}).",
  "comeBack.reminder.range":
    "Écart des estimations d'aujourd'hui : de {low} à {high} par année, de {count} partenaires.",
  "comeBack.reminder.before": "La dernière fois : {price} par année.",
  "comeBack.reminder.noneNow": "Aucun partenaire ne donne d'estimation pour ces renseignements aujourd'hui.",
  "comeBack.reminder.compare": "Comparer de nouveau avec vos renseignements à jour : {url}",
  "comeBack.reminder.previous": "Vos résultats précédents : {url}",
  "comeBack.reminder.next":
    "Nous vous écrirons de nouveau avant votre renouvellement en {month}, à moins que vous ne vous désabonniez.",
  "comeBack.unsubscribe.metaTitle": "Désabonnement",
  "comeBack.unsubscribe.title": "Vous êtes désabonné",
  "comeBack.unsubscribe.text":
    "Nous n'enverrons plus de courriels à cette adresse au sujet de ces estimations, ni de rappels de renouvellement.",
  "comeBack.unsubscribe.already": "Cette adresse était déjà désabonnée; nous ne lui envoyons plus rien.",
  "comeBack.unsubscribe.newQuote": "Comparer des soumissions de nouveau",
  "comeBack.link.invalidTitle": "Ce lien ne fonctionne plus",
  "comeBack.link.invalidText":
    "Les liens envoyés par courriel cessent de fonctionner lorsque leurs estimations sont supprimées. Il n'y a rien à arrêter ni à afficher : vous pouvez commencer une nouvelle soumission en une minute.",
  "resume.email.subject": "Terminez votre soumission QuoteMaple",
  "resume.email.intro":
    "Voici le lien demandé pour terminer votre soumission ({line}) là où vous l'avez laissée, sur n'importe quel appareil :",
  "resume.email.expires":
    "Il fonctionne pendant 24 heures, jusqu'au {until}. Il n'ouvre que vos réponses : gardez-le pour vous.",
  "resume.email.why":
    "Vous recevez ce seul courriel parce que vous l'avez demandé sur {site}; nous n'envoyons rien d'autre sans votre demande.",
  "resume.email.stop": "Pour que nous n'envoyions plus rien à cette adresse, répondez à {email}.",
  "resume.link.invalidTitle": "Ce lien a expiré ou ne fonctionne pas",
  "resume.link.invalidText":
    "Un lien pour terminer une soumission fonctionne pendant 24 heures. Vos réponses ne sont pas gardées ensuite : vous pouvez recommencer en une minute environ.",
  "resume.link.newQuote": "Commencer une soumission",
  "resume.email.introChat":
    "Voici le lien demandé pour poursuivre votre conversation avec notre assistant là où vous l'avez laissée, sur n'importe quel appareil :",
  "resume.chat.nothingYet": "Il n'y a encore rien à garder : donnez-moi d'abord un détail de votre soumission.",
  "resume.chat.metaTitle": "Votre conversation",
  "resume.chat.title": "Votre conversation est de retour",
  "resume.chat.text":
    "Elle est ouverte dans l'assistant : reprenez là où vous l'avez laissée, puis consultez vos estimations.",
  "resume.chat.open": "Ouvrir la conversation",
  "resume.chat.transcriptLabel": "Votre conversation jusqu'ici",
  "resume.chat.you": "Vous",
  "resume.chat.assistant": "Assistant",
  "resume.chat.noScript":
    "L'assistant a besoin de JavaScript pour continuer. Sans JavaScript, le formulaire de soumission pose les mêmes questions sur ses propres pages.",
  "resume.chat.quoteForm": "Utiliser plutôt le formulaire de soumission",
} satisfies Record<keyof typeof COME_BACK_MESSAGES, string>;

registerMessages("fr", COME_BACK_MESSAGES_FR, "come-back");
