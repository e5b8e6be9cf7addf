interface NetworkInformationLike {
  saveData?: boolean;
  effectiveType?: string;
}

export interface NavigatorLike {
  onLine?: boolean;
  connection?: NetworkInformationLike;
}

/** Prefetching is skipped offline, with data saver on, or on 2G. */
export function canPrefetch(nav: NavigatorLike | null = typeof navigator === 'undefined' ? null : navigator): boolean {
  if (!nav) return false;
  if (nav.onLine === false) return false;
  const connection = nav.connection;
  if (connection?.saveData) return false;
  const type = connection?.effectiveType ?? '';
  if (type === '2g' || type === 'slow-2g') return false;
  return true;
}
