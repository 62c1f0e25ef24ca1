import { describe, expect, it } from '@jest/globals';
import { execFile } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../../lib/config.js';
import { MONTAGE_UID } from '../../lib/kube/pod-security.js';
import { CJK_WEIGHTS, SCRIPT_FALLBACKS } from '../../engine/render/typeset/fallback.js';
import { root } from './chart-tools.js';

/*
 * No Docker engine runs here, so the image is never built in this suite (test/e2e/kind-e2e.sh builds it where
 * Docker is). What is checked instead: hadolint (the real linter, installed by test/env/prepare.sh) finds nothing,
 * and the Dockerfile agrees with the rest of the project — the uid the Pods run as, the command the controller gives
 * render Jobs, the compiled entry points, the runtime packages the engine calls, no dev dependency at runtime.
 */

const dockerfile = readFileSync(join(root, 'Dockerfile'), 'utf8');

interface Instruction {
  keyword: string;
  args: string;
  stage: number;
}

/** Instructions with continuation lines joined and comments dropped; `stage` counts FROMs. */
function instructions(text: string): Instruction[] {
  const joined = text
    .split('\n')
    .filter((line) => !/^\s*#/.test(line))
    .join('\n')
    .replace(/\\\n/g, ' ');
  let stage = -1;
  return joined
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const [keyword, ...rest] = line.split(/\s+/);
      if (keyword!.toUpperCase() === 'FROM') stage++;
      return { keyword: keyword!.toUpperCase(), args: rest.join(' '), stage };
    });
}

const all = instructions(dockerfile);
const stages = all.filter((i) => i.keyword === 'FROM').map((i) => i.args);
const final = all.filter((i) => i.stage === stages.length - 1);
const hadolint = join(process.env.MONTAGE_TOOLS_CACHE ?? join(process.env.XDG_CACHE_HOME ?? join(homedir(), '.cache'), 'montage-tools'), 'hadolint-2.15.1', 'bin', 'hadolint');

describe('Dockerfile', () => {
  it('passes hadolint 2.15.1 with no finding', async () => {
    expect(existsSync(hadolint)).toBe(true); // installed by `bash test/env/prepare.sh` (npm test runs it)
    const result = await new Promise<{ code: number; out: string }>((resolve) =>
      execFile(hadolint, ['--failure-threshold', 'info', join(root, 'Dockerfile')], (err, stdout, stderr) => resolve({ code: err ? 1 : 0, out: stdout + stderr })),
    );
    expect(result.out).toBe('');
    expect(result.code).toBe(0);
  });

  it('builds in stages from a pinned Node LTS on Debian bookworm-slim, and fetches nothing with ADD', () => {
    const base = /ARG NODE_IMAGE=(\S+)/.exec(dockerfile)?.[1];
    expect(base).toMatch(/^node:(20|22|24)\.\d+\.\d+-bookworm-slim$/);
    expect(stages.length).toBeGreaterThanOrEqual(3);
    for (const from of stages) expect(from).toMatch(/^\$\{NODE_IMAGE\} AS \w+$/);
    expect(all.some((i) => i.keyword === 'ADD')).toBe(false);
  });

  it('ships no dev dependency: the final node_modules come from `npm ci --omit=dev`', () => {
    const copies = final.filter((i) => i.keyword === 'COPY');
    const modules = copies.find((c) => / \.?\/?node_modules$/.test(c.args) || c.args.endsWith('./node_modules'));
    const from = /--from=(\w+)/.exec(modules!.args)![1];
    const source = all.filter((i) => i.stage === stages.findIndex((s) => s.endsWith(`AS ${from}`)));
    expect(source.find((i) => i.keyword === 'RUN' && i.args.includes('npm ci'))!.args).toMatch(/--omit=dev/);
    expect(final.some((i) => i.keyword === 'RUN' && /npm (ci|install)/.test(i.args))).toBe(false);
  });

  it('keeps only the CJK font files the text engine draws (their woff2 in CJK_WEIGHTS), and every other font', () => {
    const deps = all.filter((i) => i.stage === stages.findIndex((s) => s.endsWith('AS deps')));
    const prune = deps.map((i) => i.args).join(' ').split('&&').map((c) => c.trim()).find((c) => c.startsWith('find node_modules/@fontsource/'));
    expect(prune).toBeDefined();
    const cjk = SCRIPT_FALLBACKS.filter((f) => f.cjk).map((f) => `node_modules/@fontsource/${f.pkg}/files`);
    // Only the CJK packages' files are pruned: the theme faces, the other scripts and the emoji font stay whole.
    expect(prune!.match(/node_modules\/@fontsource\/[\w-]+\/files/g)!.sort()).toEqual(cjk.sort());
    const kept = [...prune!.matchAll(/! -name '\*-(\d+)-normal\.woff2'/g)].map((m) => Number(m[1]));
    expect(kept).toEqual([...CJK_WEIGHTS]);
    expect(prune).toMatch(/-type f .*-delete$/);
  });

  it('runs as the non-root uid the Pods\' securityContext names', () => {
    const user = final.filter((i) => i.keyword === 'USER').at(-1)!.args;
    expect(user).toBe(`${MONTAGE_UID}:${MONTAGE_UID}`);
    expect(dockerfile).toContain(`useradd --uid ${MONTAGE_UID}`);
  });

  it('installs what the engine runs: FFmpeg, espeak-ng, DejaVu fonts, with no recommends and no apt lists left', () => {
    const apt = final.find((i) => i.keyword === 'RUN' && i.args.includes('apt-get install'))!.args;
    for (const pkg of ['ffmpeg', 'espeak-ng', 'fonts-dejavu-core', 'tini']) expect(apt.split(/\s+/)).toContain(pkg);
    expect(apt).toContain('--no-install-recommends');
    expect(apt).toContain('rm -rf /var/lib/apt/lists/*');
  });

  it('starts the compiled CLI, and the controller\'s default render command names a compiled file', () => {
    const workdir = final.filter((i) => i.keyword === 'WORKDIR').at(-1)!.args;
    expect(workdir).toBe('/app');
    expect(JSON.parse(final.find((i) => i.keyword === 'ENTRYPOINT')!.args)).toEqual(['tini', '--', 'node', 'dist/bin/montage.js']);
    const build = JSON.parse(readFileSync(join(root, 'tsconfig.build.json'), 'utf8')) as { include: string[] };
    expect(build.include).toEqual(expect.arrayContaining(['bin', 'engine']));
    // `tini -- node dist/engine/main.js`, relative to WORKDIR: the source tsc compiles to it exists. A Job's
    // command replaces the image's entrypoint, so it names tini itself (signals reach node; zombies are reaped).
    const [tini, dashes, node, script] = loadConfig({}).MONTAGE_JOB_COMMAND.split(/\s+/);
    expect([tini, dashes, node]).toEqual(['tini', '--', 'node']);
    expect(existsSync(join(root, script!.replace(/^dist\//, '').replace(/\.js$/, '.ts')))).toBe(true);
    // The compiled ESM needs package.json's "type": "module" beside dist/.
    expect(final.some((i) => i.keyword === 'COPY' && i.args === 'package.json ./')).toBe(true);
  });

  it('runtime code imports only production dependencies (npm ci --omit=dev leaves out the rest)', () => {
    const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
    // Development-only imports in runtime code, each behind a path the image never takes.
    const devOnly = new Map([
      // Bundles the engine in a source checkout; the image runs dist/engine/main.js, found first.
      ['runner/local/engine-command.ts', 'esbuild'],
    ]);
    const build = JSON.parse(readFileSync(join(root, 'tsconfig.build.json'), 'utf8')) as { include: string[] };
    const offenders: string[] = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir)) {
        const path = join(dir, entry);
        if (statSync(path).isDirectory()) walk(path);
        else if (path.endsWith('.ts') && !path.endsWith('.test.ts')) {
          // Type-only imports are erased by tsc; every other import of a package is loaded at runtime.
          const code = readFileSync(path, 'utf8').replace(/(?:import|export)\s+type\s[^;]*;/g, '');
          for (const m of code.matchAll(/\bfrom\s+'([^'.][^']*)'|\bimport\s*\(\s*'([^'.][^']*)'\s*\)|\bimport\s+'([^'.][^']*)'/g)) {
            const spec = (m[1] ?? m[2] ?? m[3])!;
            if (spec.startsWith('node:') || builtinModules.includes(spec)) continue;
            const name = spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : spec.split('/')[0]!;
            const file = path.slice(root.length + 1);
            if (devOnly.get(file) === spec && m[2]) continue;
            if (!pkg.dependencies[name]) offenders.push(`${file}: ${spec}`);
          }
        }
      }
    };
    for (const dir of build.include) walk(join(root, dir));
    expect(offenders).toEqual([]);
  });

  it('keeps tests, git, local data and secrets out of the build context (.dockerignore)', () => {
    const ignored = readFileSync(join(root, '.dockerignore'), 'utf8').split('\n').map((l) => l.trim());
    for (const entry of ['.git', 'node_modules', 'dist', '.montage', '.env', 'test']) expect(ignored).toContain(entry);
    expect(ignored).not.toContain('console');
  });
});
