/**
 * Runs payment work for one order at a time in this process. The database's constraints are what make a
 * double payment impossible; this only keeps a double click from asking the gateway twice (two Razorpay
 * orders, two look-ups) and lets the second caller see the first one's result.
 */
export class OrderLocks {
  private readonly tails = new Map<string, Promise<unknown>>();

  async run<T>(orderId: string, work: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(orderId) ?? Promise.resolve();
    const current = previous.catch(() => undefined).then(work);
    this.tails.set(orderId, current);
    try {
      return await current;
    } finally {
      if (this.tails.get(orderId) === current) this.tails.delete(orderId);
    }
  }
}
