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

const root = createRoot(document.getElementById('root')!);

if (isStorageAvailable()) {
  scheduleExpiry();
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
} else {
  root.render(<StorageBlocked />);
}
