import type { Knex } from 'knex';
import type { Dialect } from './database.js';

export interface LeaseGrant {
  /** Units granted by this call (0 when the window is exhausted). */
  granted: number;
  /** Units used in the window, all processes together, after this grant. */
  usedAfter: number;
}

/**
 * The shared count of a key's fixed window. Each call is one atomic statement, so several
 * API processes on one database can never hand out more than the limit between them.
 */
export class RateLimitRepository {
  constructor(
    private readonly db: Knex,
    private readonly dialect: Dialect,
  ) {}

  async lease(keyId: string, windowStart: number, limit: number, want: number): Promise<LeaseGrant> {
    if (this.dialect === 'sqlite') {
      // SQLite evaluates every SET expression against the old row, so last_grant and used agree.
      const rows = (await this.db.raw(
        `INSERT INTO rate_limit_windows (key_id, window_start, used, last_grant)
         VALUES (?, ?, MIN(?, ?), MIN(?, ?))
         ON CONFLICT(key_id, window_start) DO UPDATE SET
           last_grant = MIN(?, MAX(? - used, 0)),
           used = used + MIN(?, MAX(? - used, 0))
         RETURNING used, last_grant`,
        [keyId, windowStart, want, limit, want, limit, want, limit, want, limit],
      )) as Array<{ used: number; last_grant: number }>;
      const row = rows[0];
      return { granted: Number(row.last_grant), usedAfter: Number(row.used) };
    }
    // MySQL/MariaDB: LAST_INSERT_ID(expr) hands the pre-update count back in the OK packet,
    // so one round trip both reserves and tells us what we got. A fresh row reports 0.
    // (affectedRows cannot tell: with FOUND_ROWS an unchanged, exhausted row also reports 1.)
    const [result] = (await this.db.raw(
      `INSERT INTO rate_limit_windows (key_id, window_start, used, last_grant)
       VALUES (?, ?, LEAST(?, ?), 0)
       ON DUPLICATE KEY UPDATE used = LAST_INSERT_ID(used) + LEAST(?, GREATEST(? - used, 0))`,
      [keyId, windowStart, want, limit, want, limit],
    )) as [{ insertId: number; affectedRows: number }];
    const before = Number(result.insertId);
    const granted = Math.min(want, Math.max(limit - before, 0));
    return { granted, usedAfter: before + granted };
  }

  /** Gives back units a process leased but did not use, so other processes can have them. */
  async release(keyId: string, windowStart: number, units: number): Promise<void> {
    if (units <= 0) return;
    await this.db('rate_limit_windows')
      .where({ key_id: keyId, window_start: windowStart })
      .update({ used: this.db.raw(this.dialect === 'sqlite' ? 'MAX(used - ?, 0)' : 'GREATEST(CAST(used AS SIGNED) - ?, 0)', [units]) });
  }

  async deleteWindowsBefore(windowStart: number): Promise<number> {
    return this.db('rate_limit_windows').where('window_start', '<', windowStart).delete();
  }
}
