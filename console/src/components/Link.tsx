import type { ComponentChildren } from 'preact';
import { navigate } from '../lib/router';

/** An ordinary link (open in a new tab works) that moves inside the console without reloading it. */
export function Link({ href, children, class: className, current, label }: { href: string; children: ComponentChildren; class?: string; current?: boolean; label?: string }) {
  return (
    <a
      href={href}
      class={className}
      aria-current={current ? 'page' : undefined}
      aria-label={label}
      onClick={(e) => {
        if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
        e.preventDefault();
        navigate(href);
      }}
    >
      {children}
    </a>
  );
}
