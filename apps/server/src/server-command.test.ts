import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SERVER_ENTRY, SERVER_NODE_FLAGS } from './server-command.ts';

const root = path.resolve(import.meta.dirname, '../../..');

describe('server command', () => {
  it('npm start runs the server with the same V8 flags as the harness and benchmarks', () => {
    const startScript = readFileSync(path.join(root, 'scripts/start.sh'), 'utf8');
    expect(startScript).toContain(`node ${SERVER_NODE_FLAGS.join(' ')} ${SERVER_ENTRY}`);
  });
});
