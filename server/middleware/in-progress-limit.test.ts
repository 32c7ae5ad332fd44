import { describe, expect, it } from "vitest";
import { createInProgressLimit } from "./in-progress-limit";

function clock() {
  let now = 0;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

describe("analyses in progress per client", () => {
  it("refuses a second claim by the same client while the first is held", () => {
    const time = clock();
    const limit = createInProgressLimit({ perClient: 1, now: time.now, initialMs: 5000 });
    expect(limit.claim("203.0.113.7").admitted).toBe(true);
    time.advance(2000);
    expect(limit.claim("203.0.113.7")).toEqual({ admitted: false, retryAfterSeconds: 3 });
  });

  it("lets other clients in at the same time", () => {
    const limit = createInProgressLimit({ perClient: 1, now: clock().now, initialMs: 5000 });
    expect(limit.claim("203.0.113.7").admitted).toBe(true);
    expect(limit.claim("203.0.113.8").admitted).toBe(true);
    expect(limit.clients).toBe(2);
  });

  it("admits the client again once its claim is released, and only once per release", () => {
    const limit = createInProgressLimit({ perClient: 1, now: clock().now, initialMs: 5000 });
    const first = limit.claim("203.0.113.7");
    if (!first.admitted) throw new Error("refused");
    first.release();
    expect(limit.claim("203.0.113.7").admitted).toBe(true);
    // A late second release of the first claim leaves the new one in place.
    first.release();
    expect(limit.claim("203.0.113.7").admitted).toBe(false);
  });

  it("allows as many at once as configured", () => {
    const limit = createInProgressLimit({ perClient: 2, now: clock().now, initialMs: 5000 });
    expect(limit.claim("203.0.113.7").admitted).toBe(true);
    expect(limit.claim("203.0.113.7").admitted).toBe(true);
    expect(limit.claim("203.0.113.7").admitted).toBe(false);
  });

  it("estimates from the analyses it has seen, and never less than a second", () => {
    const time = clock();
    const limit = createInProgressLimit({ perClient: 1, now: time.now, initialMs: 1000 });
    for (let run = 0; run < 20; run += 1) {
      const claim = limit.claim("203.0.113.7");
      if (!claim.admitted) throw new Error("refused");
      time.advance(10_000);
      claim.release();
    }
    limit.claim("203.0.113.7");
    expect(limit.claim("203.0.113.7")).toMatchObject({ retryAfterSeconds: 10 });
    time.advance(60_000);
    expect(limit.claim("203.0.113.7")).toMatchObject({ retryAfterSeconds: 1 });
  });
});
