/*
 * The API's validation errors in words a person reads: it answers `{"error": "Invalid body", "hint": "name: name must
 * be at most 30 characters; duration: Too small: expected number to be >0"}`, which is precise for a program and
 * cryptic on a screen. Each `field: problem` of the hint becomes a line naming the field as the form labels it.
 * Pure (no DOM), so it is unit-tested beside.
 */
export interface FieldProblem {
  /** The field as the form names it ("Name"), or the API's path when no form has it. */
  field: string;
  problem: string;
}

const LABELS: Record<string, string> = {
  name: 'Name',
  description: 'Description',
  duration: 'Duration',
  content: 'Prompt',
  url: 'URL',
  events: 'Events',
  format: 'Format',
  'format.aspect': 'Format',
  'format.resolution': 'Resolution',
  force: 'Replace the running prompt',
};

/** zod's generic wording ("Too big: expected string to have <=30 characters") as a plain sentence. */
function plainProblem(field: string, text: string): string {
  let t = text.trim();
  // The API often repeats the field: "name must be at most 30 characters".
  const last = field.split('.').at(-1)!;
  if (t.toLowerCase().startsWith(`${last.toLowerCase()} `)) t = t.slice(last.length + 1);
  const rules: [RegExp, (m: RegExpExecArray) => string][] = [
    [/^must be at least 1 characters?$/i, () => 'is required'],
    [/^Too big: expected string to have <=(\d+) characters?$/i, (m) => `must be at most ${m[1]} characters`],
    [/^Too small: expected string to have >=(\d+) characters?$/i, (m) => (m[1] === '1' ? 'is required' : `must be at least ${m[1]} characters`)],
    [/^Too small: expected number to be >(-?[\d.]+)$/i, (m) => `must be more than ${m[1]}`],
    [/^Too small: expected number to be >=(-?[\d.]+)$/i, (m) => `must be at least ${m[1]}`],
    [/^Too big: expected number to be <(-?[\d.]+)$/i, (m) => `must be less than ${m[1]}`],
    [/^Too big: expected number to be <=(-?[\d.]+)$/i, (m) => `must be at most ${m[1]}`],
    [/^Too small: expected array to have >=(\d+) items?$/i, (m) => `choose at least ${m[1]}`],
    [/^Too big: expected array to have <=(\d+) items?$/i, (m) => `choose at most ${m[1]}`],
    [/^Invalid input: expected \w+, received undefined$/i, () => 'is required'],
    [/^Invalid input: expected int, received number$/i, () => 'must be a whole number'],
    [/^Invalid input: expected (\w+), received (\w+)$/i, (m) => `must be a ${m[1]}, not a ${m[2]}`],
    [/^Invalid option: expected one of (.+)$/i, (m) => `must be one of ${m[1]!.replace(/"/g, '').replace(/\|/g, ', ')}`],
  ];
  for (const [pattern, say] of rules) {
    const m = pattern.exec(t);
    if (m) return say(m);
  }
  return t;
}

/** The `field: problem` entries of a validation hint, or undefined when the hint is not such a list. */
export function fieldProblems(hint: string | undefined): FieldProblem[] | undefined {
  if (!hint) return undefined;
  const entries = hint.split('; ').map((part) => /^([A-Za-z_][\w.]*): (.+)$/.exec(part));
  if (entries.some((m) => !m)) return undefined;
  const seen = new Set<string>();
  const problems: FieldProblem[] = [];
  for (const m of entries as RegExpExecArray[]) {
    const path = m[1]!;
    const field = LABELS[path] ?? path;
    const problem = plainProblem(path, m[2]!);
    if (seen.has(`${field}:${problem}`)) continue;
    seen.add(`${field}:${problem}`);
    problems.push({ field, problem });
  }
  // "is required" and "must contain a non-space character" for the same empty field: the first says it.
  return problems.filter((p, i) => problems.findIndex((q) => q.field === p.field) === i || !/non-space/.test(p.problem));
}

/** "Invalid body" → a sentence that says what to do; other messages are the API's own. */
export function humanMessage(message: string, problems: FieldProblem[] | undefined): string {
  if (!/^Invalid (body|query|request|parameters?|path)$/i.test(message)) return message;
  if (!problems?.length) return 'The request was not accepted';
  return problems.length === 1 ? 'One field needs a change' : `${problems.length} fields need a change`;
}
