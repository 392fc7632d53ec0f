import resourceList from '../../content/resources.json';

export const resourceCategories = [
  'guidelines',
  'specialty',
  'journal',
  'documentation',
  'training',
] as const;
export type ResourceCategory = (typeof resourceCategories)[number];
export type CategoryFilter = 'all' | ResourceCategory;

/** Spec §3 Resource; the URLs in content/resources.json are placeholders. */
export interface Resource {
  id: string;
  title: string;
  description: string;
  category: ResourceCategory;
  url: string;
  tags: string[];
  isPremium: boolean;
}

export const resources = resourceList as Resource[];

export const categoryLabels: Record<CategoryFilter, string> = {
  all: 'All',
  guidelines: 'Guidelines',
  specialty: 'Specialty',
  journal: 'Journals',
  documentation: 'Documentation',
  training: 'Training',
};

/** Spec §4: the search matches title, description or a tag, case-insensitively; 'all' keeps every category. */
export function filterResources(list: Resource[], search: string, category: CategoryFilter): Resource[] {
  const needle = search.trim().toLowerCase();
  return list.filter(
    (resource) =>
      (category === 'all' || resource.category === category) &&
      (!needle ||
        resource.title.toLowerCase().includes(needle) ||
        resource.description.toLowerCase().includes(needle) ||
        resource.tags.some((tag) => tag.toLowerCase().includes(needle))),
  );
}
