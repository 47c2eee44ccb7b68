// Marks the page root with the stored theme before the first paint, so dark mode never flashes light.
(() => {
  let theme = 'light';
  try {
    if (window.localStorage.getItem('theme') === 'dark') theme = 'dark';
  } catch {
    // Storage blocked by the browser: keep the default theme.
  }
  document.documentElement.classList.toggle('dark', theme === 'dark');
  document.documentElement.setAttribute('data-theme', theme);
})();
