import type { Knex } from 'knex';
import type { Page, Paging } from '../domain/records.js';

/**
 * The one paged list query: the rows a filter selects, newest first (created_at, then id, both
 * descending, so rows created in the same millisecond keep one order), one page of them, and
 * the total of all matches. `filtered` builds a fresh filtered query each time it is called.
 */
export async function newestFirstPage<Row, T>(
  table: string,
  filtered: () => Knex.QueryBuilder,
  paging: Paging,
  toRecord: (row: Row) => T,
): Promise<Page<T>> {
  const [rows, countRow] = await Promise.all([
    filtered()
      .select(`${table}.*`)
      .orderBy([
        { column: `${table}.created_at`, order: 'desc' },
        { column: `${table}.id`, order: 'desc' },
      ])
      .limit(paging.limit)
      .offset(paging.offset) as Promise<Row[]>,
    filtered().count({ n: '*' }).first() as Promise<{ n: number | string } | undefined>,
  ]);
  return { items: rows.map(toRecord), total: Number(countRow?.n ?? 0), limit: paging.limit, offset: paging.offset };
}
