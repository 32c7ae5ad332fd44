import { describe, expect, it } from "vitest";
import { parseStaffCreateArgs, passwordFromStdinText } from "./staff-create-args";

describe("parseStaffCreateArgs", () => {
  it("reads --email and --role as separate or joined values, and --password-stdin", () => {
    expect(parseStaffCreateArgs(["--email", "a@example.ca", "--role", "admin"])).toEqual({
      email: "a@example.ca",
      role: "admin",
      passwordFromStdin: false,
      resetTwoFactor: false,
    });
    expect(parseStaffCreateArgs(["--role=editor", "--email=a@example.ca", "--password-stdin"])).toEqual({
      email: "a@example.ca",
      role: "editor",
      passwordFromStdin: true,
      resetTwoFactor: false,
    });
    expect(parseStaffCreateArgs(["--email=a@example.ca", "--role=admin", "--reset-two-factor"])).toMatchObject({
      resetTwoFactor: true,
    });
    expect(parseStaffCreateArgs(["--help"])).toEqual({ help: true });
  });

  it("says what is wrong", () => {
    expect(() => parseStaffCreateArgs(["--role", "admin"])).toThrow("--email is required");
    expect(() => parseStaffCreateArgs(["--email", "a@example.ca"])).toThrow("--role is required");
    expect(() => parseStaffCreateArgs(["--email", "--role", "admin"])).toThrow("--email needs a value");
    expect(() => parseStaffCreateArgs(["--email", "a@example.ca", "--role", "owner"])).toThrow(
      "--role must be admin or editor",
    );
    expect(() => parseStaffCreateArgs(["--email", "not-mail", "--role", "admin"])).toThrow(
      "--email must be an e-mail address",
    );
    expect(() => parseStaffCreateArgs(["--password", "x"])).toThrow("Unknown argument: --password");
  });
});

describe("passwordFromStdinText", () => {
  it("drops one trailing line ending and keeps everything else", () => {
    expect(passwordFromStdinText("secret pass 1\n")).toBe("secret pass 1");
    expect(passwordFromStdinText("secret pass 1\r\n")).toBe("secret pass 1");
    expect(passwordFromStdinText(" spaced \n\n")).toBe(" spaced \n");
  });
});
