import pino, { type Logger } from 'pino';
import { urlSerializers } from './api/log-redaction.js';

/** Structured JSON logs; secrets never reach a line (the key header by path, a key in a URL by shape). */
export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  return pino(
    {
      level,
      base: { service: 'simulation-service' },
      timestamp: pino.stdTimeFunctions.isoTime,
      // A key placed in a URL is redacted wherever a URL is logged.
      serializers: urlSerializers,
      redact: { paths: ['req.headers["x-api-key"]', 'headers["x-api-key"]', 'api_key', '*.api_key'], censor: '[redacted]' },
    },
    destination,
  );
}
