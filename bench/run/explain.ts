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
 * EXPLAIN (ANALYZE, BUFFERS) of each distinct statement (by text, with the values of its
 * first run): the plan actually executed, its row counts and buffers, planning and execution
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
        const result = await client.query<{ 'QUERY PLAN': string }>(
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
