import 'primeicons/primeicons.css';
import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { refreshSession } from './lib/auth';
import { registerSpanishLocale } from './lib/locale';
import { applyTheme, readTheme } from './lib/theme';

registerSpanishLocale();
void refreshSession();
// First render waits for the theme stylesheet, so the page never shows unstyled.
await applyTheme(readTheme());

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
