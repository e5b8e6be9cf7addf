import { request } from '../../api/client';
import type { RefundRequest, TransactionAnswer, TransactionFilter, TransactionPage, TransactionView } from '../../api/generated/api';

/** `POST front/get_financial_transactions`: one page of the player's deposits, withdrawals and refunds, newest first. */
export function getFinancialTransactions(body: TransactionFilter, signal?: AbortSignal): Promise<TransactionPage> {
  return request('front/get_financial_transactions', { body, signal });
}

/** `POST front/get_financial_transaction`: one transaction of the player. */
export function getFinancialTransaction(id: string, signal?: AbortSignal): Promise<TransactionView> {
  return request('front/get_financial_transaction', { body: { id }, signal });
}

/** `POST front/cancel_withdrawal_request`: a pending withdrawal goes back to the balance. */
export function cancelWithdrawalRequest(id: string): Promise<TransactionAnswer> {
  return request('front/cancel_withdrawal_request', { body: { id } });
}

/**
 * `POST front/request_refund`: a deposit's amount is set aside for its refund (paid back once the
 * identity is verified). Idempotent by `idempotency_key`: a retry returns the first answer.
 */
export function requestRefund(body: RefundRequest): Promise<TransactionAnswer> {
  return request('front/request_refund', { body });
}
