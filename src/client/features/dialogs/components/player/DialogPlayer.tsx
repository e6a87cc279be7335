import {
  Avatar,
  Badge,
  Button,
  Group,
  NativeSelect,
  Paper,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { IconLanguage, IconPlayerPlay, IconPlayerStop, IconRefresh } from '@tabler/icons-react';
import { useHotkeys } from '@mantine/hooks';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DialogGraph, DialogKind } from '../../../../../shared/dialogs/dialog-graph';
import {
  choose,
  currentNode,
  next,
  playerMove,
  restart,
  startPlay,
  type PlayState,
} from '../../../../../shared/dialogs/dialog-player';
import { translatedGraph } from '../../../../../shared/dialogs/localization/translated-graph';
import type { PlayLanguage } from '../../hooks/use-play-language';
import type { DialogLookup } from '../nodes/dialog-lookup';
import classes from './player.module.css';

interface Props {
  graph: DialogGraph;
  kind: DialogKind;
  lookup: DialogLookup;
  /** The character's picture, when the world has one. */
  speakerImage?: ((documentId: string) => string | null) | undefined;
  /** The language to play in; null or absent when there is only the source. */
  language?: PlayLanguage | null | undefined;
  /** Told of every step (a share link's play records what it reached). */
  onStateChange?: ((state: PlayState) => void) | undefined;
  /** The variables' live values beside the play: a writer's check, not a tester's. */
  showVariables?: boolean;
  /** The "End" button: a tester leaves a play by closing it, not by ending it. */
  canStop?: boolean;
}

/**
 * The preview player (issue 7): plays from the starting node, shows the
 * speaker and the text, offers the choices whose conditions hold, and lists
 * the live values of the variables. The state machine is src/shared's.
 */
export function DialogPlayer({
  graph: sourceGraph,
  kind,
  lookup,
  speakerImage,
  language,
  onStateChange,
  showVariables = true,
  canStop = true,
}: Props) {
  const { t } = useTranslation();
  // Translation changes texts only, never ids: a play goes on where it was when the language changes.
  const translations = language?.translations ?? null;
  const dialogId = language?.dialogId ?? '';
  const graph = useMemo(
    () => (translations ? translatedGraph(sourceGraph, dialogId, translations) : sourceGraph),
    [sourceGraph, dialogId, translations],
  );
  const variables = useMemo(() => [...lookup.variables.values()], [lookup]);
  const [state, setState] = useState<PlayState>(() => startPlay(graph, kind, variables));
  useEffect(() => onStateChange?.(state), [state, onStateChange]);
  const node = currentNode(state, graph);
  const move = playerMove(state, graph);
  const speaker =
    node?.kind === 'character' && node.speakerId ? lookup.documents.get(node.speakerId) : undefined;
  const picture = speaker && speakerImage ? speakerImage(speaker.id) : null;
  // Keys as in a game: 1–9 pick a choice, Enter goes on, R restarts.
  useHotkeys([
    ...Array.from({ length: 9 }, (_, index): [string, () => void] => [
      String(index + 1),
      () => {
        const choice = move.kind === 'choose' ? move.choices[index] : undefined;
        if (choice) setState((current) => choose(current, graph, choice.id));
      },
    ]),
    [
      'Enter',
      () =>
        (move.kind === 'next' || move.kind === 'end') &&
        setState((current) => next(current, graph)),
    ],
    ['R', () => setState((current) => restart(current, graph))],
  ]);

  if (graph.nodes.length === 0 || (state.currentNodeId === null && state.history.length === 0)) {
    return (
      <Paper withBorder p="xl" radius="md" ta="center" data-testid="player">
        <Text c="dimmed">
          {graph.nodes.length === 0
            ? t('DIALOGS.INSPECTOR.EMPTY_DIALOG')
            : t('DIALOGS.PLAYER.NO_START')}
        </Text>
      </Paper>
    );
  }

  return (
    <div className={showVariables ? classes.layout : undefined} data-testid="player">
      <Paper withBorder p="lg" radius="md">
        <Stack gap="md">
          {state.ended ? (
            <Stack gap="xs" align="center" py="lg" data-testid="player-ended">
              <Title order={3}>{t('DIALOGS.PLAYER.THE_END')}</Title>
              <Text c="dimmed" size="sm">
                {t('DIALOGS.PLAYER.STEPS', { count: state.history.length })}
              </Text>
            </Stack>
          ) : (
            <>
              {node?.kind === 'character' && (
                <Group gap="sm">
                  <Avatar src={picture} radius="xl" size="lg" color="grape">
                    {speaker?.name.slice(0, 1)}
                  </Avatar>
                  <Text fw={700} size="lg" data-testid="player-speaker">
                    {speaker?.name ?? t('DIALOGS.NO_SPEAKER')}
                  </Text>
                </Group>
              )}
              <Text className={classes.line} data-testid="player-text">
                {node?.text || t('DIALOGS.EMPTY_TEXT')}
              </Text>
              {move.kind === 'choose' && (
                <Stack gap="xs">
                  {move.choices.map((choice, index) => (
                    <Button
                      key={choice.id}
                      variant="light"
                      justify="flex-start"
                      className={classes.choice}
                      onClick={() => setState((current) => choose(current, graph, choice.id))}
                      data-testid="player-choice"
                    >
                      {index + 1}. {choice.text || t('DIALOGS.EMPTY_CHOICE')}
                    </Button>
                  ))}
                </Stack>
              )}
            </>
          )}
          <Group gap="xs" align="flex-end">
            {!state.ended && (move.kind === 'next' || move.kind === 'end') && (
              <Button
                leftSection={<IconPlayerPlay size={16} />}
                onClick={() => setState((current) => next(current, graph))}
                data-testid="player-next"
              >
                {move.kind === 'next' ? t('DIALOGS.PLAYER.NEXT') : t('DIALOGS.PLAYER.FINISH')}
              </Button>
            )}
            <Button
              variant="default"
              leftSection={<IconRefresh size={16} />}
              onClick={() => setState((current) => restart(current, graph))}
              data-testid="player-restart"
            >
              {t('DIALOGS.PLAYER.RESTART')}
            </Button>
            {canStop && !state.ended && (
              <Button
                variant="subtle"
                color="red"
                leftSection={<IconPlayerStop size={16} />}
                onClick={() => setState((current) => ({ ...current, ended: true }))}
                data-testid="player-end"
              >
                {t('DIALOGS.PLAYER.END')}
              </Button>
            )}
            {language && (
              <NativeSelect
                ml="auto"
                aria-label={t('DIALOGS.PLAYER.LANGUAGE')}
                leftSection={<IconLanguage size={16} />}
                data={language.options}
                value={language.value}
                onChange={(event) => language.onChange(event.currentTarget.value)}
                data-testid="player-language"
              />
            )}
          </Group>
          <Text size="xs" c="dimmed">
            {t('DIALOGS.PLAYER.KEYS')}
          </Text>
        </Stack>
      </Paper>
      {showVariables && (
        <Paper withBorder p="sm" radius="md">
          <Title order={5} mb="xs">
            {t('DIALOGS.VARIABLES.TITLE')}
          </Title>
          {variables.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('DIALOGS.INSPECTOR.NO_VARIABLES')}
            </Text>
          ) : (
            <Table data-testid="player-variables" verticalSpacing={4}>
              <Table.Tbody>
                {variables.map((variable) => {
                  const value = state.values[variable.id] ?? variable.defaultValue;
                  return (
                    <Table.Tr key={variable.id} data-variable={variable.name}>
                      <Table.Td>
                        <Text size="sm" ff="monospace">
                          {variable.name}
                        </Text>
                      </Table.Td>
                      <Table.Td ta="right">
                        <Badge
                          variant={value === variable.defaultValue ? 'default' : 'filled'}
                          color="yellow"
                          tt="none"
                          data-testid="variable-value"
                        >
                          {value === '' ? '""' : value}
                        </Badge>
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          )}
        </Paper>
      )}
    </div>
  );
}
