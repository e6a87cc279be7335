import { sharedMessagesEn } from '../../../shared/i18n/messages.en';
import { commonEn } from './common';
import { navbarEn } from './navbar';
import { authEn } from './auth';
import { worldsEn } from './worlds';
import { landingEn } from './landing';
import { helpEn } from './help';
import { profileEn } from './profile';
import { wikiEn } from './wiki';
import { dashboardEn } from './dashboard';
import { timelineEn } from './timeline';
import { timelineViewEn } from './timeline-view';
import { imagesEn } from './images';
import { relationsEn } from './relations';
import { storiesEn } from './stories';
import { dialogsEn } from './dialogs';
import { liveEn } from './live';
import { transferEn } from './transfer';

export const catalogueEn = {
  ...sharedMessagesEn,
  ...commonEn,
  ...navbarEn,
  ...authEn,
  ...worldsEn,
  ...landingEn,
  ...helpEn,
  ...profileEn,
  ...wikiEn,
  ...dashboardEn,
  ...timelineEn,
  ...timelineViewEn,
  ...imagesEn,
  ...relationsEn,
  ...storiesEn,
  ...dialogsEn,
  ...liveEn,
  ...transferEn,
};
