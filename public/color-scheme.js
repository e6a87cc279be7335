/* global window, document */
// Sets the colour scheme before the first paint, so a light system does not flash the dark
// scheme while the app loads. Mantine takes over from here (theme.ts keeps the choice under
// the same key); a plain file because the page's CSP allows no inline script.
(function () {
  var stored = null;
  try {
    stored = window.localStorage.getItem('color-scheme');
  } catch (error) {
    // Blocked storage: the app says so itself; follow the system meanwhile.
  }
  var dark = window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)').matches;
  var scheme = stored === 'light' || stored === 'dark' ? stored : dark ? 'dark' : 'light';
  document.documentElement.setAttribute('data-mantine-color-scheme', scheme);
})();
