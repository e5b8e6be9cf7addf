import { useMutation } from '@tanstack/react-query';
import type { RefundRequest } from '../../../api/generated/api';
import { requestRefund } from '../transactionsApi';

/** `front/request_refund`: the refund of a deposit, asked for with a reason. */
export function useRequestRefund() {
  return useMutation({ mutationFn: (body: RefundRequest) => requestRefund(body) });
}
