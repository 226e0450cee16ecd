/**
 * The resolver map: one file per GraphQL type. Types whose fields match their model
 * (Customer, Checkout, payloads) use the default resolvers.
 */
import type { Resolvers } from '../generated/resolvers-types.ts';
import { ClassItem } from './class-item.ts';
import { Course } from './course.ts';
import { Mutation } from './mutation.ts';
import { Order } from './order.ts';
import { Query } from './query.ts';

export const resolvers: Resolvers = { Query, Mutation, Course, ClassItem, Order };
