import { useEffect, useRef, type KeyboardEvent } from 'react';

export interface TabItem {
  /** A group or category slug, '' for every game. */
  slug: string;
  name: string;
  count?: number;
}

/** The id of a tab's button, for the panel's `aria-labelledby`. */
export function tabId(base: string, slug: string): string {
  return `${base}-tab-${slug || 'all'}`;
}

/**
 * The groups and categories as one horizontally scrolling row of tabs. Arrow keys, Home and End
 * move between tabs (one tab stop for the whole row); Enter, Space or a click opens one, since
 * each opening loads games.
 */
export function CategoryTabs({
  items,
  active,
  onSelect,
  idBase,
  panelId,
  label,
  formatCount,
}: {
  items: TabItem[];
  active: string;
  onSelect: (slug: string) => void;
  idBase: string;
  panelId: string;
  label: string;
  formatCount: (count: number) => string;
}) {
  const listRef = useRef<HTMLDivElement>(null);

  // The active tab is scrolled into the row's view, sideways only (the page itself never jumps).
  useEffect(() => {
    const list = listRef.current;
    const tab = list?.querySelector<HTMLElement>('[aria-selected="true"]');
    if (!list || !tab || list.scrollWidth <= list.clientWidth) return;
    const left = tab.offsetLeft - (list.clientWidth - tab.offsetWidth) / 2;
    list.scrollLeft = Math.max(0, left);
  }, [active, items.length]);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const tabs = Array.from(listRef.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]') ?? []);
    const current = tabs.indexOf(event.currentTarget);
    if (current < 0) return;
    let next = -1;
    if (event.key === 'ArrowRight') next = (current + 1) % tabs.length;
    else if (event.key === 'ArrowLeft') next = (current - 1 + tabs.length) % tabs.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = tabs.length - 1;
    if (next < 0) return;
    event.preventDefault();
    tabs[next].focus();
  };

  return (
    <div ref={listRef} className="lobby-tabs" role="tablist" aria-label={label}>
      {items.map((item) => {
        const selected = item.slug === active;
        return (
          <button
            key={item.slug || 'all'}
            id={tabId(idBase, item.slug)}
            type="button"
            role="tab"
            className="lobby-tab"
            aria-selected={selected}
            aria-controls={panelId}
            tabIndex={selected ? 0 : -1}
            onClick={() => onSelect(item.slug)}
            onKeyDown={onKeyDown}
          >
            {item.name}
            {item.count !== undefined ? (
              <>
                {' '}
                <span className="lobby-tab-count">{formatCount(item.count)}</span>
              </>
            ) : null}
          </button>
        );
      })}
    </div>
  );
}
