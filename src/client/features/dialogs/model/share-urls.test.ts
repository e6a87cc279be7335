import { describe, expect, it } from 'vitest';
import { embedCode, playUrl } from './share-urls';

describe('share urls', () => {
  it('give the play page and an iframe of its bare frame, the title escaped', () => {
    expect(playUrl('https://lore.example', 'ab_C-1')).toBe('https://lore.example/play/ab_C-1');
    expect(embedCode('https://lore.example', 'ab_C-1', 'Tom & "Jerry" <b>')).toBe(
      '<iframe src="https://lore.example/play/ab_C-1?embed=1" title="Tom &amp; &quot;Jerry&quot; &lt;b&gt;" width="100%" height="480" style="border:0" loading="lazy"></iframe>',
    );
  });
});
