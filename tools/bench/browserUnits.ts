// How the browser bench's section and target rows write their figures (kB = 1000 bytes, as WXT prints its build sizes).
export const ms = (x: number) => (!Number.isFinite(x) ? '—' : x < 10 ? x.toFixed(2) : x < 100 ? x.toFixed(1) : x.toFixed(0));
export const msu = (x: number) => (Number.isFinite(x) ? `${ms(x)} ms` : '—');
export const kb = (bytes: number, digits = 1) => `${(bytes / 1000).toFixed(digits)} kB`;
export const mb = (bytes: number) => (Number.isFinite(bytes) ? `${(bytes / 1e6).toFixed(2)} MB` : '—');
export const x3 = (r: number) => (Number.isFinite(r) ? `${r.toFixed(3)}×` : '—');
