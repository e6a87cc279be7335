import { describe, expect, it } from 'vitest';
import { imageNameFrom } from './image-uploader';

describe('imageNameFrom', () => {
  it('names an image after its file, without the extension or a path', () => {
    expect(imageNameFrom('Harbour map.final.PNG')).toBe('Harbour map.final');
    expect(imageNameFrom('C:\\Users\\mira\\portrait.jpeg')).toBe('portrait');
    expect(imageNameFrom('  spaced \t out .gif')).toBe('spaced out');
    expect(imageNameFrom('Карта островов.webp')).toBe('Карта островов');
    expect(imageNameFrom('.png')).toBe('image');
    expect(imageNameFrom('bell\u0007.png')).toBe('bell');
    expect([...imageNameFrom(`${'я'.repeat(300)}.png`)]).toHaveLength(200);
  });
});
