import {
  Anchor,
  Badge,
  Group,
  Kbd,
  List,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import {
  IconBook2,
  IconCalendarTime,
  IconCheck,
  IconGitBranch,
  IconLayoutDashboard,
  IconMap,
  IconMessages,
  IconMinus,
  IconNetwork,
  IconPhoto,
  IconSettings,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { roles, type Role } from '../../../../shared/permissions';
import {
  accessMatrix,
  capabilityLabelKey,
  helpSections,
  shortcuts,
  type HelpSection,
} from '../help-topics';

const sectionIcons: Record<HelpSection, ComponentType<{ size?: number }>> = {
  world: IconLayoutDashboard,
  documents: IconBook2,
  timeline: IconCalendarTime,
  images: IconPhoto,
  maps: IconMap,
  relations: IconNetwork,
  stories: IconGitBranch,
  dialogs: IconMessages,
  settings: IconSettings,
};

interface Props {
  /** Inside a world: the caller's role there, marked in the access table. */
  role?: Role;
  /** Inside a world: where each section lives, to link its title. */
  sectionHref?: (section: HelpSection) => string | undefined;
  /** The password restore page. */
  restorePasswordHref: string;
}

/** The help of SPEC §2.3: sections, roles, shortcuts and password restore, in both languages. */
export function HelpContent({ role, sectionHref, restorePasswordHref }: Props) {
  const { t } = useTranslation();
  return (
    <Stack gap="xl" maw={1100} mx="auto" data-testid="help">
      <div>
        <Title order={1} size="h2">
          {t('HELP.TITLE')}
        </Title>
        <Text c="dimmed" mt={4}>
          {t('HELP.INTRO')}
        </Text>
      </div>

      <section aria-labelledby="help-sections">
        <Title order={2} size="h3" id="help-sections" mb="sm">
          {t('HELP.SECTIONS_TITLE')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md">
          {helpSections.map((section) => {
            const Icon = sectionIcons[section];
            const href = sectionHref?.(section);
            const title = t(`HELP.SECTIONS.${section}.TITLE`);
            return (
              <Paper
                key={section}
                withBorder
                p="md"
                radius="md"
                component="article"
                data-testid="help-section"
              >
                <Group gap="xs" mb={6} wrap="nowrap">
                  <ThemeIcon variant="light" radius="md" aria-hidden>
                    <Icon size={18} />
                  </ThemeIcon>
                  <Title order={3} size="h5">
                    {href ? (
                      <Anchor
                        component={Link}
                        to={href}
                        c="inherit"
                        style={{ fontWeight: 'inherit' }}
                      >
                        {title}
                      </Anchor>
                    ) : (
                      title
                    )}
                  </Title>
                </Group>
                <Text size="sm" c="dimmed">
                  {t(`HELP.SECTIONS.${section}.TEXT`)}
                </Text>
              </Paper>
            );
          })}
        </SimpleGrid>
      </section>

      <section aria-labelledby="help-roles">
        <Title order={2} size="h3" id="help-roles" mb={4}>
          {t('HELP.ROLES_TITLE')}
        </Title>
        <Text size="sm" c="dimmed" mb="sm">
          {t('HELP.ROLES_INTRO')}
        </Text>
        <List spacing={4} mb="md" size="sm">
          {roles.map((each) => (
            <List.Item key={each}>
              <Group gap={8} wrap="wrap" align="baseline">
                <Text span fw={600} size="sm">
                  {t(`ROLES.${each}`)}
                </Text>
                <Text span size="sm" c="dimmed">
                  {t(`ROLE_DESCRIPTIONS.${each}`)}
                </Text>
              </Group>
            </List.Item>
          ))}
        </List>
        <AccessTable role={role} />
      </section>

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
        <section aria-labelledby="help-shortcuts">
          <Title order={2} size="h3" id="help-shortcuts" mb="sm">
            {t('HELP.SHORTCUTS_TITLE')}
          </Title>
          <Table withRowBorders={false} verticalSpacing={6}>
            <Table.Tbody>
              {shortcuts.map((shortcut) => (
                <Table.Tr key={shortcut.labelKey}>
                  <Table.Td w={1} style={{ whiteSpace: 'nowrap' }}>
                    <Group gap={4} wrap="nowrap">
                      {shortcut.keys.map((key) => (
                        <Kbd key={key}>
                          {key === 'mod' ? modKey(t('HELP.SHORTCUTS.CTRL')) : key}
                        </Kbd>
                      ))}
                    </Group>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{t(shortcut.labelKey)}</Text>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </section>

        <section aria-labelledby="help-password">
          <Title order={2} size="h3" id="help-password" mb="sm">
            {t('HELP.PASSWORD.TITLE')}
          </Title>
          <List type="ordered" spacing={6} size="sm">
            <List.Item>{t('HELP.PASSWORD.STEP_1')}</List.Item>
            <List.Item>{t('HELP.PASSWORD.STEP_2')}</List.Item>
            <List.Item>{t('HELP.PASSWORD.STEP_3')}</List.Item>
            <List.Item>{t('HELP.PASSWORD.STEP_4')}</List.Item>
          </List>
          <Text size="sm" c="dimmed" mt="sm">
            {t('HELP.PASSWORD.LOCKED')}
          </Text>
          <Anchor
            component={Link}
            to={restorePasswordHref}
            size="sm"
            mt="xs"
            display="inline-block"
          >
            {t('HELP.PASSWORD.LINK')}
          </Anchor>
        </section>
      </SimpleGrid>
    </Stack>
  );
}

/** Ctrl/Cmd+K: the Command key on Apple systems, Ctrl elsewhere. */
function modKey(ctrl: string): string {
  const platform =
    typeof navigator === 'undefined' ? '' : navigator.platform || navigator.userAgent;
  return /Mac|iPhone|iPad|iPod/i.test(platform) ? '⌘' : ctrl;
}

function AccessTable({ role }: { role?: Role }) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={340}>
      <Table
        striped
        withTableBorder
        verticalSpacing={6}
        horizontalSpacing="xs"
        fz="sm"
        data-testid="help-access-table"
      >
        <Table.Caption>{t('HELP.ACCESS_CAPTION')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('HELP.ACCESS_ACTION')}</Table.Th>
            {roles.map((each) => (
              <Table.Th key={each} ta="center" fz="xs" w="13%">
                <Stack gap={2} align="center">
                  {t(`ROLES.${each}`)}
                  {each === role && (
                    <Badge size="xs" variant="light">
                      {t('HELP.YOUR_ROLE')}
                    </Badge>
                  )}
                </Stack>
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {accessMatrix().map((row) => (
            <Table.Tr key={row.capability}>
              <Table.Td>
                <Text size="sm">{t(capabilityLabelKey(row.capability))}</Text>
              </Table.Td>
              {roles.map((each) => (
                <Table.Td
                  key={each}
                  ta="center"
                  bg={each === role ? 'var(--app-active)' : undefined}
                >
                  {row.allowed[each] ? (
                    <IconCheck
                      size={18}
                      color="var(--mantine-color-green-text)"
                      aria-label={t('COMMON.YES')}
                      role="img"
                    />
                  ) : (
                    <IconMinus
                      size={18}
                      color="var(--mantine-color-dimmed)"
                      aria-label={t('COMMON.NO')}
                      role="img"
                    />
                  )}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
