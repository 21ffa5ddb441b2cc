/**
 * The money screen (decision 85): moneySummary over the last 90 days of a company with 150,000
 * rides in a table of 1,000,000 reservations across 100 companies, read through the API by its
 * admin; budget p99 <= 150 ms on PostgreSQL for one admin. Its statement alone is timed too, beside
 * the same sums straight from the ledger (the statement before decision 90's company days).
 */
import { loadGraphQL, type GraphQLLoad } from './load.ts';
import { measureWindow, REPEATS, row, SECONDS, summarise, WARMUP_SECONDS } from './measure.ts';
import { fillMoney } from './money-data.ts';
import { benchMoneyStatements } from './money-statements.ts';
import { graphql } from './scenarios.ts';
import { fillTripHistory } from './trip-history-data.ts';
import { startAppServer } from '../lib/servers.ts';

const ROWS = Number(process.env.BENCH_MONEY_ROWS ?? 1_000_000);
const COMPANY_RIDES = Number(process.env.BENCH_MONEY_COMPANY_RIDES ?? 150_000);
if (!Number.isInteger(ROWS) || !Number.isInteger(COMPANY_RIDES) || ROWS < COMPANY_RIDES * 2) {
  throw new Error('BENCH_MONEY_ROWS must be a whole number, at least twice the company’s rides');
}
const COMPANIES = 100;
const DAYS = 90;
/**
 * One admin opening the screen, which the budget is for; and four at once, for information: on two
 * cores each summary then waits for the others.
 */
const CONNECTIONS = [1, 4] as const;
const P99_BUDGET_MS = 150;

const SUMMARY = `query summary($from: String!, $to: String!) {
  moneySummary(from: $from, to: $to) {
    currency rides revenueMinor tipsMinor refundsMinor netMinor
    days { date rides revenueMinor tipsMinor refundsMinor }
    byVehicleType { id name rides revenueMinor }
    byDriver { id name rides revenueMinor }
  }
}`;

const count = (n: number) => n.toLocaleString('en-US');

async function signInAdmin(url: string) {
  const { login } = await graphql<{ login: { accessToken: string } }>(
    url,
    'mutation signIn($input: LoginInfoInput!) { login(input: $input) { accessToken } }',
    {
      input: {
        username: 'admin@demo.test',
        password: 'Demo!Admin2026',
        companyId: 'demo',
        typeOfUser: 'COMPANY_USER',
      },
    },
  );
  return { authorization: `Bearer ${login.accessToken}` };
}

/** The company's last `days` days up to today, in its time zone (New York). */
function lastDays(days: number) {
  const day = (at: Date) =>
    new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(at);
  const now = new Date();
  return { from: day(new Date(now.getTime() - (days - 1) * 86_400_000)), to: day(now) };
}

export async function benchMoney(): Promise<void> {
  console.log(
    `\nmoneySummary: ${DAYS} days of a company with ${count(COMPANY_RIDES)} rides in ${count(ROWS)} reservations across ${COMPANIES} companies (PostgreSQL, ${CONNECTIONS.join(' and ')} admins, medians of ${REPEATS} windows of ${SECONDS} s; BENCH_MONEY_ROWS and BENCH_MONEY_COMPANY_RIDES set the data)`,
  );
  const server = await startAppServer('postgres');
  if (!server?.databaseUrl) {
    await server?.stop();
    console.log('  (no PostgreSQL server reachable: money skipped)');
    return;
  }
  try {
    const others = await fillTripHistory(server.databaseUrl, {
      reservations: ROWS - COMPANY_RIDES,
      riderRides: 0,
      companies: COMPANIES,
    });
    const money = await fillMoney(server.databaseUrl, COMPANY_RIDES);
    console.log(
      `  filled ${count(ROWS - COMPANY_RIDES)} reservations in ${others.toFixed(1)} s, the company's ${count(COMPANY_RIDES)} rides and their ledger in ${money.toFixed(1)} s`,
    );
    const headers = await signInAdmin(server.url);
    const range = lastDays(DAYS);
    const { moneySummary } = await graphql<{ moneySummary: { rides: number } }>(
      server.url,
      SUMMARY,
      range,
      headers,
    );
    console.log(`  ${range.from} to ${range.to}: ${count(moneySummary.rides)} rides charged`);
    await benchMoneyStatements(server.databaseUrl, {
      companyId: 'demo',
      ...range,
      timeZone: 'America/New_York',
    });
    const load: Omit<GraphQLLoad, 'connections'> = {
      url: server.url,
      query: SUMMARY,
      variables: range,
      headers,
      seconds: SECONDS,
    };
    await loadGraphQL({ ...load, connections: CONNECTIONS[0], seconds: WARMUP_SECONDS });
    const verdict = (p99: number) => (p99 <= P99_BUDGET_MS ? 'within budget' : 'OVER BUDGET');
    for (const connections of CONNECTIONS) {
      const windows = [];
      for (let i = 0; i < Math.max(1, REPEATS); i += 1) {
        windows.push(await measureWindow({ ...load, connections }, server));
      }
      const result = summarise(windows);
      console.log(row(`moneySummary ${DAYS} days, ${connections} admins`, connections, result));
      const against =
        connections === 1
          ? `budget ${P99_BUDGET_MS} ms: ${verdict(result.p99)}`
          : 'for information';
      console.log(
        `  => p99 ${result.p99} ms (${result.p99Range[0]}-${result.p99Range[1]}), ${against}`,
      );
    }
  } finally {
    await server.stop();
  }
}
