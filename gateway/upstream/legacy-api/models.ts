/**
 * The provider's answers after parsing: typed, trimmed, numbers as numbers, URLs absolute,
 * dates ISO 8601 with offset. Everything past the data source trusts these shapes.
 */

export type FileKind = 'VIDEO' | 'PDF';

/** Price and discount in whole rupees, as the course list reports them. */
export interface CoursePricing {
  price: number;
  discount: number;
}

export interface CourseModel {
  id: string;
  title: string;
  description: string;
  imageUrl: string | null;
  /**
   * From the course list. null when the course came from an order row, which carries no
   * price: the Course resolvers then read the (cached) course list, only if asked.
   */
  pricing: CoursePricing | null;
}

export interface ClassItemModel {
  id: string;
  title: string;
  description: string;
  week: number;
  fileType: FileKind;
  thumbnailUrl: string | null;
  /** Absolute URL of the lesson file; handed out only through ClassItemView rules. */
  fileUrl: string | null;
}

/** A class item as one viewer sees it: the file URL resolves only when owned and unlocked. */
export interface ClassItemView {
  item: ClassItemModel;
  unlocked: boolean;
  owned: boolean;
  /**
   * When the item's week opens for the order viewed (epoch ms); null on a course's public
   * outline and on an order whose payment did not succeed.
   */
  opensAtMs: number | null;
  /**
   * Whose progress the view shows, with every class item of the order (read together, once
   * per request); null where progress is not shown (public outline, unpaid order).
   */
  progressScope: ProgressScope | null;
}

/** A customer and the class items of one of their orders, whose progress is read at once. */
export interface ProgressScope {
  customerId: string;
  classItemIds: readonly string[];
}

/**
 * The status of an order the academy refunded in full (the legacy API knows nothing of
 * refunds and still says Success): it opens nothing.
 */
export const REFUNDED_ORDER_STATUS = 'Refunded';

export interface OrderModel {
  id: string;
  bookingCode: string | null;
  /** ISO 8601 with the offset of the provider's zone, e.g. 2026-11-07T10:00:00+05:30. */
  orderedAt: string;
  /** The same instant in epoch milliseconds, for the unlock rule. */
  orderedAtMs: number;
  status: string;
  /** Amount paid in rupees. */
  amount: number;
  customerName: string | null;
  /** The course as the order row describes it (pricing null). */
  course: CourseModel;
}

export interface CustomerModel {
  id: string;
  name: string;
  email: string;
  mobile: string;
}
