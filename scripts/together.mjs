/**
 * Runs npm scripts side by side and fails when any of them fails: `node scripts/together.mjs typecheck lint`.
 * Each one's output is printed whole once it ends, so two never interleave. `npm test` and `npm run build`
 * use it for steps that need nothing from each other (the checks, the client and the server builds): on two
 * cores they take about half the time one after another took.
 */
import { spawn } from 'node:child_process';

const names = process.argv.slice(2);
if (names.length === 0) {
  console.error('usage: node scripts/together.mjs <npm script> [<npm script> …]');
  process.exit(2);
}

/** Runs `npm run <name>`; resolves with its exit code once its output is printed. */
function run(name) {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', name], { stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('error', (error) => output.push(Buffer.from(`${error.message}\n`)));
    child.on('close', (code, signal) => {
      const status = code ?? (signal ? 1 : 0);
      process.stdout.write(`\n> npm run ${name}: ${status === 0 ? 'done' : `failed (${signal ?? `exit ${code}`})`}\n`);
      process.stdout.write(Buffer.concat(output));
      resolve(status);
    });
  });
}

const codes = await Promise.all(names.map(run));
process.exit(codes.find((code) => code !== 0) ?? 0);
