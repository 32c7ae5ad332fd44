import { describe, expect, it } from "vitest";
import { joinStackedLabels, labelPhrases } from "./stacked-labels";

describe("values printed under their labels", () => {
  it("joins a bilingual label line to its value, in the first language printed", () => {
    expect(joinStackedLabels(["Policy Number / No de police", "LMA-5120-0388", "Year / Année", "2018"])).toEqual([
      "Policy Number: LMA-5120-0388",
      "Year: 2018",
    ]);
    expect(joinStackedLabels(["Numéro de police", "OMA-31-20594"])).toEqual(["Numéro de police: OMA-31-20594"]);
  });

  it("leaves a label followed by another label, and lines that hold more than labels", () => {
    expect(joinStackedLabels(["Make / Marque", "Model / Modèle", "PRIUS"])).toEqual(["Make / Marque", "Model: PRIUS"]);
    expect(labelPhrases("Policy Number LMA-5120-0388")).toBeNull();
    expect(labelPhrases("Third Party Liability")).toBeNull();
  });
});
