import { useEffect, useRef, type ComponentProps } from 'react';
import { Link, NavLink } from 'react-router';
import { useLocalePath } from './useLocale';
import { prefetchPath } from './prefetchRegistry';

type PrefetchMode = 'intent' | 'visible' | 'none';

type Props = Omit<ComponentProps<typeof Link>, 'to' | 'prefetch'> & { to: string; prefetchOn?: PrefetchMode };

function usePrefetch(target: string, mode: PrefetchMode) {
  const ref = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    if (mode !== 'visible' || !ref.current || typeof IntersectionObserver === 'undefined') return;
    const el = ref.current;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) {
        observer.disconnect();
        const idle = window.requestIdleCallback ?? ((cb: () => void) => window.setTimeout(cb, 200));
        idle(() => prefetchPath(target));
      }
    });
    observer.observe(el);
    return () => {
      observer.disconnect();
    };
  }, [target, mode]);
  const intent = mode === 'none' ? undefined : () => prefetchPath(target);
  return { ref, onMouseEnter: intent, onFocus: intent, onTouchStart: intent };
}

/** A link to a locale-neutral path ('/faq'), rendered in the current locale, prefetching its page chunk. */
export function LocaleLink({ to, prefetchOn = 'intent', ...rest }: Props) {
  const target = useLocalePath()(to);
  const handlers = usePrefetch(target, prefetchOn);
  return <Link to={target} {...rest} {...handlers} />;
}

type NavProps = Omit<ComponentProps<typeof NavLink>, 'to' | 'prefetch'> & { to: string };

export function LocaleNavLink({ to, ...rest }: NavProps) {
  const target = useLocalePath()(to);
  const handlers = usePrefetch(target, 'intent');
  return <NavLink to={target} end {...rest} {...handlers} />;
}
