import type { MouseEvent } from 'react';

/**
 * Whether a click on a link means "here": the main button without a modifier. A middle click or
 * Ctrl/⌘/Shift-click still opens the link's page elsewhere, as the visitor asked.
 */
export function plainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}
