import type { BuildOptions } from "esbuild";
import type { PageAssets } from "../core/shared/page-assets";

export const PAGE_SCRIPT_PARTS: { name: string; marker: string; whenHydrating: boolean }[];
export function buildPageScripts(
  root: string,
  options?: BuildOptions,
): Promise<Pick<PageAssets, "pageScript" | "pageScriptParts">>;
