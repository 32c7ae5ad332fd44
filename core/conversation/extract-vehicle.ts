import { type Candidates, type ExtractContext, negatedBefore } from "./candidates";
import { adjacent, key, type Scan, STOP_WORDS, titleCase, type Token, tokenize } from "./text";
import {
  type MakeEntry,
  makeByKey,
  makeByTypo,
  modelAnywhere,
  modelAnywhereByTypo,
  modelByKey,
  modelByTypo,
  TRIMS,
} from "./vehicles";

type ModelRead = { name: string; known: boolean; last: number };
/** A trim named by its label: "trim Sport", "version GT Line", "finition Limited", "l'édition Badlands". */
const TRIM_LABEL =
  /\b(?:trim level|trim|version|finition|edition|niveau de finition)\s*:?\s*(?:de\s+|d'|la\s+|le\s+)?(([a-z0-9/-]+)(?:\s+[a-z0-9/-]+)?)/;

type Mention = {
  make: string;
  model?: string;
  trim?: string;
  first: number;
  last: number;
  /** The last token of a trim written after the model's year ("Bronco 2022 Badlands"). */
  trimAfterYear?: number;
};

/** Words that sit between "I drive" and a model without being one. */
const NOT_A_MODEL = new Set(["car", "truck", "suv", "van", "sedan", "coupe", "hatchback", "wagon", "convertible"]);
/** A unit after a number: a distance, an amount or a span of time, never a model. */
const UNIT_AFTER = /^\s*(?:km|kilo|miles?|mi\b|\$|dollars?|years?|yrs?|ans?\b|months?|mois|k\b|000)/;

function isYearToken(lower: string, token: Token): boolean {
  if (/^(?:19|20)\d\d$/.test(token.text)) return true;
  return (
    /^\d\d$/.test(token.text) && lower.charAt(token.start - 1) === "'" && !/[a-z]/.test(lower.charAt(token.start - 2))
  );
}

function yearValue(token: Token, currentYear: number): number {
  if (token.text.length === 4) return Number(token.text);
  const short = Number(token.text);
  return short <= (currentYear + 1) % 100 ? 2000 + short : 1900 + short;
}

/** The text as the visitor wrote it: their capitals when mixed ("McLaren"), else title case. */
function spelled(cased: string): string {
  const mixed = /[a-z]/.test(cased) && /[A-Z]/.test(cased);
  return mixed ? cased : titleCase(cased);
}

export function extractVehicle(scan: Scan, context: ExtractContext, out: Candidates): void {
  const lower = scan.lower;
  const tokens = tokenize(lower);
  const asked = context.lastAsked === "vehicle" || (context.lastAsked?.startsWith("vehicle.") ?? false);
  const cue = asked || /\b(?:car|vehicle|truck|suv|van|minivan|drive|own|it'?s an?|it is an?)\b/.test(lower);

  const joined = (from: number, count: number): string | null => {
    const parts = tokens.slice(from, from + count);
    if (parts.length < count) return null;
    for (let index = 1; index < parts.length; index += 1) {
      if (!adjacent(lower, parts[index - 1] as Token, parts[index] as Token)) return null;
    }
    return parts.map((part) => part.text).join("");
  };
  const capitalized = (token: Token): boolean => /[A-Z]/.test(scan.cased.charAt(token.start));
  const yearBefore = (index: number): boolean => {
    const previous = tokens[index - 1];
    const current = tokens[index];
    return (
      !!previous &&
      !!current &&
      isYearToken(lower, previous) &&
      /^[\s']{1,2}$/.test(lower.slice(previous.end, current.start))
    );
  };

  /** A model year right after the name, as French writes it ("une Rogue 2020"). */
  const yearAfter = (index: number): boolean => {
    const current = tokens[index];
    const next = tokens[index + 1];
    return !!current && !!next && isYearToken(lower, next) && /^[\s,]{1,2}$/.test(lower.slice(current.end, next.start));
  };

  const readModel = (make: MakeEntry, from: number): ModelRead | null => {
    const start = tokens[from];
    const before = tokens[from - 1];
    if (!start) return null;
    const gap = before ? lower.slice(before.end, start.start) : "";
    const comma = /^,\s?$/.test(gap);
    if (before && !adjacent(lower, before, start) && !comma) return null;
    for (const count of [3, 2, 1]) {
      const text = joined(from, count);
      const model = text ? modelByKey(make, text) : undefined;
      if (model) return { name: model.name, known: true, last: from + count - 1 };
    }
    const typo = modelByTypo(make, start.text, true);
    if (typo) return { name: typo.name, known: true, last: from };
    const word = start.text;
    // A model the list lacks: a word, or a three-digit number ("Volvo 240", "Peugeot 206") that no
    // unit follows ("240 km" is a distance).
    const numberModel = /^\d{3}$/.test(word) && !UNIT_AFTER.test(lower.slice(start.end));
    const unknownOk =
      !comma &&
      (/[a-z]/.test(word) || numberModel) &&
      word.length <= 20 &&
      !STOP_WORDS.has(word) &&
      !NOT_A_MODEL.has(word) &&
      !makeByKey(word) &&
      !isYearToken(lower, start);
    if (!unknownOk) return null;
    // Two capitalized words make one name ("Bel Air", "Grand Marquis").
    const next = tokens[from + 1];
    const two =
      /[a-z]/.test(word) &&
      capitalized(start) &&
      !!next &&
      adjacent(lower, start, next) &&
      capitalized(next) &&
      /^[a-z]+$/.test(next.text) &&
      !STOP_WORDS.has(next.text) &&
      !makeByKey(next.text);
    const last = two ? from + 1 : from;
    return { name: spelled(scan.cased.slice(start.start, (tokens[last] as Token).end)), known: false, last };
  };

  const readTrim = (last: number): { trim: string; last: number } | null => {
    const model = tokens[last];
    const next = tokens[last + 1];
    if (!model || !next || !adjacent(lower, model, next)) return null;
    const pair = joined(last + 1, 2);
    if (pair && TRIMS[pair]) return { trim: TRIMS[pair] as string, last: last + 2 };
    const trim = TRIMS[next.text];
    return trim ? { trim, last: last + 1 } : null;
  };

  const mentionAt = (index: number): Mention | null => {
    const token = tokens[index] as Token;
    const pair = joined(index, 2);
    const exactPair = pair ? makeByKey(pair) : undefined;
    const exact = exactPair ?? makeByKey(token.text);
    const used = exactPair ? 2 : 1;
    const year = yearBefore(index);
    if (exact) {
      const model = readModel(exact, index + used);
      const strong = !exact.wordLike || capitalized(token) || model?.known || year || asked;
      if (!strong) return null;
      return { make: exact.name, model: model?.name, first: index, last: model ? model.last : index + used - 1 };
    }
    // "2004 Toyota Corolla, old beater": a word that is only a typo of a make ("beater", "beamer") is
    // no second make in a message that has named one by its name.
    const typo = mentions.length > 0 ? undefined : makeByTypo(token.text);
    if (typo) {
      const model = readModel(typo, index + 1);
      if (model?.known || year || asked) {
        return { make: typo.name, model: model?.name, first: index, last: model ? model.last : index };
      }
    }
    for (const count of [3, 2, 1]) {
      // "a 3" is not an Audi A3: a model is not made of an article and what follows it.
      if (count > 1 && /^(?:a|an|the|le|la|un|une|de|du)$/.test(token.text)) continue;
      const text = joined(index, count);
      const found = text ? modelAnywhere(text) : undefined;
      if (!found || /^\d+$/.test(text ?? "")) continue;
      // A model that is also a common word ("is", "one") counts only when written in capitals ("IS").
      const plainWord =
        count === 1 &&
        STOP_WORDS.has(token.text) &&
        scan.cased.slice(token.start, token.end) !== token.text.toUpperCase();
      const dated = year || yearAfter(index + count - 1);
      // A model of the make already given ("Jeep Cherokee", then "sorry, Wrangler") corrects the model.
      const knownMake = context.known.vehicle?.make === found.make.name && capitalized(token);
      // As the answer to the vehicle question, a word-like model alone counts unless a car of
      // another make was already named ("a Tesla Model Y. My partner only has a G2").
      const answered = asked && !mentions.some((mention) => mention.make !== found.make.name);
      // "c'est la Fit que je veux assurer finalement": a car an earlier message named, named again.
      const namedBefore =
        capitalized(token) && (context.carsSaid ?? []).some((car) => key(car.model) === key(found.model.name));
      const ok =
        !plainWord &&
        (!found.model.ambiguous || dated || answered || knownMake || namedBefore || (cue && capitalized(token)));
      if (ok) return { make: found.make.name, model: found.model.name, first: index, last: index + count - 1 };
    }
    // A typo is not read in a place's name ("in Paris" is not a Yaris).
    const afterPlaceCue = /\b(?:in|from|near|at|live in)\s+$/.test(
      lower.slice(Math.max(0, token.start - 10), token.start),
    );
    // A misspelt model is read beside its model year, with a capital, or as the answer to the vehicle
    // question: "How much would you charge?" is not a Dodge Charger.
    const typoCue = year || yearAfter(index) || asked || (cue && capitalized(token));
    // A model's exact name refused above is not read again as a typo of itself.
    if (typoCue && !STOP_WORDS.has(token.text) && !afterPlaceCue && !modelAnywhere(token.text)) {
      const found = modelAnywhereByTypo(token.text);
      if (found) return { make: found.make.name, model: found.model.name, first: index, last: index };
    }
    return null;
  };

  const mentions: Mention[] = [];
  for (let index = 0; index < tokens.length; index += 1) {
    const mention = mentionAt(index);
    if (!mention) continue;
    if (mention.model) {
      // The trim follows the model ("Civic Si") or the model's year after it ("Bronco 2022 Badlands").
      const afterYear =
        tokens[mention.last + 1] &&
        isYearToken(lower, tokens[mention.last + 1] as Token) &&
        adjacent(lower, tokens[mention.last] as Token, tokens[mention.last + 1] as Token)
          ? readTrim(mention.last + 1)
          : null;
      const trim = readTrim(mention.last) ?? afterYear;
      if (trim) {
        mention.trim = trim.trim;
        if (trim === afterYear) mention.trimAfterYear = trim.last;
        else mention.last = trim.last;
      }
    }
    mentions.push(mention);
    index = mention.last;
  }

  /**
   * A car named but taken back: "not the Civic", "the Civic was my old car", "my wife's car is an Audi
   * Q5" (someone else's). Its model year goes with it.
   */
  const takenBack = (mention: Mention): boolean => {
    const first = tokens[mention.first] as Token;
    const from = yearBefore(mention.first) ? (tokens[mention.first - 1] as Token).start : first.start;
    const last = tokens[mention.last] as Token;
    const notThisOne = OTHER_CAR_AFTER.test(lower.slice(last.end, last.end + 40));
    const sentence = (
      lower
        .slice(Math.max(0, from - 40), from)
        .split(/[.;!?]/)
        .pop() ?? ""
    ).replace(/\u0001/g, " ");
    // "my wife's car is a Civic, mine is an Outback": the visitor turning to their own car starts a
    // clause of its own, which someone else's before it does not reach.
    const turns = [...sentence.matchAll(SELF_TURN)];
    const clause = turns.length > 0 ? sentence.slice((turns[turns.length - 1] as RegExpMatchArray).index) : sentence;
    // "I'm buying my dad's 2015 Corolla off him": a car bought or taken over is the visitor's now.
    const becomesMine = BOUGHT_FROM.test(clause);
    return (
      negatedBefore(lower, from) ||
      notThisOne ||
      (OTHER_OWNER_BEFORE.test(clause) && !becomesMine) ||
      OTHER_PRONOUN_BEFORE.test(sentence)
    );
  };

  // Which year tokens are the model year.
  const onlyYear = tokens.length === 1 && isYearToken(lower, tokens[0] as Token);
  const driverQuestion = context.lastAsked?.startsWith("driver.") || context.lastAsked?.startsWith("coverage");
  /** Whether the year token at `index` is written right beside a car ("2013 Golf", "une Rogue 2020"). */
  const besideAMention = (index: number): boolean =>
    isYearToken(lower, tokens[index] as Token) &&
    mentions.some(
      (mention) =>
        (mention.first === index + 1 && yearBefore(index + 1)) ||
        (mention.last === index - 1 && adjacent(lower, tokens[index - 1] as Token, tokens[index] as Token)),
    );
  const yearsBesideACar = tokens.map((_token, index) => besideAMention(index));
  tokens.forEach((token, index) => {
    if (!isYearToken(lower, token)) return;
    // "make that 2008 for the licence": a year said for another field is that field's.
    if (FOR_ANOTHER_FIELD.test(lower.slice(token.end, token.end + 32))) return;
    const before = lower.slice(Math.max(0, token.start - 16), token.start).replace(/\u0001+/g, " ");
    const after = lower.slice(token.end, token.end + 12);
    const nextToMention = yearsBesideACar[index] as boolean;
    const timeWord =
      /\b(?:in|since|from|until|till|by|before|after|of|back in|year|around|jan\w*|feb\w*|mar\w*|apr\w*|may|june?|july?|aug\w*|sep\w*|oct\w*|nov\w*|dec\w*|spring|summer|fall|autumn|winter)\s*$/.test(
        before,
      );
    // "Vehicle: 2013 Volkswagen Golf … At-fault claims: 1 (2017)": with a year beside the car, the
    // other years of the message are dates of something else.
    const besideCar = yearsBesideACar.some((beside, otherIndex) => beside && otherIndex !== index);
    const isVehicleYear =
      token.text.length === 2 ||
      nextToMention ||
      /\b(?:a|an|it'?s a|it is a|is a|was a|model year|year is|year:|make that|make it)\s*$/.test(before) ||
      /\b(?:car|truck|vehicle|suv|van|minivan|char|auto|voiture|pickup|pick-up)\s*$/.test(before) ||
      /^\s*(?:model|car|vehicle|truck|suv|van|sedan)\b/.test(after) ||
      // "2020, the car's year", "the year of my truck is 2020".
      /^[\s,]*(?:the |my )?(?:car|truck|vehicle)'?s? (?:model )?year\b/.test(lower.slice(token.end, token.end + 24)) ||
      /\b(?:(?:car|truck|vehicle)'?s? (?:model )?year|year of (?:the|my) (?:car|truck|vehicle))(?: is)?\s*[:=]?\s*$/.test(
        before,
      ) ||
      // "Toyota Corolla year 2019": the car's year, said by the word.
      (mentions.length > 0 &&
        /\byear\s*$/.test(before) &&
        !/\b(?:the|that|this|last|same|next)\s+year\s*$/.test(before)) ||
      (asked && !timeWord) ||
      (onlyYear && !driverQuestion) ||
      (mentions.length > 0 && !timeWord && !besideCar);
    if (!isVehicleYear) return;
    const ofTakenBack = mentions.some(
      (mention) => (mention.first === index + 1 || mention.last === index - 1) && takenBack(mention),
    );
    const negated = negatedBefore(lower, token.start) || ofTakenBack;
    out.add("vehicle.year", token.start, yearValue(token, context.currentYear), negated);
  });

  /** The model year written beside a mention ("2019 Honda CR-V", "un CR-V 2019"), if any. */
  const yearOf = (mention: Mention): number | undefined => {
    if (yearBefore(mention.first)) return yearValue(tokens[mention.first - 1] as Token, context.currentYear);
    const next = tokens[mention.last + 1];
    return next && yearsBesideACar[mention.last + 1] ? yearValue(next, context.currentYear) : undefined;
  };
  for (const mention of mentions) {
    const year = yearOf(mention);
    if (mention.model && year !== undefined) out.cars.push({ make: mention.make, model: mention.model, year });
  }
  for (const mention of mentions) {
    const first = tokens[mention.first] as Token;
    // "Let's do the CR-V, the RAV4 is a theft magnet": the car chosen wins over one named after it.
    const lastToken = tokens[mention.last] as Token;
    const chosen =
      CHOSEN_BEFORE.test(lower.slice(Math.max(0, first.start - 30), first.start).replace(/\u0001/g, " ")) ||
      CHOSEN_AFTER.test(lower.slice(lastToken.end, lastToken.end + 40));
    const at = chosen ? first.start + lower.length : first.start;
    out.add("vehicle.make", at, mention.make, takenBack(mention));
    if (mention.model) out.add("vehicle.model", at, mention.model, takenBack(mention));
    if (mention.trim) out.add("vehicle.trim", at, mention.trim, takenBack(mention));
    // "a 2019 CR-V and a 2015 Sienna, but it's for the CR-V": the car named again without a year
    // takes the year written beside it before.
    if (mention.model && yearOf(mention) === undefined && !takenBack(mention)) {
      const before = mentions.find(
        (other) => other.last < mention.first && other.model === mention.model && yearOf(other) !== undefined,
      );
      if (before) out.add("vehicle.year", at, yearOf(before), false);
    }
  }
  // "trim Sport", "version GT", "finition Limited": a known trim named by its label, for the one car named.
  const labelled = TRIM_LABEL.exec(lower);
  const named = mentions.filter((mention) => mention.model && !takenBack(mention));
  if (labelled && named.length === 1 && !(named[0] as Mention).trim) {
    const trim = TRIMS[key(labelled[1] as string)] ?? TRIMS[key(labelled[2] as string)];
    if (trim) {
      out.add("vehicle.trim", (tokens[(named[0] as Mention).first] as Token).start, trim, false);
      scan.consume(labelled.index, labelled.index + labelled[0].length);
    }
  }
  for (const mention of mentions) {
    scan.consume((tokens[mention.first] as Token).start, (tokens[mention.last] as Token).end);
    if (mention.trimAfterYear !== undefined) {
      scan.consume((tokens[mention.last + 2] as Token).start, (tokens[mention.trimAfterYear] as Token).end);
    }
  }
  for (const token of tokens) {
    if (isYearToken(lower, token) && out.list.some((c) => c.key === "vehicle.year" && c.pos === token.start)) {
      scan.consume(token.start - (token.text.length === 2 ? 1 : 0), token.end);
    }
  }
}

/** A year followed by the field it is for, when that field is not the car: "2008 for the licence". */
const FOR_ANOTHER_FIELD =
  /^\s*,?\s*(?:for|pour)\s+(?:the|my|le|mon|ma|la|l')\s*(?:licen|permis|g[12]\b|deductible|franchise|liability|responsabilit|tickets?|accidents?|contravention)/;

/** A car chosen among those named: "let's do the CR-V", "go with the Civic", "I'll take the RAV4". */
const CHOSEN_BEFORE =
  /\b(?:let'?s (?:do|go with|start with|use|take)|go with|i'?ll take|i'?ll go with|make it|pick|choose|chose|switch to|i'd rather|it'?s for|its for|quote|insure|c'est pour)\s+(?:the\s+|a\s+|le\s+|la\s+)?$/;

/** A car said to be the one insured, after its name: "c'est la Fit que je veux assurer", "the Civic I want insured". */
const CHOSEN_AFTER =
  /^\s*(?:que (?:je veux|j'veux|on veut|je vais|on va) (?:assurer|faire assurer)|qu'on (?:veut )?assure|que j'assure|(?:that )?i want (?:to insure|insured)|(?:that )?i'm insuring|(?:that )?we want (?:to insure|insured))\b/;

/** A car the visitor buys or takes over from someone: "buying my dad's", "taking over my mom's". */
const BOUGHT_FROM =
  /\b(?:buying|bought|buy|purchasing|purchased|getting|got|taking over|took over|inheriting|inherited|j'achete|achete|je rachete)\s+(?:the|my|his|her|our)\s+[a-z-]+'s(?:\s+[a-z]+)?\s*$/;

/** Someone else's car, said before it is named. */
const OTHER_OWNER_BEFORE =
  /\b(?:the|my|his|her|our)\s+(?:wife|husband|spouse|partner|son|daughter|kid|dad|mom|father|mother|sister|brother|girlfriend|boyfriend|roommate|parents|folks|in-laws)'s?(?:\s+[a-z]+)?\s*$|\b(?:wife|husband|spouse|partner|son|daughter|dad|mom|father|mother|sister|brother|girlfriend|boyfriend|roommate|parents|folks|in-laws)\s+(?:has|have|had|drives|drive|drove|owns|own|backed|crashed|took|got|bought|ont)\s+(?:the|a|an|her|his|their)?\s*$|\bthe other car,?\s+(?:is|it's|its)\b|\b(?:his|hers|theirs)(?:\s+(?:one|car|truck|vehicle|ride))?\s*(?:is|'s|was)\b|\b(?:my|his|her|our)\s+(?:[a-z-]+'s\s+(?:car|truck|vehicle|suv|one)\b|(?:wife|husband|spouse|partner|son|daughter|dad|mom|father|mother|sister|brother|girlfriend|boyfriend|roommate)(?:'s)?\s+(?:car\s+|truck\s+|one\s+)?(?:is|has|drives|it's|its)\b)/;

/** The visitor turning to their own car after someone else's: ", mine is", "and I drive", ", moi j'ai". */
const SELF_TURN =
  /(?:^|[,:(]|\b(?:but|and|while|whereas|et|mais|pis|alors que|tandis que))\s*(?:as for )?(?:mine|me|myself|moi|moi-meme|le mien|la mienne|my own|i|i'm|i've|my (?:car|truck|ride|vehicle|suv|van|auto)|mon (?:char|auto|vehicule|camion|pick-?up)|ma (?:voiture|van|minoune))\b/g;

/**
 * A clause about another person by a pronoun, after the visitor's own car in the same sentence:
 * "mine is a Soul, his a Ram", "le mien c'est une Kia, lui un Ram", "and she drives a Civic".
 */
const OTHER_PRONOUN_BEFORE =
  /(?:[,:(]|\b(?:but|and|while|whereas|et|mais|pis|alors que|tandis que))\s*(?:lui|elle|eux|he|she|they|him|her|his|hers|theirs|son|sa)\b(?:\s+[a-z'-]+){0,3}\s*$/;

/** What, said right after a car, makes it another car than the one to quote. */
const OTHER_CAR_AFTER =
  /^\s*(?:(?:19|20)\d\d\s+)?(?:of|de|du|a|belonging to)\s+(?:my|our|his|her|the)\s+(?:wife|husband|spouse|partner|son|daughter|dad|mom|father|mother|sister|brother|girlfriend|boyfriend|roommate|neighbou?r|friend)\b|^\s*(?:was|is|that was|it was)\s+(?:my|our|his|her)\s+(?:old|previous|last|former|ex|other|first|(?:wife|husband|partner|son|daughter|dad|mom|sister|brother|spouse)'?s?)\b|^\s*(?:was|is)\s+(?:not mine|sold|gone)\b/;

/** A bare answer to "what's the make?" or "which model?": one to three plain words. */
export function looksLikeName(text: string): boolean {
  const words = text.split(/\s+/).filter((word) => word.length > 0);
  if (words.length === 0 || words.length > 3) return false;
  if (words.some((word) => !/^[a-z][a-z0-9'-]*$/.test(word))) return false;
  if (words.some((word) => ["know", "sure", "idea", "dunno", "unsure", "forget", "remember"].includes(word)))
    return false;
  return !STOP_WORDS.has(words[0] as string);
}
