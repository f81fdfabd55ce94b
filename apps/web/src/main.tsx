import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { z } from 'zod';
import { App } from './app.js';
import './styles.css';

// The page's CSP allows no eval; without this, zod probes for it and the browser logs a violation.
z.config({ jitless: true });

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
