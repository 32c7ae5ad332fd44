/**
 * French (Quebec usage) read as the English the extractors understand (issue 22): one grammar of
 * quote details, and a table that says the French ways of giving them. Runs on a cleaned message
 * (accents off, as `cleanMessage` leaves it) that looks French; names of places and cars are kept.
 */
import { currentLanguage } from "../i18n/translate";
import { numberize } from "./numbers";
import { cleanMessage } from "./text";

/** French seasons as the English words the record reader places in time. */
const SEASONS_FR: Readonly<Record<string, string>> = {
  ete: "summer",
  hiver: "winter",
  automne: "fall",
  printemps: "spring",
};

/** Place names that hold a number word, kept whole ("trois rivieres" is Trois-Rivieres, not 3). */
const NUMBERED_PLACES: [RegExp, string][] = [
  [/\btrois[- ]rivieres\b/gi, "Trois-Rivieres"],
  [/\btrois[- ]pistoles\b/gi, "Trois-Pistoles"],
  [/\bsept[- ]iles\b/gi, "Sept-Iles"],
  [/\bdeux[- ]montagnes\b/gi, "Deux-Montagnes"],
];

/**
 * French number words as English ones, so one reader turns both into digits ("vingt et un" is 21).
 * A word joined to a name by a hyphen ("Trois-Rivieres", "Sept-Iles") is part of the name.
 */
const NUMBER_WORDS: [RegExp, string][] = [
  [/\b(vingt|trente|quarante|cinquante|soixante)-(deux|trois|quatre|cinq|six|sept|huit|neuf)\b/gi, "$1 $2"],
  [/\bquatre[- ]vingts?[- ]dix[- ]sept\b/gi, "ninety seven"],
  [/\bquatre[- ]vingts?[- ]dix[- ]huit\b/gi, "ninety eight"],
  [/\bquatre[- ]vingts?[- ]dix[- ]neuf\b/gi, "ninety nine"],
  [/\bquatre[- ]vingts?[- ]dix\b/gi, "ninety"],
  [/\bquatre[- ]vingts?\b/gi, "eighty"],
  [/\bsoixante[- ]dix[- ]sept\b/gi, "seventy seven"],
  [/\bsoixante[- ]dix[- ]huit\b/gi, "seventy eight"],
  [/\bsoixante[- ]dix[- ]neuf\b/gi, "seventy nine"],
  [/\bsoixante[- ]et[- ]onze\b/gi, "seventy one"],
  [/\bsoixante[- ]dix\b/gi, "seventy"],
  [/\bdix[- ]sept\b/gi, "seventeen"],
  [/\bdix[- ]huit\b/gi, "eighteen"],
  [/\bdix[- ]neuf\b/gi, "nineteen"],
  [/\b(vingt|trente|quarante|cinquante|soixante)[- ]et[- ]une?\b/gi, "$1 one"],
  [/\bzero\b/gi, "zero"],
  [/(?<![\w-])deux(?![\w-])/gi, "two"],
  [/(?<![\w-])trois(?![\w-])/gi, "three"],
  [/(?<![\w-])quatre(?![\w-])/gi, "four"],
  [/(?<![\w-])cinq(?![\w-])/gi, "five"],
  [/(?<![\w-])sept(?![\w-])/gi, "seven"],
  [/(?<![\w-])huit(?![\w-])/gi, "eight"],
  [/(?<![\w-])neuf(?![\w-])/gi, "nine"],
  [/(?<![\w-])dix(?![\w-])/gi, "ten"],
  [/(?<![\w-])onze(?![\w-])/gi, "eleven"],
  [/(?<![\w-])douze(?![\w-])/gi, "twelve"],
  [/(?<![\w-])treize(?![\w-])/gi, "thirteen"],
  [/(?<![\w-])quatorze(?![\w-])/gi, "fourteen"],
  [/(?<![\w-])quinze(?![\w-])/gi, "fifteen"],
  [/(?<![\w-])seize(?![\w-])/gi, "sixteen"],
  [/(?<![\w-])vingts?(?![\w-])/gi, "twenty"],
  [/(?<![\w-])trente(?![\w-])/gi, "thirty"],
  [/(?<![\w-])quarante(?![\w-])/gi, "forty"],
  [/(?<![\w-])cinquante(?![\w-])/gi, "fifty"],
  [/(?<![\w-])soixante(?![\w-])/gi, "sixty"],
  [/\b(one|two|three|four|five|six|seven|eight|nine|ten|\d+)[- ]cents?\b/gi, "$1 hundred"],
  [/(?<![\w-])cent(?![\w-])/gi, "hundred"],
  [
    /(?<=\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|hundred|\d+)[- ])milles?\b/gi,
    "thousand",
  ],
  // "mille neuf cent quatre-vingt-dix-sept": a year in words, one thousand and what follows.
  [
    /\bmille(?=[- ](?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred)\b)/gi,
    "one thousand",
  ],
  [/\bmilles?\b/gi, "1000"],
  [/\bmillions\b/gi, "million"],
];

/**
 * The French ways of giving quote details, as English, most specific first. Each entry is a pattern
 * on the cleaned French text and its English; "$1" keeps a captured number or name.
 */
/** French month names as English ones. */
const MONTHS: Readonly<Record<string, string>> = {
  janvier: "january",
  fevrier: "february",
  mars: "march",
  avril: "april",
  mai: "may",
  juin: "june",
  juillet: "july",
  aout: "august",
  septembre: "september",
  octobre: "october",
  novembre: "november",
  decembre: "december",
};

/** The provinces' French names, read in any message: "Terre-Neuve, Honda Fit 2014" has no other French. */
const FRENCH_PROVINCE_NAMES: [RegExp, string][] = [
  [/\bcolombie[- ]britannique\b/gi, "British Columbia"],
  [/\bnouvelle[- ]ecosse\b/gi, "Nova Scotia"],
  [/\bnouveau[- ]brunswick\b/gi, "New Brunswick"],
  [/\bterre[- ]neuve(?:[- ]et[- ]labrador)?\b/gi, "Newfoundland"],
  [/\bile[- ]du[- ]prince[- ]edouard\b/gi, "Prince Edward Island"],
  // A part of a province named by its adjective: "l'Est ontarien", "le Nord manitobain".
  [/\b(?:l'|le |la )?(?:est|nord|sud|ouest|centre)(?:[- ](?:est|ouest))? ontarien\b/gi, "Ontario"],
  [/\b(?:l'|le |la )?(?:est|nord|sud|ouest|centre)(?:[- ](?:est|ouest))? manitobain\b/gi, "Manitoba"],
  [/\b(?:l'|le |la )?(?:est|nord|sud|ouest|centre)(?:[- ](?:est|ouest))? albertain\b/gi, "Alberta"],
  [/\b(?:l'|le |la )?(?:est|nord|sud|ouest|centre)(?:[- ](?:est|ouest))? quebecois\b/gi, "Quebec"],
  [/\b(?:l'|le |la )?(?:est|nord|sud|ouest|centre)(?:[- ](?:est|ouest))? neo-brunswickois\b/gi, "New Brunswick"],
  [/\b(?:l'|le |la )?(?:est|nord|sud|ouest|centre)(?:[- ](?:est|ouest))? neo-ecossais\b/gi, "Nova Scotia"],
];

const PHRASES: [RegExp, string | ((match: string) => string)][] = [
  // Amounts written the French way: "500 000", "1 000 000", "500$".
  [/\b(\d{1,3})(?:[ \u00a0\u202f](\d{3}))(?:[ \u00a0\u202f](\d{3}))?(?!\d)/g, "$1$2$3"],
  [/\b(\d+)\s*\$/g, "$$$1"],
  [/\b(?:piasses|piastres|piastre|piasse)\b/gi, "dollars"],

  // Texting: "slt jveux une soumission pcq mon assurance monte bcp", "ms", "ds", "mtn".
  [/\bslt\b/gi, "hi"],
  [/\b(?:jveux|j'veux)\b/gi, "je veux"],
  [/\b(?:jreste|j'reste|jrest)\b/gi, "je reste"],
  [/\b(?:jviens|j'viens)\b/gi, "je viens"],
  [/\bjhabite\b/gi, "j'habite"],
  // Apostrophes left out: "lage de 16 ans", "jen ai 29", "cest", "jconduis".
  [/\blage\b/gi, "l'age"],
  [/\bjen\b/gi, "j'en"],
  [/\bcest\b/gi, "c'est"],
  [/\bjconduis\b/gi, "je conduis"],
  [/\bpas d(?!e\b|es\b|u\b)(?=[aeiouy])/gi, "pas d'"],
  [/\b(?:une |a )?couple d'(?:annees|ans)\b/gi, "a few years"],
  [/\bdepui\b/gi, "depuis"],
  [/\bsinistres\b/gi, "accidents"],
  [/\bsinistre\b/gi, "accident"],
  [/\bresponsabilite\b(?! civile)/gi, "liability"],
  [/\b(?:mettez|mets|mettre)\b(?!-)/gi, "make it"],
  [/\bpcq\b/gi, "because"],
  [/\bbcp\b/gi, "a lot"],
  [/\bmtn\b/gi, "now"],
  [/\bds\b/gi, "dans"],
  [/\bms\b/gi, "mais"],
  [/\bqqch\b/gi, "something"],
  [/\b(?:tsé|tse)\b/gi, "you know"],
  [/\b(?:le |la )?mod[eè]le (?=(?:19|20)\d\d)/gi, "model year "],
  [/\b(\d+(?:[.,]\d+)?)\s*M\$?(?![A-Za-z])/g, "$1 million"],
  // Corrections, chatter and connectives.
  [/\b(?:ah )?non,? (?:pardon|excuse|excusez|desole|oups)\b/gi, "sorry, actually"],
  [/\b(?:pardon|excusez|excuse|desolee?|oups)\b/gi, "sorry"],
  [/\bc'est plutot\b/gi, "actually it's"],
  [/\b(?:en fait|finalement|plutot|je veux dire)\b/gi, "actually"],
  [/\b(?:allo|salut|bonjour|bonsoir|yo)\b/gi, "hi"],
  [/\b(?:s'il vous plait|s'il-vous-plait|svp|stp|s'il te plait)\b/gi, "please"],
  [/\bmerci\b/gi, "thanks"],
  [/\b(?:asteure|maintenant|astheure)\b/gi, "now"],
  [/\bnon plus\b/gi, "either"],

  // Where the visitor lives, and places that are not theirs. "A Quebec" is the city, "au Quebec" the province.
  [/\b(?:chu|chus|j'suis|jsuis)\s+(?:a|au|en|dans)\b/gi, "I'm in"],
  [/\b(?:chu|chus|j'suis|jsuis)\b/gi, "I'm"],
  [/\b(?:avant,? )?(?:je restais|j'habitais|je demeurais|je vivais)\s+(?:a|au|en|dans)?/gi, "I used to live in "],
  [/\b(?:dans le coin|dans le bout|proche|pres|a cote|pas loin) (?:de |d')(?:l')?/gi, "near "],
  [/\bje travaille\s+(?:a|au|en)\b/gi, "I work in"],
  [/\b(?:je reste|je demeure|j'habite|je vis|je suis)\s+a Quebec\b(?![- ]?City)/gi, "I live in Quebec City"],
  [/\ba Quebec\b(?![- ]?City)/gi, "in Quebec City"],
  [/\bQuebec,? (?:la ville|ville)\b/gi, "Quebec City"],
  [/\bpas (?:a|au|en)\s+(?=[A-Z])/g, "not in "],
  [/\bpas (?:celle|celui|ceux) (?:du|de la|de|d'|en|au)\s*/gi, "not "],
  // Quebec's chapter B is the car's own damage: collision (B2) and the other risks (B3).
  [/\b(?:pas de |pas le |sans (?:le )?|aucun )chapitre b\b/gi, "no collision and no comprehensive"],
  [/\b(?:le )?chapitre b\b/gi, "collision and comprehensive"],
  // A coverage declined as a want: "pas besoin du comprehensive", "je veux pas de collision".
  [
    /\b(?:pas besoin|(?:je|j'|on) (?:n'|ne )?(?:veux|veut|ai|a) pas besoin|(?:je |j')?(?:ne )?(?:veux|veut) pas|pas envie)(?: (?:de la|de l'|du|des|de|d'|la|le|les|l'))?\s*(?=(?:collision|comprehensive|(?:autres? )?risques|protection collision|vols?|feu|incendie)\b)/gi,
    "no ",
  ],
  [/\bpas (?:de |la |le |les )?(?=(?:collision|comprehensive|(?:autres? )?risques|protection collision)\b)/gi, "no "],
  // The choice said after the thing: "la franchise la plus basse", "la responsabilité la plus haute".
  [
    /\b(?:la |le )?(franchise|deductible|responsabilite(?: civile)?) (?:la |le )?plus (?:petite?|basse?|bas)\b/gi,
    "lowest $1",
  ],
  [
    /\b(?:la |le )?(franchise|deductible|responsabilite(?: civile)?) (?:la |le )?plus (?:haute?|grosse?|elevee?)\b/gi,
    "highest $1",
  ],
  [/\b(?:la plus petite|la plus basse|le plus bas|la moins chere|le moins cher)\b/gi, "lowest"],
  [/\b(?:la plus haute|la plus grosse|le plus haut|la plus elevee|le plus eleve)\b/gi, "highest"],
  [/\bpas (?:la|le|l'|une|un)\s+(?=[A-Z0-9])/gi, "not the "],
  [/\b(?:celui|celle|le char|l'auto|la voiture) de (?:ma|mon) (\S+),? (?:c'est|cest|it's)/gi, "my $1's car is"],
  [/\bje viens (?:juste )?de demenager,? (?:c'est |cest |a |au |en |dans )?/gi, "I just moved to "],
  [
    /\b(?:la|le|l') ?([A-Z][\w-]*) c'est (?:a|à|celle de|celui de) (?:ma|mon) ([^\s,.!?]+)/g,
    "not the $1, that's my $2's",
  ],
  [/\bville de Quebec\b/gi, "Quebec City"],
  [
    /\b(?:je reste|je demeure|j'habite|je vis|j'suis|je suis (?:installee?|situee?|basee?))\s+(?:a|au|aux|en|dans|sur)\b/gi,
    "I live in",
  ],
  [/\b(?:je reste|je demeure|j'habite|je vis)\b/gi, "I live in"],
  [/\bje travaille\s+(?:a|au|en)\b/gi, "I work in"],
  [/\bje suis (?:a|au|en)\b/gi, "I'm in"],
  [/\b(?:je suis|je viens) de\b(?=\s+[A-Z])/g, "I'm from"],
  [/\bcode postal\b/gi, "postal code"],
  [/\b(?:c'est|cest)\s+(?=[A-Z]\d[A-Z])/g, "is "],
  ...FRENCH_PROVINCE_NAMES,
  [
    /\b(?:au|a|en|aux)\s+(?=(?:Quebec|Ontario|Alberta|Manitoba|Saskatchewan|British Columbia|Nova Scotia|New Brunswick|Newfoundland|Prince Edward Island)\b)/gi,
    "in ",
  ],
  [/\bdans\s+(?:le |la |l')?(?:secteur|quartier|coin)?\s*(?=[A-Z])/g, "neighbourhood "],
  [/\b(?:secteur|quartier)\s+(?=[A-Z])/gi, "neighbourhood "],
  [/\b(?:a|au|en)\s+(?=[A-Z])/g, "in "],

  // The driver's licence: since a year, for a number of years, at an age. Someone else's first.
  [
    /\b(?:lui|elle),? (?:il |elle )?a (?:son|eu son) (?:permis|licence)(?: de conduire)?(?: depuis| en)?\s+/gi,
    "that one got hers in ",
  ],
  [/\b(?:lui|elle),? (?:il |elle )?(?:reste|habite|demeure|vit)\b/gi, "he lives"],
  [
    /\b(?:(?:j'ai|jai) (?:eu|obtenu|passe|pogne) )?(?:mon |le |ma )?(?:permis|licence|license)(?: de conduire)? (?:a|à|depuis mes|depuis l'age de|a l'age de|à l'age de) (\d{1,2})(?: ans)?\b/gi,
    "got my licence at $1",
  ],
  [/\b(?:mon |le |ma )?(?:permis|licence)(?: de conduire)? date de\b/gi, "licensed since"],
  [/\bl'annee de mes (\d{1,2}) (?:ans|years),?\s*(?:en|in)\s*((?:19|20)\d\d)\b/gi, "in $2"],
  [/\b(?:mon |le |ma )?(?:permis|licence),? je l'ai (?:eu )?depuis\b/gi, "licensed since"],
  [
    /\b(?:j'ai |jai )?(?:mon |le |ma )?(?:permis|licence),? ca fait (\d{1,2}) (?:ans|years)\b/gi,
    "licensed for $1 years",
  ],
  [/\b(?:mon |le |ma )?(?:permis|licence)(?: de conduire)? (?:obtenu|eu|passe) (?=(?:en|in) )/gi, "licensed "],
  [/\bdepuis (?:que j'ai|que jai|l'age de|mes) (\d{1,2})(?: ans| years)?/gi, "since I was $1"],
  [/\b(?:mon |le |ma )?(?:permis|licence),? je l'ai eu (?=(?:in|en)\b)/gi, "licensed "],
  // "mon permis (probatoire), je l'ai eu l'été de mes 16 ans", "quand j'avais 25 ans, là j'ai 33": the
  // licence at an age, and the age now, as the English the two-ages reader reads.
  [
    /\b(?:mon |le |ma )?(?:permis|licence)(?: (?:probatoire|d'apprenti|temporaire|de conduire|g[12]?|classe \d))?,? (?:je l'ai|j'l'ai|jl'ai|je l ai) (?:eu|obtenu|passe|pogne)\b/gi,
    "got my licence",
  ],
  // "je l'ai eu à 16 ans", "j'ai eu mon permis à 17 ans": the licence at an age.
  [
    /\b(?:got my licence|(?:eu|obtenu|passe|pogne) (?:mon|le|ma) (?:permis|licence)(?: de conduire)?|(?:je l'ai|j'l'ai|jl'ai|je l ai) (?:eu|obtenu|passe|pogne)) (?:a|à) (\d{1,2})(?: ans| years)?\b/gi,
    "got my licence at $1",
  ],
  [/\b(?:quand|lorsque) (?:j'avais|javais|j'etais age de|j'ai eu) (\d{1,2})(?: ans| years)?/gi, "when I was $1"],
  [
    /\b(?:(?:l'|a l')(?:ete|hiver|automne)|(?:au )?printemps|a|à|pour|a la fete) (?:de )?mes (\d{1,2}) (?:ans|years)\b/gi,
    "at $1",
  ],
  [/\b(?:la|now|maintenant|aujourd'hui),? (?:j'ai|jai|j'en ai|jen ai) (\d{1,2})(?: ans| years)?\b/gi, "now I'm $1"],
  [/\b(?:je viens|jviens) (?:juste )?d'?avoir (?:mon|le|ma) (?:permis|licence)\b/gi, "just got my licence"],
  // "permis du Québec depuis 2024", "permis ontarien depuis 2019": where the licence is from, then its year.
  [
    /\b(?:mon |le |ma )?permis(?: de conduire)?(?:\s+(?:du|de la|de l'|d'|de)\s*[a-z'-]+(?:-[a-z]+)*|\s+(?:[a-z]+(?:ien|ienne|ois|oise|ais|aise|ain|aine)))?\s*[:,-]?\s*(?:depuis\s+)?(?=(?:19|20)\d\d)/gi,
    "licensed since ",
  ],
  [/\b(?:mon |le |ma )?permis(?: de conduire)?\s*[:,-]?\s*(?=(?:in|en)\s+(?:19|20)\d\d)/gi, "licensed "],
  [
    /\b(?:mon |le |ma )?permis(?: de conduire)?\s*[:,-]?\s*(?:depuis\s+)?(?=\d{1,2}\s*(?:years|ans|yrs)\b)/gi,
    "licensed for ",
  ],
  [
    /\b(?:j'ai|jai) (?:eu|obtenu|passe) (?:mon|ma|le) (?:premier |1er )?(?:permis|licence)(?: de conduire)?\b/gi,
    "got my licence",
  ],
  [/\b(?:elle|il) a (?:son|eu son) (?:permis|licence)(?: de conduire)?(?: depuis| en)?\s+/gi, "that one got hers in "],
  [/\bmoi,? depuis\b/gi, "I'm licensed since"],
  [
    /\b(?:j'ai|jai) (?:eu|obtenu|passe) (?:mon|le|ma) (?:permis|licence|license)(?: de conduire)? en\b/gi,
    "licensed in",
  ],
  [
    /\bca fait (\d{1,2}) (?:ans|years) que (?!(?:j'ai|jai) (?:pas|jamais|pu|plus) )(?:j'ai|jai|je conduis|j'conduis|je drive|je chauffe|je roule|j'roule|je suis sur la route)(?: (?:mon|le|ma) (?:permis|licence|license))?/gi,
    "licensed for $1 years",
  ],
  // A probationary or learner's licence is a licence: "permis probatoire depuis 8 mois".
  [/\b(permis|licence)(?: de conduire)? (?:probatoire|d'apprenti|temporaire)\b/gi, "$1"],
  [
    /\b(?:(?:j'ai|jai) )?(?:le |mon |ma )?(?<!\b(?:son|sa|ses|leur) )(?:permis|licence)(?: de conduire)? depuis (\d{1,2}) mois\b/gi,
    "licensed for $1 months",
  ],
  [/\b(\d{1,2}) ans de (?:permis|conduite|licence)\b/gi, "licensed for $1 years"],
  [
    /\b(?:(?:j'ai|jai) )?(?:le |mon |ma )?(?:permis|licence)(?: de conduire)? (?:pour|depuis) (\d{1,2}) (?:ans|years)\b/gi,
    "licensed for $1 years",
  ],
  [/\b(\d{1,2}) ans d'experience\b/gi, "$1 years of driving"],
  [
    /\b(?:(?:j'ai|jai|j'ai eu|j'ai obtenu) )?(?:mon |le |ma )?(?:permis|licence|license)(?: de conduire)? depuis (?:l'an |l'annee |environ |a peu pres |genre )?(\d{1,2}) (?:ans|annees)\b/gi,
    "licensed for $1 years",
  ],
  [
    /\b(?:(?:j'ai|jai|j'ai eu|j'ai obtenu) )?(?:mon |le |ma )?(?:permis|licence|license)(?: de conduire)? depuis (?:l'an |l'annee |environ |a peu pres |genre )?/gi,
    "licensed since ",
  ],
  [/\bje conduis depuis (\d{1,2}) ans\b/gi, "licensed for $1 years"],
  [/\bje conduis depuis\b/gi, "licensed since"],
  [/\bje viens d'avoir (\d{1,2})(?: ans)?\b/gi, "I'm $1 years old"],
  [/\b(?:j'ai|jai|j'en ai|jen ai) (?:maintenant |asteure |now )?(\d{1,2}) ans\b/gi, "I'm $1 years old"],
  [/\b(?:j'en ai|jen ai) (\d{1,2})\b/gi, "I'm $1"],
  [/\b(\d{1,2}) ans\b/gi, "$1 years"],
  [/\b(?:attends|attend|attendez|wait)\b/gi, "wait"],
  [/\b(?:je me suis trompee?|je me suis mele|je me suis melee|oups|oops)\b/gi, "sorry, I was wrong"],
  [/\bl'(accident|ticket|contravention)\b/gi, "the $1"],
  [/\b(?:mettons|disons|supposons) (?:que|qu')\s*/gi, "let's say "],
  [/\b(?:mettons|disons)\b/gi, "say"],

  // When an event happened.
  [
    /\b(janvier|fevrier|mars|avril|mai|juin|juillet|aout|septembre|octobre|novembre|decembre)\b/gi,
    (month) => MONTHS[month.toLowerCase()] ?? month,
  ],
  [/\ben (?=(?:january|february|march|april|may|june|july|august|september|october|november|december)\b)/gi, "in "],
  // "au mois de mai passé", "en mars dernier": the last such month.
  [
    /\b(?:au mois d[e'] ?|en |in )?(january|february|march|april|may|june|july|august|september|october|november|december) (?:passe|dernier)\b/gi,
    "last $1",
  ],
  // "l'été 2015", "l'hiver passé": seasons.
  [
    /\b(?:l'|l |le |depuis l'|depuis le )?(ete|hiver|automne|printemps) (?=(?:19|20)\d\d\b)/gi,
    (match) => {
      const season = /(ete|hiver|automne|printemps)/i.exec(match)?.[1]?.toLowerCase() ?? "";
      return `${/depuis/i.test(match) ? "since " : ""}${SEASONS_FR[season] ?? season} `;
    },
  ],
  [/\b(\d+),(\d+) (million)/gi, "$1.$2 $3"],
  [/\b(?:je voulais dire|je veux dire|je voulais ecrire)\b/gi, "I meant"],
  [/\bpour vrai\b/gi, "honestly"],
  [/\bben\b/gi, "well"],
  [/\bd'abord\b/gi, "then"],
  [/\bc'est (?:moi qui (?:etais|etait|suis) responsable|de ma faute|ma faute)\b/gi, "it was my fault"],
  [/\bj'(?:etais|etait) responsable\b/gi, "it was my fault"],
  [/\b(?:tickets?|contraventions?) de (?:parking|stationnement)\b/gi, "parking tickets"],
  [/\bjuste des\b/gi, "only"],
  // Acadian "yinque" and spoken "rien que" are "only": "yinque un en 2023".
  [/\b(?:uniquement|seulement|yinque|yienque|ienque|rien que|rinque)\b/gi, "only"],
  [/\b(?:en|in) ((?:19|20)\d\d) au mois de (\w+)/gi, "in $2 $1"],
  [/\bau mois de (?=\w+ (?:19|20)\d\d)/gi, "in "],
  [
    /\bau mois d(?:e |')\s?(?=(?:january|february|march|april|may|june|july|august|september|october|november|december)\b)/gi,
    "in ",
  ],
  [/\b(?:revenons|revenir|retournons|on revient|retour) (?:a|à)\b/gi, "back to"],
  [/\bles (?:deux|2|trois|3)\b(?= (?:en|l'|y'a|il y a|cette|dans))/gi, "both"],
  [/\b(?:l'an|l'annee|lan|lannee) (?:passee?|derniere?)\b/gi, "last year"],
  // A season kept as a season, so an event is placed to within months ("l'été passé" in November is
  // this year's summer).
  [/\bl'ete (?:passe|dernier)\b/gi, "last summer"],
  [/\bl'hiver (?:passe|dernier)\b/gi, "last winter"],
  [/\bl'automne (?:passe|dernier)\b/gi, "last fall"],
  [/\ble printemps (?:passe|dernier)\b/gi, "last spring"],
  [/\ble mois (?:passe|dernier)\b/gi, "last month"],
  [
    /\b(?:cet|cette|c't|st) (ete|hiver|automne)\b/gi,
    (match: string) => `this ${SEASONS_FR[match.split(" ").pop()?.toLowerCase() ?? ""] ?? "year"}`,
  ],
  [/\bce printemps\b/gi, "this spring"],
  [/\b(?:ce|cette) (?:mois-ci|mois ci)\b/gi, "this month"],
  [/\bcette annee\b/gi, "this year"],

  // "mon dernier ticket, ça fait 5 ans", "mon dernier accident c'était en 2019".
  [
    /\b(?:mon|le) (?:dernier|seul) (ticket|accident|billet|constat|sinistre|accrochage)\b(?! (?:c'etait|remonte|date de|etait))/gi,
    "my last $1",
  ],
  [
    /\b(?:ma|la) (?:derniere|seule) (contravention|infraction|reclamation|amende)\b(?! (?:c'etait|remonte|date de|etait))/gi,
    "my last $1",
  ],
  [/\bla semaine (?:passee|derniere)\b/gi, "last week"],
  [/\bcette annee\b/gi, "this year"],
  [/\b(?:il y a|y'a|ya|y a) (\d{1,2}) (?:ans|years)\b/gi, "$1 years ago"],
  [/\b(?:il y a|y'a|ya|y a) (\d{1,2}) mois\b/gi, "$1 months ago"],
  [/\bdans les (\d{1,2}) dernieres annees\b/gi, "in the last $1 years"],
  [/\brien depuis\b/gi, "nothing since"],
  [/\ben ((?:19|20)\d\d)\b/gi, "in $1"],

  // Quebec's policy names comprehensive "accidents sans collision ni versement" (chapter B3).
  [/\b(?:les |l')?accidents? sans collision(?:s)?(?: (?:ni|ou|et) (?:de )?versement)?\b/gi, "comprehensive"],
  // Said without "accidents": "sans collision ni versement" is the chapter's name; so is a bare "sans
  // collision" beside a collision already named as its own item ("collision et sans collision",
  // "1M/500/collision/sans collision": nobody declines what they just chose) or given a yes
  // ("sans collision oui", "sans collision : ok"), and "le sans collision" with an article.
  [/\bsans collisions? (?:ni|ou|et) (?:de |le )?versement\b/gi, "comprehensive"],
  [
    /(\bcollision\b(?:\s*:?\s*(?:oui|ok|incluse?|yes))?\s*(?:,|\/|\+|&|;|\bet\b|\bpis\b|\bpuis\b|\bplus\b|(?=\s))\s*(?:avec |aussi |les |la |le |l'|du )?)sans collisions?\b/gi,
    "$1comprehensive",
  ],
  [/\bsans collisions?(?=\s*:?\s*(?:oui|ok|correct|incluse?|svp|stp|aussi|itou)\b)/gi, "comprehensive"],
  [/\b(?:le|du|au) sans collisions?\b/gi, "the comprehensive"],

  // Other people: their record and cars are not the visitor's.
  [/\b(?:ma femme|ma blonde|ma conjointe|mon epouse)\b/gi, "my wife"],
  [/\b(?:mon mari|mon chum|mon conjoint|mon epoux)\b/gi, "my husband"],
  [/\bma (?:soeur|sœur)\b/gi, "my sister"],
  [/\bmon (?:frere|beau-frere)\b/gi, "my brother"],
  [/\bmon (?:pere|pere)\b/gi, "my father"],
  [/\bma mere\b/gi, "my mother"],
  [
    /\b(?:mon fils|ma fille|mon gars|mon ado|le petit|la petite|mon plus vieux|ma plus vieille|mon plus jeune|ma plus jeune|mon garcon|mon grand|ma grande)\b/gi,
    "my son",
  ],
  // "ma blonde a une Civic": her car, said with the French "a" (has); "la sienne, c'est une Audi".
  [/\b(my (?:wife|husband|sister|brother|father|mother|son|roommate)) a (?=(?:une?|des?|a)\b)/gi, "$1 has "],
  [/\b(?:la sienne|le sien),?\s+(?:c'est|cest|est)\b/gi, "his is"],

  // The record.
  [
    /\b(?:tickets?|contraventions?|constats?|infractions?|billets?) de (?:stationnement|parking)\b/gi,
    "parking tickets",
  ],
  [
    /\b(?:tickets|contraventions|constats|billets|infractions) (?:de|pour) (?:vitesse|exces de vitesse)\b/gi,
    "speeding tickets",
  ],
  [
    /\b(?:ticket|contravention|constat|billet|infraction) (?:de|pour) (?:vitesse|exces de vitesse)\b/gi,
    "speeding ticket",
  ],
  // Caught by the police for an offence, said without the word ticket: "je me suis fait pogner à 130",
  // "je me suis fait arrêter pour excès de vitesse" is a ticket for it.
  [
    /\b(?:je me suis fait|j'me suis fait|jme suis fait|je me suis faite|je me sus fait) (?:pogner|poigner|arreter|intercepter|pincer|prendre|flasher)(?: par (?:la police|un policier|une policiere|la sq|la grc|la spvm|les bleus|un flic))?(?= (?:a|à) \d|(?: (?:pour|en))? (?:exces|vitesse|cellulaire|cell|texto|feu rouge|stop|ceinture|brule|passer)| (?:a|à) faire \d| \d)/gi,
    "I got a ticket",
  ],
  // "une infraction en 2022 pour excès de vitesse": the reason of an event already named, not another.
  [/\bpour (?:un |a |une )?exces de vitesse\b/gi, "for speeding"],
  // "un face-à-face avec un orignal": a head-on collision (with whatever it was).
  [/\b(?:un |a )?face[- ]a[- ]face\b/gi, "a head-on collision"],
  // "deux excès de vitesse": a count of offences, each one a ticket.
  [/\b(\d{1,2}) exces de vitesse\b/gi, "$1 speeding tickets"],
  [/\b(?:un |a |une )?exces de vitesse\b/gi, "a speeding ticket"],
  [/\b(?:un seul|une seule|a seule|a seul)\b/gi, "one"],
  [/\b(?:une |a )?centaine\b/gi, "100"],
  [/\b(?:c'est|cest)\s+(?=\d)/gi, "it's "],
  // Someone driving into the visitor: not the visitor's fault.
  [
    /\bquelqu'(?:un|une|a) (?:m'est|m'a) (?:rentre|fonce|frappe|embouti|accroche|recule)(?: dedans)?\b/gi,
    "someone hit me",
  ],
  [/\breclamations\b/gi, "claims"],
  [/\breclamation\b/gi, "claim"],
  [/\b(?:je suis|chu|chus|j'suis|jsuis|suis|i'm|i am) nee?s? (?:en|in) ((?:19|20)\d\d)\b/gi, "I was born in $1"],
  [/\b(?:contraventions|billets)\b/gi, "tickets"],
  [/\b(?:contravention|billet)\b/gi, "ticket"],
  [/\bconstats? d'infraction\b/gi, "ticket"],
  [/\binfractions\b/gi, "tickets"],
  [/\binfraction\b/gi, "ticket"],
  // A "constat" alone is a ticket; the "constat amiable" is the accident report drivers fill in.
  [/\bconstats\b(?! amiables?)/gi, "tickets"],
  [/\bconstat\b(?! amiable)/gi, "ticket"],
  [/\b(?:acidents?|accrochages?|accidnets?)\b/gi, "accident"],
  [/\baccidents? (?:responsables?|a ma faute|de ma faute|ou j'etais responsable)\b/gi, "at-fault accident"],
  [/\baccidents? non[- ]responsables?\b/gi, "not-at-fault accident"],
  [/\b(?:c'etait|cetait|c'est|c'etait) pas (?:de )?ma faute\b/gi, "it was not my fault"],
  [/\b(?:pas|non|no) (?:de )?ma faute\b/gi, "not my fault"],
  [/\b(?:pas|non) responsable\b/gi, "not at fault"],
  [/\b(?:c'etait|cetait|c'est) (?:moi|moe) (?:le |la )?(?:responsable|fautif|fautive|en tort)\b/gi, "it was my fault"],
  // "un autre en 2025 où c'était moi", "j'étais en tort": the visitor's own fault.
  [
    /\b(?:ou |quand )?(?:c'etait|cetait|c'est) (?:moi|moe)(?= *(?:$|[,.;!]|\band\b|\bpis\b|\bet\b|\bqui l'ai))/gi,
    "it was my fault",
  ],
  [/\bj'(?:etais|etait) (?:en tort|le fautif|la fautive)\b/gi, "it was my fault"],
  [/(?<!\bpas )\b(?:de |a )?ma faute\b/gi, "my fault"],
  // A size before an event ("un petit accrochage", "un gros accident"): the English reader's words.
  [
    /\b(?:petit|petite|p'tit|p'tite|ti|leger|legere|mineur|mineure)\s+(?=(?:accident|accrochage|accroc|collision|ticket|contravention|fender))/gi,
    "minor ",
  ],
  [/\b(?:gros|grosse|grave|serieux|majeur)\s+(?=(?:accident|accrochage|collision))/gi, "major "],
  // Off the road or head on: an accident told without the word.
  [/\b(?:j'ai|jai|on a) (?:pris|pogne) (?:le|un) (?:champ|clos|fosse|banc de neige)\b/gi, "I went into the ditch"],
  [
    /\b(?:j'ai|jai|on a) (?:fini|abouti|atterri|termine)(?: ma course)? (?:dans|sur) (?:le |la |un |une )?(?:champ|clos|fosse|banc de neige|poteau|cloture|garde-fou)\b/gi,
    "I went into the ditch",
  ],
  [
    /\b(?:j'ai|jai|on a) (?:fait|eu) (?:a|une|un) (?:sortie de route|face[- ]a[- ]face|tete[- ]a[- ]queue)\b/gi,
    "I went off the road",
  ],
  [
    /\b(?:je suis|chu|j'suis) (?:tombe|rentre|alle|parti) (?:dans|dans le|dans un) (?:le |un )?(?:fosse|champ|clos|poteau|banc de neige|arbre|mur)\b/gi,
    "I went into the ditch",
  ],
  // "j'ai glissé dans le fossé", "j'ai dérapé sur un poteau": the visitor's car off the road or into
  // something, as the English reader's words.
  [
    /\b(?:j'ai|jai|on a) (?:glisse|derape|patine|capote)(?: (?:dans|sur|contre) (?:le |la |un |une |l'|les )?(fosse|poteau|arbre|mur|cloture|banc de neige|champ|garde-fou|trottoir|lampadaire))?\b/gi,
    (match: string) => {
      const object = /(fosse|poteau|arbre|mur|cloture|banc de neige|champ|garde-fou|trottoir|lampadaire)$/i.exec(
        match,
      )?.[1];
      const english: Record<string, string> = {
        fosse: "ditch",
        poteau: "pole",
        arbre: "tree",
        mur: "wall",
        cloture: "fence",
        "banc de neige": "snowbank",
        champ: "ditch",
        "garde-fou": "guardrail",
        trottoir: "curb",
        lampadaire: "pole",
      };
      return object ? `I slid into a ${english[object.toLowerCase()] ?? "ditch"}` : "I slid off the road";
    },
  ],
  [
    /\b(?:mon |ma |le |la )?derni[eè]re? (ticket|contravention|constat|accident)s? (?:c'etait|remonte a|remonte à|date de|etait)\s*(?:en |in )?/gi,
    "my last $1 was in ",
  ],
  [
    /\b(ticket|contravention|constat)s?([^.!?]{0,24}?) (?:pour |de )(?:le |du |un |une |a )?(?:cellulaire|cell|texto|telephone) au volant\b/gi,
    "distracted driving ticket$2",
  ],
  [/\b(?:jamais cause|jamais eu) (?:de |d')/gi, "never had any "],
  [/\b(?:la sienne|le sien|la leur|le leur)\b/gi, "the other car"],
  [
    /\b(?:un |a )?(?:ticket |contravention |constat )?(?:pour )?(?:le |du )?(?:cellulaire|cell|texto|telephone) au volant\b/gi,
    "a distracted driving ticket",
  ],
  [/\b(?:mon|ma) (?:coloc|colocataire|colocs)\b/gi, "my roommate"],
  // "moi, aucun accident ni contravention" says the visitor's own record; "moi, non" only denies.
  [/\bmoi,? (?:aucune?s?|pas de|pas d'|jamais de|jamais d')\s+(?=\w)/gi, "I have no "],
  [/\bmoi,? (?:non|no|aucun|aucune|jamais)\b/gi, "not me"],
  [/\bpas moi\b/gi, "not me"],
  [
    /\b(tickets?|contraventions?)([^.!?]{0,60}?)\b(?:le|la) derni[eè]re? (?:c'etait|etait|remonte a|date de) (?:en |in )?/gi,
    "$1$2 my last ticket was in ",
  ],
  [
    /\b(?:c'est |c'etait )?l'autre (?:qui )?(?:etait|était|est) (?:en tort|responsable|fautif)\b/gi,
    "it was not my fault",
  ],
  [
    /\bl'autre (?:char|auto|voiture|gars|conducteur|personne) (?:m'a|ma) (?:rentre|frappe|accroche)(?: dedans)?\b/gi,
    "someone hit me",
  ],
  [/\bje me suis fait (?:rentrer dedans|frapper|emboutir)\b/gi, "someone hit me, not at fault"],
  // The fault put on the other party: "c'était l'autre gars qui avait tort", "l'autre était fautif".
  [
    /\bl'autre(?: (?:gars|conducteur|conductrice|char|auto|voiture|personne))?(?: qui)? (?:avait|a eu|etait|a ete) (?:tort|en tort|responsable|fautif|fautive)\b/gi,
    "the other driver was at fault",
  ],
  // "ma mère a eu un accident…, mais moi rien": the visitor had none.
  [/\b(?:mais |but )?moi,? (?:rien|aucun|aucune|non|jamais|pantoute|0|zero|pas)\b/gi, "but I had none"],
  [/\bl'autre (?:m'a|ma|me) (?:rentre|frappe|accroche|embouti)(?: dedans)?\b/gi, "someone hit me"],
  [/\b(?:moi,? )?(?:j'en ai|jen ai|j'en ai eu|j'en n'ai) (?:jamais|pas|aucune?s?)(?: eu)?\b/gi, "I never had one"],
  // Someone else drove into the visitor, said with any subject: "on m'a embouti", "un camion m'a frappé".
  [
    /\b(?:on|quelqu'un|qqn|un (?:camion|char|gars|conducteur|auto|autobus|taxi|pickup|vehicule|chauffard)|une (?:auto|conductrice|voiture|fille))\s+(?:m'a|ma|m'avait|me)\s+(?:(?:\w+ )?(?:frappe|rentre dedans|rentre|accroche|embouti|emboutie|percute|heurte|tamponne|poque|fesse))\b/gi,
    "someone hit me",
  ],
  // A claim for glass, hail, theft or vandalism is not a collision: "une réclamation pour un pare-brise".
  [/\b(claims?|reclamations?) pour (?:un |une |a |le |la |de la |du |des |l')?/gi, "$1 for "],
  [/\bpare-?brises?\b/gi, "windshield"],
  [/\b(?:de la |la )?grele\b/gi, "hail"],
  // "un vieux ticket de 2019": an old ticket, placed in its year.
  [/\b(?:vieux|vieille)\s+(?=(?:ticket|billet|contravention|infraction|accident|constat|sinistre)s?\b)/gi, "old "],
  [/\b((?:ticket|billet|contravention|infraction|accident|constat|sinistre)s?) de (?=(?:19|20)\d\d\b)/gi, "$1 in "],
  // A label answered "rien": "tickets : rien".
  [/(:\s*)rien\b(?=\s*(?:[.,;!]|$))/gi, "$1none"],
  // France's words for a ticket and a claim: "aucune amende", "je n'ai jamais eu d'amende ni de sinistre".
  [/\bamendes\b/gi, "tickets"],
  [/\bamende\b/gi, "ticket"],
  [
    /(?<!\bni )\b(ticket|tickets|contravention|contraventions) ni (?:de |d'|aucun )?(?=sinistre|accident)/gi,
    "$1 and no ",
  ],
  // The other driver hit the visitor: "c'est l'autre qui m'a frappé", "je me suis fait emboutir".
  [
    /\b(?:c'est |cetait |c'etait )?l'autre (?:conducteur |gars |char |auto |voiture )?qui (?:m'a|ma|m'avait) (?:frappe|rentre dedans|accroche|embouti|emboutie|percute|heurte)\b/gi,
    "not my fault",
  ],
  [/\bje me suis fait (?:frapper|emboutir|rentrer dedans|accrocher|percuter)\b/gi, "not my fault"],
  [/\b(?:j'ai|jai) jamais eu (?:de |d')/gi, "I never had any "],
  [/\bjamais eu (?:de |d')/gi, "never had any "],
  [/\bdossier (?:de conduite )?(?:vierge|propre|parfait|impeccable|net|clean)\b/gi, "clean record"],
  [/\b(?:(?:j'ai|jai) )?rien (?:a|à|sur|dans) (?:mon|le) dossier\b/gi, "clean record"],
  [/\bni (\w+) ni (\w+)\b/gi, "no $1 no $2"],
  [/\b(?:aucune?s?|pas des|pas de|pas d'|jamais de|jamais d')\s*/gi, "no "],
  [/\b(?:ni|nor) (?:de |d')/gi, "nor "],
  [/\b(?:j'ai |jai )?(?:pas|jamais) eu (?:de |d')/gi, "no "],
  [/\bni\b/gi, "nor"],
  [/\bpas\s+(?=[A-Z])/g, "not "],
  // "c'est une 2019 pas 2018": a year taken back.
  [/\bpas\s+(?=(?:une?\s+|en\s+)?(?:19|20)\d\d\b)/gi, "not "],
  [/\bune? autre\b/gi, "another"],
  // An animal struck is no at-fault accident: "j'ai frappé un chevreuil", "on a pogné un orignal".
  [
    /\b(?:j'ai|jai|on a) (?:frappe|heurte|pogne|accroche|embouti|rentre dans) (?:un |une |le |la |l')?(chevreuil|orignal|cerf|animal|renard|raton|ours|caribou)s?\b/gi,
    "I hit a deer",
  ],
  [
    /\b(?:(?:j'ai|jai) )(?:backe|recule|rentre|fonce|accroche|frappe|embouti|emboutie)(?: dans| sur)?\b/gi,
    "I backed into",
  ],
  [/\b(?:c'etait|cetait|c'tait|ctait|c't'ait)\b/gi, "it was"],

  // Coverage.
  [/\b(?:la |le )?(?:protection|couverture|assurance) (?:standard|de base|par defaut)\b/gi, "standard coverage"],
  [/\b(?:la|le) standard\b/gi, "standard"],
  [/\bresponsabilite civile\b/gi, "liability"],
  [/\b(?:de|en) (?=liability)/gi, ""],
  [/\bfranchises?\b/gi, "deductible"],
  [/\b(?:deductible) (?:de|a) /gi, "deductible "],
  [/\b(\d+)\s*(?:\$|dollars?|piastres?)?\s+de\s+(?=deductible)/gi, "$1 "],
  [
    /\b(?:les |la )?(?:(?:risques? )?autres? que (?:la )?collision(?: (?:ou|et) (?:le )?versement)?|autres? risques?|risques? autres?|risques multiples)\b/gi,
    "comprehensive",
  ],
  [/\bcollision (?:ou|et) (?:le )?versement\b/gi, "collision"],
  [/\btous risques\b/gi, "collision and comprehensive"],
  [/\b(?:la |une )?(?:couverture|protection|assurance) (?:complete|totale|maximale)\b/gi, "full coverage"],
  // What each coverage pays for, said instead of its name: theft and vandalism are comprehensive
  // ("vol/vandalisme", "la partie vol et vandalisme", "s'il se fait voler"), the car repaired after
  // an accident the visitor causes is collision ("réparé si je fais un accident").
  [
    /\b(?:la partie |le |la |du )?vols?\s*(?:[-/,+&]|et|ou|pis)\s*(?:le |du |de )?vandalismes?\b|\b(?:la partie |le )vols?\b/gi,
    "comprehensive",
  ],
  [
    /\b(?:s'il|si elle|si (?:mon char|mon auto|ma voiture|le char|l'auto))\s+(?:se fait|se faisait|est)\s+(?:voler|volee?|vandalisee?)\b/gi,
    "comprehensive",
  ],
  [/\bs'il y a de la (?:grele|hail)\b|\bs'il (?:y a|tombe) (?:un arbre|de la grele|du feu)\b/gi, "comprehensive"],
  [
    /\b(?:soit |etre )?(?:repare|reparee|reparer|paye|payee|couvert|couverte)\s+si (?:je fais|j'ai|je cause|je fesse|je rentre dans|je frappe) (?:un accident|quelque chose|un accrochage)\b/gi,
    "collision",
  ],
  [
    /\b(?:enleve|enlever|enlevez|retire|retirer|retirez|oublie|laisse faire)\s+(?=(?:la |le |les )?(?:collision|comprehensive)\b)/gi,
    "drop ",
  ],
  // Fire and theft are what comprehensive covers; visitors name it by them ("feu-vol", "vol, feu").
  [/\b(?:le |la |du )?(?:feu|incendie)s?\s*(?:[-/,+&]|et|ou|pis)?\s*(?:le |du )?vols?\b/gi, "comprehensive"],
  [/\b(?:le |la |du )?vols?\s*(?:[-/,+&]|et|ou|pis)?\s*(?:l'|le |du )?(?:feu|incendie)s?\b/gi, "comprehensive"],
  [
    /\b(?:ca me va|ca m'va|c'est correct|c'est beau|c'est parfait|c'est bon|ca marche|ca m'convient|ca me convient|d'accord|parfait|me va|m'va)\b/gi,
    "sounds good",
  ],

  // Cars.
  [/\b(?:c'est|cest|c't'|c't)\s+(?:une|un)\b/gi, "it's a"],
  [/\b(?:je conduis|je drive|je chauffe|j'conduis)\s+(?:une|un)\b/gi, "I drive a"],
  [/\b(?:j'ai|jai)\s+(?:une|un)\b/gi, "I have a"],
  [/\b(?:mon|ma) (?:char|voiture|auto|vehicule|bagnole|minoune)\b/gi, "my car"],
  [/\b(?:une|un)\b/gi, "a"],

  // How sure a number is: the hedges the English grammar already reads around a count ("about 15
  // years", "almost 10", "at least 30", "over 20", "like 6"), and French round numbers.
  // A round number said with "-aine" ("une quinzaine d'années", "une vingtaine") is a guess, not a
  // count: it is read as vague and the exact number is asked, as "a few" is.
  [/\b(?:une|a)\s+decennie\b/gi, "a decade"],
  [/\b(?:a|une)\s+(?:dizaine|douzaine|quinzaine|vingtaine|trentaine|quarantaine|cinquantaine|soixantaine)\b/gi, "few"],
  // "quelques-uns", "plusieurs années", "une couple de tickets": vague too.
  [/\b(?:quelques?[- ]un(?:e)?s|quelques|plusieurs)\b/gi, "few"],
  [/\b(?:a|une) couple (?:de |d')?(?=(?:tickets?|accidents?|speeding|claims?|infractions?|fois)\b)/gi, "few "],
  [/\b(?:ca va faire|ca fera|ca fait bientot|ca va faire bientot)\s+(?=\d)/gi, "almost "],
  [/\b(?:environ|approximativement|a peu pres|a peu pret|autour de|aux alentours de|grosso modo)\s+(?=\d)/gi, "about "],
  [/\b(?:presque|quasiment|quasi|bientot|pas loin de|proche de)\s+(?=\d)/gi, "almost "],
  [/\b(?:au moins|au minimum|minimum)\s+(?=\d)/gi, "at least "],
  [/\b(?:plus de|au-dessus de)\s+(?=\d+\s*(?:years|ans|annees)\b)/gi, "over "],
  [/\b(\d+|few) d'(?:annees|ans)\b/gi, "$1 years"],
  [/\bgenre\s+(?=\d)/gi, "like "],
  // "l'année du char", "l'année de mon auto": the car's year.
  [/\bl'annee (?:du|de mon|de ma|de l'|de la) (?:char|auto|voiture|vehicule|camion|truck)\b/gi, "the car's year"],
  // "depuis l'an 2000", "en l'année 2015": the year itself.
  [/\b(since|in|from|depuis|en) l'(?:an|annee) (?=(?:19|20)\d\d\b)/gi, "$1 "],
  // None at all: "pas une", "rien de rien", "nada".
  [
    /^\s*(?:non,? )?(?:pas (?:a|un|une)(?: seule?)?|rien de rien|nada|pantoute|que dalle|zero pis une barre)\s*[.!]*\s*$/gi,
    "none",
  ],
  // "ça fait 12 ans" as an answer: "it's been 12 years".
  [/\b(?:ca|sa|ça) fait\s+(?=(?:about |almost |over |at least |like )?\d)/gi, "it's been "],

  // "une en 2025 et l'autre en 2019": the rest of a recount (after the fault rules that read "l'autre").
  [/\bl'autre\b/gi, "the other"],
  [/\bles autres (?=\d|en\b|in\b|etaient|c'etait)/gi, "the others "],
  // Yes, no and the last connectives.
  [/\boui\b/gi, "yes"],
  [/\bnon\b/gi, "no"],
  [/\b(?:pis|puis)\b/gi, "and"],
  [/\bmais\b/gi, "but"],
  [/\bavec\b/gi, "with"],
  [/\bsans\b/gi, "without"],
  [/\baussi\b/gi, "too"],
  [/\bjuste\b/gi, "just"],
  [/\bet\b/gi, "and"],
];

/** Words that say a message is French; "a" and other words both languages share are not counted. */
const FRENCH_MARKERS =
  /\b(?:en|svp|stp|correct|beau|asteure|ben|bon|va|ticket de|ans|mois|fait|que|qui|eu|avoir|je|tous|risques|millions|slt|jveux|jreste|jsuis|j'suis|chus|jhabite|jconduis|amendes?|sinistres?|pcq|bcp|mtn|chu|moi|coloc|permis|j'|j'ai|jai|c'est|cest|pis|une|un|des|les|mon|ma|mes|depuis|aucune?|pas|avec|sans|seulement|versement|juste|ni|pour|dans|ans|oui|non|ca|est|permis|contraventions?|franchise|reste|habite|voiture|char|bonjour|salut|allo|merci|le|la|du|de|d'|l'|au|et|ou|mais|ai|eu|suis|responsabilite|protection|annee|passe|jamais|rien|depuis|quoi|quel|quelle|combien|coute|couterait|environ|presque|quasiment|bientot|dizaine|vingtaine)\b/gi;
const ENGLISH_MARKERS =
  /\b(?:i|i'm|im|my|the|is|have|had|with|for|years|and|licensed|licenced|in|no|yes|it|to|of|on|at|since|drive|live|was|been|got|any|what|how)\b/gi;

/**
 * The language a message is clearly written in (issue 22): French with two French words or more and
 * more French than English words, English with two English words or more and no French one; null
 * for a short or mixed message ("2019", "Toyota", "no accident"), which keeps the conversation's.
 */
export function messageLanguage(message: string): "en" | "fr" | null {
  const { french, english } = markerCounts(cleanMessage(message));
  if (french >= 2 && french > english) return "fr";
  if (english >= 2 && french === 0) return "en";
  return null;
}

/** How many French and English marker words a cleaned text holds. */
function markerCounts(text: string): { french: number; english: number } {
  return { french: text.match(FRENCH_MARKERS)?.length ?? 0, english: text.match(ENGLISH_MARKERS)?.length ?? 0 };
}

/** Whether a cleaned message is written in French (more French markers than English ones). */
export function looksFrench(text: string): boolean {
  const { french, english } = markerCounts(text);
  return french > english;
}

/** A cleaned French message as the English the extractors read; anything else is returned as it is. */
export function fromFrench(text: string): string {
  const counts = markerCounts(text);
  // A message with no marker of either language ("Civic deux mille dix-neuf") is read in the conversation's.
  const neither = counts.french === 0 && counts.english === 0 && currentLanguage() === "fr";
  if (counts.french <= counts.english && !neither) {
    return FRENCH_PROVINCE_NAMES.reduce((english, [pattern, name]) => english.replace(pattern, name), text);
  }
  // Texting drops apostrophes: a lone "d", "l", "j"… before a word is its elided form ("pas d accident").
  let english = text.replace(/(?<![\w'-])([cdjlmnst]|qu) (?=[aeiouyh][a-z])/gi, "$1'");
  // Quebec's "chauffer" is driving: "je chauffe depuis 20 ans", "j'chauffe un pick-up".
  english = english.replace(/\b(je |j'|j)chauffe\b/gi, "je conduis").replace(/\bchauffe (?=depuis\b)/gi, "conduis ");
  // Acadian French says "point" for "pas": "j'ai point eu de ticket", "point d'accident", "non, point".
  english = english
    .replace(/\bpoint (?=de\b|d'|du\b|des\b)/gi, "pas ")
    .replace(
      /\b(ai|as|a|avons|avez|avions|avais|avait|ont|suis|est|etions|étions|etais|étais|fais|fait)\s+point\b/gi,
      "$1 pas",
    )
    .replace(/\b(non|nan|nenni)\s*,?\s*point\b/gi, "$1");
  for (const [pattern, replacement] of NUMBERED_PLACES) english = english.replace(pattern, replacement);
  for (const [pattern, replacement] of NUMBER_WORDS) english = english.replace(pattern, replacement);
  english = numberize(english);
  for (const [pattern, replacement] of PHRASES) {
    english =
      typeof replacement === "string" ? english.replace(pattern, replacement) : english.replace(pattern, replacement);
  }
  // French articles left before a word of the grammar ("juste la liability"): the English one.
  english = english.replace(GRAMMAR_ARTICLE, "the ");
  return english.replace(/\s+/g, " ").trim();
}

/** A French article left before a word the English grammar reads, once the table has run. */
const GRAMMAR_ARTICLE =
  /\b(?:la|le|les|l')\s*(?=(?:liability|collision|comprehensive|deductible|coverage|standard|tickets?|accidents?|licen[cs]e|insurance)\b)/gi;
