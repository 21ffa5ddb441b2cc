import type { GraphQLContext } from '../../graphql/context.ts';

export type RidesContext = Pick<GraphQLContext, 'db' | 'config' | 'logger' | 'viewer' | 'request'>;

const notYet = (): never => {
  throw new Error('Not implemented yet');
};

export async function getTripHistory(_ctx: RidesContext, _input: unknown, _now: Date) {
  return notYet();
}

export async function getTripDetails(_ctx: RidesContext, _args: unknown, _now: Date) {
  return notYet();
}

export async function cancelBooking(_ctx: RidesContext, _input: unknown, _now: Date) {
  return notYet();
}
