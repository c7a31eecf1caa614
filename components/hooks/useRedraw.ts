// Renders the component again with nothing else changed: for what it draws from the page's layout (placement after a
// resize) or from refs a listener updates without a render.
import { useCallback, useState } from 'preact/hooks';

export function useRedraw(): () => void {
  const [, setCount] = useState(0);
  return useCallback(() => setCount((count) => count + 1), []);
}
