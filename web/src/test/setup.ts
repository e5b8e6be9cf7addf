// jsdom has no scrollTo; files that run in the node environment have no window at all.
if (typeof window !== 'undefined') {
  window.scrollTo = (() => undefined) as typeof window.scrollTo;
}
