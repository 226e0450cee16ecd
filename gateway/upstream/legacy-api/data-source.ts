/**
 * The legacy API as typed methods, one per endpoint. Built per request (it memoises the
 * customer's reads for the request's lifetime); public reads go through the shared cache.
 * Resolvers call these methods and never see URLs, form bodies or statuses.
 */
import type { Logger } from 'pino';
import type {
  ChangePasswordValues,
  EnquiryValues,
  ProfileValues,
  SignInValues,
  SignUpValues,
} from '../../../common/validation.ts';
import { ProviderClient } from './client.ts';
import { notFound } from '../../errors.ts';
import type {
  ClassItemModel,
  CourseModel,
  CoursePricing,
  CustomerModel,
  OrderModel,
} from './models.ts';
import { REFUNDED_ORDER_STATUS } from './models.ts';
import type { ParseSettings, SkipRow } from './parse.ts';
import { newestFirst, parseClassItems, parseCourses, parseCustomer, parseOrders } from './parse.ts';
import type { PublicCache } from './public-cache.ts';
import type { OrderLists, RecentOrders } from './order-lists.ts';

interface ProviderDataSourceOptions {
  client: ProviderClient;
  cache: PublicCache;
  settings: ParseSettings;
  log: Logger;
  /** Customers' order lists kept for progress saves; without it every save asks. */
  orderLists?: OrderLists;
  /**
   * Told when public data was read, each time it is used (its fetch time), so what is
   * built from it (a cached answer, a rendered page) keeps it no longer than the budget.
   */
  onPublicData?: (fetchedAtMs: number) => void;
  /**
   * The customer's orders the academy refunded in full (from the gateway's credit notes):
   * the legacy API still lists them as paid, so their status is given here as Refunded.
   */
  refundedOrders?: (customerId: string) => Promise<ReadonlySet<string>>;
  /** Told every customer and order list the legacy API answers with (the student directory). */
  sightings?: CustomerSightings;
}

/**
 * Where the legacy API's answers about customers go besides the request that asked: the one
 * place the student directory is filled from. Called without waiting; it must not throw.
 */
export interface CustomerSightings {
  customer(customer: CustomerModel): void;
  orders(customerId: string, orders: readonly OrderModel[]): void;
}

interface LoginResult {
  customer: CustomerModel;
  message: string;
}

interface SavePaymentInput {
  paymentId: string;
  courseId: string;
  customerId: string;
}

const DONE = 'Done.';
const NONE: ReadonlySet<string> = new Set();

/** A listed course with a price, or NOT_FOUND: what prices and checkout are based on. */
function pricedIn(
  courses: CourseModel[],
  courseId: string,
): CourseModel & { pricing: CoursePricing } {
  const id = courseId.trim();
  const course = courses.find((listed) => listed.id === id);
  if (!course?.pricing) throw notFound('courseNotFound');
  return { ...course, pricing: course.pricing };
}

export class ProviderDataSource {
  private readonly client: ProviderClient;
  private readonly cache: PublicCache;
  private readonly settings: ParseSettings;
  private readonly log: Logger;
  private readonly onPublicData: ((fetchedAtMs: number) => void) | undefined;
  private readonly keptOrders: OrderLists | undefined;
  private readonly refundedOrders: ProviderDataSourceOptions['refundedOrders'];
  private readonly orderLists = new Map<string, Promise<OrderModel[]>>();
  private readonly customers = new Map<string, Promise<CustomerModel>>();
  private readonly sightings: CustomerSightings | undefined;

  constructor(options: ProviderDataSourceOptions) {
    this.client = options.client;
    this.cache = options.cache;
    this.settings = options.settings;
    this.log = options.log;
    this.onPublicData = options.onPublicData;
    this.keptOrders = options.orderLists;
    this.sightings = options.sightings;
    this.refundedOrders = options.refundedOrders;
  }

  /** customer/register: 409 when the e-mail exists (PROVIDER_REJECTED). */
  async register(values: SignUpValues): Promise<string> {
    const { message } = await this.client.post(
      'customer/register',
      { name: values.name, email: values.email, mobile: values.mobile, password: values.password },
      this.log,
    );
    return message || DONE;
  }

  /** customer/login with the e-mail as username. */
  async login(values: SignInValues): Promise<LoginResult> {
    const path = 'customer/login';
    const { message, data } = await this.client.post(
      path,
      { username: values.username, password: values.password },
      this.log,
    );
    const customer = ProviderClient.read(path, () => parseCustomer(data), this.log);
    this.sightings?.customer(customer);
    this.customers.set(customer.id, Promise.resolve(customer));
    return { customer, message: message || DONE };
  }

  /** customer/get_customer, once per request per customer. */
  customer(customerId: string): Promise<CustomerModel> {
    let pending = this.customers.get(customerId);
    if (!pending) {
      const path = 'customer/get_customer';
      pending = this.client.post(path, { c_id: customerId }, this.log).then(({ data }) => {
        const customer = ProviderClient.read(path, () => parseCustomer(data, customerId), this.log);
        this.sightings?.customer(customer);
        return customer;
      });
      this.forgetOnFailure(this.customers, customerId, pending);
      this.customers.set(customerId, pending);
    }
    return pending;
  }

  async updateProfile(customerId: string, values: ProfileValues): Promise<string> {
    const { message } = await this.client.post(
      'customer/profile_update',
      { c_id: customerId, name: values.name, email: values.email, mobile: values.mobile },
      this.log,
    );
    this.customers.delete(customerId);
    return message || DONE;
  }

  /** customer/change_pass: 400 when the old password is wrong (PROVIDER_REJECTED). */
  async changePassword(customerId: string, values: ChangePasswordValues): Promise<string> {
    const { message } = await this.client.post(
      'customer/change_pass',
      { c_id: customerId, old_password: values.oldPassword, new_pass: values.newPassword },
      this.log,
    );
    return message || DONE;
  }

  /** course/list, shared across requests for a short while. */
  courses(): Promise<CourseModel[]> {
    return this.publicRead('course/list', () => this.listCourses());
  }

  async course(courseId: string): Promise<CourseModel | null> {
    const id = courseId.trim();
    return (await this.courses()).find((course) => course.id === id) ?? null;
  }

  /** A listed course and its price, or NOT_FOUND: what prices and checkout are based on. */
  async pricedCourse(courseId: string): Promise<CourseModel & { pricing: CoursePricing }> {
    return pricedIn(await this.courses(), courseId);
  }

  /**
   * The same, read from the provider now rather than from the shared cache: what a payment
   * is checked against just before it is recorded (save_payment records today's price).
   */
  async currentlyPricedCourse(courseId: string): Promise<CourseModel & { pricing: CoursePricing }> {
    return pricedIn(await this.listCourses(), courseId);
  }

  /** course/details_list: a course's class items, shared across requests for a short while. */
  classItems(courseId: string): Promise<ClassItemModel[]> {
    const path = 'course/details_list';
    const id = courseId.trim();
    return this.publicRead(`${path}:${id}`, async () => {
      const { data } = await this.client.post(path, { course_id: id }, this.log);
      return ProviderClient.read(
        path,
        () => parseClassItems(data, this.settings, this.skipped(path)),
        this.log,
      );
    });
  }

  async enquiry(values: EnquiryValues): Promise<string> {
    const { message } = await this.client.post(
      'customer/contact_us',
      {
        fname: values.fname,
        lname: values.lname,
        email: values.email,
        mobile: values.mobile,
        city: values.city,
        capital: values.capital,
        join_batch: values.joinBatch,
        query: values.query,
      },
      this.log,
    );
    return message || DONE;
  }

  /** order/customer_order_list, newest first; read once per request per customer. */
  orders(customerId: string): Promise<OrderModel[]> {
    let pending = this.orderLists.get(customerId);
    if (!pending) {
      const path = 'order/customer_order_list';
      pending = Promise.all([
        this.client.post(path, { c_id: customerId }, this.log).then(({ data }) => {
          const orders = newestFirst(
            ProviderClient.read(path, () => parseOrders(data, this.settings), this.log),
          );
          this.sightings?.orders(customerId, orders);
          return orders;
        }),
        this.refunded(customerId),
      ]).then(([orders, refunded]) =>
        orders.map((order) =>
          refunded.has(order.id) ? { ...order, status: REFUNDED_ORDER_STATUS } : order,
        ),
      );
      this.forgetOnFailure(this.orderLists, customerId, pending);
      this.orderLists.set(customerId, pending);
    }
    return pending;
  }

  /**
   * The customer's orders refunded in full. While the gateway's database cannot be read,
   * none: the orders are listed as the legacy API has them rather than not at all.
   */
  private async refunded(customerId: string): Promise<ReadonlySet<string>> {
    if (!this.refundedOrders) return NONE;
    try {
      return await this.refundedOrders(customerId);
    } catch (error) {
      this.log.warn({ err: error }, 'refunded orders unknown: listed as the provider has them');
      return NONE;
    }
  }

  /**
   * The customer's orders for letting a progress save through: a list kept within the
   * staleness budget when there is one (order-lists.ts says why that is safe there only).
   */
  async recentOrders(customerId: string): Promise<RecentOrders> {
    if (!this.keptOrders) return { orders: await this.orders(customerId), kept: false };
    return this.keptOrders.recent(customerId, () => this.orders(customerId));
  }

  /** The customer's orders as the provider has them now (kept for the next save). */
  currentOrders(customerId: string): Promise<OrderModel[]> {
    if (!this.keptOrders) return this.orders(customerId);
    return this.keptOrders.current(customerId, () => this.orders(customerId));
  }

  /** order/save_payment: records a payment as a Success order. */
  async savePayment(input: SavePaymentInput): Promise<string> {
    const { message } = await this.client.post(
      'order/save_payment',
      { payment_id: input.paymentId, course_id: input.courseId, c_id: input.customerId },
      this.log,
    );
    this.orderLists.delete(input.customerId);
    await this.keptOrders?.forget(input.customerId);
    return message || DONE;
  }

  /** Forgets the customer's orders read so far (their status changed: a refund). */
  async forgetOrders(customerId: string): Promise<void> {
    this.orderLists.delete(customerId);
    await this.keptOrders?.forget(customerId);
  }

  private async listCourses(): Promise<CourseModel[]> {
    const path = 'course/list';
    const { data } = await this.client.post(path, {}, this.log);
    return ProviderClient.read(
      path,
      () => parseCourses(data, this.settings, this.skipped(path)),
      this.log,
    );
  }

  /** A public read through the shared cache, reporting when its data was read. */
  private async publicRead<T>(key: string, load: () => Promise<T>): Promise<T> {
    const { value, fetchedAtMs } = await this.cache.get(key, load);
    this.onPublicData?.(fetchedAtMs);
    return value;
  }

  /**
   * Catalogue lists (courses, class items) lose only a row they cannot read, not the whole
   * list; the row is logged. A customer's orders stay all-or-nothing: a purchase must not
   * silently disappear from their account.
   */
  private skipped(path: string): SkipRow {
    return (index, detail) =>
      this.log.warn({ provider: path, row: index, detail }, 'provider row skipped');
  }

  private forgetOnFailure<T>(memo: Map<string, Promise<T>>, key: string, pending: Promise<T>) {
    pending.catch(() => {
      if (memo.get(key) === pending) memo.delete(key);
    });
  }
}
