// For a stored session, starts what the first page needs before the app's code has arrived: the
// current user (GET /api/v1/user, taken over by lib/auth.ts) and the shell's code (modulepreload
// of the chunks the build listed in #folio-shell-chunks). Signed-out visits (the login page)
// fetch nothing more.
(() => {
  let token = null;
  try {
    token = JSON.parse(window.localStorage.getItem('token') ?? 'null');
  } catch {
    return;
  }
  if (typeof token !== 'string' || token === '') return;
  window.folioEarlyUser = {
    token,
    response: fetch('/api/v1/user', {
      headers: {
        Accept: 'application/json',
        'Content-Type': 'application/json',
        'X-Requested-With': 'XMLHttpRequest',
        Authorization: `Bearer ${token}`,
      },
      credentials: 'include',
    }),
  };
  const list = document.getElementById('folio-shell-chunks');
  for (const href of list ? JSON.parse(list.textContent ?? '[]') : []) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
})();
