import { type FastifyBaseLogger, type FastifyReply, type FastifyRequest, LogController } from "fastify";
import { type DestinationStream, pino } from "pino";
import pinoPretty from "pino-pretty";
import type { Config } from "./config.js";

/**
 * The app's logger. In development, lines are pretty (coloured on a terminal) and written synchronously, so that
 * they keep their order with the start banner (pino-pretty as a transport would print from a worker thread, late),
 * also when the output goes through a pipe or an IDE's console. In production, one JSON object per line for a log
 * collector. `destination` lets tests read what is logged.
 */
export function createLogger(config: Config, destination?: DestinationStream): FastifyBaseLogger {
  const options = {
    level: config.LOG_LEVEL,
    redact: ["req.headers.cookie", "req.headers['x-xsrf-token']", "res.headers['set-cookie']"],
  };
  if (destination) return pino(options, destination);
  if (config.NODE_ENV === "development") {
    const pretty = pinoPretty({ sync: true, translateTime: "HH:MM:ss", ignore: "pid,hostname,reqId,request" });
    return pino(options, pretty);
  }
  return pino(options);
}

/**
 * One short line per answered request ("GET /api/kiosks 200 4 ms") instead of Fastify's two JSON objects: at debug
 * in development, so a developer's terminal keeps the start banner in sight, and at info in production, where an
 * access log is wanted. The query string is left out: it can carry tokens. Failures log themselves in the error
 * handler; a browser that went away mid-answer (a closed tab) is no failure of ours.
 */
class ShortLineLogController extends LogController {
  constructor(private readonly level: "info" | "debug") {
    super();
  }

  override incomingRequest() {}

  override requestCompleted(_error: unknown, request: FastifyRequest, reply: FastifyReply) {
    const path = request.url.split("?", 1)[0];
    const ms = Math.round(reply.elapsedTime);
    request.log[this.level](
      { request: { method: request.method, path, status: reply.statusCode, ms } },
      `${request.method} ${path} ${reply.statusCode} ${ms} ms`,
    );
  }

  override streamError(error: Error & { code?: string }, request: FastifyRequest, reply: FastifyReply) {
    if (error.code === "ERR_STREAM_PREMATURE_CLOSE") request.log.debug("the client closed the connection mid-answer");
    else super.streamError(error, request, reply);
  }
}

export function requestLogController(config: Config): LogController {
  return new ShortLineLogController(config.NODE_ENV === "production" ? "info" : "debug");
}
