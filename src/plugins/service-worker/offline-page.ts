/**
 * The page the service worker shows for a page it has not kept, when the network is gone. It is a
 * standalone document (inline styles and scripts, nothing else to fetch) because it is served in
 * place of any URL: the site's app would try to render that URL's route and fail offline.
 * It follows the reader's colour mode and lists the pages kept for offline reading.
 */

export type OfflinePageOptions = {
  siteTitle: string;
  /** Where Docusaurus keeps the reader's colour mode: `theme<namespace>` in `storageType`. */
  storageType: string;
  themeKey: string;
  /** The cache the worker keeps pages in (worker.js PAGES_CACHE). */
  pagesCache: string;
};

export const OFFLINE_TITLE = 'You are offline';
export const OFFLINE_DESCRIPTION =
  'Mynah Docs cannot reach the network and this page was not saved for offline reading; pages you opened before still work.';

const STYLE = `
:root{color-scheme:light;--bg:#fff;--fg:#1c1e21;--muted:#525860;--link:#0f766e;--btn-fg:#fff;--border:#dadde1}
[data-theme=dark]{color-scheme:dark;--bg:#1b1b1d;--fg:#e3e3e3;--muted:#bec3c9;--link:#5eead4;--btn-fg:#042f2e;--border:#444950}
*{box-sizing:border-box}
body{margin:0;background:var(--bg);color:var(--fg);font:1rem/1.6 system-ui,-apple-system,'Segoe UI',Roboto,Ubuntu,Arial,sans-serif}
main{max-width:40rem;margin:0 auto;padding:4rem 1.25rem}
.site{font-weight:700;color:var(--muted);margin:0 0 1rem}
h1{font-size:2rem;line-height:1.2;margin:0 0 1rem}
h2{font-size:1.25rem;margin:2.5rem 0 .5rem}
a{color:var(--link);text-underline-offset:.15em}
.actions{display:flex;flex-wrap:wrap;gap:1rem;align-items:center;margin-top:1.5rem}
button{font:inherit;font-weight:600;cursor:pointer;border:0;border-radius:.4rem;padding:.5rem 1.25rem;background:var(--link);color:var(--btn-fg);min-height:2.75rem}
:focus-visible{outline:3px solid var(--link);outline-offset:2px}
ul{padding-left:1.25rem}
li{margin:.25rem 0}
`;

/** Applies the stored colour mode before the first paint, else the system's. */
function themeScript({storageType, themeKey}: OfflinePageOptions): string {
  return `(function(){var t=null;try{t=window[${JSON.stringify(storageType)}].getItem(${JSON.stringify(themeKey)})}catch(e){}if(t!=='light'&&t!=='dark')t=matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light';document.documentElement.setAttribute('data-theme',t)})();`;
}

/** Lists the kept pages, newest first, by their titles. */
function savedPagesScript({pagesCache, siteTitle}: OfflinePageOptions): string {
  const suffix = JSON.stringify(` | ${siteTitle}`);
  return `document.getElementById('retry').addEventListener('click',function(){location.reload()});
(async function(){try{var cache=await caches.open(${JSON.stringify(pagesCache)});var keys=(await cache.keys()).slice(-50).reverse();
var list=document.getElementById('saved-list');for(var i=0;i<keys.length;i++){var res=await cache.match(keys[i]);if(!res)continue;
var doc=new DOMParser().parseFromString(await res.text(),'text/html');var path=new URL(keys[i].url).pathname;
var a=document.createElement('a');a.href=path;a.textContent=(doc.title||path).replace(${suffix},'');
var li=document.createElement('li');li.appendChild(a);list.appendChild(li)}
if(list.children.length)document.getElementById('saved').hidden=false}catch(e){}})();`;
}

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

export function offlinePageHtml(options: OfflinePageOptions): string {
  const title = `${OFFLINE_TITLE} | ${options.siteTitle}`;
  return `<!doctype html>
<html lang="en-US" dir="ltr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)}</title>
<meta name="description" content="${escape(OFFLINE_DESCRIPTION)}">
<meta name="robots" content="noindex">
<meta property="og:title" content="${escape(title)}">
<meta property="og:description" content="${escape(OFFLINE_DESCRIPTION)}">
<link rel="icon" href="/img/favicon.svg">
<style>${STYLE.trim()}</style>
<script>${themeScript(options)}</script>
</head>
<body>
<main>
<p class="site">${escape(options.siteTitle)}</p>
<h1>${OFFLINE_TITLE}</h1>
<p>This page has not been saved for offline reading, and the network cannot be reached. Pages you opened
before are kept on this device and still open offline.</p>
<div class="actions"><button type="button" id="retry">Try again</button><a href="/">Go to the home page</a></div>
<section id="saved" aria-labelledby="saved-title" hidden>
<h2 id="saved-title">Saved for offline reading</h2>
<ul id="saved-list"></ul>
</section>
</main>
<script>${savedPagesScript(options)}</script>
</body>
</html>
`;
}
