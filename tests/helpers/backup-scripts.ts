import { spawn } from "node:child_process";
import type { DatabaseHandle } from "../../db/client";
import { PROJECT_ROOT } from "../../db/project-root";
import { contactMessages } from "../../db/schema";
import { join } from "node:path";

/** Runs `npm run backup` or `npm run restore` (the tsx scripts) with this environment. */
export function script(name: "backup" | "restore", args: string[], env: Record<string, string>) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn(join(PROJECT_ROOT, "node_modules", ".bin", "tsx"), [`scripts/${name}.ts`, ...args], {
      cwd: PROJECT_ROOT,
      // Only this target: a DATABASE_URL of the test run must not win over the DATA_DIR given here.
      env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.once("exit", (code) => resolve({ code, stdout, stderr }));
  });
}

export const MESSAGE = {
  name: "Élodie Tremblay",
  email: "elodie@example.ca",
  subject: "coverage" as const,
  message: "Sauvegarde : est-ce que ma prime change au renouvellement ? 🍁",
};

export async function readMessages(database: DatabaseHandle) {
  return database.db
    .select({ name: contactMessages.name, email: contactMessages.email, message: contactMessages.message })
    .from(contactMessages);
}
