import { registerMessages } from "../../registry";
import type { ONTARIO_CHOICES_MESSAGES } from "../ontario-choices";

/** Les choix de protection de l'Ontario (décision 0060), en français canadien. */
export const ONTARIO_CHOICES_MESSAGES_FR = {
  "ontarioChoices.title": "Indemnités d'accident et indemnisation directe en Ontario",
  "ontarioChoices.summaryStandard": "Protection standard conservée",
  "ontarioChoices.summaryChanged": "{count} retirées · {change} par année",
  "ontarioChoices.summaryChangedOne": "1 retirée · {change} par année",
  "ontarioChoices.intro":
    "Depuis le 1er juillet 2026, les conducteurs de l'Ontario choisissent d'acheter ou non les indemnités d'accident autres que celles pour les soins médicaux, la réadaptation et les soins auxiliaires. La protection standard les garde toutes, tout comme votre estimation, à moins que vous changiez quelque chose ici. En retirer une réduit l'estimation d'environ le montant indiqué.",
  "ontarioChoices.notAdvice":
    "Nous expliquons ce que chacune couvre; ce qui vous convient est votre décision. Une assurance invalidité, maladie ou vie au travail ou privée peut recouper certaines d'entre elles : ses conditions le précisent.",
  "ontarioChoices.learnMore": "Lire ce qui a changé en juillet 2026",
  "ontarioChoices.included": "Incluses dans toute police de l'Ontario",
  "ontarioChoices.mandatory.medical_rehabilitation": "Soins médicaux et réadaptation",
  "ontarioChoices.mandatory.attendant_care": "Soins auxiliaires",
  "ontarioChoices.optionalTitle": "Indemnités d'accident facultatives",
  "ontarioChoices.keep": "Garder",
  "ontarioChoices.leaveOut": "Retirer",
  "ontarioChoices.leaveOutChange": "Retirer ({change} par année)",
  "ontarioChoices.covers": "Ce qu'elle couvre :",
  "ontarioChoices.whoFor": "Elle peut compter pour :",
  "ontarioChoices.benefit.income_replacement": "Remplacement du revenu",
  "ontarioChoices.covers.income_replacement":
    "une partie du salaire perdu si une blessure vous empêche de travailler (dans l'indemnité standard, 70 % du revenu brut, jusqu'à 400 $ par semaine).",
  "ontarioChoices.whoFor.income_replacement":
    "les personnes qui travaillent, surtout sans assurance invalidité au travail ou privée, comme les travailleurs autonomes et ceux des plateformes.",
  "ontarioChoices.benefit.non_earner": "Indemnité de personne sans emploi",
  "ontarioChoices.covers.non_earner":
    "un montant hebdomadaire si vous n'avez pas d'emploi et qu'une blessure vous empêche de mener une vie normale.",
  "ontarioChoices.whoFor.non_earner":
    "les étudiants, les retraités, les parents à la maison et les autres personnes sans revenu de travail.",
  "ontarioChoices.benefit.caregiver": "Indemnité de soignant",
  "ontarioChoices.covers.caregiver":
    "les soins aux personnes dont vous vous occupez (enfants, proche handicapé) tant qu'une blessure vous en empêche.",
  "ontarioChoices.whoFor.caregiver": "les personnes qui prennent soin de quelqu'un à la maison sans être payées.",
  "ontarioChoices.benefit.housekeeping": "Entretien ménager et entretien du domicile",
  "ontarioChoices.covers.housekeeping":
    "de l'aide pour les tâches ménagères et l'entretien qu'une blessure vous empêche de faire.",
  "ontarioChoices.whoFor.housekeeping":
    "les personnes qui vivent seules ou qui font l'essentiel du travail de la maison.",
  "ontarioChoices.benefit.dependant_care": "Soins aux personnes à charge",
  "ontarioChoices.covers.dependant_care":
    "le coût supplémentaire des soins aux personnes à votre charge pendant que, blessé, vous travaillez ou êtes en traitement.",
  "ontarioChoices.whoFor.dependant_care":
    "les parents qui travaillent et les autres personnes qui ont des personnes à charge.",
  "ontarioChoices.benefit.death_and_funeral": "Prestations de décès et frais funéraires",
  "ontarioChoices.covers.death_and_funeral":
    "une somme forfaitaire au conjoint et aux personnes à charge d'un assuré qui meurt dans une collision, et les frais funéraires.",
  "ontarioChoices.whoFor.death_and_funeral":
    "les ménages qui dépendent du revenu ou des soins de l'assuré, surtout sans assurance vie.",
  "ontarioChoices.benefit.educational_expenses": "Frais d'études perdus",
  "ontarioChoices.covers.educational_expenses":
    "les droits de scolarité, les livres et les autres frais d'études qu'une blessure interrompt.",
  "ontarioChoices.whoFor.educational_expenses": "les étudiants et les personnes en formation.",
  "ontarioChoices.benefit.visitor_expenses": "Frais de visite",
  "ontarioChoices.covers.visitor_expenses":
    "les frais raisonnables de vos proches pour vous rendre visite pendant le traitement ou la convalescence.",
  "ontarioChoices.whoFor.visitor_expenses": "les personnes dont la famille se déplacerait pour être auprès d'elles.",
  "ontarioChoices.benefit.damaged_items": "Vêtements, lunettes et appareils médicaux endommagés",
  "ontarioChoices.covers.damaged_items":
    "les vêtements, lunettes, prothèses auditives, prothèses et autres appareils médicaux ou dentaires endommagés dans l'accident.",
  "ontarioChoices.whoFor.damaged_items":
    "les personnes qui portent des lunettes, des prothèses auditives ou d'autres appareils.",
  "ontarioChoices.dcpdTitle": "Indemnisation directe – dommages matériels (IDDM)",
  "ontarioChoices.dcpd.covers":
    "les réparations de votre voiture et la privation de jouissance quand un autre conducteur est responsable, payées par votre propre assureur.",
  "ontarioChoices.dcpd.givesUp":
    "La retirer (avenant FMO 49, permis depuis janvier 2024) veut dire que si quelqu'un d'autre endommage votre voiture, la réparation est payée par votre assurance collision, moins sa franchise, ou par vous si vous n'avez pas d'assurance collision.",
  "ontarioChoices.dcpd.whoFor":
    "Cela peut convenir au propriétaire d'une voiture âgée de peu de valeur, qui ne la ferait pas réparer après une collision dont il n'est pas responsable.",
  "ontarioChoices.dcpd.withCollision":
    "Avec l'assurance collision, l'essentiel du coût demeure : l'économie est donc plus petite que sans elle.",
  "ontarioChoices.dcpdKeep": "Garder l'IDDM",
  "ontarioChoices.dcpdLeaveOut": "Retirer l'IDDM",
  "ontarioChoices.dcpdLeaveOutChange": "Retirer l'IDDM ({change} par année)",
  "ontarioChoices.total": "Vos choix ici changent l'estimation de {change} par année.",
  "ontarioChoices.totalNone": "Avec la protection standard, l'estimation ne change pas.",
  "ontarioChoices.leftOut.dcpd": "IDDM",
  "ontarioChoices.results.standard":
    "Depuis le 1er juillet 2026, en Ontario, les indemnités d'accident autres que celles pour les soins médicaux, la réadaptation et les soins auxiliaires sont facultatives. Ces estimations gardent la protection standard : toutes les indemnités d'accident et l'indemnisation directe (IDDM).",
  "ontarioChoices.results.changed":
    "Depuis le 1er juillet 2026, certaines indemnités d'accident sont facultatives en Ontario. Vous avez retiré {choices}, ce qui change les estimations de {change} par année; les soins médicaux, la réadaptation et les soins auxiliaires restent dans toute police.",
  "ontarioChoices.why.title": "Vos choix de protection en Ontario",
  "ontarioChoices.why.standard":
    "Protection standard : toutes les indemnités d'accident facultatives et l'IDDM conservées (aucun changement).",
  "ontarioChoices.why.benefit": "Retrait : {benefit}",
  "ontarioChoices.why.dcpd": "Indemnisation directe (IDDM) retirée",
  "ontarioChoices.why.mandatory":
    "Les soins médicaux, la réadaptation et les soins auxiliaires sont dans toute police de l'Ontario.",
} satisfies Record<keyof typeof ONTARIO_CHOICES_MESSAGES, string>;

registerMessages("fr", ONTARIO_CHOICES_MESSAGES_FR, "ontario-choices");
