import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/*
 * The relative links of the Markdown docs (README.md, docs/*.md) and the anchors they point at, read as GitHub
 * renders them: headings become ids by GitHub's rule, and nothing inside code counts.
 */

export interface Link {
  /** The file the link is in, relative to the root. */
  from: string;
  line: number;
  target: string;
}

/** The text outside fenced code blocks and code spans, line for line (code is blanked, so line numbers hold). */
export function prose(markdown: string): string[] {
  let fence: string | undefined;
  return markdown.split('\n').map((line) => {
    const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (fence) {
      if (marker && marker[0] === fence[0] && marker.length >= fence.length) fence = undefined;
      return '';
    }
    if (marker) {
      fence = marker;
      return '';
    }
    return line.replace(/(`+)[\s\S]*?\1/g, '');
  });
}

/** GitHub's heading ids: lowercased, punctuation dropped, spaces to hyphens, repeats numbered `-1`, `-2`… */
export function headingIds(markdown: string): Set<string> {
  const ids = new Set<string>();
  const counts = new Map<string, number>();
  let fence: string | undefined;
  for (const line of markdown.split('\n')) {
    const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (fence) {
      if (marker && marker[0] === fence[0] && marker.length >= fence.length) fence = undefined;
      continue;
    }
    if (marker) {
      fence = marker;
      continue;
    }
    const heading = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line)?.[1];
    if (heading === undefined) continue;
    const text = heading.replace(/!\[[^\]]*\]\([^)]*\)/g, '').replace(/\[([^\]]*)\]\([^)]*\)/g, '$1');
    const base = text.toLowerCase().replace(/[^\p{L}\p{N}\s_-]/gu, '').trim().replace(/\s/g, '-');
    const seen = counts.get(base) ?? 0;
    counts.set(base, seen + 1);
    ids.add(seen ? `${base}-${seen}` : base);
  }
  return ids;
}

export function relativeLinks(root: string, file: string): Link[] {
  const links: Link[] = [];
  prose(readFileSync(join(root, file), 'utf8')).forEach((line, i) => {
    for (const match of line.matchAll(/!?\[(?:[^\]]|\][^(])*?\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) {
      const target = match[1]!;
      if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue;
      links.push({ from: file, line: i + 1, target });
    }
  });
  return links;
}

/** Why a link does not resolve, or undefined when it does. */
export function brokenReason(root: string, link: Link): string | undefined {
  const [path, anchor] = link.target.split('#', 2) as [string, string | undefined];
  const file = path ? resolve(root, dirname(link.from), decodeURIComponent(path)) : join(root, link.from);
  if (relative(root, file).startsWith('..')) return 'points outside the repository';
  if (!existsSync(file)) return 'no such file';
  if (anchor === undefined || !file.endsWith('.md') || statSync(file).isDirectory()) return undefined;
  return headingIds(readFileSync(file, 'utf8')).has(decodeURIComponent(anchor)) ? undefined : `no heading #${anchor} in ${relative(root, file)}`;
}
