import { useMutation } from '@tanstack/react-query';
import { request } from '../../../api/client';
import type { RefundRequest, TransactionAnswer } from '../../../api/generated/api';

/**
 * `POST front/request_refund`: a deposit's amount is set aside for its refund (paid back once the
 * identity is verified). Idempotent by `idempotency_key`: a retry returns the first answer.
 */
export function requestRefund(body: RefundRequest): Promise<TransactionAnswer> {
  return request('front/request_refund', { body });
}

/** The refund of a deposit, asked for with a reason. */
export function useRequestRefund() {
  return useMutation({ mutationFn: (body: RefundRequest) => requestRefund(body) });
}
