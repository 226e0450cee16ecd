/**
 * Fills the student directory from the legacy API's answers as they come back
 * (ProviderDataSource's `sightings`): every get_customer and login answer, and every order
 * list. Writing waits for nobody: a request never waits on the directory, and a write that
 * fails is logged and tried again at the next sighting. What was written lately and has not
 * changed is not written again, so a student's every request does not cost a write.
 */
import type { Logger } from 'pino';
import type { StudentDirectory } from '../db/student-directory.ts';
import type { CustomerSightings } from '../upstream/legacy-api/data-source.ts';
import type { CustomerModel, OrderModel } from '../upstream/legacy-api/models.ts';

/** How long an unchanged sighting is not written again (its last_seen_at may lag this much). */
const REWRITE_AFTER_MS = 60 * 60_000;
/** Most sightings remembered; past it the memory starts again (costing a write each). */
const MEMO_MAX = 20_000;

export class DirectorySightings implements CustomerSightings {
  private readonly written = new Map<string, { signature: string; atMs: number }>();
  private readonly pending = new Set<Promise<void>>();

  constructor(
    private readonly options: {
      directory: Pick<StudentDirectory, 'seen' | 'seenOrders'>;
      now: () => Date;
      logger: Logger;
    },
  ) {}

  customer(customer: CustomerModel): void {
    const signature = JSON.stringify([customer.email, customer.name, customer.mobile]);
    this.write(`customer:${customer.id}`, signature, () =>
      this.options.directory.seen({
        customerId: customer.id,
        email: customer.email,
        name: customer.name,
        mobile: customer.mobile,
      }),
    );
  }

  orders(customerId: string, orders: readonly OrderModel[]): void {
    const seen = orders.map((order) => ({
      orderId: order.id,
      courseId: order.course.id,
      orderedAtMs: order.orderedAtMs,
      status: order.status,
    }));
    this.write(`orders:${customerId}`, JSON.stringify(seen), () =>
      this.options.directory.seenOrders(customerId, seen),
    );
  }

  /** Resolves when every write begun so far has ended (tests, and a stopping gateway). */
  async settled(): Promise<void> {
    await Promise.all([...this.pending]);
  }

  private write(key: string, signature: string, save: () => Promise<void>): void {
    const nowMs = this.options.now().getTime();
    const last = this.written.get(key);
    if (last && last.signature === signature && nowMs - last.atMs < REWRITE_AFTER_MS) return;
    if (this.written.size >= MEMO_MAX) this.written.clear();
    this.written.set(key, { signature, atMs: nowMs });
    const done = save().then(
      () => undefined,
      (error: unknown) => {
        // Forgotten, so the next sighting writes it again.
        this.written.delete(key);
        this.options.logger.warn({ err: error }, 'student directory not updated');
      },
    );
    this.pending.add(done);
    void done.finally(() => this.pending.delete(done));
  }
}
