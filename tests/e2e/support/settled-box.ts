import { expect, type Locator } from '@playwright/test';

type Box = NonNullable<Awaited<ReturnType<Locator['boundingBox']>>>;

/**
 * The element's box once it has stopped moving: two reads a frame apart agree. A graph
 * fits its new layout to the view a frame after the layout arrives, so a box read at once
 * can be where the node was, and a drag started there grabs the empty pane.
 */
export async function settledBox(locator: Locator): Promise<Box> {
  let box: Box | null = null;
  await expect
    .poll(async () => {
      const before = await locator.boundingBox();
      await locator
        .page()
        .evaluate(
          () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
        );
      box = await locator.boundingBox();
      return box !== null && JSON.stringify(before) === JSON.stringify(box);
    })
    .toBe(true);
  return box!;
}
