import { expect, type APIRequestContext } from '@playwright/test';

/** API calls a journey makes to stage an order quickly, as the shopper (bearer token) on `base`. */
export function shopperApi(request: APIRequestContext, token: string, base = '') {
  const headers = { authorization: `Bearer ${token}` };
  const call = async <T>(method: 'get' | 'post' | 'put', path: string, data?: unknown): Promise<T> => {
    const res = await request[method](`${base}/api/${path}`, { headers, data });
    expect(res.ok(), `${method.toUpperCase()} ${path}: ${res.status()} ${await res.text()}`).toBeTruthy();
    return ((await res.json()) as { data: T }).data;
  };
  return {
    call,
    /** An unpaid figurine order of the first figurine on sale with stock, with a shipping address. */
    /** An unpaid order of `quantity` units of the first in-stock spec past its pre-sale, with an address. */
    async figurineOrder(quantity = 1): Promise<string> {
      const list = await call<{ id: string; sale: { preSaleEndAt: string | null } | null }[]>(
        'get',
        'figurine/page-list?page=1&pageSize=50',
      );
      for (const item of list) {
        if (item.sale?.preSaleEndAt && Date.parse(item.sale.preSaleEndAt) > Date.now()) continue;
        const show = await call<{ specs: { id: string; stock: number }[] }>('get', `figurine/show/${item.id}`);
        const spec = show.specs.find((s) => s.stock >= quantity);
        if (!spec) continue;
        const { characterSaleOrderId } = await call<{ characterSaleOrderId: string }>('post', 'figurine/buy', [
          { characterSaleSpecId: spec.id, quantity },
        ]);
        const { userAddressId } = await call<{ userAddressId: string }>('post', 'user-address', {
          name: 'Ann Collector',
          phone: '13812345678',
          zipCode: '518000',
          country: 'China',
          province: 'Guangdong',
          city: 'Shenzhen',
          area: '1 Figure Street',
          isDefault: true,
        });
        await call('put', `character-sale-order/${characterSaleOrderId}`, { userAddressId });
        return characterSaleOrderId;
      }
      throw new Error('no figurine on sale with stock in the demo data');
    },
    /** A pending support of the first tier of the first active campaign. */
    async support(): Promise<string> {
      const [campaign] = await call<{ id: string }[]>('get', 'crowdfunding/page-list?status=active&page=1');
      const show = await call<{ crowdfunding: { specs: { id: string }[] } }>('get', `crowdfunding/show/${campaign!.id}`);
      const spec = show.crowdfunding.specs[0];
      const { supportId } = await call<{ supportId: string }>('post', 'crowdfunding-support', {
        characterId: campaign!.id,
        specId: spec!.id,
      });
      return supportId;
    },
    createPayment: (type: 'figurine' | 'crowdfunding', id: string, paymentMethod: 'stripe' | 'paypal') =>
      call<{ clientSecret?: string; redirectUrl?: string; paymentId: string; provider: string }>('post', `pay/${type}/create`, {
        id,
        paymentMethod,
      }),
    sandboxCard: (clientSecret: string, cardNumber: string) =>
      call<{ status: string; message: string }>('post', 'pay/sandbox/confirm', {
        clientSecret,
        cardNumber,
        expiryDate: '12/34',
        cvv: '123',
        cardholderName: 'Ann Collector',
      }),
  };
}
