import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { readConfigContext } from './context.ts';
import { frameUrlFromAddress } from './frame/frame-url.ts';
import './config.css';
import { logoutLandingUrl } from '@tessera/core';

const ROOT_ELEMENT_ID = 'tessera-config';

const container = document.getElementById(ROOT_ELEMENT_ID);
if (container === null) throw new Error(`The page has no #${ROOT_ELEMENT_ID} element.`);

createRoot(container).render(
  <StrictMode>
    <App
      context={readConfigContext(document)}
      initialFrameUrl={frameUrlFromAddress(window.location.href)}
      onSignedOut={() => window.location.assign(logoutLandingUrl())}
    />
  </StrictMode>,
);
