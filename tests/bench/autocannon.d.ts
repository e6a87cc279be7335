// The few parts of autocannon's API the benchmarks use (the package ships no types).
declare module 'autocannon' {
  export interface Histogram {
    average: number;
    mean: number;
    min: number;
    max: number;
    p50: number;
    p90: number;
    p97_5: number;
    p99: number;
  }

  export interface Result {
    requests: Histogram & { total: number };
    latency: Histogram;
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
  }

  export interface Options {
    url: string;
    connections?: number;
    duration?: number;
    method?: string;
    headers?: Record<string, string>;
    pipelining?: number;
  }

  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
