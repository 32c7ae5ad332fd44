import { z } from "../core/shared/zod";

export interface StaffCreateArgs {
  email: string;
  role: "admin" | "editor";
  passwordFromStdin: boolean;
  /** Also turn the account's two-factor sign-in off (a locked-out last admin; decision 0053). */
  resetTwoFactor: boolean;
}

export const STAFF_CREATE_USAGE = `Usage: npm run staff:create -- --email <e-mail> --role admin|editor [--password-stdin] [--reset-two-factor]

Creates a staff account, or resets an existing one's role and password (which also signs it out
everywhere); --reset-two-factor also turns its two-factor sign-in off, for someone who lost both
their phone and their recovery codes. The password is read from standard input with --password-stdin, asked for (hidden) on
a terminal, or else generated and printed once. Uses DATABASE_URL, or the PGlite folder DATA_DIR;
stop a server that uses the same PGlite folder first.`;

const argsSchema = z.object({
  email: z.email({ error: "--email must be an e-mail address" }),
  role: z.enum(["admin", "editor"], { error: "--role must be admin or editor" }),
});

/** Reads the command line; an error's message says what is wrong (the caller prints the usage). */
export function parseStaffCreateArgs(argv: readonly string[]): StaffCreateArgs | { help: true } {
  const values: Record<string, string> = {};
  let passwordFromStdin = false;
  let resetTwoFactor = false;
  for (let index = 0; index < argv.length; index += 1) {
    const argument = argv[index]!;
    if (argument === "--help" || argument === "-h") return { help: true };
    if (argument === "--password-stdin") {
      passwordFromStdin = true;
      continue;
    }
    if (argument === "--reset-two-factor") {
      resetTwoFactor = true;
      continue;
    }
    const match = /^--(email|role)(?:=(.*))?$/.exec(argument);
    if (!match) throw new Error(`Unknown argument: ${argument}`);
    const value = match[2] ?? argv[index + 1];
    if (match[2] === undefined) index += 1;
    if (value === undefined || value.startsWith("--")) throw new Error(`--${match[1]} needs a value`);
    values[match[1]!] = value.trim();
  }
  if (!values.email) throw new Error("--email is required");
  if (!values.role) throw new Error("--role is required");
  const parsed = argsSchema.safeParse(values);
  if (!parsed.success) throw new Error(parsed.error.issues.map((issue) => issue.message).join("; "));
  return { ...parsed.data, passwordFromStdin, resetTwoFactor };
}

/** A password piped in: the text without the line ending `echo` or a file adds. */
export function passwordFromStdinText(text: string): string {
  return text.replace(/\r?\n$/, "");
}
