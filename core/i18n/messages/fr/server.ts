import { registerMessages } from "../../registry";
import type { SERVER_MESSAGES } from "../server";

/**
 * What the server writes (the assistant's questions and confirmations, its errors, and the API's generic errors),
 * in French (fr-CA): docs/french.md.
 */
export const SERVER_MESSAGES_FR = {
  "assistant.greetingQuote":
    "Bonjour! Je suis votre concierge des soumissions. Quelques questions rapides, et vous aurez vos soumissions en 60 secondes environ.",
  "assistant.greetingChat":
    "Bonjour! Posez-moi vos questions sur l'assurance auto, habitation, voyage ou entreprise au Canada. Je réponds à partir de nos propres guides et je vous indique la page que j'ai utilisée.",
  "assistant.answerFrom": "Selon notre page « {title} » :",
  "assistant.noAnswer":
    "Je n'ai pas de réponse fiable à cette question dans nos guides. Vous pouvez la formuler autrement, demander une soumission ou communiquer avec notre équipe.",
  "assistant.noAnswerMidQuote":
    "Je n'ai pas de réponse fiable à cette question dans nos guides; notre équipe peut vous aider par la page Contact. Continuons votre soumission.",
  "assistant.priceToQuote":
    "Le prix dépend de votre situation : obtenons vos estimations. Je garde ce que vous m'avez dit et je vous demande seulement ce qui manque.",
  "assistant.notReady": "J'ai encore besoin de quelques renseignements avant d'obtenir vos soumissions.",
  "assistant.completed":
    "Cette conversation est terminée. Vous pouvez en commencer une nouvelle à partir du menu principal.",
  "assistant.error.mode": "mode doit être quote_flow ou chat.",
  "assistant.error.session": "chatSessionId est manquant ou n'est pas valide.",
  "assistant.error.sessionNotFound": "Cette conversation est terminée ou n'existe pas. Commencez-en une nouvelle.",
  "assistant.error.message": "Écrivez d'abord un message.",
  "assistant.error.messageTooLong": "Un message peut compter au plus {max} caractères.",
  "assistant.error.consent":
    "Cochez la case pour accepter que nous transmettions vos renseignements à nos partenaires.",
  "assistant.error.aiUnavailable":
    "Le service d'IA est temporairement indisponible. Veuillez réessayer dans quelques instants.",

  "api.notFound": "Aucun point d'accès de l'API à l'adresse {path}.",
  "api.notFoundAddress":
    "Aucun point d'accès de l'API à cette adresse. Les adresses s'écrivent en minuscules, sans caractères encodés.",
  "api.methodNotAllowed": "La méthode {method} n'est pas permise pour {path}. Méthodes permises : {allowed}.",
  "api.malformedJson": "Le corps de la requête n'est pas du JSON valide.",
  "api.incompleteBody":
    "Le corps de la requête s'est terminé avant la longueur annoncée. Veuillez l'envoyer de nouveau.",
  "api.expectedForm":
    "Envoyez le formulaire en application/x-www-form-urlencoded ou en multipart/form-data (avec son paramètre boundary).",
  "api.expectedJson": "Envoyez le corps de la requête en JSON (Content-Type: application/json).",
  "api.validationFailed": "Certains champs sont manquants ou invalides.",
  "api.badAddress": "Cette adresse contient un caractère qu'aucune page ni aucun point d'accès n'utilise.",
  "api.payloadTooLarge": "Le corps de la requête dépasse la taille maximale acceptée par ce point d'accès ({limit}).",
  "api.rateLimited": "Trop de requêtes. Veuillez attendre {seconds} secondes, puis réessayer.",
  "api.internal": "Un problème est survenu de notre côté. Veuillez réessayer.",
  "api.unavailable": "Le service est temporairement indisponible. Veuillez réessayer sous peu.",

  "chat.intro":
    "Bonjour! Je suis votre concierge des soumissions. Répondez à quelques questions rapides et je comparerai pour vous des soumissions d'assurance auto en 60 secondes environ.",
  "chat.reset": "Pas de problème, recommençons.",
  "chat.notUnderstood": "Désolé, je n'ai pas bien compris.",
  "chat.ready":
    "J'ai tout ce qu'il me faut. Vérifiez vos renseignements, cochez la case de consentement, et j'obtiendrai vos soumissions.",
  "chat.ask.location": "Où habitez-vous? Votre ville et votre province, ou votre code postal, suffisent.",
  "chat.ask.vehicle":
    "Quel véhicule conduisez-vous? Indiquez-moi l'année, la marque et le modèle, par exemple « Honda Civic 2019 ».",
  "chat.ask.vehicleYear": "De quelle année est votre {vehicle}?",
  "chat.ask.vehicleMake": "De quelle marque est votre véhicule? Par exemple Toyota, Ford ou Honda.",
  "chat.ask.vehicleModel": "{make} : de quel modèle s'agit-il?",
  "chat.ask.yearsLicensed": "Depuis combien d'années avez-vous votre permis de conduire?",
  "chat.ask.tickets": "Combien de contraventions avez-vous reçues au cours des 3 dernières années?",
  "chat.ask.accidents": "Et combien d'accidents au cours des 6 dernières années?",
  "chat.ask.coverage":
    "Dernière question : dois-je utiliser la protection standard (responsabilité civile de 1 000 000 $, collision ou versement et risques autres que collision ou versement, franchise de 500 $)? Répondez oui, ou dites-moi quoi changer.",
  "chat.ask.coverageRest":
    "Dois-je utiliser les choix standard pour le reste de votre protection (responsabilité civile de 1 000 000 $, collision ou versement et risques autres que collision ou versement, franchise de 500 $)?",
  "chat.ask.liability":
    "Quel montant de garantie en responsabilité civile souhaitez-vous : 500 000 $, 1 000 000 $ ou 2 000 000 $?",
  "chat.ask.collision":
    "Voulez-vous la garantie collision ou versement? Elle paie la réparation de votre véhicule après un accident dont vous êtes responsable.",
  "chat.ask.comprehensive":
    "Voulez-vous la garantie risques autres que collision ou versement? Elle couvre le vol, l'incendie, la grêle, le vandalisme et le bris de vitres.",
  "chat.ask.deductible": "Quelle franchise souhaitez-vous : 300 $, 500 $ ou 1 000 $?",
  "chat.confirm.updated": "Merci, c'est corrigé.",
  "chat.confirm.location": "C'est noté : {province}.",
  "chat.confirm.locationCity": "C'est noté : {city} ({province}).",
  "chat.confirm.locationPostal": "C'est noté : {province} ({postal}).",
  "chat.confirm.locationCityPostal": "C'est noté : {city} ({province}), {postal}.",
  "chat.confirm.vehicle": "C'est noté : {vehicle}.",
  "chat.confirm.yearsLicensed.zero": "Permis depuis moins d'un an, c'est noté.",
  "chat.confirm.yearsLicensed.one": "Permis depuis 1 an, c'est noté.",
  "chat.confirm.yearsLicensed.other": "Permis depuis {count} ans, c'est noté.",
  "chat.confirm.tickets.zero": "Aucune contravention au cours des 3 dernières années.",
  "chat.confirm.tickets.one": "1 contravention au cours des 3 dernières années.",
  "chat.confirm.tickets.other": "{count} contraventions au cours des 3 dernières années.",
  "chat.confirm.accidents.zero": "Aucun accident au cours des 6 dernières années.",
  "chat.confirm.accidents.one": "1 accident au cours des 6 dernières années.",
  "chat.confirm.accidents.other": "{count} accidents au cours des 6 dernières années.",
  "chat.confirm.coverageCustom": "D'accord, choisissons votre protection un élément à la fois.",
  "chat.confirm.coverageStandard":
    "J'utiliserai la protection standard : responsabilité civile de 1 000 000 $, collision ou versement et risques autres que collision ou versement, et une franchise de 500 $.",
  "chat.confirm.coverageRestStandard": "Le reste de votre protection demeure standard.",
  "chat.confirm.liability": "Montant de garantie en responsabilité civile : {amount}.",
  "chat.confirm.collision.yes": "Garantie collision ou versement : incluse.",
  "chat.confirm.collision.no": "Garantie collision ou versement : non incluse.",
  "chat.confirm.comprehensive.yes": "Garantie risques autres que collision ou versement : incluse.",
  "chat.confirm.comprehensive.no": "Garantie risques autres que collision ou versement : non incluse.",
  "chat.confirm.deductible": "Franchise : {amount}.",
  "chat.reason.unknownPlace": "Je ne sais pas dans quelle province se trouve « {place} ».",
  "chat.reason.placeInSeveralProvinces":
    "Il y a plus d'un « {place} » ({provinces}) : dans quelle province habitez-vous?",
  "chat.reason.provinceNeeded": "J'ai besoin de votre province pour comparer des soumissions.",
  "chat.reason.territory":
    "Désolé, nous comparons des soumissions dans les dix provinces seulement; les territoires ({place}) ne sont pas encore offerts.",
  "chat.reason.outsideCanada":
    "Désolé, nous comparons uniquement l'assurance auto au Canada, et « {place} » se trouve à l'extérieur du Canada.",
  "chat.reason.postalTerritory":
    "{postal} est une région postale des territoires; nous comparons des soumissions dans les dix provinces seulement.",
  "chat.reason.invalid": "Je ne peux pas utiliser cette réponse : {reason}",
  "chat.reason.vagueYearsLicensed":
    "Depuis combien d'années environ avez-vous votre permis? Un nombre, comme 3 ou 10, suffit.",
  "chat.reason.vagueTickets":
    "Combien de contraventions exactement? Un nombre, comme 1 ou 3, m'aide à estimer la prime.",
  "chat.reason.vagueAccidents": "Combien d'accidents exactement? Un nombre, comme 1 ou 2, m'aide à estimer la prime.",
  "chat.reason.howManyTickets": "Combien de contraventions, au juste?",
  "chat.reason.howManyAccidents": "Combien d'accidents, au juste?",
  "chat.reason.licenceLongerThanAge":
    "À {age} ans, on ne peut pas avoir son permis depuis {years} ans : au Canada, le permis commence au plus tôt à 14 ans.",

  "chat.household.offer":
    "Quelqu'un d'autre conduit chez vous, ou vous avez un autre véhicule? Dites « ajouter un conducteur » ou « ajouter un véhicule » (jusqu'à 4 conducteurs et 3 véhicules).",
  "chat.household.later":
    "C'est noté : je vous poserai les questions sur l'autre {what} une fois vos propres renseignements donnés.",
  "chat.household.what.driver": "conducteur",
  "chat.household.what.vehicle": "véhicule",
  "chat.household.full.drivers": "Une soumission compte au plus 4 conducteurs : je ne peux pas en ajouter un autre.",
  "chat.household.full.vehicles": "Une soumission compte au plus 3 véhicules : je ne peux pas en ajouter un autre.",
  "chat.household.removed.driver": "D'accord, j'ai retiré le conducteur {number} de la soumission.",
  "chat.household.removed.vehicle": "D'accord, j'ai retiré le véhicule {number} de la soumission.",
  "chat.household.askSelfAge": "Pour inscrire plus d'un conducteur, il me faut l'âge de chacun. Quel âge avez-vous?",
  "chat.household.askDriverAge": "Quel âge a le conducteur {number}? (Dites « annuler » pour ne pas l'inscrire.)",
  "chat.household.askDriverYears": "Depuis combien d'années le conducteur {number} a-t-il son permis?",
  "chat.household.askDriverTickets":
    "Combien de contraventions le conducteur {number} a-t-il reçues au cours des 3 dernières années?",
  "chat.household.askDriverAccidents":
    "Et combien d'accidents responsables le conducteur {number} a-t-il eus au cours des 6 dernières années?",
  "chat.household.askVehicle":
    "Quel est le véhicule {number}? L'année, la marque et le modèle, par exemple « Mazda 3 2016 ». (Dites « annuler » pour ne pas l'inscrire.)",
  "chat.household.askVehicleYear": "Quelle est l'année du véhicule {vehicle}?",
  "chat.household.askVehicleMake": "De quelle marque est le véhicule {number}, par exemple Toyota, Ford ou Honda?",
  "chat.household.askVehicleModel": "Quel modèle {make} est le véhicule {number}?",
  "chat.household.askPrincipal":
    "Qui conduit le plus le véhicule {vehicle} : vous, ou le conducteur {numbers}? Dites « moi » ou le numéro du conducteur.",
  "chat.household.principalUnclear": "Dites « moi » ou le numéro du conducteur ({numbers}).",
  "chat.household.ageUnclear": "Quel âge exactement? Un nombre, comme 19 ou 52, suffit.",
  "chat.household.invalid": "Je ne peux pas utiliser cela pour le conducteur {number} : {reason}",
  "chat.household.summary": "Voici les conducteurs et les véhicules de la soumission.",
  "chat.household.driverSelf":
    "Conducteur 1 (vous) : {age} ans, permis depuis {years} an(s), {tickets} contravention(s) en 3 ans, {accidents} accident(s) responsable(s) en 6 ans.",
  "chat.household.driverOther":
    "Conducteur {number} : {age} ans, permis depuis {years} an(s), {tickets} contravention(s) en 3 ans, {accidents} accident(s) responsable(s) en 6 ans.",
  "chat.household.vehicleLine": "Véhicule {number} : {vehicle}, conduit surtout par {driver}.",
  "chat.household.you": "vous",
  "chat.household.driverName": "le conducteur {number}",
  "chat.household.occasional": "Le conducteur {number} conduit à l'occasion.",
  "share.siteText":
    "Des estimations de fournisseurs canadiens autorisés. Gratuit, sans pourriel, sans numéro de téléphone.",
  "share.articleFooter": "Estimations gratuites de fournisseurs canadiens autorisés",
} satisfies Record<keyof typeof SERVER_MESSAGES, string>;

registerMessages("fr", SERVER_MESSAGES_FR, "server");
