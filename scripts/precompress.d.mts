export function precompressed(content: Buffer): { br?: Buffer; gz?: Buffer };
