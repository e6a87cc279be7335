import {
  Alert,
  Button,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import {
  IconActivity,
  IconCategory,
  IconMap,
  IconMapOff,
  IconMapPin,
  IconPhotoUp,
  IconStack,
  IconCalendarCog,
  IconCalendarEvent,
  IconCalendarMinus,
  IconLayoutRows,
  IconCrown,
  IconFileText,
  IconPencil,
  IconPhoto,
  IconPhotoEdit,
  IconPhotoX,
  IconFolder,
  IconAffiliate,
  IconLink,
  IconLinkOff,
  IconMessages,
  IconLanguage,
  IconSchema,
  IconVariable,
  IconBook2,
  IconPlanet,
  IconPackageImport,
  IconTrash,
  IconUserMinus,
  IconUserPlus,
  IconUserCog,
  IconDoorExit,
  IconFilePencil,
  IconFileX,
  IconHistory,
  IconListCheck,
  IconTag,
  IconTemplate,
  IconEye,
  IconLock,
  IconWorld,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { Activity, ActivityType } from '../../../../shared/schemas/activity';
import { useFeed } from '../api/get-feed';
import { describeActivity } from '../activity-sentence';
import { collapseRuns } from '../collapse-runs';
import { formatLongDate } from '../../../lib/format-date';

type Icon = ComponentType<{ size?: number; stroke?: number }>;

// Typed by ActivityType so a new kind of activity cannot ship without its icon.
const icons: Record<ActivityType, Icon> = {
  create_world: IconPlanet,
  import_world: IconPackageImport,
  update_world: IconPencil,
  delete_world: IconTrash,
  publish_world: IconWorld,
  unpublish_world: IconLock,
  update_world_visibility: IconEye,
  add_member: IconUserPlus,
  change_member_role: IconUserCog,
  remove_member: IconUserMinus,
  leave_world: IconDoorExit,
  transfer_ownership: IconCrown,
  upload_image: IconPhoto,
  create_new_event: IconCalendarEvent,
  create_new_document: IconFileText,
  update_document: IconFilePencil,
  restore_document: IconHistory,
  delete_document: IconFileX,
  create_tag: IconTag,
  update_tag: IconTag,
  delete_tag: IconTag,
  create_template: IconTemplate,
  delete_template: IconTemplate,
  create_document_type: IconCategory,
  update_document_type: IconCategory,
  delete_document_type: IconCategory,
  create_todo: IconListCheck,
  update_todo: IconListCheck,
  delete_todo: IconListCheck,
  update_event: IconCalendarEvent,
  delete_event: IconCalendarMinus,
  update_calendar: IconCalendarCog,
  create_timeline_row: IconLayoutRows,
  update_timeline_row: IconLayoutRows,
  delete_timeline_row: IconLayoutRows,
  update_image: IconPhotoEdit,
  delete_image: IconPhotoX,
  create_image_category: IconFolder,
  update_image_category: IconFolder,
  delete_image_category: IconFolder,
  update_world_cover: IconPhotoEdit,
  delete_world_cover: IconPhotoX,
  create_relation_type: IconAffiliate,
  update_relation_type: IconAffiliate,
  delete_relation_type: IconAffiliate,
  create_relation: IconLink,
  update_relation: IconLink,
  delete_relation: IconLinkOff,
  pin_graph_positions: IconAffiliate,
  create_new_dialog: IconMessages,
  update_dialog: IconMessages,
  delete_dialog: IconMessages,
  create_story_variable: IconVariable,
  update_story_variable: IconVariable,
  delete_story_variable: IconVariable,
  create_dialog_meta_schema: IconSchema,
  update_dialog_meta_schema: IconSchema,
  delete_dialog_meta_schema: IconSchema,
  update_dialog_languages: IconLanguage,
  import_dialog_translations: IconLanguage,
  create_new_story: IconBook2,
  update_story: IconBook2,
  delete_story: IconBook2,
  create_map: IconMap,
  update_map: IconMap,
  delete_map: IconMapOff,
  upload_map_picture: IconPhotoUp,
  update_map_layers: IconStack,
  create_map_feature: IconMapPin,
  update_map_feature: IconMapPin,
  delete_map_feature: IconMapPin,
};

/** SPEC §2.3 Dashboard: the feed of last activities, newest first, with "load more". */
export function ActivityFeed({ worldId }: { worldId: string }) {
  const { t } = useTranslation();
  const feed = useFeed(worldId);
  const activities = feed.data?.pages.flat() ?? [];

  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      component="section"
      aria-labelledby="feed-title"
      data-testid="activity-feed"
    >
      <Title order={2} size="h4" id="feed-title" mb="sm">
        {t('WORLDS.FEED.TITLE')}
      </Title>
      {feed.isPending ? (
        <Stack gap="sm" aria-busy="true">
          {[0, 1, 2].map((key) => (
            <Skeleton key={key} h={44} />
          ))}
        </Stack>
      ) : feed.isError && activities.length === 0 ? (
        <Alert color="red" variant="light" title={t('WORLDS.FEED.LOAD_FAILED')}>
          <Button size="xs" variant="light" mt="xs" onClick={() => void feed.refetch()}>
            {t('COMMON.RETRY')}
          </Button>
        </Alert>
      ) : activities.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('WORLDS.FEED.EMPTY')}
        </Text>
      ) : (
        <Stack gap="sm" component="ol" m={0} p={0} style={{ listStyle: 'none' }}>
          {collapseRuns(activities).map(({ activity, times }) => (
            <ActivityItem key={activity.id} activity={activity} times={times} />
          ))}
        </Stack>
      )}
      {feed.hasNextPage && (
        <Group justify="center" mt="md">
          <Button
            variant="default"
            size="xs"
            loading={feed.isFetchingNextPage}
            onClick={() => void feed.fetchNextPage()}
            data-testid="feed-load-more"
          >
            {t('WORLDS.FEED.LOAD_MORE')}
          </Button>
        </Group>
      )}
    </Paper>
  );
}

function ActivityItem({ activity, times }: { activity: Activity; times: number }) {
  const { t, i18n } = useTranslation();
  const Icon = (icons as Partial<Record<string, Icon>>)[activity.type] ?? IconActivity;
  const date = formatLongDate(activity.date, i18n.language);
  return (
    <Group
      component="li"
      gap="sm"
      wrap="nowrap"
      align="flex-start"
      data-testid="activity"
      data-type={activity.type}
    >
      <ThemeIcon variant="light" color="gray" radius="xl" size="md" aria-hidden>
        <Icon size={16} />
      </ThemeIcon>
      <div style={{ minWidth: 0 }}>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {describeActivity(activity, t)}
        </Text>
        <Group gap={8} wrap="wrap">
          <Text size="xs" fw={600} c="dimmed">
            {activity.user?.userName ?? t('WORLDS.FEED.SOMEONE')}
          </Text>
          <Text size="xs" c="dimmed" component="time" dateTime={activity.date}>
            {date}
          </Text>
          {times > 1 && (
            <Text size="xs" c="dimmed" data-testid="activity-times">
              {t('WORLDS.FEED.TIMES', { count: times })}
            </Text>
          )}
        </Group>
      </div>
    </Group>
  );
}
