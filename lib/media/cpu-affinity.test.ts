import { describe, expect, it } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { allowedCpus, parseCpuList, withCpus } from './cpu-affinity.js';

describe('cpu affinity', () => {
  it('reads the kernel cpu list format', () => {
    expect(parseCpuList('0-3,8,10-11\n')).toEqual([0, 1, 2, 3, 8, 10, 11]);
    expect(parseCpuList('1')).toEqual([1]);
    expect(parseCpuList('garbage,2')).toEqual([2]);
  });

  it('reads the CPUs this process may run on from its status', () => {
    expect(allowedCpus(() => 'Name:\tnode\nCpus_allowed:\t3\nCpus_allowed_list:\t0-1\n')).toEqual([0, 1]);
    expect(allowedCpus(() => 'Name:\tnode\n')).toBeUndefined();
    expect(allowedCpus(() => { throw new Error('no /proc'); })).toBeUndefined();
    // On this Linux machine: at least one CPU.
    expect(allowedCpus()!.length).toBeGreaterThan(0);
  });

  it('runs a command on the CPUs given, and leaves it alone without any', () => {
    const first = allowedCpus()![0]!;
    const [file, args] = withCpus('grep', ['Cpus_allowed_list', '/proc/self/status'], [first]);
    expect(execFileSync(file, args, { encoding: 'utf8' }).trim()).toBe(`Cpus_allowed_list:\t${first}`);
    expect(withCpus('ffmpeg', ['-i', 'x'], undefined)).toEqual(['ffmpeg', ['-i', 'x']]);
    expect(withCpus('ffmpeg', ['-i', 'x'], [])).toEqual(['ffmpeg', ['-i', 'x']]);
  });
});
