// `npm run staff:create -- --email x@y.ca --role admin|editor [--password-stdin]`: creates or resets a
// staff account (argon2id hash) in the database the configuration names, migrating it first.
import { openDatabase } from "../db/client";
import { migrateDatabase } from "../db/migrate";
import { loadConfig } from "../server/config";
import { createOrResetStaffUser } from "../server/services/create-or-reset-staff-user";
import { resetTwoFactor } from "../server/services/staff-two-factor";
import { generateStaffPassword, StaffPasswordError } from "../server/services/staff-password";
import {
  parseStaffCreateArgs,
  passwordFromStdinText,
  STAFF_CREATE_USAGE,
  type StaffCreateArgs,
} from "./staff-create-args";

async function readAllStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString("utf8");
}

/** Asks for a line on the terminal without echoing it. Ctrl+C cancels. */
function promptHidden(question: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const input = process.stdin;
    let value = "";
    process.stdout.write(question);
    input.setRawMode(true);
    input.resume();
    input.setEncoding("utf8");
    const finish = (error?: Error) => {
      input.setRawMode(false);
      input.pause();
      input.removeListener("data", onData);
      process.stdout.write("\n");
      if (error) reject(error);
      else resolve(value);
    };
    const onData = (text: string) => {
      for (const character of text) {
        if (character === "\r" || character === "\n") return finish();
        if (character === "\u0003") return finish(new Error("Cancelled."));
        if (character === "\u007f" || character === "\b") value = value.slice(0, -1);
        else if (character >= " ") value += character;
      }
    };
    input.on("data", onData);
  });
}

async function choosePassword(args: StaffCreateArgs): Promise<{ password: string; generated: boolean }> {
  if (args.passwordFromStdin) return { password: passwordFromStdinText(await readAllStdin()), generated: false };
  if (process.stdin.isTTY) {
    const password = await promptHidden("Password (at least 12 characters; leave empty to generate one): ");
    if (password === "") return { password: generateStaffPassword(), generated: true };
    const confirmation = await promptHidden("Repeat the password: ");
    if (confirmation !== password) throw new StaffPasswordError("The two passwords differ.");
    return { password, generated: false };
  }
  return { password: generateStaffPassword(), generated: true };
}

async function main(): Promise<number> {
  let args: ReturnType<typeof parseStaffCreateArgs>;
  try {
    args = parseStaffCreateArgs(process.argv.slice(2));
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${STAFF_CREATE_USAGE}`);
    return 2;
  }
  if ("help" in args) {
    console.log(STAFF_CREATE_USAGE);
    return 0;
  }
  const { password, generated } = await choosePassword(args);
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR, poolSize: 1 });
  try {
    await migrateDatabase(database);
    const result = await createOrResetStaffUser(database.db, { email: args.email, role: args.role, password });
    const email = args.email.trim().toLowerCase();
    console.log(
      result.created
        ? `Created ${args.role} account ${email}.`
        : `Reset ${email}: role ${args.role}, new password; its sessions were signed out.`,
    );
    if (args.resetTwoFactor) {
      await resetTwoFactor({ db: database.db }, { id: null, email: null, ip: null }, result.id);
      console.log("Two-factor sign-in turned off; set it up again from /admin/account.");
    }
    if (generated) console.log(`Generated password (shown only this once): ${password}`);
    return 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof StaffPasswordError ? error.message : `staff:create failed: ${String(error)}`);
    process.exit(1);
  },
);
