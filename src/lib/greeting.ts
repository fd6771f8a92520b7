/** 'Good Morning' before 12, 'Good Afternoon' before 18, otherwise 'Good Evening'. */
export function greetingFor(hour: number): string {
  if (hour < 12) return 'Good Morning';
  if (hour < 18) return 'Good Afternoon';
  return 'Good Evening';
}

/** The top-bar line: 'Good Morning, Ama', or the bare greeting when there is no first name. */
export function greetingLine(hour: number, firstName: string | null | undefined): string {
  const name = firstName?.trim();
  return name ? `${greetingFor(hour)}, ${name}` : greetingFor(hour);
}

/** Initials of first and last name, upper case; 'U' when neither is known. */
export function initialsOf(firstName: string | null | undefined, lastName: string | null | undefined): string {
  const letters = `${firstName?.trim().charAt(0) ?? ''}${lastName?.trim().charAt(0) ?? ''}`;
  return letters ? letters.toUpperCase() : 'U';
}
