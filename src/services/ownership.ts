import { fail, type ResourceKind } from '../domain/errors.js';
import type { Caller } from './ports.js';

/**
 * The one tenant-ownership rule: unknown id → 404, another tenant's → 403 (in that order,
 * docs/contract.md "Order of checks"), else the record. Every use case that names a resource
 * by id goes through it.
 */
export function ownedBy<T extends { tenantId: string }>(caller: Caller, resource: ResourceKind, id: string, record: T | null): T {
  if (!record) return fail({ code: 'NOT_FOUND', resource, id });
  if (record.tenantId !== caller.tenantId) return fail({ code: 'FORBIDDEN', resource, id });
  return record;
}
