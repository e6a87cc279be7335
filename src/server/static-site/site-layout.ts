import { escapeHtml } from './html';
import type { SiteLanguage, SiteWords } from './site-words';

export interface PageFrame {
  language: SiteLanguage;
  words: SiteWords;
  worldName: string;
  /** From the page to the site's root: '' for root pages, '../' one folder down. */
  root: string;
  /** Which sections the site holds, for the navigation. */
  sections: SiteSection[];
}

export type SiteSection = 'documents' | 'timeline' | 'maps' | 'dialogs' | 'stories';

/** Where each section's first page lies, from the root. */
export const sectionPaths: Record<SiteSection, string> = {
  documents: 'documents/index.html',
  timeline: 'timeline.html',
  maps: 'maps/index.html',
  dialogs: 'dialogs/index.html',
  stories: 'stories/index.html',
};

/** One whole page: plain HTML that reads without JavaScript, one shared style sheet. */
export function page(frame: PageFrame, title: string, body: string, tail = ''): string {
  // Which sections make it in is known only once all are built: see withNavigation.
  const nav = `${navMark}${frame.root}${navMark}`;
  const fullTitle = title === frame.worldName ? title : `${title} · ${frame.worldName}`;
  return `<!doctype html>
<html lang="${frame.language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(fullTitle)}</title>
<link rel="stylesheet" href="${frame.root}site.css">
</head>
<body>
<header><a class="world" href="${frame.root}index.html">${escapeHtml(frame.worldName)}</a><nav>${nav}</nav></header>
<main>
${body}
</main>
<footer>${escapeHtml(frame.words.footer)}</footer>
${tail}
</body>
</html>
`;
}

const navMark = '\u0000nav\u0000';

/** Puts the navigation into a page once the site's sections are known. */
export function withNavigation(html: string, frame: Omit<PageFrame, 'root'>): string {
  return html.replace(new RegExp(`${navMark}(.*?)${navMark}`, 'g'), (_, root: string) =>
    [
      `<a href="${root}index.html">${escapeHtml(frame.words.home)}</a>`,
      ...frame.sections.map(
        (section) =>
          `<a href="${root}${sectionPaths[section]}">${escapeHtml(frame.words[section])}</a>`,
      ),
    ].join(''),
  );
}

export const siteCss = `:root { color-scheme: light dark; --accent: #7048e8; --muted: #868e96; --line: #dee2e6; }
* { box-sizing: border-box; }
body { margin: 0; font: 16px/1.6 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
header { display: flex; flex-wrap: wrap; gap: .5rem 1.25rem; align-items: baseline; padding: .75rem 1.25rem; border-bottom: 1px solid var(--line); }
header .world { font-weight: 700; font-size: 1.15rem; text-decoration: none; }
nav { display: flex; flex-wrap: wrap; gap: .25rem 1rem; }
main { max-width: 52rem; margin: 0 auto; padding: 1.25rem; overflow-wrap: anywhere; }
footer { max-width: 52rem; margin: 2rem auto; padding: 0 1.25rem; color: var(--muted); font-size: .85rem; }
a { color: var(--accent); }
h1 { line-height: 1.25; margin: .5rem 0 1rem; }
.muted, .type { color: var(--muted); }
.tags { display: flex; flex-wrap: wrap; gap: .25rem; padding: 0; margin: .25rem 0; list-style: none; }
.tags li { border: 1px solid var(--line); border-radius: 1rem; padding: 0 .6rem; font-size: .85rem; }
ul.items { padding-left: 1.1rem; }
ul.items li { margin: .35rem 0; }
blockquote { border-left: 3px solid var(--line); margin: 0; padding-left: 1rem; }
pre { overflow-x: auto; background: rgba(127,127,127,.12); padding: .75rem; }
.table { overflow-x: auto; }
table { border-collapse: collapse; }
td, th { border: 1px solid var(--line); padding: .25rem .5rem; }
figure { margin: 1rem 0; }
figure img { display: block; max-width: 100%; height: auto; border-radius: .35rem; }
figcaption { color: var(--muted); font-style: italic; }
.cover { max-width: 100%; height: auto; border-radius: .5rem; }
.player { border: 1px solid var(--line); border-radius: .5rem; padding: 1rem; margin: 1rem 0; }
.player .speaker { font-weight: 700; }
.player .line { white-space: pre-wrap; margin: .5rem 0 1rem; }
.player .choices { display: flex; flex-direction: column; gap: .5rem; }
.player button { font: inherit; padding: .5rem .9rem; border-radius: .4rem; border: 1px solid var(--accent); background: transparent; color: inherit; cursor: pointer; text-align: left; }
.player .tools { margin-top: 1rem; }
.scene { border-left: 3px solid var(--line); padding-left: 1rem; margin: 1rem 0; }
.scene p { white-space: pre-wrap; }
.event { margin: .5rem 0; }
.event .date { color: var(--muted); font-variant-numeric: tabular-nums; }
.map-scroll { overflow: auto; margin: 1rem 0; border: 1px solid var(--line); border-radius: .5rem; }
.map-frame { position: relative; width: 100%; }
.map-zoom { display: flex; gap: .35rem; justify-content: flex-end; margin: 1rem 0 -.5rem; }
.map-zoom button { font: inherit; font-weight: 700; width: 2.25rem; height: 2.25rem; border-radius: .4rem; border: 1px solid var(--line); background: transparent; color: inherit; cursor: pointer; }
.map-frame img { display: block; width: 100%; height: 100%; }
.map-frame .places { position: absolute; inset: 0; width: 100%; height: 100%; overflow: visible; }
.places .name { font: 600 12px system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; fill: #fff; stroke: rgba(0,0,0,.85); stroke-width: 3px; stroke-linejoin: round; paint-order: stroke; }
.places a .name { text-decoration: underline; }
.map-cards { display: grid; grid-template-columns: repeat(auto-fill, minmax(14rem, 1fr)); gap: 1rem; padding: 0; list-style: none; }
.map-card a { display: flex; flex-direction: column; gap: .35rem; font-weight: 600; }
.map-card img { width: 100%; aspect-ratio: 4 / 3; object-fit: cover; border-radius: .35rem; border: 1px solid var(--line); }
.map-card p { margin: .25rem 0 0; font-size: .9rem; }
`;
