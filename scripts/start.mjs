// `npm start`: builds when the sources changed since the last build, then runs the server.
import { ensureBuild } from "./ensure-build.mjs";

ensureBuild();
// React and React Router pick their production builds from NODE_ENV when first loaded.
process.env.NODE_ENV ??= "production";
await import("../build/server-main.js");
