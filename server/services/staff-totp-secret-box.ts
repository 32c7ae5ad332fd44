import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto";

/*
 * TOTP secrets at rest (decision 0053): AES-256-GCM under a key derived from STAFF_TOTP_KEY, or else
 * SESSION_SECRET. A database copy alone then holds no usable secret. "v1" names the scheme, so a
 * later key rotation can tell old rows from new.
 */

export type TotpSecretKey = Buffer;

/** The 256-bit key from the configured secret text. */
export function deriveTotpSecretKey(secretText: string): TotpSecretKey {
  return createHash("sha256").update(`quotemaple-staff-totp:${secretText}`).digest();
}

export function sealTotpSecret(key: TotpSecretKey, secretBase32: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  const sealed = Buffer.concat([cipher.update(secretBase32, "utf8"), cipher.final()]);
  return ["v1", iv.toString("base64url"), cipher.getAuthTag().toString("base64url"), sealed.toString("base64url")].join(
    ".",
  );
}

/** The secret, or null when the text was sealed under another key or altered (GCM checks both). */
export function openTotpSecret(key: TotpSecretKey, sealedText: string): string | null {
  const [version, iv, tag, sealed] = sealedText.split(".");
  if (version !== "v1" || !iv || !tag || !sealed) return null;
  try {
    const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(iv, "base64url"));
    decipher.setAuthTag(Buffer.from(tag, "base64url"));
    return Buffer.concat([decipher.update(Buffer.from(sealed, "base64url")), decipher.final()]).toString("utf8");
  } catch {
    return null;
  }
}
