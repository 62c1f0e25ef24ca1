/* Small display helpers. */

export function formatBytes(bytes: number | null): string {
  if (bytes === null) return '—';
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${value < 10 ? value.toFixed(1) : Math.round(value)} ${units[unit]}`;
}

export function formatSeconds(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined) return '—';
  const whole = Math.round(seconds);
  const m = Math.floor(whole / 60);
  const s = whole % 60;
  return m > 0 ? `${m}:${String(s).padStart(2, '0')}` : `${seconds < 10 ? seconds.toFixed(1) : whole} s`;
}

export function formatTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleString();
}

export function percent(fraction: number): number {
  return Math.max(0, Math.min(100, Math.round(fraction * 100)));
}

const ASPECT_NAMES = { landscape: 'Landscape 16:9', portrait: 'Portrait 9:16', square: 'Square 1:1' } as const;

/** "Portrait 9:16 · 1080p" */
export function formatName(format: { aspect: keyof typeof ASPECT_NAMES; resolution: string }): string {
  return `${ASPECT_NAMES[format.aspect]} · ${format.resolution}`;
}

/** The end of an id, enough to tell two assets of the same name apart ("…4kQz9b"). */
export function idSuffix(id: string): string {
  return `…${id.slice(-6)}`;
}

/** "25 Nov, 21:53": a short upload time for lists where the full one is too long. */
export function formatShortTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleString(undefined, { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });
}

/** An asset in one line, for choosers where names repeat: "picture.png · image/png · 12 KB · 25 Nov, 21:53 · …4kQz9b". */
export function describeAsset(asset: { id: string; name: string; content_type: string; size: number | null; created_at: string }): string {
  return [asset.name, asset.content_type, formatBytes(asset.size), formatShortTime(asset.created_at), idSuffix(asset.id)].join(' · ');
}
