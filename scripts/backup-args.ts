import { BackupError } from "./database-backup";

export interface BackupArgs {
  file: string | undefined;
  replace: boolean;
}

const USAGE = {
  backup: "Usage: npm run backup [-- --out FILE]",
  restore: "Usage: npm run restore -- FILE [--replace]",
};

/** The command line of `npm run backup` (`--out FILE`) or `npm run restore` (`FILE`, `--replace`). */
export function parseBackupArgs(argv: readonly string[], command: "backup" | "restore"): BackupArgs {
  const args: BackupArgs = { file: undefined, replace: false };
  for (let index = 0; index < argv.length; index += 1) {
    const arg = argv[index]!;
    if (command === "backup" && arg === "--out" && argv[index + 1]) args.file = argv[++index];
    else if (command === "restore" && arg === "--replace") args.replace = true;
    else if (command === "restore" && !arg.startsWith("-") && args.file === undefined) args.file = arg;
    else throw new BackupError(`Unknown argument: ${arg}. ${USAGE[command]}`);
  }
  if (command === "restore" && !args.file) throw new BackupError(`Which backup? ${USAGE.restore}`);
  return args;
}
