// Runs before first paint, loaded synchronously from <head> (external on purpose: the server's
// Content-Security-Policy allows no inline script). Two jobs:
//
// 1. Theme: applies the remembered theme, or the system preference when none is stored, so the
//    page never flashes the wrong colours. Keep in sync with src/lib/theme.tsx (storage key
//    `theme`, class `dark` on <html>).
// 2. Early presses: a server-rendered page shows its buttons before the app's script has run, and
//    a button pressed then has no handler yet. Such presses are held here and pressed again once
//    the app has taken the page over (src/main.tsx, `html[data-ready]`), so a player on a slow
//    phone loses none. Links are left alone: they work without the app. See
//    docs/decisions/039-server-rendered-first-paint.md.
(function () {
  var root = document.documentElement;

  var dark = false;
  try {
    var stored = window.localStorage.getItem('theme');
    dark =
      stored === 'dark' ||
      (stored !== 'light' && window.matchMedia('(prefers-color-scheme: dark)').matches);
  } catch (_) {
    // Storage can be blocked (privacy modes); fall back to light.
  }
  root.classList.toggle('dark', dark);
  root.style.colorScheme = dark ? 'dark' : 'light';
  var meta = document.querySelector('meta[name="theme-color"]');
  if (meta) meta.setAttribute('content', dark ? '#0c0a14' : '#f6f5fb');

  var held = [];
  window.__boldcallEarlyPresses = held;
  function hold(event) {
    if (root.hasAttribute('data-ready')) {
      document.removeEventListener('click', hold, true);
      return;
    }
    var target = event.target;
    var button = target && target.closest ? target.closest('button') : null;
    if (!button || button.disabled) return;
    event.preventDefault();
    event.stopPropagation();
    if (held.indexOf(button) < 0) held.push(button);
  }
  document.addEventListener('click', hold, true);
})();
