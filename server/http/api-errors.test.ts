import { describe, expect, it } from "vitest";
import { isDatabaseUnavailable } from "./api-errors";

describe("isDatabaseUnavailable", () => {
  it.each([
    ["a refused connection", Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" })],
    ["a reset connection", Object.assign(new Error("read ECONNRESET"), { code: "ECONNRESET" })],
    ["a terminated connection", new Error("Connection terminated unexpectedly")],
    ["PostgreSQL shutting down", Object.assign(new Error("terminating connection"), { code: "57P01" })],
    ["a closed embedded database", new Error("PGlite is closed")],
    [
      "a driver error wrapped by the query builder",
      new Error("Failed query: select 1", { cause: new Error("Connection terminated unexpectedly") }),
    ],
  ])("recognizes %s", (_label, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ["a unique violation", Object.assign(new Error("duplicate key"), { code: "23505" })],
    [
      "a wrapped syntax error",
      new Error("Failed query", { cause: Object.assign(new Error("syntax"), { code: "42601" }) }),
    ],
    ["a plain bug", new TypeError("cannot read properties of undefined")],
    ["nothing", undefined],
  ])("leaves %s to the 500 path", (_label, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
