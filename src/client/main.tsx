import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './styles.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './App.js';
import { Providers } from './Providers.js';

const root = document.getElementById('root')!;
const app = (
  <StrictMode>
    <Providers>
      <App />
    </Providers>
  </StrictMode>
);

// Storefront pages arrive drawn by the server (entry-server.tsx): hydrate them. Other pages arrive empty.
if (root.hasChildNodes()) hydrateRoot(root, app);
else createRoot(root).render(app);
