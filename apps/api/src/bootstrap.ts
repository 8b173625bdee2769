import fs from 'node:fs';
import path from 'node:path';
import type { INestApplication, LogLevel } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { Config } from '@packflow/config';
import { withStartupLock } from '@packflow/eventstore';
import { type Infrastructure, createInfrastructure } from '@packflow/runtime';
import express from 'express';
import helmet from 'helmet';
import { AppModule } from './app.module';
import { ApiExceptionFilter } from './http/api-exception.filter';
import { EnvelopeInterceptor } from './http/envelope.interceptor';
import { refuseMalformedText } from './http/well-formed-text';
import { XlsxExportInterceptor } from './http/xlsx-export.interceptor';
import { RedisIoAdapter } from './live/redis-io.adapter';
import { initializeRoles } from './auth/roles.controller';
import { initializeCatalogs } from './catalog/catalog.seed';
import { initializeHighSeasSettings } from './customers/initialize';
import { initializeMachines } from './production/machines.seed';
import { type FirstAdmin, ensureFirstAdmin } from './staff/first-admin';
import { initializeSysset } from './sysset/handlers/change-sysset';

export interface ApiOptions {
  /** Folder of the built console to serve at /, if any. */
  consoleDir?: string;
}

export interface RunningApi {
  app: INestApplication;
  infra: Infrastructure;
  url: string;
  /** Set when this start created the first administrator (an empty store). */
  firstAdmin?: FirstAdmin;
  close(): Promise<void>;
}

const LOG_LEVELS: Record<Config['LOG_LEVEL'], LogLevel[]> = {
  fatal: ['fatal'],
  error: ['fatal', 'error'],
  warn: ['fatal', 'error', 'warn'],
  info: ['fatal', 'error', 'warn', 'log'],
  debug: ['fatal', 'error', 'warn', 'log', 'debug'],
  trace: ['fatal', 'error', 'warn', 'log', 'debug', 'verbose'],
  silent: [],
};

/** Opens the databases, brings the read models up to date, and serves the API, socket.io and the console. */
export async function startApi(config: Config, options: ApiOptions = {}): Promise<RunningApi> {
  const logger = LOG_LEVELS[config.LOG_LEVEL];
  const infra = await createInfrastructure(config, (m) => logger.includes('log') && console.log(m));
  try {
    const setup = { userId: 'system', role: null, at: new Date(), correlationId: 'startup' };
    // Processes starting together take turns: one sets up and builds, the others then find it done.
    const firstAdmin = await withStartupLock(infra.pool, async () => {
      await initializeSysset(infra);
      await initializeRoles(infra, setup);
      await initializeHighSeasSettings(infra, setup);
      await initializeCatalogs(infra, setup);
      await initializeMachines(infra, setup);
      const created = await ensureFirstAdmin(infra, setup);
      await infra.projections.start();
      return created;
    });
    const app = await NestFactory.create<NestExpressApplication>(AppModule.register(infra), {
      bodyParser: false,
      logger,
    });
    app.use(
      helmet({
        contentSecurityPolicy: {
          directives: {
            defaultSrc: ["'self'"],
            scriptSrc: ["'self'"],
            styleSrc: ["'self'"],
            imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
            // 'self' covers the same origin's ws:// and wss:// (CSP level 3).
            connectSrc: ["'self'"],
            fontSrc: ["'self'", 'data:'],
            objectSrc: ["'none'"],
            frameAncestors: ["'none'"],
          },
        },
      }),
    );
    if (config.TRUST_PROXY) app.set('trust proxy', trustProxy(config.TRUST_PROXY));
    app.enableCors({ origin: config.CORS_ORIGINS.length ? config.CORS_ORIGINS : false });
    app.use(express.json({ limit: '1mb' }));
    app.use(express.urlencoded({ extended: false, limit: '1mb' }));
    // Text no database stores (a lone surrogate) is refused here, once for every route.
    app.use(refuseMalformedText);
    app.setGlobalPrefix('api');
    // The export runs inside the envelope: it sees each handler's own answer, and answers a file.
    app.useGlobalInterceptors(new EnvelopeInterceptor(), new XlsxExportInterceptor());
    app.useGlobalFilters(new ApiExceptionFilter());
    if (config.REDIS_URL) {
      const adapter = new RedisIoAdapter(app, config.REDIS_URL);
      await adapter.connect();
      app.useWebSocketAdapter(adapter);
    }
    if (options.consoleDir && fs.existsSync(path.join(options.consoleDir, 'index.html')))
      serveConsole(app, options.consoleDir);
    await app.listen(config.PORT, config.HOST);
    const address = app.getHttpServer().address() as { port: number };
    const url = `http://${config.HOST === '0.0.0.0' ? 'localhost' : config.HOST}:${address.port}`;
    return {
      app,
      infra,
      url,
      ...(firstAdmin ? { firstAdmin } : {}),
      close: async () => {
        // Requests in flight get a moment to finish; connections that stay open after it (a
        // browser's keep-alive or long poll) are then closed, so stopping never hangs on them.
        const server = app.getHttpServer() as import('node:http').Server;
        const force = setTimeout(() => server.closeAllConnections(), 2000);
        try {
          await app.close();
        } finally {
          clearTimeout(force);
        }
        await infra.close();
      },
    };
  } catch (error) {
    await infra.close().catch(() => undefined);
    throw error;
  }
}

/** The built console at /, with every non-API path answered by index.html for the client-side router. */
function serveConsole(app: NestExpressApplication, dir: string): void {
  app.use(express.static(dir, { index: false, maxAge: '1h' }));
  const index = path.join(dir, 'index.html');
  app.use((req: express.Request, res: express.Response, next: express.NextFunction) => {
    if (req.method !== 'GET' || req.path.startsWith('/api') || req.path.startsWith('/socket.io'))
      return next();
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(index);
  });
}

/** Express's "trust proxy": a hop count, true/false, or addresses and subnets. */
function trustProxy(value: string): boolean | number | string {
  if (/^\d+$/.test(value)) return Number(value);
  if (value === 'true' || value === 'false') return value === 'true';
  return value;
}
