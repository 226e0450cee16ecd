/**
 * `npm run bench:load`: 100 simulated students at once, for 60 s, each looping through a
 * visit: browse the courses, open the flagship, sign in, My Courses, View Classes, pausing
 * between steps as a person reading the page would (THINK_MS, about a second by default;
 * 0 makes it a flat-out stress run). A student signs in on their first visit and again
 * every SIGN_IN_EVERY visits (a new session), as people do; signing in is the costly step
 * (the stand-in's scrypt password check), so this sets how much of the load it is.
 * Goals: 0 errors, p99 under 250 ms per request, gateway resident memory after the run
 * within 20% of after warm-up. Loopback only; bounded in time; stops by itself.
 * STUDENTS and DURATION_S override the defaults (for a quick check).
 */
import { graphqlClient, providerClient } from './lib/http.ts';
import { ms, runLoad, summarise } from './lib/load.ts';
import { rssOf, startStack } from './lib/stack.ts';

const STUDENTS = Number(process.env.STUDENTS ?? 100);
const DURATION_MS = Number(process.env.DURATION_S ?? 60) * 1000;
const WARMUP_MS = 10_000;
const RSS_SAMPLE_MS = 250;
const RSS_WINDOW_MS = 5000;
const THINK_MS = Number(process.env.THINK_MS ?? 1000);
const SIGN_IN_EVERY = Math.max(1, Number(process.env.SIGN_IN_EVERY ?? 3));

/** A person's pause between pages: THINK_MS give or take half. */
const think = () =>
  THINK_MS > 0
    ? new Promise((r) => setTimeout(r, THINK_MS * (0.5 + Math.random())))
    : Promise.resolve();
const port = Number(process.env.BENCH_PORT ?? 4650);

const Q = {
  courses: '{ courses { id title description imageUrl price discount finalPrice } }',
  course:
    'query($id: ID!) { course(id: $id) { id title description price discount finalPrice weekRange classItems { id title week fileType thumbnailUrl } } }',
  login: 'mutation($input: LoginInput!) { login(input: $input) { token customer { id name } } }',
  register: 'mutation($input: RegisterInput!) { register(input: $input) { ok message } }',
  myOrders:
    '{ myOrders { id orderedAt status amount customerName course { id title description imageUrl } } }',
  classes:
    'query($id: ID!) { orderByCourse(courseId: $id) { id availableWeek classItems { id title week fileType unlocked fileUrl } } }',
};

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

async function main() {
  const stack = await startStack({ port, providerPort: port + 10 });
  const gql = graphqlClient(stack.graphqlURL, STUDENTS);
  const provider = providerClient(stack.providerURL, 8);
  try {
    // Setup (not measured): one account per student, each owning the flagship course.
    const students: { email: string; password: string }[] = [];
    const run = Date.now();
    for (let i = 0; i < STUDENTS; i += 1) {
      const student = { email: `load${run}.${i}@example.com`, password: 'loadtest123' };
      await gql.request(Q.register, {
        input: {
          name: `Load Student ${i}`,
          email: student.email,
          mobile: '9876543210',
          password: student.password,
        },
      });
      const login = await gql.request<{ login: { customer: { id: string } } }>(Q.login, {
        input: { username: student.email, password: student.password },
      });
      await provider.post('order/save_payment', {
        payment_id: `pay_load${run}${i}`,
        course_id: '1',
        c_id: login.login.customer.id,
      });
      students.push(student);
    }

    const latencies: number[] = [];
    let errors = 0;
    let firstError: string | undefined;
    const timed = async <T>(work: () => Promise<T>): Promise<T> => {
      const t0 = performance.now();
      try {
        return await work();
      } catch (error) {
        errors += 1;
        firstError ??= error instanceof Error ? error.message : String(error);
        throw error;
      } finally {
        latencies.push(performance.now() - t0);
      }
    };
    const sessions = new Map<number, { token: string; visits: number }>();
    const visit = async (worker: number) => {
      const student = students[worker % students.length];
      if (!student) return;
      const session = sessions.get(worker);
      await timed(() => gql.request(Q.courses));
      await think();
      await timed(() => gql.request(Q.course, { id: '1' }));
      await think();
      let token = session?.token ?? '';
      if (!session || session.visits % SIGN_IN_EVERY === 0) {
        const login = await timed(() =>
          gql.request<{ login: { token: string } }>(Q.login, {
            input: { username: student.email, password: student.password },
          }),
        );
        token = login.login.token;
        await think();
      }
      sessions.set(worker, { token, visits: (session?.visits ?? 0) + 1 });
      await timed(() => gql.request(Q.myOrders, {}, token));
      await think();
      await timed(() => gql.request(Q.classes, { id: '1' }, token));
      await think();
    };

    console.log(
      `Load: ${STUDENTS} students, think time ~${THINK_MS} ms, a new sign-in every ${SIGN_IN_EVERY} visits, warm-up ${WARMUP_MS / 1000} s, then ${DURATION_MS / 1000} s`,
    );
    // Resident memory moves with every garbage collection: it is sampled through the last
    // seconds of the warm-up and of the run, both under the same load, and the medians are
    // compared.
    const samples: { at: number; rss: number }[] = [];
    const sampler = setInterval(() => {
      samples.push({ at: performance.now(), rss: rssOf(stack.gatewayPid) });
    }, RSS_SAMPLE_MS);
    const medianSince = (since: number) => {
      const values = samples
        .filter((sample) => sample.at >= since)
        .map((sample) => sample.rss)
        .sort((a, b) => a - b);
      return values[Math.floor(values.length / 2)] ?? rssOf(stack.gatewayPid);
    };
    await runLoad({
      concurrency: STUDENTS,
      durationMs: WARMUP_MS,
      task: (w) => visit(w).catch(() => undefined),
    });
    const rssWarm = medianSince(performance.now() - RSS_WINDOW_MS);
    latencies.length = 0;
    errors = 0;
    firstError = undefined;
    const started = performance.now();
    await runLoad({
      concurrency: STUDENTS,
      durationMs: DURATION_MS,
      task: (w) => visit(w).catch(() => undefined),
    });
    const result = summarise(latencies, errors, performance.now() - started, firstError);
    clearInterval(sampler);
    const rssAfter = medianSince(performance.now() - RSS_WINDOW_MS);
    const growth = (rssAfter - rssWarm) / rssWarm;

    const okErrors = result.errors === 0;
    const okP99 = result.p99 < 250;
    const okMemory = growth <= 0.2;
    console.log(`  requests ${result.requests}, ${result.rps.toFixed(0)} req/s`);
    console.log(
      `  errors ${result.errors}  (goal 0)  ${okErrors ? 'PASS' : 'MISS'}${result.firstError ? `  first: ${result.firstError}` : ''}`,
    );
    console.log(
      `  latency p50 ${ms(result.p50)}, p90 ${ms(result.p90)}, p99 ${ms(result.p99)}, max ${ms(result.max)}  (goal p99 < 250 ms)  ${okP99 ? 'PASS' : 'MISS'}`,
    );
    console.log(
      `  gateway RSS (median of the last ${RSS_WINDOW_MS / 1000} s) warm-up ${mb(rssWarm)}, end of the run ${mb(rssAfter)}: ${(growth * 100).toFixed(1)}%  (goal <= 20%)  ${okMemory ? 'PASS' : 'MISS'}`,
    );
    if (stack.providerPid)
      console.log(`  stand-in RSS after the run ${mb(rssOf(stack.providerPid))}`);
    process.exitCode = okErrors && okP99 && okMemory ? 0 : 1;
  } finally {
    await gql.close();
    await provider.close();
    await stack.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
