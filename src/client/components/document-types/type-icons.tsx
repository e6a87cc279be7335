import {
  IconBook,
  IconBuildingCastle,
  IconBuildingChurch,
  IconCalendarEvent,
  IconCoin,
  IconCrown,
  IconDiamond,
  IconFeather,
  IconFlag,
  IconFlask,
  IconMapPin,
  IconMasksTheater,
  IconMoon,
  IconNote,
  IconPaw,
  IconPlanet,
  IconRocket,
  IconSailboat,
  IconShield,
  IconSkull,
  IconStar,
  IconSword,
  IconTree,
  IconUser,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';
import type { DocumentTypeIcon } from '../../../shared/wiki/document-types';

type Icon = ComponentType<{ size?: number; stroke?: number }>;

/** The Tabler icon of each name a type may wear (typed so the set and the drawings stay together). */
export const documentTypeIconComponents: Record<DocumentTypeIcon, Icon> = {
  user: IconUser,
  'map-pin': IconMapPin,
  flag: IconFlag,
  sword: IconSword,
  paw: IconPaw,
  masks: IconMasksTheater,
  church: IconBuildingChurch,
  calendar: IconCalendarEvent,
  book: IconBook,
  note: IconNote,
  rocket: IconRocket,
  planet: IconPlanet,
  crown: IconCrown,
  castle: IconBuildingCastle,
  tree: IconTree,
  shield: IconShield,
  diamond: IconDiamond,
  flask: IconFlask,
  skull: IconSkull,
  star: IconStar,
  feather: IconFeather,
  moon: IconMoon,
  ship: IconSailboat,
  coin: IconCoin,
};

export function DocumentTypeIconView({ icon, size = 16 }: { icon: string; size?: number }) {
  const Drawn = documentTypeIconComponents[icon as DocumentTypeIcon] ?? IconNote;
  return <Drawn size={size} stroke={1.6} />;
}
