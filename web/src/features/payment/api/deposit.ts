import { request } from '../../../api/client';
import type { DepositAnswer, DepositRequest } from '../../../api/generated/api';

/** Processors started by a deposit call (crypto deposits arrive at an address instead). */
export const DEPOSIT_PROCESSORS = ['altitudepay', 'moto', 'carespay', 'cashlib', 'wire'] as const;
export type DepositProcessorId = (typeof DEPOSIT_PROCESSORS)[number];

export function isDepositProcessor(id: string): id is DepositProcessorId {
  return (DEPOSIT_PROCESSORS as readonly string[]).includes(id);
}

/**
 * `POST front/<processor>_deposit_processor` (altitudepay, moto, carespay, cashlib, wire). The body's
 * idempotency key makes a retry of the same attempt return the first answer.
 */
export function deposit(processor: DepositProcessorId, body: DepositRequest): Promise<DepositAnswer> {
  return request(`front/${processor}_deposit_processor`, { body });
}
