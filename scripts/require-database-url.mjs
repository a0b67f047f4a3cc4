// `npm run test:pg` runs the server suite against a PostgreSQL server; without DATABASE_URL it would
// silently run on PGlite instead, so refuse to start.
if (!process.env.DATABASE_URL) {
  console.error(
    'DATABASE_URL is not set. npm run test:pg runs the server tests against a PostgreSQL server:\n' +
      '  DATABASE_URL=postgres://postgres@127.0.0.1:5433/postgres npm run test:pg\n' +
      'Each test file creates (and drops) its own database there, so the user needs CREATEDB.',
  );
  process.exit(1);
}
