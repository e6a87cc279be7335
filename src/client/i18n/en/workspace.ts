import { worldsEn } from './worlds';
import { helpEn } from './help';
import { profileEn } from './profile';
import { wikiEn } from './wiki';
import { dashboardEn } from './dashboard';
import { timelineEn } from './timeline';
import { timelineViewEn } from './timeline-view';
import { imagesEn } from './images';
import { mapsEn } from './maps';
import { mapViewEn } from './map-view';
import { relationsEn } from './relations';
import { storiesEn } from './stories';
import { dialogsEn } from './dialogs';
import { dialogSharingEn } from './dialog-sharing';
import { localizationEn } from './localization';
import { liveEn } from './live';
import { transferEn } from './transfer';

/** The signed-in screens' words: they load with the first signed-in page. */
export const workspaceCatalogueEn = {
  ...worldsEn,
  ...helpEn,
  ...profileEn,
  ...wikiEn,
  ...dashboardEn,
  ...timelineEn,
  ...timelineViewEn,
  ...imagesEn,
  ...mapsEn,
  ...mapViewEn,
  ...relationsEn,
  ...storiesEn,
  ...dialogsEn,
  ...dialogSharingEn,
  ...localizationEn,
  ...liveEn,
  ...transferEn,
};
