#!/usr/bin/env node
import { runBenchCommand } from './commands/bench-command.js';
import { runStartCommand } from './commands/start-command.js';
import { runTestCommand } from './commands/test-command.js';
import { DevStackError } from './dev-stack-error.js';

const USAGE = 'usage: dev-stack <start|test|bench> [args]';

async function main(argv: string[]): Promise<number> {
  const [command, ...args] = argv;
  switch (command) {
    case 'start':
      return runStartCommand();
    case 'test':
      return runTestCommand();
    case 'bench':
      return runBenchCommand(args);
    default:
      process.stderr.write(`${USAGE}\n`);
      return 2;
  }
}

// Exit explicitly: every child has been stopped by now, and a stray client handle must not keep the launcher alive.
main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(error instanceof DevStackError ? `\n${error.message}\n` : `${(error as Error).stack ?? String(error)}\n`);
    process.exit(1);
  },
);
