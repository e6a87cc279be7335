/** The page a share link opens, on this server. */
export function playUrl(origin: string, token: string): string {
  return `${origin}/play/${encodeURIComponent(token)}`;
}

const attribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The <iframe> a devlog pastes: the bare player, lazily loaded, titled for screen readers. */
export function embedCode(origin: string, token: string, title: string): string {
  return `<iframe src="${attribute(`${playUrl(origin, token)}?embed=1`)}" title="${attribute(title)}" width="100%" height="480" style="border:0" loading="lazy"></iframe>`;
}
