import { fork, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { startEnvironment, startNodeFlags } from './start-flags.js';

export interface ShopProcess {
  server: ChildProcess;
  /** Sends a message of `type` to the shop's process (bench/server.ts) and resolves with its answer of that type. */
  ask<T>(type: string, extra?: object): Promise<T>;
}

/**
 * Starts bench/server.ts on `dataDir` in a process of its own, with the Node flags of `npm start` and those
 * of SERVER_NODE_OPTIONS. However the bench ends, the process and the data directory go with it.
 */
export function startShopProcess(dataDir: string): ShopProcess {
  const server = fork(path.join(import.meta.dirname, 'server.ts'), [], {
    env: { ...process.env, ...startEnvironment(), DATA_DIR: dataDir },
    execArgv: ['--import', 'tsx', ...startNodeFlags(), ...(process.env.SERVER_NODE_OPTIONS?.split(' ').filter(Boolean) ?? [])],
  });
  process.on('exit', () => {
    if (server.exitCode === null) server.kill();
    rmSync(dataDir, { recursive: true, force: true });
  });
  function ask<T>(type: string, extra: object = {}): Promise<T> {
    return new Promise((resolve) => {
      const listener = (message: { type: string }) => {
        if (message.type !== type) return;
        server.off('message', listener);
        resolve(message as T);
      };
      server.on('message', listener);
      if (type !== 'ready') server.send({ type, ...extra });
    });
  }
  return { server, ask };
}
