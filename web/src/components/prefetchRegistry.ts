/** The app installs how a path's page chunk is prefetched; shared components only call `prefetchPath`. */
type Prefetcher = (path: string) => void;

let prefetcher: Prefetcher = () => undefined;

export function setPrefetcher(fn: Prefetcher): void {
  prefetcher = fn;
}

export function prefetchPath(path: string): void {
  prefetcher(path);
}
