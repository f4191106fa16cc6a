import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
// Mantine's base stylesheet; each component's CSS comes with its chunk (apps/web/mantineStyles.ts).
import 'virtual:mantine-styles';
import './app/global.css';
import { App } from './app/App';
import { runBoot } from './app/boot/boot';
import { BOOT_MODULES } from './app/boot/modules';
import { preloadRoute } from './app/router/routes';

// Start-up begins before React renders, once, whatever StrictMode does with effects; the code of
// the screens at the opened address loads meanwhile, so it arrives with start-up, not after it.
const boot = runBoot(BOOT_MODULES);
preloadRoute(window.location.pathname);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const root = createRoot(container);
// A transition renders in slices that yield to the browser, so the first screen does not hold the
// main thread in one long task (issue 13: total blocking time on a phone).
startTransition(() =>
  root.render(
    <StrictMode>
      <App boot={boot} />
    </StrictMode>,
  ),
);
