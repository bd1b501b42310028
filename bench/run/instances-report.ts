import { INSTANCES_NOTE } from '../explanations.ts';
import type { InstancesRun, ScaleOutRun } from './instances.ts';
import { millis, table, whole } from './markdown.ts';
import { ratio } from './targets.ts';

const cores = (value: number) => value.toFixed(2);
const share = (value: number) => value.toFixed(2);
const mean = (values: number[]) =>
  values.length === 0 ? 0 : values.reduce((sum, value) => sum + value, 0) / values.length;

/** The runs of one deployment size, in scenario order. */
const withInstances = (scaleOut: ScaleOutRun, count: number) =>
  scaleOut.runs.filter((run) => run.instances === count);

function row(run: InstancesRun, one: InstancesRun | undefined): string[] {
  const gain =
    run.instances > 1 && one
      ? `${ratio(run.load.requestsPerSecond, one.load.requestsPerSecond).toFixed(2)}×`
      : '';
  return [
    `\`${run.scenario.id}\``,
    String(run.instances),
    whole(run.load.requestsPerSecond),
    millis(run.load.p50Ms),
    millis(run.load.p99Ms),
    whole(run.load.errors),
    run.usage.map((used) => cores(used.cpuCores)).join(' + '),
    run.usage.map((used) => share(used.eventLoopUtilization)).join(' / '),
    cores(run.loadGeneratorCores),
    cores(run.machineBusyCores),
    gain,
  ];
}

/** Averages over the scenarios, in a sentence: what a second instance changed on these cores. */
function summary(scaleOut: ScaleOutRun): string {
  const one = withInstances(scaleOut, 1);
  const two = withInstances(scaleOut, 2);
  const gains = two.flatMap((run) => {
    const single = one.find((other) => other.scenario.id === run.scenario.id);
    return single ? [ratio(run.load.requestsPerSecond, single.load.requestsPerSecond)] : [];
  });
  const instanceCores = (runs: InstancesRun[]) =>
    mean(runs.map((run) => run.usage.reduce((sum, used) => sum + used.cpuCores, 0)));
  const perInstance = (runs: InstancesRun[], read: (run: InstancesRun) => number[]) =>
    mean(runs.flatMap(read));
  const elu = (runs: InstancesRun[]) =>
    perInstance(runs, (run) => run.usage.map((used) => used.eventLoopUtilization));
  const busy = (runs: InstancesRun[]) => mean(runs.map((run) => run.machineBusyCores));
  const generator = (runs: InstancesRun[]) => mean(runs.map((run) => run.loadGeneratorCores));
  const rest = (runs: InstancesRun[]) => busy(runs) - instanceCores(runs) - generator(runs);
  return [
    `Averaged over these ${gains.length} scenarios, two instances served ${mean(gains).toFixed(2)}× the requests of one (from ${Math.min(...gains).toFixed(2)}× to ${Math.max(...gains).toFixed(2)}×).`,
    `One instance used ${cores(instanceCores(one))} cores at an event-loop utilisation of ${share(elu(one))}; the machine was ${cores(busy(one))} of ${scaleOut.cores} cores busy: the load generator ${cores(generator(one))}, PostgreSQL, Redis and everything else ${cores(rest(one))}.`,
    `Two instances used ${cores(instanceCores(two))} cores between them (${cores(instanceCores(two) / 2)} each) at an event-loop utilisation of ${share(elu(two))} each; the machine was ${cores(busy(two))} cores busy: the load generators ${cores(generator(two))}, PostgreSQL, Redis and everything else ${cores(rest(two))}.`,
  ].join(' ');
}

/** The "One instance or two" subsection of the `api` section. */
export function instancesSection(scaleOut: ScaleOutRun | null, label: string): string {
  if (!scaleOut)
    return '### One instance or two\n\nNot run (`--only` left out its scenarios, or redis-server is missing).';
  const one = withInstances(scaleOut, 1);
  return [
    `### One instance or two (${label})`,
    '',
    'One production instance, then two sharing PostgreSQL and a Redis of their own (redis-server on a free loopback port), every limit counted on Redis as in production (caps no run reaches). Each instance has its own load generator (autocannon, half of the connections each), so no proxy takes CPU in front of them. CPU and event-loop utilisation (ELU: the share of the time the event loop was busy, 1 = never waiting for work) come from a probe loaded into each server (`bench/run/usage-probe.ts`); "machine" is every busy core of the box (`/proc/stat`): instances, PostgreSQL, Redis, the load generators and anything else running.',
    '',
    table(
      [
        'scenario',
        'instances',
        'req/s',
        'p50 ms',
        'p99 ms',
        'errors',
        'CPU per instance (cores)',
        'ELU per instance',
        'load generator (cores)',
        `machine busy (of ${scaleOut.cores} cores)`,
        'two ÷ one',
      ],
      scaleOut.runs.map((run) =>
        row(
          run,
          one.find((other) => other.scenario.id === run.scenario.id),
        ),
      ),
    ),
    '',
    `Server logs: ${scaleOut.logs.map((file) => `\`${file}\``).join(', ')}.`,
    '',
    '#### What two cores allow',
    '',
    summary(scaleOut),
    '',
    INSTANCES_NOTE,
  ].join('\n');
}
