import type { Plugin as EsbuildPlugin } from "esbuild";
import type { Plugin as VitePlugin } from "vite";

export function withoutPartImports(code: string, id: string): string | null;
export function messagePartsVitePlugin(): VitePlugin;
export function messagePartsEsbuildPlugin(): EsbuildPlugin;
