/*
 * Functions that run inside the page (playwright serializes them). The root tsconfig has no DOM library, so they
 * reach the page's globals through `globalThis` and type elements loosely.
 */
type InPage = any;

/** An <img>'s natural width once it has loaded; rejects on a load error. */
export function imageWidth(el: InPage): Promise<number> {
  return new Promise((resolve, reject) => {
    if (el.complete && el.naturalWidth > 0) return resolve(el.naturalWidth);
    el.addEventListener('load', () => resolve(el.naturalWidth), { once: true });
    el.addEventListener('error', () => reject(new Error(`image error (${el.currentSrc})`)), { once: true });
  });
}

/**
 * A <video>'s duration once its metadata is loaded, after seeking to the middle and having enough data to play on
 * from there (so screenshots show a frame, not black). Rejects on a media error, e.g. a codec the browser lacks.
 */
export function videoDuration(el: InPage): Promise<number> {
  return new Promise((resolve, reject) => {
    const fail = () => reject(new Error(`media error: ${el.error?.message || el.error?.code} (${el.currentSrc})`));
    const seek = () => {
      const duration = el.duration as number;
      const settled = () => (el.readyState >= 3 ? resolve(duration) : el.addEventListener('canplay', () => resolve(duration), { once: true }));
      el.addEventListener('seeked', settled, { once: true });
      el.currentTime = duration / 2;
    };
    if (el.error) return fail();
    if (el.readyState >= 1) return seek();
    el.addEventListener('loadedmetadata', seek, { once: true });
    el.addEventListener('error', fail, { once: true });
  });
}

/** Records every value the export progress bar shows, in order, from now on (a MutationObserver). */
export function exportProgressRecorder(): void {
  const g = globalThis as InPage;
  const seen: number[] = [];
  g.__exportProgress = seen;
  const record = () => {
    const bar = g.document.querySelector('[role=progressbar][aria-label="Export progress"]');
    if (!bar) return;
    const value = Number(bar.getAttribute('aria-valuenow'));
    if (seen.at(-1) !== value) seen.push(value);
  };
  new g.MutationObserver(record).observe(g.document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-valuenow'] });
}

export function recordedExportProgress(): number[] {
  return (globalThis as InPage).__exportProgress as number[];
}

/** Whether the page is wider than the window (a phone would have to scroll sideways). */
export function scrollsSideways(): boolean {
  const g = globalThis as InPage;
  return g.document.documentElement.scrollWidth > g.innerWidth;
}

/**
 * Records what a render's progress bar (by its label) shows, in order, from now on: `42%`, or `indeterminate: <why>`.
 */
export function renderProgressRecorder(label: string): void {
  const g = globalThis as InPage;
  const seen: string[] = [];
  g.__renderProgress = seen;
  const record = () => {
    const bar = g.document.querySelector(`[role=progressbar][aria-label="${label}"]`);
    if (!bar) return;
    const now = bar.getAttribute('aria-valuenow');
    const shown = now === null ? `indeterminate: ${bar.getAttribute('aria-valuetext')}` : `${now}%`;
    if (seen.at(-1) !== shown) seen.push(shown);
  };
  new g.MutationObserver(record).observe(g.document.body, { subtree: true, childList: true, characterData: true, attributes: true });
}

export function recordedRenderProgress(): string[] {
  return (globalThis as InPage).__renderProgress as string[];
}

/** Drops a file of `size` zero bytes made in the page (too big to send from the test), as dropFile does. */
export function dropBigFile({ selector, name, type, size }: { selector: string; name: string; type: string; size: number }): void {
  const g = globalThis as InPage;
  const transfer = new g.DataTransfer();
  transfer.items.add(new g.File([new Uint8Array(size)], name, { type }));
  const target = g.document.querySelector(selector);
  for (const kind of ['dragenter', 'dragover', 'drop']) target.dispatchEvent(new g.DragEvent(kind, { dataTransfer: transfer, bubbles: true, cancelable: true }));
}

/** WCAG contrast of an element's text against its own (opaque) background colour, from the computed styles. */
export function textContrast(el: InPage): number {
  const style = (globalThis as InPage).getComputedStyle(el);
  const channels = (css: string) => (css.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
  const luminance = (css: string) => {
    const [r, g, b] = channels(css).map((c) => {
      const v = c / 255;
      return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const [a, b] = [luminance(style.color), luminance(style.backgroundColor)].sort((x, y) => y - x);
  return (a! + 0.05) / (b! + 0.05);
}

/** Whether a <select> is wide enough for its chosen option's words (its text measured in its own font, plus its padding and arrow). */
export function selectShowsChoice(el: InPage): boolean {
  const style = (globalThis as any).getComputedStyle(el);
  const context = (globalThis as any).document.createElement('canvas').getContext('2d');
  context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
  const text = el.options[el.selectedIndex].text;
  return context.measureText(text).width + parseFloat(style.paddingLeft) + parseFloat(style.paddingRight) + 16 <= el.clientWidth;
}

/** A field's example text (placeholder): its weight and whether it is italic. */
export function placeholderLook(el: InPage): { weight: string; style: string } {
  const s = (globalThis as any).getComputedStyle(el, '::placeholder');
  return { weight: s.fontWeight, style: s.fontStyle };
}
