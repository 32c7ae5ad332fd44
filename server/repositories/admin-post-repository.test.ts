import { describe, expect, it } from "vitest";
import { escapeLikePattern, isUniqueViolation } from "./admin-post-repository";

describe("escapeLikePattern", () => {
  it("makes %, _ and the backslash literal", () => {
    expect(escapeLikePattern("100%_off\\now")).toBe("100\\%\\_off\\\\now");
    expect(escapeLikePattern("plain words")).toBe("plain words");
  });
});

describe("isUniqueViolation", () => {
  it("finds Postgres' 23505 directly or wrapped by drizzle, optionally for one constraint", () => {
    const driverError = Object.assign(new Error('duplicate key value violates unique constraint "posts_slug_unique"'), {
      code: "23505",
      constraint: "posts_slug_unique",
    });
    const wrapped = new Error("Failed query", { cause: driverError });
    expect(isUniqueViolation(driverError)).toBe(true);
    expect(isUniqueViolation(wrapped, "posts_slug_unique")).toBe(true);
    expect(isUniqueViolation(wrapped, "other_constraint")).toBe(false);
    expect(isUniqueViolation(Object.assign(new Error("fk"), { code: "23503" }))).toBe(false);
    expect(isUniqueViolation(null)).toBe(false);
  });
});
