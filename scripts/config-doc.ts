import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { z } from 'zod';
import { Config } from '../lib/config.js';
import { SET_FOR_YOU, SETTINGS_ELSEWHERE } from '../lib/settings-elsewhere.js';
import { StdioConfig } from '../mcp/config.js';

/*
 * docs/configuration.md, written from the schemas themselves: each setting's name, type, range and default come
 * from its zod schema, and its meaning from the doc comment above it in the source (lib/config.ts,
 * lib/mcp-settings.ts, mcp/config.ts); the `//` comments there name the sections. A setting without a doc comment
 * fails the generation, so a new setting cannot reach the docs undocumented.
 */

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

export const CONFIGURATION_DOC_PATH = 'docs/configuration.md';

interface Documented {
  name: string;
  section: string;
  description: string;
}

type Shape = Record<string, z.ZodType>;

/** Doc comments and section comments of the properties of the object literals in a source file, in order. */
function documentedProperties(file: string): Map<string, Documented[]> {
  const text = readFileSync(join(root, file), 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const byObject = new Map<string, Documented[]>();
  const visitObject = (owner: string, literal: ts.ObjectLiteralExpression) => {
    const entries: Documented[] = [];
    let section = '';
    for (const property of literal.properties) {
      const comments = ts.getLeadingCommentRanges(text, property.getFullStart()) ?? [];
      let description = '';
      for (const range of comments) {
        const comment = text.slice(range.pos, range.end);
        if (comment.startsWith('/**')) description = cleanDoc(comment);
        else if (comment.startsWith('//')) section = comment.replace(/^\/\/\s*/, '');
      }
      if (ts.isSpreadAssignment(property)) entries.push({ name: `...${property.expression.getText()}`, section, description });
      else if (property.name) entries.push({ name: property.name.getText(), section, description });
    }
    byObject.set(owner, entries);
  };
  const visit = (node: ts.Node, owner: string) => {
    if (ts.isVariableDeclaration(node)) owner = node.name.getText();
    if (ts.isObjectLiteralExpression(node) && !byObject.has(owner)) {
      visitObject(owner, node);
      return;
    }
    ts.forEachChild(node, (child) => visit(child, owner));
  };
  visit(source, '');
  return byObject;
}

function cleanDoc(comment: string): string {
  return comment
    .replace(/^\/\*\*|\*\/$/g, '')
    .split('\n')
    .map((line) => line.replace(/^\s*\*\s?/, '').trim())
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The schema inside defaults, optionals and pipes, and the default it gives. */
function unwrap(schema: z.ZodType): { inner: z.ZodType; fallback?: unknown } {
  let current = schema as z.ZodType & { def: { type: string; innerType?: z.ZodType; defaultValue?: unknown } };
  let fallback: unknown;
  for (;;) {
    const def = current.def;
    if (def.type === 'default') fallback = def.defaultValue;
    if ((def.type === 'default' || def.type === 'optional') && def.innerType) current = def.innerType as typeof current;
    else return { inner: current, fallback };
  }
}

function typeOf(schema: z.ZodType): string {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as {
    type?: string;
    enum?: unknown[];
    format?: string;
    minimum?: number;
    maximum?: number;
    minLength?: number;
  };
  if (json.enum) {
    const values = json.enum.map(String);
    return values.includes('true') && values.includes('false') ? 'boolean (`true`/`false`, `1`/`0`, `yes`/`no`)' : values.map((v) => `\`${v}\``).join(', ');
  }
  const range = (min?: number, max?: number) => {
    const big = (n?: number) => n === undefined || n >= Number.MAX_SAFE_INTEGER;
    if (min !== undefined && !big(max)) return ` ${min}–${max}`;
    if (min !== undefined) return ` ≥ ${min}`;
    return '';
  };
  if (json.type === 'integer') return `integer${range(json.minimum, json.maximum)}`;
  if (json.type === 'number') return `number${range(json.minimum, json.maximum)}`;
  if (json.format === 'uri') return 'URL';
  if (json.minLength && json.minLength > 1) return `text of ≥ ${json.minLength} characters`;
  return 'text';
}

function shownDefault(fallback: unknown): string {
  if (fallback === undefined) return '—';
  if (Array.isArray(fallback)) return fallback.length ? `\`${fallback.join(',')}\`` : '—';
  return `\`${String(fallback)}\``;
}

const cell = (text: string) => text.replace(/\|/g, '\\|');

function sectionTitle(comment: string): string {
  const title = comment.replace(/\s*\(see [^)]*\)\s*$/, '');
  return title.charAt(0).toUpperCase() + title.slice(1);
}

interface Row {
  name: string;
  type: string;
  fallback: string;
  description: string;
}

/** The rows of one zod object's settings, grouped by their sections, spreads inlined where they stand. */
function sections(shape: Shape, objects: Map<string, Documented[]>, owner: string): Map<string, Row[]> {
  const result = new Map<string, Row[]>();
  const seen = new Set<string>();
  const add = (section: string, entry: Documented) => {
    if (seen.has(entry.name)) return;
    const schema = shape[entry.name];
    if (!schema) throw new Error(`${entry.name} is in the source of ${owner} but not in its schema`);
    if (!entry.description) throw new Error(`${entry.name} has no doc comment: document it where it is declared (lib/config.ts)`);
    seen.add(entry.name);
    const { inner, fallback } = unwrap(schema);
    const rows = result.get(section) ?? [];
    rows.push({ name: entry.name, type: typeOf(inner), fallback: shownDefault(fallback), description: entry.description });
    result.set(section, rows);
  };
  const entries = objects.get(owner) ?? [];
  // Later declarations win in a zod object (a key spread in and declared again): document the later one.
  const later = new Set(entries.filter((e) => !e.name.startsWith('...')).map((e) => e.name));
  for (const entry of entries) {
    if (entry.name.startsWith('...')) {
      for (const inner of objects.get(entry.name.slice(3)) ?? []) if (!later.has(inner.name)) add(sectionTitle(entry.section), inner);
    } else {
      add(sectionTitle(entry.section), entry);
    }
  }
  const missing = Object.keys(shape).filter((name) => !seen.has(name));
  if (missing.length) throw new Error(`settings of ${owner} not found in its source: ${missing.join(', ')}`);
  return result;
}

function table(rows: Row[]): string[] {
  return ['| Setting | Type | Default | Meaning |', '|---|---|---|---|', ...rows.map((r) => `| \`${r.name}\` | ${cell(r.type)} | ${cell(r.fallback)} | ${cell(r.description)} |`)];
}

export function configurationDoc(): string {
  const objects = new Map([...documentedProperties('lib/mcp-settings.ts'), ...documentedProperties('lib/config.ts'), ...documentedProperties('mcp/config.ts')]);
  const service = sections(Config.shape as Shape, objects, 'Config');
  // The service's own settings first, then the shapes spread into it (media limits, MCP), then the cluster's.
  const order = [...service.keys()].sort((a, b) => rank(a) - rank(b));
  const lines = [
    '<!-- Generated by `npm run generate` (scripts/config-doc.ts) from lib/config.ts, lib/mcp-settings.ts,',
    '     mcp/config.ts and lib/settings-elsewhere.ts. Do not edit: change the doc comments there. -->',
    '',
    '# Configuration',
    '',
    'Montage is configured by environment variables. The service validates its settings once at startup',
    '(`lib/config.ts`): a bad value stops the process with a message naming it. The Helm chart sets them from its',
    'values ([kubernetes.md](kubernetes.md)); a cluster installed without it needs the ones',
    '[Installing](installing.md#a-cluster-installation-without-helm) lists. This page is generated from the schemas, so',
    'it names every setting the code reads.',
    '',
  ];
  for (const title of order) lines.push(`## ${title}`, '', ...table(service.get(title)!), '');
  const stdio = sections(StdioConfig.shape as Shape, objects, 'StdioConfig');
  lines.push('## `montage mcp` (the stdio MCP server)', '', 'Read by `montage mcp` only ([the MCP guide](mcp.md)); it validates them when it starts.', '');
  for (const rows of stdio.values()) lines.push(...table(rows), '');
  lines.push(
    '## Read by the engine and by other parts',
    '',
    'These are read where they are used, not validated at startup. The engine reads its own where it runs: in the',
    "embedded mode that is the service's environment; in a cluster a render Pod gets only `MONTAGE_JOB_ENV` and the",
    'Secrets named by `MONTAGE_JOB_ENV_SECRET`.',
    '',
    '| Setting | Default | Read by | Meaning |',
    '|---|---|---|---|',
    ...SETTINGS_ELSEWHERE.map((s) => `| \`${s.name}\` | ${s.default === undefined ? '—' : cell(`\`${s.default}\``)} | ${cell(s.readBy)} | ${cell(s.meaning)} |`),
    '',
    '## Set for you',
    '',
    'The code also reads these, which Kubernetes, the controller or the test suite set; never set them yourself.',
    '',
    '| Variable | What it is |',
    '|---|---|',
    ...Object.entries(SET_FOR_YOU).map(([name, meaning]) => `| \`${name}\` | ${cell(meaning)} |`),
    '',
    '<!-- guides -->',
    '[Montage](../README.md) › [Getting started](getting-started.md) · [Writing prompts](writing-prompts.md) · [The API](api.md) · [Exports and outputs](exports-and-outputs.md) · [Templates and batches](templates-and-batches.md) · [Webhooks](webhooks.md) · [The scene document](scene-document.md) · [MCP server](mcp.md) · [Installing](installing.md) · **Configuration** · [How it works](how-it-works.md) · [Chunked rendering](chunked-rendering.md) · [Security](security.md) · [Performance](performance.md) · [Contributing](contributing.md)',
  );
  return lines.join('\n') + '\n';
}

function rank(section: string): number {
  if (/^The service/i.test(section)) return 0;
  if (/cluster mode$/i.test(section) && !/^Render/i.test(section)) return 3;
  if (/^Render/i.test(section)) return 4;
  return 2;
}
