import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { CustomObjectsApi } from '@kubernetes/client-node';
import { API_GROUP, API_VERSION } from '../../model/kinds.js';
import { kubeConfig } from '../env/test-env.js';
import { startClusterFixture, type ClusterFixture } from '../support/cluster-fixture.js';
import { expectSixTools, fail, succeed } from '../mcp/tool-flow.js';

/** The API Deployment serves /mcp too: the tools reach the custom resources through the same REST routes. */
describe('MCP on the cluster API', () => {
  let fixture: ClusterFixture;
  let client: Client;
  beforeAll(async () => {
    fixture = await startClusterFixture('mcp');
    client = new Client({ name: 'montage-test', version: '1.0.0' });
    await client.connect(
      new StreamableHTTPClientTransport(new URL(`${fixture.http.base}/mcp`), { requestInit: { headers: { authorization: `Bearer ${fixture.key}` } } }),
    );
  });
  afterAll(async () => {
    await client?.close();
    await fixture?.close();
  });

  it('lists the six tools and creates a Project custom resource through CreateProject', async () => {
    await expectSixTools(client);
    const project = await succeed(client, 'CreateProject', { name: 'From an agent' });
    const objects = await kubeConfig()
      .makeApiClient(CustomObjectsApi)
      .listNamespacedCustomObject({ group: API_GROUP, version: API_VERSION, namespace: fixture.namespace, plural: 'projects' });
    const names = (objects.items as Array<{ spec: { name: string; id: string } }>).map((o) => [o.spec.id, o.spec.name]);
    expect(names).toContainEqual([project.id, 'From an agent']);
  });

  it('answers a missing project with the REST code and hint', async () => {
    const error = await fail(client, 'ListChapters', { project_id: 'prj_000000000000000000000' });
    expect(error.code).toBe('NOT_FOUND');
  });
});
