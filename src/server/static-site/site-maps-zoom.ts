import type { SiteWords } from './site-words';

/**
 * A map page's zoom buttons: a little inline script, so the page still needs
 * no other file. Without script the map shows whole at the page's width.
 * The picture and its regions grow with the frame; pins and names keep their size.
 */
export function mapZoomScript(words: Pick<SiteWords, 'zoomIn' | 'zoomOut'>): string {
  const labels = JSON.stringify([words.zoomIn, words.zoomOut]).replace(/</g, '\\u003c');
  return `<script>
(function () {
  var box = document.querySelector('.map-scroll');
  var frame = box && box.querySelector('.map-frame');
  if (!frame) return;
  var labels = ${labels};
  var scale = 1;
  var bar = document.createElement('div');
  bar.className = 'map-zoom';
  [['+', 2, labels[0]], ['\\u2212', 0.5, labels[1]]].forEach(function (step) {
    var button = document.createElement('button');
    button.type = 'button';
    button.textContent = step[0];
    button.title = step[2];
    button.setAttribute('aria-label', step[2]);
    button.addEventListener('click', function () {
      var next = Math.min(8, Math.max(1, scale * step[1]));
      if (next === scale) return;
      var x = (box.scrollLeft + box.clientWidth / 2) / frame.offsetWidth;
      var y = (box.scrollTop + box.clientHeight / 2) / frame.offsetHeight;
      scale = next;
      frame.style.width = scale * 100 + '%';
      box.style.maxHeight = scale > 1 ? '80vh' : '';
      box.scrollLeft = x * frame.offsetWidth - box.clientWidth / 2;
      box.scrollTop = y * frame.offsetHeight - box.clientHeight / 2;
    });
    bar.appendChild(button);
  });
  box.parentNode.insertBefore(bar, box);
})();
</script>`;
}
