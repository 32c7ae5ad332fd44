import { describe, expect, it } from "vitest";
import { createSlotQueue, type Admission, type Ticket } from "./ocr-queue";

const admitted = (admission: Admission): Ticket => {
  if (!admission.admitted) throw new Error("refused");
  return admission;
};

describe("the OCR slot queue", () => {
  it("gives the lowest free slot at once while slots are free", async () => {
    const queue = createSlotQueue({ slots: 2, maxWaiting: 1, initialJobMs: 1000 });
    const first = admitted(queue.enter());
    expect(await first.slot).toBe(0);
    expect(await admitted(queue.enter()).slot).toBe(1);
    first.finish();
    expect(await admitted(queue.enter()).slot).toBe(0);
  });

  it("queues up to its bound, then refuses at once with an estimate", () => {
    const queue = createSlotQueue({ slots: 1, maxWaiting: 2, initialJobMs: 4000 });
    expect(queue.enter().admitted).toBe(true);
    expect(queue.enter().admitted).toBe(true);
    expect(queue.enter().admitted).toBe(true);
    expect(queue.running).toBe(1);
    expect(queue.waiting).toBe(2);
    // One running and two waiting on one worker at 4 s each: about 12 s.
    expect(queue.enter()).toEqual({ admitted: false, retryAfterSeconds: 12 });
  });

  it("refuses the first extra job when the queue has no room at all", () => {
    const queue = createSlotQueue({ slots: 1, maxWaiting: 0, initialJobMs: 100 });
    expect(queue.enter().admitted).toBe(true);
    expect(queue.enter()).toEqual({ admitted: false, retryAfterSeconds: 1 });
  });

  it("hands a freed slot to the waiting jobs in order of arrival", async () => {
    const queue = createSlotQueue({ slots: 1, maxWaiting: 2, initialJobMs: 1000 });
    const first = admitted(queue.enter());
    const order: string[] = [];
    const second = admitted(queue.enter());
    const third = admitted(queue.enter());
    const secondStarted = second.slot.then((slot) => order.push(`second:${slot}`));
    const thirdStarted = third.slot.then((slot) => order.push(`third:${slot}`));
    first.finish();
    await secondStarted;
    // A newcomer now waits behind the third job, which already holds the next turn.
    const newcomer = admitted(queue.enter());
    second.finish();
    await thirdStarted;
    expect(order).toEqual(["second:0", "third:0"]);
    expect(queue.waiting).toBe(1);
    third.finish();
    expect(await newcomer.slot).toBe(0);
  });

  it("lets a waiting job leave the queue without ever taking a slot", async () => {
    const queue = createSlotQueue({ slots: 1, maxWaiting: 1, initialJobMs: 1000 });
    const running = admitted(queue.enter());
    const gaveUp = admitted(queue.enter());
    gaveUp.finish();
    expect(queue.waiting).toBe(0);
    const next = admitted(queue.enter());
    running.finish();
    expect(await next.slot).toBe(0);
    expect(queue.running).toBe(1);
  });

  it("learns the typical job duration from the jobs it sees", () => {
    const queue = createSlotQueue({ slots: 1, maxWaiting: 0, initialJobMs: 1000 });
    for (let job = 0; job < 20; job += 1) admitted(queue.enter()).finish(5000);
    expect(queue.typicalJobMs).toBeGreaterThan(4900);
    queue.enter();
    expect(queue.enter()).toEqual({ admitted: false, retryAfterSeconds: 5 });
  });

  it("frees a slot once, however often its job says it finished", async () => {
    const queue = createSlotQueue({ slots: 1, maxWaiting: 1, initialJobMs: 1000 });
    const first = admitted(queue.enter());
    const second = admitted(queue.enter());
    first.finish();
    first.finish();
    expect(await second.slot).toBe(0);
    expect(queue.running).toBe(1);
    expect(queue.enter().admitted).toBe(true);
    expect(queue.enter().admitted).toBe(false);
  });

  it("refuses the waiting jobs and later ones once closed", async () => {
    const queue = createSlotQueue({ slots: 1, maxWaiting: 1, initialJobMs: 1000 });
    queue.enter();
    const waiting = admitted(queue.enter());
    queue.close(new Error("closed"));
    await expect(waiting.slot).rejects.toThrow("closed");
    await expect(admitted(queue.enter()).slot).rejects.toThrow("closed");
  });

  it("holds a reserved place without a slot until the job asks for one", async () => {
    const queue = createSlotQueue({ slots: 1, maxWaiting: 1, initialJobMs: 1000 });
    // Two uploads still arriving hold both places, but neither keeps the worker idle.
    const slow = admitted(queue.reserve());
    const slower = admitted(queue.reserve());
    expect([queue.running, queue.waiting, queue.queued]).toEqual([0, 0, 2]);
    expect(queue.reserve()).toEqual({ admitted: false, retryAfterSeconds: 2 });
    expect(queue.enter().admitted).toBe(false);
    // The first ready takes the worker; the other, once ready, waits for it.
    expect(await slower.slot).toBe(0);
    const slowStarted = slow.slot;
    expect([queue.running, queue.waiting, queue.queued]).toEqual([1, 1, 1]);
    slower.finish();
    expect(await slowStarted).toBe(0);
    slow.finish();
    expect([queue.running, queue.waiting, queue.queued]).toEqual([0, 0, 0]);
  });

  it("gives a reserved place back when its job ends before asking for a slot", async () => {
    const queue = createSlotQueue({ slots: 1, maxWaiting: 0, initialJobMs: 1000 });
    const reserved = admitted(queue.reserve());
    expect(queue.enter().admitted).toBe(false);
    reserved.finish();
    reserved.finish();
    await expect(reserved.slot).rejects.toThrow();
    expect(await admitted(queue.enter()).slot).toBe(0);
    expect(queue.enter().admitted).toBe(false);
  });

  it("rejects a pool without workers", () => {
    expect(() => createSlotQueue({ slots: 0, maxWaiting: 0, initialJobMs: 1 })).toThrow(RangeError);
  });
});
