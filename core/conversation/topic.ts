import { type Candidates, type ExtractContext } from "./candidates";
import { WINDOW_YEARS } from "./extract-driver";
import { type FieldKey } from "./slots";
import { cleanMessage, type Scan } from "./text";

/**
 * The field a question asked mid-quote is about ("what's collision exactly?" is about collision,
 * "how long does a ticket stay on my record?" about tickets), so the next message can point back at
 * it: "ok I'll take it", "mine was in 2022". Null when it names none or several kinds.
 */
export function questionTopic(question: string): FieldKey | null {
  const lower = cleanMessage(question).toLowerCase();
  const found = new Set<FieldKey>();
  for (const [key, pattern] of TOPICS) if (pattern.test(lower)) found.add(key);
  return found.size === 1 ? ([...found][0] as FieldKey) : null;
}

const TOPICS: [FieldKey, RegExp][] = [
  ["coverage.collision", /\bcollision\b/],
  ["coverage.comprehensive", /\b(?:comprehensive|risques? autres? que|autres? risques)\b/],
  ["coverage.deductible", /\b(?:deductible|franchise)s?\b/],
  ["coverage.liability_limit", /\b(?:liability|responsabilite)\b/],
  ["driver.tickets_last_3y", /\b(?:tickets?|contraventions?|constats?|convictions?|infractions?)\b/],
  ["driver.accidents_last_6y", /\b(?:accidents?|collisions|crash(?:es)?|claims?|reclamations?)\b/],
];

/** "I'll take it", "add it", "je la prends": yes to the coverage just explained. */
const TAKE_IT =
  /\b(?:i'?ll take (?:it|that one)|take it|add it|include it|i want it|put it in|je (?:la|le) prends|je (?:la|le) veux|ajoute[sz]?-(?:la|le)|mets-(?:la|le)|prends-(?:la|le))\b/;
/** "skip it", "leave it out", "je la prends pas": no to the coverage just explained. */
const SKIP_IT =
  /\b(?:skip it|drop it|leave it out|i don'?t want it|i don'?t need it|je (?:la|le) prends pas|je (?:la|le) veux pas|pas besoin|laisse[sz]?-(?:la|le) faire)\b/;
/** "mine was in 2022", "le mien c'était en 2022": the visitor's own one of the kind just asked about. */
const MINE_WAS =
  /\b(?:mine|my one|the one i (?:had|got)|le mien|la mienne)\s*,?\s+(?:was|it was|c'etait|etait)\s+(?:back\s+)?(?:in\s+|en\s+)?(?:((?:19|20)\d\d)|(\d{1,2})\s+(?:years?|ans)\s+ago|(last year))\b/;

/** "I never had one", "j'en ai pas eu" (read "I never had 1"): none of the kind just asked about. */
const NONE_OF_IT =
  /\b(?:never (?:had|got|gotten) (?:one|1|any)|i (?:don'?t|do not) have (?:one|1|any)|i (?:haven'?t|have not|didn'?t|did not) (?:had|get|got|have) (?:one|1|any)|i had none|none for me|not me)\b/;

/**
 * Reads a message that points back at the topic of the question just answered, when nothing in the
 * message names the field itself.
 */
export function readTopicReference(scan: Scan, context: ExtractContext, out: Candidates): void {
  const topic = context.topic;
  if (!topic || out.has(topic)) return;
  const lower = scan.lower;
  if (topic === "coverage.collision" || topic === "coverage.comprehensive") {
    const skip = SKIP_IT.exec(lower);
    const take = skip ? null : TAKE_IT.exec(lower);
    if (skip) out.add(topic, skip.index, false);
    else if (take) out.add(topic, take.index, true);
    return;
  }
  const window = WINDOW_YEARS[topic];
  if (window === undefined) return;
  const mine = MINE_WAS.exec(lower);
  if (!mine) {
    const none = NONE_OF_IT.exec(lower);
    if (none) out.add(topic, none.index, 0);
    return;
  }
  const years = mine[1] ? context.currentYear - Number(mine[1]) : mine[2] ? Number(mine[2]) : 1;
  out.add(topic, mine.index, years <= window ? 1 : 0);
  scan.consume(mine.index, mine.index + mine[0].length);
}
