import { Writable } from 'node:stream';

/** What a logger wrote, kept for a test to read: give `sink` to the logger (pino writes one JSON line a call). */
export interface CapturedLogs {
  sink: Writable;
  /** Everything written, as written. */
  raw(): string;
  /** Every line, parsed. */
  lines(): Array<Record<string, unknown>>;
}

export function captureLogs(): CapturedLogs {
  let raw = '';
  const sink = new Writable({
    write(chunk: Buffer | string, _enc, done) {
      raw += chunk.toString();
      done();
    },
  });
  return {
    sink,
    raw: () => raw,
    lines: () =>
      raw
        .split('\n')
        .filter(Boolean)
        .map((l) => JSON.parse(l) as Record<string, unknown>),
  };
}
