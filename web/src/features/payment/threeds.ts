// The 3-D Secure pop-up and the deposit page talk through `postMessage`, on this origin only.

/** The pop-up window's name: a second deposit reuses the same window. */
export const THREEDS_WINDOW = 'casino-threeds';
export const POPUP_FEATURES = 'popup=yes,width=480,height=680';

export const THREEDS_MESSAGE = 'casino:threeds';

/** What the return page tells its opener: the transaction is no longer pending. */
export interface ThreeDsMessage {
  type: typeof THREEDS_MESSAGE;
  id: string;
  status: string;
}

export function isThreeDsMessage(value: unknown): value is ThreeDsMessage {
  if (typeof value !== 'object' || value === null) return false;
  const m = value as Record<string, unknown>;
  return m.type === THREEDS_MESSAGE && typeof m.id === 'string' && typeof m.status === 'string';
}
