// Runs before first paint (loaded synchronously from <head>): applies the remembered theme, or
// the system preference when none is stored, so the page never flashes the wrong colours.
// Keep in sync with src/lib/theme.tsx (storage key `theme`, class `dark` on <html>).
(function () {
  var dark = false;
  try {
    var stored = window.localStorage.getItem('theme');
    dark =
      stored === 'dark' ||
      (stored !== 'light' && window.matchMedia('(prefers-color-scheme: dark)').matches);
  } catch (_) {
    // Storage can be blocked (privacy modes); fall back to light.
  }
  var root = document.documentElement;
  root.classList.toggle('dark', dark);
  root.style.colorScheme = dark ? 'dark' : 'light';
  var meta = document.querySelector('meta[name="theme-color"]');
  if (meta) meta.setAttribute('content', dark ? '#0c0a14' : '#f6f5fb');
})();
