import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { AuthProvider } from './auth/AuthProvider.tsx';
import { loadConfig } from './config.ts';
import './index.css';

// The runtime configuration is fetched now, beside the page's code, rather than when the page first
// calls the API: lists appear one round trip sooner. (A failure surfaces where the config is used.)
loadConfig().catch(() => undefined);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AuthProvider>
      <App />
    </AuthProvider>
  </StrictMode>,
);
