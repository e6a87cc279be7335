import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Group,
  MultiSelect,
  SegmentedControl,
  Select,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiTokenAccess, ApiTokenResponse } from '../../../../shared/schemas/api-token';
import { confirmDelete } from '../../../components/confirm';
import { CopyableCode } from '../../../components/CopyableCode';
import { formatLongDate, formatShortDate } from '../../../lib/format-date';
import { usePhone } from '../../../lib/use-phone';
import { useApiTokens, useCreateApiToken, useRevokeApiToken } from '../api/api-tokens';
import { ProfileSection } from './ProfileSection';
import classes from './ApiTokensPanel.module.css';

/** A world the user may give a token: the page passes the user's worlds in. */
export interface WorldChoice {
  id: string;
  name: string;
}

const expiryChoices = ['30', '90', '365', 'never'] as const;
type ExpiryChoice = (typeof expiryChoices)[number];

function expiresAt(choice: ExpiryChoice): string | null {
  if (choice === 'never') return null;
  return new Date(Date.now() + Number(choice) * 24 * 60 * 60 * 1000).toISOString();
}

/**
 * Personal API tokens for scripts (a game's build pulling dialogs): make one
 * for chosen worlds, read or read-write, see its secret once, revoke it.
 */
export function ApiTokensPanel({ worlds }: { worlds: readonly WorldChoice[] }) {
  const { t } = useTranslation();
  const [secret, setSecret] = useState<string | undefined>();
  return (
    <ProfileSection title={t('PROFILE.API_TOKENS.TITLE')} text={t('PROFILE.API_TOKENS.TEXT')}>
      <Stack gap="lg">
        {secret && <NewSecret secret={secret} onDone={() => setSecret(undefined)} />}
        <CreateTokenForm worlds={worlds} onCreated={setSecret} />
        <TokenList />
      </Stack>
    </ProfileSection>
  );
}

function NewSecret({ secret, onDone }: { secret: string; onDone: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert color="teal" variant="light" title={t('PROFILE.API_TOKENS.SECRET_TITLE')}>
      <Stack gap="xs">
        <Text size="sm">{t('PROFILE.API_TOKENS.SECRET_TEXT')}</Text>
        <CopyableCode
          value={secret}
          label={t('PROFILE.API_TOKENS.COPY')}
          copiedLabel={t('PROFILE.API_TOKENS.COPIED')}
          testId="api-token-secret"
        />
        <Group justify="flex-end">
          <Button size="xs" variant="subtle" onClick={onDone}>
            {t('PROFILE.API_TOKENS.SECRET_DONE')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}

function CreateTokenForm({
  worlds,
  onCreated,
}: {
  worlds: readonly WorldChoice[];
  onCreated: (secret: string) => void;
}) {
  const { t } = useTranslation();
  const create = useCreateApiToken();
  const [name, setName] = useState('');
  const [worldIds, setWorldIds] = useState<string[]>([]);
  const [access, setAccess] = useState<ApiTokenAccess>('read');
  const [expiry, setExpiry] = useState<ExpiryChoice>('90');
  const [errors, setErrors] = useState<{ name?: string; worlds?: string }>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = {
      ...(name.trim() ? {} : { name: t('VALIDATION.NAME_REQUIRED') }),
      ...(worldIds.length > 0 ? {} : { worlds: t('VALIDATION.API_TOKEN_WORLDS_REQUIRED') }),
    };
    setErrors(found);
    if (found.name || found.worlds) return;
    create.mutate(
      { name: name.trim(), worldIds, access, expiresAt: expiresAt(expiry) },
      {
        onSuccess: ({ secret }) => {
          setName('');
          setWorldIds([]);
          onCreated(secret);
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} aria-label={t('PROFILE.API_TOKENS.NEW')}>
      <Stack gap="sm">
        <Group grow align="flex-start" gap="sm" wrap="wrap">
          <TextInput
            label={t('PROFILE.API_TOKENS.NAME')}
            placeholder={t('PROFILE.API_TOKENS.NAME_PLACEHOLDER')}
            maxLength={100}
            value={name}
            error={errors.name}
            onChange={(event) => setName(event.currentTarget.value)}
            miw={200}
          />
          <MultiSelect
            label={t('PROFILE.API_TOKENS.WORLDS')}
            placeholder={worldIds.length === 0 ? t('PROFILE.API_TOKENS.WORLDS_PLACEHOLDER') : ''}
            data={worlds.map((world) => ({ value: world.id, label: world.name }))}
            value={worldIds}
            onChange={setWorldIds}
            error={errors.worlds}
            searchable
            miw={200}
          />
        </Group>
        <Group align="flex-end" gap="sm" wrap="wrap">
          <div>
            <Text size="sm" fw={500} mb={4} id="api-token-access-label">
              {t('PROFILE.API_TOKENS.ACCESS')}
            </Text>
            <SegmentedControl
              aria-labelledby="api-token-access-label"
              value={access}
              onChange={(value) => setAccess(value === 'write' ? 'write' : 'read')}
              data={[
                { value: 'read', label: t('PROFILE.API_TOKENS.ACCESS_READ') },
                { value: 'write', label: t('PROFILE.API_TOKENS.ACCESS_WRITE') },
              ]}
            />
          </div>
          <Select
            label={t('PROFILE.API_TOKENS.EXPIRY')}
            value={expiry}
            onChange={(value) => setExpiry((value as ExpiryChoice | null) ?? 'never')}
            allowDeselect={false}
            data={expiryChoices.map((choice) => ({
              value: choice,
              label: t(`PROFILE.API_TOKENS.EXPIRY_${choice.toUpperCase()}`),
            }))}
            w={180}
          />
          <Button type="submit" loading={create.isPending} ml="auto">
            {t('PROFILE.API_TOKENS.CREATE')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function TokenList() {
  const { t } = useTranslation();
  const tokens = useApiTokens();
  // A phone gets each token as a card: five columns there scrolled sideways.
  const phone = usePhone();
  // When the list was shown: an expiry passing while it is open need not repaint it.
  const [now] = useState(() => Date.now());
  if (tokens.isPending) return <Skeleton h={80} radius="md" aria-label={t('APP.LOADING')} />;
  if (tokens.isError) return null;
  if (tokens.data.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('PROFILE.API_TOKENS.EMPTY')}
      </Text>
    );
  if (phone)
    return (
      <Stack
        component="ul"
        gap="xs"
        m={0}
        p={0}
        style={{ listStyle: 'none' }}
        aria-label={t('PROFILE.API_TOKENS.TITLE')}
        data-testid="api-tokens-list"
      >
        {tokens.data.map((token) => (
          <TokenCard key={token.id} token={token} now={now} />
        ))}
      </Stack>
    );
  return (
    <Table.ScrollContainer minWidth={520}>
      <Table verticalSpacing="xs" data-testid="api-tokens-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('PROFILE.API_TOKENS.NAME')}</Table.Th>
            <Table.Th>{t('PROFILE.API_TOKENS.WORLDS')}</Table.Th>
            <Table.Th>{t('PROFILE.API_TOKENS.LAST_USED')}</Table.Th>
            <Table.Th>{t('PROFILE.API_TOKENS.EXPIRES')}</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {tokens.data.map((token) => (
            <TokenRow key={token.id} token={token} now={now} />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** What a token's row and card both show: its texts, and the revoke button. */
function useTokenView(token: ApiTokenResponse, now: number) {
  const { t, i18n } = useTranslation();
  const revoke = useRevokeApiToken();
  const onRevoke = async () => {
    const sure = await confirmDelete({
      title: t('PROFILE.API_TOKENS.REVOKE_TITLE', { name: token.name }),
      text: t('PROFILE.API_TOKENS.REVOKE_TEXT'),
      confirmLabel: t('PROFILE.API_TOKENS.REVOKE'),
    });
    if (sure) revoke.mutate(token.id);
  };
  const access = (
    <Badge
      size="sm"
      variant="light"
      color={token.access === 'write' ? 'orange' : 'gray'}
      style={{ flexShrink: 0 }}
    >
      {token.access === 'write'
        ? t('PROFILE.API_TOKENS.ACCESS_WRITE')
        : t('PROFILE.API_TOKENS.ACCESS_READ')}
    </Badge>
  );
  const worlds =
    token.worlds.length > 0
      ? token.worlds.map((world) => world.name).join(', ')
      : t('PROFILE.API_TOKENS.NO_WORLDS');
  const lastUsed = (
    <Text span size="sm" c={token.lastUsedAt ? undefined : 'dimmed'}>
      {token.lastUsedAt
        ? formatLongDate(token.lastUsedAt, i18n.language)
        : t('PROFILE.API_TOKENS.NEVER_USED')}
    </Text>
  );
  const expires =
    token.expiresAt !== null && Date.parse(token.expiresAt) <= now ? (
      <Badge size="sm" color="red" variant="light">
        {t('PROFILE.API_TOKENS.EXPIRED')}
      </Badge>
    ) : (
      <Text span size="sm" style={{ whiteSpace: 'nowrap' }}>
        {token.expiresAt
          ? formatShortDate(token.expiresAt, i18n.language)
          : t('PROFILE.API_TOKENS.EXPIRY_NEVER')}
      </Text>
    );
  const revokeButton = (size: 'md' | 'lg') => (
    <Tooltip label={t('PROFILE.API_TOKENS.REVOKE')}>
      <ActionIcon
        size={size}
        variant="subtle"
        color="red"
        aria-label={t('PROFILE.API_TOKENS.REVOKE_NAMED', { name: token.name })}
        loading={revoke.isPending}
        onClick={() => void onRevoke()}
      >
        <IconTrash size={16} />
      </ActionIcon>
    </Tooltip>
  );
  return { access, worlds, lastUsed, expires, revokeButton };
}

function TokenRow({ token, now }: { token: ApiTokenResponse; now: number }) {
  const view = useTokenView(token, now);
  return (
    <Table.Tr data-testid="api-token-row">
      <Table.Td>
        {/* The badge goes under the name when both do not fit: a longer Russian badge was cut. */}
        <Group gap={6} wrap="wrap">
          <Text size="sm" fw={600}>
            {token.name}
          </Text>
          {view.access}
        </Group>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{view.worlds}</Text>
      </Table.Td>
      <Table.Td>{view.lastUsed}</Table.Td>
      <Table.Td>{view.expires}</Table.Td>
      <Table.Td ta="right">{view.revokeButton('md')}</Table.Td>
    </Table.Tr>
  );
}

/** A token on a phone: name, access and revoke on top, then its worlds, last use and expiry, each labelled. */
function TokenCard({ token, now }: { token: ApiTokenResponse; now: number }) {
  const { t } = useTranslation();
  const view = useTokenView(token, now);
  return (
    <li className={classes.tokenCard} data-testid="api-token-row">
      <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
        <Group gap={6} wrap="wrap" style={{ minWidth: 0 }}>
          <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
            {token.name}
          </Text>
          {view.access}
        </Group>
        {view.revokeButton('lg')}
      </Group>
      <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        {view.worlds}
      </Text>
      <dl className={classes.tokenFacts}>
        <dt>{t('PROFILE.API_TOKENS.LAST_USED')}</dt>
        <dd>{view.lastUsed}</dd>
        <dt>{t('PROFILE.API_TOKENS.EXPIRES')}</dt>
        <dd>{view.expires}</dd>
      </dl>
    </li>
  );
}
