import net from 'node:net';

/**
 * A client as slow as an attacker's: it sends the head it is given, then one byte of the body
 * every `everyMs`, and stops sending once the server answers or closes. It reports what came
 * back, how many body bytes had gone out by then, and whether the server closed the socket.
 * Every run is bounded by `giveUpMs`, so a server that never cuts it off fails the test.
 */
export interface SlowResult {
  /** The raw HTTP answer ('' when the server closed without one). */
  response: string;
  status: number | undefined;
  /** Body bytes sent before the first byte of the answer (or the close; with keepSending, before the close). */
  bodyBytesSent: number;
  /** The server closed the connection (rather than our giving up). */
  closedByServer: boolean;
}

export function slowRequest(
  port: number,
  head: string,
  body: string,
  /** keepSending: go on sending after the answer, ignoring the server's end of the stream (a client that never lets go). */
  opts: { everyMs: number; giveUpMs?: number; keepSending?: boolean },
): Promise<SlowResult> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ port, host: '127.0.0.1', allowHalfOpen: opts.keepSending === true });
    let response = '';
    let sent = 0;
    let answered = false;
    let ticker: NodeJS.Timeout | undefined;
    const giveUp = setTimeout(() => {
      clearInterval(ticker);
      socket.destroy();
      reject(new Error(`the server kept the slow connection open for ${opts.giveUpMs ?? 30_000} ms (${sent} body bytes sent)`));
    }, opts.giveUpMs ?? 30_000);
    socket.on('connect', () => {
      socket.write(head);
      ticker = setInterval(() => {
        if ((answered && !opts.keepSending) || sent >= body.length || socket.destroyed) return;
        socket.write(body[sent]);
        sent++;
      }, opts.everyMs);
    });
    socket.on('data', (d: Buffer) => {
      answered = true;
      response += d.toString('utf8');
    });
    socket.on('error', () => {});
    socket.on('close', () => {
      clearInterval(ticker);
      clearTimeout(giveUp);
      const m = /^HTTP\/1\.1 (\d{3})/.exec(response);
      resolve({ response, status: m ? Number(m[1]) : undefined, bodyBytesSent: sent, closedByServer: true });
    });
  });
}

/** The JSON body of a raw HTTP answer. */
export const bodyOf = (response: string): unknown => {
  const i = response.indexOf('\r\n\r\n');
  const text = i < 0 ? '' : response.slice(i + 4);
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};
