import { describe, expect, it } from '@jest/globals';
import { readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brokenReason, headingIds, prose, relativeLinks } from './docs-links.js';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const DOCS = ['README.md', ...readdirSync(join(root, 'docs')).filter((name) => name.endsWith('.md')).map((name) => `docs/${name}`)];

describe('the links between README.md and docs/', () => {
  it('all resolve: every relative link names a file of the repository, and every #anchor a heading of its page', () => {
    const broken = DOCS.flatMap((file) => relativeLinks(root, file))
      .map((link) => ({ link, reason: brokenReason(root, link) }))
      .filter((x) => x.reason)
      .map(({ link, reason }) => `${link.from}:${link.line} ${link.target}: ${reason}`);
    expect(broken).toEqual([]);
  });

  it('reach every guide in docs/ from the README', () => {
    const fromReadme = new Set(relativeLinks(root, 'README.md').map((l) => l.target.split('#')[0]));
    const unreached = DOCS.filter((f) => f.startsWith('docs/') && !fromReadme.has(f));
    expect(unreached).toEqual([]);
  });
});

describe('the link reader', () => {
  it('names headings as GitHub does', () => {
    const ids = headingIds('# For AI assistants: the MCP tool server\n## `montage mcp` (stdio)\n## Tests\n## Tests\n```sh\n# not a heading\n```\n');
    expect([...ids]).toEqual(['for-ai-assistants-the-mcp-tool-server', 'montage-mcp-stdio', 'tests', 'tests-1']);
  });

  it('ignores code', () => {
    expect(prose('a [x](y.md) `[z](w.md)`\n```\n[q](r.md)\n```')).toEqual(['a [x](y.md) ', '', '', '']);
  });
});
