import type { RestError } from '../rest/client.js';

/*
 * The REST API's hints name HTTP requests ("GET the chapter", "POST .../export"); an assistant can only call tools.
 * The hints that the six tools can meet are said again here in terms of tools, per tool and error code; any other
 * hint that still names an HTTP method or an /api path is replaced by one that points at the tool's description.
 */

const REST_WORDING = /\b(GET|POST|PUT|PATCH|DELETE)\b|\/api\/v1|\bheader\b/;

export function mcpHint(tool: string, error: RestError): string | undefined {
  const { code, hint } = error;
  if (tool === 'AddPrompt' && code === 'CONFLICT' && hint) {
    const running = /prompt (\S+) to finish/.exec(hint)?.[1];
    return (
      `Another prompt${running ? ` (${running})` : ''} is still rendering this chapter. Wait for it: call ListChapters with ` +
      'this project_id and chapter_id and wait_seconds 30 until it finishes; or call AddPrompt again with force: true to replace it.'
    );
  }
  if (tool === 'ExportProject' && code === 'NOT_FOUND' && error.message === 'Export not found') {
    return 'This project has no export yet: call ExportProject with the project_id alone to start one.';
  }
  if (code === 'UNAUTHORIZED') {
    return 'The tool server was given a key the service does not accept: check MONTAGE_API_KEY (`montage mcp`) or the Authorization header of the MCP connection; keys are shown once when created.';
  }
  if (hint && REST_WORDING.test(hint)) {
    return code === 'NOT_FOUND'
      ? 'Use an id returned by CreateProject, ListProjects, AddChapter or ListChapters.'
      : `See the description of ${tool} for what it needs.`;
  }
  return hint;
}
