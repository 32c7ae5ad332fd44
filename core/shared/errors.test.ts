import { describe, expect, it } from "vitest";
import { AppError, firstProblemMessage, retryAfterHeaders, retryAfterOf } from "./errors";

describe("what a refusal says", () => {
  it("reads when to come back only from a number in its details", () => {
    const limited = new AppError("rate_limited", "Too many", { retryAfterSeconds: 30 });
    expect(retryAfterOf(limited)).toBe(30);
    expect(retryAfterHeaders(limited)).toEqual({ "Retry-After": "30" });
    for (const details of [undefined, null, {}, { retryAfterSeconds: "30" }, [{ field: "x", message: "y" }]]) {
      const other = new AppError("bad_request", "No", details);
      expect(retryAfterOf(other)).toBeNull();
      expect(retryAfterHeaders(other)).toEqual({});
    }
  });

  it("speaks of the first refused field when there is one, else in its own words", () => {
    const refused = new AppError("validation_failed", "Some fields are missing", [
      { field: "consent", message: "Tick the box" },
      { field: "file", message: "Choose a file" },
    ]);
    expect(firstProblemMessage(refused)).toBe("Tick the box");
    expect(firstProblemMessage(new AppError("bad_request", "Empty file"))).toBe("Empty file");
    expect(firstProblemMessage(new AppError("bad_request", "Busy", { retryAfterSeconds: 3 }))).toBe("Busy");
  });
});
