import { describe, expect, it } from "vitest";
import { typicalEstimates, cityEstimates } from "../../core/pricing/typical-estimates";
import { INSURANCE_CATEGORIES } from "../../core/shared/insurance-categories";
import { comparePagePath, provinceWords } from "../../core/shared/localized-paths";
import { PROVINCES } from "../../core/shared/provinces";
import { partners } from "../../db/schema";
import { pricingTables } from "../../server/services/quote-session-common";
import { useTestServer } from "../helpers/test-server";

/**
 * Issue 24, "Comparison pages compare something": the pages' figures come from the pricing engine
 * and the current rate tables, every other spelling of a page reaches it in one 301, the sitemap
 * lists the pages that may be indexed (and only those), and every comparison page can be reached by
 * following links from the home page.
 */

const server = useTestServer({ env: { RATE_LIMIT_ENABLED: "false" } }, 90_000);

async function get(path: string) {
  const response = await fetch(server.url + path, { redirect: "manual" });
  return { status: response.status, location: response.headers.get("location"), html: await response.text() };
}

/** The page's canonical address and robots directive, from its head. */
function headOf(html: string) {
  return {
    canonical: /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1] ?? null,
    robots: /<meta name="robots" content="([^"]*)"/.exec(html)?.[1] ?? null,
  };
}

/** The wizard's line that is chosen (its radio button checked). */
function checkedCategory(html: string): string | null {
  const radios = [...html.matchAll(/<input type="radio"[^>]*name="category"[^>]*>/g)].map((match) => match[0]);
  return /value="([a-z]+)"/.exec(radios.find((radio) => radio.includes('checked=""')) ?? "")?.[1] ?? null;
}

const money = (amount: number) => `$${amount.toLocaleString("en-CA")}`;
const ALL_PROVINCE_WORDS = PROVINCES.map((province) => provinceWords(province.name));

describe("the figures of a comparison page", () => {
  it("are the engine's estimates with the current rate tables, for the province and the cities it prices apart", async () => {
    const tables = pricingTables(new Date());
    const ontario = typicalEstimates("car", tables).provinces.find((entry) => entry.province === "ON")!;
    const { status, html } = await get("/compare/car/ontario");
    expect(status).toBe(200);
    expect(html).toContain("What car insurance costs in Ontario");
    expect(html).toContain(`${money(ontario.estimate.annual)} a year`);
    expect(html).toContain(`Range ${money(ontario.estimate.low)} to ${money(ontario.estimate.high)}`);
    const cities = cityEstimates("car", tables, "ON");
    expect(cities.length).toBeGreaterThan(0);
    for (const city of cities) expect(html).toContain(`${city.city.en}</span>`);
    expect(html).toContain(money(cities[0]!.estimate.annual));
    expect(html).toContain("Elsewhere in Ontario");
    // The profile is stated, and that these are estimates, not offers.
    expect(html).toContain("a driver licensed 12 years with no accidents or tickets");
    expect(html).toMatch(/estimates from our 20\d\d rate tables, built from public averages, not offers/);
    expect(html).toContain("What moves the estimate in Ontario");
  });

  it("show every province on a category page, saying where only the optional layer is compared", async () => {
    const tables = pricingTables(new Date());
    const { html } = await get("/compare/home");
    for (const entry of typicalEstimates("home", tables).provinces)
      expect(html).toContain(money(entry.estimate.annual));
    expect(html).toContain("Our rate tables give every city in a province the same home insurance estimate.");
    const car = await get("/compare/car");
    expect(car.html).toContain("Optional coverage only");
    expect(car.html).toContain(
      "In British Columbia, Manitoba and Saskatchewan, the public insurer sells Basic coverage",
    );
  });

  it("list the partners that write the line in the province, from the catalogue", async () => {
    const catalogue = await server.database.db.select().from(partners);
    const writes = (line: string, code: string) =>
      catalogue.filter((partner) => partner.active && partner.lines.includes(line) && partner.provinces.includes(code));
    const { html } = await get("/compare/car/ontario");
    const inOntario = writes("car", "ON");
    expect(inOntario.length).toBeGreaterThan(0);
    for (const partner of inOntario) expect(html).toContain(partner.name);
    for (const partner of catalogue.filter((row) => !inOntario.includes(row))) expect(html).not.toContain(partner.name);
    const travel = await get("/compare/travel/british-columbia");
    const travelWriters = writes("travel", "BC");
    if (travelWriters.length === 0) {
      expect(travel.html).toContain("None of our partners writes travel insurance in British Columbia yet.");
    } else {
      for (const partner of travelWriters) expect(travel.html).toContain(partner.name);
    }
    expect(travel.html).toContain("We don&#x27;t estimate travel insurance prices ourselves");
  });

  it("end with a plain GET form to the wizard, the line and the province chosen", async () => {
    const { html } = await get("/compare/home/alberta");
    const form = /<form[^>]*action="\/quotes" method="get">[\s\S]*?<\/form>/.exec(html)?.[0] ?? "";
    expect(form).toContain('<input type="hidden" name="category" value="home"/>');
    expect(form).toContain('<option value="ab" selected="">Alberta</option>');
    expect(form).toContain('name="city"');
    const french = await get("/fr/comparer/habitation/alberta");
    expect(french.html).toMatch(/<form[^>]*action="\/fr\/soumissions" method="get">/);
  });
});

describe("addresses of comparison pages and preselected quotes", () => {
  it("send every other spelling of a comparison page to it in one 301", async () => {
    const cases: [string, string][] = [
      ["/compare/car-insurance", "/compare/car"],
      ["/compare/Car-Insurance/", "/compare/car"],
      ["/COMPARE/CAR", "/compare/car"],
      ["/compare/car/", "/compare/car"],
      ["/compare/home-insurance/ontario", "/compare/home/ontario"],
      ["/Compare/Home-Insurance/Ontario/", "/compare/home/ontario"],
      ["/fr/comparer/assurance-auto", "/fr/comparer/auto"],
      ["/fr/comparer/car", "/fr/comparer/auto"],
      ["/fr/comparer/car-insurance/colombie-britannique", "/fr/comparer/auto/colombie-britannique"],
      ["/FR/Comparer/Assurance-Habitation/Quebec/", "/fr/comparer/habitation/quebec"],
    ];
    for (const [path, location] of cases) {
      const response = await get(path);
      expect([path, response.status, response.location]).toEqual([path, 301, location]);
    }
  });

  it("reach every line's page, and each province's, from its learn slug in both languages", async () => {
    for (const category of INSURANCE_CATEGORIES) {
      for (const province of [undefined, ...ALL_PROVINCE_WORDS]) {
        const english = comparePagePath(category.slug, province, "en");
        const french = comparePagePath(category.slug, province, "fr");
        const tail = province ? `/${french.split("/").at(-1)}` : "";
        for (const [alias, target] of [
          [`/compare/${category.learnSlug}${province ? `/${province}` : ""}`, english],
          [`/fr/comparer/${category.learnSlugFr}${tail}`, french],
        ] as const) {
          const moved = await fetch(server.url + alias, { method: "HEAD", redirect: "manual" });
          expect([alias, moved.status, moved.headers.get("location")]).toEqual([alias, 301, target]);
        }
      }
      const landed = await fetch(server.url + `/compare/${category.learnSlug}`);
      expect([category.slug, landed.status, new URL(landed.url).pathname]).toEqual([
        category.slug,
        200,
        `/compare/${category.slug}`,
      ]);
    }
  });

  it("move a quote link that names the line by its learn slug to the canonical address, which preselects it", async () => {
    const cases: [string, string][] = [
      ["/quotes?category=home-insurance", "/quotes?category=home"],
      ["/quotes?category=Home-Insurance&province=on&from=learn", "/quotes?category=home&province=on&from=learn"],
      ["/quotes?category=CAR", "/quotes?category=car"],
      ["/fr/soumissions?category=assurance-habitation", "/fr/soumissions?category=home"],
    ];
    for (const [path, location] of cases) {
      const response = await get(path);
      expect([path, response.status, response.location]).toEqual([path, 301, location]);
    }
    // A slash or case variant of the path and a learn slug: the path first, then the query, each once.
    const variant = await get("/Quotes/?category=home-insurance");
    expect([variant.status, variant.location]).toEqual([301, "/quotes?category=home-insurance"]);
    const landed = await fetch(`${server.url}/quotes?category=home-insurance`);
    expect(new URL(landed.url).search).toBe("?category=home");
    expect(checkedCategory(await landed.text())).toBe("home");
    expect((await get("/quotes?category=pet-insurance")).status).toBe(200);
  });
});

describe("indexing of comparison pages", () => {
  it("keeps a province page of a line without figures out of the index, naming its category page", async () => {
    for (const [path, canonical] of [
      ["/compare/travel/ontario", "/compare/travel"],
      ["/compare/business/quebec", "/compare/business"],
      ["/compare/life/prince-edward-island", "/compare/life"],
      ["/fr/comparer/voyage/quebec", "/fr/comparer/voyage"],
    ] as const) {
      const { status, html } = await get(path);
      const head = headOf(html);
      expect([path, status, head.robots]).toEqual([path, 200, "noindex, follow"]);
      expect(new URL(head.canonical ?? "http://missing/").pathname, path).toBe(canonical);
      expect(html, path).not.toContain('hreflang="fr-CA"');
    }
  });

  it("lets car and home province pages and every category page be indexed, each its own canonical", async () => {
    for (const path of [
      "/compare/car/ontario",
      "/compare/home/alberta",
      "/compare/travel",
      "/fr/comparer/auto/quebec",
    ]) {
      const head = headOf((await get(path)).html);
      expect([path, head.robots]).toEqual([path, null]);
      expect(head.canonical?.endsWith(path), path).toBe(true);
    }
  });

  it("lists the analyzer, privacy requests and the indexable comparison pages in the sitemap, and no noindex page", async () => {
    const { html: xml } = await get("/sitemap.xml");
    const locs = new Set([...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => new URL(match[1]!).pathname));
    for (const path of [
      "/policy-analyzer",
      "/privacy-request",
      "/fr/analyseur-de-police",
      "/fr/demande-confidentialite",
    ]) {
      expect(locs.has(path), path).toBe(true);
    }
    for (const category of INSURANCE_CATEGORIES) {
      expect(locs.has(comparePagePath(category.slug, null, "en")), category.slug).toBe(true);
      expect(locs.has(comparePagePath(category.slug, null, "fr")), category.slug).toBe(true);
      for (const province of ALL_PROVINCE_WORDS) {
        const indexable = category.slug === "car" || category.slug === "home";
        for (const language of ["en", "fr"] as const) {
          const path = comparePagePath(category.slug, province, language);
          expect([path, locs.has(path)]).toEqual([path, indexable]);
        }
      }
    }
    // And each listed comparison page answers 200 without a noindex.
    for (const path of [...locs].filter((candidate) => /\/(compare|comparer)\//.test(candidate)).slice(0, 12)) {
      const { status, html } = await get(path);
      expect([path, status, headOf(html).robots]).toEqual([path, 200, null]);
    }
  });
});

describe("links to comparison pages", () => {
  /** Every page a visitor reaches from `start` by following the site's own links (no query, no API). */
  async function crawl(start: string, limit = 600): Promise<Set<string>> {
    const seen = new Set([start]);
    const queue = [start];
    while (queue.length > 0 && seen.size < limit) {
      const path = queue.shift()!;
      const response = await fetch(server.url + path);
      if (!response.headers.get("content-type")?.includes("text/html")) continue;
      const html = await response.text();
      for (const [, href] of html.matchAll(/<a[^>]*\shref="(\/[^"#?]*)/g)) {
        if (!href || seen.has(href) || /^\/(api|admin|assets|handoff|fr\/transfert)(\/|$)/.test(href)) continue;
        seen.add(href);
        queue.push(href);
      }
    }
    return seen;
  }

  it("reach all 55 comparison pages from the home page, in English and in French", { timeout: 240_000 }, async () => {
    for (const [start, language] of [
      ["/", "en"],
      ["/fr", "fr"],
    ] as const) {
      const reached = await crawl(start);
      const missing = INSURANCE_CATEGORIES.flatMap((category) =>
        [undefined, ...ALL_PROVINCE_WORDS].map((province) => comparePagePath(category.slug, province, language)),
      ).filter((path) => !reached.has(path));
      expect([start, missing]).toEqual([start, []]);
    }
  });

  it("link each line's page from its learn guide and each province's from its landing page", async () => {
    const guide = await get("/learn/home-insurance");
    expect(guide.html).toContain('href="/compare/home"');
    const landing = await get("/alberta-car-insurance-quote");
    for (const category of INSURANCE_CATEGORIES)
      expect(landing.html).toContain(`href="/compare/${category.slug}/alberta"`);
    const french = await get("/fr/soumission-assurance-auto-quebec");
    expect(french.html).toContain('href="/fr/comparer/habitation/quebec"');
  });
});
