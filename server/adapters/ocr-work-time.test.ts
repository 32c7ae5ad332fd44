import { readlinkSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { WALL_LIMIT_FACTOR, WorkClock } from "../services/analyze-policy";
import { cpuMsOfStat, threadCpuMs, workMeter } from "./ocr";

/** A clock the test moves by hand (a promise's work moves it once the clock is waiting for it). */
function manualTime(start = 1000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

describe("a thread's CPU time from /proc", () => {
  it("reads user plus system ticks after the thread's name, in milliseconds", () => {
    // pid (comm) state ppid pgrp session tty tpgid flags minflt cminflt majflt cmajflt utime stime …
    const stat = "4242 (node) S 1 4242 4242 0 -1 4194560 900 0 0 0 1234 56 0 0 20 0 9 0";
    expect(cpuMsOfStat(stat)).toBe((1234 + 56) * 10);
  });

  it("finds the fields after a name holding spaces and parentheses", () => {
    const stat = "77 (a (b) c) R 1 77 77 0 -1 0 1 0 0 0 300 7 0 0 20 0 1 0";
    expect(cpuMsOfStat(stat)).toBe(3070);
  });

  it("answers null for a line that is not a stat line, or a thread that cannot be read", () => {
    expect(cpuMsOfStat("garbage")).toBeNull();
    expect(
      threadCpuMs(1, () => {
        throw new Error("ENOENT");
      }),
    ).toBeNull();
  });

  it.runIf(process.platform === "linux")("counts this thread's busy time and not its sleep", async () => {
    const tid = Number(readlinkSync("/proc/thread-self").split("/").pop());
    const before = threadCpuMs(tid)!;
    // Busy until the thread has used 50 ms (on a loaded machine that takes longer than 50 ms).
    const giveUp = performance.now() + 10_000;
    while (threadCpuMs(tid)! - before < 50 && performance.now() < giveUp) Math.sqrt(Math.random());
    expect(threadCpuMs(tid)! - before).toBeGreaterThanOrEqual(50);
    const beforeSleep = threadCpuMs(tid)!;
    await new Promise((resolve) => setTimeout(resolve, 300));
    // Asleep, it uses next to nothing, though 300 ms pass.
    expect(threadCpuMs(tid)! - beforeSleep).toBeLessThan(60);
  });
});

describe("a recognition's work meter", () => {
  it("counts the OCR thread's CPU time since the start, not the time that passed", () => {
    const time = manualTime();
    let cpu = 5000;
    const meter = workMeter(
      () => 99,
      () => cpu,
      time.now,
    );
    time.advance(12_000);
    cpu += 3000;
    expect(meter.wallMs()).toBe(12_000);
    expect(meter.workMs()).toBe(3000);
  });

  it("counts wall-clock time while the thread has not said which OS thread it is", () => {
    const time = manualTime();
    const meter = workMeter(
      () => undefined,
      () => 1,
      time.now,
    );
    time.advance(700);
    expect(meter.workMs()).toBe(700);
  });

  it("counts all of a thread's CPU time when it appears during the recognition (it started for it)", () => {
    const time = manualTime();
    let tid: number | undefined = undefined;
    const meter = workMeter(
      () => tid,
      () => 2500,
      time.now,
    );
    time.advance(9000);
    tid = 7;
    expect(meter.workMs()).toBe(2500);
  });

  it("keeps the last figure once the thread has ended, and wall-clock time if none was read", () => {
    const time = manualTime();
    let cpu: number | null = 100;
    const meter = workMeter(
      () => 3,
      () => cpu,
      time.now,
    );
    cpu = 400;
    expect(meter.workMs()).toBe(300);
    cpu = null;
    time.advance(5000);
    expect(meter.workMs()).toBe(300);
    const unreadable = workMeter(
      () => 3,
      () => null,
      time.now,
    );
    time.advance(50);
    expect(unreadable.workMs()).toBe(50);
  });
});

describe("an analysis's work clock", () => {
  it("counts a recognition's reported work, not its duration", async () => {
    const time = manualTime();
    const clock = new WorkClock(20_000, time.now);
    await clock.work(
      Promise.resolve().then(() => {
        time.advance(25_000);
        return { workMs: 4000 };
      }),
    );
    expect(clock.expired()).toBe(false);
    expect(clock.limit().workMs).toBe(16_000);
    expect(clock.limit(1000).workMs).toBe(15_000);
    // The wall-clock deadline (five times the limit) has 25 s less left.
    expect(clock.limit().wallMs).toBe(WALL_LIMIT_FACTOR * 20_000 - 25_000);
  });

  it("never counts more than the time a recognition took", async () => {
    const time = manualTime();
    const clock = new WorkClock(20_000, time.now);
    await clock.work(
      Promise.resolve().then(() => {
        time.advance(1000);
        return { workMs: 5000 };
      }),
    );
    expect(clock.limit().workMs).toBe(19_000);
  });

  it("ends an analysis at its wall-clock ceiling however little it worked", async () => {
    const time = manualTime();
    const clock = new WorkClock(20_000, time.now);
    await clock.work(
      Promise.resolve().then(() => {
        time.advance(WALL_LIMIT_FACTOR * 20_000 + 1);
        return { workMs: 1000 };
      }),
    );
    expect(clock.expired()).toBe(true);
    expect(clock.remainingMs()).toBe(1);
  });

  it("lets a reading done in time be extracted when the wall-clock ceiling passes meanwhile", async () => {
    const time = manualTime();
    const clock = new WorkClock(20_000, time.now);
    // Three scanned pages read on a busy machine: 16 s of work in 99.5 s.
    await clock.work(
      Promise.resolve().then(() => {
        time.advance(WALL_LIMIT_FACTOR * 20_000 - 500);
        return { workMs: 16_000 };
      }),
    );
    // Extracting the text: 200 ms of work that took 1.5 s.
    time.advance(1500);
    clock.counted(1500, 200);
    expect(clock.expired()).toBe(true);
    expect(clock.workExpired()).toBe(false);
    time.advance(5000);
    clock.counted(5000, 5000);
    expect(clock.workExpired()).toBe(true);
  });

  it("counts a stage's CPU time measured by its caller (extracting), never more than the time it took", () => {
    const time = manualTime();
    const clock = new WorkClock(20_000, time.now);
    time.advance(9000);
    clock.counted(9000, 2000);
    expect(clock.limit().workMs).toBe(18_000);
    time.advance(500);
    clock.counted(500, 4000);
    expect(clock.limit().workMs).toBe(17_500);
  });

  it("counts time nobody measured in wall-clock time, and never a wait in the queue", async () => {
    const time = manualTime();
    const clock = new WorkClock(20_000, time.now);
    await clock.pause(
      Promise.resolve().then(() => {
        time.advance(30_000);
      }),
    );
    expect(clock.remainingMs()).toBe(20_000);
    time.advance(20_001);
    expect(clock.expired()).toBe(true);
  });
});
