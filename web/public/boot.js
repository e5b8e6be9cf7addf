// Starts the app of a page rendered at build time once that page has been painted: the page is
// readable at once, and the app's modules (listed on this script's tag) download right after
// instead of competing with the first paint. The CSP forbids inline script, hence this file.
(function () {
  var tag = document.currentScript;
  var entry = tag.getAttribute('data-entry');
  var preloads = (tag.getAttribute('data-preload') || '').split(' ').filter(Boolean);
  function preload(hrefs) {
    hrefs.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    });
  }
  // Each preload costs the main thread a millisecond or more (a few under a debugger's network
  // log): a page's twenty-odd go two at a time, one short task each, the shell's first.
  // The app waits for the last one (main.tsx): otherwise its first import links the modules
  // still to come itself, all of them in one long task.
  function preloadRest(from) {
    if (from >= preloads.length) {
      document.documentElement.setAttribute('data-preloaded', '');
      document.dispatchEvent(new Event('app:preloaded'));
      return;
    }
    preload(preloads.slice(from, from + 2));
    setTimeout(preloadRest, 0, from + 2);
  }
  function start() {
    preload(preloads.slice(0, 2));
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.appendChild(script);
    setTimeout(preloadRest, 0, 2);
  }
  // After the next frame has been painted.
  requestAnimationFrame(function () {
    setTimeout(start, 0);
  });
})();
