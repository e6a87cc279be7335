import { sharedMessagesRu } from '../../../shared/i18n/messages.ru';
import { commonRu } from './common';
import { navbarRu } from './navbar';
import { authRu } from './auth';
import { worldsRu } from './worlds';
import { landingRu } from './landing';
import { helpRu } from './help';
import { profileRu } from './profile';
import { wikiRu } from './wiki';
import { dashboardRu } from './dashboard';
import { timelineRu } from './timeline';
import { timelineViewRu } from './timeline-view';
import { imagesRu } from './images';
import { relationsRu } from './relations';
import { storiesRu } from './stories';
import { dialogsRu } from './dialogs';
import { liveRu } from './live';
import { transferRu } from './transfer';

export const catalogueRu = {
  ...sharedMessagesRu,
  ...commonRu,
  ...navbarRu,
  ...authRu,
  ...worldsRu,
  ...landingRu,
  ...helpRu,
  ...profileRu,
  ...wikiRu,
  ...dashboardRu,
  ...timelineRu,
  ...timelineViewRu,
  ...imagesRu,
  ...relationsRu,
  ...storiesRu,
  ...dialogsRu,
  ...liveRu,
  ...transferRu,
};
