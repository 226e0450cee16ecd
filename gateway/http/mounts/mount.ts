import type { RequestHandler, Router } from 'express';
import type { GatewayServices } from '../services.ts';

/** A part of the server, mounted at the app's root from the shared services. */
export type Mount = (services: GatewayServices) => Router | RequestHandler;
