import { useEffect, useState } from 'preact/hooks';

/*
 * A tiny history-API router: real paths (the server answers every console path with index.html), `navigate()` to
 * move, `useRoute()` to re-render on moves and on the back button.
 */
const EVENT = 'montage:navigate';

export function navigate(path: string, replace = false): void {
  if (path === location.pathname + location.search) return;
  if (replace) history.replaceState(null, '', path);
  else history.pushState(null, '', path);
  window.dispatchEvent(new Event(EVENT));
  window.scrollTo(0, 0);
}

export function useRoute(): string {
  const [path, setPath] = useState(location.pathname);
  useEffect(() => {
    const update = () => setPath(location.pathname);
    window.addEventListener('popstate', update);
    window.addEventListener(EVENT, update);
    return () => {
      window.removeEventListener('popstate', update);
      window.removeEventListener(EVENT, update);
    };
  }, []);
  return path;
}

export type Route =
  | { page: 'projects' }
  | { page: 'project'; projectId: string }
  | { page: 'export'; projectId: string }
  | { page: 'batch'; projectId: string }
  | { page: 'edit'; projectId: string; chapterId: string }
  | { page: 'templates'; templateId?: string }
  | { page: 'assets' }
  | { page: 'webhooks' }
  | { page: 'not-found' };

export function matchRoute(path: string): Route {
  const parts = path.split('/').filter(Boolean).map(decodeURIComponent);
  if (parts.length === 0 || (parts.length === 1 && parts[0] === 'projects')) return { page: 'projects' };
  if (parts[0] === 'assets' && parts.length === 1) return { page: 'assets' };
  if (parts[0] === 'webhooks' && parts.length === 1) return { page: 'webhooks' };
  if (parts[0] === 'templates' && parts.length === 1) return { page: 'templates' };
  if (parts[0] === 'templates' && parts.length === 2 && parts[1]) return { page: 'templates', templateId: parts[1] };
  if (parts[0] === 'projects' && parts[1]) {
    if (parts.length === 2) return { page: 'project', projectId: parts[1] };
    if (parts.length === 3 && parts[2] === 'export') return { page: 'export', projectId: parts[1] };
    if (parts.length === 3 && parts[2] === 'batch') return { page: 'batch', projectId: parts[1] };
    if (parts.length === 5 && parts[2] === 'chapters' && parts[3] && parts[4] === 'edit') return { page: 'edit', projectId: parts[1], chapterId: parts[3] };
  }
  return { page: 'not-found' };
}
