import { act } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addLeaveGuard } from '../../../lib/leave-guards';
import { currentToken, endSession, startSession } from '../../../lib/session';
import { fakeToken, stubFetch } from '../../../../../tests/kits/client/render-app';
import { logout } from './logout';

const removals: (() => void)[] = [];
afterEach(() => {
  for (const remove of removals.splice(0)) remove();
  vi.unstubAllGlobals();
  act(() => endSession('logout'));
});

describe('logout', () => {
  it('lets the open page save first, then revokes the session and forgets the token', async () => {
    startSession(fakeToken());
    const order: string[] = [];
    const { fetchStub } = stubFetch((path) => {
      order.push(path);
      return { body: {} };
    });
    vi.stubGlobal('fetch', fetchStub);
    removals.push(
      addLeaveGuard(async () => {
        order.push('saved');
        return true;
      }),
    );

    expect(await logout()).toBe(true);
    expect(order).toEqual(['saved', '/api/Account/Logout']);
    expect(currentToken()).toBeNull();
  });

  it('stays signed in when the user chose to stay with unsaved work', async () => {
    startSession(fakeToken());
    const { fetchStub, calls } = stubFetch(() => ({ body: {} }));
    vi.stubGlobal('fetch', fetchStub);
    removals.push(addLeaveGuard(async () => false));

    expect(await logout()).toBe(false);
    expect(calls).toEqual([]);
    expect(currentToken()).not.toBeNull();
  });
});
