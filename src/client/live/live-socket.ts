import { livePath } from '../../shared/live/protocol';
import { apiUrl } from '../lib/api-client';
import type { OpenSocket } from './live-connection';

/**
 * The WebSocket address of the live endpoint, from the same API base as every
 * call (an absolute base, a path, or none): ws:// beside http://, wss:// beside https://.
 */
export function liveSocketUrl(
  pageAddress: string = window.location.href,
  address: string = apiUrl(livePath),
): string {
  const url = new URL(address, pageAddress);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.toString();
}

/** The browser's WebSocket behind the connection's small transport interface. */
export const openBrowserSocket: OpenSocket = (url, handlers) => {
  const socket = new WebSocket(url);
  socket.onopen = () => handlers.open();
  socket.onmessage = (event: MessageEvent) => {
    if (typeof event.data === 'string') handlers.message(event.data);
  };
  socket.onclose = (event: CloseEvent) => handlers.close(event.code);
  return {
    send: (text) => {
      if (socket.readyState === WebSocket.OPEN) socket.send(text);
    },
    close: () => {
      socket.onopen = socket.onmessage = socket.onclose = null;
      if (socket.readyState === WebSocket.CONNECTING || socket.readyState === WebSocket.OPEN)
        socket.close(1000);
    },
  };
};
