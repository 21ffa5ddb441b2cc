// The baseline: a bare graphql-yoga hello-world on Node's http server, nothing else.
import { createServer } from 'node:http';
import { createSchema, createYoga } from 'graphql-yoga';

const yoga = createYoga({
  schema: createSchema({
    typeDefs: 'type Query { hello: String! }',
    resolvers: { Query: { hello: () => 'world' } },
  }),
  logging: false,
});
const server = createServer(yoga);
server.listen(Number(process.env.PORT ?? 0), () => {
  console.log(`listening on http://localhost:${server.address().port}`);
});
process.once('SIGTERM', () => server.close(() => process.exit(0)));
