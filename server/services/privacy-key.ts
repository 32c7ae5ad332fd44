import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { PRIVACY_KEY_ALPHABET, PRIVACY_KEY_LENGTH } from "../../core/shared/privacy-key";

/** A new privacy key: 20 characters of 5 random bits each (a byte's low 5 bits are uniform). */
export function newPrivacyKey(): string {
  return [...randomBytes(PRIVACY_KEY_LENGTH)].map((byte) => PRIVACY_KEY_ALPHABET[byte & 31]).join("");
}

/** What sessions store of a key: its SHA-256 (the key itself is never stored or logged). */
export function hashPrivacyKey(key: string): string {
  return createHash("sha256").update(`privacy-key:${key}`).digest("hex");
}

/**
 * Whether a browser's key is the one a row stored the hash of. No key, or a row that stored none,
 * holds nothing; the comparison takes the same time wherever the hashes differ.
 */
export function holdsPrivacyKey(storedHash: string | null, privacyKey: string | null): boolean {
  if (storedHash === null || privacyKey === null) return false;
  const presented = Buffer.from(hashPrivacyKey(privacyKey));
  const stored = Buffer.from(storedHash);
  return presented.length === stored.length && timingSafeEqual(presented, stored);
}
