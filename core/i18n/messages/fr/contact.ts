import { registerMessages } from "../../registry";
import type { CONTACT_MESSAGES } from "../contact";

/** The contact page and its form, in French (fr-CA): docs/french.md. */
export const CONTACT_MESSAGES_FR = {
  "contact.metaTitle": "Nous joindre",
  "contact.description":
    "Des questions sur les soumissions, les garanties ou vos renseignements personnels? Écrivez à l'équipe de QuoteMaple. Nous répondons dans les 24 heures, du lundi au vendredi.",
  "contact.title": "Nous joindre",
  "contact.intro":
    "Des questions sur vos estimations, vos garanties ou vos renseignements personnels? Envoyez-nous un message et nous vous répondrons dans les 24 heures.",
  "contact.emailCard": "Courriel",
  "contact.phoneCard": "Heures de rappel",
  "contact.phoneHours": "Du lundi au vendredi, de 9 h à 17 h (heure de l'Est)",
  "contact.phoneNote":
    "Nous n'avons pas de ligne pour les appels entrants : laissez votre numéro dans votre message et nous vous rappellerons pendant ces heures.",
  "contact.locationCard": "Emplacement",
  "contact.location": "Partout au Canada",
  "contact.locationNote": "Siège à Toronto (Ontario)",
  "contact.formTitle": "Envoyez-nous un message",
  "contact.name": "Nom complet",
  "contact.email": "Courriel",
  "contact.phone": "Téléphone (facultatif)",
  "contact.subject": "Objet",
  "contact.subjectPlaceholder": "Choisissez un objet",
  "contact.subject.general": "Question générale",
  "contact.subject.quote": "Question sur les soumissions",
  "contact.subject.coverage": "Questions sur les garanties",
  "contact.subject.claims": "Aide pour une réclamation",
  "contact.subject.technical": "Soutien technique",
  "contact.subject.other": "Autre",
  "contact.message": "Message",
  "contact.honeypot": "Laissez ce champ vide",
  "contact.send": "Envoyer le message",
  "contact.sending": "Envoi en cours…",
  "contact.successTitle": "Merci!",
  "contact.successMessage": "Votre message a bien été envoyé. Nous vous répondrons dans les 24 heures.",
  "contact.sendAnother": "Envoyer un autre message",
  "contact.failed": "L'envoi du message a échoué. Veuillez réessayer ou nous écrire directement à {email}.",
  "contact.rateLimited":
    "Vous avez envoyé plusieurs messages en peu de temps. Veuillez attendre {minutes} min avant de renvoyer le vôtre (ce que vous avez écrit est conservé), ou écrivez-nous à {email}.",
  "contact.fixErrors": "Veuillez vérifier les champs en surbrillance.",
  "contact.privacyNote":
    "Nous utilisons vos renseignements uniquement pour répondre à ce message. Consultez notre politique de confidentialité.",
} satisfies Record<keyof typeof CONTACT_MESSAGES, string>;

registerMessages("fr", CONTACT_MESSAGES_FR, "contact");
