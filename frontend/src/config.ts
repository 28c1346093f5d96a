import { parseConfig, type AppConfig } from '@/configSchema.ts';

export { parseConfig, type AppConfig } from '@/configSchema.ts';

let loaded: Promise<AppConfig> | undefined;

export function loadConfig(): Promise<AppConfig> {
  loaded ??= fetch('/config.json', { cache: 'no-store' })
    .then((res) => {
      if (!res.ok) throw new Error(`config.json answered ${res.status}`);
      return res.json();
    })
    .then(parseConfig);
  return loaded;
}
