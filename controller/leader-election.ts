import { CoordinationV1Api, V1MicroTime, type KubeConfig, type V1Lease } from '@kubernetes/client-node';
import type { Logger } from 'pino';

export interface LeaderElectionOptions {
  kubeConfig: KubeConfig;
  namespace: string;
  leaseName: string;
  /** This replica's identity (the Pod name). */
  identity: string;
  leaseDurationSeconds?: number;
  renewIntervalMs?: number;
  logger: Logger;
  onStartedLeading(): void;
  /** Leadership lost (or given up): stop acting at once. */
  onStoppedLeading(): void;
}

/*
 * client-go's leader election, reduced to what Montage needs: a Lease object names the leader and when it last
 * renewed. A candidate takes the lease when it is free or expired, by an update that carries the resourceVersion
 * it read, so of two candidates racing for it exactly one wins. The leader renews well within the lease duration
 * and steps down if a renewal does not succeed before the lease would expire.
 */
export class LeaderElector {
  private readonly api: CoordinationV1Api;
  private timer?: NodeJS.Timeout;
  private leading = false;
  private lastRenew = 0;
  private stopped = false;

  constructor(private readonly options: LeaderElectionOptions) {
    this.api = options.kubeConfig.makeApiClient(CoordinationV1Api);
  }

  get isLeader(): boolean {
    return this.leading;
  }

  start(): void {
    void this.tick();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    if (this.leading) {
      this.setLeading(false);
      // Release: clear the holder so another replica takes over without waiting for expiry.
      await this.update((lease) => ({ ...lease, spec: { ...lease.spec, holderIdentity: undefined, leaseDurationSeconds: 1 } })).catch(() => undefined);
    }
  }

  private get duration(): number {
    return this.options.leaseDurationSeconds ?? 15;
  }

  private async tick(): Promise<void> {
    if (this.stopped) return;
    try {
      const acquired = await this.tryAcquireOrRenew();
      if (acquired) this.lastRenew = Date.now();
      this.setLeading(acquired);
    } catch (err) {
      this.options.logger.warn({ err: String(err) }, 'leader election: lease update failed');
      if (this.leading && Date.now() - this.lastRenew > this.duration * 1000 * 0.8) this.setLeading(false);
    }
    this.timer = setTimeout(() => void this.tick(), this.options.renewIntervalMs ?? 2_000);
    this.timer.unref();
  }

  private setLeading(leading: boolean): void {
    if (leading === this.leading) return;
    this.leading = leading;
    this.options.logger.info({ identity: this.options.identity, leading }, leading ? 'became leader' : 'stopped leading');
    if (leading) this.options.onStartedLeading();
    else this.options.onStoppedLeading();
  }

  private async tryAcquireOrRenew(): Promise<boolean> {
    const { namespace, leaseName: name, identity } = this.options;
    // Lease times are MicroTime (six fractional digits); a plain Date serializes with three and is refused.
    const now = new V1MicroTime();
    let lease: V1Lease;
    try {
      lease = await this.api.readNamespacedLease({ name, namespace });
    } catch (err) {
      if ((err as { code?: number }).code !== 404) throw err;
      try {
        await this.api.createNamespacedLease({
          namespace,
          body: { metadata: { name, namespace }, spec: { holderIdentity: identity, leaseDurationSeconds: this.duration, acquireTime: now, renewTime: now, leaseTransitions: 0 } },
        });
        return true;
      } catch (createErr) {
        if ((createErr as { code?: number }).code === 409) return false;
        throw createErr;
      }
    }
    const spec = lease.spec ?? {};
    const holder = spec.holderIdentity;
    const renewed = spec.renewTime ? new Date(spec.renewTime).getTime() : 0;
    const expired = renewed + (spec.leaseDurationSeconds ?? this.duration) * 1000 < now.getTime();
    if (holder && holder !== identity && !expired) return false;
    const taking = holder !== identity;
    try {
      await this.api.replaceNamespacedLease({
        name,
        namespace,
        body: {
          ...lease,
          spec: {
            ...spec,
            holderIdentity: identity,
            leaseDurationSeconds: this.duration,
            renewTime: now,
            ...(taking ? { acquireTime: now, leaseTransitions: (spec.leaseTransitions ?? 0) + 1 } : {}),
          },
        },
      });
      return true;
    } catch (err) {
      // Someone else wrote the lease since we read it: they won this round.
      if ((err as { code?: number }).code === 409) return false;
      throw err;
    }
  }

  private async update(change: (lease: V1Lease) => V1Lease): Promise<void> {
    const { namespace, leaseName: name } = this.options;
    const lease = await this.api.readNamespacedLease({ name, namespace });
    await this.api.replaceNamespacedLease({ name, namespace, body: change(lease) });
  }
}
