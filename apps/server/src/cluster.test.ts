import { describe, expect, it } from 'vitest';
import { workerExecArgv } from './cluster.ts';

describe('worker flags', () => {
  it("adds the semi-space size to the primary's flags", () => {
    expect(workerExecArgv(['--enable-source-maps'], undefined)).toEqual([
      '--enable-source-maps',
      '--max-semi-space-size=32',
    ]);
  });

  it('keeps a size the operator chose, on the command line or in NODE_OPTIONS', () => {
    expect(workerExecArgv(['--max-semi-space-size=64'], undefined)).toEqual([
      '--max-semi-space-size=64',
    ]);
    expect(workerExecArgv([], '--max-old-space-size=512 --max-semi-space-size=8')).toEqual([]);
  });
});
