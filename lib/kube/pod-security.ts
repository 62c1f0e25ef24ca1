/*
 * The restricted Pod Security Standard, written once: the render Jobs the controller creates
 * (runner/kubernetes/kubernetes-runner.ts) and the chart's API and controller Deployments (cdk8s/ → charts/montage)
 * all run with these. The image's user (Dockerfile: `montage`, uid/gid 10001) is the one named here.
 */

export const MONTAGE_UID = 10001;

/** Pod-level: a non-root user, the runtime's default seccomp profile. */
export const RESTRICTED_POD_SECURITY_CONTEXT = {
  runAsNonRoot: true,
  runAsUser: MONTAGE_UID,
  runAsGroup: MONTAGE_UID,
  fsGroup: MONTAGE_UID,
  seccompProfile: { type: 'RuntimeDefault' },
};

/** Container-level: no privilege escalation, no capabilities, nothing written outside mounted volumes. */
export const RESTRICTED_CONTAINER_SECURITY_CONTEXT = {
  allowPrivilegeEscalation: false,
  readOnlyRootFilesystem: true,
  runAsNonRoot: true,
  capabilities: { drop: ['ALL'] },
};
