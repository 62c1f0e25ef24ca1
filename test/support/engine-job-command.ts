import { engineCommand } from '../../runner/local/engine-command.js';

/**
 * The MONTAGE_JOB_COMMAND the kubelet stand-in runs for the suites: the engine of this checkout, bundled as the
 * embedded mode runs it (runner/local/engine-command.ts), never through tsx. On Node 24 an engine started with
 * `--import tsx` dies of SIGSEGV while loading its modules about once in nine starts at load 6 (measured: 27 of
 * 240 self-checks; 0 of 240 from the bundle or from dist/, 0 of 180 on Node 20), which failed Pods at random.
 */
export async function engineJobCommand(): Promise<string> {
  const engine = await engineCommand();
  if (engine.kind === 'tsx') throw new Error('the engine could not be bundled (is esbuild installed?): the suites run Job Pods from the bundle');
  return [engine.command, ...engine.args].join(' ');
}
