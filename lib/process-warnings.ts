import { pino, type Logger } from 'pino';
import { REDACT_PATHS } from './logger.js';

/*
 * Node prints process warnings to stderr as free text over several lines. The AWS SDK emits one in every process
 * that makes an S3 client on Node < 22 (NodeVersionSupportWarning: releases after January 2027 need Node >= 22),
 * which breaks a log stream of one JSON object per line. Its own switch
 * (AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED) would silence that one warning and hide the news from admins;
 * this turns every warning, whoever emits it, into one structured log line instead.
 *
 * The line goes to stderr, where Node would have printed it: stdout is a result for some commands (the key that
 * `montage keys create` prints, the protocol of `montage mcp`).
 */

let installed: Logger | undefined;

/** Replaces Node's warning printer with one JSON log line per warning. Idempotent; returns the logger it uses. */
export function installProcessWarnings(logger?: Logger): Logger {
  if (installed) return installed;
  const log =
    logger ??
    pino(
      { name: 'montage', level: process.env.LOG_LEVEL ?? 'info', redact: { paths: REDACT_PATHS, censor: '[redacted]' } },
      // Synchronous, so a warning emitted just before the process exits is not lost.
      pino.destination({ fd: 2, sync: true }),
    );
  // Node's own printer is the one 'warning' listener present at startup.
  process.removeAllListeners('warning');
  process.on('warning', (warning: Error & { code?: string }) => {
    log.warn({ warning: warning.name, ...(warning.code ? { code: warning.code } : {}) }, warning.message.replace(/\s+/g, ' ').trim());
  });
  installed = log;
  return log;
}
