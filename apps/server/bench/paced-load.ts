// An open-loop load at a fixed rate, for tail latency: request i is due at start + i / rate and
// leaves then whether or not the earlier ones have answered, and its latency counts from when it
// was due, so a stall in the server shows in every request it held up (no coordinated omission).
//
// Why not autocannon's `overallRate`: it gives each connection a quota per second and sends it
// back to back as soon as the second starts, so "500 req/s over 50 connections" is a burst of 500
// requests at every second's start and idle time after it. The p99 it reports is that burst's
// queue, not what a player sees at that rate (docs/performance.md, "Tail latency").
import http from 'node:http';
import { performance } from 'node:perf_hooks';

export type PacedResult = {
  /** Requests answered with a 2xx. */
  ok: number;
  /** Answers outside 2xx and transport errors. */
  failed: number;
  /** What failed, by status code or error code (`503: 1`, `ECONNRESET: 1`). */
  failures: Record<string, number>;
  /** Latency from due time to the last byte, in ms. */
  p50: number;
  p90: number;
  p99: number;
  max: number;
  /** Requests this process sent more than 2 ms after they were due (the generator's own lag). */
  lateSends: number;
};

export type PacedOptions = {
  url: string;
  /** Requests per second. */
  rate: number;
  durationSeconds: number;
  headers?: Record<string, string>;
  /** Open connections at most; more requests in flight wait for one (and that wait counts). */
  maxSockets?: number;
};

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)]!;
}

export async function pacedLoad(options: PacedOptions): Promise<PacedResult> {
  const { url, rate, durationSeconds, headers = {}, maxSockets = 64 } = options;
  const agent = new http.Agent({ keepAlive: true, maxSockets });
  const total = Math.round(rate * durationSeconds);
  const interval = 1000 / rate;
  const latencies: number[] = [];
  let ok = 0;
  let failed = 0;
  const failures: Record<string, number> = {};
  const fail = (what: string) => {
    failed += 1;
    failures[what] = (failures[what] ?? 0) + 1;
  };
  let lateSends = 0;
  let answered = 0;

  const start = performance.now() + 20;
  await new Promise<void>((resolve) => {
    const done = () => {
      answered += 1;
      if (answered === total) resolve();
    };
    const fire = (due: number) => {
      if (performance.now() - due > 2) lateSends += 1;
      const request = http.request(url, { agent, headers }, (response) => {
        response.resume();
        response.on('end', () => {
          latencies.push(performance.now() - due);
          const status = response.statusCode ?? 0;
          if (status >= 200 && status < 300) ok += 1;
          else fail(String(status));
          done();
        });
      });
      request.on('error', (error: NodeJS.ErrnoException) => {
        fail(error.code ?? error.message);
        done();
      });
      request.end();
    };
    let next = 0;
    const tick = () => {
      const now = performance.now();
      while (next < total && start + next * interval <= now) {
        fire(start + next * interval);
        next += 1;
      }
      if (next < total) {
        // Timers fire in whole milliseconds: wake for the next due request, never spin.
        setTimeout(tick, Math.max(0, start + next * interval - performance.now()));
      }
    };
    setTimeout(tick, 20);
  });
  agent.destroy();

  latencies.sort((a, b) => a - b);
  return {
    ok,
    failed,
    failures,
    p50: percentile(latencies, 50),
    p90: percentile(latencies, 90),
    p99: percentile(latencies, 99),
    max: latencies[latencies.length - 1] ?? Number.NaN,
    lateSends,
  };
}
