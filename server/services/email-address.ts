import { createHash } from "node:crypto";
import { promises as dns } from "node:dns";
import { normalizeEmail } from "../../core/shared/privacy-request";

/** SHA-256 of `email:` and the lower-cased address: how privacy requests and the suppression list find it. */
export function emailHash(email: string): string {
  return createHash("sha256")
    .update(`email:${normalizeEmail(email)}`)
    .digest("hex");
}

export type MxLookup = (domain: string) => Promise<readonly { exchange: string }[]>;

/**
 * Whether mail can be delivered to the address's domain: it must name a mail server (an MX record
 * that is not the RFC 7505 "null MX"). Checked in production only (decision 0058); a DNS failure
 * other than "no such domain / no record" is not held against the visitor.
 */
export async function domainTakesMail(email: string, resolveMx: MxLookup = dns.resolveMx): Promise<boolean> {
  const domain = email.slice(email.lastIndexOf("@") + 1);
  try {
    const records = await resolveMx(domain);
    return records.some((record) => record.exchange !== "" && record.exchange !== ".");
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    return !(code === "ENOTFOUND" || code === "ENODATA" || code === "NXDOMAIN");
  }
}
