/** `n` written in letters (0 → 'A', 25 → 'Z', 26 → 'BA'…): names take letters only. */
function letters(n: number): string {
  let text = '';
  do {
    text = String.fromCharCode(65 + (n % 26)) + text;
    n = Math.floor(n / 26);
  } while (n > 0);
  return text;
}

/** A patient registration body for the benchmarks (platform §7 POST /api/clients/api/patients/), unique by `n`. */
export function benchPatient(n: number, lastName = `Bench${letters(n).toLowerCase()}`): Record<string, unknown> {
  return {
    first_name: 'Bench',
    last_name: lastName,
    dob: '1990-01-01',
    gender: 'Female',
    clinic: 'Old Site',
    occupation_category: 'Education & Training',
    occupation: 'Teacher',
    address: 'P.O. Box 1',
    landmark: 'Near the market',
    hometown: 'Elmina',
    region: 'Central',
    primary_phone: `0244${String(n % 1_000_000).padStart(6, '0')}`,
    emergency_contact_name: 'Kofi Mensah',
    emergency_contact_number: '0201234567',
  };
}
