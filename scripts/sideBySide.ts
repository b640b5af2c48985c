/**
 * Runs commands side by side and resolves with whether each succeeded. Their outputs do not interleave
 * unreadably: `buffered` prints each command's output in one piece once it ends; `prefixed` streams every line
 * as it comes, after the command's name.
 */
import { spawn } from 'node:child_process';

export type Commands = Record<string, string[]>;

export function runSideBySide(commands: Commands, output: 'buffered' | 'prefixed'): Promise<boolean[]> {
  const width = Math.max(...Object.keys(commands).map((name) => name.length));
  return Promise.all(
    Object.entries(commands).map(([name, command]) =>
      output === 'buffered' ? runBuffered(name, command) : runPrefixed(name.padEnd(width), command),
    ),
  );
}

function start([command, ...args]: string[]) {
  return spawn(command!, args, {
    stdio: ['ignore', 'pipe', 'pipe'],
    shell: process.platform === 'win32',
    // The commands write to a pipe, not to the terminal: they keep their colours only if told.
    env: process.stdout.isTTY ? { ...process.env, FORCE_COLOR: '1' } : process.env,
  });
}

function runBuffered(name: string, command: string[]): Promise<boolean> {
  return new Promise((resolve) => {
    const child = start(command);
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', (error) => {
      process.stdout.write(`✗ ${name}: ${error.message}\n`);
      resolve(false);
    });
    child.on('close', (code) => {
      process.stdout.write(`${code === 0 ? '✓' : '✗'} ${name}\n${output}`);
      resolve(code === 0);
    });
  });
}

function runPrefixed(name: string, command: string[]): Promise<boolean> {
  return new Promise((resolve) => {
    const child = start(command);
    const forward = (from: NodeJS.ReadableStream, to: NodeJS.WriteStream) => {
      let partial = '';
      from.on('data', (chunk: Buffer) => {
        const lines = (partial + chunk.toString()).split('\n');
        partial = lines.pop() ?? '';
        for (const line of lines) to.write(`${name} │ ${line}\n`);
      });
      from.on('end', () => partial && to.write(`${name} │ ${partial}\n`));
    };
    forward(child.stdout, process.stdout);
    forward(child.stderr, process.stderr);
    child.on('error', (error) => {
      process.stdout.write(`${name} │ ✗ ${error.message}\n`);
      resolve(false);
    });
    child.on('close', (code) => resolve(code === 0));
  });
}
