import type { Face } from "harfbuzzjs";

export const SOURCE_FONT: string;
export const SUBSET_FONT: string;
export const WEIGHTS: { min: number; max: number };
export const CODE_POINTS: number[];
export function unicodeRange(codePoints: Iterable<number>): string;
export function buildSubset(root?: string): Promise<Uint8Array>;
export function buildFixedWeightFont(weight: number, root?: string): Promise<Uint8Array>;
export function fontFace(woff2: Uint8Array): Promise<Face>;
