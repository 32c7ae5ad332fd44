import { describe, expect, it } from "vitest";
import { CONVERSATION_CONTEXT, playConversation, resetLanguageAfterEach } from "../../tests/helpers/play-conversation";
import { setLanguageSource } from "../i18n/translate";
import { nextTurn, type TurnResult } from "./engine";
import { questionShape } from "./text";
import { analyzeText } from "./retrieval/tokenize";

/**
 * What the assistant reads in visitors' own words (issue 22, batch i of the evaluation set): places
 * whose province comes later, texting without apostrophes, Quebec's chapter B, a bare deductible in a
 * list, someone else's record, and questions asked as statements.
 */
const context = CONVERSATION_CONTEXT;
const play = playConversation;

resetLanguageAfterEach();

describe("places", () => {
  it("keeps a town several provinces have until the visitor says which", () => {
    const souris = play("en", "I live in Souris", "the one on PEI, not the one in Manitoba");
    expect([souris.fields.region?.province, souris.fields.location?.city]).toEqual(["PE", "Souris"]);
    // Another province said later moves the town there when it has one of that name.
    const woodstock = play("en", "Hi, I'm in Woodstock", "New Brunswick. My son goes to school in Fredericton");
    expect([woodstock.fields.region?.province, woodstock.fields.location?.city]).toEqual(["NB", "Woodstock"]);
    // A town the new province lacks is dropped.
    const barrie = play("en", "Barrie", "sorry, Alberta");
    expect([barrie.fields.region?.province, barrie.fields.location?.city]).toEqual(["AB", undefined]);
  });

  it("asks which province a town of several provinces is in, once, in the visitor's language", () => {
    const english = play("en", "I live in Souris");
    expect(english.reply.map((reply) => reply.key)).toEqual(["chat.reason.placeInSeveralProvinces"]);
    expect(english.reply[0]?.params).toEqual({ place: "Souris", provinces: "Manitoba, Prince Edward Island" });
    const french = play("fr", "j'habite à Souris");
    expect(french.reply[0]?.params).toEqual({ place: "Souris", provinces: "Manitoba, Île-du-Prince-Édouard" });
  });

  it("reads a hyphenated town after a greeting, and a town named after its province", () => {
    expect(play("fr", "bonjour baie-comeau ici").fields.location?.city).toBe("Baie-Comeau");
    expect(play("fr", "salut val-d'or, toyota tundra 2021").fields.location?.city).toBe("Val-d'Or");
    const labrador = play("en", "What's insurance cost for a 2017 Kia Soul in Labrador City?");
    expect([labrador.fields.region?.province, labrador.fields.location?.city]).toEqual(["NL", "Labrador City"]);
    expect(play("en", "2010 toyota corolla ce, PG bc").fields.location?.city).toBe("Prince George");
  });

  it("refuses a home abroad even when a Canadian landmark is named beside it", () => {
    const calais = play("en", "I live in Calais, Maine, right across the river from St. Stephen NB");
    expect(calais.fields.region?.province).toBeUndefined();
    expect(calais.rejected.map((entry) => entry.key)).toContain("region.province");
  });

  it("reads a province's French name in a message with no other French", () => {
    expect(play("fr", "Combien ça coûte?", "Terre-Neuve, Honda Fit 2014").fields.region?.province).toBe("NL");
  });
});

describe("places that are not home", () => {
  it("leaves out someone else's town, a past home, a place driven to and a landmark", () => {
    const where = (language: "en" | "fr", ...messages: string[]) => {
      const fields = play(language, ...messages).fields;
      return [fields.region?.province, fields.location?.city];
    };
    expect(
      where("en", "I live in Halifax NS for school. my parents are in Barrie, Ontario but the car is here"),
    ).toEqual(["NS", "Halifax"]);
    expect(
      where("en", "I live in Waterloo, Ontario, got my first licence in 2012 back when I lived in Vancouver"),
    ).toEqual(["ON", "Waterloo"]);
    expect(where("fr", "Combien pour une Tucson 2023 à Winnipeg? Ma fille paie moins cher à Brandon")).toEqual([
      "MB",
      "Winnipeg",
    ]);
    expect(
      where("fr", "Bonjour, j'habite à Embrun, en Ontario.", "Mon frère paie presque le double à Brampton."),
    ).toEqual(["ON", "Embrun"]);
    expect(
      where("en", "We farm about 25 minutes southeast of Brandon, mailing address is Wawanesa MB R0K 2G0"),
    ).toEqual(["MB", "Wawanesa"]);
    // Home is still home beside someone else, and the town moved to is the new home.
    expect(where("en", "I'm at cegep in Rimouski but I live with my parents in Matane")).toEqual(["QC", "Matane"]);
    expect(where("en", "I moved from Quebec to Ottawa")).toEqual(["ON", "Ottawa"]);
  });

  it("does not move home for a place inside a question, unless the question asks a price there", () => {
    const question = play(
      "en",
      "Cornwall, Ontario",
      "Question: I drive into Montreal for work twice a week. Do I legally need winter tires in Quebec if my car is plated in Ontario?",
    );
    expect([question.fields.region?.province, question.fields.location?.city]).toEqual(["ON", "Cornwall"]);
    const price = play(
      "en",
      "Is it cheaper to insure a car in Kingston or Ottawa?",
      "ok how much would my 2016 Honda Accord cost in Kingston then, with a $1000 deductible",
    );
    expect(price.fields.location?.city).toBe("Kingston");
  });

  it("refuses a home across the border named in French", () => {
    const madawaska = play("fr", "Je reste à Madawaska, dans le Maine, aux États-Unis, juste en face d'Edmundston.");
    expect(madawaska.fields.region?.province).toBeUndefined();
  });
});

describe("the driver", () => {
  it("reads French texting without apostrophes, and 'ça fait … que je drive'", () => {
    expect(
      play("fr", "Sept-Îles, Jeep Wrangler 2020", "permis depuis lage de 16 ans, jai 29 ans").fields.driver,
    ).toEqual({ years_licensed: 13 });
    expect(play("fr", "Tracadie, F-150 2015", "Ça fait trente ans que je drive").fields.driver).toEqual({
      years_licensed: 30,
    });
  });

  it("asks again after 'a couple of years', then takes the exact count", () => {
    const vague = play("en", "Saskatoon, 2017 Ram 2500", "been driving a couple years");
    expect(vague.fields.driver?.years_licensed).toBeUndefined();
    expect(vague.rejected.map((entry) => entry.key)).toEqual(["driver.years_licensed"]);
    const exact = play(
      "en",
      "Saskatoon, 2017 Ram 2500",
      "been driving a couple years",
      "ok actually it's 4 years exactly",
    );
    expect(exact.fields.driver).toEqual({ years_licensed: 4 });
  });

  it("reads a licence age with 'at the age of' and from a birth year", () => {
    expect(
      play("en", "Kelowna BC, 2017 Forester", "I obtained my licence at the age of sixteen; I am now seventy-one.")
        .fields.driver,
    ).toEqual({ years_licensed: 55 });
    expect(
      play("en", "Airdrie AB, 2019 Sorento", "I got my licence the year I turned 17. I was born in 1990.").fields
        .driver,
    ).toEqual({ years_licensed: 19 });
  });

  it("counts none of the accidents said to be neither's fault, and none of France's 'amendes'", () => {
    const neither = play("en", "M4C 1B5, 2020 Camry, 9 years", "tickets: zero. accidents: two, neither my fault.");
    expect(neither.fields.driver).toEqual({ tickets_last_3y: 0, accidents_last_6y: 0 });
    expect(play("fr", "Longueuil, Tiguan 2020", "Je n'ai jamais eu d'amende ni de sinistre.").fields.driver).toEqual({
      tickets_last_3y: 0,
      accidents_last_6y: 0,
    });
    expect(
      play("fr", "Kapuskasing, Canyon 2018", "Un accident l'hiver passé, mais c'est l'autre qui m'a frappé.").fields
        .driver,
    ).toEqual({ accidents_last_6y: 0 });
    expect(play("fr", "Gatineau, Kona 2021", "Moi j'ai rien, ni ticket ni accident").fields.driver).toEqual({
      tickets_last_3y: 0,
      accidents_last_6y: 0,
    });
  });

  it("counts none for the visitor after someone else's accident and 'but I don't'", () => {
    const result = play(
      "en",
      "Regina, 2017 Kia Soul",
      "I've been driving 5 years. my husband has an accident on his record but I don't",
    );
    expect(result.fields.driver).toEqual({ years_licensed: 5, accidents_last_6y: 0 });
  });
});

describe("coverage", () => {
  it("takes a bare 300, 500 or 1000 in a list of coverage as the deductible", () => {
    const english = play("en", "Saskatoon, 2017 Ram 2500", "4 years", "1 million, collision and comprehensive, 500");
    expect(english.fields.coverage).toEqual({
      liability_limit: "1000000",
      collision: true,
      comprehensive: true,
      deductible: 500,
    });
    const french = play(
      "fr",
      "Prince Albert en Saskatchewan, Ram 2500 2017",
      "permis depuis 20 ans",
      "1 million, tous risques, 500",
    );
    expect(french.fields.coverage?.deductible).toBe(500);
  });

  it("reads 'n' for 'and', 'autres que collision', and a number that replaces a refused one", () => {
    expect(
      play("en", "Saskatoon, 2014 Civic, 4 years, 1 ticket, 0 accidents", "1M liab, collision n comp, 500 ded").fields
        .coverage,
    ).toEqual({
      liability_limit: "1000000",
      collision: true,
      comprehensive: true,
      deductible: 500,
    });
    expect(
      play("fr", "sept iles, f150 2019", "2 millions, collision + autres que collision, franchise 1000").fields.coverage
        ?.comprehensive,
    ).toBe(true);
    const replaced = play(
      "en",
      "Truro NS, 2020 Rogue, licensed 15 years, no tickets, no accidents",
      "2M liability, collision and comprehensive, and a $2,000 deductible",
      "Alright, if 2,000 isn't an option then make it $1,000",
    );
    expect(replaced.fields.coverage?.deductible).toBe(1000);
  });

  it("reads Quebec's chapter B and 'pas les autres risques'", () => {
    const none = play(
      "fr",
      "Shawinigan, Toyota Yaris 2009",
      "Je veux juste la responsabilité civile, 1 million, pas de chapitre B",
    );
    expect(none.fields.coverage).toEqual({ liability_limit: "1000000", collision: false, comprehensive: false });
    const collision = play(
      "fr",
      "baie-comeau, Silverado 2018",
      "responsabilité 2 millions, collision seulement, pas les autres risques, franchise 500",
    );
    expect(collision.fields.coverage).toEqual({
      liability_limit: "2000000",
      collision: true,
      comprehensive: false,
      deductible: 500,
    });
  });

  it("takes 'the normal coverage' as the standard one, but not 'normal commuting'", () => {
    const taken = play("en", "Toronto, 2019 Rogue, licensed 4 years, no tickets no accidents", "I take normal");
    expect(taken.fields.coverage).toEqual({
      liability_limit: "1000000",
      collision: true,
      comprehensive: true,
      deductible: 500,
    });
    const commute = play(
      "en",
      "Toronto, 2019 Rogue, licensed 4 years, no tickets no accidents",
      "it's for normal commuting",
    );
    expect(commute.fields.coverage).toBeUndefined();
  });
});

describe("questions in visitors' words", () => {
  it("hears a statement with a tag or a hearsay lead-in as a question", () => {
    expect(
      questionShape("someone told me for a fender bender I go to a collision reporting centre, is that right?"),
    ).toBe("word");
    expect(questionShape("on m'a dit que les pneus d'hiver sont obligatoires, c'est-tu vrai?")).toBe("word");
    expect(questionShape("2019 civic right?")).toBe("word");
    expect(questionShape("Toronto?")).toBe("mark");
    expect(questionShape("licensed 10 years")).toBeNull();
  });

  it("maps everyday words to what the pages call them, in both languages", () => {
    expect(analyzeText("I do DoorDash on weekends", "en").terms).toContain("delivery");
    expect(analyzeText("Deliveries, paying passengers or other business use", "en").terms).toContain("delivery");
    expect(analyzeText("je fais du DoorDash", "fr").terms).toEqual(expect.arrayContaining(["delivery"]));
    expect(analyzeText("je fais du DoorDash", "fr").terms).not.toContain("doordash");
    expect(analyzeText("Laisser l'assurance s'interrompre", "fr").terms).toContain("insurancegap");
    expect(analyzeText("j'ai pas eu d'assurance pendant 8 mois", "fr").terms).toContain("insurancegap");
    // An uninsured driver is not a gap in one's own insurance.
    expect(analyzeText("un conducteur sans assurance", "fr").terms).not.toContain("insurancegap");
  });
});

describe("kinds of wording read in the fourth round", () => {
  it("reads fire and theft as comprehensive, and French texting that drops the apostrophes", () => {
    for (const said of ["collision et feu-vol", "collision, vol et incendie", "collision, le vol pis le feu"]) {
      const result = play("fr", "Gatineau", "Mazda 3 2018", "permis depuis 2001", "aucun accident aucun ticket", said);
      expect(result.fields.coverage?.comprehensive, said).toBe(true);
      expect(result.fields.coverage?.collision, said).toBe(true);
    }
    const caps = play("fr", "Gatineau", "Mazda 3 2018", "PERMIS DEPUIS 2001 PAS DE TICKET PAS D ACCIDENT");
    expect(caps.fields.driver?.accidents_last_6y).toBe(0);
    // "vol" alone (a flight) says nothing of coverage.
    const flight = play(
      "fr",
      "Gatineau",
      "Mazda 3 2018",
      "permis depuis 2001",
      "aucun accident aucun ticket",
      "mon vol est demain",
    );
    expect(flight.fields.coverage?.comprehensive).toBeUndefined();
  });

  it("does not read a town inside a longer hyphenated name, and reads a region named by its adjective", () => {
    const region = play("fr", "Allô, Mont-Laurier dans les Hautes-Laurentides");
    expect(region.fields.location?.city).toBe("Mont-Laurier");
    const ontario = play("fr", "je reste à Casselman, dans l'Est ontarien");
    expect([ontario.fields.region?.province, ontario.fields.location?.city]).toEqual(["ON", "Casselman"]);
  });

  it("reads a kind then 'no', and one event told by its kind and date without a count", () => {
    const no = play("en", "Sarnia ON 2019 corolla", "licensed 8 years", "Ticket no. Accidents, none.");
    expect([no.fields.driver?.tickets_last_3y, no.fields.driver?.accidents_last_6y]).toEqual([0, 0]);
    const old = play(
      "en",
      "Sarnia ON 2019 corolla",
      "licensed 8 years",
      "Speeding conviction back in 2021, and an at-fault accident in 2024",
    );
    expect([old.fields.driver?.tickets_last_3y, old.fields.driver?.accidents_last_6y]).toEqual([0, 1]);
    const recent = play(
      "en",
      "Sarnia ON 2019 corolla",
      "licensed 8 years",
      "speeding ticket in March 2025, no accidents",
    );
    expect(recent.fields.driver?.tickets_last_3y).toBe(1);
  });

  it("does not count an animal struck as an at-fault accident", () => {
    const deer = play(
      "en",
      "Sarnia ON 2019 corolla",
      "licensed 8 years",
      "no tickets. 1 accident in 2023 where I hit a moose",
    );
    expect(deer.fields.driver?.accidents_last_6y).toBe(0);
  });

  it("reads a licence year written right after the word, or after 'on'", () => {
    expect(play("en", "Sarnia ON 2019 corolla", "licensed 2010, no tickets").fields.driver?.years_licensed).toBe(16);
    expect(play("en", "Sarnia ON 2019 corolla", "my license: 1999").fields.driver?.years_licensed).toBe(27);
    expect(play("en", "Sarnia ON 2019 corolla", "I got first license G1 on 2020").fields.driver?.years_licensed).toBe(
      6,
    );
  });

  it("reads 'year 2019' after the car, hyphenated amounts in words, and a liability after another sentence", () => {
    const car = play("en", "Sarnia, Ontario", "Car is Mazda CX-5 year 2017, colour red");
    expect(car.fields.vehicle?.year).toBe(2017);
    const words = play(
      "en",
      "Sarnia ON 2019 corolla",
      "licensed 8 years, no tickets no accidents",
      "liability of two million dollars, collision and comprehensive, and the one-thousand-dollar deductible",
    );
    expect([words.fields.coverage?.liability_limit, words.fields.coverage?.deductible]).toEqual(["2000000", 1000]);
    const worth = play(
      "en",
      "Sarnia ON 2019 corolla",
      "licensed 8 years, no tickets no accidents",
      "No collision, the car is not worth much. Liability $2 million, comprehensive, deductible 500",
    );
    expect(worth.fields.coverage?.liability_limit).toBe("2000000");
  });
});

describe("more kinds read in the fourth round", () => {
  it("reads a label and its answer as an answer, not a question", () => {
    expect(questionShape("How long licensed: 8 years")).toBeNull();
    expect(questionShape("combien de tickets : aucun")).toBeNull();
    expect(questionShape("quick question: what's a deductible?")).toBe("word");
  });

  it("does not make a trip's destination home", () => {
    const trip = play("en", "Repentigny QC, 2020 Honda CR-V", "We're going on a road trip to Ontario this summer");
    expect(trip.fields.region?.province).toBe("QC");
    const voyage = play("fr", "Allo, Repentigny, Honda CR-V 2020", "On part en road trip en Ontario cet été");
    expect(voyage.fields.region?.province).toBe("QC");
    // A move is still home.
    expect(play("en", "We moved from Quebec to Ottawa last year").fields.location?.city).toBe("Ottawa");
  });

  it("reads French speeding 'billets' in a dated list", () => {
    const list = play(
      "fr",
      "Brandon, Manitoba. Ford Escape 2020",
      "permis depuis 12 ans",
      "Deux billets de vitesse : un en 2021 pis un autre en mai 2025",
    );
    expect(list.fields.driver?.tickets_last_3y).toBe(1);
  });

  it("changes a chosen deductible with an amount alone, but not with a price", () => {
    const start =
      "Laval QC, 2013 Toyota Sienna, licensed since 1991, no accidents no tickets, liability 1M, collision and comprehensive, deductible 300";
    expect(play("en", start, "hmm, $1000 is better").fields.coverage?.deductible).toBe(1000);
    expect(play("en", start, "I pay $500 a month now").fields.coverage?.deductible).toBe(300);
  });

  it("leaves out a car said to be someone else's after its name", () => {
    const two = play("en", "Laval QC. My 2016 Honda Accord and the 2021 Toyota RAV4 of my wife");
    expect([two.fields.vehicle?.year, two.fields.vehicle?.model]).toEqual([2016, "Accord"]);
  });
});

describe("moves, births and French words for the record", () => {
  it("makes the town moved to home, not the one moved from", () => {
    expect(play("en", "we just moved to Calgary from Toronto").fields.location?.city).toBe("Calgary");
    expect(play("fr", "on vient de déménager à Sherbrooke, avant on restait à Granby").fields.location?.city).toBe(
      "Sherbrooke",
    );
  });

  it("reads the licence age with a birth year, in both languages, not the birth year as the licence's", () => {
    expect(
      play("en", "Laval QC, 2014 Kia Soul", "got my licence at 17 and I was born in 1985").fields.driver
        ?.years_licensed,
    ).toBe(24);
    expect(
      play("fr", "Laval, Kia Soul 2014", "j'ai mon permis depuis l'âge de 17 ans pis chu née en 1985").fields.driver
        ?.years_licensed,
    ).toBe(24);
  });

  it("reads 'constat' as a ticket and 'réclamation' as a claim", () => {
    const record = play(
      "fr",
      "Rimouski, Hyundai Kona 2022",
      "je conduis depuis 2010",
      "aucun constat, aucune réclamation",
    );
    expect([record.fields.driver?.tickets_last_3y, record.fields.driver?.accidents_last_6y]).toEqual([0, 0]);
  });

  it("reads number words of a message with no marker of either language in the conversation's language", () => {
    expect(play("fr", "Montréal, Honda Civic deux mille dix-neuf").fields.vehicle?.year).toBe(2019);
  });
});

describe("counts answered with their events", () => {
  const start = ["Brampton ON", "2022 Honda Civic", "10"];
  it("judges each event told after a bare count, 'but' included", () => {
    expect(play("en", ...start, "two, one in 2019 and one in 2025").fields.driver?.tickets_last_3y).toBe(1);
    expect(play("en", ...start, "0", "one but it was 8 years ago").fields.driver?.accidents_last_6y).toBe(0);
    expect(play("en", ...start, "0", "yes 1, last spring").fields.driver?.accidents_last_6y).toBe(1);
  });

  it("reads a ticket with two words before it, and a licence year in two digits", () => {
    expect(play("en", ...start, "one minor speeding ticket about 18 months ago").fields.driver?.tickets_last_3y).toBe(
      1,
    );
    expect(play("en", "Guelph", "2020 Kia Forte", "since 06").fields.driver?.years_licensed).toBe(20);
    // An age stays an age.
    expect(play("en", "Guelph", "2020 Kia Forte", "since 16").fields.driver?.years_licensed).not.toBe(10);
  });
});

describe("boroughs, licences elsewhere and licence dates", () => {
  it("stores a borough of an amalgamated city as the city", () => {
    expect(play("en", "Hey, I live in Kitsilano").fields.location?.city).toBe("Vancouver");
    expect(play("en", "Scarborough").fields.location?.city).toBe("Toronto");
    expect(play("fr", "Bonjour, je suis à Chomedey").fields.location?.city).toBe("Laval");
    expect(play("fr", "j'habite sur le Plateau").fields.location?.city).toBe("Montréal");
  });

  it("does not move home to the province a licence came from", () => {
    const moved = play(
      "en",
      "Saskatoon SK",
      "2019 Toyota Highlander",
      "I was licensed in Ontario in 2001 but moved here in 2015",
    );
    expect([moved.fields.region?.province, moved.fields.driver?.years_licensed]).toEqual(["SK", 25]);
  });

  it("reads 'since September 2019' to the month and 'my licence is 3 years old'", () => {
    expect(
      play("en", "Saskatoon SK", "2019 Toyota Highlander", "Since September 2019").fields.driver?.years_licensed,
    ).toBe(7);
    expect(
      play("en", "Saskatoon SK", "2019 Toyota Highlander", "my licence is 3 years old").fields.driver?.years_licensed,
    ).toBe(3);
  });

  it("reads a French probationary licence in months, and 'oui un, mais …' with its date", () => {
    expect(
      play("fr", "Laval", "Jeep Grand Cherokee 2018", "j'ai mon permis probatoire depuis 8 mois").fields.driver
        ?.years_licensed,
    ).toBe(0);
    // A daughter's probationary licence is hers.
    const daughter = play(
      "fr",
      "J'ai 38 ans, j'ai eu mon permis à 19 ans. Ma fille a son permis probatoire depuis 6 mois.",
    );
    expect(daughter.fields.driver?.years_licensed).toBe(19);
    expect(
      play("fr", "Laval", "Jeep Grand Cherokee 2018", "20 ans", "0", "oui un, mais c'était en 2015").fields.driver
        ?.accidents_last_6y,
    ).toBe(0);
  });
});

describe("a refused correction", () => {
  it("empties the field it tried to change and asks for it again, never keeping the old value", () => {
    const standard = ["I'm in Toronto", "2019 Civic", "20 years", "0", "0", "yes"];
    const refused = play("en", ...standard, "actually $2500 deductible");
    expect(refused.fields.coverage?.deductible).toBeUndefined();
    expect(refused.readyForConsent).toBe(false);
    expect(refused.reply.map((part) => part.key)).toEqual(["chat.reason.invalid", "chat.ask.deductible"]);
    expect(play("en", ...standard, "actually $2500 deductible", "ok 1000 then").fields.coverage?.deductible).toBe(1000);
    const year = play(
      "fr",
      "Je suis à Québec",
      "Nissan Sentra 2019",
      "20 ans",
      "0",
      "0",
      "oui",
      "oups, c'est une 1985",
    );
    expect(year.fields.vehicle?.year).toBeUndefined();
  });
});

describe("French record and coverage said in other ways", () => {
  const start = ["Blainville", "Kia Sportage 2021", "18"];
  it("reads 'j'en ai eu un il y a 4 ans' against the window, and someone driving into the visitor", () => {
    expect(play("fr", ...start, "j'en ai eu un il y a 4 ans, c'est tout").fields.driver?.tickets_last_3y).toBe(0);
    expect(play("en", ...start, "I had one 2 years ago").fields.driver?.tickets_last_3y).toBe(1);
    expect(play("fr", ...start, "0", "quelqu'un m'est rentré dedans en 2024").fields.driver?.accidents_last_6y).toBe(0);
  });

  it("reads 'la couverture complète' as collision and comprehensive", () => {
    const full = play("fr", ...start, "0", "0", "je veux la couverture complète");
    expect([full.fields.coverage?.collision, full.fields.coverage?.comprehensive]).toEqual([true, true]);
  });
});

describe("towns the gazetteer lacks, named as home (fifth round)", () => {
  const place = (result: TurnResult) => [result.fields.region?.province, result.fields.location?.city];

  it("keeps the town as written once its province is said in the same message", () => {
    expect(place(play("en", "I live in Baddeck in Nova Scotia"))).toEqual(["NS", "Baddeck"]);
    expect(place(play("fr", "je reste à Val-Comeau, au Nouveau-Brunswick"))).toEqual(["NB", "Val-Comeau"]);
    // A name other provinces have, in a province that has none of it, is the visitor's town.
    expect(place(play("en", "we live in Wellington, over on PEI"))).toEqual(["PE", "Wellington"]);
    // Lower case counts only right before its province.
    expect(place(play("en", "we're in pugwash nova scotia"))).toEqual(["NS", "Pugwash"]);
  });

  it("takes the province from the postal code or from what is already known", () => {
    expect(place(play("fr", "j'habite à Bonshaw, code postal C0A 1C0"))).toEqual(["PE", "Bonshaw"]);
    expect(place(play("en", "Nova Scotia", "I live in Pugwash"))).toEqual(["NS", "Pugwash"]);
    // Without a province it waits for one, and the later province places it.
    const waiting = play("fr", "je vis à Girardville", "au Québec");
    expect(place(waiting)).toEqual(["QC", "Girardville"]);
  });

  it("does not take a word, a landmark or someone else's town for home", () => {
    expect(place(play("en", "I live in a small town in Nova Scotia"))).toEqual(["NS", undefined]);
    expect(place(play("en", "I live in the country in Nova Scotia"))).toEqual(["NS", undefined]);
    expect(place(play("en", "Nova Scotia", "my brother lives in Pugwash"))).toEqual(["NS", undefined]);
    // A town of the gazetteer keeps its own spelling; a typo of one in that province is that town.
    expect(place(play("en", "I live in Kitchner Ontario"))).toEqual(["ON", "Kitchener"]);
  });
});

describe("regions, licences and origins (fifth round)", () => {
  const place = (result: TurnResult) => [result.fields.region?.province, result.fields.location?.city];

  it("reads a region of one province as that province", () => {
    expect(play("fr", "je suis en Gaspésie").fields.region?.province).toBe("QC");
    expect(play("en", "we're in the Okanagan").fields.region?.province).toBe("BC");
    expect(place(play("fr", "je vis à Baddeck, au Cap-Breton"))).toEqual(["NS", "Baddeck"]);
    // A town in a region's French name is not the town.
    expect(place(play("fr", "j'habite à Nanaimo, sur l'île de Vancouver"))).toEqual(["BC", "Nanaimo"]);
  });

  it("does not move home to where the licence was had", () => {
    const ontario = play("en", "Moncton NB", "I passed my G2 in Ontario back in 2015");
    expect(place(ontario)).toEqual(["NB", "Moncton"]);
    const french = play("fr", "Rimouski", "j'ai mon permis depuis 2001, d'abord en Ontario, ensuite au Manitoba");
    expect(place(french)).toEqual(["QC", "Rimouski"]);
    // Control: a move said with the licence still moves home.
    const moved = play("en", "Moncton NB", "licensed 10 years, moved to Calgary last month");
    expect(place(moved)).toEqual(["AB", "Calgary"]);
  });

  it("keeps home when the visitor says where they come from or were new from", () => {
    expect(place(play("fr", "j'habite à Kelowna", "je viens du Manitoba, au fait"))).toEqual(["BC", "Kelowna"]);
    expect(place(play("en", "new to Manitoba from Ontario, just moved to Brandon"))).toEqual(["MB", "Brandon"]);
  });
});

describe("the record told around other people (fifth round)", () => {
  it("does not count an accident whose fault the visitor puts on the other party", () => {
    const asked = ["Laval", "2019 Mazda 3", "12 years", "none"];
    expect(play("en", ...asked, "one in 2023 but the other driver was at fault").fields.driver?.accidents_last_6y).toBe(
      0,
    );
    expect(play("en", ...asked, "a fender bender in 2024, totally his fault").fields.driver?.accidents_last_6y).toBe(0);
    expect(
      play("fr", ...asked, "un accrochage en 2024, c'est l'autre conducteur qui était en tort").fields.driver
        ?.accidents_last_6y,
    ).toBe(0);
    // Control: the visitor's own fault still counts, even beside "another".
    expect(play("en", ...asked, "another accident in 2023, my fault").fields.driver?.accidents_last_6y).toBe(1);
  });

  it("reads 'mais moi rien' after someone else's event as none for the visitor", () => {
    const result = play(
      "fr",
      "Laval",
      "Mazda 3 2019",
      "10 ans",
      "aucune",
      "mon fils a eu un accident en 2025, mais moi rien",
    );
    expect(result.fields.driver?.accidents_last_6y).toBe(0);
  });

  it("reads an infraction as a ticket, its reason as no second ticket", () => {
    const asked = ["Laval", "Mazda 3 2019", "permis depuis 2004"];
    expect(play("fr", ...asked, "une infraction en 2021 pour excès de vitesse").fields.driver?.tickets_last_3y).toBe(0);
    expect(play("fr", ...asked, "deux infractions l'an passé").fields.driver?.tickets_last_3y).toBe(2);
  });

  it("answers the count a question was about with 'never had one'", () => {
    // The service answers the question and keeps its topic for the next message (engine state).
    setLanguageSource(() => "fr");
    const before = play("fr", "Laval", "Mazda 3 2019", "permis depuis 2004").state;
    const after = nextTurn(
      { ...before, topic: "driver.tickets_last_3y" },
      "bon, j'en ai jamais eu de toute façon",
      context,
    );
    expect(after.fields.driver?.tickets_last_3y).toBe(0);
    const english = nextTurn(
      { ...before, topic: "driver.accidents_last_6y" },
      "good to know, I never had one",
      context,
    );
    expect(english.fields.driver?.accidents_last_6y).toBe(0);
    // Control: without a topic the same words set nothing.
    expect(nextTurn(before, "good to know, I never had one", context).fields.driver?.accidents_last_6y).toBeUndefined();
  });

  it("reads a licence got last season as under a year", () => {
    expect(play("en", "Laval", "Mazda 3 2019", "I got my licence last spring").fields.driver?.years_licensed).toBe(0);
    expect(play("fr", "Laval", "Mazda 3 2019", "j'ai eu mon permis l'hiver passé").fields.driver?.years_licensed).toBe(
      0,
    );
  });
});

describe("hedged numbers and the last event (fifth round)", () => {
  const licence = (language: "en" | "fr", answer: string) =>
    play(language, "Laval", "Mazda 3 2019", answer).fields.driver?.years_licensed;

  it("reads French hedges around a count as the English ones", () => {
    expect(licence("fr", "environ onze ans")).toBe(11);
    expect(licence("fr", "presque 9 ans")).toBe(9);
    expect(licence("fr", "à peu près 14 ans")).toBe(14);
    expect(licence("fr", "au moins 25 ans")).toBe(25);
    expect(licence("fr", "genre 4 ans")).toBe(4);
    // A round "-aine" number is a guess (decision 0070): asked again, as "a few years" is.
    expect(licence("fr", "ça fait une vingtaine d'années")).toBeUndefined();
    expect(licence("fr", "ça fait 7 ans")).toBe(7);
    // Control: an age is not a licence.
    expect(licence("fr", "j'ai passé 40 ans")).toBeUndefined();
  });

  it("does not read 'ça fait N ans que j'ai pas eu de ticket' as the licence", () => {
    const result = play("fr", "Laval", "Mazda 3 2019", "permis depuis 2001", "ça fait 6 ans que j'ai pas eu de ticket");
    expect(result.fields.driver?.years_licensed).toBe(25);
    expect(result.fields.driver?.tickets_last_3y).toBe(0);
  });

  it("places the last event by how long it has been", () => {
    const asked = ["Laval", "Mazda 3 2019", "permis depuis 2001"];
    expect(play("en", ...asked, "it's been 4 years since my last ticket").fields.driver?.tickets_last_3y).toBe(0);
    expect(play("en", ...asked, "it's been 2 years since I got a ticket").fields.driver?.tickets_last_3y).toBe(1);
    expect(play("fr", ...asked, "mon dernier billet, ça fait 5 ans").fields.driver?.tickets_last_3y).toBe(0);
    expect(play("fr", ...asked, "ma dernière contravention remonte à 2025").fields.driver?.tickets_last_3y).toBe(1);
  });
});

describe("accidents told in everyday French (fifth round)", () => {
  const accidents = (language: "en" | "fr", answer: string) =>
    play(language, "Laval", "Mazda 3 2019", "permis depuis 2001", "aucune", answer).fields.driver?.accidents_last_6y;

  it("reads an accident's size and 'ma faute' as the English reader's words", () => {
    expect(accidents("fr", "un p'tit accrochage en 2023, ma faute")).toBe(1);
    expect(accidents("fr", "un gros accident en 2017, de ma faute")).toBe(0);
    expect(accidents("fr", "une collision en 2024, c'était moi le fautif")).toBe(1);
    // Control: "pas ma faute" stays not at fault.
    expect(accidents("fr", "un accrochage en 2024, pas ma faute")).toBe(0);
  });

  it("reads going off the road as an accident, in both languages", () => {
    expect(accidents("fr", "j'ai pris le fossé en 2024")).toBe(1);
    expect(accidents("fr", "j'ai fait une sortie de route en 2023")).toBe(1);
    expect(accidents("en", "I skidded into a snowbank in 2023")).toBe(1);
    // Control: going into a shop is not an accident.
    expect(accidents("en", "we went into a store after")).toBeUndefined();
  });

  it("reads 'pas une' and 'rien de rien' as none", () => {
    expect(accidents("fr", "pas un")).toBe(0);
    expect(
      play("fr", "Laval", "Mazda 3 2019", "permis depuis 2001", "rien de rien").fields.driver?.tickets_last_3y,
    ).toBe(0);
  });
});

describe("coverage said in French word order (fifth round)", () => {
  const coverage = (answer: string) =>
    play("fr", "Laval", "Mazda 3 2019", "permis depuis 2001", "aucune", "aucun", answer).fields.coverage;

  it("reads an article left before a coverage word, and a choice said after the thing", () => {
    expect(coverage("juste la responsabilité civile, s'il vous plaît")).toMatchObject({
      collision: false,
      comprehensive: false,
    });
    expect(coverage("la franchise la plus petite")?.deductible).toBe(300);
    expect(coverage("la franchise la plus élevée")?.deductible).toBe(1000);
  });
});

describe("misspelt cities and neighbourhoods in brackets (fifth round)", () => {
  const place = (result: TurnResult) => [result.fields.region?.province, result.fields.location?.city];

  it("reads a misspelt name whose namesakes include a city we list as that city", () => {
    expect(place(play("en", "Sherbooke"))).toEqual(["QC", "Sherbrooke"]);
    // Control: a town of two provinces, neither listed, is still asked about.
    expect(play("en", "I live in Souris").reply.map((reply) => reply.key)).toEqual([
      "chat.reason.placeInSeveralProvinces",
    ]);
  });

  it("reads a neighbourhood in brackets after its city as the city, a name in brackets as the name", () => {
    expect(place(play("fr", "j'habite à Gatineau (Hull)"))).toEqual(["QC", "Gatineau"]);
    expect(place(play("fr", "j'habite à Drummond (Drummondville)"))).toEqual(["QC", "Drummondville"]);
  });
});

describe("corrections that lead with 'no' (fifth round)", () => {
  const asked = ["Laval", "2018 Honda Civic", "10 years"];

  it("does not take a 'no' that leads a correction of the car as no tickets", () => {
    const english = play("en", ...asked, "no, the car is a 2021");
    expect(english.fields.vehicle?.year).toBe(2021);
    expect(english.fields.driver?.tickets_last_3y).toBeUndefined();
    const french = play("fr", ...asked, "non c'est 2021 l'année du char");
    expect(french.fields.vehicle?.year).toBe(2021);
    expect(french.fields.driver?.tickets_last_3y).toBeUndefined();
    // Control: a bare "no" still answers the count asked.
    expect(play("en", ...asked, "no").fields.driver?.tickets_last_3y).toBe(0);
  });

  it("reads 'no, no accidents either' as none of both", () => {
    const result = play("en", ...asked, "nope, and no accidents either");
    expect([result.fields.driver?.tickets_last_3y, result.fields.driver?.accidents_last_6y]).toEqual([0, 0]);
    // Control: "no accidents" alone answers the accidents only.
    const only = play("en", ...asked, "no accidents");
    expect([only.fields.driver?.tickets_last_3y, only.fields.driver?.accidents_last_6y]).toEqual([undefined, 0]);
  });

  it("reads 'depuis l'an 2000' as the licence's year, not the car's", () => {
    const result = play("fr", "Laval", "Honda Civic 2018", "depuis l'an 2000");
    expect([result.fields.driver?.years_licensed, result.fields.vehicle?.year]).toEqual([26, 2018]);
  });
});

describe("English shorthand (fifth round)", () => {
  const asked = ["Laval", "2018 Honda Civic"];

  it("reads halves and 'a little over' around the years licensed", () => {
    expect(play("en", ...asked, "7 and a half years").fields.driver?.years_licensed).toBe(7);
    expect(play("en", ...asked, "a little over 9 years").fields.driver?.years_licensed).toBe(9);
    expect(play("en", ...asked, "just under 4 years").fields.driver?.years_licensed).toBe(4);
  });

  it("reads 'got dinged for speeding' as a ticket and a clean abstract as a clean record", () => {
    const dinged = play("en", ...asked, "12 years", "got nailed for speeding last spring");
    expect(dinged.fields.driver?.tickets_last_3y).toBe(1);
    const clean = play("en", ...asked, "12 years", "my abstract is spotless");
    expect([clean.fields.driver?.tickets_last_3y, clean.fields.driver?.accidents_last_6y]).toEqual([0, 0]);
  });

  it("reads a lower-case postal code standing alone as a list item", () => {
    const result = play("en", "t2p, 2017 subaru forester");
    expect([result.fields.region?.postal_fsa, result.fields.region?.province]).toEqual(["T2P", "AB"]);
    // Control: a model name inside a sentence is not a postal code.
    expect(play("en", "I have an audi a4l").fields.region?.postal_fsa).toBeUndefined();
  });
});

describe("someone else's count beside the visitor's none (fifth round)", () => {
  const asked = ["Laval", "2018 Honda Civic", "12 years"];

  it("reads 'me none' beside another person's count as none for the visitor", () => {
    expect(play("en", ...asked, "me zero, my brother has 3").fields.driver?.tickets_last_3y).toBe(0);
    expect(play("en", ...asked, "my daughter got one in 2025 but I haven't").fields.driver?.tickets_last_3y).toBe(0);
    expect(play("en", ...asked, "there's a ticket on the car but it's not mine").fields.driver?.tickets_last_3y).toBe(
      0,
    );
    expect(play("fr", ...asked, "moi pas, mais mon coloc en a deux").fields.driver?.tickets_last_3y).toBe(0);
    // Control: the visitor's own count stands.
    expect(play("en", ...asked, "2").fields.driver?.tickets_last_3y).toBe(2);
  });
});

describe("two cars in one message, one chosen (fifth round)", () => {
  it("gives the car chosen by its model the year written beside it before", () => {
    const english = play("en", "Laval", "a 2017 Mazda CX-5 and a 2021 Kia Soul, it's for the CX-5");
    expect(english.fields.vehicle).toMatchObject({ year: 2017, make: "Mazda", model: "CX-5" });
    const french = play("fr", "Laval", "une Mazda CX-5 2017 pis une Kia Soul 2021, mais c'est pour la CX-5");
    expect(french.fields.vehicle).toMatchObject({ year: 2017, make: "Mazda", model: "CX-5" });
    // Control: without a choice, the last car named is the one read.
    expect(play("en", "Laval", "a 2017 Mazda CX-5 and a 2021 Kia Soul").fields.vehicle).toMatchObject({
      year: 2021,
      model: "Soul",
    });
  });
});

describe("a model that is also a word for a person (fifth round)", () => {
  it("does not read 'my partner' as a Peugeot Partner", () => {
    const result = play("en", "Laval", "2023 Tesla Model Y. My partner only has a G2 but won't drive it");
    expect(result.fields.vehicle).toMatchObject({ year: 2023, make: "Tesla", model: "Model Y" });
    // Control: with its make or its year it is the van.
    expect(play("en", "Laval", "2012 Peugeot Partner").fields.vehicle).toMatchObject({ model: "Partner" });
  });
});
