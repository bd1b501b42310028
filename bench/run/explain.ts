import type pg from 'pg';
import { POSTGRES_SESSION_SETTINGS } from '../../apps/api/src/db/client.ts';
import { withClient } from '../load/database.ts';
import type { CapturedStatement } from './sql-capture.ts';

export type ExplainedStatement = {
  text: string;
  values: unknown[];
  name: string | undefined;
  plan: string;
};

/** Statements EXPLAIN accepts; BEGIN, COMMIT, SET and the like have no plan. */
const EXPLAINABLE = /^\s*(\(?\s*select|with|insert|update|delete)\b/i;

/**
 * A named statement runs in the API with its generic plan (POSTGRES_SESSION_SETTINGS): it is
 * prepared the same way here, inside the caller's transaction, and that plan is explained.
 */
async function explainPrepared(
  client: pg.Client,
  statement: string,
  text: string,
  values: unknown[],
) {
  for (const [name, value] of Object.entries(POSTGRES_SESSION_SETTINGS)) {
    await client.query(`SET LOCAL ${name} = ${value}`);
  }
  // A prepared statement outlives the rollback: each gets its own name on this connection.
  await client.query(`PREPARE ${statement} AS ${text}`);
  // EXECUTE takes no protocol parameters: its arguments are written as literals.
  const parameters = values.map((value) => literal(client, value)).join(', ');
  return client.query<{ 'QUERY PLAN': string }>(
    `EXPLAIN (ANALYZE, BUFFERS) EXECUTE ${statement}${values.length > 0 ? `(${parameters})` : ''}`,
  );
}

/** A captured value (number, text, or an array of them) as an SQL literal. */
function literal(client: pg.Client, value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (Array.isArray(value)) {
    const elements = value.map((element) =>
      typeof element === 'number'
        ? String(element)
        : `"${String(element).replace(/["\\]/g, '\\$&')}"`,
    );
    return client.escapeLiteral(`{${elements.join(',')}}`);
  }
  return client.escapeLiteral(String(value));
}

/**
 * EXPLAIN (ANALYZE, BUFFERS) of each distinct statement (by text, with the values of its
 * first run): the plan actually executed (a prepared statement's generic plan), its row counts and buffers, planning and execution
 * time. Each runs in a transaction that is rolled back, so even a write changes nothing.
 */
export async function explainStatements(
  databaseUrl: string,
  statements: readonly CapturedStatement[],
): Promise<ExplainedStatement[]> {
  const distinct = statements.filter(
    (statement, index) => statements.findIndex(({ text }) => text === statement.text) === index,
  );
  return withClient(databaseUrl, async (client) => {
    const explained: ExplainedStatement[] = [];
    for (const { text, values, name } of distinct.filter(({ text }) => EXPLAINABLE.test(text))) {
      await client.query('BEGIN');
      try {
        const result = name
          ? await explainPrepared(client, `bench_explained_${explained.length}`, text, values)
          : await client.query<{ 'QUERY PLAN': string }>(
              `EXPLAIN (ANALYZE, BUFFERS) ${text}`,
              values,
            );
        explained.push({
          text,
          values,
          name,
          plan: result.rows.map((row) => row['QUERY PLAN']).join('\n'),
        });
      } finally {
        await client.query('ROLLBACK');
      }
    }
    return explained;
  });
}
