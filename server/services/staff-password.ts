import { randomInt } from "node:crypto";
import { hash, verify, type Algorithm, type Options } from "@node-rs/argon2";
import { STAFF_PASSWORD_MAX_LENGTH } from "../../core/shared/api/admin";

/** argon2id with the OWASP minimum: 19 MiB of memory, 2 passes, one lane. */
export const ARGON2_OPTIONS: Options = {
  // The package declares its Algorithm enum as an ambient const enum, which isolated modules cannot read.
  algorithm: 2 satisfies Algorithm.Argon2id,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
};

/**
 * A hash with the same parameters as ARGON2_OPTIONS, of a random password nobody knows. Sign-in with
 * an unknown e-mail verifies against it, so it takes as long as a wrong password for a real account.
 */
export const DUMMY_PASSWORD_HASH =
  "$argon2id$v=19$m=19456,t=2,p=1$sCLDuwHyniFTHVz33wFmFA$5hPVscuszLVKDWdNfYvrS25X3Gd7yhuoBLw6PE9+2hk";

export const STAFF_PASSWORD_MIN_LENGTH = 12;
export { STAFF_PASSWORD_MAX_LENGTH };

export function hashStaffPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export async function verifyStaffPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    // A malformed stored hash is a failed sign-in, never a crash.
    return false;
  }
}

const PASSWORD_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789";

/** A 24-character password from an unambiguous alphabet (about 140 bits), grouped for reading. */
export function generateStaffPassword(): string {
  const characters = Array.from({ length: 24 }, () => PASSWORD_ALPHABET[randomInt(PASSWORD_ALPHABET.length)]);
  return [0, 6, 12, 18].map((start) => characters.slice(start, start + 6).join("")).join("-");
}

export class StaffPasswordError extends Error {
  override name = "StaffPasswordError";
}

/** Refuses a password shorter or longer than staff passwords may be. */
export function checkStaffPassword(password: string): void {
  if (password.length < STAFF_PASSWORD_MIN_LENGTH) {
    throw new StaffPasswordError(`The password must be at least ${STAFF_PASSWORD_MIN_LENGTH} characters long.`);
  }
  if (password.length > STAFF_PASSWORD_MAX_LENGTH) {
    throw new StaffPasswordError(`The password must be at most ${STAFF_PASSWORD_MAX_LENGTH} characters long.`);
  }
}
