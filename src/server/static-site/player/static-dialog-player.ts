import {
  choose,
  currentNode,
  next,
  playerMove,
  restart,
  startPlay,
  type PlayState,
} from '../../../shared/dialogs/dialog-player';
import { playerDataElementId, playerRootElementId, type PlayerData } from './player-data';

/**
 * The dialog player of the static site: runs from a file, with no server and
 * no network, on the shared pure player. Bundled for browsers on its own
 * (scripts/build-server.mjs, or on the fly at export time).
 */
function mount(): void {
  const dataElement = document.getElementById(playerDataElementId);
  const root = document.getElementById(playerRootElementId);
  if (!dataElement || !root) return;
  const data = JSON.parse(dataElement.textContent ?? '{}') as PlayerData;
  let state: PlayState = startPlay(data.graph, data.kind, data.variables);

  const button = (label: string, onClick: () => void, testId: string): HTMLButtonElement => {
    const element = document.createElement('button');
    element.type = 'button';
    element.textContent = label;
    element.dataset['testid'] = testId;
    element.addEventListener('click', onClick);
    return element;
  };

  const draw = (): void => {
    root.replaceChildren();
    const node = currentNode(state, data.graph);
    if (node) {
      const speaker = node.speakerId ? data.speakers[node.speakerId] : undefined;
      if (speaker) {
        const name = document.createElement(speaker.href ? 'a' : 'div');
        name.className = 'speaker';
        name.textContent = speaker.name;
        if (speaker.href && name instanceof HTMLAnchorElement) name.href = speaker.href;
        root.append(name);
      }
      const line = document.createElement('p');
      line.className = 'line';
      line.dataset['testid'] = 'dialog-line';
      line.textContent = node.text;
      root.append(line);
    }
    const move = playerMove(state, data.graph);
    const choices = document.createElement('div');
    choices.className = 'choices';
    if (move.kind === 'choose') {
      for (const choice of move.choices)
        choices.append(
          button(
            choice.text,
            () => {
              state = choose(state, data.graph, choice.id);
              draw();
            },
            'dialog-choice',
          ),
        );
    } else if (move.kind === 'next' || move.kind === 'end') {
      choices.append(
        button(
          data.words.next,
          () => {
            state = next(state, data.graph);
            draw();
          },
          'dialog-next',
        ),
      );
    } else {
      const end = document.createElement('p');
      end.dataset['testid'] = 'dialog-end';
      end.textContent = data.words.end;
      choices.append(end);
    }
    root.append(choices);
    const tools = document.createElement('div');
    tools.className = 'tools';
    tools.append(
      button(
        data.words.restart,
        () => {
          state = restart(state, data.graph);
          draw();
        },
        'dialog-restart',
      ),
    );
    root.append(tools);
  };
  draw();
}

mount();
