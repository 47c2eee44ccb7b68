// Marks the page root with the stored theme before the first paint, so dark mode never flashes
// light, and starts loading that theme's stylesheet at once (the build lists the stylesheets'
// hashed URLs in index.html, #folio-themes), in parallel with the main script.
(() => {
  let theme = 'light';
  try {
    if (window.localStorage.getItem('theme') === 'dark') theme = 'dark';
  } catch {
    // Storage blocked by the browser: keep the default theme.
  }
  document.documentElement.classList.toggle('dark', theme === 'dark');
  document.documentElement.setAttribute('data-theme', theme);
  const listed = document.getElementById('folio-themes');
  if (!listed) return;
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.id = 'theme-link';
  link.href = JSON.parse(listed.textContent)[theme];
  document.head.prepend(link);
})();
