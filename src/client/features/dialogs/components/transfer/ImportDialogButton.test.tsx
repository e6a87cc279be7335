import { Notifications } from '@mantine/notifications';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../../lib/i18n';
import { endSession, startSession } from '../../../../lib/session';
import { fakeToken, renderRoutes } from '../../../../../../tests/kits/client/render-app';
import { ImportDialogButton } from './ImportDialogButton';

/** The uploads the button makes, answered by the test. */
const sent: FakeRequest[] = [];
class FakeRequest extends EventTarget {
  readonly upload = new EventTarget();
  url = '';
  body: FormData | null = null;
  status = 0;
  responseText = '';
  constructor() {
    super();
    sent.push(this);
  }
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader() {}
  send(body: FormData) {
    this.body = body;
  }
  abort() {}
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.dispatchEvent(new Event('load'));
  }
}

function renderButton() {
  const onImported = vi.fn();
  renderRoutes(
    [
      {
        path: '/',
        element: (
          <>
            <Notifications />
            <ImportDialogButton worldId="w1" onImported={onImported} />
          </>
        ),
      },
    ],
    '/',
  );
  return onImported;
}

async function choose(file: File) {
  const input = await waitFor(() => document.querySelector<HTMLInputElement>('input[type=file]')!);
  await userEvent.upload(input, file);
}

beforeEach(async () => {
  sent.length = 0;
  vi.stubGlobal('XMLHttpRequest', FakeRequest);
  await i18n.changeLanguage('en');
  act(() => startSession(fakeToken()));
});
afterEach(() => {
  vi.unstubAllGlobals();
  act(() => endSession('logout'));
});

/** The server's report on the gate file, with the speakers the world lacks. */
function gateReport(missingSpeakers: string[]) {
  return {
    dialog: { id: 'd9', name: 'Gate', nodeCount: 2 },
    created: { variables: [], metaFields: [], speakers: [] },
    reused: { variables: ['has_key'], metaFields: [] },
    renamed: [{ kind: 'variable', from: 'Has Key', to: 'has_key' }],
    dropped: [],
    missingSpeakers,
  };
}

describe('importing a dialog file', () => {
  it('sends the file with its format to the server and opens the new dialog, saying what was renamed', async () => {
    const onImported = renderButton();
    await choose(new File(['{}'], 'gate.lorehub.json', { type: 'application/json' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    const dryRun = sent[0]!;
    expect(dryRun.url).toBe('/api/Setting/w1/Dialogs/Import');
    expect(dryRun.body?.get('format')).toBe('lorehub-v2');
    expect(dryRun.body?.get('dryRun')).toBe('true');
    dryRun.answer(200, gateReport([]));
    // Every speaker is a document of the world: nothing to ask, the import follows.
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]!.body?.get('dryRun')).toBeNull();
    expect(sent[1]!.body?.get('createMissingSpeakers')).toBeNull();
    sent[1]!.answer(200, gateReport([]));
    await waitFor(() => expect(onImported).toHaveBeenCalledWith('d9'));
    expect(
      await screen.findByText('Renamed to fit the rules for names: Has Key → has_key.'),
    ).toBeInTheDocument();
  });

  it('offers to create the speakers the world lacks, in one click', async () => {
    const onImported = renderButton();
    await choose(new File(['{}'], 'gate.json', { type: 'application/json' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    sent[0]!.answer(200, gateReport(['Edna', 'Wynn']));
    const dialog = await screen.findByRole('dialog', { name: 'Speakers without a document' });
    expect(dialog).toHaveTextContent('Edna');
    expect(dialog).toHaveTextContent('Wynn');
    await userEvent.click(screen.getByRole('button', { name: 'Create 2 documents and import' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]!.body?.get('createMissingSpeakers')).toBe('true');
    expect(sent[1]!.body?.get('dryRun')).toBeNull();
    sent[1]!.answer(200, {
      ...gateReport([]),
      created: { variables: [], metaFields: [], speakers: ['Edna', 'Wynn'] },
    });
    await waitFor(() => expect(onImported).toHaveBeenCalledWith('d9'));
    expect(await screen.findByText(/^Created in this world: Edna, Wynn\./)).toBeInTheDocument();
  });

  it('lists the server’s reasons when the file is refused', async () => {
    const onImported = renderButton();
    await choose(new File(['{'], 'gate.json', { type: 'application/json' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    sent[0]!.answer(400, {
      Exceptions: [
        { Code: '40052', Message: 'A node lists an option the file does not hold: o1' },
        { Code: '40052', Message: 'A link leads from or to something the file does not hold: l2' },
      ],
    });
    expect(
      await screen.findByText('A node lists an option the file does not hold: o1'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('A link leads from or to something the file does not hold: l2'),
    ).toBeInTheDocument();
    expect(screen.getByText(i18n.t('DIALOGS.IMPORT.REFUSED'))).toBeInTheDocument();
    expect(onImported).not.toHaveBeenCalled();
  });

  it('refuses a file past the limit before sending it', async () => {
    renderButton();
    const big = new File(['x'], 'big.json', { type: 'application/json' });
    Object.defineProperty(big, 'size', { value: 17 * 1024 * 1024 });
    await choose(big);
    expect(await screen.findByText(i18n.t('SERVER_ERROR.4136'))).toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });
});
