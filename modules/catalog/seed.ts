import { readFile } from 'node:fs/promises';
import type { CatalogSeedItem, ItemsRepo } from './items.repo';

export const CATALOG_FILE = new URL('./data/catalog.json', import.meta.url);

export async function readCatalogFile(): Promise<{
  adopt: CatalogSeedItem[];
  mm2: CatalogSeedItem[];
  withdrawalFoodItems: string[];
}> {
  return JSON.parse(await readFile(CATALOG_FILE, 'utf8'));
}

/** Every start brings the item definitions in line with data/catalog.json (idempotent upsert). */
export async function seedCatalog(items: ItemsRepo): Promise<void> {
  const catalog = await readCatalogFile();
  await items.upsert([...catalog.adopt, ...catalog.mm2]);
}
