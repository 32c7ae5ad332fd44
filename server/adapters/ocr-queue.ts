/**
 * The OCR pool's waiting line, without the workers (decision 0025): a fixed number of slots (one per
 * worker) and a bounded queue in front of them. A job that would overflow the queue is refused at
 * once with an estimate of when to come back; an admitted one gets the lowest free slot, in order of
 * arrival. Pure: the clock and the workers stay outside.
 */
export interface SlotQueueOptions {
  /** Jobs that run at once (workers). */
  slots: number;
  /** Jobs that may wait for a slot; one more is refused. */
  maxWaiting: number;
  /** Assumed duration of a job until some have been measured. */
  initialJobMs: number;
}

/**
 * An admitted job: its slot (at once, or when one frees), and how it leaves the queue. A ticket from
 * `reserve()` holds a place without a slot until `slot` is first read, so a job that is not ready to
 * work (its upload is still arriving) never keeps a worker idle.
 */
export interface Ticket {
  admitted: true;
  readonly slot: Promise<number>;
  /**
   * Gives the slot back, or the place in the queue when it is still waiting. `jobMs`, the time the
   * job worked, counts into the typical duration. Once per ticket; later calls do nothing.
   */
  finish(jobMs?: number): void;
}

export type Admission = Ticket | { admitted: false; retryAfterSeconds: number };

export interface SlotQueue {
  /** Takes a slot, or a place in the queue, or is refused at once when both are full. */
  enter(): Admission;
  /** Takes a place, refused at once like `enter()`; the slot is asked for when `slot` is first read. */
  reserve(): Admission;
  /** Seconds until the jobs running and waiting now have likely finished (at least 1). */
  retryAfterSeconds(): number;
  /** Refuses every waiting job with this error; later ones too. */
  close(error: Error): void;
  readonly running: number;
  readonly waiting: number;
  /** Places held in the queue: jobs waiting for a slot and tickets that have not asked for one yet. */
  readonly queued: number;
  /** The typical job duration, a moving average of the measured ones. */
  readonly typicalJobMs: number;
}

/** Weight of the newest measurement in the typical duration. */
const SMOOTHING = 0.3;

interface Waiter {
  grant(slot: number): void;
  refuse(error: Error): void;
}

export function createSlotQueue(options: SlotQueueOptions): SlotQueue {
  if (!Number.isInteger(options.slots) || options.slots < 1) throw new RangeError("slots must be at least 1");
  if (!Number.isInteger(options.maxWaiting) || options.maxWaiting < 0) throw new RangeError("maxWaiting must be >= 0");
  const busy: boolean[] = Array.from({ length: options.slots }, () => false);
  const waiting: Waiter[] = [];
  let typicalJobMs = options.initialJobMs;
  let closed: Error | null = null;

  /** Tickets that hold a place but have not asked for a slot yet. */
  let reserved = 0;
  const running = () => busy.filter(Boolean).length;
  const held = () => running() + waiting.length + reserved;
  const retryAfterSeconds = () => Math.max(1, Math.ceil(((held() / options.slots) * typicalJobMs) / 1000));

  const free = (slot: number) => {
    const next = waiting.shift();
    // The slot passes straight to the next in line, so a newcomer cannot jump the queue.
    if (next) next.grant(slot);
    else busy[slot] = false;
  };

  const ticket = (): Ticket => {
    let holding: number | null = null;
    let finished = false;
    let waiter: Waiter | null = null;
    let slot: Promise<number> | null = null;
    reserved += 1;
    const requestSlot = () =>
      new Promise<number>((resolve, reject) => {
        // A ticket finished before its slot was asked for gave its place back then.
        if (finished) return reject(new Error("finished"));
        reserved -= 1;
        const grant = (granted: number) => {
          holding = granted;
          resolve(granted);
        };
        if (closed) return reject(closed);
        const open = busy.indexOf(false);
        if (open >= 0) {
          busy[open] = true;
          return grant(open);
        }
        waiter = { grant, refuse: reject };
        waiting.push(waiter);
      });
    return {
      admitted: true,
      get slot() {
        if (!slot) {
          slot = requestSlot();
          // A ticket finished before anyone awaits its refusal must not count as an unhandled rejection.
          slot.catch(() => {});
        }
        return slot;
      },
      finish(jobMs) {
        if (finished) return;
        finished = true;
        if (!slot) {
          reserved -= 1;
          return;
        }
        if (holding === null) {
          const place = waiter ? waiting.indexOf(waiter) : -1;
          if (place >= 0) waiting.splice(place, 1);
          return;
        }
        if (jobMs !== undefined && Number.isFinite(jobMs) && jobMs > 0) {
          typicalJobMs = typicalJobMs * (1 - SMOOTHING) + jobMs * SMOOTHING;
        }
        free(holding);
      },
    };
  };

  const reserve = (): Admission => {
    if (!closed && held() >= options.slots + options.maxWaiting) {
      return { admitted: false, retryAfterSeconds: retryAfterSeconds() };
    }
    return ticket();
  };

  return {
    enter() {
      const admission = reserve();
      if (admission.admitted) void admission.slot;
      return admission;
    },
    reserve,
    retryAfterSeconds,
    close(error) {
      closed = error;
      for (const waiter of waiting.splice(0)) waiter.refuse(error);
    },
    get running() {
      return running();
    },
    get waiting() {
      return waiting.length;
    },
    get queued() {
      return waiting.length + reserved;
    },
    get typicalJobMs() {
      return typicalJobMs;
    },
  };
}
