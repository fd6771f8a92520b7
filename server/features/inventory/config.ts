/**
 * config/inventory.json (issue 13, design "Inventory — API"): the stock lines by category with their opening stock,
 * and the stock a dispensed item takes. Read and checked once; the server refuses to start on a bad file.
 */
import { readFileSync } from 'node:fs';
import { projectFile } from '../../lib/project-files';
import { isRecord } from '../../../src/lib/is-record';

export interface InventoryLine {
  key: string;
  label: string;
  opening_stock: number;
  low_stock_at: number;
}

export interface InventoryCategory {
  key: string;
  label: string;
  items: InventoryLine[];
}

/** Stock a dispensed item takes: `item` is `<category>/<sub category>`. */
export interface StockNeed {
  item: string;
  quantity: number;
}

export interface InventoryConfig {
  categories: InventoryCategory[];
  dispensing: {
    medication_forms: Record<string, StockNeed[]>;
    refractive_corrections: Record<string, StockNeed[]>;
  };
}

const INVENTORY_FILE = projectFile('config/inventory.json');
const KEY = /^[a-z0-9_]{1,32}$/;

/** Reads and checks config/inventory.json; throws a message naming the bad entry (the server then refuses to start). */
export function parseInventoryConfig(text: string, source = 'config/inventory.json'): InventoryConfig {
  const fail = (why: string): never => {
    throw new Error(`${source}: ${why}`);
  };
  const whole = (value: unknown, min: number, max: number) => typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return fail('not valid JSON');
  }
  if (!isRecord(parsed)) return fail('must be an object');
  const { categories, dispensing } = parsed;
  if (!Array.isArray(categories) || categories.length === 0 || categories.length > 20) fail('"categories" must be an array of 1 to 20 categories');
  const lines = new Set<string>();
  const seenCategories = new Set<string>();
  const readCategories = (categories as unknown[]).map((category, index): InventoryCategory => {
    const at = `categories[${index}]`;
    if (!isRecord(category)) return fail(`${at} must be an object`);
    const { key, label, items } = category;
    if (typeof key !== 'string' || !KEY.test(key)) fail(`${at}.key must be 1-32 of a-z, 0-9, _`);
    if (seenCategories.has(key as string)) fail(`${at}.key "${String(key)}" is used twice`);
    seenCategories.add(key as string);
    if (typeof label !== 'string' || label.trim() === '' || label.length > 64) fail(`${at}.label must be 1-64 characters`);
    if (!Array.isArray(items) || items.length === 0 || items.length > 50) fail(`${at}.items must be an array of 1 to 50 items`);
    return {
      key: key as string,
      label: label as string,
      items: (items as unknown[]).map((item, itemIndex): InventoryLine => {
        const where = `${at}.items[${itemIndex}]`;
        if (!isRecord(item)) return fail(`${where} must be an object`);
        if (typeof item.key !== 'string' || !KEY.test(item.key)) fail(`${where}.key must be 1-32 of a-z, 0-9, _`);
        const line = `${key as string}/${item.key as string}`;
        if (lines.has(line)) fail(`${where}.key "${String(item.key)}" is used twice`);
        lines.add(line);
        if (typeof item.label !== 'string' || item.label.trim() === '' || item.label.length > 64) fail(`${where}.label must be 1-64 characters`);
        if (!whole(item.opening_stock, 0, 1_000_000)) fail(`${where}.opening_stock must be a whole number from 0 to 1000000`);
        if (!whole(item.low_stock_at, 0, 1_000_000)) fail(`${where}.low_stock_at must be a whole number from 0 to 1000000`);
        return { key: item.key as string, label: item.label as string, opening_stock: item.opening_stock as number, low_stock_at: item.low_stock_at as number };
      }),
    };
  });
  if (!isRecord(dispensing)) return fail('"dispensing" must be an object');
  const readMap = (name: 'medication_forms' | 'refractive_corrections'): Record<string, StockNeed[]> => {
    const map = dispensing[name];
    if (!isRecord(map)) return fail(`dispensing.${name} must be an object`);
    const out: Record<string, StockNeed[]> = {};
    for (const [entry, needs] of Object.entries(map)) {
      const at = `dispensing.${name}["${entry}"]`;
      if (entry.length === 0 || entry.length > 64) fail(`${at}: the name must be 1-64 characters`);
      if (!Array.isArray(needs) || needs.length === 0 || needs.length > 10) fail(`${at} must be an array of 1 to 10 needs`);
      const items = new Set<string>();
      out[entry] = (needs as unknown[]).map((need, index) => {
        if (!isRecord(need)) return fail(`${at}[${index}] must be an object`);
        if (typeof need.item !== 'string' || !lines.has(need.item)) fail(`${at}[${index}].item must name a stock line as "<category>/<item>"`);
        if (items.has(need.item as string)) fail(`${at}[${index}].item "${String(need.item)}" is used twice`);
        items.add(need.item as string);
        if (!whole(need.quantity, 1, 100)) fail(`${at}[${index}].quantity must be a whole number from 1 to 100`);
        return { item: need.item as string, quantity: need.quantity as number };
      });
    }
    return out;
  };
  return {
    categories: readCategories,
    dispensing: { medication_forms: readMap('medication_forms'), refractive_corrections: readMap('refractive_corrections') },
  };
}

let loaded: InventoryConfig | null = null;

/** config/inventory.json, read and checked once. */
export function loadInventoryConfig(): InventoryConfig {
  loaded ??= parseInventoryConfig(readFileSync(INVENTORY_FILE, 'utf8'));
  return loaded;
}

