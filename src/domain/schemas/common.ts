import { z } from 'zod';
import '../validation.js';

export const Timestamp = z.iso.datetime().meta({ description: 'ISO 8601 UTC timestamp with milliseconds', example: '2026-11-22T10:00:00.000Z' });
export const Uuid = z.uuid();

export const LIMIT_DEFAULT = 20;
export const LIMIT_MAX = 100;
/** The largest offset: gRPC's int32 field, so every transport names the same bound (not 2^53 − 1). */
export const OFFSET_MAX = 2_147_483_647;

/** Paging query of every list endpoint (docs/contract.md "Simulations"). */
export const PagingInput = z.object({
  limit: z.int().min(1).max(LIMIT_MAX).default(LIMIT_DEFAULT).meta({ description: 'Results per page (1–100)' }),
  offset: z.int().min(0).max(OFFSET_MAX).default(0).meta({ description: 'Number of results to skip' }),
});

export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), total: z.int(), limit: z.int(), offset: z.int() });

export const iso = (ms: number): string => new Date(ms).toISOString();
export const isoOrNull = (ms: number | null): string | null => (ms === null ? null : iso(ms));
