import { useSyncExternalStore } from 'react';

// The page's notifications: short messages about what happened away from the screen in front of
// the player (a deposit credited, a withdrawal paid, a new message, a reading that failed). A
// plain store outside React, so the query client and the realtime listeners can push without a
// component of their own; `Toaster` shows them.

export type ToastTone = 'success' | 'info' | 'error';

export interface ToastLink {
  /** A path without the language prefix (`LocaleLink` adds it). */
  to: string;
  /** The router state the link carries (which account tab to open). */
  state?: unknown;
  /** The translation key of the link's words. */
  labelKey: string;
}

export interface Toast {
  id: number;
  tone: ToastTone;
  /** The translation key of the message, read in the page's language when shown. */
  key: string;
  values?: Record<string, string>;
  link?: ToastLink;
  /** Another toast with the same tag is replaced, not repeated (one event heard twice). */
  tag?: string;
}

/** The most shown at once: older ones make room (they are also in the mail box or the history). */
export const MAX_TOASTS = 3;

let toasts: readonly Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function set(next: readonly Toast[]): void {
  toasts = next;
  listeners.forEach((l) => l());
}

/** Shows a toast; answers its id. */
export function pushToast(toast: Omit<Toast, 'id'>): number {
  const id = nextId++;
  const others = toast.tag === undefined ? toasts : toasts.filter((t) => t.tag !== toast.tag);
  set([...others, { ...toast, id }].slice(-MAX_TOASTS));
  return id;
}

export function dismissToast(id: number): void {
  if (toasts.some((t) => t.id === id)) set(toasts.filter((t) => t.id !== id));
}

/** Forgets every toast (sign-out: the next player never reads the last one's news). */
export function clearToasts(): void {
  if (toasts.length > 0) set([]);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The toasts shown now, oldest first. */
export function useToasts(): readonly Toast[] {
  return useSyncExternalStore(subscribe, () => toasts, () => toasts);
}
