import { allowedCpus } from '../../../lib/media/cpu-affinity.js';

/**
 * The CPUs each local worker keeps to: the process's allowed CPUs (the first `cores` of them) split into `workers`
 * equal groups, as the kubelet gives each Pod of an Indexed Job its own cores. Two single-threaded renders left to the
 * scheduler cost ~1.2× the CPU seconds of the same renders kept to a core each (docs/chunked-rendering.md).
 * Undefined (no pinning) for one worker, fewer CPUs than workers, or no affinity to read.
 */
export function workerCpus(workers: number, cores: number | undefined, allowed: readonly number[] = allowedCpus() ?? []): number[][] | undefined {
  if (!allowed.length || workers < 2) return undefined;
  const cpus = allowed.slice(0, Math.max(1, Math.floor(cores ?? allowed.length)));
  const each = Math.floor(cpus.length / workers);
  if (each < 1) return undefined;
  return Array.from({ length: workers }, (_, w) => cpus.slice(w * each, (w + 1) * each));
}
