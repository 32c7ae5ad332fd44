import { afterEach, beforeEach, vi } from "vitest";

// A test fails the moment it logs an unexpected error (style.md, habit 8). Tests that expect one
// spy on console.error themselves, which replaces this spy.
let errors: unknown[][] = [];

beforeEach(() => {
  errors = [];
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    errors.push(args);
  });
});

afterEach(() => {
  const logged = errors;
  vi.restoreAllMocks();
  if (logged.length > 0) {
    throw new Error(
      `Unexpected console.error during the test:\n${logged.map((args) => args.map(String).join(" ")).join("\n")}`,
    );
  }
});
