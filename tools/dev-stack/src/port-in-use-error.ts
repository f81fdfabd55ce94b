import { DevStackError } from './dev-stack-error.js';

/** Another process already listens on a port the launcher wants. */
export class PortInUseError extends DevStackError {
  override readonly name = 'PortInUseError';

  constructor(
    readonly port: number,
    readonly purpose: string,
    hint?: string,
  ) {
    super(
      `Port ${port} (${purpose}) is already in use by another process. ` +
        `Stop that process (see \`ss -ltnp 'sport = :${port}'\`)${hint ? `, or ${hint}` : ''}.`,
    );
  }
}
