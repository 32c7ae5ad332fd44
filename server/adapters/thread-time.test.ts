import sharp from "sharp";
import { describe, expect, it } from "vitest";
import {
  IMAGE_LIBRARY_THREAD,
  currentOsThread,
  measuredPreparation,
  preparationMeter,
  processThreads,
  type WorkMeter,
} from "./thread-time";

/** A clock the test moves by hand. */
function manualTime(start = 1000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

type Thread = { tid: number; name: string; cpuMs: number };

describe("this process's threads from /proc", () => {
  it("reads each thread's name and CPU time, skipping one that ended while the list was read", () => {
    const stats: Record<string, string> = {
      "/proc/self/task/10/stat": "10 (node) S 1 10 10 0 -1 0 0 0 0 0 120 30 0 0 20 0 9 0",
      "/proc/self/task/11/stat": "11 (libvips worker) R 1 10 10 0 -1 0 0 0 0 0 40 2 0 0 20 0 9 0",
    };
    const threads = processThreads(
      () => ["10", "11", "12"],
      (path) => {
        const stat = stats[path];
        if (!stat) throw new Error("ENOENT");
        return stat;
      },
    );
    expect(threads).toEqual([
      { tid: 10, name: "node", cpuMs: 1500 },
      { tid: 11, name: "libvips worker", cpuMs: 420 },
    ]);
  });

  it("answers null where the list cannot be read (another system)", () => {
    expect(
      processThreads(() => {
        throw new Error("ENOENT");
      }),
    ).toBeNull();
  });
});

describe("an image preparation's work meter", () => {
  const meterOver = (listing: { current: Thread[] | null }, time = manualTime()): [WorkMeter, typeof time] => [
    preparationMeter(
      () => listing.current,
      () => 1,
      time.now,
    ),
    time,
  ];

  it("counts the preparing thread and the image library's workers, never the other threads", () => {
    const listing: { current: Thread[] | null } = {
      current: [
        { tid: 1, name: "node", cpuMs: 1000 },
        { tid: 2, name: IMAGE_LIBRARY_THREAD, cpuMs: 500 },
        { tid: 3, name: "node", cpuMs: 9000 },
      ],
    };
    const [meter, time] = meterOver(listing);
    time.advance(6000);
    listing.current = [
      { tid: 1, name: "node", cpuMs: 1300 },
      { tid: 2, name: IMAGE_LIBRARY_THREAD, cpuMs: 900 },
      // Another thread (OCR, a PDF thread, the server's other work) is busy meanwhile: not counted.
      { tid: 3, name: "node", cpuMs: 14_000 },
    ];
    expect(meter.workMs()).toBe(700);
    expect(meter.wallMs()).toBe(6000);
  });

  it("counts a worker started meanwhile whole, and loses what a worker that ended did", () => {
    const listing: { current: Thread[] | null } = {
      current: [
        { tid: 1, name: "node", cpuMs: 0 },
        { tid: 2, name: IMAGE_LIBRARY_THREAD, cpuMs: 500 },
      ],
    };
    const [meter] = meterOver(listing);
    listing.current = [
      { tid: 1, name: "node", cpuMs: 100 },
      { tid: 4, name: IMAGE_LIBRARY_THREAD, cpuMs: 250 },
    ];
    expect(meter.workMs()).toBe(350);
  });

  it("counts wall-clock time where /proc cannot be read", () => {
    const listing: { current: Thread[] | null } = { current: null };
    const [meter, time] = meterOver(listing);
    time.advance(800);
    expect(meter.workMs()).toBe(800);
  });

  it("reports the work with the value", async () => {
    const time = manualTime();
    let cpu = 200;
    const result = await measuredPreparation(
      async () => {
        time.advance(5000);
        cpu += 1200;
        return "prepared";
      },
      () =>
        preparationMeter(
          () => [{ tid: 1, name: "node", cpuMs: cpu }],
          () => 1,
          time.now,
        ),
    );
    expect(result).toEqual({ value: "prepared", workMs: 1200 });
  });

  it.runIf(process.platform === "linux")(
    "counts the image library's real work, done on its own threads, and not a sleep",
    async () => {
      expect(currentOsThread()).toBeGreaterThan(0);
      const image = await sharp({ create: { width: 2400, height: 3000, channels: 3, background: "#f4f1ea" } })
        .png()
        .toBuffer();
      const blurred = await measuredPreparation(async () => {
        await sharp(image).grayscale().blur(20).median(3).normalize().png().toBuffer();
        return null;
      });
      expect(blurred.workMs).toBeGreaterThan(0);
      const slept = await measuredPreparation(() => new Promise((resolve) => setTimeout(resolve, 300)));
      expect(slept.workMs).toBeLessThan(100);
    },
    60_000,
  );
});
