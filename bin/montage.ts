#!/usr/bin/env node
/*
 * `montage <command>`: package.json's `bin` (built to dist/bin/montage.js) and the image's entrypoint.
 *
 * `mcp` is told apart before anything else is loaded: an assistant host starts it for every conversation, it needs
 * only the tool server and a REST client, and loading the service's modules too (Express, the AWS and Kubernetes
 * clients) made it start about four times slower. stdio carries the protocol and has its own settings (the API's URL
 * and a key), not the service's.
 */
if (process.argv[2] === 'mcp') {
  await import('../mcp/stdio.js');
} else {
  await import('./service.js');
}
