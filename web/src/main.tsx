import '@blueprintjs/core/lib/css/blueprint.css';
import './app/app.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { toastError } from './components/ui/toaster';
import { installGlobalErrorHandler } from './lib/global-errors';

installGlobalErrorHandler(({ title, message }) => void toastError(message, title || undefined));

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
