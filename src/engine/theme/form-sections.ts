import type { ObjectFieldTemplatePropertyType } from '@rjsf/utils';

/** `ui:options.sections` of an object: titled groups of its fields, in order. */
export interface SectionOption {
  title: string;
  fields: string[];
}

export interface PropertySection {
  /** Absent for the fields no section names (they come last, untitled). */
  title?: string;
  properties: ObjectFieldTemplatePropertyType[];
}

function isSectionList(value: unknown): value is SectionOption[] {
  return (
    Array.isArray(value) &&
    value.every((s) => typeof s === 'object' && s !== null && typeof s.title === 'string' && Array.isArray(s.fields))
  );
}

/**
 * The object's fields grouped as `ui:options.sections` says; one untitled group of all of them when it says nothing.
 * Fields no section names follow in an untitled group, so that no field is ever hidden by a section list.
 */
export function groupIntoSections(properties: ObjectFieldTemplatePropertyType[], sections: unknown): PropertySection[] {
  if (!isSectionList(sections) || sections.length === 0) return [{ properties }];
  const byName = new Map(properties.map((property) => [property.name, property]));
  const placed = new Set<string>();
  const groups: PropertySection[] = sections.map((section) => ({
    title: section.title,
    properties: section.fields.flatMap((name) => {
      const property = byName.get(name);
      if (!property || placed.has(name)) return [];
      placed.add(name);
      return [property];
    }),
  }));
  const rest = properties.filter((property) => !placed.has(property.name));
  if (rest.length > 0) groups.push({ properties: rest });
  return groups.filter((group) => group.properties.length > 0);
}
