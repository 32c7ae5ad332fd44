import { createHash, randomBytes, randomInt, timingSafeEqual } from "node:crypto";
import { Secret, TOTP } from "otpauth";

/*
 * The rules of two-factor sign-in (decision 0053), free of the database and the clock: RFC 6238 codes
 * (SHA-1, 6 digits, 30-second steps, what every authenticator app reads from a QR code), accepted one
 * step either side of now, never twice; recovery codes made, hashed and matched.
 */

export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_DIGITS = 6;
/** Steps accepted either side of the current one: a phone's clock a little off still works. */
export const TOTP_WINDOW_STEPS = 1;
export const RECOVERY_CODE_COUNT = 10;
/** 12 characters of a 32-letter alphabet: 60 random bits, stored with a 64-bit salt (ASVS 2.6.2). */
const RECOVERY_CODE_LENGTH = 12;
/** Crockford's base 32 without the look-alikes i, l, o, u. */
const RECOVERY_ALPHABET = "0123456789abcdefghjkmnpqrstvwxyz";

/** A new secret: 20 random bytes (160 bits, RFC 4226's recommendation), as base 32 for the apps. */
export function createTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

function totpFor(secretBase32: string, label = "staff"): TOTP {
  return new TOTP({
    issuer: "QuoteMaple",
    label,
    secret: Secret.fromBase32(secretBase32),
    algorithm: "SHA1",
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
  });
}

/** The otpauth:// address an authenticator app reads from the QR code. */
export function totpAddress(secretBase32: string, email: string): string {
  return totpFor(secretBase32, email).toString();
}

/** The 30-second step a moment falls in. */
export function timeStepOf(now: Date): number {
  return Math.floor(now.getTime() / 1000 / TOTP_PERIOD_SECONDS);
}

/** The code for a moment (what an app shows then); for tests and nothing else on the server. */
export function totpCodeAt(secretBase32: string, at: Date): string {
  return totpFor(secretBase32).generate({ timestamp: at.getTime() });
}

/** What a typed code is: six digits (spaces allowed, as apps show "123 456"), or else a recovery code. */
export function normalizeTotpCode(input: string): string | null {
  const digits = input.replace(/[\s-]/g, "");
  return new RegExp(`^\\d{${TOTP_DIGITS}}$`).test(digits) ? digits : null;
}

export type TotpCheck = { ok: true; step: number } | { ok: false; reason: "malformed" | "wrong" | "replayed" };

/**
 * Checks a code against the secret at `now`, one step either side. A code whose step is at or before
 * `lastUsedStep` (the last one accepted for this account) is a replay, even when it is still in the
 * window: so a code seen over someone's shoulder, or sent twice, is refused. The caller stores the
 * step it returns, in the same write that accepts it.
 */
export function checkTotpCode(
  secretBase32: string,
  input: string,
  options: { now: Date; lastUsedStep: number | null },
): TotpCheck {
  const code = normalizeTotpCode(input);
  if (code === null) return { ok: false, reason: "malformed" };
  const delta = totpFor(secretBase32).validate({
    token: code,
    timestamp: options.now.getTime(),
    window: TOTP_WINDOW_STEPS,
  });
  if (delta === null) return { ok: false, reason: "wrong" };
  const step = timeStepOf(options.now) + delta;
  if (options.lastUsedStep !== null && step <= options.lastUsedStep) return { ok: false, reason: "replayed" };
  return { ok: true, step };
}

/** Ten new recovery codes, shown to their owner once as "abcd-efgh-jkmn". */
export function createRecoveryCodes(count = RECOVERY_CODE_COUNT): string[] {
  return Array.from({ length: count }, () => {
    let code = "";
    for (let index = 0; index < RECOVERY_CODE_LENGTH; index += 1) code += RECOVERY_ALPHABET[randomInt(32)];
    return `${code.slice(0, 4)}-${code.slice(4, 8)}-${code.slice(8)}`;
  });
}

/** A typed recovery code as stored: lower case, no separators, look-alike letters read as digits. */
export function normalizeRecoveryCode(input: string): string | null {
  const code = input.toLowerCase().replace(/[\s-]/g, "").replace(/o/g, "0").replace(/[il]/g, "1");
  return code.length === RECOVERY_CODE_LENGTH && [...code].every((letter) => RECOVERY_ALPHABET.includes(letter))
    ? code
    : null;
}

function saltedDigest(salt: string, code: string): string {
  return createHash("sha256").update(`${salt}:${code}`).digest("base64url");
}

/** "salt$digest": SHA-256 of a random 64-bit salt and the code. */
export function hashRecoveryCode(code: string): string {
  const normalized = normalizeRecoveryCode(code);
  if (normalized === null) throw new Error("not a recovery code");
  const salt = randomBytes(8).toString("base64url");
  return `${salt}$${saltedDigest(salt, normalized)}`;
}

/** Whether a typed code matches a stored hash (compared in constant time). */
export function matchesRecoveryCode(input: string, stored: string): boolean {
  const normalized = normalizeRecoveryCode(input);
  const [salt, digest] = stored.split("$");
  if (normalized === null || !salt || !digest) return false;
  const expected = Buffer.from(digest);
  const actual = Buffer.from(saltedDigest(salt, normalized));
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
