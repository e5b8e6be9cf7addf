// Registers the service worker once the page has loaded and settled. Installing it downloads the
// whole app (every game's code, every language) to keep it offline: on a first visit that must not
// compete with the page's own start on a phone's two cores and its network. The CSP forbids
// inline script, hence this file.
if ('serviceWorker' in navigator) {
  window.addEventListener('load', function () {
    setTimeout(function () {
      var register = function () {
        navigator.serviceWorker.register('/sw.js', { scope: '/' });
      };
      if ('requestIdleCallback' in window) requestIdleCallback(register, { timeout: 5000 });
      else register();
    }, 3000);
  });
}
