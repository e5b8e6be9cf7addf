import { vi } from 'vitest';

/** The message said under a control (its description's error part). */
export function messageUnder(control: HTMLElement): string | undefined {
  const ids = control.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)).find((el) => el?.getAttribute('role') === 'alert')?.textContent ?? undefined;
}

/** The site's header (pages have headers of their own), once it is drawn. */
export function siteHeader(): Promise<HTMLElement> {
  return vi.waitFor(
    () => {
      const header = document.querySelector<HTMLElement>('header.site-header');
      if (!header) throw new Error('no header yet');
      return header;
    },
    { timeout: 15_000 },
  );
}
