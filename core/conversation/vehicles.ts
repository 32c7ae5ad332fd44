import { editDistance } from "../shared/edit-distance";
import { key, STOP_WORDS } from "./text";

/**
 * The 40 makes most often insured in Canada, with their common models. A model is written
 * "Name|alias|alias"; aliases are matched on letters and digits only, so "CR-V", "crv" and "cr v" are one.
 * `wordLike` makes are also English words or names ("ram", "mini", "genesis"): they count only when
 * written with a capital, next to one of their models, after a model year, or as an answer to a
 * vehicle question.
 */
const RAW_MAKES: { make: string; aliases?: string[]; wordLike?: boolean; models: string[] }[] = [
  {
    make: "Toyota",
    models: [
      "Corolla", "Corolla Cross", "Camry", "RAV4|rav 4", "Highlander", "Grand Highlander", "Tacoma", "Tundra",
      "Sienna", "Prius", "4Runner|4 runner|forerunner", "Yaris", "C-HR|chr", "Venza", "Sequoia", "Avalon",
      "Matrix", "bZ4X", "GR86|86", "Supra", "Crown", "Echo", "Solara", "FJ Cruiser",
    ],
  },
  {
    make: "Honda",
    models: [
      "Civic", "Accord", "CR-V|crv", "HR-V|hrv", "Pilot", "Odyssey", "Fit", "Ridgeline", "Passport", "Insight",
      "Element", "Prologue", "Clarity", "Crosstour",
    ],
  },
  {
    make: "Ford",
    models: [
      "F-150|f150", "F-250|f250", "F-350|f350", "Escape", "Explorer", "Edge", "Mustang Mach-E|mach e|mache",
      "Mustang", "Bronco Sport", "Bronco", "Ranger", "Expedition", "Focus", "Fusion", "Fiesta",
      "Transit Connect", "Transit", "Maverick", "Flex", "EcoSport", "Taurus",
    ],
  },
  {
    make: "Chevrolet",
    aliases: ["chevy", "chev", "chevrolette"],
    models: [
      "Silverado 1500|silverado1500", "Silverado 2500|silverado2500", "Silverado", "Equinox", "Malibu", "Cruze",
      "Trax", "Blazer", "Traverse", "Colorado", "Tahoe", "Suburban", "Spark", "Bolt EUV", "Bolt", "Camaro",
      "Corvette|vette", "Impala", "Sonic", "Express", "Trailblazer", "Orlando", "Volt", "Avalanche", "Cobalt",
      "Uplander",
    ],
  },
  {
    make: "Hyundai",
    models: [
      "Elantra", "Tucson", "Santa Fe|santafe", "Kona", "Accent", "Sonata", "Palisade", "Venue", "Ioniq 5|ioniq5",
      "Ioniq 6|ioniq6", "Ioniq", "Santa Cruz", "Veloster", "Elantra GT", "Genesis Coupe",
    ],
  },
  {
    make: "Nissan",
    models: [
      "Rogue", "Sentra", "Altima", "Versa", "Murano", "Pathfinder", "Kicks", "Qashqai", "Frontier", "Titan",
      "Leaf", "Micra", "Armada", "Juke", "Maxima", "Ariya", "370Z", "Xterra", "Cube",
    ],
  },
  {
    make: "Kia",
    models: [
      "Forte", "Soul", "Sportage", "Sorento", "Seltos", "Telluride", "Niro", "Carnival", "Rio", "Optima", "K5",
      "Sedona", "EV6", "EV9", "Stinger", "Rondo",
    ],
  },
  {
    make: "Mazda",
    models: [
      "Mazda3|3|mazda 3|mazda three", "Mazda6|6|mazda 6", "Mazda2|2", "CX-5|cx5", "CX-30|cx30", "CX-50|cx50",
      "CX-9|cx9", "CX-90|cx90", "CX-3|cx3", "CX-70|cx70", "MX-5|mx5|miata|mx5 miata", "MX-30|mx30", "Tribute",
    ],
  },
  {
    make: "Volkswagen",
    aliases: ["vw", "volkswagon", "volks", "vdub"],
    models: [
      "Jetta", "Golf GTI|gti", "Golf R", "Golf", "Tiguan", "Atlas Cross Sport", "Atlas", "Passat", "Taos",
      "Beetle", "ID.4|id4", "Touareg", "Rabbit",
    ],
  },
  {
    make: "Subaru",
    models: ["Outback", "Forester", "Crosstrek", "Impreza", "Ascent", "WRX|wrx sti", "Legacy", "BRZ", "Solterra"],
  },
  {
    make: "Jeep",
    models: [
      "Wrangler", "Grand Cherokee", "Cherokee", "Compass", "Renegade", "Gladiator", "Patriot", "Liberty",
      "Grand Wagoneer", "Wagoneer",
    ],
  },
  {
    make: "Ram",
    wordLike: true,
    models: ["1500", "2500", "3500", "ProMaster City", "ProMaster|promaster"],
  },
  {
    make: "Dodge",
    wordLike: true,
    models: [
      "Grand Caravan|grandcaravan", "Caravan", "Charger", "Challenger", "Durango", "Journey", "Dart", "Ram 1500",
      "Hornet", "Avenger", "Caliber",
    ],
  },
  {
    make: "GMC",
    models: ["Sierra 1500", "Sierra 2500", "Sierra", "Terrain", "Acadia", "Yukon XL", "Yukon", "Canyon", "Savana", "Envoy", "Hummer EV"],
  },
  {
    make: "Chrysler",
    models: ["Pacifica", "300", "Town & Country|town and country|town country", "200", "Voyager", "Sebring", "PT Cruiser"],
  },
  {
    make: "BMW",
    aliases: ["beemer", "bimmer", "beamer"],
    models: [
      "3 Series|3series|3 series", "5 Series|5series", "4 Series|4series", "2 Series|2series", "7 Series|7series",
      "X1", "X2", "X3", "X4", "X5", "X6", "X7", "i3", "i4", "iX", "M3", "M5", "330i", "328i", "Z4",
    ],
  },
  {
    make: "Mercedes-Benz",
    aliases: ["mercedes", "merc", "benz", "mercedes benz", "mercedez", "mercedes-benz"],
    models: [
      "C-Class|c class|cclass|c300", "E-Class|e class|eclass|e350", "S-Class|s class|sclass", "A-Class|a class|aclass",
      "G-Class|g class|gclass|g wagon|gwagon", "GLC", "GLE", "GLA", "GLB", "GLS", "CLA", "Sprinter", "Metris",
    ],
  },
  {
    make: "Audi",
    models: ["A3", "A4", "A5", "A6", "A8", "Q3", "Q4 e-tron|q4 etron|q4", "Q5", "Q7", "Q8", "e-tron|etron", "TT", "S4", "RS5"],
  },
  { make: "Lexus", models: ["RX", "NX", "ES", "IS", "UX", "GX", "LX", "TX", "RX 350|rx350", "NX 300|nx300", "CT"] },
  { make: "Acura", models: ["RDX", "MDX", "TLX", "ILX", "Integra", "RSX", "TSX", "ZDX", "CSX", "EL"] },
  { make: "Tesla", models: ["Model 3", "Model Y", "Model S", "Model X", "Cybertruck"] },
  {
    make: "Mitsubishi",
    aliases: ["mitsu"],
    models: ["Outlander PHEV", "Outlander", "RVR", "Mirage", "Eclipse Cross", "Lancer", "Eclipse"],
  },
  {
    make: "Buick",
    models: ["Encore GX", "Encore", "Envision", "Enclave", "Envista", "Regal", "LaCrosse", "Verano", "Rendezvous"],
  },
  {
    make: "Cadillac",
    aliases: ["caddy", "caddie"],
    models: ["Escalade", "XT4", "XT5", "XT6", "CT4", "CT5", "Lyriq", "SRX", "ATS", "CTS"],
  },
  {
    make: "Lincoln",
    wordLike: true,
    models: ["Corsair", "Nautilus", "Aviator", "Navigator", "MKX", "MKC", "MKZ", "Continental"],
  },
  { make: "Infiniti", aliases: ["infinity"], models: ["QX50", "QX60", "QX55", "QX80", "Q50", "Q60", "QX30", "G37", "G35", "FX35"] },
  { make: "Volvo", models: ["XC60", "XC90", "XC40", "S60", "S90", "V60", "C40", "EX30", "V90"] },
  { make: "Genesis", wordLike: true, models: ["G70", "G80", "G90", "GV60", "GV70", "GV80"] },
  { make: "Mini", wordLike: true, models: ["Cooper", "Countryman", "Clubman", "Hardtop"] },
  { make: "Porsche", aliases: ["porshe"], models: ["Cayenne", "Macan", "911", "Taycan", "Panamera", "Boxster", "Cayman"] },
  {
    make: "Land Rover",
    aliases: ["landrover", "land-rover"],
    models: [
      "Range Rover Sport", "Range Rover Evoque|evoque", "Range Rover Velar|velar", "Range Rover", "Discovery Sport",
      "Discovery", "Defender", "LR4",
    ],
  },
  { make: "Jaguar", wordLike: true, models: ["F-Pace|fpace", "E-Pace|epace", "I-Pace|ipace", "XF", "XE", "F-Type|ftype"] },
  { make: "Fiat", models: ["500X", "500L", "500"] },
  // Makes not sold new in Canada, which visitors from abroad or with imports still name.
  { make: "Peugeot", models: ["208", "308", "408", "508", "2008", "3008", "5008", "Partner"] },
  { make: "Renault", models: ["Clio", "Megane", "Captur", "Kadjar", "Twingo", "Zoe"] },
  { make: "Citroen", aliases: ["citroën"], models: ["C3", "C4", "C5", "Berlingo"] },
  { make: "Alfa Romeo", aliases: ["alfa"], models: ["Giulia", "Stelvio", "Tonale"] },
  {
    make: "Pontiac",
    models: ["Vibe", "G6", "G5", "Grand Prix", "Grand Am", "Sunfire", "Montana", "Wave", "Pursuit", "Torrent"],
  },
  { make: "Suzuki", models: ["SX4", "Swift", "Grand Vitara", "Aerio", "XL7"] },
  { make: "Scion", wordLike: true, models: ["tC", "xB", "xD", "FR-S|frs", "iQ", "iM", "iA"] },
  { make: "Saturn", wordLike: true, models: ["Vue", "Ion", "Outlook", "Aura", "Astra", "Sky"] },
  { make: "Polestar", models: ["Polestar 2|2", "Polestar 3|3", "Polestar 4|4"] },
  { make: "Rivian", models: ["R1T", "R1S", "R2"] },
]; // prettier-ignore

/**
 * Model names that are also English words, places or names ("Escape", "Pilot", "Colorado"): alone,
 * they count as a model only with a vehicle cue (a model year next to them, a make, or a vehicle question).
 */
const AMBIGUOUS_MODELS = new Set(
  (
    "escape explorer edge ranger expedition focus fusion fiesta transit maverick flex taurus express spark " +
    "bolt volt colorado tahoe suburban avalanche trax blazer traverse orlando sonic venue accent kona tucson " +
    "rogue leaf titan kicks frontier armada cube soul rio forte optima carnival niro sedona stinger rondo " +
    "pilot odyssey fit element insight passport clarity matrix echo crown sequoia sienna tundra avalon " +
    "golf atlas rabbit beetle legacy ascent outback forester compass patriot liberty renegade gladiator " +
    "charger challenger durango journey dart hornet avenger caliber caravan sierra terrain canyon envoy " +
    "savana yukon voyager sebring pacifica regal enclave encore envision lacrosse verano outlook aura sky " +
    "ion vue astra wave pursuit torrent montana vibe sunfire swift aerio cooper countryman clubman hardtop " +
    "discovery defender corsair nautilus aviator navigator continental giulia integra mirage eclipse lancer " +
    "cayman macan supra prologue solterra metris sprinter cherokee wrangler tribute escalade partner"
  ).split(" "),
);

export type ModelEntry = { name: string; keys: string[]; ambiguous: boolean };
export type MakeEntry = { name: string; keys: string[]; models: ModelEntry[]; wordLike: boolean };

export const MAKES: readonly MakeEntry[] = RAW_MAKES.map((raw) => ({
  name: raw.make,
  keys: [key(raw.make), ...(raw.aliases ?? []).map(key)],
  wordLike: raw.wordLike ?? false,
  models: raw.models.map((spec) => {
    const [name = "", ...aliases] = spec.split("|");
    const keys = [key(name), ...aliases.map(key)];
    const main = keys[0] ?? "";
    return { name, keys, ambiguous: AMBIGUOUS_MODELS.has(main) || /^\d+$/.test(main) || main.length < 3 };
  }),
}));

export function findMake(name: string): MakeEntry | undefined {
  const wanted = key(name);
  return MAKES.find((make) => make.keys.includes(wanted));
}

/** A make spelled exactly or by a known alias ("chevy", "vw", "merc"). */
export function makeByKey(wanted: string): MakeEntry | undefined {
  return MAKES.find((make) => make.keys.includes(wanted));
}

/** Tolerance for a typo: one edit, two for long names ("mitsubushi"). */
function tolerance(length: number): number {
  return length >= 9 ? 2 : 1;
}

/**
 * The make one typo away from `word` ("toyta", "hoda", "hyundia"): only for words of four letters or
 * more that are not common English words, and only for makes of five letters or more ("for" is never Ford).
 */
export function makeByTypo(word: string): MakeEntry | undefined {
  if (word.length < 4 || STOP_WORDS.has(word) || /\d/.test(word)) return undefined;
  let best: { make: MakeEntry; distance: number } | undefined;
  for (const make of MAKES) {
    for (const candidate of make.keys) {
      if (candidate.length < 5) continue;
      const distance = editDistance(word, candidate, tolerance(candidate.length));
      if (distance <= tolerance(candidate.length) && (!best || distance < best.distance)) best = { make, distance };
    }
  }
  return best?.make;
}

/** The model of `make` whose name or alias is exactly `wanted` (letters and digits only). */
export function modelByKey(make: MakeEntry, wanted: string): ModelEntry | undefined {
  return make.models.find((model) => model.keys.includes(wanted));
}

/**
 * The model of `make` one typo away from `word` ("corola", "civc", "camery"); models of five letters or
 * more. Right after its make, a model of seven letters or more may be two edits away ("corrola").
 */
export function modelByTypo(make: MakeEntry, word: string, afterMake = false): ModelEntry | undefined {
  if (word.length < 4 || STOP_WORDS.has(word) || /^\d+$/.test(word)) return undefined;
  let best: { model: ModelEntry; distance: number } | undefined;
  for (const model of make.models) {
    for (const candidate of model.keys) {
      if (candidate.length < 5 || /^\d+$/.test(candidate)) continue;
      const limit = afterMake && candidate.length >= 7 ? 2 : tolerance(candidate.length);
      const distance = editDistance(word, candidate, limit);
      if (distance <= limit && (!best || distance < best.distance)) best = { model, distance };
    }
  }
  return best?.model;
}

/** A model named without its make ("Civic", "RAV4"): the first make that has it. */
export function modelAnywhere(wanted: string): { make: MakeEntry; model: ModelEntry } | undefined {
  for (const make of MAKES) {
    const model = modelByKey(make, wanted);
    if (model) return { make, model };
  }
  return undefined;
}

/** A model named without its make and with a typo ("Corola"): only when exactly one make has a close model. */
export function modelAnywhereByTypo(word: string): { make: MakeEntry; model: ModelEntry } | undefined {
  const found: { make: MakeEntry; model: ModelEntry }[] = [];
  for (const make of MAKES) {
    const model = modelByTypo(make, word);
    if (model) found.push({ make, model });
  }
  return found.length === 1 ? found[0] : undefined;
}

/** Trims read straight after a model ("Civic EX", "RAV4 XLE", "F-150 Lariat"), by key. */
export const TRIMS: Record<string, string> = Object.fromEntries(
  [
    "LE", "SE", "XLE", "XSE", "LX", "EX", "EX-L", "DX", "Si", "Sport", "Touring", "Limited", "SX", "GT", "GT-Line",
    "Platinum", "Denali", "XLT", "Lariat", "King Ranch", "Raptor", "SR5", "TRD", "TRD Pro", "SV", "SL", "SR",
    "Premium", "Preferred", "Luxury", "LT", "LS", "LTZ", "RS", "Z71", "GLI", "Comfortline", "Highline",
    "Trendline", "SEL", "Titanium", "Laredo", "Sahara", "Rubicon", "Trailhawk", "Overland", "Summit",
    "Wilderness", "Hybrid", "Nismo", "Essential", "Ultimate", "Base", "Signature", "Elite", "Technik",
    "Progressiv", "Komfort", "GS", "GX", "GS-L", "GT-Line", "SLE", "SLT", "AT4", "Big Horn", "Rebel", "Tradesman",
    "Sport Touring", "Touring-L", "Black Edition", "N Line", "Long Range", "Badlands",
    "Outdoorsman", "Wildtrak", "Tremor", "ST", "ST-Line", "SXT", "R/T", "GT Line", "Kuro", "Sport Premium",
    "Prime", "Lightning", "Electric", "Plug-in Hybrid", "PHEV", "EV", "Type R", "Trail", "Trail Boss", "Sport Pack",
  ]
    .map((trim) => [key(trim), trim])
    // The French names of the kinds of power a trim says ("Tucson hybride", "Kona électrique").
    .concat([["hybride", "Hybrid"], ["electrique", "Electric"], ["hybrideenfichable", "Plug-in Hybrid"]]),
); // prettier-ignore
