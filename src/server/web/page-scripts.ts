import { createHash } from 'node:crypto';

/**
 * A page the server has drawn paints from its HTML, its inlined CSS and its images; its scripts and its
 * full stylesheet only make it interactive. They are requested once the page's first images (those with
 * `fetchpriority="high"`: the LCP candidates) have loaded and been painted, so on a slow connection they do
 * not share its bandwidth with them (docs/decisions/021-scripts-after-the-first-images.md).
 *
 * The loader is one inline script of fixed text, allowed by its hash in the CSP (no `'unsafe-inline'`);
 * what it loads is named in its data attributes.
 */
const LOADER = [
  '(function(me){',
  'var started=false;',
  'function start(){',
  'if(started)return;started=true;',
  "me.getAttribute('data-styles').split(' ').forEach(function(href){",
  // Already linked (the page's critical CSS could not be worked out, so its stylesheet stayed in the head).
  "if(!href||document.querySelector('link[rel=\"stylesheet\"][href=\"'+href+'\"]'))return;",
  "var link=document.createElement('link');link.rel='stylesheet';link.crossOrigin='';link.href=href;document.head.appendChild(link);",
  '});',
  "me.getAttribute('data-scripts').split(' ').forEach(function(src){",
  'if(!src)return;',
  "var script=document.createElement('script');script.type='module';script.crossOrigin='';script.src=src;document.head.appendChild(script);",
  '});',
  '}',
  // Just after the first images have been painted, or with none in view, the page's first content. Chromium
  // says when (Element Timing, the `elementtiming` attribute on each image; Paint Timing); elsewhere the frame
  // that draws them stands in (a requestAnimationFrame, then a task), which runs before that frame is
  // rasterised and shown. A tab in the background paints nothing; an image out of view, or one that failed,
  // is never painted; the timer covers whatever else keeps a paint away.
  "var high=[].slice.call(document.querySelectorAll('img[fetchpriority=\"high\"]')),painted=[];",
  'function inView(img){var r=img.getBoundingClientRect();return r.bottom>0&&r.right>0&&r.top<innerHeight&&r.left<innerWidth}',
  'function shown(img){return painted.indexOf(img)>=0||(img.complete&&!img.naturalWidth)||!inView(img)}',
  'function afterPaint(){',
  "if(document.visibilityState==='hidden')return start();",
  "document.addEventListener('visibilitychange',function(){if(document.visibilityState==='hidden')start()});",
  'var types=window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes||[];',
  "var images=types.indexOf('element')>=0&&!high.every(shown);",
  "if(!images&&types.indexOf('paint')<0)return requestAnimationFrame(function(){setTimeout(start,0)});",
  'new PerformanceObserver(function(list,observer){',
  'var entries=list.getEntries();',
  'entries.forEach(function(entry){if(entry.element)painted.push(entry.element)});',
  "if(images?high.every(shown):entries.some(function(entry){return entry.name==='first-contentful-paint'})){observer.disconnect();start()}",
  "}).observe({type:images?'element':'paint',buffered:true});",
  'setTimeout(start,1000)',
  '}',
  'var waiting=high.filter(function(img){return !img.complete});',
  'var left=waiting.length;',
  'if(!left)return afterPaint();',
  'waiting.forEach(function(img){',
  'function done(){if(--left===0)afterPaint()}',
  "img.addEventListener('load',done,{once:true});img.addEventListener('error',done,{once:true});",
  '});',
  '})(document.currentScript);',
].join('');

/** The CSP source that allows the loader, and no other inline script. */
export const PAGE_LOADER_CSP_SOURCE = `'sha256-${createHash('sha256').update(LOADER).digest('base64')}'`;

const MODULE_SCRIPT = /<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>\s*/g;
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*>\s*/g;
const STYLESHEET_HREF = /<link rel="stylesheet"[^>]*\shref="([^"]+)"[^>]*>/g;

/**
 * index.html's part with the page's scripts, for a page the server has drawn: the module scripts (and their
 * preloads) taken out, and the loader that requests them, and the stylesheets, after the first images.
 * The stylesheet links stay where they are: the critical CSS replaces them (critical-css.ts).
 */
export function deferPageScripts(html: string): { html: string; loader: string } {
  const scripts = [...html.matchAll(MODULE_SCRIPT)].map((match) => match[1]);
  const styles = [...html.matchAll(STYLESHEET_HREF)].map((match) => match[1]);
  const loader = `<script data-styles="${styles.join(' ')}" data-scripts="${scripts.join(' ')}">${LOADER}</script>`;
  return { html: html.replace(MODULE_SCRIPT, '').replace(MODULE_PRELOAD, ''), loader };
}
