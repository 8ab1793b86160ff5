import type { TaxonomyId } from "#app/content/taxonomy.ts";

/** What /taxonomy's loader gives the page's parts (app/data/taxonomy-data.server.ts makes them). */
export type TaxonomyColumn = { id: TaxonomyId; label: string };
export type TaxonomyCellView = { name: string; group: string | null };
export type TaxonomyRowView = {
  slug: string;
  name: string;
  names: Partial<Record<TaxonomyId, TaxonomyCellView[]>>;
};
export type TaxonomyFamilyView = { id: string; name: string; rows: TaxonomyRowView[] };
