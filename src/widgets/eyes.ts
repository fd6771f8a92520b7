/** Spec §3: OD is the right eye, OS the left; OU both. */
export type Eye = 'OD' | 'OS';
export const EYES: readonly Eye[] = ['OD', 'OS'];
export const EYE_HEADINGS: Record<Eye, string> = { OD: 'OD (right eye)', OS: 'OS (left eye)' };

/** "distance_unaided" → "Distance unaided". */
export function humanise(name: string): string {
  const words = name.replace(/_/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
