import net from "node:net";

export interface LossyProxy {
  port: number;
  /** Answers to `POST /device/v1/sales` that were cut off. */
  lost: number;
  close(): Promise<void>;
}

/**
 * A TCP proxy in front of the server that loses some answers to `POST /device/v1/sales`: the request reaches the
 * server (which stores the sales) and the connection is cut when the answer starts to come back, as a flaky mobile
 * network does. The simulator must then send those sales again and count each acknowledged once.
 */
export function startLossyProxy(target: number, lossShare: number): Promise<LossyProxy> {
  const sockets = new Set<net.Socket>();
  const proxy: LossyProxy = { port: 0, lost: 0, close: () => Promise.resolve() };
  const server = net.createServer((client) => {
    const upstream = net.connect(target, "127.0.0.1");
    sockets.add(client).add(upstream);
    // One request at a time per connection (keep-alive): the latest request line says what is being answered.
    let answeringSales = false;
    client.on("data", (chunk: Buffer) => {
      const head = chunk.subarray(0, 40).toString("latin1");
      if (/^[A-Z]+ \//.test(head)) answeringSales = head.startsWith("POST /device/v1/sales");
      upstream.write(chunk);
    });
    upstream.on("data", (chunk: Buffer) => {
      if (answeringSales && Math.random() < lossShare) {
        answeringSales = false;
        proxy.lost += 1;
        client.destroy();
        upstream.destroy();
        return;
      }
      answeringSales = false;
      client.write(chunk);
    });
    const end = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    for (const socket of [client, upstream]) {
      socket.on("error", end);
      socket.on("close", end);
    }
  });
  return new Promise((resolve) => {
    server.listen(0, "127.0.0.1", () => {
      proxy.port = (server.address() as net.AddressInfo).port;
      proxy.close = () =>
        new Promise((done) => {
          for (const socket of sockets) socket.destroy();
          server.close(() => done());
        });
      resolve(proxy);
    });
  });
}
