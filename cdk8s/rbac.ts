import { API_GROUP, KINDS } from '../model/kinds.js';

/*
 * The permissions of Montage's ServiceAccounts, written once. Generation (cdk8s/chart-files.ts) writes them into
 * the chart (templates/_generated.tpl) and the plain manifest (deploy/montage.yaml); test/packaging checks with
 * impersonation that each account can do exactly this and nothing more. Everything is namespaced (Roles, never
 * ClusterRoles): an installation can touch nothing outside its namespace.
 */

export interface PolicyRule {
  apiGroups: string[];
  resources: string[];
  verbs: string[];
  /** Names of single objects, or a placeholder the templates fill in (see RESOURCE_NAME_PLACEHOLDERS). */
  resourceNames?: string[];
}

/** Object names that depend on the release; generation turns them into template expressions. */
export const KEYS_SECRET = '@keysSecret@';
export const CONTROLLER_LEASE = 'montage-controller'; // fixed in runtime/cluster.ts: one installation per namespace

const plurals = Object.values(KINDS).map((k) => k.plural).sort();
const READ = ['get', 'list', 'watch'];

/** The API: reads and writes its custom resources; reads and edits the one keys Secret (`montage keys`). */
export const API_RULES: PolicyRule[] = [
  { apiGroups: [API_GROUP], resources: plurals, verbs: [...READ, 'create', 'update', 'delete'] },
  // Kubernetes has no create-with-status: a new prompt or export gets its initial status right after the create
  // (store/kubernetes/kubernetes-store.ts), and an upload records the stored size (core/assets/upload.ts).
  { apiGroups: [API_GROUP], resources: ['assets/status', 'batches/status', 'exports/status', 'prompts/status'], verbs: ['update'] },
  // Watched by name (fieldSelector metadata.name), which is what lets list/watch be limited by resourceNames.
  // `update` is for `montage keys create/revoke` run in the API Pod; the chart creates the Secret, so no `create`.
  { apiGroups: [''], resources: ['secrets'], resourceNames: [KEYS_SECRET], verbs: [...READ, 'update'] },
];

/** The controller: reads the custom resources and writes their status; runs render Jobs; Events; its Lease. */
export const CONTROLLER_RULES: PolicyRule[] = [
  { apiGroups: [API_GROUP], resources: plurals, verbs: READ },
  { apiGroups: [API_GROUP], resources: ['assets/status', 'batches/status', 'chapters/status', 'exports/status', 'prompts/status'], verbs: ['update'] },
  // A batch render's rows: the controller creates one Export per row (controller/batches/).
  { apiGroups: [API_GROUP], resources: ['exports'], verbs: ['create'] },
  // `update`: the one spec the controller writes is a project's output format, when a prompt asked for one ("make it
  // vertical"); otherwise it updates metadata only: the cleanup finalizer of a deleted object (controller/cleanup/),
  // added to a child it deletes and removed once the object's job, children and files are gone. RBAC cannot narrow
  // `update` to metadata, hence every kind.
  { apiGroups: [API_GROUP], resources: plurals, verbs: ['update'] },
  // A deleted project's chapters and exports, and a deleted chapter's prompts. Never projects or assets: only a
  // client deletes those, through the API.
  { apiGroups: [API_GROUP], resources: ['batches', 'chapters', 'exports', 'prompts'], verbs: ['delete'] },
  // Webhooks: the dispatcher records deliveries (the outbox), removes those of deleted webhooks, and writes attempts.
  { apiGroups: [API_GROUP], resources: ['webhookdeliveries'], verbs: ['create', 'delete'] },
  { apiGroups: [API_GROUP], resources: ['webhookdeliveries/status', 'webhooks/status'], verbs: ['update'] },
  // `patch` resumes a Job queued suspended (the render concurrency limit): a merge patch carrying the resourceVersion read.
  { apiGroups: ['batch'], resources: ['jobs'], verbs: [...READ, 'create', 'patch', 'delete'] },
  { apiGroups: [''], resources: ['events'], verbs: ['create'] },
  // A Lease cannot be limited by name on create (its name is not known to RBAC then); everything else is.
  { apiGroups: ['coordination.k8s.io'], resources: ['leases'], verbs: ['create'] },
  { apiGroups: ['coordination.k8s.io'], resources: ['leases'], resourceNames: [CONTROLLER_LEASE], verbs: ['get', 'update'] },
];

/** Render Job Pods: none (and no token mounted). */
export const RENDER_JOB_RULES: PolicyRule[] = [];

/** The rules with the placeholders filled in. */
export function resolveRules(rules: PolicyRule[], names: { keysSecret: string }): PolicyRule[] {
  return rules.map((rule) =>
    rule.resourceNames ? { ...rule, resourceNames: rule.resourceNames.map((n) => (n === KEYS_SECRET ? names.keysSecret : n)) } : { ...rule },
  );
}
