import { describe, expect, it } from '@jest/globals';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { kubeConfigFromEnvironment } from './cluster.js';

describe('kubeConfigFromEnvironment', () => {
  const kubeconfig = (server: string) =>
    JSON.stringify({
      apiVersion: 'v1',
      kind: 'Config',
      clusters: [{ name: 'c', cluster: { server } }],
      users: [{ name: 'u', user: { token: 't' } }],
      contexts: [{ name: 'x', context: { cluster: 'c', user: 'u' } }],
      'current-context': 'x',
    });

  it('refuses, naming KUBECONFIG, when there is no kubeconfig and no Pod (instead of falling back to localhost:8080)', () => {
    const home = mkdtempSync(join(tmpdir(), 'kc-home-'));
    try {
      expect(() => kubeConfigFromEnvironment({ HOME: home })).toThrow(/No Kubernetes API to talk to: outside a Pod set KUBECONFIG/);
      expect(() => kubeConfigFromEnvironment({ HOME: home, KUBECONFIG: join(home, 'missing') })).toThrow(/KUBECONFIG/);
    } finally {
      rmSync(home, { recursive: true, force: true });
    }
  });

  it('uses ~/.kube/config when KUBECONFIG is unset', () => {
    const home = mkdtempSync(join(tmpdir(), 'kc-home-'));
    const saved = process.env.KUBECONFIG;
    try {
      mkdirSync(join(home, '.kube'));
      writeFileSync(join(home, '.kube', 'config'), kubeconfig('https://example.invalid:6443'));
      delete process.env.KUBECONFIG;
      const savedHome = process.env.HOME;
      process.env.HOME = home; // client-node reads the same HOME
      try {
        expect(kubeConfigFromEnvironment({ HOME: home }).getCurrentCluster()?.server).toBe('https://example.invalid:6443');
      } finally {
        process.env.HOME = savedHome;
      }
    } finally {
      if (saved !== undefined) process.env.KUBECONFIG = saved;
      rmSync(home, { recursive: true, force: true });
    }
  });
});
