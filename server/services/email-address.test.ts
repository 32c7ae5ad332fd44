import { describe, expect, it } from "vitest";
import { isPermanentRefusal } from "../adapters/mailer";
import { domainTakesMail, emailHash } from "./email-address";

describe("deliverable addresses", () => {
  it("needs a mail server for the domain, and does not hold a DNS outage against the visitor", async () => {
    const asked: string[] = [];
    const lookup = (records: { exchange: string }[] | Error) => async (domain: string) => {
      asked.push(domain);
      if (records instanceof Error) throw records;
      return records;
    };
    expect(await domainTakesMail("a@example.ca", lookup([{ exchange: "mx.example.ca" }]))).toBe(true);
    expect(asked).toEqual(["example.ca"]);
    // RFC 7505's null MX: the domain says it takes no mail.
    expect(await domainTakesMail("a@example.ca", lookup([{ exchange: "" }]))).toBe(false);
    expect(
      await domainTakesMail("a@nowhere.invalid", lookup(Object.assign(new Error("x"), { code: "ENOTFOUND" }))),
    ).toBe(false);
    expect(await domainTakesMail("a@example.ca", lookup(Object.assign(new Error("x"), { code: "ENODATA" })))).toBe(
      false,
    );
    expect(await domainTakesMail("a@example.ca", lookup(Object.assign(new Error("x"), { code: "ETIMEOUT" })))).toBe(
      true,
    );
  });

  it("hashes an address as privacy requests do, whatever its case and spaces", () => {
    expect(emailHash(" Claire@Example.com ")).toBe(emailHash("claire@example.com"));
    expect(emailHash("claire@example.com")).toMatch(/^[0-9a-f]{64}$/);
  });

  it("takes only an SMTP 5xx reply as a refusal for good", () => {
    expect(isPermanentRefusal(Object.assign(new Error("no such user"), { responseCode: 550 }))).toBe(true);
    expect(isPermanentRefusal(Object.assign(new Error("busy"), { responseCode: 450 }))).toBe(false);
    expect(isPermanentRefusal(new Error("connection refused"))).toBe(false);
    expect(isPermanentRefusal(null)).toBe(false);
  });
});
