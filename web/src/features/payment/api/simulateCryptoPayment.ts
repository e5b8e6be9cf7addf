import { request } from '../../../api/client';
import type { SandboxCryptoPayment, TransactionAnswer } from '../../../api/generated/api';

/** `POST sandbox/crypto_payment`: the crypto sandbox plays its processor's payment notification. */
export function simulateCryptoPayment(body: SandboxCryptoPayment): Promise<TransactionAnswer> {
  return request('sandbox/crypto_payment', { body });
}
