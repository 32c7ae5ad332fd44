// `npm start`: builds when the sources changed since the last build, then runs the server.
import { ensureBuild } from "./ensure-build.mjs";

ensureBuild();
await import("../build/server-main.js");
