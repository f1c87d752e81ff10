import pino, { type Logger } from 'pino';

/** Structured JSON logs; secrets never reach a line (the key header is redacted by path too). */
export function createLogger(level: string): Logger {
  return pino({
    level,
    base: { service: 'simulation-service' },
    timestamp: pino.stdTimeFunctions.isoTime,
    redact: { paths: ['req.headers["x-api-key"]', 'headers["x-api-key"]', 'api_key', '*.api_key'], censor: '[redacted]' },
  });
}
