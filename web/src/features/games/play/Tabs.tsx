import { useRef, type KeyboardEvent, type ReactNode } from 'react';

/**
 * Tabs over panels: the arrow keys, Home and End move between tabs (and select them); Tab goes
 * into the open panel. Only the open panel is rendered.
 */
export function Tabs<K extends string>({
  idBase,
  label,
  tabs,
  active,
  onSelect,
  children,
}: {
  idBase: string;
  label: string;
  tabs: readonly { key: K; label: string }[];
  active: K;
  onSelect: (key: K) => void;
  children: ReactNode;
}) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const index = Math.max(0, tabs.findIndex((t) => t.key === active));

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const last = tabs.length - 1;
    const next: Record<string, number> = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    };
    if (!(event.key in next)) return;
    event.preventDefault();
    onSelect(tabs[next[event.key]].key);
    refs.current[next[event.key]]?.focus();
  };

  return (
    <div className="play-tabs">
      <div className="play-tablist" role="tablist" aria-label={label}>
        {tabs.map((tab, i) => (
          <button
            key={tab.key}
            ref={(el) => {
              refs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`${idBase}-tab-${tab.key}`}
            aria-selected={i === index}
            aria-controls={`${idBase}-panel`}
            tabIndex={i === index ? 0 : -1}
            className="play-tab"
            onClick={() => onSelect(tab.key)}
            onKeyDown={onKeyDown}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div className="play-tabpanel" role="tabpanel" id={`${idBase}-panel`} aria-labelledby={`${idBase}-tab-${tabs[index]?.key}`} tabIndex={0}>
        {children}
      </div>
    </div>
  );
}
