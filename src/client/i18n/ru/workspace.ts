import { worldsRu } from './worlds';
import { helpRu } from './help';
import { profileRu } from './profile';
import { wikiRu } from './wiki';
import { dashboardRu } from './dashboard';
import { timelineRu } from './timeline';
import { timelineViewRu } from './timeline-view';
import { imagesRu } from './images';
import { mapsRu } from './maps';
import { mapViewRu } from './map-view';
import { relationsRu } from './relations';
import { storiesRu } from './stories';
import { dialogsRu } from './dialogs';
import { dialogSharingRu } from './dialog-sharing';
import { localizationRu } from './localization';
import { liveRu } from './live';
import { transferRu } from './transfer';

/** The signed-in screens' words: they load with the first signed-in page. */
export const workspaceCatalogueRu = {
  ...worldsRu,
  ...helpRu,
  ...profileRu,
  ...wikiRu,
  ...dashboardRu,
  ...timelineRu,
  ...timelineViewRu,
  ...imagesRu,
  ...mapsRu,
  ...mapViewRu,
  ...relationsRu,
  ...storiesRu,
  ...dialogsRu,
  ...dialogSharingRu,
  ...localizationRu,
  ...liveRu,
  ...transferRu,
};
