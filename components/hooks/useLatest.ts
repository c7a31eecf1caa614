// The latest value of something a long-lived listener needs (a message or storage handler subscribed once): the
// ref is updated on every render, so the listener never acts on a stale closure.
import { useRef } from 'preact/hooks';

export function useLatest<T>(value: T): { readonly current: T } {
  const ref = useRef(value);
  ref.current = value;
  return ref;
}
