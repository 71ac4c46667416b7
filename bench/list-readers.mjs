// Other shoppers, in a process of their own (as they are on devices of their own): GET list pages at
// a steady rate between a 'start' and a 'stop' message from bench/drop.ts, answering the latencies.
// Kept out of the buyers' process so that the load generator's own event-loop queue (2,000 buyers'
// requests and answers) is not counted as the store's latency.
import http from 'node:http';

const apis = JSON.parse(process.env.LIST_APIS);
const rate = Number(process.env.LIST_RATE);
const agent = new http.Agent({ keepAlive: true });

function get(url) {
  return new Promise((resolve) => {
    const req = http.get(url, { agent }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode));
      res.on('error', () => resolve(0));
    });
    req.on('error', () => resolve(0));
  });
}

let running = false;
let latencies = [];
let errors = 0;
let pending = [];
let i = 0;
let timer;

function tick() {
  const page = 1 + (i % 50);
  const path = i % 2 === 0 ? `/vote/page-list?page=${page}&orderBy=latest` : `/figurine/page-list?page=${1 + (i % 5)}&orderBy=latest`;
  const start = performance.now();
  pending.push(
    get(`${apis[i % apis.length]}${path}`).then((status) => {
      if (status === 200) latencies.push(performance.now() - start);
      else errors++;
    }),
  );
  i++;
}

process.on('message', async (message) => {
  if (message === 'start' && !running) {
    running = true;
    latencies = [];
    errors = 0;
    pending = [];
    timer = setInterval(tick, 1000 / rate);
  } else if (message === 'stop' && running) {
    running = false;
    clearInterval(timer);
    await Promise.all(pending);
    process.send({ latencies, errors });
  } else if (message === 'exit') {
    agent.destroy();
    process.exit(0);
  }
});
process.send('ready');
