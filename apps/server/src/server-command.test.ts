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

  it("the server workspace's own start script uses them too", () => {
    const pkg = JSON.parse(readFileSync(path.join(root, 'apps/server/package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    expect(pkg.scripts.start).toBe(`node ${SERVER_NODE_FLAGS.join(' ')} src/main.ts`);
  });
});
