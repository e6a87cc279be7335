import '@fontsource-variable/inter/wght.css';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { isStorageAvailable } from './lib/storage';
import { scheduleExpiry } from './lib/session';
import { App } from './app/App';
import { StorageBlocked } from './app/StorageBlocked';
import { startLanguage } from './lib/i18n';

const root = createRoot(document.getElementById('root')!);

// No top-level await here: it would turn off the bundler's merging of the entry's small chunks.
if (isStorageAvailable()) {
  scheduleExpiry();
  // A Russian page waits for its catalogue rather than flashing English first.
  void startLanguage().then(() =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
} else {
  void startLanguage().then(() => root.render(<StorageBlocked />));
}
