import { request } from '../../../api/client';
import { DEPOSIT_CALLS, type DepositAnswer, type DepositRequest, type Processor } from '../../../api/generated/api';

/** Processors started by a deposit call (crypto deposits arrive at an address instead). */
export type DepositProcessorId = (typeof DEPOSIT_CALLS)[number];

export function isDepositProcessor(id: Processor): id is DepositProcessorId {
  return (DEPOSIT_CALLS as readonly Processor[]).includes(id);
}

/**
 * `POST front/<processor>_deposit_processor` (altitudepay, moto, carespay, cashlib, wire). The body's
 * idempotency key makes a retry of the same attempt return the first answer.
 */
export function deposit(processor: DepositProcessorId, body: DepositRequest): Promise<DepositAnswer> {
  return request(`front/${processor}_deposit_processor`, { body });
}
