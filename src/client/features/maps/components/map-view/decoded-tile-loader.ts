import type ImageTile from 'ol/ImageTile';
import type Tile from 'ol/Tile';
import TileState from 'ol/TileState';

/**
 * Loads a tile decoded off the main thread: an <img> tile is decoded when a
 * software canvas first draws it, on the main thread, which held the first
 * view's drawing and the frames of a zoom that brings new tiles. The decoded
 * pixels go into a canvas of their own (a copy, no decoding), which OpenLayers
 * draws as it draws an image. A tile the server does not have is not drawn.
 */
export function loadDecodedTile(tile: Tile, src: string): void {
  const imageTile = tile as ImageTile;
  fetch(src)
    .then((response) => {
      if (!response.ok) throw new Error(`tile ${response.status}`);
      return response.blob();
    })
    .then((blob) => createImageBitmap(blob))
    .then((bitmap) => {
      const canvas = document.createElement('canvas');
      canvas.width = bitmap.width;
      canvas.height = bitmap.height;
      canvas.getContext('2d')?.drawImage(bitmap, 0, 0);
      bitmap.close();
      imageTile.setImage(canvas);
    })
    .catch(() => imageTile.setState(TileState.ERROR));
}
