/**
 * `napf admin create --email E`: the password comes from standard input (first line), never from
 * the command line (it would show in `ps` and the shell history). On a terminal it is asked for
 * twice without echo. For an existing e-mail the password is replaced and that admin's sessions
 * end — the way back in for an operator who lost it.
 */
import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';
import { parseArgs } from 'node:util';
import { UsageError } from '../../cli/token.ts';
import { DomainError } from '../../core/errors.ts';
import type { AdminAuthService } from './service.ts';

async function promptHidden(question: string): Promise<string> {
  process.stderr.write(question);
  const muted = new Writable({ write: (_chunk, _encoding, done) => done() });
  const rl = createInterface({ input: process.stdin, output: muted, terminal: true });
  try {
    return await new Promise<string>((resolve, reject) => {
      rl.once('line', resolve);
      rl.once('close', () => reject(new UsageError('no password given')));
    });
  } finally {
    rl.close();
    process.stderr.write('\n');
  }
}

/** The password from stdin: asked for twice on a terminal, else the first line of the input. */
export async function readPassword(): Promise<string> {
  if (process.stdin.isTTY) {
    const first = await promptHidden('Password: ');
    const again = await promptHidden('Repeat password: ');
    if (first !== again) throw new UsageError('the passwords differ');
    return first;
  }
  let input = '';
  for await (const chunk of process.stdin) {
    input += String(chunk);
    if (input.includes('\n') || input.length > 4096) break;
  }
  return (input.split('\n')[0] ?? '').replace(/\r$/, '');
}

export async function adminCommand(
  args: string[],
  admins: AdminAuthService,
  password: () => Promise<string>,
  out: (line: string) => void,
): Promise<void> {
  const [sub, ...rest] = args;
  if (sub !== 'create') throw new UsageError('usage: napf admin create --email E   (password on stdin)');
  const { values } = parseArgs({ args: rest, options: { email: { type: 'string' } } });
  if (!values.email) throw new UsageError('--email is required');
  const secret = await password();
  if (!secret) throw new UsageError('no password given on stdin');
  try {
    if (await admins.findUser(values.email)) {
      const user = await admins.setPassword(values.email, secret);
      out(`Password of admin ${user.email} replaced; their sessions have ended.`);
    } else {
      const user = await admins.createUser(values.email, secret);
      out(`Admin ${user.email} created (${user.id}).`);
    }
  } catch (err) {
    if (err instanceof DomainError) throw new UsageError(err.message);
    throw err;
  }
}
