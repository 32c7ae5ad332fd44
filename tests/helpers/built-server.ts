import { spawn } from "node:child_process";
import { join } from "node:path";
import { PROJECT_ROOT } from "../../db/project-root";

/**
 * build/server-main.js in its own process, as `npm start` runs it, on a random loopback port; `env`
 * adds to or overrides the process's environment. `ready` resolves with the URL the server prints,
 * or rejects with its stderr if it exits first; `exited` resolves with its exit code.
 */
export function startBuiltServer(env: Record<string, string>) {
  const child = spawn(process.execPath, [join(PROJECT_ROOT, "build", "server-main.js")], {
    cwd: PROJECT_ROOT,
    env: { ...process.env, PORT: "0", HOST: "127.0.0.1", LOG_LEVEL: "warn", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stderr = "";
  child.stderr.on("data", (chunk) => (stderr += chunk));
  let output = "";
  const ready = new Promise<string>((resolve, reject) => {
    child.stdout.on("data", (chunk) => {
      output += chunk;
      const match = /running at (http:\/\/\S+)/.exec(output);
      if (match?.[1]) resolve(match[1]);
    });
    child.once("exit", (code, signal) => reject(new Error(`exited with ${code ?? signal}: ${stderr}`)));
  });
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return { child, ready, exited, stderr: () => stderr, stdout: () => output };
}
