import { registerMessages } from "../registry";

/**
 * Ontario's coverage choices (issue 25, decision 0060): the optional accident benefits and the
 * direct compensation opt-out, in the wizard's review screen, the results and "Why this price".
 * Information, not advice: each says what it covers and whom it can matter to, never what to buy.
 */
export const ONTARIO_CHOICES_MESSAGES = {
  "ontarioChoices.title": "Ontario accident benefits and direct compensation",
  "ontarioChoices.summaryStandard": "Standard package kept",
  "ontarioChoices.summaryChanged": "{count} left out · {change} a year",
  "ontarioChoices.summaryChangedOne": "1 left out · {change} a year",
  "ontarioChoices.intro":
    "Since 1 July 2026, Ontario drivers choose whether to buy the accident benefits other than medical, rehabilitation and attendant care. The standard package keeps them all, and so does your estimate unless you change something here. Leaving one out lowers the estimate by about the amount shown.",
  "ontarioChoices.notAdvice":
    "We explain what each one covers; what suits you is your decision. Disability, health or life cover from work or a private plan may overlap with some of them: their terms say how.",
  "ontarioChoices.learnMore": "Read what changed in July 2026",
  "ontarioChoices.included": "Included in every Ontario policy",
  "ontarioChoices.mandatory.medical_rehabilitation": "Medical and rehabilitation",
  "ontarioChoices.mandatory.attendant_care": "Attendant care",
  "ontarioChoices.optionalTitle": "Optional accident benefits",
  "ontarioChoices.keep": "Keep",
  "ontarioChoices.leaveOut": "Leave out",
  "ontarioChoices.leaveOutChange": "Leave out ({change} a year)",
  "ontarioChoices.covers": "What it covers:",
  "ontarioChoices.whoFor": "It can matter to:",
  "ontarioChoices.benefit.income_replacement": "Income replacement",
  "ontarioChoices.covers.income_replacement":
    "part of the pay you lose if an injury keeps you from working (in the standard benefit, 70% of gross income up to $400 a week).",
  "ontarioChoices.whoFor.income_replacement":
    "people who work, above all those with no disability cover through work or a private plan, such as the self-employed and gig workers.",
  "ontarioChoices.benefit.non_earner": "Non-earner benefit",
  "ontarioChoices.covers.non_earner":
    "a weekly amount if you have no job and an injury stops you from carrying on a normal life.",
  "ontarioChoices.whoFor.non_earner": "students, retirees, parents at home and others without pay from work.",
  "ontarioChoices.benefit.caregiver": "Caregiver benefit",
  "ontarioChoices.covers.caregiver":
    "care for the people you look after (children, a relative with a disability) while an injury stops you from doing it.",
  "ontarioChoices.whoFor.caregiver": "people who care for someone at home without being paid for it.",
  "ontarioChoices.benefit.housekeeping": "Housekeeping and home maintenance",
  "ontarioChoices.covers.housekeeping": "help with the housework and upkeep an injury stops you from doing.",
  "ontarioChoices.whoFor.housekeeping": "people who live alone or do most of the work of their home.",
  "ontarioChoices.benefit.dependant_care": "Dependant care",
  "ontarioChoices.covers.dependant_care":
    "the extra cost of care for your dependants while you are injured and back at work or in treatment.",
  "ontarioChoices.whoFor.dependant_care": "working parents and others who look after dependants.",
  "ontarioChoices.benefit.death_and_funeral": "Death and funeral benefits",
  "ontarioChoices.covers.death_and_funeral":
    "a lump sum to the spouse and dependants of an insured person who dies in a collision, and funeral costs.",
  "ontarioChoices.whoFor.death_and_funeral":
    "households where others rely on the insured person's income or care, above all without life insurance.",
  "ontarioChoices.benefit.educational_expenses": "Lost educational expenses",
  "ontarioChoices.covers.educational_expenses": "tuition, books and other costs of studies an injury interrupts.",
  "ontarioChoices.whoFor.educational_expenses": "students and people in training.",
  "ontarioChoices.benefit.visitor_expenses": "Visitor expenses",
  "ontarioChoices.covers.visitor_expenses":
    "reasonable costs for close family to visit you during treatment or recovery.",
  "ontarioChoices.whoFor.visitor_expenses": "people whose family would travel to be with them.",
  "ontarioChoices.benefit.damaged_items": "Damaged clothing, glasses and medical devices",
  "ontarioChoices.covers.damaged_items":
    "clothing, glasses, hearing aids, prostheses and other medical or dental devices damaged in the accident.",
  "ontarioChoices.whoFor.damaged_items": "people who wear glasses, hearing aids or other devices.",
  "ontarioChoices.dcpdTitle": "Direct compensation – property damage (DCPD)",
  "ontarioChoices.dcpd.covers":
    "repairs to your car and the loss of its use when another driver is at fault, paid by your own insurer.",
  "ontarioChoices.dcpd.givesUp":
    "Leaving it out (the OPCF 49 endorsement, allowed since January 2024) means that when someone else damages your car, the repair is paid under your collision coverage, less its deductible, or by you if you have no collision coverage.",
  "ontarioChoices.dcpd.whoFor":
    "It can suit the owner of an older car worth little, who would not repair it after a collision that was not their fault.",
  "ontarioChoices.dcpd.withCollision":
    "With collision coverage most of the cost stays, so the saving is smaller than without it.",
  "ontarioChoices.dcpdKeep": "Keep DCPD",
  "ontarioChoices.dcpdLeaveOut": "Leave out DCPD",
  "ontarioChoices.dcpdLeaveOutChange": "Leave out DCPD ({change} a year)",
  "ontarioChoices.total": "Your choices here change the estimate by {change} a year.",
  "ontarioChoices.totalNone": "With the standard package, the estimate is unchanged.",
  "ontarioChoices.leftOut.dcpd": "DCPD",
  "ontarioChoices.results.standard":
    "Since 1 July 2026, Ontario accident benefits other than medical, rehabilitation and attendant care are optional. These estimates keep the standard package: every accident benefit and direct compensation (DCPD).",
  "ontarioChoices.results.changed":
    "Since 1 July 2026, some Ontario accident benefits are optional. You left out {choices}, which changes the estimates by {change} a year; medical, rehabilitation and attendant care stay in every policy.",
  "ontarioChoices.why.title": "Your Ontario coverage choices",
  "ontarioChoices.why.standard": "Standard package: every optional accident benefit and DCPD kept (no change).",
  "ontarioChoices.why.benefit": "{benefit} left out",
  "ontarioChoices.why.dcpd": "Direct compensation (DCPD) left out",
  "ontarioChoices.why.mandatory": "Medical, rehabilitation and attendant care are in every Ontario policy.",
} as const;

registerMessages("en", ONTARIO_CHOICES_MESSAGES, "ontario-choices");
