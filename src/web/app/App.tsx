import { PrimeReactProvider } from 'primereact/api';
import { BrowserRouter } from 'react-router';
import { PRIME_OPTIONS } from '../lib/locale';
import { ToastProvider } from '../lib/toast';
import { AppRoutes } from './AppRoutes';

export function App() {
  return (
    <PrimeReactProvider value={PRIME_OPTIONS}>
      <ToastProvider>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </ToastProvider>
    </PrimeReactProvider>
  );
}
