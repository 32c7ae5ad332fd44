import { describe, expect, it } from "vitest";
import { PROVINCES } from "../shared/provinces";
import { findProvinceMentions } from "./province-mentions";

describe("findProvinceMentions", () => {
  it.each(PROVINCES.flatMap((province) => [province.name, province.nameFr]))("finds %s by its name", (name) => {
    expect(findProvinceMentions(`Drivers in ${name} pay less.`)).toHaveLength(1);
  });

  it.each([
    ["Yukon", "Yukon"],
    ["the Northwest Territories", "Northwest Territories"],
    ["les Territoires du Nord-Ouest", "Northwest Territories"],
    ["Nunavut", "Nunavut"],
  ])("finds the territory in %s", (text, place) => {
    expect(findProvinceMentions(text)).toEqual([place]);
  });

  it.each([
    ["QUEBEC, in capitals", "Quebec"],
    ["quebec without its accent", "Quebec"],
    ["Colombie Britannique without its hyphen", "British Columbia"],
    ["Nouvelle-Ecosse without its accent", "Nova Scotia"],
    ["Ile du Prince Edouard", "Prince Edward Island"],
    ["Terre-Neuve", "Newfoundland and Labrador"],
    ["a Newfoundlander", "Newfoundland and Labrador"],
    ["Ontarians and Ontariens", "Ontario"],
    ["les Québécois", "Quebec"],
    ["Albertans", "Alberta"],
    ["Manitobans", "Manitoba"],
    ["a Nova Scotian", "Nova Scotia"],
  ])("finds %s", (text, place) => {
    expect(findProvinceMentions(text)).toEqual([place]);
  });

  it.each([
    ["in B.C.", "British Columbia"],
    ["in BC", "British Columbia"],
    ["en C.-B.", "British Columbia"],
    ["on P.E.I.", "Prince Edward Island"],
    ["à l'Î.-P.-É.", "Prince Edward Island"],
    ["à T.-N.-L.", "Newfoundland and Labrador"],
    ["aux T.N.-O.", "Northwest Territories"],
    ["in the N.W.T.", "Northwest Territories"],
    ["en N.-É.", "Nova Scotia"],
    ["Toronto, ON", "Ontario"],
    ["Montréal (Qc)", "Quebec"],
    ["Calgary, Alta.", "Alberta"],
    ["Regina, Sask.", "Saskatchewan"],
    ["St. John's, Nfld.", "Newfoundland and Labrador"],
    ["Whitehorse, YT", "Yukon"],
  ])("finds the abbreviation in %s", (text, place) => {
    expect(findProvinceMentions(text)).toEqual([place]);
  });

  it.each([
    ["ICBC's Basic coverage", "British Columbia"],
    ["la SAAQ", "Quebec"],
    ["SGI plate insurance", "Saskatchewan"],
    ["MPI's Autopac", "Manitoba"],
    ["FSRA's guidance", "Ontario"],
  ])("takes %s, a province's own insurer or regulator, for its province", (text, place) => {
    expect(findProvinceMentions(text)).toEqual([place]);
  });

  it("names each province once, however often", () => {
    expect(findProvinceMentions("Alberta and BC, then Alberta again, and B.C.").sort()).toEqual([
      "Alberta",
      "British Columbia",
    ]);
  });

  it.each([
    "Is car insurance mandatory in Canada?",
    "Once you are on the road, a deductible applies on each claim.",
    "Que paie l'assurance responsabilité civile? Les assureurs ont leurs règles.",
    "Prince Rupert's Land was a fur-trade territory.",
    "A new vehicle costs more; the Atlantic provinces and the territories differ.",
  ])("finds no province in %j", (text) => {
    expect(findProvinceMentions(text)).toEqual([]);
  });
});
