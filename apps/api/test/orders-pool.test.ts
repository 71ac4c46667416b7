import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { apiOperations } from '../src/api-operations';

/**
 * The balancer's orders pool (deploy/haproxy.cfg, decision 060): a drop's requests go to an
 * instance of their own. These are the routes a drop floods: the ones through the drop gate
 * (shop's Buy Now, the cart's add and checkout) and a lottery's applications and purchases.
 */
const ORDER_ROUTES = new Set([
  'POST /api/figurine/buy',
  'PUT /api/user-shopping-cart',
  'POST /api/user-shopping-cart/checkout',
  'POST /api/lottery/{id}/apply',
  'POST /api/lottery/application/{id}/buy',
]);

/** haproxy's `acl order_path` and `acl order_method` lines (several lines of one name are or-ed). */
function ordersRule(config: string) {
  const paths: string[] = [];
  const patterns: RegExp[] = [];
  const methods: string[] = [];
  for (const line of config.split('\n').map((l) => l.replace(/#.*/, '').trim())) {
    const [keyword, name, criterion, ...values] = line.split(/\s+/);
    if (keyword !== 'acl') continue;
    if (name === 'order_path' && criterion === 'path') paths.push(...values);
    else if (name === 'order_path' && criterion === 'path_reg') patterns.push(...values.map((v) => new RegExp(v)));
    else if (name === 'order_method' && criterion === 'method') methods.push(...values);
    else if (name === 'order_path' || name === 'order_method') throw new Error(`unread criterion: ${line}`);
  }
  const used = /use_backend orders if order_method order_path/.test(config);
  return (method: string, path: string) => used && methods.includes(method) && (paths.includes(path) || patterns.some((p) => p.test(path)));
}

describe('the orders pool of deploy/haproxy.cfg', () => {
  const config = readFileSync(join(import.meta.dirname, '../../../deploy/haproxy.cfg'), 'utf8');
  const toOrders = ordersRule(config);

  it('names routes the API has', () => {
    for (const route of ORDER_ROUTES) expect(Object.keys(apiOperations)).toContain(route);
  });

  it('sends exactly the order routes to the orders instance, every other route to the store', () => {
    const sent = Object.keys(apiOperations).filter((key) => {
      const [method, path] = key.split(' ') as [string, string];
      // A path parameter as a shopper's request carries it.
      return toOrders(method, path.replace(/\{[^}]+\}/g, 'cm1a2b3c4d5e6f7g8h9i0j1k'));
    });
    expect(new Set(sent)).toEqual(ORDER_ROUTES);
  });

  it('has a backend for orders with the others as its backups', () => {
    const orders = config.slice(config.indexOf('backend orders'));
    expect(orders).toMatch(/server app3 app3:3000 check\n/);
    expect(orders).toMatch(/server app1 app1:3000 check backup/);
  });
});
