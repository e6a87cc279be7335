import WebSocket from 'ws';
import { describe, expect, it, vi } from 'vitest';
import { LiveConnection } from './live-connection';

function fakeSocket(bufferedAmount: number) {
  return { readyState: WebSocket.OPEN, bufferedAmount, send: vi.fn(), close: vi.fn() };
}

describe('LiveConnection', () => {
  it('sends to a client that keeps up', () => {
    const socket = fakeSocket(0);
    const connection = new LiveConnection(socket as unknown as WebSocket, Date.now());
    connection.send({ type: 'pong' });
    expect(socket.send).toHaveBeenCalledWith('{"type":"pong"}');
  });

  it('closes a client that stopped reading instead of buffering for it without end', () => {
    const socket = fakeSocket(9 * 1024 * 1024);
    const connection = new LiveConnection(socket as unknown as WebSocket, Date.now());
    connection.send({ type: 'pong' });
    expect(socket.send).not.toHaveBeenCalled();
    expect(socket.close).toHaveBeenCalledWith(1013);
    expect(connection.closed).toBe(true);
  });
});
