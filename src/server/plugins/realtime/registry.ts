/** The sockets of this instance subscribed to each channel. */
export class ChannelRegistry<T> {
  private readonly channels = new Map<string, Set<T>>();

  add(channel: string, subscriber: T): void {
    let set = this.channels.get(channel);
    if (!set) {
      set = new Set();
      this.channels.set(channel, set);
    }
    set.add(subscriber);
  }

  remove(channel: string, subscriber: T): void {
    const set = this.channels.get(channel);
    if (set?.delete(subscriber) && set.size === 0) this.channels.delete(channel);
  }

  subscribers(channel: string): ReadonlySet<T> | undefined {
    return this.channels.get(channel);
  }

  count(channel: string): number {
    return this.channels.get(channel)?.size ?? 0;
  }

  names(): IterableIterator<string> {
    return this.channels.keys();
  }
}
