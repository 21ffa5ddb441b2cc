import { isValidCoid } from '@ride/domain';
import { CommandError, execute, main, parseOptions } from './run-command.ts';

/** company:disable and company:enable: the same command, one way or the other. */
export function switchCompany(disable: boolean): void {
  const command = disable ? 'company:disable' : 'company:enable';
  const usage = `Usage: npm run ${command} -- --coid <id>

${
  disable
    ? "Turns the company's rider app off: its riders see the disabled-company screen."
    : "Turns the company's rider app back on."
}

Uses the server's environment: DATA_DIR or DATABASE_URL.`;
  main(command, async () => {
    const values = parseOptions(
      { coid: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
      usage,
    );
    if (values.help) {
      console.log(usage);
      return;
    }
    const coid = values.coid?.trim() ?? '';
    if (!coid) throw new CommandError(`--coid: a company id is required.\n\n${usage}`);
    if (!isValidCoid(coid)) throw new CommandError(`--coid: "${coid}" is not a valid company id.`);
    const { result, where } = await execute(command, { coid });
    const company = result as { coid: string; name: string; changed: boolean };
    const state = disable ? 'disabled' : 'enabled';
    console.log(
      company.changed
        ? `Company ${company.coid} (${company.name}) is now ${state} (on the ${where}).`
        : `Company ${company.coid} (${company.name}) was already ${state}; nothing changed.`,
    );
  });
}
