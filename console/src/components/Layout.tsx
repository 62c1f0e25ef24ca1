import type { ComponentChildren } from 'preact';
import { writeKey } from '../lib/session';
import { Link } from './Link';

/** The frame of every signed-in page: a skip link, the navigation, and the page itself. */
export function Layout({ section, wide, children }: { section: 'projects' | 'templates' | 'assets' | 'webhooks' | 'none'; wide?: boolean; children: ComponentChildren }) {
  return (
    <>
      <a class="skip-link" href="#main">
        Skip to content
      </a>
      <header class="topbar">
        <Link href="/projects" class="brand">
          Montage
        </Link>
        <nav aria-label="Main">
          <Link href="/projects" current={section === 'projects'}>
            Projects
          </Link>
          <Link href="/templates" current={section === 'templates'}>
            Templates
          </Link>
          <Link href="/assets" current={section === 'assets'}>
            Assets
          </Link>
          <Link href="/webhooks" current={section === 'webhooks'}>
            Webhooks
          </Link>
          {/* Not a console page: the service's own API reference (api/reference.ts), a full page load. */}
          <a href="/docs">API reference</a>
        </nav>
        <button type="button" class="secondary signout" onClick={() => writeKey(undefined)}>
          Sign out
        </button>
      </header>
      <main id="main" tabIndex={-1} class={wide ? 'wide' : undefined}>
        {children}
      </main>
    </>
  );
}
