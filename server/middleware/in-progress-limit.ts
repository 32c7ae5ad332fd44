/**
 * How many analyses one client may have in progress at once (decision 0025; one unless configured).
 * A client is what the rate limiter calls one: the socket address, or the forwarded one with
 * TRUST_PROXY. Kept in this process's memory: a claim lives only as long as its request. Pure: the
 * clock comes in.
 */
export type Claim =
  | { admitted: true; /** Ends the claim; later calls do nothing. */ release(): void }
  | { admitted: false; retryAfterSeconds: number };

export interface InProgressLimit {
  claim(client: string): Claim;
  /** Clients with a claim now. */
  readonly clients: number;
}

/** Weight of the newest duration in the typical one. */
const SMOOTHING = 0.3;

export function createInProgressLimit(options: {
  perClient: number;
  now: () => number;
  initialMs: number;
}): InProgressLimit {
  /** Start times of each client's claims, oldest first. */
  const started = new Map<string, number[]>();
  let typicalMs = options.initialMs;
  return {
    claim(client) {
      const held = started.get(client) ?? [];
      if (held.length >= options.perClient) {
        // The typical analysis, less what the client's oldest one has already taken.
        const elapsed = options.now() - held[0]!;
        return { admitted: false, retryAfterSeconds: Math.max(1, Math.ceil((typicalMs - elapsed) / 1000)) };
      }
      const at = options.now();
      held.push(at);
      started.set(client, held);
      let released = false;
      return {
        admitted: true,
        release() {
          if (released) return;
          released = true;
          held.splice(held.indexOf(at), 1);
          if (held.length === 0) started.delete(client);
          typicalMs = typicalMs * (1 - SMOOTHING) + (options.now() - at) * SMOOTHING;
        },
      };
    },
    get clients() {
      return started.size;
    },
  };
}
