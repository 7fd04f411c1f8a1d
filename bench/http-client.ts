// The requests of the open loops, sent with Node's own HTTP client over kept-alive connections. The bench
// shares the machine's cores with the service and the database, and whatever it spends per request is
// counted in the service's latency: `fetch` cost this process 1.4 to 2.0 ms of CPU per clock request,
// node:http 0.6 to 1.1 ms (the raw transaction's pg client, in the same process, 0.6 to 0.9 ms).
import http from 'node:http';

const agent = new http.Agent({ keepAlive: true });

/** Sends `method path` and reads the whole answer; resolves to its status code (rejects on a network error). */
export function send(url: string, method: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method, headers, agent }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end();
  });
}

/** A clock toggle of `userId` as its own bearer; true when it was answered with success. */
export async function sendClock(serverUrl: string, userId: number, authorization: string): Promise<boolean> {
  const status = await send(`${serverUrl}/api/clocks/${userId}`, 'POST', { authorization, accept: 'application/json' });
  return status < 300;
}
