import { count } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { renderedPagesGeneration } from "../../db/schema";
import { createTestDatabase, type TestDatabase } from "../helpers/test-database";

/**
 * The database handle's prepared statements (decision 0041), on PGlite and on PostgreSQL: whatever
 * text a parameter holds comes back as that text and is never read as SQL.
 */

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database.destroy();
});

const ECHO = "select $1::text as value, char_length($1::text)::float8 as characters";

const HOSTILE = [
  "",
  "plain",
  "it's",
  "''",
  "\\",
  "\\x41",
  "'); drop table rendered_pages_generation; --",
  "$1",
  "$$ $tag$",
  "convert_from('\\x41'::bytea, 'UTF8')",
  "/quebec-assurance-auto?ville=Trois-Rivières&prénom=Zoé",
  "emoji 🍁 and CJK 加拿大",
  "line\nbreak\ttab\rreturn",
  "%00 and %27 stay as written",
  "x".repeat(20_000),
];

describe("prepared statements", () => {
  it("returns every parameter as written, and runs nothing of it as SQL", async () => {
    for (const value of HOSTILE) {
      const [row] = await database.prepared<{ value: string; characters: number }>("test_echo", ECHO, [value]);
      expect(row?.value).toBe(value);
      expect(row?.characters).toBe([...value].length);
    }
    const [tables] = await database.db.select({ rows: count() }).from(renderedPagesGeneration);
    expect(tables?.rows).toBe(1);
  });

  it("prepares a statement once when many ask for it at the same time", async () => {
    const values = Array.from({ length: 25 }, (_, index) => `concurrent ${index}`);
    const rows = await Promise.all(
      values.map((value) => database.prepared<{ value: string }>("test_concurrent", ECHO, [value])),
    );
    expect(rows.map(([row]) => row?.value)).toEqual(values);
  });

  it("runs statements with several parameters, or none", async () => {
    const [joined] = await database.prepared<{ joined: string }>(
      "test_two",
      "select $1::text || '|' || $2::text as joined",
      ["a'b", "c\\d"],
    );
    expect(joined?.joined).toBe("a'b|c\\d");
    const [none] = await database.prepared<{ answer: number }>("test_none", "select 42::float8 as answer", []);
    expect(none?.answer).toBe(42);
  });

  it("passes a null parameter as SQL null, not as text", async () => {
    const statement = "select $1::text is null as missing, coalesce($2::text, 'none') as value";
    const [row] = await database.prepared<{ missing: boolean; value: string }>("test_null", statement, [null, null]);
    expect(row).toEqual({ missing: true, value: "none" });
    const [text] = await database.prepared<{ missing: boolean; value: string }>("test_null", statement, ["null", ""]);
    expect(text).toEqual({ missing: false, value: "" });
  });

  it("refuses a name that is not a plain statement name", async () => {
    for (const name of ["", "Upper", "drop table x", "a;b", "x".repeat(64)]) {
      await expect(database.prepared(name, "select 1", [])).rejects.toThrow(/not a statement name/);
    }
  });

  it("reports an error in the statement, and prepares it again when asked next", async () => {
    await expect(database.prepared("test_broken", "select from nowhere_at_all", [])).rejects.toThrow();
    await expect(database.prepared("test_broken", "select from nowhere_at_all", [])).rejects.toThrow();
    const [row] = await database.prepared<{ value: string }>("test_broken", ECHO, ["prepared again"]);
    expect(row?.value).toBe("prepared again");
  });

  it("refuses another text under a name already prepared", async () => {
    await database.prepared("test_one_text", ECHO, ["first"]);
    await expect(database.prepared("test_one_text", "select 2", [])).rejects.toThrow();
    const [row] = await database.prepared<{ value: string }>("test_one_text", ECHO, ["still the first"]);
    expect(row?.value).toBe("still the first");
  });
});
