import { keepOffline } from './contentReading';
import { putVisitReading } from './visitReading';

/** The element the server fills with the readings of the page it answers. */
export const PAGE_DATA_ID = 'page-data';

/**
 * Takes the readings the server put into the page (`<script type="application/json"
 * id="page-data">`, a data block the CSP lets through since it never runs): each is a visit
 * reading the page's first render then has without a call. Runs once, before the first render.
 */
export function takePageData(doc: Document = document): void {
  const element = doc.getElementById(PAGE_DATA_ID);
  if (!element?.textContent) return;
  try {
    const readings = JSON.parse(element.textContent) as Record<string, unknown>;
    for (const [key, data] of Object.entries(readings)) {
      putVisitReading(key, { data });
      keepOffline(key, data);
    }
  } catch {
    // A damaged block only costs the calls it would have saved.
  }
  element.remove();
}
