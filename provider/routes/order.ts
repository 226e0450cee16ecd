/** order/*: recording a paid course and listing a customer's orders. */
import { Router } from 'express';
import { formatLegacyDate } from '../../common/time-zone.ts';
import { inTransaction } from '../db.ts';
import type { ProviderDeps } from '../deps.ts';
import { patterns, readFields, rules } from '../fields.ts';
import { LegacyFailure, notFound, success } from '../legacy.ts';
import { findCourse, priceToPay } from '../store/courses.ts';
import { findCustomer } from '../store/customers.ts';
import {
  findOrderByPaymentId,
  insertOrder,
  listCustomerOrders,
  unusedBookingCode,
} from '../store/orders.ts';
import type { OrderWithCourseRow } from '../store/orders.ts';
import { courseMessages } from './course.ts';
import { customerMessages } from './customer.ts';
import { legacyPost } from './legacy-route.ts';

const orderMessages = {
  saved: 'Payment recorded successfully.',
  alreadySaved: 'This payment has already been recorded.',
  paymentIdUsed: 'This payment id is already recorded for another order.',
  listed: 'Orders fetched successfully.',
} as const;

function orderAnswer(order: OrderWithCourseRow, timeZone: string) {
  return {
    order_id: String(order.order_id),
    booking_code: order.booking_code,
    order_date: formatLegacyDate(order.order_date, timeZone),
    payment_status: order.payment_status,
    amount: String(order.amount),
    customer_name: order.customer_name,
    course_id: String(order.course_id),
    course_title: order.course_title,
    course_description: order.course_description,
    course_image: order.course_image,
  };
}

function savePayment(deps: ProviderDeps) {
  return (body: unknown) => {
    const input = readFields(body, {
      payment_id: { pattern: patterns.paymentId, max: 64 },
      course_id: rules.id,
      c_id: rules.id,
    });
    return inTransaction(deps.db, () => {
      const customer = findCustomer(deps.db, Number(input.c_id));
      if (!customer) throw notFound(customerMessages.customerNotFound);
      const course = findCourse(deps.db, Number(input.course_id));
      if (!course) throw notFound(courseMessages.courseNotFound);
      const recorded = findOrderByPaymentId(deps.db, input.payment_id);
      if (recorded) {
        // Saving the same payment again (a retried request) is answered as done.
        if (recorded.c_id === customer.c_id && recorded.course_id === course.course_id) {
          return success(orderMessages.alreadySaved);
        }
        throw new LegacyFailure('409', orderMessages.paymentIdUsed);
      }
      insertOrder(deps.db, {
        bookingCode: unusedBookingCode(deps.db),
        paymentId: input.payment_id,
        cId: customer.c_id,
        courseId: course.course_id,
        customerName: customer.name,
        amount: priceToPay(course),
        orderDate: deps.now(),
      });
      return success(orderMessages.saved);
    });
  };
}

function customerOrderList(deps: ProviderDeps) {
  return (body: unknown) => {
    const input = readFields(body, { c_id: rules.id });
    const customer = findCustomer(deps.db, Number(input.c_id));
    if (!customer) throw notFound(customerMessages.customerNotFound);
    const orders = listCustomerOrders(deps.db, customer.c_id);
    return success(
      orderMessages.listed,
      orders.map((order) => orderAnswer(order, deps.config.timeZone)),
    );
  };
}

export function orderRoutes(deps: ProviderDeps): Router {
  const router = Router();
  legacyPost(router, '/order/save_payment', savePayment(deps));
  legacyPost(router, '/order/customer_order_list', customerOrderList(deps));
  return router;
}
